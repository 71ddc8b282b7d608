import { MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Requires (or stops requiring) two-step verification for every staff user of the firm (admin). */
export async function setFirmMfaRequirement(required: boolean): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/mfa/require', { required })).message;
}

export function useSetFirmMfaRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirmMfaRequirement,
    // An admin without an authenticator who switches the requirement on is now asked to enrol too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectorKeys.mfa() }),
        queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
        queryClient.invalidateQueries({ queryKey: collectorKeys.checkAuth() }),
      ]),
  });
}
