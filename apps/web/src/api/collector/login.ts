import { type CollectorCheckAuth, type CollectorLoginInput, CollectorLoginResponseSchema } from '@parley/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** How a sign-in attempt ended: a session, or a password that was right but needs a two-step code. */
export type CollectorSignInResult = { status: 'signed-in'; auth: CollectorCheckAuth } | { status: 'mfa-required' };

/** Resolves with whether the server asks for a two-step code before it opens the session. */
export async function loginCollector(input: CollectorLoginInput): Promise<{ isMfaRequired: boolean }> {
  const answer = CollectorLoginResponseSchema.parse(await apiFetch('POST', '/collectors/api/login', input));
  return { isMfaRequired: answer.mfa_required === true };
}

/**
 * Collector spec 2: "On success a session check is made, then the user is redirected." Run after any
 * call that opened a session (password, firm code, two-step code).
 */
export async function startCollectorSession(queryClient: QueryClient): Promise<CollectorCheckAuth> {
  // What an earlier session loaded (its firm, users, stats) is not this session's; the session check
  // itself stays, since the sign-in screen watches it.
  queryClient.removeQueries({ queryKey: collectorKeys.all, predicate: (query) => query.queryKey[1] !== collectorKeys.checkAuth()[1] });
  let auth: CollectorCheckAuth;
  try {
    // staleTime 0: the cached answer predates the login. No retry: the user is waiting on the button.
    auth = await queryClient.fetchQuery({ ...collectorAuthQueryOptions(), staleTime: 0, retry: false });
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    throw new SessionCheckFailedError('The session check after login failed', { cause: error });
  }
  if (!auth.ok) throw new SessionNotStartedError('Login succeeded but no session was found');
  return auth;
}

export function useCollectorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CollectorLoginInput): Promise<CollectorSignInResult> => {
      const { isMfaRequired } = await loginCollector(input);
      if (isMfaRequired) return { status: 'mfa-required' };
      return { status: 'signed-in', auth: await startCollectorSession(queryClient) };
    },
  });
}
