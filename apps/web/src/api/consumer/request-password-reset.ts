import { type ConsumerPasswordResetRequestSchema, MessageSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export type ConsumerPasswordResetRequest = ReturnType<typeof ConsumerPasswordResetRequestSchema.parse>;

/** Resolves with the server's message, which is the same whether or not the account exists. */
export async function requestConsumerPasswordReset(input: ConsumerPasswordResetRequest): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/users/password', input)).message;
}

export function useRequestConsumerPasswordReset() {
  return useMutation({ mutationFn: requestConsumerPasswordReset });
}
