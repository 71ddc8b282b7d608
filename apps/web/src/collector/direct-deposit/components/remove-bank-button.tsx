import { Button } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { useRemoveBankAccount } from '../../../api/collector/remove-bank-account';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';

/** Collector spec 5, Confirmations: "Bank removal confirm." */
export function RemoveBankButton({ accountNumberMasked, onRemoved }: { accountNumberMasked: string; onRemoved: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const removeBank = useRemoveBankAccount();

  function close() {
    setIsConfirming(false);
    removeBank.reset();
  }

  async function confirm() {
    // Awaited rather than passed as mutate() callbacks: the firm reloads without its bank account,
    // which unmounts this button, and mutate() drops the callbacks of an unmounted caller.
    try {
      await removeBank.mutateAsync();
    } catch {
      return; // The modal shows the error.
    }
    close();
    onRemoved(FIRM_MESSAGES.bankRemoved);
  }

  return (
    <>
      <Button variant="light" color="red" onClick={() => setIsConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        Remove bank account
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title="Remove bank account?"
        confirmLabel="Remove bank account"
        isDestructive
        isPending={removeBank.isPending}
        error={removeBank.isError ? describeError(removeBank.error, FIRM_MESSAGES.removeFailed) : null}
        onClose={close}
        onConfirm={() => void confirm()}
      >
        {`Payouts will stop going to the account ending ${accountNumberMasked.replace(/\D/g, '')} and will be sent as digital checks instead.`}
      </ConfirmModal>
    </>
  );
}
