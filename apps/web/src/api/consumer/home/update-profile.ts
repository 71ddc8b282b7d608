import { type ProfileUpdateInput, ProfileUpdateResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { homeKeys } from './keys';

export async function updateProfile(user: ProfileUpdateInput) {
  return ProfileUpdateResponseSchema.parse(await apiFetch('PUT', '/users', { user }));
}

/** The profile feeds the credit report's status (missing_metadata), so the whole dashboard is refreshed. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.dashboard() }) });
}
