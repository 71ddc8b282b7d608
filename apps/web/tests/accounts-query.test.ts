import { MAX_NUM_PAGES } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import {
  type AccountsQuery,
  DEFAULT_ACCOUNTS_QUERY,
  hasFilters,
  parseAccountsQuery,
  toAccountsSearchParams,
  withFilter,
  withMorePages,
  withoutFilters,
  withSort,
} from '../src/api/collector/accounts/accounts-query';

const parse = (search: string) => parseAccountsQuery(new URLSearchParams(search));
const build = (query: AccountsQuery) => decodeURIComponent(toAccountsSearchParams(query).toString());

describe('parseAccountsQuery', () => {
  it('gives the server defaults for an empty query string', () => {
    expect(parse('')).toEqual(DEFAULT_ACCOUNTS_QUERY);
  });

  it('reads text, enum list and range filters in the API bracket syntax', () => {
    const query = parse(
      'num_pages=3&sort=amount&direction=asc&filters[search]=smith&filters[status][]=Consumer%20Offer&filters[status][]=Lawyer%20Accept' +
        '&filters[debt_amount][min]=100&filters[debt_amount][max]=5000&filters[status_date][min]=1785449346&filters[customer_document_id]=123',
    );
    expect(query).toEqual({
      numPages: 3,
      sort: 'amount',
      direction: 'asc',
      filters: {
        search: 'smith',
        status: ['Consumer Offer', 'Lawyer Accept'],
        debt_amount: { min: 100, max: 5000 },
        status_date: { min: 1785449346 },
        customer_document_id: '123',
      },
    });
  });

  it('reads percent-encoded brackets as the browser writes them', () => {
    expect(parse('filters%5Bstate%5D%5B%5D=TX&filters%5Bstate%5D%5B%5D=CA').filters).toEqual({ state: ['TX', 'CA'] });
  });

  it.each([
    ['num_pages=0', { numPages: 1 }],
    ['num_pages=abc', { numPages: 1 }],
    ['num_pages=2.5', { numPages: 1 }],
    [`num_pages=${MAX_NUM_PAGES + 10}`, { numPages: MAX_NUM_PAGES }],
    ['sort=nonsense', { sort: 'status_date' }],
    ['direction=sideways', { direction: 'desc' }],
  ])('ignores or bounds the malformed %s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('drops blank values, non-numeric bounds and repeated enum values', () => {
    expect(parse('filters[search]=&filters[debt_amount][min]=abc&filters[debt_amount][max]=&filters[state][]=TX&filters[state][]=TX').filters).toEqual({
      state: ['TX'],
    });
  });

  it('ignores parameters that are not the view', () => {
    expect(parse('utm_source=mail&filters=x&filters[Bad-Key]=1')).toEqual(DEFAULT_ACCOUNTS_QUERY);
  });
});

describe('toAccountsSearchParams', () => {
  it('leaves the defaults out, so the plain page has a plain URL', () => {
    expect(build(DEFAULT_ACCOUNTS_QUERY)).toBe('');
  });

  it('writes enum values as key[] and ranges as key[min] and key[max]', () => {
    const query: AccountsQuery = {
      ...DEFAULT_ACCOUNTS_QUERY,
      filters: { search: 'o’brien & co', state: ['TX', 'CA'], offer_amount: { max: 900 } },
      sort: 'name',
      direction: 'asc',
      numPages: 2,
    };
    expect(build(query)).toBe(
      'filters[search]=o’brien+&+co&filters[state][]=TX&filters[state][]=CA&filters[offer_amount][max]=900&sort=name&direction=asc&num_pages=2',
    );
  });

  it('round-trips through the parser', () => {
    const query: AccountsQuery = {
      filters: { search: 'a+b=c', status: ['Consumer Offer'], first_payment_date: { min: 1785974400, max: 1797724800 }, archived: ['archived'] },
      sort: 'percent',
      direction: 'desc',
      numPages: 4,
    };
    expect(parseAccountsQuery(toAccountsSearchParams(query))).toEqual(query);
  });

  it('writes a non-default direction of the default sort', () => {
    expect(build({ ...DEFAULT_ACCOUNTS_QUERY, direction: 'asc' })).toBe('sort=status_date&direction=asc');
  });

  it('keeps the other parameters of the current URL', () => {
    const base = new URLSearchParams('auto=accept&filters[search]=old&num_pages=3');
    expect(decodeURIComponent(toAccountsSearchParams({ ...DEFAULT_ACCOUNTS_QUERY, filters: { search: 'new' } }, base).toString())).toBe(
      'auto=accept&filters[search]=new',
    );
  });
});

describe('view changes', () => {
  const loaded: AccountsQuery = { ...DEFAULT_ACCOUNTS_QUERY, filters: { search: 'smith' }, numPages: 3 };

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(loaded, 'state', ['TX'])).toEqual({ ...loaded, filters: { search: 'smith', state: ['TX'] }, numPages: 1 });
  });

  it.each([[''], ['   '], [[]], [{}], [undefined]])('removes a filter set to the empty %j', (value) => {
    expect(withFilter(loaded, 'search', value).filters).toEqual({});
  });

  it('clears every filter but keeps the sort', () => {
    const sorted = withSort(loaded, 'amount');
    expect(withoutFilters(sorted)).toEqual({ ...sorted, filters: {}, numPages: 1 });
    expect(hasFilters(withoutFilters(sorted))).toBe(false);
    expect(hasFilters(loaded)).toBe(true);
  });

  it('sorts a new column ascending, then flips it', () => {
    const ascending = withSort(DEFAULT_ACCOUNTS_QUERY, 'amount');
    expect(ascending).toMatchObject({ sort: 'amount', direction: 'asc' });
    expect(withSort(ascending, 'amount')).toMatchObject({ sort: 'amount', direction: 'desc' });
    expect(withSort(withSort(ascending, 'amount'), 'amount')).toMatchObject({ sort: 'amount', direction: 'asc' });
  });

  it('loads one more page at a time, up to the server limit', () => {
    expect(withMorePages(loaded).numPages).toBe(4);
    expect(withMorePages({ ...loaded, numPages: MAX_NUM_PAGES }).numPages).toBe(MAX_NUM_PAGES);
  });
});
