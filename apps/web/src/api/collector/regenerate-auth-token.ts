import { UsersResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

// The answer carries the code alone; the same field as in the users list.
const RegeneratedAuthTokenSchema = UsersResponseSchema.pick({ auth_token: true });

/** Replaces the firm authentication code (admin); the old one stops working at once. */
export async function regenerateAuthToken(): Promise<string> {
  return RegeneratedAuthTokenSchema.parse(await apiFetch('POST', '/collectors/api/users/regenerate_auth_token')).auth_token;
}

export function useRegenerateAuthToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAuthToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.users() }),
  });
}
