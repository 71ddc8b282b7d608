import { type CollectorMetrics, CollectorMetricsSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { accountsKeys } from './keys';

export async function getCollectorMetrics(): Promise<CollectorMetrics> {
  return CollectorMetricsSchema.parse(await apiFetch('GET', '/collectors/api/calculate_collector_metrics'));
}

export const collectorMetricsQueryOptions = () => queryOptions({ queryKey: accountsKeys.metrics(), queryFn: getCollectorMetrics });

export function useCollectorMetrics() {
  return useQuery(collectorMetricsQueryOptions());
}
