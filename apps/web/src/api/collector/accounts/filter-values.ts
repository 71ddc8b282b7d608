import { type FilterDefinition, FilterValuesResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { accountsKeys } from './keys';

/** The filters the list accepts, with the values and bounds of the viewer's data. */
export async function getFilterValues(): Promise<FilterDefinition[]> {
  return FilterValuesResponseSchema.parse(await apiFetch('GET', '/collectors/api/filter_values')).filters;
}

export const filterValuesQueryOptions = () => queryOptions({ queryKey: accountsKeys.filterValues(), queryFn: getFilterValues });

export function useFilterValues() {
  return useQuery(filterValuesQueryOptions());
}
