import { SuccessSchema } from '@parley/shared';
import { apiUpload } from '../../client';
import { useNegotiationMutation } from './use-negotiation-mutation';

export interface UploadVerificationInput {
  customerDocumentId: number;
  file: File;
}

/** The firm's verification of a disputed debt (12 CFR 1006.38(d)(2)): lifts the dispute's hold. */
export async function uploadDisputeVerification({ customerDocumentId, file }: UploadVerificationInput): Promise<void> {
  const form = new FormData();
  form.append('customer_document_id', String(customerDocumentId));
  form.append('file', file);
  SuccessSchema.parse(await apiUpload('/collectors/api/upload_dispute_verification', form));
}

export const useUploadDisputeVerification = () => useNegotiationMutation(uploadDisputeVerification, (i) => i.customerDocumentId);
