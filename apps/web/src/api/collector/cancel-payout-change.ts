import { type CancelPayoutChangeInput, MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Cancels the firm's pending payout change (an administrator, or its author, with a fresh two-step code). Resolves with the server's message. */
export async function cancelPayoutChange(input: CancelPayoutChangeInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/cancel_payout_change', input)).message;
}

export function useCancelPayoutChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayoutChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
  });
}
