import { PaymentPlanSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markOwnMove, ownMoveSettled } from '../../../app/case-live';
import { casesKeys } from '../cases/keys';
import { paymentsKeys } from './keys';

/** A change to one plan: the answer is the plan as it now stands; the case's stage may move too. */
export function usePlanMutation<TInput extends { caseId: number }>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => PaymentPlanSchema.parse(await send(input)),
    // A charge the provider posts meanwhile is news of this case too: it waits for this answer.
    onMutate: (input) => markOwnMove(input.caseId),
    onSettled: (_data, _error, input) => ownMoveSettled(input.caseId),
    onSuccess: (plan) => {
      queryClient.setQueryData(paymentsKeys.plan(plan.document_id), plan);
      void queryClient.invalidateQueries({ queryKey: casesKeys.detail(plan.document_id) });
    },
  });
}
