import { type BankAccountInput, MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Connects the ACH payout account (admin), replacing any active one. Resolves with the server's message. */
export async function connectBankAccount(input: BankAccountInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/bank_account', input)).message;
}

export function useConnectBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
  });
}
