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
