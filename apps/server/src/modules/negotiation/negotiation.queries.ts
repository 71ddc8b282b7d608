import { caseStateOf, consumerStageOf, currentActionOf, EVENT_ENGLISH, type EventAction, needsCourtClosing, validFirstPaymentDate } from '@parley/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accountPaymentDetails, customerDocuments, historicalOffers, lawFirms, negotiationEvents, users } from '../../db/schema/index.js';
import { languageOr } from '../../platform/i18n.js';
import { courtClosingView } from '../court-closing/court-closing.service.js';

/** The negotiation's reads: the consumer's view of a case, the agreed terms, the firm's latest offers. */

type Doc = typeof customerDocuments.$inferSelect;
type Offer = typeof historicalOffers.$inferSelect;
type Event = typeof negotiationEvents.$inferSelect;

/** The firm's name as the consumer reads it: a firm not on Parley yet goes by the name the consumer gave. */
function firmNameOf(doc: Doc, firm: { name: string } | null | undefined): string {
  if (doc.lawFirmId === null) return doc.pendingLawFirmName ?? 'The law firm';
  return firm?.name ?? 'The law firm';
}

export async function firmName(db: Database, doc: Doc): Promise<string> {
  if (doc.lawFirmId === null) return firmNameOf(doc, null);
  const [firm] = await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, doc.lawFirmId));
  return firmNameOf(doc, firm);
}

/** The firm's latest set of counteroffers (1 to 5, in their order). */
export async function findLatestFirmOffers(tx: Executor, documentId: number): Promise<Offer[]> {
  const [event] = await tx
    .select({ id: negotiationEvents.id })
    .from(negotiationEvents)
    .where(and(eq(negotiationEvents.customerDocumentId, documentId), eq(negotiationEvents.party, 'law_firm'), eq(negotiationEvents.action, 'counteroffer')))
    .orderBy(desc(negotiationEvents.createdAt), desc(negotiationEvents.id))
    .limit(1);
  if (!event) return [];
  return tx.select().from(historicalOffers).where(eq(historicalOffers.eventId, event.id)).orderBy(asc(historicalOffers.offerIndex));
}

/** The consumer's latest offer (the one the firm accepts), or null before there is one. */
export async function findLatestConsumerOffer(tx: Executor, documentId: number): Promise<Offer | null> {
  const [offer] = await tx
    .select()
    .from(historicalOffers)
    .where(and(eq(historicalOffers.customerDocumentId, documentId), eq(historicalOffers.party, 'consumer')))
    .orderBy(desc(historicalOffers.createdAt), desc(historicalOffers.id))
    .limit(1);
  return offer ?? null;
}

/** The consumer's own SoloSettle cases: another person's case, or a firm's account, is not theirs. */
const consumersCase = (userId: number) => and(eq(customerDocuments.userId, userId), eq(customerDocuments.product, 'solosettle'));

/**
 * Cases as their consumer sees them (SettlementCaseSchema), newest first, in one statement: the
 * related rows come aggregated with each case (Drizzle's relational query; db/schema/relations.ts).
 */
async function findCaseViews(db: Database, where: SQL | undefined, now: Date) {
  const rows = await db.query.customerDocuments.findMany({
    where,
    orderBy: [desc(customerDocuments.createdAt), desc(customerDocuments.id)],
    with: {
      lawFirm: { columns: { name: true } },
      negotiationEvents: { orderBy: [asc(negotiationEvents.createdAt), asc(negotiationEvents.id)] },
      historicalOffers: { orderBy: [asc(historicalOffers.id)] },
      paymentDetails: { columns: { payee: true, recipient: true, mailingAddress: true } },
      agreement: { columns: { filename: true, signedAt: true } },
      courtClosing: { columns: { judgmentEntered: true, filedOn: true } },
    },
  });
  return rows.map((row) => caseViewOf(row, now));
}

/** One of the consumer's cases as they see it; null when it is not theirs. */
export async function findConsumerCaseView(db: Database, userId: number, documentId: number, now: Date) {
  const [view] = await findCaseViews(db, and(eq(customerDocuments.id, documentId), consumersCase(userId)), now);
  return view ?? null;
}

/** Every case of the consumer, newest first, as they see it. */
export const findConsumerCaseViews = (db: Database, userId: number, now: Date) => findCaseViews(db, consumersCase(userId), now);

