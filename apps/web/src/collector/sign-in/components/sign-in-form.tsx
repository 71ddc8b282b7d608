import { Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { CollectorCodeLoginSchema, type CollectorLoginInput, CollectorPasswordLoginSchema } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useCollectorLogin } from '../../../api/collector/login';
import { fieldErrorsOf, textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { PasswordField } from '../../../ui/password-field';
import { loginErrorMessage } from '../login-error-message';

type Mode = 'password' | 'code';

const FIELDS_BY_MODE: Record<Mode, readonly string[]> = { password: ['email', 'password'], code: ['auth_token'] };

/**
 * Collector spec 2: email and password, or the firm's authentication code. A right password for a user
 * with two-step verification asks for a code next (`onMfaRequired`).
 */
export function SignInForm({ onSignedIn, onMfaRequired }: { onSignedIn: () => void; onMfaRequired: () => void }) {
  const [mode, setMode] = useState<Mode>('password');
  const { errors, setErrors, clearOnEdit, showServerErrors } = useFieldErrors();
  const login = useCollectorLogin();

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
    login.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readInput(mode, new FormData(event.currentTarget));
    if (!input.success) {
      setErrors(fieldErrorsOf(input.error));
      return;
    }
    setErrors({});
    login.mutate(input.data, {
      onSuccess: (result) => (result.status === 'mfa-required' ? onMfaRequired() : onSignedIn()),
      onError: (error) => {
        showServerErrors(error, FIELDS_BY_MODE[mode]);
      },
    });
  }

  const hasFieldError = FIELDS_BY_MODE[mode].some((name) => errors[name]);
  const bannerMessage = login.isError && !hasFieldError ? loginErrorMessage(login.error) : null;

  return (
    <Stack gap="md">
      <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit}>
        <Stack gap="md">
          <ErrorBanner message={bannerMessage} />
          {mode === 'password' ? (
            <>
              <TextInput label="Email" name="email" type="email" autoComplete="username" inputMode="email" error={errors.email} />
              <Stack gap={6}>
                <PasswordField label="Password" name="password" autoComplete="current-password" error={errors.password} />
                <Group justify="flex-end">
                  <Anchor component={Link} to="/collectors/password/forgot" size="sm">
                    Forgot password?
                  </Anchor>
                </Group>
              </Stack>
            </>
          ) : (
            <TextInput
              label="Authentication Code"
              name="auth_token"
              autoComplete="off"
              spellCheck={false}
              description="The code your firm shares with its staff."
              error={errors.auth_token}
            />
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Button variant="subtle" fullWidth onClick={() => switchMode(mode === 'password' ? 'code' : 'password')}>
        {mode === 'password' ? 'Use an authentication code instead' : 'Use email and password instead'}
      </Button>
    </Stack>
  );
}

type ReadResult = { success: true; data: CollectorLoginInput } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] };

function readInput(mode: Mode, form: FormData): ReadResult {
  return mode === 'password'
    ? CollectorPasswordLoginSchema.safeParse({ email: textField(form, 'email'), password: textField(form, 'password') })
    : CollectorCodeLoginSchema.safeParse({ auth_token: textField(form, 'auth_token') });
}
