import { type ForgotPasswordInputSchema, MessageSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export type ForgotPasswordInput = ReturnType<typeof ForgotPasswordInputSchema.parse>;

/** Resolves with the server's message, which is the same whether or not the account exists. */
export async function requestCollectorPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/password/forgot', input)).message;
}

export function useRequestCollectorPasswordReset() {
  return useMutation({ mutationFn: requestCollectorPasswordReset });
}
