import { type ConsumerPasswordResetSchema, MessageSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export type ConsumerPasswordReset = ReturnType<typeof ConsumerPasswordResetSchema.parse>;

export async function resetConsumerPassword(input: ConsumerPasswordReset): Promise<string> {
  return MessageSchema.parse(await apiFetch('PUT', '/users/password', input)).message;
}

export function useResetConsumerPassword() {
  return useMutation({ mutationFn: resetConsumerPassword });
}
