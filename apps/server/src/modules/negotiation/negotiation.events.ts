import type { EventAction, Party, Phase } from '@parley/shared';
import { planTotalCents } from '@parley/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerDocuments, historicalOffers, negotiationEvents, paymentsReceived } from '../../db/schema/index.js';
import { type Projection, projectEvent, projectPayment } from './projection.js';

export type OfferInput = { totalAmountCents: number; payments: number; firstPaymentDate: string | null; phases: Phase[]; offerIndex?: number };
export type EventInput = { documentId: number; party: Party; action: EventAction; disclosures?: string[]; offers?: OfferInput[]; at: Date };

type Doc = typeof customerDocuments.$inferSelect;

/** Locks the account row for the rest of the transaction, so concurrent writers queue. */
export async function lockDocument(tx: Executor, documentId: number): Promise<Doc> {
  const [doc] = await tx.select().from(customerDocuments).where(eq(customerDocuments.id, documentId)).for('update');
  if (!doc) throw new Error(`customer document ${documentId} not found`);
  return doc;
}

/**
 * Appends one negotiation event (with the offers it carries: one, or up to five counteroffers at
 * once) and updates the account's negotiation projection in the same transaction: the only writer
 * of both. Callers check the transition first (negotiation.service.ts).
 */
export async function appendNegotiationEvent(tx: Executor, input: EventInput): Promise<{ eventId: number; offerIds: number[] }> {
  const offers = (input.offers ?? []).map((o, i) => ({ ...o, offerIndex: o.offerIndex ?? i }));
  for (const o of offers) {
    if (planTotalCents(o.phases) !== o.totalAmountCents) throw new Error('offer phases must sum to the total exactly');
  }
  const doc = await lockDocument(tx, input.documentId);
  const inserted =
    offers.length === 0
      ? []
      : await tx
          .insert(historicalOffers)
          .values(
            offers.map((o) => ({
              customerDocumentId: input.documentId,
              party: input.party,
              totalAmountCents: o.totalAmountCents,
              payments: o.payments,
              firstPaymentDate: o.firstPaymentDate,
              phases: o.phases,
              offerIndex: o.offerIndex,
              createdAt: input.at,
            })),
          )
          .returning({ id: historicalOffers.id, offerIndex: historicalOffers.offerIndex });
  const offerIds = offers.map((o) => inserted.find((r) => r.offerIndex === o.offerIndex)?.id ?? 0);
  const [event] = await tx
    .insert(negotiationEvents)
    .values({
      customerDocumentId: input.documentId,
      party: input.party,
      action: input.action,
      disclosures: input.disclosures ?? [],
      offerId: offerIds[0] ?? null,
      createdAt: input.at,
    })
    .returning({ id: negotiationEvents.id });
  if (!event) throw new Error('negotiation event insert returned nothing');
  if (offerIds.length > 0) await tx.update(historicalOffers).set({ eventId: event.id }).where(inArray(historicalOffers.id, offerIds));
  const first = offers[0];
  const next = projectEvent(
    doc,
    { party: input.party, action: input.action, at: input.at, offer: first ? { ...first, id: offerIds[0] ?? 0 } : undefined },
    doc.lawsuitAmountCents,
  );
  await writeProjection(tx, input.documentId, next);
  return { eventId: event.id, offerIds };
}

/** Records a payment the platform received for an account, and its projection. */
export async function recordPaymentReceived(tx: Executor, documentId: number, amountCents: number, at: Date): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  await tx.insert(paymentsReceived).values({ customerDocumentId: documentId, amountCents, receivedAt: at });
  await writeProjection(tx, documentId, projectPayment(doc, amountCents, at));
}

/** Marks that the consumer set up autopay for an account. */
export async function recordPaymentSetup(tx: Executor, documentId: number, at: Date): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  await writeProjection(tx, documentId, { ...doc, paymentSetupAt: doc.paymentSetupAt ?? at });
}

async function writeProjection(tx: Executor, documentId: number, p: Projection): Promise<void> {
  await tx
    .update(customerDocuments)
    .set({
      lastActionCode: p.lastActionCode,
      lastActionAt: p.lastActionAt,
      latestOfferId: p.latestOfferId,
      offerTotalCents: p.offerTotalCents,
      offerPayments: p.offerPayments,
      offerTiers: p.offerTiers,
      offerFirstPaymentDate: p.offerFirstPaymentDate,
      offerPercent: p.offerPercent,
      firstOfferAt: p.firstOfferAt,
      firmRespondedAt: p.firmRespondedAt,
      paymentSetupAt: p.paymentSetupAt,
      lastPaymentAt: p.lastPaymentAt,
      collectedCents: p.collectedCents,
    })
    .where(eq(customerDocuments.id, documentId));
}
