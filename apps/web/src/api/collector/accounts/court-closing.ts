import { type CourtClosing, CourtClosingSchema, type UpdateCourtClosingInput } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { downloadPdf } from './download-account-document';
import { accountsKeys } from './keys';

/**
 * Issue 37.9: the court side of a paid-off lawsuit. Keyed by the account's latest event too, so a
 * colleague's filing (a new event, pushed live) refetches it.
 */
export function useCourtClosing(customerDocumentId: number, latestEventAt: string | null) {
  return useQuery({
    queryKey: accountsKeys.courtClosing(customerDocumentId, latestEventAt),
    queryFn: async () => CourtClosingSchema.parse(await apiFetch('GET', `/collectors/api/court_closing?customer_document_id=${customerDocumentId}`)),
  });
}

export function useUpdateCourtClosing(latestEventAt: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCourtClosingInput): Promise<CourtClosing> =>
      CourtClosingSchema.parse(await apiFetch('POST', '/collectors/api/court_closing', input)),
    onSuccess: (view, input) => {
      queryClient.setQueryData(accountsKeys.courtClosing(input.customer_document_id, latestEventAt), view);
      void queryClient.invalidateQueries({ queryKey: accountsKeys.lists() });
    },
  });
}

export function downloadCourtClosing(customerDocumentId: number, closing: CourtClosing): Promise<void> {
  return downloadPdf('/collectors/api/court_closing/document', customerDocumentId, `${closing.kind.replace(/_/g, '-')}-${customerDocumentId}.pdf`);
}
