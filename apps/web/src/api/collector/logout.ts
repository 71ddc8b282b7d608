import { OkSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { isUnauthenticated } from '../errors';
import { collectorKeys } from './keys';

export async function logoutCollector(): Promise<void> {
  try {
    OkSchema.parse(await apiFetch('DELETE', '/collectors/api/logout'));
  } catch (error) {
    // The session had already ended (expired, or signed out in another tab): the goal is reached.
    if (!isUnauthenticated(error)) throw error;
  }
}

export function useCollectorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutCollector,
    onSuccess: () => queryClient.removeQueries({ queryKey: collectorKeys.all }),
  });
}
