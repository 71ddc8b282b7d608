import { ApplyFiltersResponseSchema } from '@parley/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { type AccountsQuery, toAccountsSearchParams } from './accounts-query';
import { accountsKeys } from './keys';

export type AccountsPage = ReturnType<typeof ApplyFiltersResponseSchema.parse>;
export type Account = AccountsPage['customer_info'][number];

/** The filtered, sorted list: the first `numPages` pages of 25. */
export async function findAccounts(queryString: string): Promise<AccountsPage> {
  return ApplyFiltersResponseSchema.parse(await apiFetch('GET', `/collectors/api/apply_filters${queryString ? `?${queryString}` : ''}`));
}

export function accountsQueryOptions(query: AccountsQuery) {
  const queryString = toAccountsSearchParams(query).toString();
  return queryOptions({ queryKey: accountsKeys.list(queryString), queryFn: () => findAccounts(queryString) });
}

/** Keeps showing the previous rows while a new filter, sort or page loads. */
export function useAccounts(query: AccountsQuery) {
  return useQuery({ ...accountsQueryOptions(query), placeholderData: keepPreviousData });
}
