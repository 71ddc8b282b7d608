import type { CurrentActionType } from '@parley/shared';
import { and, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { customerDocuments as d } from '../../db/schema/index.js';

/**
 * deriveCurrentAction (packages/shared/src/domain/negotiation.ts) written as SQL predicates, so the
 * list can filter by current action in the database. A test checks the two agree on every state.
 */
export function currentActionPredicate(type: CurrentActionType): SQL {
  const signed = inArray(d.lastActionCode, [10]);
  switch (type) {
    case 'accept_or_counteroffer':
      return inArray(d.lastActionCode, [1, 2, 3]);
    case 'waiting_for_customer':
      return inArray(d.lastActionCode, [4]);
    case 'request_payment_details':
      return inArray(d.lastActionCode, [5, 6, 7]);
    case 'request_settlement_agreement':
      return inArray(d.lastActionCode, [8]);
    case 'waiting_for_signed_settlement_agreement':
      return inArray(d.lastActionCode, [9]);
    case 'waiting_for_payment':
      return and(signed, isNull(d.lastPaymentAt), isNull(d.paymentSetupAt)) as SQL;
    case 'payment_setup_complete':
      return and(signed, isNull(d.lastPaymentAt), isNotNull(d.paymentSetupAt)) as SQL;
    case 'first_payment_made':
      return and(signed, isNotNull(d.lastPaymentAt)) as SQL;
  }
}

export function anyCurrentAction(types: readonly CurrentActionType[]): SQL {
  return or(...types.map(currentActionPredicate)) as SQL;
}
