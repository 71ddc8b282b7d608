import { SuccessSchema } from '@parley/shared';
import { apiFetch } from '../../client';
import { useNegotiationMutation } from './use-negotiation-mutation';

export interface AcceptOfferInput {
  customerDocumentId: number;
  disclosures: string[];
}

export async function acceptOffer({ customerDocumentId, disclosures }: AcceptOfferInput): Promise<void> {
  SuccessSchema.parse(await apiFetch('POST', '/collectors/api/accept_offer', { customer_document_id: customerDocumentId, disclosures }));
}

/** `done`: what the firm is told when it went through. */
export const useAcceptOffer = (done?: string) => useNegotiationMutation(acceptOffer, (i) => i.customerDocumentId, done);
