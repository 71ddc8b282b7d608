import { Button, Stack } from '@mantine/core';
import { CONSUMER_MESSAGES } from '@parley/shared';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useResetConsumerPassword } from '../../api/consumer/reset-password';
import { ApiError, describeError, UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import { textField } from '../../lib/form-errors';
import { newPasswordErrors } from '../../lib/new-password';
import { useFieldErrors } from '../../lib/use-field-errors';
import { useLinkToken } from '../../lib/use-link-token';
import { ErrorBanner } from '../../ui/error-banner';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { ResetPasswordCard } from '../../ui/reset-password-card';

const NAMES = { password: 'user.password', confirmation: 'user.password_confirmation' };
const FIELDS = [NAMES.password, NAMES.confirmation];

const m = {
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Set new password' },
} satisfies Record<string, MessageDescriptor>;

/** /users/password/edit?reset_password_token=...: chooses a new password from an emailed link. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const token = useLinkToken('reset_password_token');
  const { errors, setErrors, clearOnEdit, showServerErrors } = useFieldErrors();
  const reset = useResetConsumerPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const form = new FormData(event.currentTarget);
    const password = textField(form, NAMES.password);
    const confirmation = textField(form, NAMES.confirmation);
    const found = newPasswordErrors(password, confirmation, NAMES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { user: { reset_password_token: token, password, password_confirmation: confirmation } },
      {
        onError: (error) => {
          showServerErrors(error, FIELDS);
        },
      },
    );
  }

  // 422: the link is unknown, used or expired; only a new link helps.
  const rejectedLink = reset.error instanceof ApiError && reset.error.status === 422 ? reset.error : null;
  const hasFieldError = FIELDS.some((name) => errors[name]);

  return (
    <ResetPasswordCard
      withLanguageSwitch
      signInPath="/users/sign_in"
      requestLinkPath="/users/password/new"
      invalidLinkMessage={CONSUMER_MESSAGES.resetInvalid}
      hasToken={Boolean(token)}
      successMessage={reset.isSuccess ? reset.data : undefined}
      rejectedLinkMessage={rejectedLink?.message ?? null}
    >
      <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
        <Stack gap="md">
          <ErrorBanner message={reset.isError && !hasFieldError ? describeError(reset.error, UNEXPECTED_ERROR_MESSAGE) : null} />
          <NewPasswordFields names={NAMES} errors={errors} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    </ResetPasswordCard>
  );
}
