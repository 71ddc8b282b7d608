import {
  type CaseChangeKind,
  type CurrentActionType,
  caseStateOf,
  currentActionOf,
  type DisputeFacts,
  disputeHoldOf,
  type EventAction,
  failedGuards,
  type GuardContext,
  NEGOTIATION_MESSAGES,
  type Party,
  type Phase,
  planTotalCents,
  transitionFrom,
} from '@parley/shared';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { afterCommit, type Database, type Executor, queryRows } from '../../db/client.js';
import { accountComplianceFlags, customerDocuments, negotiationEvents, paymentsReceived } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type Projection, projectEvent, projectPayment } from './projection.js';

/**
 * The case store: the only module that writes customer_documents (a consumer's case; the firm's
 * "account"). Intake, negotiation, accounts and payments call it; each write checks the lifecycle
 * table (packages/shared/src/domain/lifecycle.ts) and, once its transaction commits, announces the
 * change so both sides see it live.
 */

export type CaseRow = typeof customerDocuments.$inferSelect;
export type NewCase = typeof customerDocuments.$inferInsert;
export type OfferInput = { totalAmountCents: number; payments: number; firstPaymentDate: string | null; phases: Phase[]; offerIndex?: number };
export type EventInput = {
  documentId: number;
  party: Party;
  action: EventAction;
  disclosures?: string[];
  offers?: OfferInput[];
  at: Date;
  /** The case row the caller locked FOR UPDATE in this transaction: given, the store does not lock and read it again (issue 40). */
  locked?: CaseRow;
};

/** A committed change to one case, as it is pushed to whoever may see the case. */
export type CaseChange = {
  caseId: number;
  lawFirmId: number | null;
  userId: number | null;
  kind: CaseChangeKind;
  party: Party | null;
  currentAction: CurrentActionType | null;
};

const publishers = new WeakMap<Database, (change: CaseChange) => void>();
/** Where the committed changes of cases in `db` go (bootstrap: the realtime hub). */
export function publishCaseChanges(db: Database, publish: (change: CaseChange) => void): void {
  publishers.set(db, publish);
}
function announce(tx: Executor, doc: CaseRow, kind: CaseChangeKind, party: Party | null): void {
  const change: CaseChange = { caseId: doc.id, lawFirmId: doc.lawFirmId, userId: doc.userId, kind, party, currentAction: currentActionOf(doc) };
  afterCommit(tx, (db) => publishers.get(db)?.(change));
}

/** Locks the case row for the rest of the transaction, so concurrent writers queue. */
export async function lockDocument(tx: Executor, documentId: number): Promise<CaseRow> {
  const [doc] = await tx.select().from(customerDocuments).where(eq(customerDocuments.id, documentId)).for('update');
  if (!doc) throw new Error(`customer document ${documentId} not found`);
  return doc;
}

/** The account's dispute facts (its compliance flags), which hold the firm's collection actions. */
export async function findDisputeFacts(tx: Executor, documentId: number): Promise<DisputeFacts | null> {
  const [flags] = await tx
    .select({ disputedAt: accountComplianceFlags.disputedAt, disputeVerifiedAt: accountComplianceFlags.disputeVerifiedAt })
    .from(accountComplianceFlags)
    .where(eq(accountComplianceFlags.customerDocumentId, documentId));
  return flags ?? null;
}

/**
 * Refuses an action the lifecycle table does not allow from the case's state (409, the spec's
 * "moved on" message), a collection action while a dispute is open (422, 12 CFR 1006.38(d)(2)), or
 * one whose guards fail (422, the guard's own words).
 */
export async function assertTransition(tx: Executor, doc: CaseRow, party: Party, action: EventAction, guards?: GuardContext): Promise<void> {
  const transition = transitionFrom(caseStateOf(doc), party, action);
  if (!transition) throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);
  const held = transition.collection ? disputeHoldOf(transition, await findDisputeFacts(tx, doc.id)) : null;
  if (held) throw new AppError('RULE_VIOLATED', held);
  if (guards) {
    const failed = failedGuards(transition, guards);
    if (failed.length > 0) throw new AppError('RULE_VIOLATED', failed[0] as string);
  }
}

