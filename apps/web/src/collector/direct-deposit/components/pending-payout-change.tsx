import { Alert, Button, Stack, Text } from '@mantine/core';
import { CancelPayoutChangeInputSchema, describePayoutChange, FIRM_MESSAGES, formatPayoutEffectiveAt, type PendingPayoutChangeView } from '@parley/shared';
import { useState } from 'react';
import { useCancelPayoutChange } from '../../../api/collector/cancel-payout-change';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { StepUpCodeInput } from './step-up-code-input';

/** Issue 38.5: a payout change waiting out its cooling-off period, and the way to cancel it. */
export function PendingPayoutChange({
  change,
  canCancel,
  onCancelled,
}: {
  change: PendingPayoutChangeView;
  canCancel: boolean;
  onCancelled: (message: string) => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const cancel = useCancelPayoutChange();
  const what = describePayoutChange(change);

  function close() {
    setIsConfirming(false);
    setCode('');
    setCodeError(undefined);
    cancel.reset();
  }

  async function confirm() {
    const checked = CancelPayoutChangeInputSchema.safeParse({ payout_change_id: change.id, mfa_code: code });
    if (!checked.success) {
      setCodeError(FIRM_MESSAGES.payoutCodeRequired);
      return;
    }
    // Awaited: the firm reloads without the pending change, which unmounts this notice.
    try {
      await cancel.mutateAsync(checked.data);
    } catch {
      return; // The modal shows the error.
    }
    close();
    onCancelled(FIRM_MESSAGES.payoutChangeCancelled);
  }

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
        {canCancel ? (
          <Button variant="light" color="red" onClick={() => setIsConfirming(true)} style={{ alignSelf: 'flex-start' }}>
            Cancel this change
          </Button>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title="Cancel this payout change?"
        confirmLabel="Cancel this change"
        isDestructive
        isPending={cancel.isPending}
        error={cancel.isError ? describeError(cancel.error, FIRM_MESSAGES.payoutChangeCancelFailed) : null}
        onClose={close}
        onConfirm={() => void confirm()}
      >
        <Stack gap="sm">
          <Text size="sm">{`Payouts keep going to the current method; ${what} will not take effect.`}</Text>
          <StepUpCodeInput
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
          />
        </Stack>
      </ConfirmModal>
    </Alert>
  );
}
