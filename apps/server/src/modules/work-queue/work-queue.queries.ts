import { COLLECTOR_TURN, type CurrentActionType, DISMISSAL_DAYS, DISPUTE_ANSWER_TARGET_DAYS, type WorkItemKind } from '@parley/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { customerDocuments as d, users } from '../../db/schema/index.js';
import { currentActionPredicate, disputeOpen } from '../cases/case-state-sql.js';
import { activeFirmStaff } from '../firm-users/firm-staff.js';

/** Whose items: one staff member's accounts, nobody's, or all of the firm's. */
export type QueueOwner = { userId: number } | 'unassigned' | 'all';

export type QueueRow = {
  kind: WorkItemKind;
  customerDocumentId: number;
  customerName: string;
  reference: string | null;
  assignedUserId: number | null;
  currentAction: CurrentActionType | null;
  since: Date;
  due: Date | null;
  /** The negotiation's offer in cents and percent; a dispute's kind; the consumer's last words; a card's decline. */
  offerCents: number | null;
  offerPercent: number | null;
  note: string | null;
};

const ownerCondition = (owner: QueueOwner): SQL =>
  owner === 'all' ? sql`true` : owner === 'unassigned' ? sql`${d.assignedUserId} IS NULL` : sql`${d.assignedUserId} = ${owner.userId}`;

/** The firm's turn in the negotiation, named by the lifecycle table's own predicates. */
const turnOf = sql.join([sql`CASE`, ...COLLECTOR_TURN.map((state) => sql`WHEN ${currentActionPredicate(state)} THEN ${state}`), sql`END`], sql` `);

/**
 * Everything that waits on the firm across its active accounts, one UNION ALL over the five
 * sources, each kept by its own index: the negotiation's turn (unless a dispute pauses it), an
 * unanswered dispute, a conversation whose last word is the consumer's, an autopay plan whose
 * charge failed, a paid-off lawsuit whose dismissal or satisfaction is not filed yet (issue 37.9). Answers the oldest `limit` items matching `owner`.
 */
function itemsSql(lawFirmId: number, owner: QueueOwner): SQL {
  const accounts = sql`${d.lawFirmId} = ${lawFirmId} AND ${d.archivedByLawFirmOn} IS NULL AND ${ownerCondition(owner)}`;
  const account = sql`${d.id} AS customer_document_id, ${d.customerName} AS customer_name, coalesce(${d.civilNumber}, ${d.fileNumber}) AS reference, ${d.assignedUserId} AS assigned_user_id`;
  return sql`
    SELECT 'negotiation' AS kind, ${account}, ${turnOf} AS current_action, ${d.lastActionAt} AS since, NULL::timestamptz AS due,
           ${d.offerTotalCents} AS offer_cents, ${d.offerPercent} AS offer_percent, NULL::text AS note
      FROM ${d} WHERE ${accounts} AND (${sql.join(
        COLLECTOR_TURN.map((state) => currentActionPredicate(state)),
        sql` OR `,
      )}) AND NOT ${disputeOpen(d.id)}
    UNION ALL
    SELECT 'dispute', ${account}, NULL, ds.opened_at, ds.opened_at + make_interval(days => ${DISPUTE_ANSWER_TARGET_DAYS}), NULL, NULL, ds.kind
      FROM disputes ds JOIN ${d} ON ${d.id} = ds.customer_document_id WHERE ${accounts} AND ds.verified_at IS NULL
    UNION ALL
    SELECT 'message', ${account}, NULL, m.created_at, NULL, NULL, NULL, left(m.body, 160)
      FROM conversations c JOIN ${d} ON ${d.id} = c.customer_document_id
      JOIN LATERAL (SELECT cm.sender_side, cm.created_at, cm.body FROM chat_messages cm
                     WHERE cm.conversation_id = c.id AND cm.status IN ('delivered', 'held') ORDER BY cm.id DESC LIMIT 1) m ON m.sender_side = 'consumer'
     WHERE c.law_firm_id = ${lawFirmId} AND ${accounts}
    UNION ALL
    SELECT 'payment_failed', ${account}, NULL, s.updated_at, NULL, NULL, NULL,
           (SELECT p.failure_message FROM payments p WHERE p.subscription_id = s.id AND p.status = 'failed' ORDER BY p.id DESC LIMIT 1)
      FROM autopay_subscriptions s JOIN ${d} ON ${d.id} = s.customer_document_id WHERE ${accounts} AND s.status = 'needs_attention'
    UNION ALL
    SELECT 'court_closing', ${account}, NULL, ${d.lastPaymentAt}, ${d.lastPaymentAt} + make_interval(days => ${DISMISSAL_DAYS}), NULL, NULL, NULL
      FROM ${d} WHERE ${accounts} AND ${currentActionPredicate('paid_off')} AND ${d.lawsuitExists} AND coalesce(btrim(${d.civilNumber}), '') <> ''
       AND NOT EXISTS (SELECT 1 FROM court_closings cc WHERE cc.customer_document_id = ${d.id} AND cc.filed_on IS NOT NULL)`;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function findQueueItems(db: Executor, lawFirmId: number, owner: QueueOwner, limit: number): Promise<QueueRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM (${itemsSql(lawFirmId, owner)}) q ORDER BY since, customer_document_id, kind LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    kind: r.kind as WorkItemKind,
    customerDocumentId: Number(r.customer_document_id),
    customerName: String(r.customer_name),
    reference: (r.reference as string | null) ?? null,
    assignedUserId: toNumber(r.assigned_user_id),
    currentAction: (r.current_action as CurrentActionType | null) ?? null,
    since: toDate(r.since),
    due: r.due === null ? null : toDate(r.due),
    offerCents: toNumber(r.offer_cents),
    offerPercent: toNumber(r.offer_percent),
    note: (r.note as string | null) ?? null,
  }));
}

/** How many items wait for each holder (null: nobody). */
export async function countQueueItems(db: Executor, lawFirmId: number): Promise<Map<number | null, number>> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT assigned_user_id, count(*) AS n FROM (${itemsSql(lawFirmId, 'all')}) q GROUP BY assigned_user_id`,
  );
  return new Map(rows.map((r) => [toNumber(r.assigned_user_id), Number(r.n)]));
}

export async function findAssignableStaff(db: Executor, lawFirmId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(activeFirmStaff(lawFirmId))
    .orderBy(users.id);
  return rows.map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.email ?? `User ${u.id}`) }));
}

/** The same staff, whoever holds the fewest active accounts first: the order an import deals its new accounts in. */
export async function findStaffInTurn(db: Executor, lawFirmId: number): Promise<number[]> {
  const held = sql<number>`(SELECT count(*) FROM ${d} WHERE ${d.lawFirmId} = ${lawFirmId} AND ${d.assignedUserId} = ${users.id} AND ${d.archivedByLawFirmOn} IS NULL)`;
  const rows = await db.select({ id: users.id }).from(users).where(activeFirmStaff(lawFirmId)).orderBy(held, users.id);
  return rows.map((u) => u.id);
}
