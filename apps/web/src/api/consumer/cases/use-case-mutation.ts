import { type SettlementCase, SettlementCaseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    // A 409 means the case moved on under us: show it as it is now.
    onError: (_error, _input) => void queryClient.invalidateQueries({ queryKey: casesKeys.all }),
  });
}
