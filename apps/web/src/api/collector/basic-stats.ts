import { type BasicStats, BasicStatsResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export async function getBasicStats(): Promise<BasicStats> {
  return BasicStatsResponseSchema.parse(await apiFetch('GET', '/collectors/api/basic_stats'));
}

export const basicStatsQueryOptions = () => queryOptions({ queryKey: collectorKeys.basicStats(), queryFn: getBasicStats });

/** Only ask once the session check said ok: the call answers 401 otherwise. */
export function useBasicStats({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...basicStatsQueryOptions(), enabled: isEnabled });
}
