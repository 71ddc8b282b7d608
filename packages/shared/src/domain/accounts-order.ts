import type { AccountSortKey, CustomerInfo } from '../schemas/accounts.js';

/**
 * The accounts list's order by status date, as the server's query sorts it (accounts.queries.ts: the
 * column, then the id, in one direction; PostgreSQL puts nulls last ascending and first descending).
 * An open tab places a pushed row with it (issue 40.4); accounts.test.ts holds the two together.
 */
export type StatusDated = { id: number; status_date: string | null };

export function byStatusDate(direction: 'asc' | 'desc'): (a: StatusDated, b: StatusDated) => number {
  const ascending = (a: StatusDated, b: StatusDated): number => {
    if (a.status_date !== b.status_date) {
      if (a.status_date === null) return 1;
      if (b.status_date === null) return -1;
      return Date.parse(a.status_date) - Date.parse(b.status_date);
    }
    return a.id - b.id;
  };
  return direction === 'asc' ? ascending : (a, b) => -ascending(a, b);
}

/**
 * What each sort orders a listed row by, as the row carries it (the server sorts by the column behind it,
 * accounts.queries.ts SORT_COLUMNS): an open tab keeps a pushed row in place when its sort value did not move.
 * An offer's columns are read from the latest offer together.
 */
export const ACCOUNT_SORT_VALUE: Record<AccountSortKey, (row: CustomerInfo) => unknown> = {
  name: (r) => r.customer_name,
  reference: (r) => r.civil_number,
  file_number: (r) => r.file_number,
  amount: (r) => r.lawsuit_amount,
  status: (r) => r.last_action,
  status_date: (r) => r.status_date,
  offer_amount: (r) => JSON.stringify(r.latest_historical_offer),
  payments: (r) => JSON.stringify(r.latest_historical_offer),
  tiers: (r) => JSON.stringify(r.latest_historical_offer),
  percent: (r) => r.offer_percent,
  first_payment: (r) => JSON.stringify(r.latest_historical_offer),
  id: (r) => r.id,
};