type CaseViewRow = Doc & {
  lawFirm: { name: string } | null;
  negotiationEvents: Event[];
  historicalOffers: Offer[];
  paymentDetails: { payee: string; recipient: string; mailingAddress: string } | null;
  agreement: { filename: string; signedAt: Date | null } | null;
  courtClosing: { judgmentEntered: boolean; filedOn: string | null } | null;
};

function caseViewOf(doc: CaseViewRow, now: Date) {
  const events = doc.negotiationEvents;
  const offers = doc.historicalOffers;
  const offerView = (o: Offer) => ({
    id: o.id,
    party: o.party,
    offer_index: o.offerIndex,
    total_amount_cents: o.totalAmountCents,
    payments: o.payments,
    first_payment_date: o.firstPaymentDate,
    phases: o.phases,
    created_at: o.createdAt.toISOString(),
  });
  const action = currentActionOf(doc);
  const lastFirmCounter = [...events].reverse().find((e) => e.party === 'law_firm' && e.action === 'counteroffer');
  const myLatest = [...offers].reverse().find((o) => o.party === 'consumer');
  const agreed = agreedOffer(events, offers);
  const details = doc.paymentDetails;
  const agreement = doc.agreement;
  const state = caseStateOf(doc);
  const closable = needsCourtClosing({ state, lawsuitExists: doc.lawsuitExists, civilNumber: doc.civilNumber });
  return {
    id: doc.id,
    law_firm_name: firmNameOf(doc, doc.lawFirm),
    law_firm_on_parley: doc.lawFirmId !== null,
    plaintiff_name: doc.plaintiffName,
    amount_owed_cents: doc.lawsuitAmountCents,
    state: doc.lawsuitState,
    reference_number: doc.civilNumber,
    stage: consumerStageOf(state),
    current_action: action,
    valid_first_payment_date: validFirstPaymentDate(now),
    my_latest_offer: myLatest ? offerView(myLatest) : null,
    firm_offers: action === 'waiting_for_customer' && lastFirmCounter ? offers.filter((o) => o.eventId === lastFirmCounter.id).map(offerView) : [],
    agreed_offer: agreed ? offerView(agreed) : null,
    payment_details: details
      ? { payee: details.payee, recipient: details.recipient, mailing_address: details.mailingAddress, file_number: doc.fileNumber }
      : null,
    agreement: agreement ? { filename: agreement.filename, signed_at: agreement.signedAt?.toISOString() ?? null } : null,
    court_closing: closable ? courtClosingView(doc, doc.courtClosing) : null,
    events: events.map((e) => ({
      party: e.party,
      action: e.action as EventAction,
      text: `${e.party === 'consumer' ? 'You' : 'The firm'}: ${EVENT_ENGLISH[e.action as EventAction] ?? e.action}`,
      disclosures: e.disclosures,
      created_at: e.createdAt.toISOString(),
    })),
    created_at: doc.createdAt.toISOString(),
  };
}

/** Facts the generated agreement and authorization letter state. */
export async function findAgreementFacts(db: Database, doc: Doc) {
  const events = await db
    .select()
    .from(negotiationEvents)
    .where(eq(negotiationEvents.customerDocumentId, doc.id))
    .orderBy(asc(negotiationEvents.createdAt), asc(negotiationEvents.id));
  const offers = await db.select().from(historicalOffers).where(eq(historicalOffers.customerDocumentId, doc.id));
  const [firm] = doc.lawFirmId === null ? [] : await db.select().from(lawFirms).where(eq(lawFirms.id, doc.lawFirmId));
  const [details] = await db.select().from(accountPaymentDetails).where(eq(accountPaymentDetails.customerDocumentId, doc.id));
  // The documents are written in the consumer's language; a case without an account is English.
  const [consumer] = doc.userId === null ? [] : await db.select({ language: users.language }).from(users).where(eq(users.id, doc.userId));
  return { doc, firm: firm ?? null, agreed: agreedOffer(events, offers), paymentDetails: details ?? null, language: languageOr(consumer?.language) };
}

/** The agreed terms: the offer carried by the latest accept, or the consumer's offer the firm accepted. */
function agreedOffer(events: (typeof negotiationEvents.$inferSelect)[], offers: Offer[]): Offer | null {
  const accept = [...events].reverse().find((e) => e.action === 'accept');
  if (!accept) return null;
  if (accept.offerId !== null) return offers.find((o) => o.id === accept.offerId) ?? null;
  const before = events.filter((e) => e.id !== accept.id && e.createdAt <= accept.createdAt && e.party === 'consumer' && e.offerId !== null);
  const last = before[before.length - 1];
  return last ? (offers.find((o) => o.id === last.offerId) ?? null) : null;
}
