import { type CollectorCheckAuth, CollectorLoginResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { startCollectorSession } from './login';
import type { MfaCodeInput } from './mfa-confirm';

/** Finishes a sign-in that asked for two-step verification (the challenge rides in an HttpOnly cookie). */
export async function completeCollectorMfaLogin(input: MfaCodeInput): Promise<void> {
  CollectorLoginResponseSchema.parse(await apiFetch('POST', '/collectors/api/login/mfa', input));
}

/** An authenticator or recovery code, then the same session check as a plain sign-in. */
export function useCollectorMfaLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MfaCodeInput): Promise<CollectorCheckAuth> => {
      await completeCollectorMfaLogin(input);
      return startCollectorSession(queryClient);
    },
  });
}
