import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { MFA_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { type MfaStatus, useMfaStatus } from '../../api/collector/mfa-status';
import { describeError } from '../../api/errors';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { useCollectorSession } from '../session/collector-session';
import { FirmRequirementCard } from './components/firm-requirement-card';
import { MfaDisableForm } from './components/mfa-disable-form';
import { MfaSetupPanel } from './components/mfa-setup-panel';
import { RecoveryCodesPanel } from './components/recovery-codes-panel';

/** /collectors/security: two-step verification with an authenticator app (beyond the spec). */
export function SecurityPage() {
  const status = useMfaStatus();
  return (
    <>
      <PageHeading title="Two-step verification" documentTitle="Security">
        <Text c="dimmed">A code from your phone, on top of your password, each time you sign in.</Text>
      </PageHeading>
      {status.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : status.isError ? (
        <LoadFailure message={describeError(status.error, 'We could not load your two-step verification settings.')} onRetry={() => void status.refetch()} />
      ) : (
        <SecuritySettings status={status.data} />
      )}
    </>
  );
}

function SecuritySettings({ status }: { status: MfaStatus }) {
  const { isAdmin, isFirmCodeSession, lawFirmName } = useCollectorSession();
  // Shown once, right after set-up; kept here so the status refetch that follows does not hide them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isTurningOff, setIsTurningOff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  function handleDisabled(message: string) {
    setIsTurningOff(false);
    setNotice(message);
  }

  return (
    <Stack gap="lg" maw={720}>
      <SuccessBanner message={notice} />
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Badge color={status.enabled ? 'teal' : 'gray'} variant="light" size="lg">
                {status.enabled ? 'On' : 'Off'}
              </Badge>
              <Text fw={600}>{status.enabled ? MFA_MESSAGES.enabled : MFA_MESSAGES.disabled}</Text>
            </Group>
            {/* When it is on, the sentence below about turning it off says the same. */}
            {status.required_by_firm && !status.enabled ? <Text size="sm">Your firm requires two-step verification.</Text> : null}
            {status.enabled ? (
              <Text size="sm" c="dimmed">
                {status.recovery_codes_left === 1 ? '1 recovery code left.' : `${status.recovery_codes_left} recovery codes left.`}
              </Text>
            ) : null}
            {status.enabled ? (
              status.required_by_firm ? (
                <Text size="sm" c="dimmed">
                  {MFA_MESSAGES.cannotDisable}
                </Text>
              ) : isTurningOff ? (
                <MfaDisableForm onDisabled={handleDisabled} onCancel={() => setIsTurningOff(false)} />
              ) : (
                <Button
                  variant="default"
                  onClick={() => {
                    setNotice(null);
                    setIsTurningOff(true);
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Turn off
                </Button>
              )
            ) : null}
          </Stack>
        </Paper>
      )}
      {status.enabled || recoveryCodes ? null : isFirmCodeSession ? (
        <Alert color="gray" variant="light">
          Two-step verification belongs to a person. Sign in with your own email and password to set it up.
        </Alert>
      ) : (
        <MfaSetupPanel
          onConfirmed={(codes) => {
            setNotice(null);
            setRecoveryCodes(codes);
          }}
        />
      )}
      {isAdmin ? <FirmRequirementCard firmName={lawFirmName ?? 'your firm'} isRequired={status.required_by_firm} /> : null}
    </Stack>
  );
}
