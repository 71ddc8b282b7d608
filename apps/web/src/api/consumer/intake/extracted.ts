import { ExtractedResponsesSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { intakeKeys } from './keys';

export async function getExtracted(id: number) {
  return ExtractedResponsesSchema.parse(await apiFetch('GET', `/api_controller/get_extracted_walk_through_step_responses/${id}`));
}

/** Polled every 1.5 s while the papers are being read. */
export const useExtracted = (id: number) =>
  useQuery({
    queryKey: intakeKeys.extracted(id),
    queryFn: () => getExtracted(id),
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? 1500 : false),
  });
