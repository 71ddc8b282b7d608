import { ACCOUNT_SORT_KEYS, type AccountSortKey, MAX_NUM_PAGES } from '@parley/shared';

// The accounts list's view lives in the URL, in the same words the API takes (collector spec 2,
// "Query params"): num_pages, filters[search], filters[key][] for enum values, filters[key][min|max]
// for ranges, plus sort and direction. One parser and one builder serve the address bar and the call.

export type RangeValue = Readonly<{ min?: number; max?: number }>;
/** A text filter, a list of enum values, or a min/max range (dollars or epoch seconds). */
export type FilterValue = string | readonly string[] | RangeValue;
export type AccountsFilters = Readonly<Record<string, FilterValue>>;
export type SortDirection = 'asc' | 'desc';

export interface AccountsQuery {
  filters: AccountsFilters;
  sort: AccountSortKey;
  direction: SortDirection;
  numPages: number;
}

/** The server's own defaults: the latest status first, one page. */
export const DEFAULT_ACCOUNTS_QUERY: AccountsQuery = { filters: {}, sort: 'status_date', direction: 'desc', numPages: 1 };

const FILTER_PARAM = /^filters\[([a-z_]+)\](?:\[(min|max)?\])?$/;
const OWN_PARAMS = /^(num_pages|sort|direction|filters\[.*)$/;

function isSortKey(value: string): value is AccountSortKey {
  return (ACCOUNT_SORT_KEYS as readonly string[]).includes(value);
}

export function isRange(value: FilterValue | undefined): value is RangeValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops what filters nothing: blank text, empty lists, ranges with neither bound. */
function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isRange(value)) return value.min === undefined && value.max === undefined;
  return value.length === 0;
}

/** Reads the view from a query string; anything malformed is ignored rather than trusted. */
export function parseAccountsQuery(params: URLSearchParams): AccountsQuery {
  const filters: Record<string, FilterValue> = {};
  let { sort, direction, numPages } = DEFAULT_ACCOUNTS_QUERY;
  for (const [name, value] of params) {
    if (name === 'num_pages') {
      const n = Number(value);
      if (Number.isInteger(n) && n >= 1) numPages = Math.min(n, MAX_NUM_PAGES);
    } else if (name === 'sort') {
      if (isSortKey(value)) sort = value;
    } else if (name === 'direction') {
      if (value === 'asc' || value === 'desc') direction = value;
    } else {
      const match = FILTER_PARAM.exec(name);
      if (!match || value === '') continue;
      const [, key = '', bound] = match;
      const current = filters[key];
      if (bound === 'min' || bound === 'max') {
        const n = Number(value);
        if (value.trim() !== '' && Number.isFinite(n)) filters[key] = { ...(isRange(current) ? current : {}), [bound]: n };
      } else if (name.endsWith('[]')) {
        const list = Array.isArray(current) ? (current as readonly string[]) : [];
        if (!list.includes(value)) filters[key] = [...list, value];
      } else if (current === undefined || typeof current === 'string') {
        filters[key] = value;
      }
    }
  }
  return { filters, sort, direction, numPages };
}

/**
 * Writes the view as a query string, leaving out the defaults. Parameters of `base` that are not the
 * view's own (a link's other parameters) are kept.
 */
export function toAccountsSearchParams(query: AccountsQuery, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of base ?? []) if (!OWN_PARAMS.test(name)) params.append(name, value);
  for (const [key, value] of Object.entries(query.filters)) {
    if (isEmptyFilter(value)) continue;
    if (typeof value === 'string') params.append(`filters[${key}]`, value);
    else if (isRange(value)) {
      if (value.min !== undefined) params.append(`filters[${key}][min]`, String(value.min));
      if (value.max !== undefined) params.append(`filters[${key}][max]`, String(value.max));
    } else for (const item of value) params.append(`filters[${key}][]`, item);
  }
  if (query.sort !== DEFAULT_ACCOUNTS_QUERY.sort || query.direction !== DEFAULT_ACCOUNTS_QUERY.direction) {
    params.append('sort', query.sort);
    params.append('direction', query.direction);
  }
  if (query.numPages > 1) params.append('num_pages', String(query.numPages));
  return params;
}

/** Sets (or, when empty, removes) one filter; any change of filters starts again from the first page. */
export function withFilter(query: AccountsQuery, key: string, value: FilterValue | undefined): AccountsQuery {
  const { [key]: _removed, ...rest } = query.filters;
  return { ...query, filters: isEmptyFilter(value) ? rest : { ...rest, [key]: value as FilterValue }, numPages: 1 };
}

export function withoutFilters(query: AccountsQuery): AccountsQuery {
  return { ...query, filters: {}, numPages: 1 };
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function withSort(query: AccountsQuery, sort: AccountSortKey): AccountsQuery {
  const direction: SortDirection = query.sort === sort && query.direction === 'asc' ? 'desc' : 'asc';
  return { ...query, sort, direction, numPages: 1 };
}

export function withMorePages(query: AccountsQuery): AccountsQuery {
  return { ...query, numPages: Math.min(query.numPages + 1, MAX_NUM_PAGES) };
}

export function hasFilters(query: AccountsQuery): boolean {
  return Object.values(query.filters).some((value) => !isEmptyFilter(value));
}
