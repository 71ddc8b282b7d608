import { ACCOUNT_SORT_VALUE, byStatusDate, CASE_EVENTS, CaseMetricsMessageSchema, type CustomerInfo, FirmCaseChangeMessageSchema } from '@parley/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeSocket } from '../../../app/realtime';
import { type AccountsQuery, hasFilters, parseAccountsQuery } from './accounts-query';
import type { AccountsPage } from './apply-filters';
import { accountsKeys } from './keys';

/**
 * The accounts page, live by deltas (issue 40.4): a case change reaches the firm's tabs with the
 * account's row as the list shows it, and the firm's metrics follow the burst of changes
 * (apps/server/src/modules/cases/case-live.ts). A tab patches the lists it holds instead of
 * refetching them, and refetches only a list whose rows it cannot place itself: a filtered list
 * (the server alone decides what matches), a list that does not hold the account, or one sorted by
 * something the change moved (except the status date, placed here in the server's order).
 */

/** What a change refetches when it brings no row (the consumer's side, or a row that could not be read). */
export const ACCOUNTS_LIVE_KEYS = [accountsKeys.lists(), accountsKeys.metrics(), accountsKeys.validationNotices()] as const;

const replaceAt = (rows: CustomerInfo[], at: number, row: CustomerInfo) => rows.map((r, i) => (i === at ? row : r));

/** The list with `row` in place of its older self, or null when only the server can say (refetch). */
export function placeRow(query: AccountsQuery, page: AccountsPage, row: CustomerInfo): AccountsPage | null {
  const rows = page.customer_info;
  const at = rows.findIndex((r) => r.id === row.id);
  const { customer_document_id: single, ...otherFilters } = query.filters;
  if (single !== undefined && !hasFilters({ ...query, filters: otherFilters })) {
    return Number(single) === row.id && at >= 0 ? { ...page, customer_info: replaceAt(rows, at, row) } : null;
  }
  const old = rows[at];
  if (hasFilters(query) || !old) return null;
  if (old.customer_document.archived_by_law_firm_on !== row.customer_document.archived_by_law_firm_on) return null;
  const sortValue = ACCOUNT_SORT_VALUE[query.sort];
  if (sortValue(old) === sortValue(row)) return { ...page, customer_info: replaceAt(rows, at, row) };
  if (query.sort !== 'status_date') return null;
  const order = byStatusDate(query.direction);
  const others = rows.filter((r) => r.id !== row.id);
  const place = others.findIndex((r) => order(row, r) < 0);
  // Past the last row of a list with more pages, the account belongs to a page this tab does not hold.
  if (place === -1 && page.more_pages) return null;
  const next = place === -1 ? [...others, row] : [...others.slice(0, place), row, ...others.slice(place)];
  return { ...page, customer_info: next };
}

/** The newest read of each pushed row, so an older read that arrives late is dropped. */
const rowAsOf = new Map<number, number>();

/**
 * Applies a case change to the accounts the tab holds and says which queries still need a refetch:
 * the change's own dispute notice, the lists it could not patch, and the metrics unless the server
 * pushes them to this tab (it does for a firm's staff; the on-call administrator sees every firm).
 */
export function applyAccountChange(queryClient: QueryClient, raw: unknown, { metricsPushed }: { metricsPushed: boolean }): readonly QueryKey[] {
  const parsed = FirmCaseChangeMessageSchema.safeParse(raw);
  const row = parsed.success ? parsed.data.row : undefined;
  if (!parsed.success || !row) return ACCOUNTS_LIVE_KEYS;
  const asOf = parsed.data.as_of ?? 0;
  if (asOf < (rowAsOf.get(row.id) ?? 0)) return [];
  rowAsOf.set(row.id, asOf);
  const stale: QueryKey[] = [accountsKeys.validationNotice(row.id)];
  if (!metricsPushed) stale.push(accountsKeys.metrics());
  for (const [key, page] of queryClient.getQueriesData<AccountsPage>({ queryKey: accountsKeys.lists() })) {
    if (!page) continue;
    const queryString = key[accountsKeys.lists().length];
    const next = typeof queryString === 'string' ? placeRow(parseAccountsQuery(new URLSearchParams(queryString)), page, row) : null;
    if (next) queryClient.setQueryData(key, next);
    else stale.push(key);
  }
  return stale;
}

/** Keeps the metrics strip current from the firm's pushed metrics while mounted (not for the on-call administrator). */
export function useMetricsLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = realtimeSocket('collector');
    let newest = 0;
    const onMetrics = (raw: unknown) => {
      const parsed = CaseMetricsMessageSchema.safeParse(raw);
      if (!parsed.success || parsed.data.as_of < newest) return;
      newest = parsed.data.as_of;
      queryClient.setQueryData(accountsKeys.metrics(), parsed.data.metrics);
    };
    socket.on(CASE_EVENTS.metrics, onMetrics);
    return () => {
      socket.off(CASE_EVENTS.metrics, onMetrics);
    };
  }, [enabled, queryClient]);
}
