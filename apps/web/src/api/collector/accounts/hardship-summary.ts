import { HardshipSummaryResponseSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { accountsKeys } from './keys';

/** The AI summary of an account's hardship answers (made again by the server when they change). */
export async function getHardshipSummary(customerDocumentId: number) {
  return HardshipSummaryResponseSchema.parse(await apiFetch('GET', `/collectors/api/hardship_summary?customer_document_id=${customerDocumentId}`));
}

export function useHardshipSummary(customerDocumentId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...accountsKeys.all, 'hardship-summary', customerDocumentId],
    queryFn: () => getHardshipSummary(customerDocumentId),
    enabled: isEnabled,
    staleTime: 60_000,
    retry: 1,
  });
}
