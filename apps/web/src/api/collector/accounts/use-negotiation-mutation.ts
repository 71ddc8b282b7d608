import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markOwnMove, ownMoveSettled, sayCaseNotice } from '../../../app/case-live';
import { accountsKeys } from './keys';
import { isConflict, reportConflict } from './negotiation-conflicts';

/**
 * A negotiation step on one account. After it the row's current action is reloaded (collector
 * spec 4) with the list, and the metrics, whose sums depend on whose turn it is. `done`, said when
 * it went through (issue 38.6): said here, as the form that asked may be gone by then (the live
 * update of its own move can replace it first).
 */
export function useNegotiationMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>, accountOf: (input: TInput) => number, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The change this causes comes back live; this screen shows it already.
    onMutate: (input) => markOwnMove(accountOf(input)),
    // A colleague or the consumer moved first: the row's conflict dialog says why, with the step
    // the reloaded account is at now, and the row keeps saying it once the dialog is closed.
    onError: (error, input) => {
      if (!isConflict(error)) return;
      reportConflict(accountOf(input), error.message);
      sayCaseNotice(accountOf(input), error.message, { keep: true });
    },
    onSuccess: () => {
      if (done) notifications.show({ color: 'teal', message: done });
    },
    onSettled: (_data, _error, input) => {
      ownMoveSettled(accountOf(input));
      void queryClient.invalidateQueries({ queryKey: accountsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: accountsKeys.metrics() });
    },
  });
}
