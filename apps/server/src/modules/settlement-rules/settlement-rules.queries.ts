import { COUNTER_OUTCOME_DAYS, type CounterHistory, caseStateOf, currentActionOf, termsAgreed } from '@parley/shared';
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

/**
 * The firm's record of its counteroffers (issue 38.4): on each case, the firm's first counter (its
 * smallest plan, as the simulation values a counter) made at least COUNTER_OUTCOME_DAYS ago, and
 * whether the case went on to agree terms and for how much. A case still talking that long after
 * the counter counts as not settled by it.
 */
export async function findCounterHistory(db: Executor, lawFirmId: number, now: Date): Promise<CounterHistory> {
  const rows = await db
    .select({ doc: customerDocuments, eventId: historicalOffers.eventId, total: historicalOffers.totalAmountCents, createdAt: historicalOffers.createdAt })
    .from(historicalOffers)
    .innerJoin(customerDocuments, eq(customerDocuments.id, historicalOffers.customerDocumentId))
    .where(and(eq(customerDocuments.lawFirmId, lawFirmId), eq(historicalOffers.party, 'law_firm')))
    .orderBy(asc(historicalOffers.createdAt), asc(historicalOffers.id));
  const firstCounter = new Map<number, { doc: (typeof rows)[number]['doc']; eventId: number | null; at: Date; smallest: number }>();
  for (const r of rows) {
    const first = firstCounter.get(r.doc.id);
    if (!first) firstCounter.set(r.doc.id, { doc: r.doc, eventId: r.eventId, at: r.createdAt, smallest: r.total });
    // The other plans sent with the first counter (one event; at one moment where no event was kept).
    else if (r.eventId === null ? r.createdAt.getTime() === first.at.getTime() : r.eventId === first.eventId)
      first.smallest = Math.min(first.smallest, r.total);
  }
  const ripe = now.getTime() - COUNTER_OUTCOME_DAYS * 86_400_000;
  const history: CounterHistory = { cases: 0, agreed: 0, countered_cents: 0, agreed_cents: 0 };
  for (const { doc, at, smallest } of firstCounter.values()) {
    if (at.getTime() > ripe) continue;
    history.cases += 1;
    history.countered_cents += smallest;
    if (termsAgreed(caseStateOf(doc))) {
      history.agreed += 1;
      history.agreed_cents += doc.offerTotalCents ?? 0;
    }
  }
  return history;
}
