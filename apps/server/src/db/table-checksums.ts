import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client.js';

export { rowsOf };

export type TableChecksum = { rows: number; md5: string };

/** Runs one SQL text and answers its rows: a Drizzle database, a pool client, a PGlite. */
export type RunQuery = <T>(text: string) => Promise<T[]>;

/**
 * One md5 and row count per table of the application's schema (`public`): the md5 of the sorted
 * md5s of its rows as JSON, so the order rows are stored in does not matter and a million-row table
 * costs a sort of 32-byte strings, not one giant text. A new table is included without being named.
 * `omitColumns` leaves out columns that may change on their own (for tests).
 */
export async function tableChecksumsWith(
  run: RunQuery,
  options: { except?: readonly string[]; omitColumns?: Record<string, readonly string[]> } = {},
): Promise<Record<string, TableChecksum>> {
  const names = (
    await run<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((n) => !(options.except ?? []).includes(n));
  if (names.length === 0) throw new Error('no tables to checksum');
  // One statement for all tables: on PGlite each statement costs a round trip through WASM.
  const parts = names.map((name) => {
    const row = `(to_jsonb(t)${(options.omitColumns?.[name] ?? []).map((c) => ` - '${c}'`).join('')})::text`;
    return `SELECT '${name}' AS name, count(*) AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS md5 FROM (SELECT md5(${row}) AS h FROM "${name}" t) s`;
  });
  const sums = await run<{ name: string; rows: string | number; md5: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(sums.map((s) => [s.name, { rows: Number(s.rows), md5: s.md5 }]));
}

export const runOn =
  (db: Database): RunQuery =>
  async <T>(text: string) =>
    rowsOf<T>(await db.execute(sql.raw(text)));
