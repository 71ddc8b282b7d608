import { SuccessSchema } from '@parley/shared';
import { apiFetch } from '../../client';
import { useNegotiationMutation } from './use-negotiation-mutation';

export interface PaymentDetailsInput {
  customer_document_id: number;
  file_number: string;
  payee: string;
  recipient: string;
  mailing_address: string;
}

export async function updatePaymentDetails(input: PaymentDetailsInput): Promise<void> {
  SuccessSchema.parse(await apiFetch('POST', '/collectors/api/update_payment_details', input));
}

/** `done`: what the firm is told when it went through. */
export const useUpdatePaymentDetails = (done?: string) => useNegotiationMutation(updatePaymentDetails, (i) => i.customer_document_id, done);
