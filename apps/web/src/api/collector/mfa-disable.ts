import { MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';
import type { MfaCodeInput } from './mfa-confirm';

/** Turns two-step verification off with a current or recovery code (refused when the firm requires it). */
export async function disableMfa(input: MfaCodeInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/mfa/disable', input)).message;
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: collectorKeys.mfa() }), queryClient.invalidateQueries({ queryKey: collectorKeys.users() })]),
  });
}
