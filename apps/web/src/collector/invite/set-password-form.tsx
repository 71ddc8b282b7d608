import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useAcceptInvite } from '../../api/collector/accept-invite';
import { ApiError } from '../../api/errors';
import { textField } from '../../lib/form-errors';
import { newPasswordErrors } from '../../lib/new-password';
import { useFieldErrors } from '../../lib/use-field-errors';
import { ErrorBanner } from '../../ui/error-banner';
import { NewPasswordFields } from '../../ui/new-password-fields';

const NAMES = { password: 'password', confirmation: 'password_confirmation' };
const FAILED = 'Failed to set password';

export function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { errors, setErrors, clearOnEdit } = useFieldErrors();
  const acceptInvite = useAcceptInvite();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = textField(form, NAMES.password);
    const found = newPasswordErrors(password, textField(form, NAMES.confirmation), NAMES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    acceptInvite.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields.password) setErrors({ password: error.fields.password });
        },
      },
    );
  }

  const error = acceptInvite.error;
  const bannerMessage = acceptInvite.isError && !errors.password ? (error instanceof ApiError ? error.message : FAILED) : null;

  return (
    <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
      <Stack gap="md">
        <ErrorBanner message={bannerMessage} />
        <NewPasswordFields names={NAMES} errors={errors} />
        <Button type="submit" fullWidth loading={acceptInvite.isPending}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
