import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ConsumerSignUpInputSchema, PASSWORD_MESSAGES } from '@parley/shared';
import type { FormEvent } from 'react';
import { useConsumerSignUp } from '../../api/consumer/sign-up';
import { describeError } from '../../api/errors';
import { type FieldErrors, fieldErrorsOf, textField } from '../../lib/form-errors';
import { useFieldErrors } from '../../lib/use-field-errors';
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

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
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
        {signUp.data.message}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
      <Stack gap="md">
        <ErrorBanner message={signUp.isError && !hasFieldError ? describeError(signUp.error, 'An unexpected error occurred') : null} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" name={NAMES.firstName} autoComplete="given-name" error={errors[NAMES.firstName]} />
          <TextInput label="Last name" name={NAMES.lastName} autoComplete="family-name" error={errors[NAMES.lastName]} />
        </SimpleGrid>
        <TextInput label="Email" name={NAMES.email} type="email" autoComplete="email" inputMode="email" error={errors[NAMES.email]} />
        <NewPasswordFields
          names={{ password: NAMES.password, confirmation: NAMES.confirmation }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          errors={errors}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
