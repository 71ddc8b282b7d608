import type { DatabaseHandle } from '../../db/client.js';

export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Plain SQL with array parameters (unnest) in one transaction, on PGlite and PostgreSQL alike:
 * Drizzle's `sql` spreads an array into one parameter per element, which a 2,000-row batch cannot use.
 */
export async function rawTransaction<T>(handle: DatabaseHandle, work: (query: RawQuery) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return handle.pglite.transaction((tx) => work((text, params) => tx.query(text, params)));
  const client = await handle.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work((text, params) => client.query(text, params));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export function rawQuery(handle: DatabaseHandle): RawQuery {
  return handle.kind === 'postgres' ? (text, params) => handle.pool.query(text, params) : (text, params) => handle.pglite.query(text, params);
}