/** The Regulation F records of a case: they join the negotiation's history (the activity log) but move no state. */
export type CaseRecordAction =
  | 'validation_notice_delivered'
  | 'disputed'
  | 'original_creditor_requested'
  | 'identity_theft_reported'
  | 'dispute_verified'
  | 'court_case_closed';

async function appendCaseRecord(tx: Executor, doc: CaseRow, party: Party, action: CaseRecordAction, at: Date): Promise<void> {
  await tx.insert(negotiationEvents).values({ customerDocumentId: doc.id, party, action, disclosures: [], createdAt: at });
  announce(tx, doc, action, party);
}

async function setComplianceFlags(tx: Executor, documentId: number, values: Partial<typeof accountComplianceFlags.$inferInsert> & { updatedAt: Date }) {
  await tx
    .insert(accountComplianceFlags)
    .values({ customerDocumentId: documentId, ...values })
    .onConflictDoUpdate({ target: accountComplianceFlags.customerDocumentId, set: values });
}

/** The validation notice reached the consumer (or was sent by mail): the chat scanner's validation period starts. */
export async function recordNoticeDelivered(tx: Executor, documentId: number, at: Date): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  await setComplianceFlags(tx, documentId, { validationNoticeAt: at, updatedAt: at });
  await appendCaseRecord(tx, doc, 'law_firm', 'validation_notice_delivered', at);
}

/** A dispute, a request for the original creditor or an identity-theft report: collection holds from now (1006.38). */
export async function recordDisputeOpened(
  tx: Executor,
  documentId: number,
  action: 'disputed' | 'original_creditor_requested' | 'identity_theft_reported',
  at: Date,
): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  // A new dispute after an earlier one was verified holds again: the earlier verification no longer answers it.
  await setComplianceFlags(tx, documentId, { disputedAt: at, disputeVerifiedAt: null, updatedAt: at });
  await appendCaseRecord(tx, doc, 'consumer', action, at);
}

/** The firm sent verification (or the original creditor's name and address): collection may resume. */
export async function recordDisputeVerified(tx: Executor, documentId: number, at: Date): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  await setComplianceFlags(tx, documentId, { disputeVerifiedAt: at, updatedAt: at });
  await appendCaseRecord(tx, doc, 'law_firm', 'dispute_verified', at);
}

/**
 * The firm changed what it says of the court side of a paid-off lawsuit (issue 37.9): a filing is
 * a record in the case's history; any other change (the judgment fact, a filing taken back) is a
 * change of details. Either is announced, so the consumer's view shows it without a reload.
 */
export async function recordCourtClosingChanged(tx: Executor, doc: CaseRow, filed: boolean, at: Date): Promise<void> {
  if (filed) await appendCaseRecord(tx, doc, 'law_firm', 'court_case_closed', at);
  else announce(tx, doc, 'details_changed', 'law_firm');
}

/**
 * The consumer shared (or stopped sharing) a verified budget with the firm: no case field moves,
 * but the firm's "Budget verified" badge does, so the change is announced like any other.
 */
export async function recordBudgetShareChanged(tx: Executor, documentId: number, isShared: boolean): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  announce(tx, doc, isShared ? 'budget_shared' : 'budget_share_withdrawn', 'consumer');
}

/** Who opens a case: the consumer's account, whose name and email the case keeps. */
export type CaseOwner = { id: number; firstName: string | null; lastName: string | null; email: string | null };

/**
 * Opens a case: the one way every kind starts (the SoloSettle short form, the intake walk-through
 * of any product, Ask Solo's links).
 */
