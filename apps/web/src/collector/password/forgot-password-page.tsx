import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ForgotPasswordInputSchema } from '@parley/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useRequestCollectorPasswordReset } from '../../api/collector/forgot-password';
import { describeError } from '../../api/errors';
import { fieldErrorsOf, textField } from '../../lib/form-errors';
import { useFieldErrors } from '../../lib/use-field-errors';
import { AuthCard } from '../../ui/auth-card';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';

/** /collectors/password/forgot: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const { errors, setErrors, clearOnEdit } = useFieldErrors();
  const requestReset = useRequestCollectorPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = ForgotPasswordInputSchema.safeParse({ email: textField(new FormData(event.currentTarget), 'email') });
    if (!input.success) {
      setErrors(fieldErrorsOf(input.error));
      return;
    }
    setErrors({});
    requestReset.mutate(input.data);
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/collectors" size="sm">
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
            <TextInput label="Email" name="email" type="email" autoComplete="username" inputMode="email" error={errors.email} />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
