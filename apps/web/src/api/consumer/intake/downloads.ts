import { DownloadsSchema, INTAKE_LIMITS } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { homeKeys } from '../home/keys';
import { intakeKeys } from './keys';

export async function getDownloads(id: number) {
  return DownloadsSchema.parse(await apiFetch('GET', `/api_controller/documents/${id}/downloads`));
}

/** The download page's poll: every 2 s until ready or failed, at most 20 polls (consumer spec 4). */
export function useDownloads(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: intakeKeys.downloads(id),
    queryFn: () => getDownloads(id),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (state === 'completed' || state === 'failed') return false;
      return query.state.dataUpdateCount >= INTAKE_LIMITS.downloadMaxPolls ? false : 2000;
    },
  });
  return { ...query, polls: queryClient.getQueryState(intakeKeys.downloads(id))?.dataUpdateCount ?? 0 };
}

/** Makes the document again from the case's current facts (issue 37.2); the page then polls it as before. */
export function useRegenerate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => DownloadsSchema.parse(await apiFetch('POST', `/api_controller/documents/${id}/regenerate`, {})),
    onSuccess: (data) => {
      queryClient.setQueryData(intakeKeys.downloads(id), data);
      void queryClient.invalidateQueries({ queryKey: homeKeys.dashboard() });
    },
  });
}
