import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Tables a refused request may write to by design: refusals are audited, attempts are counted
 * against rate limits, and a session's last-seen time moves when it is used.
 */
export const WRITTEN_BY_REFUSALS = ['audit_log', 'rate_limit_hits', 'sessions'] as const;

/** Columns a background job may change after the request that caused them: mail delivery bookkeeping. */
const BACKGROUND_COLUMNS: Record<string, string[]> = { mail_outbox: ['sent_at', 'message_id', 'error'] };

/**
 * One md5 per table of the application's schema (every row as text, in a fixed order), so a test
 * can tell that a refused request changed nothing. A new table is included without being named.
 */
export async function tableChecksums(db: Database, except: readonly string[] = WRITTEN_BY_REFUSALS): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = rowsOf<{ name: string }>(tables)
    .map((r) => r.name)
    .filter((n) => !except.includes(n));
  if (names.length === 0) throw new Error('no tables to checksum');
  const parts = names.map((n) => {
    const row = `(to_jsonb(t)${(BACKGROUND_COLUMNS[n] ?? []).map((c) => ` - '${c}'`).join('')})::text`;
    return `SELECT '${n}' AS name, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS sum FROM "${n}" t`;
  });
  const sums = await db.execute<{ name: string; sum: string }>(sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(rowsOf<{ name: string; sum: string }>(sums).map((r) => [r.name, r.sum]));
}

/** PGlite answers { rows }, node-postgres a QueryResult with rows too; some drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
