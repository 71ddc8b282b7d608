import { type NotificationEmailType, type NotificationEvent, POLICY_ALL } from '@parley/shared';
import { and, arrayOverlaps, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerDocuments, lawFirms, notificationPolicies, users } from '../../db/schema/index.js';
import { firmStaff } from '../firm-users/firm-staff.js';

export type PolicyRow = typeof notificationPolicies.$inferSelect;

export function findFirmPolicies(db: Executor, lawFirmId: number): Promise<PolicyRow[]> {
  return db.select().from(notificationPolicies).where(eq(notificationPolicies.lawFirmId, lawFirmId)).orderBy(asc(notificationPolicies.id));
}

export async function countFirmPolicies(db: Executor, lawFirmId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notificationPolicies).where(eq(notificationPolicies.lawFirmId, lawFirmId));
  return row?.n ?? 0;
}

export async function insertPolicy(
  db: Executor,
  values: { lawFirmId: number; emailType: NotificationEmailType; states: string[]; emails: string[]; createdBy: number; createdAt: Date },
): Promise<PolicyRow> {
  const [row] = await db.insert(notificationPolicies).values(values).returning();
  if (!row) throw new Error('notification policy insert returned nothing');
  return row;
}

/** Deletes a policy of this firm only; another firm's id deletes nothing. */
export async function deleteFirmPolicy(db: Executor, lawFirmId: number, policyId: number): Promise<PolicyRow | undefined> {
  const [row] = await db
    .delete(notificationPolicies)
    .where(and(eq(notificationPolicies.id, policyId), eq(notificationPolicies.lawFirmId, lawFirmId)))
    .returning();
  return row;
}

/** The policies of the firm for this event (or '*') and this state (or '*'). */
function matchingPolicies(lawFirmId: number, event: NotificationEvent, state: string | null): SQL {
  return and(
    eq(notificationPolicies.lawFirmId, lawFirmId),
    inArray(notificationPolicies.emailType, [event, POLICY_ALL]),
    arrayOverlaps(notificationPolicies.states, state ? [state, POLICY_ALL] : [POLICY_ALL]),
  ) as SQL;
}

/** The firm's administrators with an email: the recipients when no policy matches. */
const firmAdminsWithEmail = (lawFirmId: number) => and(firmStaff(lawFirmId), eq(users.lawFirmScope, 'admin'), isNotNull(users.email));

/**
 * What routing one event needs, in one statement (issue 40.3): the firm's name, the addresses of
 * its matching policies (in the policies' order) and its administrators' addresses (the fallback).
 */
export async function findNoticeRouting(db: Executor, lawFirmId: number, event: NotificationEvent, state: string | null) {
  const policyEmails = db
    .select({ emails: sql`coalesce(array_agg(e.email order by ${notificationPolicies.id}, e.n), '{}')` })
    .from(notificationPolicies)
    .crossJoinLateral(sql`unnest(${notificationPolicies.emails}) with ordinality as e(email, n)`)
    .where(matchingPolicies(lawFirmId, event, state));
  const adminEmails = db
    .select({ emails: sql`coalesce(array_agg(${users.email} order by ${users.id}), '{}')` })
    .from(users)
    .where(firmAdminsWithEmail(lawFirmId));
  const [row] = await db
    .select({ firmName: lawFirms.name, policyEmails: sql<string[]>`(${policyEmails})`, adminEmails: sql<string[]>`(${adminEmails})` })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId));
  return row ?? null;
}

/** The firm's administrators with an email: the recipients when no policy matches. */
export async function findFirmAdminEmails(db: Executor, lawFirmId: number): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(firmAdminsWithEmail(lawFirmId)).orderBy(asc(users.id));
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

/** What an email may say about an account: never the SSN, never bank data. */
export async function findAccountForEmail(db: Executor, lawFirmId: number, documentId: number) {
  const [row] = await db
    .select({
      id: customerDocuments.id,
      customerName: customerDocuments.customerName,
      civilNumber: customerDocuments.civilNumber,
      fileNumber: customerDocuments.fileNumber,
      lawsuitState: customerDocuments.lawsuitState,
      offerTotalCents: customerDocuments.offerTotalCents,
      offerPayments: customerDocuments.offerPayments,
      lastPaymentAt: customerDocuments.lastPaymentAt,
    })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.lawFirmId, lawFirmId)));
  return row;
}
export type AccountForEmail = NonNullable<Awaited<ReturnType<typeof findAccountForEmail>>>;
