import { type DashboardResponse, DashboardResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { homeKeys } from './keys';

export async function getDashboard(): Promise<DashboardResponse> {
  return DashboardResponseSchema.parse(await apiFetch('GET', '/my_dashboard.json'));
}

/** While a report is being fetched or built, the dashboard checks back every few seconds. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: homeKeys.dashboard(),
    queryFn: getDashboard,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.credit_report.status === 'fetching' && !data.credit_report.base_report?.error
        ? 3_000
        : data?.financial_report.status === 'processing'
          ? 3_000
          : false;
    },
  });
export const useDashboard = () => useQuery(dashboardQuery());
