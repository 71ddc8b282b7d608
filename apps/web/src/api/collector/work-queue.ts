import { type AssignAccountsInput, AssignAccountsResultSchema, type WorkQueue, WorkQueueSchema } from '@parley/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markOwnMove, ownMoveSettled } from '../../app/case-live';
import { apiFetch } from '../client';
import { accountsKeys } from './accounts/keys';
import { collectorKeys } from './keys';

/** Whose queue: a staff member's id, the unassigned accounts', everyone's; the caller's own when omitted. */
export type QueueOwner = number | 'unassigned' | 'all' | null;

export const workQueueKeys = {
  all: [...collectorKeys.all, 'work-queue'] as const,
  of: (owner: QueueOwner) => [...workQueueKeys.all, owner ?? 'me'] as const,
};

export async function getWorkQueue(owner: QueueOwner): Promise<WorkQueue> {
  const query = owner === null ? '' : `?owner=${owner}`;
  return WorkQueueSchema.parse(await apiFetch('GET', `/collectors/api/work_queue${query}`));
}

/** Not for the on-call administrator, who holds no firm's accounts (the call answers 403). */
export function useWorkQueue(owner: QueueOwner, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ queryKey: workQueueKeys.of(owner), queryFn: () => getWorkQueue(owner), placeholderData: keepPreviousData, enabled: isEnabled });
}

/** Assigns accounts (administrators), or takes unassigned ones (anyone, for themselves); the queues and the list reload. */
export function useAssignAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AssignAccountsInput) => {
      // This screen moves them: the live news of it is not for this screen (case-live.ts).
      for (const id of input.customer_document_ids) markOwnMove(id);
      try {
        return AssignAccountsResultSchema.parse(await apiFetch('POST', '/collectors/api/accounts/assign', input));
      } finally {
        for (const id of input.customer_document_ids) ownMoveSettled(id);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountsKeys.lists() });
    },
  });
}