export async function openCase(tx: Executor, input: { owner: CaseOwner; product: NewCase['product']; at: Date; details?: CaseDetails }): Promise<CaseRow> {
  const { owner } = input;
  const customerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || (owner.email ?? 'Consumer');
  const [doc] = await tx
    .insert(customerDocuments)
    .values({ ...input.details, userId: owner.id, product: input.product, customerName, email: owner.email, createdAt: input.at })
    .returning();
  if (!doc) throw new Error('case insert returned nothing');
  announce(tx, doc, 'created', 'consumer');
  return doc;
}

/** The case's details: anything but its identity and the negotiation projection (events and payments move that). */
export type CaseDetails = Omit<Partial<NewCase>, 'id' | 'createdAt' | 'product' | keyof Projection | 'archivedByLawFirmOn'>;
export async function updateCaseDetails(tx: Executor, documentId: number, details: CaseDetails, by: Party | null = null): Promise<CaseRow> {
  const [doc] = await tx.update(customerDocuments).set(details).where(eq(customerDocuments.id, documentId)).returning();
  if (!doc) throw new Error(`customer document ${documentId} not found`);
  announce(tx, doc, 'details_changed', by);
  return doc;
}

/** Archives or restores a firm's account; false when it already was (nothing changes). */
export async function setArchived(tx: Executor, documentId: number, archived: boolean, at: Date): Promise<boolean> {
  const [doc] = await tx
    .update(customerDocuments)
    .set({ archivedByLawFirmOn: archived ? at : null })
    .where(
      and(eq(customerDocuments.id, documentId), archived ? isNull(customerDocuments.archivedByLawFirmOn) : isNotNull(customerDocuments.archivedByLawFirmOn)),
    )
    .returning();
  if (!doc) return false;
  announce(tx, doc, archived ? 'archived' : 'unarchived', 'law_firm');
  return true;
}

/**
 * Gives a firm's active accounts to one of its staff (or to nobody): only accounts of `lawFirmId`,
 * and with `onlyIfUnassigned` only those nobody holds yet (a staff member taking one). Answers the
 * accounts it changed; each change is announced like any detail of the case.
 */
export async function assignCases(
  tx: Executor,
  input: { lawFirmId: number; documentIds: number[]; userId: number | null; onlyIfUnassigned: boolean },
): Promise<number[]> {
  const d = customerDocuments;
  const changed = await tx
    .update(d)
    .set({ assignedUserId: input.userId })
    .where(
      and(
        eq(d.lawFirmId, input.lawFirmId),
        inArray(d.id, input.documentIds),
        isNull(d.archivedByLawFirmOn),
        input.onlyIfUnassigned ? isNull(d.assignedUserId) : undefined,
        input.userId === null ? isNotNull(d.assignedUserId) : or(isNull(d.assignedUserId), ne(d.assignedUserId, input.userId)),
      ),
    )
    .returning();
  for (const doc of changed) announce(tx, doc, 'details_changed', 'law_firm');
  return changed.map((doc) => doc.id);
}

/**
 * Appends one negotiation event (with the offers it carries: one, or up to five counteroffers at
 * once) and updates the case's negotiation projection in the same transaction: the only writer of
 * both. The lifecycle table must allow the action from the case's state. Answers the case as it
 * now stands, so the caller words its notices without reading it again.
 */
export async function appendNegotiationEvent(tx: Executor, input: EventInput): Promise<{ eventId: number; offerIds: number[]; doc: CaseRow }> {
  const offers = (input.offers ?? []).map((o, i) => ({ ...o, offerIndex: o.offerIndex ?? i }));
  for (const o of offers) {
    if (planTotalCents(o.phases) !== o.totalAmountCents) throw new Error('offer phases must sum to the total exactly');
  }
  const doc = input.locked?.id === input.documentId ? input.locked : await lockDocument(tx, input.documentId);
  await assertTransition(tx, doc, input.party, input.action);
  const { eventId, offerIds } = await insertEventWithOffers(tx, input, offers);
  const first = offers[0];
  const next = projectEvent(
    doc,
    { party: input.party, action: input.action, at: input.at, offer: first ? { ...first, id: offerIds[0] ?? 0 } : undefined },
    doc.lawsuitAmountCents,
  );
  await writeProjection(tx, doc, next, input.action, input.party);
  return { eventId, offerIds, doc: { ...doc, ...next } };
}

