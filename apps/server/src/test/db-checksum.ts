import type { Database } from '../db/client.js';
import { runOn, tableChecksumsWith } from '../db/table-checksums.js';

export { rowsOf } from '../db/table-checksums.js';

/**
 * Tables a refused request may write to by design: refusals are audited, attempts are counted
 * against rate limits, and a session's last-seen time moves when it is used.
 */
export const WRITTEN_BY_REFUSALS = ['audit_log', 'rate_limit_hits', 'sessions'] as const;

/** Columns a background job may change after the request that caused them: mail delivery bookkeeping. */
const BACKGROUND_COLUMNS: Record<string, string[]> = { mail_outbox: ['sent_at', 'message_id', 'error'] };

/**
 * One md5 per table of the application's schema, so a test can tell that a refused request changed
 * nothing (db/table-checksums.ts, which backups also record).
 */
export async function tableChecksums(db: Database, except: readonly string[] = WRITTEN_BY_REFUSALS): Promise<Record<string, string>> {
  const sums = await tableChecksumsWith(runOn(db), { except, omitColumns: BACKGROUND_COLUMNS });
  return Object.fromEntries(Object.entries(sums).map(([name, s]) => [name, s.md5]));
}
