import { MfaStatusSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type MfaStatus = ReturnType<typeof MfaStatusSchema.parse>;

/** Whether two-step verification is on for the signed-in user, and whether the firm requires it. */
export async function getMfaStatus(): Promise<MfaStatus> {
  return MfaStatusSchema.parse(await apiFetch('GET', '/collectors/api/mfa'));
}

export const mfaStatusQueryOptions = () => queryOptions({ queryKey: collectorKeys.mfa(), queryFn: getMfaStatus });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