/**
 * The event and its offers in one statement. They point at each other (the event at its first
 * offer, every offer at its event), so the event's id is drawn from its sequence first; the foreign
 * key from the event to the offer is checked at the statement's end, when both rows exist.
 * Answers the offers' ids in the order given.
 */
async function insertEventWithOffers(
  tx: Executor,
  input: EventInput,
  offers: (OfferInput & { offerIndex: number })[],
): Promise<{ eventId: number; offerIds: number[] }> {
  const at = input.at.toISOString();
  const rows = offers.map((o) => ({
    total_amount_cents: o.totalAmountCents,
    payments: o.payments,
    first_payment_date: o.firstPaymentDate ?? null,
    phases: o.phases,
    offer_index: o.offerIndex,
  }));
  const result = await queryRows<{ event_id: number; offer_id: number | null; offer_index: number | null }>(
    tx,
    sql`
      WITH ev AS (SELECT nextval(pg_get_serial_sequence('negotiation_events', 'id'))::int AS id),
      o AS (
        INSERT INTO historical_offers (customer_document_id, party, total_amount_cents, payments, first_payment_date, phases, offer_index, event_id, created_at)
        SELECT ${input.documentId}, ${input.party}, x.total_amount_cents, x.payments, x.first_payment_date, x.phases, x.offer_index, ev.id, ${at}::timestamptz
        FROM ev, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS x(total_amount_cents bigint, payments int, first_payment_date date, phases jsonb, offer_index smallint)
        RETURNING id, offer_index
      ),
      e AS (
        INSERT INTO negotiation_events (id, customer_document_id, party, action, disclosures, offer_id, created_at)
        OVERRIDING SYSTEM VALUE
        SELECT ev.id, ${input.documentId}, ${input.party}, ${input.action}, ${JSON.stringify(input.disclosures ?? [])}::jsonb,
          (SELECT o.id FROM o WHERE o.offer_index = ${offers[0]?.offerIndex ?? null}), ${at}::timestamptz
        FROM ev
        RETURNING id
      )
      SELECT e.id AS event_id, o.id AS offer_id, o.offer_index FROM e LEFT JOIN o ON true`,
  );
  const eventId = result[0]?.event_id;
  if (eventId === undefined) throw new Error('negotiation event insert returned nothing');
  const offerIds = offers.map((o) => result.find((r) => Number(r.offer_index) === o.offerIndex)?.offer_id ?? 0);
  return { eventId: Number(eventId), offerIds };
}

/** Records a payment the platform received for an account, and its projection; returns the case when this payment paid it off. */
export async function recordPaymentReceived(tx: Executor, documentId: number, amountCents: number, at: Date): Promise<CaseRow | null> {
  const doc = await lockDocument(tx, documentId);
  await tx.insert(paymentsReceived).values({ customerDocumentId: documentId, amountCents, receivedAt: at });
  const next = projectPayment(doc, amountCents, at);
  await writeProjection(tx, doc, next, 'payment_received', null);
  const paidOff = caseStateOf(doc) !== 'paid_off' && caseStateOf({ ...doc, ...next }) === 'paid_off';
  return paidOff ? { ...doc, ...next } : null;
}

/** Marks that the consumer set up autopay for an account. */
export async function recordPaymentSetup(tx: Executor, documentId: number, at: Date): Promise<void> {
  const doc = await lockDocument(tx, documentId);
  await writeProjection(tx, doc, { ...doc, paymentSetupAt: doc.paymentSetupAt ?? at }, 'autopay_set_up', 'consumer');
}

async function writeProjection(tx: Executor, doc: CaseRow, p: Projection, kind: CaseChangeKind, party: Party | null): Promise<void> {
  announce(tx, { ...doc, ...p }, kind, party);
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
    .where(eq(customerDocuments.id, doc.id));
}
