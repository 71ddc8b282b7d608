import {
  ACCOUNTS_PAGE_SIZE,
  type AccountFilters,
  type AccountSortKey,
  type ApplyFiltersQuery,
  COLLECTOR_TURN,
  CONSUMER_TURN,
  type CustomerInfo,
  DEFAULT_LANGUAGE,
  dollarsToCents,
  type Language,
  lastActionCodeOfLabel,
  TERMS_AGREED,
} from '@parley/shared';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  accountComplianceFlags,
  customerDocuments as d,
  historicalOffers,
  lawFirmAccountCounts,
  lawFirms,
  negotiationEvents,
  settlementRuleAnswers,
  users,
} from '../../db/schema/index.js';
import { anyCurrentAction, disputeOpen } from '../cases/case-state-sql.js';
import { collectedByDocument } from '../payments/ledger.js';
import { confirmationJson } from './account-facts.js';

/** Whose accounts a viewer sees: one firm, or (the on-call administrator) every firm. */
export type AccountScope = { lawFirmId: number } | { allFirms: true };
/** A scope whose firm may still be a prepared statement's parameter. */
type QueryScope = { lawFirmId: number | Placeholder } | { allFirms: true };

const SORT_COLUMNS: Record<AccountSortKey, PgColumn> = {
  name: d.customerName,
  reference: d.civilNumber,
  file_number: d.fileNumber,
  amount: d.lawsuitAmountCents,
  status: d.lastActionCode,
  status_date: d.lastActionAt,
  offer_amount: d.offerTotalCents,
  payments: d.offerPayments,
  tiers: d.offerTiers,
  percent: d.offerPercent,
  first_payment: d.offerFirstPaymentDate,
  id: d.id,
};

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const epochToDate = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

const cf = alias(accountComplianceFlags, 'cf_filter');
const disputed = (id: PgColumn) =>
  sql`EXISTS (SELECT 1 FROM ${accountComplianceFlags} cf_filter WHERE ${cf.customerDocumentId} = ${id} AND ${cf.disputedAt} IS NOT NULL)`;

export function scopeCondition(scope: QueryScope): SQL | undefined {
  // Every firm's accounts, and only accounts: a consumer's own case with no firm (a Debt Answer, an editor document) is nobody's account.
  return 'lawFirmId' in scope ? eq(d.lawFirmId, scope.lawFirmId) : isNotNull(d.lawFirmId);
}

