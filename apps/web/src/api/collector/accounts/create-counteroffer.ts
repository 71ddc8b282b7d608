import { type CounterofferOffer, SuccessSchema } from '@parley/shared';
import { apiFetch } from '../../client';
import { useNegotiationMutation } from './use-negotiation-mutation';

/** An offer as the API takes it: total in dollars, tiers in cents (as strings, per the spec). */
export type CounterofferOfferBody = Omit<CounterofferOffer, 'total_amount' | 'phases'> & {
  total_amount: string;
  phases: { index: number; payment_amount_cents: string; iterations: number }[];
};

export interface CreateCounterofferInput {
  customerDocumentId: number;
  offers: CounterofferOfferBody[];
  disclosures: string[];
}

/** Rejects with an ApiError whose message is 'Offer {n} is invalid: …' when an offer is refused. */
export async function createCounteroffer({ customerDocumentId, offers, disclosures }: CreateCounterofferInput): Promise<void> {
  SuccessSchema.parse(await apiFetch('POST', '/collectors/api/create_counteroffer', { customer_document_id: customerDocumentId, offers, disclosures }));
}

/** `done`: what the firm is told when it went through. */
export const useCreateCounteroffer = (done?: string) => useNegotiationMutation(createCounteroffer, (i) => i.customerDocumentId, done);
