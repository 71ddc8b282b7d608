import { MessageSchema, type ResetPasswordInputSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export type ResetPasswordInput = ReturnType<typeof ResetPasswordInputSchema.parse>;

export async function resetCollectorPassword(input: ResetPasswordInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/password/reset', input)).message;
}

export function useResetCollectorPassword() {
  return useMutation({ mutationFn: resetCollectorPassword });
}
