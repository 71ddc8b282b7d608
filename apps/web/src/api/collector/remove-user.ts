import { OkSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** Removes a staff user of the firm (admin; never yourself). */
export async function removeFirmUser(userId: number): Promise<void> {
  OkSchema.parse(await apiFetch('POST', '/collectors/api/users/remove', { user_id: userId }));
}

export function useRemoveFirmUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFirmUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.users() }),
  });
}
