import { OkSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { isUnauthenticated } from '../errors';
import { consumerKeys } from './keys';

export async function signOutConsumer(): Promise<void> {
  try {
    OkSchema.parse(await apiFetch('DELETE', '/users/sign_out'));
  } catch (error) {
    // No consumer session any more (expired, or signed out in another tab): the goal is reached.
    if (!isUnauthenticated(error)) throw error;
  }
}

export function useConsumerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutConsumer,
    onSuccess: () => queryClient.removeQueries({ queryKey: consumerKeys.all }),
  });
}
