import { Stack, Text } from '@mantine/core';
import { FIRM_MESSAGES, StepUpCodeSchema } from '@parley/shared';
import { useState } from 'react';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { StepUpCodeInput } from './step-up-code-input';

/** The state of the request the dialog sends: a TanStack mutation fits. */
interface Sending {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Asks for a fresh two-step code before a payout change (removing the bank account, cancelling a
 * waiting change). `send` is given the checked code and rejects when the server refuses; the dialog
 * stays open and shows why. It closes itself once `send` resolves.
 */
export function CodeConfirmModal({
  opened,
  title,
  confirmLabel,
  explanation,
  sending,
  failedMessage,
  send,
  onClose,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  explanation: string;
  sending: Sending;
  failedMessage: string;
  send: (code: string) => Promise<void>;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  function close() {
    setCode('');
    setCodeError(undefined);
    sending.reset();
    onClose();
  }

  async function confirm() {
    const checked = StepUpCodeSchema.safeParse(code);
    if (!checked.success) {
      setCodeError(FIRM_MESSAGES.payoutCodeRequired);
      return;
    }
    // Awaited rather than passed as mutate() callbacks: the firm reloads without what was removed or
    // cancelled, which can unmount the caller, and mutate() drops the callbacks of an unmounted caller.
    try {
      await send(checked.data);
    } catch {
      return; // The error shows in the dialog.
    }
    close();
  }

  return (
    <ConfirmModal
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      isDestructive
      isPending={sending.isPending}
      error={sending.isError ? describeError(sending.error, failedMessage) : null}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <Stack gap="sm">
        <Text size="sm">{explanation}</Text>
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
  );
}
