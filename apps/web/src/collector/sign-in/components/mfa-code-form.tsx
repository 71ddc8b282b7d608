import { Button, Stack, TextInput } from '@mantine/core';
import { MfaVerifyInputSchema } from '@parley/shared';
import { type FormEvent, useEffect, useRef } from 'react';
import { useCollectorMfaLogin } from '../../../api/collector/login-mfa';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { loginErrorMessage } from '../login-error-message';

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function MfaCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const verify = useCollectorMfaLogin();
  const inputRef = useRef<HTMLInputElement>(null);

  // The password step's button had focus; the code is what the user types next.
  useEffect(() => inputRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(MfaVerifyInputSchema, { code: textField(new FormData(event.currentTarget), 'code') });
    if (!input) return;
    verify.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        showServerErrors(error, ['code']);
      },
    });
  }

  const bannerMessage = verify.isError && !errors.code ? loginErrorMessage(verify.error) : null;

  return (
    <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
      <Stack gap="md">
        <ErrorBanner message={bannerMessage} />
        <TextInput
          ref={inputRef}
          label="Authentication app code"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
          description="The 6-digit code from your app, or one of your recovery codes."
          error={errors.code}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
