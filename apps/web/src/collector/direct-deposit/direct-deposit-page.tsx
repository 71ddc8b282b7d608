import { Alert, Anchor, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { FIRM_MESSAGES, type LawFirmView } from '@parley/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useLawFirm } from '../../api/collector/law-firm';
import { useMfaStatus } from '../../api/collector/mfa-status';
import { useRequestPayoutChange } from '../../api/collector/request-payout-change';
import { describeError } from '../../api/errors';
import { ErrorBanner } from '../../ui/error-banner';
import { InfoTip } from '../../ui/info-tip';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { useCollectorSession } from '../session/collector-session';
import { AchForm } from './components/ach-form';
import { ConnectedBank } from './components/connected-bank';
import { DigitalCheckForm } from './components/digital-check-form';
import { PendingPayoutChange } from './components/pending-payout-change';
import { RemoveBankButton } from './components/remove-bank-button';

type PayoutMode = 'ach' | 'check';

/**
 * /collectors/direct_deposit: where the firm's settlement money goes, ACH or digital check. Every
 * user of the firm sees it (collector spec 6); a user with two-step verification changes it,
 * confirming each change with a fresh code (an administrator's change applies at once, anyone
 * else's after a cooling-off period, issue 38.5); users without it ask the administrators.
 */
export function DirectDepositPage() {
  const { isAdmin, isFirmCodeSession } = useCollectorSession();
  const lawFirm = useLawFirm();
  const mfa = useMfaStatus();
  const [cancelled, setCancelled] = useState<string | null>(null);
  return (
    <>
      <PageHeading title="Direct Deposit">
        <Text c="dimmed">How your firm receives settlement payments.</Text>
      </PageHeading>
      {lawFirm.isPending || (!isFirmCodeSession && mfa.isPending) ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : lawFirm.isError ? (
        <LoadFailure message={describeError(lawFirm.error, FIRM_MESSAGES.genericError)} onRetry={() => void lawFirm.refetch()} />
      ) : (
        <Stack gap="lg" maw={560}>
          <SuccessBanner message={cancelled} />
          {lawFirm.data.pending_payout_change ? <PendingPayoutChange change={lawFirm.data.pending_payout_change} onCancelled={setCancelled} /> : null}
          {payoutView(lawFirm.data)}
        </Stack>
      )}
    </>
  );

  function payoutView(firm: LawFirmView) {
    return !mfa.data?.enabled && !isAdmin ? (
      <PayoutSummary firm={firm} note={<AskAdministrators canEnrol={!isFirmCodeSession} />} />
    ) : !mfa.data?.enabled ? (
      <PayoutSummary
        firm={firm}
        note={
          <Alert color="yellow" variant="light">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Two-step verification needed
              </Text>
              <Text size="sm">{FIRM_MESSAGES.payoutNeedsMfa}</Text>
              <Anchor component={Link} to="/collectors/security" size="sm" fw={600}>
                Turn on two-step verification
              </Anchor>
            </Stack>
          </Alert>
        }
      />
    ) : (
      <PayoutSettings firm={firm} />
    );
  }
}

/** Where payouts go now, for those who cannot change it, with what they can do about it. */
function PayoutSummary({ firm, note }: { firm: LawFirmView; note: ReactNode }) {
  return (
    <Stack gap="lg" maw={560}>
      {firm.bank_account ? (
        <ConnectedBank bank={firm.bank_account} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm">
            {firm.digital_check_email
              ? `Payouts are sent as digital checks to ${firm.digital_check_email}.`
              : 'No payout method is set up yet: no bank account is connected and no digital check email is saved.'}
          </Text>
        </Paper>
      )}
      {note}
    </Stack>
  );
}

/** A user without two-step verification cannot change the payout account: they ask the administrators, who get an email. */
function AskAdministrators({ canEnrol }: { canEnrol: boolean }) {
  const [note, setNote] = useState('');
  const ask = useRequestPayoutChange();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text size="sm">{FIRM_MESSAGES.payoutAdminOnly}</Text>
        {canEnrol ? (
          <Text size="sm">
            {FIRM_MESSAGES.payoutStaffCanEnrol}{' '}
            <Anchor component={Link} to="/collectors/security" size="sm" fw={600}>
              Turn on two-step verification
            </Anchor>
          </Text>
        ) : null}
        {ask.isSuccess ? (
          <SuccessBanner message={ask.data} />
        ) : (
          <>
            <Textarea
              label="Note for your administrators (optional)"
              placeholder="For example: the new trust account details are in the shared drive."
              maxLength={500}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <ErrorBanner message={ask.isError ? describeError(ask.error, FIRM_MESSAGES.payoutChangeRequestFailed) : null} />
            <Button variant="light" onClick={() => ask.mutate(note)} loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
              Ask an administrator
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function PayoutSettings({ firm }: { firm: LawFirmView }) {
  // Collector spec 4: the connected view when bank_id is present, else digital checks.
  const [mode, setMode] = useState<PayoutMode>(firm.bank_id === null ? 'check' : 'ach');
  const [success, setSuccess] = useState<string | null>(null);
  // The answer shows above the form, with any change now waiting: bring it into view.
  const saved = (message: string) => {
    setSuccess(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const bank = firm.bank_account;

  function switchMode(next: string) {
    setMode(next === 'ach' ? 'ach' : 'check');
    setSuccess(null);
  }

  function handleRemoved(message: string) {
    // Collector spec 4: "After bank removal it reverts to digital checks."
    setMode('check');
    setSuccess(message);
  }

  const removeButton = bank ? <RemoveBankButton accountNumberMasked={bank.account_number_masked} onRemoved={handleRemoved} /> : null;

  return (
    <Stack gap="lg" maw={560}>
      <SegmentedControl
        aria-label="Payout method"
        value={mode}
        onChange={switchMode}
        fullWidth
        data={[
          { value: 'ach', label: 'ACH Direct Deposit' },
          {
            value: 'check',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <span>Digital Check</span>
                <InfoTip text={FIRM_MESSAGES.courierTooltip} />
              </Group>
            ),
          },
        ]}
      />
      <SuccessBanner message={success} />
      {mode === 'ach' ? (
        bank ? (
          <ConnectedBank bank={bank} action={removeButton} />
        ) : (
          <AchForm defaultEmail={firm.digital_check_email ?? ''} onSaved={saved} />
        )
      ) : bank ? (
        // Digital checks only go out once no bank account is connected.
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Text size="sm">
              Payouts go by ACH to the {bank.institution_name} account ending {bank.account_number_masked.replace(/\D/g, '')}. To receive digital checks
              instead, remove the bank account.
            </Text>
            {removeButton}
          </Stack>
        </Paper>
      ) : (
        <DigitalCheckForm defaultEmail={firm.digital_check_email ?? ''} onSaved={saved} />
      )}
    </Stack>
  );
}
