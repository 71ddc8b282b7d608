import type { AccountSortKey } from '@parley/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AccountsQuery,
  type FilterValue,
  parseAccountsQuery,
  toAccountsSearchParams,
  withFilter,
  withMorePages,
  withoutFilters,
  withSort,
} from '../../api/collector/accounts/accounts-query';

/**
 * The list's view is the URL (collector spec 2: "The URL is kept in sync with the filters"): reload,
 * back and forward, and a pasted link all restore it. Each change is a new history entry, except
 * Load More, so Back returns to the previous view rather than to fewer rows.
 */
export function useAccountsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseAccountsQuery(searchParams), [searchParams]);

  // Built from the URL at call time, not from this render: a debounced control may call it late.
  const update = useCallback(
    (change: (current: AccountsQuery) => AccountsQuery, options?: { replace?: boolean }) =>
      setSearchParams((current) => toAccountsSearchParams(change(parseAccountsQuery(current)), current), { preventScrollReset: true, ...options }),
    [setSearchParams],
  );

  return {
    query,
    setFilter: useCallback((key: string, value: FilterValue | undefined) => update((q) => withFilter(q, key, value)), [update]),
    clearFilters: useCallback(() => update(withoutFilters), [update]),
    sortBy: useCallback((sort: AccountSortKey) => update((q) => withSort(q, sort)), [update]),
    loadMore: useCallback(() => update(withMorePages, { replace: true }), [update]),
  };
}

export type AccountsView = ReturnType<typeof useAccountsView>;
