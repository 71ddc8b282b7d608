import { MessageSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

/** A staff user asks the firm's administrators (by email) to change where payouts go. Resolves with the server's message. */
export async function requestPayoutChange(note: string): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/request_payout_change', { note })).message;
}

export function useRequestPayoutChange() {
  return useMutation({ mutationFn: requestPayoutChange });
}
