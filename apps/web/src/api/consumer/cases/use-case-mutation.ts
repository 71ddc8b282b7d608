import { type SettlementCase, SettlementCaseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sayCaseNotice } from '../../../app/case-live';
import { ApiError } from '../../errors';
import { casesKeys } from './keys';

/** A step on one case: the answer is the case as it now stands, put straight into the cache. */
export function useCaseMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput): Promise<SettlementCase> => SettlementCaseSchema.parse(await send(input)),
    onSuccess: (updated) => {
      queryClient.setQueryData(casesKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: casesKeys.list() });
    },
    // A 409 means the case moved on under us: show it as it is now, and say so above it.
    onError: (error, input) => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.all });
      const caseId = (input as { caseId?: unknown }).caseId;
      if (error instanceof ApiError && error.status === 409 && typeof caseId === 'number') sayCaseNotice(caseId, error.message, { keep: true });
    },
  });
}
