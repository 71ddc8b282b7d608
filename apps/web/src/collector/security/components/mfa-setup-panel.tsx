import { Box, Button, CopyButton, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FIRM_MESSAGES, MfaVerifyInputSchema } from '@parley/shared';
import type { FormEvent } from 'react';
import { useConfirmMfaSetup } from '../../../api/collector/mfa-confirm';
import { type MfaSetup, useBeginMfaSetup } from '../../../api/collector/mfa-setup';
import { describeError } from '../../../api/errors';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { DigitsInput } from '../../../ui/masked-inputs';

/** Enrols an authenticator app: a new secret as a QR code and as text, then one code from the app. */
export function MfaSetupPanel({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const setup = useBeginMfaSetup();

  if (!setup.data) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Text size="sm">
            Each time you sign in with your password, Parley will also ask for a 6-digit code from an authenticator app on your phone (Google Authenticator,
            Microsoft Authenticator, 1Password and others).
          </Text>
          <ErrorBanner message={setup.isError ? describeError(setup.error, FIRM_MESSAGES.genericError) : null} />
          <Button onClick={() => setup.mutate()} loading={setup.isPending}>
            Set up authenticator
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <ConfirmStep setup={setup.data} onCancel={() => setup.reset()} onConfirmed={onConfirmed} />;
}

function ConfirmStep({ setup, onCancel, onConfirmed }: { setup: MfaSetup; onCancel: () => void; onConfirmed: (recoveryCodes: string[]) => void }) {
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const confirm = useConfirmMfaSetup();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(MfaVerifyInputSchema, { code: textField(new FormData(event.currentTarget), 'code') });
    if (!input) return;
    // Awaited rather than passed as mutate() callbacks: the status reloads as "on", which unmounts this
    // panel, and mutate() drops the callbacks of an unmounted caller (the recovery codes would be lost).
    try {
      onConfirmed(await confirm.mutateAsync(input));
    } catch (error) {
      showServerErrors(error, ['code']);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Step number={1} title="Scan the QR code">
          <Text size="sm" c="dimmed">
            Open your authenticator app, add an account and scan this code.
          </Text>
          <Box p="xs" bg="white" bd="1px solid var(--mantine-color-gray-3)" w={196} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Image src={setup.qr_svg} alt="Authenticator QR code" w={176} h={176} />
          </Box>
        </Step>
        <Step number={2} title="Or type the key">
          <Text size="sm" c="dimmed">
            If you cannot scan, enter this key in the app (time-based, 6 digits).
          </Text>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Setup key"
              value={setup.secret}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={setup.secret} timeout={2000}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy} style={{ flex: 'none' }}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Step>
        <Step number={3} title="Enter the code from the app">
          <form noValidate onSubmit={(event) => void handleSubmit(event)} onChange={clearOnEdit} aria-label="Confirm authenticator">
            <Stack gap="md">
              <ErrorBanner message={confirm.isError && !errors.code ? describeError(confirm.error, FIRM_MESSAGES.genericError) : null} />
              <DigitsInput
                label="Code"
                name="code"
                maxDigits={6}
                autoComplete="one-time-code"
                placeholder="6-digit code"
                description="The 6-digit code your app shows for Parley."
                error={errors.code}
                maw={300}
              />
              <Group gap="sm">
                <Button type="submit" loading={confirm.isPending}>
                  Confirm
                </Button>
                <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        </Step>
      </Stack>
    </Paper>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {number}. {title}
      </Title>
      {children}
    </Stack>
  );
}
