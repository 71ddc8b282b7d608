import { type EventAction, lastActionCode, offerPercent, type Party, type Phase } from '@parley/shared';

/** The columns of customer_documents that summarize its negotiation (see db/schema/accounts.ts). */
export type Projection = {
  lastActionCode: number | null;
  lastActionAt: Date | null;
  latestOfferId: number | null;
  offerTotalCents: number | null;
  offerPayments: number | null;
  offerTiers: number | null;
  offerFirstPaymentDate: string | null;
  offerPercent: number | null;
  firstOfferAt: Date | null;
  firmRespondedAt: Date | null;
  paymentSetupAt: Date | null;
  lastPaymentAt: Date | null;
  collectedCents: number;
};

export const EMPTY_PROJECTION: Projection = {
  lastActionCode: null,
  lastActionAt: null,
  latestOfferId: null,
  offerTotalCents: null,
  offerPayments: null,
  offerTiers: null,
  offerFirstPaymentDate: null,
  offerPercent: null,
  firstOfferAt: null,
  firmRespondedAt: null,
  paymentSetupAt: null,
  lastPaymentAt: null,
  collectedCents: 0,
};

export type ProjectedOffer = { id: number; totalAmountCents: number; payments: number; firstPaymentDate: string | null; phases: Phase[]; offerIndex: number };
export type ProjectedEvent = { party: Party; action: EventAction; at: Date; offer?: ProjectedOffer };

/** One event folded into the projection. Pure: the runtime writer and the bulk seeders share it. */
export function projectEvent(prev: Projection, e: ProjectedEvent, debtCents: number | null): Projection {
  const next = { ...prev };
  const code = lastActionCode(e.party, e.action);
  if (code !== null) {
    next.lastActionCode = code;
    next.lastActionAt = e.at;
  }
  // Of several counteroffers sent at once, the first stands for the row.
  if (e.offer && e.offer.offerIndex === 0) {
    next.latestOfferId = e.offer.id;
    next.offerTotalCents = e.offer.totalAmountCents;
    next.offerPayments = e.offer.payments;
    next.offerTiers = e.offer.phases.length > 1 ? e.offer.phases.length : 0;
    next.offerFirstPaymentDate = e.offer.firstPaymentDate;
    next.offerPercent = offerPercent(e.offer.totalAmountCents, debtCents);
  }
  if (e.party === 'consumer' && e.action === 'offer') next.firstOfferAt ??= e.at;
  if (e.party === 'law_firm') next.firmRespondedAt ??= e.at;
  return next;
}

export function projectPayment(prev: Projection, amountCents: number, at: Date): Projection {
  return {
    ...prev,
    collectedCents: prev.collectedCents + amountCents,
    lastPaymentAt: prev.lastPaymentAt && prev.lastPaymentAt > at ? prev.lastPaymentAt : at,
    paymentSetupAt: prev.paymentSetupAt ?? at,
  };
}
