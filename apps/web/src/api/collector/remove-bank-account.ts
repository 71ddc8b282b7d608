import { MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Removes the ACH account (admin, with a fresh two-step code); payouts revert to digital checks. Resolves with the server's message. */
export async function removeBankAccount(mfaCode: string): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/remove_bank_account', { mfa_code: mfaCode })).message;
}

export function useRemoveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
  });
}
