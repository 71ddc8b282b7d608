import { type AccountFacts, accountFactsOf, caseStateOf, type FirmConfirmationRead, SETTLEMENT_RULE_MESSAGES, termsAgreed } from '@parley/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { firmAccountFacts, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { lockDocument, updateCaseDetails } from '../cases/case-store.js';

/**
 * The firm's word on an account's balance and creditor (issue 33): what its import supplied or a
 * staff member confirmed. Settlement rules act by themselves only while the account's facts are
 * still these (`accountFactSource` in shared); the list, the rules' suggestion and their audit
 * entries all read them from here.
 */

/** Who confirmed: the staff member's name, or their email when they have none. */
const confirmerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** The confirmation of the account in a column, as JSON, in one subquery: for the accounts list. */
export function confirmationJson(documentId: PgColumn | SQL): SQL<FirmConfirmationRead | null> {
  const f = firmAccountFacts;
  return sql<FirmConfirmationRead | null>`(SELECT json_build_object(
      'balance_cents', ${f.balanceCents}, 'plaintiff_name', ${f.plaintiffName}, 'source', ${f.source},
      'confirmed_by', (SELECT ${confirmerName} FROM ${users} WHERE ${users.id} = ${f.confirmedByUserId}),
      'confirmed_at', to_char(${f.confirmedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM ${f} WHERE ${f.customerDocumentId} = ${documentId})`;
}

/** One account's confirmation, or null when the firm never supplied or confirmed its facts. */
export async function findFirmConfirmation(db: Executor, documentId: number): Promise<FirmConfirmationRead | null> {
  const f = firmAccountFacts;
  const [row] = await db
    .select({ balanceCents: f.balanceCents, plaintiffName: f.plaintiffName, source: f.source, confirmedAt: f.confirmedAt, confirmedBy: confirmerName })
    .from(f)
    .leftJoin(users, eq(users.id, f.confirmedByUserId))
    .where(eq(f.customerDocumentId, documentId));
  if (!row) return null;
  return {
    balance_cents: row.balanceCents,
    plaintiff_name: row.plaintiffName,
    source: row.source,
    confirmed_by: row.confirmedBy,
    confirmed_at: row.confirmedAt.toISOString(),
  };
}

/** The facts the rules read on a case, and whose they are. */
export async function findAccountFacts(
  db: Executor,
  doc: { id: number; lawsuitAmountCents: number | null; plaintiffName: string | null },
): Promise<AccountFacts> {
  return accountFactsOf(await findFirmConfirmation(db, doc.id), { balance_cents: doc.lawsuitAmountCents, plaintiff_name: doc.plaintiffName });
}

/**
 * A staff member vouches for the balance and creditor, correcting what the consumer typed if need
 * be. The balance cannot move once terms are agreed: the agreement fixed it.
 */
export async function confirmAccountFacts(
  tx: Executor,
  audit: Audit,
  actor: { userId: number; lawFirmId: number | null; ip: string },
  documentId: number,
  facts: { balanceCents: number; plaintiffName: string },
  now: Date,
): Promise<AccountFacts> {
  const doc = await lockDocument(tx, documentId);
  const before = { balance_cents: doc.lawsuitAmountCents, plaintiff_name: doc.plaintiffName };
  if (doc.lawsuitAmountCents !== facts.balanceCents && termsAgreed(caseStateOf(doc))) {
    throw new AppError('CONFLICT', SETTLEMENT_RULE_MESSAGES.factsLockedByAgreement);
  }
  if (doc.lawsuitAmountCents !== facts.balanceCents || doc.plaintiffName !== facts.plaintiffName) {
    await updateCaseDetails(tx, documentId, { lawsuitAmountCents: facts.balanceCents, plaintiffName: facts.plaintiffName }, 'law_firm');
  }
  const values = {
    balanceCents: facts.balanceCents,
    plaintiffName: facts.plaintiffName,
    source: 'staff' as const,
    confirmedByUserId: actor.userId,
    confirmedAt: now,
  };
  await tx
    .insert(firmAccountFacts)
    .values({ customerDocumentId: documentId, ...values })
    .onConflictDoUpdate({ target: firmAccountFacts.customerDocumentId, set: values });
  await audit.record(
    {
      action: 'account_facts.confirmed',
      actorUserId: actor.userId,
      realm: 'collector',
      lawFirmId: actor.lawFirmId,
      ip: actor.ip,
      details: { customer_document_id: documentId, before, after: { balance_cents: facts.balanceCents, plaintiff_name: facts.plaintiffName } },
    },
    tx,
  );
  // The account now holds what was confirmed: the facts are the firm's.
  return findAccountFacts(tx, { id: documentId, lawsuitAmountCents: facts.balanceCents, plaintiffName: facts.plaintiffName });
}
