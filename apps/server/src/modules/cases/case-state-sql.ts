import { AFTER_SIGNING, type CurrentActionType, codesLeadingTo, type LedgerFact, SIGNED_LAST_ACTION_CODE } from '@parley/shared';
import { and, eq, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { accountComplianceFlags, customerDocuments as d } from '../../db/schema/index.js';

/**
 * The lifecycle table (packages/shared/src/domain/lifecycle.ts) read as SQL predicates, so the
 * accounts list filters and sums by state in the database. Nothing here is hand-kept: the codes
 * come from TRANSITIONS, the states after signing from AFTER_SIGNING. A test checks every state
 * reads the same both ways.
 */
const LEDGER_SQL: Record<LedgerFact, SQL> = {
  agreed_total_received: sql`(${d.offerTotalCents} > 0 and ${d.collectedCents} >= ${d.offerTotalCents})`,
  payment_received: isNotNull(d.lastPaymentAt),
  autopay_set_up: isNotNull(d.paymentSetupAt),
  always: sql`true`,
};

export function currentActionPredicate(state: CurrentActionType): SQL {
  const after = AFTER_SIGNING.findIndex((s) => s.state === state);
  if (after < 0) return inArray(d.lastActionCode, codesLeadingTo(state));
  const earlier = AFTER_SIGNING.slice(0, after).map((s) => not(LEDGER_SQL[s.when]));
  return and(eq(d.lastActionCode, SIGNED_LAST_ACTION_CODE), LEDGER_SQL[AFTER_SIGNING[after]?.when ?? 'always'], ...earlier) as SQL;
}

export function anyCurrentAction(states: readonly CurrentActionType[]): SQL {
  return or(...states.map(currentActionPredicate)) as SQL;
}

const cf = alias(accountComplianceFlags, 'cf_open');
/** lifecycle.ts isDisputeOpen, in SQL: disputed, and not verified since (collection is paused). */
export const disputeOpen = (id: PgColumn) =>
  sql`EXISTS (SELECT 1 FROM ${accountComplianceFlags} cf_open WHERE ${cf.customerDocumentId} = ${id} AND ${cf.disputedAt} IS NOT NULL AND (${cf.disputeVerifiedAt} IS NULL OR ${cf.disputeVerifiedAt} < ${cf.disputedAt}))`;
