import { caseStateOf, currentActionOf } from '@parley/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerDocuments, historicalOffers, settlementRuleSets } from '../../db/schema/index.js';
import { confirmationJson } from '../accounts/account-facts.js';

export async function findRuleSet(db: Executor, lawFirmId: number) {
  const [set] = await db.select().from(settlementRuleSets).where(eq(settlementRuleSets.lawFirmId, lawFirmId));
  return set ?? null;
}

/** A case and its consumer's latest offer, or null before the consumer offered. */
export async function findLatestConsumerOfferOf(db: Executor, documentId: number) {
  const [row] = await db
    .select({ doc: customerDocuments, offer: historicalOffers })
    .from(historicalOffers)
    .innerJoin(customerDocuments, eq(customerDocuments.id, historicalOffers.customerDocumentId))
    .where(and(eq(historicalOffers.customerDocumentId, documentId), eq(historicalOffers.party, 'consumer')))
    .orderBy(desc(historicalOffers.createdAt), desc(historicalOffers.id))
    .limit(1);
  return row ?? null;
}

const NEGOTIATING = new Set(['new', 'accept_or_counteroffer', 'waiting_for_customer']);

/**
 * Every consumer offer made to a firm, oldest first: whether it waits for the firm now, the
 * account it was made on, and (on a case's last consumer offer only, so a case counts once) what
 * the case settled for when it did.
 */
export async function findFirmOffers(db: Executor, lawFirmId: number) {
  const rows = await db
    .select({ doc: customerDocuments, offer: historicalOffers, confirmation: confirmationJson(customerDocuments.id) })
    .from(historicalOffers)
    .innerJoin(customerDocuments, eq(customerDocuments.id, historicalOffers.customerDocumentId))
    .where(and(eq(customerDocuments.lawFirmId, lawFirmId), eq(historicalOffers.party, 'consumer')))
    .orderBy(asc(historicalOffers.createdAt), asc(historicalOffers.id));
  const lastOfCase = new Map<number, number>();
  for (const r of rows) lastOfCase.set(r.doc.id, r.offer.id);
  return rows.map(({ doc, offer, confirmation }) => {
    const isOpen = currentActionOf(doc) === 'accept_or_counteroffer' && doc.latestOfferId === offer.id;
    const settled = lastOfCase.get(doc.id) === offer.id && !NEGOTIATING.has(caseStateOf(doc));
    return {
      offer,
      isOpen,
      balanceCents: doc.lawsuitAmountCents,
      plaintiffName: doc.plaintiffName,
      confirmation,
      settledCents: settled ? doc.offerTotalCents : null,
    };
  });
}
