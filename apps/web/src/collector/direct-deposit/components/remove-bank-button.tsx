import { Button, Stack, Text } from '@mantine/core';
import { FIRM_MESSAGES, RemoveBankAccountInputSchema } from '@parley/shared';
import { useState } from 'react';
import { useRemoveBankAccount } from '../../../api/collector/remove-bank-account';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { StepUpCodeInput } from './step-up-code-input';

/** Collector spec 5, Confirmations: "Bank removal confirm." */
export function RemoveBankButton({ accountNumberMasked, onRemoved }: { accountNumberMasked: string; onRemoved: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const removeBank = useRemoveBankAccount();

  function close() {
    setIsConfirming(false);
    setCode('');
    setCodeError(undefined);
    removeBank.reset();
  }

  async function confirm() {
    const checked = RemoveBankAccountInputSchema.safeParse({ mfa_code: code });
    if (!checked.success) {
      setCodeError(FIRM_MESSAGES.payoutCodeRequired);
      return;
    }
    // Awaited rather than passed as mutate() callbacks: the firm reloads without its bank account,
    // which unmounts this button, and mutate() drops the callbacks of an unmounted caller.
    let message: string;
    try {
      message = await removeBank.mutateAsync(checked.data.mfa_code);
    } catch {
      return; // The modal shows the error.
    }
    close();
    onRemoved(message);
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
        <Stack gap="sm">
          <Text size="sm">{`Payouts will stop going to the account ending ${accountNumberMasked.replace(/\D/g, '')} and will be sent as digital checks instead.`}</Text>
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
    </>
  );
}
