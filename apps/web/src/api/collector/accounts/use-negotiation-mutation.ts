import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKeys } from './keys';

/**
 * A negotiation step on one account. After it the row's current action is reloaded (collector
 * spec 4) with the list, and the metrics, whose sums depend on whose turn it is.
 */
export function useNegotiationMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: accountsKeys.metrics() });
    },
  });
}
