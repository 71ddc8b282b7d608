import { type SettlementCase, SettlementCaseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markOwnMove, ownMoveSettled, sayCaseNotice } from '../../../app/case-live';
import { ApiError } from '../../errors';
import { casesKeys } from './keys';

/** The case a step is on; opening a new case is on none yet. */
function caseIdOf(input: unknown): number | null {
  const caseId = (input as { caseId?: unknown } | null)?.caseId;
  return typeof caseId === 'number' ? caseId : null;
}

/** A step on one case: the answer is the case as it now stands, put straight into the cache. */
export function useCaseMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput): Promise<SettlementCase> => SettlementCaseSchema.parse(await send(input)),
    onSuccess: (updated) => {
      queryClient.setQueryData(casesKeys.detail(updated.id), updated);
    },
    // While it is pending, live news of this case does not refetch the form away (case-live.ts).
    onMutate: (input) => {
      const caseId = caseIdOf(input);
      if (caseId !== null) markOwnMove(caseId);
    },
    onSettled: (_data, _error, input) => {
      const caseId = caseIdOf(input);
      if (caseId !== null) ownMoveSettled(caseId);
    },
    // A 409 means the case moved on under us: show it as it is now, and say so above it.
    onError: (error, input) => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.all });
      const caseId = caseIdOf(input);
      if (error instanceof ApiError && error.status === 409 && caseId !== null) sayCaseNotice(caseId, error.message, { keep: true });
    },
  });
}
