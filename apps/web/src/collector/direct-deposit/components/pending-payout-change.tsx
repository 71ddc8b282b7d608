import { Alert, Button, Stack, Text } from '@mantine/core';
import { describePayoutChange, FIRM_MESSAGES, formatPayoutEffectiveAt, type PendingPayoutChangeView } from '@parley/shared';
import { useState } from 'react';
import { useCancelPayoutChange } from '../../../api/collector/cancel-payout-change';
import { CodeConfirmModal } from './code-confirm-modal';

/** Issue 38.5: a payout change waiting out its cooling-off period, and, for who may, the way to cancel it. */
export function PendingPayoutChange({ change, onCancelled }: { change: PendingPayoutChangeView; onCancelled: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelPayoutChange();
  const what = describePayoutChange(change);
  return (
    <Alert color="yellow" variant="light" title="Payout change waiting">
      <Stack gap="sm">
        <Text size="sm">
          {`${what.charAt(0).toUpperCase()}${what.slice(1)} takes effect on ${formatPayoutEffectiveAt(change.effective_at)}. Until then payouts go to the current method.`}
        </Text>
        {change.requested_by_email ? (
          <Text size="sm" c="dimmed">
            Set up by {change.requested_by_email}.
          </Text>
        ) : null}
        {change.can_cancel ? (
          <Button variant="light" color="red" onClick={() => setIsConfirming(true)} style={{ alignSelf: 'flex-start' }}>
            Cancel this change
          </Button>
        ) : null}
      </Stack>
      <CodeConfirmModal
        opened={isConfirming}
        title="Cancel this payout change?"
        confirmLabel="Cancel this change"
        explanation={`Payouts keep going to the current method; ${what} will not take effect.`}
        sending={cancel}
        failedMessage={FIRM_MESSAGES.payoutChangeCancelFailed}
        send={async (code) => {
          await cancel.mutateAsync({ payout_change_id: change.id, mfa_code: code });
          onCancelled(FIRM_MESSAGES.payoutChangeCancelled);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Alert>
  );
}
