import { Button } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { useRemoveBankAccount } from '../../../api/collector/remove-bank-account';
import { CodeConfirmModal } from './code-confirm-modal';

/** Collector spec 5, Confirmations: "Bank removal confirm." */
export function RemoveBankButton({ accountNumberMasked, onRemoved }: { accountNumberMasked: string; onRemoved: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const removeBank = useRemoveBankAccount();
  return (
    <>
      <Button variant="light" color="red" onClick={() => setIsConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        Remove bank account
      </Button>
      <CodeConfirmModal
        opened={isConfirming}
        title="Remove bank account?"
        confirmLabel="Remove bank account"
        explanation={`Payouts will stop going to the account ending ${accountNumberMasked.replace(/\D/g, '')} and will be sent as digital checks instead.`}
        sending={removeBank}
        failedMessage={FIRM_MESSAGES.removeFailed}
        send={async (code) => onRemoved(await removeBank.mutateAsync(code))}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
