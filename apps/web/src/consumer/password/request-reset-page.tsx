import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ConsumerPasswordResetRequestSchema } from '@parley/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useRequestConsumerPasswordReset } from '../../api/consumer/request-password-reset';
import { describeError } from '../../api/errors';
import { fieldErrorsOf, textField } from '../../lib/form-errors';
import { useFieldErrors } from '../../lib/use-field-errors';
import { AuthCard } from '../../ui/auth-card';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';

/** /users/password/new: asks for a reset link by email. */
export function RequestResetPage() {
  const { errors, setErrors, clearOnEdit } = useFieldErrors();
  const requestReset = useRequestConsumerPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = ConsumerPasswordResetRequestSchema.safeParse({ user: { email: textField(new FormData(event.currentTarget), 'user.email') } });
    if (!input.success) {
      setErrors(fieldErrorsOf(input.error));
      return;
    }
    setErrors({});
    requestReset.mutate(input.data);
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/users/sign_in" size="sm">
          Back to sign in
        </Anchor>
      }
    >
      {requestReset.isSuccess ? (
        <SuccessBanner message={requestReset.data} />
      ) : (
        <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
          <Stack gap="md">
            <ErrorBanner message={requestReset.isError ? describeError(requestReset.error, 'An unexpected error occurred') : null} />
            <TextInput label="Email" name="user.email" type="email" autoComplete="email" inputMode="email" error={errors['user.email']} />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
