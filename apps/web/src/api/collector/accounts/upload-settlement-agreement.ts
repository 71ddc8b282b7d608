import { SuccessSchema } from '@parley/shared';
import { apiUpload } from '../../client';
import { useNegotiationMutation } from './use-negotiation-mutation';

export interface UploadAgreementInput {
  customerDocumentId: number;
  file: File;
  disclosures: string[];
}

export async function uploadSettlementAgreement({ customerDocumentId, file, disclosures }: UploadAgreementInput): Promise<void> {
  const form = new FormData();
  form.append('customer_document_id', String(customerDocumentId));
  for (const line of disclosures) form.append('disclosures[]', line);
  form.append('file', file);
  SuccessSchema.parse(await apiUpload('/collectors/api/upload_settlement_agreement', form));
}

/** `done`: what the firm is told when it went through. */
export const useUploadSettlementAgreement = (done?: string) => useNegotiationMutation(uploadSettlementAgreement, (i) => i.customerDocumentId, done);
