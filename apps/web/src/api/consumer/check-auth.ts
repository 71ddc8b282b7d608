import { CheckAuthResponseSchema, type CurrentUser } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { isUnauthenticated } from '../errors';
import { consumerKeys } from './keys';

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export async function findCurrentUser(): Promise<CurrentUser | null> {
  try {
    return CheckAuthResponseSchema.parse(await apiFetch('GET', '/api/v1/check_auth')).current_user;
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: consumerKeys.session(), queryFn: findCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
