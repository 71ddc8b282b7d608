import { type AcceptInviteInputSchema, OkSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type AcceptInviteInput = ReturnType<typeof AcceptInviteInputSchema.parse>;

/** Sets the invited user's password; the server signs them in. */
export async function acceptInvite(input: AcceptInviteInput): Promise<void> {
  OkSchema.parse(await apiFetch('POST', '/collectors/api/accept_invite', input));
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.removeQueries({ queryKey: collectorKeys.all }),
  });
}
