import { type CollectorCheckAuth, CollectorCheckAuthResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export async function getCollectorAuth(): Promise<CollectorCheckAuth> {
  return CollectorCheckAuthResponseSchema.parse(await apiFetch('GET', '/collectors/api/check_auth'));
}

export const collectorAuthQueryOptions = () => queryOptions({ queryKey: collectorKeys.checkAuth(), queryFn: getCollectorAuth });

/** `refetchOnMount: 'always'` for screens that must not trust a cached answer (the sign-in screen). */
export function useCollectorAuth(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...collectorAuthQueryOptions(), ...options });
}
