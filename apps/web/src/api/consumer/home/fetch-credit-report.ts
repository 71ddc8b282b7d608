import { FetchCreditReportResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGetWithCsrf } from '../../client';
import { homeKeys } from './keys';

export async function fetchCreditReport() {
  return FetchCreditReportResponseSchema.parse(await apiGetWithCsrf('/my_dashboard/fetch_credit_report'));
}

export function useFetchCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fetchCreditReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.dashboard() }) });
}
