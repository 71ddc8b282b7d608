import { MfaConfirmResponseSchema, type MfaVerifyInputSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type MfaCodeInput = ReturnType<typeof MfaVerifyInputSchema.parse>;

/** Turns two-step verification on with a code from the pending secret; resolves with the 10 recovery codes. */
export async function confirmMfaSetup(input: MfaCodeInput): Promise<string[]> {
  return MfaConfirmResponseSchema.parse(await apiFetch('POST', '/collectors/api/mfa/confirm', input)).recovery_codes;
}

export function useConfirmMfaSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaSetup,
    // The session check carries mfa_enrollment_required; the users list carries each user's 2-step badge.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectorKeys.mfa() }),
        queryClient.invalidateQueries({ queryKey: collectorKeys.checkAuth() }),
        queryClient.invalidateQueries({ queryKey: collectorKeys.users() }),
      ]),
  });
}
