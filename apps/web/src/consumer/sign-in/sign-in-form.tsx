import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { ConsumerSignInInputSchema } from '@parley/shared';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useConsumerSignIn } from '../../api/consumer/sign-in';
import { describeError, UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import { textField } from '../../lib/form-errors';
import { useFieldErrors } from '../../lib/use-field-errors';
import { common } from '../../ui/common-messages';
import { ErrorBanner } from '../../ui/error-banner';
import { PasswordField } from '../../ui/password-field';

const FIELDS = ['user.email', 'user.password'];

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl();
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const signIn = useConsumerSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validate(ConsumerSignInInputSchema, { user: { email: textField(form, 'user.email'), password: textField(form, 'user.password') } });
    if (!input) return;
    signIn.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        showServerErrors(error, FIELDS);
      },
    });
  }

  const hasFieldError = FIELDS.some((name) => errors[name]);
  return (
    <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
      <Stack gap="md">
        <ErrorBanner message={signIn.isError && !hasFieldError ? describeError(signIn.error, UNEXPECTED_ERROR_MESSAGE) : null} />
        <TextInput
          label={intl.formatMessage(common.email)}
          name="user.email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors['user.email']}
        />
        <Stack gap={6}>
          <PasswordField label={intl.formatMessage(common.password)} name="user.password" autoComplete="current-password" error={errors['user.password']} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/users/password/new" size="sm">
              {intl.formatMessage(common.forgotPassword)}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {intl.formatMessage(common.signIn)}
        </Button>
      </Stack>
    </form>
  );
}
