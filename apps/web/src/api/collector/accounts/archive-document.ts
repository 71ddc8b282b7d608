import { OkSchema } from '@parley/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markOwnMove, ownMoveSettled } from '../../../app/case-live';
import { apiFetch } from '../../client';
import { accountsKeys } from './keys';

export interface SetArchivedInput {
  customerDocumentId: number;
  isArchived: boolean;
}

/** Archives or unarchives an account; the server answers 409 when it already is in that state. */
export async function setAccountArchived({ customerDocumentId, isArchived }: SetArchivedInput): Promise<void> {
  const path = isArchived ? '/collectors/api/archive_document' : '/collectors/api/unarchive_document';
  OkSchema.parse(await apiFetch('POST', path, { customer_document_id: customerDocumentId }));
}

/**
 * The account leaves (or joins) the listed ones, and the metrics count only active accounts. The
 * refetch is not awaited: the row unmounts when the list reloads, and the caller's onSuccess (closing
 * its modal, saying it is done) must run before that.
 */
export function useSetAccountArchived() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: SetArchivedInput) => setArchivedAndReload(queryClient, input) });
}

/**
 * The change and the reloads after it, callable without a mounted component: the archive toast's
 * Undo runs after the row (and its button) left the list.
 */
export async function setArchivedAndReload(queryClient: QueryClient, input: SetArchivedInput): Promise<void> {
  // This screen archives it: the live news of it is not for this screen (case-live.ts).
  markOwnMove(input.customerDocumentId);
  try {
    await setAccountArchived(input);
  } finally {
    ownMoveSettled(input.customerDocumentId);
  }
  void queryClient.invalidateQueries({ queryKey: accountsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: accountsKeys.metrics() });
}
