import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import type { AccountsPage } from './apply-filters';
import { accountsKeys } from './keys';

export interface UpdateFileNumberInput {
  customerDocumentId: number;
  fileNumber: string;
}

/** Sets the firm's own file number of an account (empty clears it); resolves with the stored value. */
export async function updateFileNumber({ customerDocumentId, fileNumber }: UpdateFileNumberInput): Promise<string | null> {
  const body = await apiFetch('POST', '/collectors/api/update_file_number', { customer_document_id: customerDocumentId, file_number: fileNumber });
  const stored = (body as { file_number?: unknown } | undefined)?.file_number;
  if (stored === null || typeof stored === 'string') return stored;
  throw new Error('Unexpected answer from update_file_number');
}

function withFileNumber(page: AccountsPage | undefined, id: number, fileNumber: string | null): AccountsPage | undefined {
  if (!page) return page;
  return { ...page, customer_info: page.customer_info.map((account) => (account.id === id ? { ...account, file_number: fileNumber } : account)) };
}

/**
 * Optimistic: every cached list shows the new number at once; a failure puts the old lists back
 * (collector spec 8, "File number save failure: reverts to the old value").
 */
export function useUpdateFileNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFileNumber,
    onMutate: async ({ customerDocumentId, fileNumber }) => {
      await queryClient.cancelQueries({ queryKey: accountsKeys.lists() });
      const previous = queryClient.getQueriesData<AccountsPage>({ queryKey: accountsKeys.lists() });
      const shown = fileNumber.trim() === '' ? null : fileNumber.trim();
      queryClient.setQueriesData<AccountsPage>({ queryKey: accountsKeys.lists() }, (page) => withFileNumber(page, customerDocumentId, shown));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (fileNumber, { customerDocumentId }) => {
      queryClient.setQueriesData<AccountsPage>({ queryKey: accountsKeys.lists() }, (page) => withFileNumber(page, customerDocumentId, fileNumber));
    },
    // Search and sort read the file number: lists filtered on it may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.lists() }),
  });
}
