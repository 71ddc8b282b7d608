import { type CollectorCheckAuth, type CollectorLoginInput, CollectorLoginResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { NetworkError } from '../errors';
import { collectorAuthQueryOptions } from './check-auth';
import { collectorKeys } from './keys';

/** The login call succeeded but the session check that follows did not see a session. */
export class SessionNotStartedError extends Error {
  override readonly name = 'SessionNotStartedError';
}

/** The login call succeeded but the session check that follows failed (server error, bad answer). */
export class SessionCheckFailedError extends Error {
  override readonly name = 'SessionCheckFailedError';
}

export async function loginCollector(input: CollectorLoginInput): Promise<void> {
  CollectorLoginResponseSchema.parse(await apiFetch('POST', '/collectors/api/login', input));
}

/** Collector spec 2: "On success a session check is made, then the user is redirected." */
export function useCollectorLogin() {
  const queryClient = useQueryClient();

  async function checkSession(): Promise<CollectorCheckAuth> {
    try {
      // staleTime 0: the cached answer predates the login. No retry: the user is waiting on the button.
      return await queryClient.fetchQuery({ ...collectorAuthQueryOptions(), staleTime: 0, retry: false });
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      throw new SessionCheckFailedError('The session check after login failed', { cause: error });
    }
  }

  return useMutation({
    mutationFn: async (input: CollectorLoginInput): Promise<CollectorCheckAuth> => {
      await loginCollector(input);
      queryClient.removeQueries({ queryKey: collectorKeys.basicStats() });
      const auth = await checkSession();
      if (!auth.ok) throw new SessionNotStartedError('Login succeeded but no session was found');
      return auth;
    },
  });
}