/** The WHERE clause of a filtered list: scope first, then every filter given. */
export function filterConditions(scope: QueryScope, f: AccountFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [scopeCondition(scope)];
  // A link to one account (an email's) finds it archived or not; a list shows active accounts unless asked.
  const archived = f.archived ?? (f.customer_document_id !== undefined ? ['active', 'archived'] : ['active']);
  if (archived.length === 1) c.push(archived[0] === 'archived' ? isNotNull(d.archivedByLawFirmOn) : isNull(d.archivedByLawFirmOn));
  if (f.search) c.push(sql`${d.searchText} LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  if (f.customer_document_id !== undefined) c.push(eq(d.id, f.customer_document_id));
  if (f.status?.length)
    c.push(
      inArray(
        d.lastActionCode,
        f.status.map((l) => lastActionCodeOfLabel(l) ?? -1),
      ),
    );
  if (f.current_action?.length) c.push(anyCurrentAction(f.current_action));
  if (f.dispute?.length) c.push(or(...f.dispute.map((v) => (v === 'collection_paused' ? disputeOpen(d.id) : disputed(d.id)))));
  if (f.state?.length) c.push(inArray(d.lawsuitState, f.state));
  const range = (col: PgColumn, r: { min?: number; max?: number } | undefined, map: (v: number) => unknown) => {
    if (r?.min !== undefined) c.push(gte(col, map(r.min)));
    if (r?.max !== undefined) c.push(lte(col, map(r.max)));
  };
  range(d.lawsuitAmountCents, f.debt_amount, dollarsToCents);
  range(d.offerTotalCents, f.offer_amount, dollarsToCents);
  range(d.lastActionAt, f.status_date, (s) => new Date(s * 1000));
  range(d.offerFirstPaymentDate, f.first_payment_date, epochToDate);
  return and(...c.filter((x): x is SQL => x !== undefined));
}

/**
 * The columns a list row shows: everything but the SSN ciphertext (the list shows the last four
 * only, so the ciphertext never leaves the database here) and the search text.
 */
const { ssnEncrypted: _ssn, searchText: _search, ...LIST_COLUMNS } = getTableColumns(d);
export type AccountRow = { [K in keyof typeof LIST_COLUMNS]: (typeof d.$inferSelect)[K] };

/** An account's negotiation events and latest offer, exactly as the list answers them. */
/** With the rule that made it, for an answer the firm's settlement rules made by themselves (activity log). */
type ListedEvent = CustomerInfo['settlement_negotiation_events'][number] & { automatic_rule: string | null };
type ListedOffer = NonNullable<CustomerInfo['latest_historical_offer']>;

// Timestamps as JavaScript's toISOString() writes them (UTC, milliseconds), so the list reads the same whichever side formats them.
const isoUtc = (column: PgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const e = alias(negotiationEvents, 'e');
const o = alias(historicalOffers, 'o');

/**
 * A page of the list in one statement: each row with its events and latest offer (two correlated
 * subqueries over their indexes), and on every row the total and whether the firm has a payee
 * (computed once, as init plans). Round trips are what a request pays most for here.
 */
/** What the list shows of an account, its events, latest offer, dispute pause, consumer language and confirmed facts. */
function rowColumns() {
  const events = sql<
    ListedEvent[]
  >`(SELECT coalesce(json_agg(json_build_object('id', ${e.id}, 'created_at', ${isoUtc(e.createdAt)}, 'party', ${e.party}, 'action', ${e.action}, 'disclosures', ${e.disclosures}, 'automatic_rule', (SELECT ${settlementRuleAnswers.ruleName} FROM ${settlementRuleAnswers} WHERE ${settlementRuleAnswers.eventId} = ${e.id})) ORDER BY ${e.createdAt}, ${e.id}), '[]'::json) FROM ${negotiationEvents} e WHERE ${e.customerDocumentId} = ${d.id})`;
  const offer = sql<ListedOffer | null>`(SELECT json_build_object('total_amount_cents', ${o.totalAmountCents}, 'payments', ${o.payments}, 'first_payment_date', ${o.firstPaymentDate}, 'phases', ${o.phases}) FROM ${historicalOffers} o WHERE ${o.id} = ${d.latestOfferId})`;
  // One SQL reading of lifecycle.ts isDisputeOpen, shared with the dispute filter.
  const collectionPaused = sql<boolean>`${disputeOpen(d.id)}`;
  // A case without an account (or from before 0023) reads as English, the default.
  const consumerLanguage = sql<Language>`coalesce((SELECT ${users.language} FROM ${users} WHERE ${users.id} = ${d.userId}), ${DEFAULT_LANGUAGE})`;
  return { doc: LIST_COLUMNS, lawFirmName: lawFirms.name, events, offer, collectionPaused, consumerLanguage, confirmation: confirmationJson(d.id) };
}

function pageQuery(db: Executor, scope: QueryScope, q: ApplyFiltersQuery, limit: number | Placeholder) {
  const where = filterConditions(scope, q.filters);
  const col = SORT_COLUMNS[q.sort];
  const dir = q.direction === 'asc' ? asc : desc;
  return (
    db
      .select({
        ...rowColumns(),
        totalCount: sql<number>`(${countQuery(db, scope, q.filters, where)})`.mapWith(Number),
        firmHasPayee: firmHasPayee(scope),
      })
      .from(d)
      .leftJoin(lawFirms, eq(lawFirms.id, d.lawFirmId))
      .where(where)
      // PostgreSQL's own order (empty values count as largest) so each sort is one index scan.
      .orderBy(dir(col), dir(d.id))
      .limit(limit)
  );
}

/** One account in scope as the list shows it, archived or not (a live change's row, issue 40.4), or undefined. */
export async function findAccountRow(db: Executor, scope: AccountScope, id: number) {
  const [row] = await db
    .select(rowColumns())
    .from(d)
    .leftJoin(lawFirms, eq(lawFirms.id, d.lawFirmId))
    .where(and(eq(d.id, id), scopeCondition(scope)));
  return row;
}
/** An account as the list reads it (`rowColumns`). */
export type ListedAccount = NonNullable<Awaited<ReturnType<typeof findAccountRow>>>;

type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;
const preparedPages = new WeakMap<Executor, Map<string, PreparedPage>>();

/**
 * A firm's unfiltered list in each sort: the view every collector opens, so it runs as a named
 * prepared statement (PostgreSQL parses and plans it once per connection, not per request).
 */
function unfilteredPage(db: Executor, q: ApplyFiltersQuery): PreparedPage {
  const byKey = preparedPages.get(db) ?? new Map<string, PreparedPage>();
  preparedPages.set(db, byKey);
  const key = `accounts_page_${q.sort}_${q.direction}`;
  let prepared = byKey.get(key);
  if (!prepared) {
    prepared = pageQuery(db, { lawFirmId: sql.placeholder('firm') }, { ...q, filters: {} }, sql.placeholder('limit')).prepare(key);
    byKey.set(key, prepared);
  }
  return prepared;
}

export async function findAccountsPage(db: Executor, scope: AccountScope, q: ApplyFiltersQuery) {
  const limit = q.num_pages * ACCOUNTS_PAGE_SIZE;
  const rows =
    'lawFirmId' in scope && isUnfiltered(q.filters)
      ? await unfilteredPage(db, q).execute({ firm: scope.lawFirmId, limit: limit + 1 })
      : await pageQuery(db, scope, q, limit + 1);
  const first = rows[0];
  // Nothing matched, so the total is 0; the payee still has to be asked for.
  const [meta] = first ? [first] : await db.select({ firmHasPayee: firmHasPayee(scope) }).from(sql`(SELECT 1) AS one`);
  return { rows: rows.slice(0, limit), morePages: rows.length > limit, totalCount: first?.totalCount ?? 0, firmHasPayee: meta?.firmHasPayee ?? false };
}

/** Whether the firm has said where its money goes (the on-call administrator's view has no firm). */
function firmHasPayee(scope: QueryScope) {
  const f = alias(lawFirms, 'f');
  return 'lawFirmId' in scope
    ? sql<boolean>`coalesce((SELECT coalesce(${f.payee}, '') <> '' FROM ${lawFirms} f WHERE ${f.id} = ${scope.lawFirmId}), false)`
    : sql<boolean>`false`;
}

/** True when the list shows a firm's active accounts with no other filter: its kept count answers. */
function isUnfiltered(f: AccountFilters): boolean {
  return Object.entries(f).every(
    ([key, value]) => value === undefined || (key === 'archived' && Array.isArray(value) && value.length === 1 && value[0] === 'active'),
  );
}

/** The list's total: a firm's kept count when unfiltered, otherwise a count of the matches. */
function countQuery(db: Executor, scope: QueryScope, f: AccountFilters, where: SQL | undefined) {
  if ('lawFirmId' in scope && isUnfiltered(f)) {
    return db
      .select({ n: sql`coalesce(max(${lawFirmAccountCounts.activeCount}), 0)` })
      .from(lawFirmAccountCounts)
      .where(eq(lawFirmAccountCounts.lawFirmId, scope.lawFirmId));
  }
  return db.select({ count: sql`count(*)` }).from(d).where(where);
}

/** One document in scope, or undefined (another firm's id looks exactly like a missing one). */
export async function findDocumentInScope(db: Executor, scope: AccountScope, id: number) {
  const [doc] = await db
    .select(LIST_COLUMNS)
    .from(d)
    .where(and(eq(d.id, id), scopeCondition(scope)));
  return doc;
}

/**
 * Collector spec 3 "Metrics", over the scope's active accounts (definitions in the route's OpenAPI
 * text). Money received comes from the payments ledger (net of refunds and reversals), so both
 * sides read the same truth; the offer totals come from the negotiation projection.
 */
export async function computeMetrics(db: Executor, scope: AccountScope, now: Date) {
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const ledger = collectedByDocument(db);
  const collected = sql`coalesce(${ledger.collectedCents}, 0)`;
  const [m] = await db
    .select({
      collected: sql<string>`coalesce(sum(${collected}), 0)`,
      uncollected: sql<string>`coalesce(sum(greatest(${d.offerTotalCents} - ${collected}, 0)) filter (where ${anyCurrentAction(TERMS_AGREED)}), 0)`,
      waitingOnConsumer: sql<string>`coalesce(sum(greatest(${d.offerTotalCents} - ${collected}, 0)) filter (where ${anyCurrentAction(CONSUMER_TURN)}), 0)`,
      waitingOnCollector: sql<string>`coalesce(sum(${d.offerTotalCents}) filter (where ${anyCurrentAction(COLLECTOR_TURN)}), 0)`,
      offered: sql<string>`count(*) filter (where ${d.firstOfferAt} is not null)`,
      responded: sql<string>`count(*) filter (where ${d.firstOfferAt} is not null and ${d.firmRespondedAt} is not null)`,
      recentOffers: sql<string>`count(*) filter (where ${d.firstOfferAt} >= ${since.toISOString()}::timestamptz)`,
      disputesOpen: sql<string>`count(*) filter (where ${disputeOpen(d.id)})`,
    })
    .from(d)
    .leftJoin(ledger, eq(ledger.documentId, d.id))
    .where(and(scopeCondition(scope), isNull(d.archivedByLawFirmOn)));
  const offered = Number(m?.offered ?? 0);
  return {
    collected_amount: Number(m?.collected ?? 0),
    uncollected_amount: Number(m?.uncollected ?? 0),
    waiting_on_consumer_amount: Number(m?.waitingOnConsumer ?? 0),
    waiting_on_collector_amount: Number(m?.waitingOnCollector ?? 0),
    response_rate: offered === 0 ? 0 : Math.round((Number(m?.responded ?? 0) / offered) * 1000) / 10,
    offers_count: Number(m?.recentOffers ?? 0),
    disputes_open: Number(m?.disputesOpen ?? 0),
  };
}

/** The ranges and values a scope's data spans, for the filters bar. */
export async function findFilterBounds(db: Executor, scope: AccountScope) {
  const where = scopeCondition(scope);
  const [b] = await db
    .select({
      debtMin: sql<string | null>`min(${d.lawsuitAmountCents})`,
      debtMax: sql<string | null>`max(${d.lawsuitAmountCents})`,
      offerMin: sql<string | null>`min(${d.offerTotalCents})`,
      offerMax: sql<string | null>`max(${d.offerTotalCents})`,
      statusMin: sql<string | null>`extract(epoch from min(${d.lastActionAt}))::bigint`,
      statusMax: sql<string | null>`extract(epoch from max(${d.lastActionAt}))::bigint`,
      firstMin: sql<string | null>`extract(epoch from min(${d.offerFirstPaymentDate}))::bigint`,
      firstMax: sql<string | null>`extract(epoch from max(${d.offerFirstPaymentDate}))::bigint`,
    })
    .from(d)
    .where(where);
  const states = await db
    .selectDistinct({ state: d.lawsuitState })
    .from(d)
    .where(and(where, isNotNull(d.lawsuitState)))
    .orderBy(asc(d.lawsuitState));
  return { bounds: b, states: states.map((s) => s.state).filter((s): s is string => s !== null) };
}
