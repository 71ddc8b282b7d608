import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ConsumerSignUpInputSchema, PASSWORD_MESSAGES } from '@parley/shared';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useConsumerSignUp } from '../../api/consumer/sign-up';
import { describeError, UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import { getLanguage } from '../../i18n/language-store';
import { translateServerText } from '../../i18n/server-messages';
import { type FieldErrors, fieldErrorsOf, textField } from '../../lib/form-errors';
import { useFieldErrors } from '../../lib/use-field-errors';
import { common } from '../../ui/common-messages';
import { ErrorBanner } from '../../ui/error-banner';
import { NewPasswordFields } from '../../ui/new-password-fields';

const NAMES = {
  firstName: 'user.first_name',
  lastName: 'user.last_name',
  email: 'user.email',
  password: 'user.password',
  confirmation: 'user.password_confirmation',
} as const;
const FIELDS = Object.values(NAMES);

const m = {
  submit: { id: 'auth.signUp.submit', defaultMessage: 'Create account' },
} satisfies Record<string, MessageDescriptor>;

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const intl = useIntl();
  const { errors, setErrors, clearOnEdit, showServerErrors } = useFieldErrors();
  const signUp = useConsumerSignUp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const user = {
      first_name: textField(form, NAMES.firstName),
      last_name: textField(form, NAMES.lastName),
      email: textField(form, NAMES.email),
      password: textField(form, NAMES.password),
      password_confirmation: textField(form, NAMES.confirmation),
      // The account keeps the language the person signed up in (its emails and pages use it).
      language: getLanguage(),
    };
    const input = ConsumerSignUpInputSchema.safeParse({ user });
    if (!input.success) {
      // The schema checks the match only once every field is valid; say it at once.
      const mismatch: FieldErrors = user.password === user.password_confirmation ? {} : { [NAMES.confirmation]: PASSWORD_MESSAGES.mismatch };
      setErrors({ ...mismatch, ...fieldErrorsOf(input.error) });
      return;
    }
    setErrors({});
    signUp.mutate(input.data, {
      // A new account is signed in; a taken address is not (its owner got an email), and the
      // form says only what the server said, the same either way.
      onSuccess: ({ user }) => {
        if (user) onSignedUp();
      },
      onError: (error) => {
        showServerErrors(error, FIELDS);
      },
    });
  }

  const hasFieldError = FIELDS.some((name) => errors[name]);
  if (signUp.isSuccess && !signUp.data.user) {
    return (
      <Alert color="blue" variant="light" role="status">
        {translateServerText(intl, signUp.data.message)}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
      <Stack gap="md">
        <ErrorBanner message={signUp.isError && !hasFieldError ? describeError(signUp.error, UNEXPECTED_ERROR_MESSAGE) : null} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={intl.formatMessage(common.firstName)} name={NAMES.firstName} autoComplete="given-name" error={errors[NAMES.firstName]} />
          <TextInput label={intl.formatMessage(common.lastName)} name={NAMES.lastName} autoComplete="family-name" error={errors[NAMES.lastName]} />
        </SimpleGrid>
        <TextInput
          label={intl.formatMessage(common.email)}
          name={NAMES.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors[NAMES.email]}
        />
        <NewPasswordFields
          names={{ password: NAMES.password, confirmation: NAMES.confirmation }}
          labels={{ password: intl.formatMessage(common.password), confirmation: intl.formatMessage(common.confirmPassword) }}
          errors={errors}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </form>
  );
}
