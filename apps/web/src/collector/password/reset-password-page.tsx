import { Button, Stack } from '@mantine/core';
import { COLLECTOR_MESSAGES } from '@parley/shared';
import type { FormEvent } from 'react';
import { useResetCollectorPassword } from '../../api/collector/reset-password';
import { ApiError, describeError } from '../../api/errors';
import { textField } from '../../lib/form-errors';
import { newPasswordErrors } from '../../lib/new-password';
import { useFieldErrors } from '../../lib/use-field-errors';
import { useLinkToken } from '../../lib/use-link-token';
import { ErrorBanner } from '../../ui/error-banner';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { ResetPasswordCard } from '../../ui/reset-password-card';

const NAMES = { password: 'password', confirmation: 'password_confirmation' };

/** /collectors/password/reset?token=...: chooses a new password from an emailed link. */
export function ResetPasswordPage() {
  const token = useLinkToken('token');
  const { errors, setErrors, clearOnEdit } = useFieldErrors();
  const reset = useResetCollectorPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const form = new FormData(event.currentTarget);
    const password = textField(form, NAMES.password);
    const found = newPasswordErrors(password, textField(form, NAMES.confirmation), NAMES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields.password) setErrors({ password: error.fields.password });
        },
      },
    );
  }

  // 422: the link is unknown, used or expired; only a new link helps.
  const rejectedLink = reset.error instanceof ApiError && reset.error.status === 422 ? reset.error : null;

  return (
    <ResetPasswordCard
      signInPath="/collectors"
      requestLinkPath="/collectors/password/forgot"
      invalidLinkMessage={COLLECTOR_MESSAGES.resetInvalid}
      hasToken={Boolean(token)}
      successMessage={reset.isSuccess ? reset.data : undefined}
      rejectedLinkMessage={rejectedLink?.message ?? null}
    >
      <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
        <Stack gap="md">
          <ErrorBanner message={reset.isError && !errors.password ? describeError(reset.error, 'Failed to reset password') : null} />
          <NewPasswordFields names={NAMES} errors={errors} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </ResetPasswordCard>
  );
}
