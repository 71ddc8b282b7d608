import { Center, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { FIRM_MESSAGES, type LawFirmView } from '@parley/shared';
import { useState } from 'react';
import { useLawFirm } from '../../api/collector/law-firm';
import { describeError } from '../../api/errors';
import { AdminsOnly } from '../../ui/admins-only';
import { InfoTip } from '../../ui/info-tip';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { useCollectorSession } from '../session/collector-session';
import { AchForm } from './components/ach-form';
import { ConnectedBank } from './components/connected-bank';
import { DigitalCheckForm } from './components/digital-check-form';
import { RemoveBankButton } from './components/remove-bank-button';

type PayoutMode = 'ach' | 'check';

/** /collectors/direct_deposit: where the firm's settlement money goes, ACH or digital check. */
export function DirectDepositPage() {
  const { isAdmin } = useCollectorSession();
  const lawFirm = useLawFirm({ enabled: isAdmin });
  return (
    <>
      <PageHeading title="Direct Deposit">
        <Text c="dimmed">Choose how your firm receives settlement payments.</Text>
      </PageHeading>
      {!isAdmin ? (
        <AdminsOnly>Only firm administrators can view and change where the firm's payouts go.</AdminsOnly>
      ) : lawFirm.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : lawFirm.isError ? (
        <LoadFailure message={describeError(lawFirm.error, FIRM_MESSAGES.genericError)} onRetry={() => void lawFirm.refetch()} />
      ) : (
        <PayoutSettings firm={lawFirm.data} />
      )}
    </>
  );
}

function PayoutSettings({ firm }: { firm: LawFirmView }) {
  // Collector spec 4: the connected view when bank_id is present, else digital checks.
  const [mode, setMode] = useState<PayoutMode>(firm.bank_id === null ? 'check' : 'ach');
  const [success, setSuccess] = useState<string | null>(null);
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
          <AchForm defaultEmail={firm.digital_check_email ?? ''} onSaved={setSuccess} />
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
        <DigitalCheckForm defaultEmail={firm.digital_check_email ?? ''} onSaved={setSuccess} />
      )}
    </Stack>
  );
}
