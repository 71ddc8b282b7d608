import { type CollectorCheckAuth, type CollectorLoginInput, CollectorLoginResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorAuthQueryOptions } from './check-auth';
import { collectorKeys } from './keys';

/** The login call succeeded but the session check that follows did not see a session. */
export class SessionNotStartedError extends Error {
  override readonly name = 'SessionNotStartedError';
}

export async function loginCollector(input: CollectorLoginInput): Promise<void> {
  CollectorLoginResponseSchema.parse(await apiFetch('POST', '/collectors/api/login', input));
}

/** Collector spec 2: "On success a session check is made, then the user is redirected." */
export function useCollectorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CollectorLoginInput): Promise<CollectorCheckAuth> => {
      await loginCollector(input);
      queryClient.removeQueries({ queryKey: collectorKeys.basicStats() });
      const auth = await queryClient.fetchQuery({ ...collectorAuthQueryOptions(), staleTime: 0 });
      if (!auth.ok) throw new SessionNotStartedError('Login succeeded but no session was found');
      return auth;
    },
  });
}
