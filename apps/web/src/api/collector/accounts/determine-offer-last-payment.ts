import { DetermineLastPaymentResponseSchema } from '@parley/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../client';
import type { CounterofferOfferBody } from './create-counteroffer';
import { accountsKeys } from './keys';

export type LastPayment = z.infer<typeof DetermineLastPaymentResponseSchema>;
type Offer = Pick<CounterofferOfferBody, 'total_amount' | 'first_payment_date' | 'phases' | 'payments'>;

export async function determineOfferLastPayment(customerDocumentId: number, offer: Offer): Promise<LastPayment> {
  return DetermineLastPaymentResponseSchema.parse(
    await apiFetch('POST', '/collectors/api/determine_offer_last_payment', { customer_document_id: customerDocumentId, ...offer }),
  );
}

/** The final-payment hint; the caller passes an offer already debounced by 500 ms (collector spec 9). */
export function useOfferLastPayment(customerDocumentId: number, offer: Offer | null) {
  return useQuery({
    queryKey: [...accountsKeys.all, 'last-payment', customerDocumentId, offer] as const,
    queryFn: () => determineOfferLastPayment(customerDocumentId, offer as Offer),
    enabled: offer !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
