import { ValidationNoticeSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { accountsKeys } from './keys';

/** An account's validation notice and the consumer's requests on it (disputes, identity-theft reports). */
export async function getValidationNotice(customerDocumentId: number) {
  return ValidationNoticeSchema.parse(await apiFetch('GET', `/collectors/api/validation_notice?customer_document_id=${customerDocumentId}`));
}

export function useValidationNotice(customerDocumentId: number, isEnabled = true) {
  return useQuery({
    queryKey: accountsKeys.validationNotice(customerDocumentId),
    queryFn: () => getValidationNotice(customerDocumentId),
    enabled: isEnabled,
  });
}

/** The FTC identity-theft report the consumer attached: served to the account's own firm only, and audited. */
export const disputeReportUrl = (customerDocumentId: number, disputeId: number) =>
  `/collectors/api/dispute_report?customer_document_id=${customerDocumentId}&dispute_id=${disputeId}`;
