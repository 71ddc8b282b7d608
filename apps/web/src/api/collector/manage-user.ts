import { MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Issue 38.9: a colleague's role (admin; never your own); the answer says what changed. */
export async function setFirmUserRole(input: { userId: number; scope: 'user' | 'admin' }): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/users/role', { user_id: input.userId, law_firm_scope: input.scope })).message;
}

/** Issue 38.9: a pending invite sent again with a new link. */
export async function resendFirmInvite(userId: number): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/users/resend_invite', { user_id: userId })).message;
}

export function useSetFirmUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFirmUserRole, onSettled: () => queryClient.invalidateQueries({ queryKey: collectorKeys.users() }) });
}

export function useResendFirmInvite() {
  return useMutation({ mutationFn: resendFirmInvite });
}
