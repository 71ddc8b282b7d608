import type { EventAction, Party, Phase } from '@parley/shared';
import { planTotalCents } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerDocuments, historicalOffers, negotiationEvents, paymentsReceived } from '../../db/schema/index.js';
import { type Projection, projectEvent, projectPayment } from './projection.js';

export type OfferInput = { totalAmountCents: number; payments: number; firstPaymentDate: string | null; phases: Phase[]; offerIndex?: number };
export type EventInput = { documentId: number; party: Party; action: EventAction; disclosures?: string[]; offer?: OfferInput; at: Date };

type Doc = typeof customerDocuments.$inferSelect;

/** Locks the account row for the rest of the transaction, so concurrent writers queue. */
async function lockDocument(tx: Executor, documentId: number): Promise<Doc> {
  const [doc] = await tx.select().from(customerDocuments).where(eq(customerDocuments.id, documentId)).for('update');
  if (!doc) throw new Error(`customer document ${documentId} not found`);
  return doc;
}

/**
 * Appends one negotiation event (with its offer, if it carries one) and updates the account's
 * negotiation projection in the same transaction: the only writer of both.
 */
export async function appendNegotiationEvent(tx: Executor, input: EventInput): Promise<{ eventId: number; offerId: number | null }> {
  if (input.offer && planTotalCents(input.offer.phases) !== input.offer.totalAmountCents) {
    throw new Error('offer phases must sum to the total exactly');
  }
  const doc = await lockDocument(tx, input.documentId);
  let offerId: number | null = null;
  if (input.offer) {
    const [offer] = await tx
      .insert(historicalOffers)
      .values({
        customerDocumentId: input.documentId,
        party: input.party,
        totalAmountCents: input.offer.totalAmountCents,
        payments: input.offer.payments,
        firstPaymentDate: input.offer.firstPaymentDate,
        phases: input.offer.phases,
        offerIndex: input.offer.offerIndex ?? 0,
        createdAt: input.at,
      })
      .returning({ id: historicalOffers.id });
    offerId = offer?.id ?? null;
  }
  const [event] = await tx
    .insert(negotiationEvents)
    .values({
      customerDocumentId: input.documentId,
      party: input.party,
      action: input.action,
      disclosures: input.disclosures ?? [],
      offerId,
      createdAt: input.at,
    })
    .returning({ id: negotiationEvents.id });
  const next = projectEvent(
    doc,
    {
      party: input.party,
      action: input.action,
      at: input.at,
      offer: input.offer && offerId !== null ? { ...input.offer, id: offerId, offerIndex: input.offer.offerIndex ?? 0 } : undefined,
    },
    doc.lawsuitAmountCents,
  );
  await writeProjection(tx, input.documentId, next);
  return { eventId: event?.id ?? 0, offerId };
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
