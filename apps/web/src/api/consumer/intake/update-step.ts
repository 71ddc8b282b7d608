import { type StepName, StepResponseResultSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { homeKeys } from '../home/keys';
import { intakeKeys } from './keys';

export type StepUpdate = { step_name: StepName; inputs: Record<string, unknown>; encrypted?: string[]; complete?: boolean };

/** update_walk_through_step_response: the answer carries each invalid input's message. */
export async function updateStep(id: number, body: StepUpdate) {
  return StepResponseResultSchema.parse(await apiFetch('POST', `/api_controller/update_walk_through_step_response/${id}`, body));
}

export function useUpdateStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StepUpdate) => updateStep(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.walkThrough(id) });
      void queryClient.invalidateQueries({ queryKey: homeKeys.dashboard() });
    },
  });
}
