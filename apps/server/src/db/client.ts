import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceEmbeddedQueries } from '../platform/tracing.js';
import * as schema from './schema/index.js';

export { schema };
export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: queries take either. */
export type Executor = Database | Transaction;

/** PGlite answers { rows }, node-postgres a QueryResult with rows too; some drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** The rows of a plain SQL statement (one Drizzle cannot build), whichever driver answers. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close(): Promise<void> };

export type OpenOptions = { kind: 'pglite'; dir?: string; loadDataDir?: Blob | File } | { kind: 'postgres'; url: string; max?: number };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Taken around migrations so that several nodes starting at once on PostgreSQL migrate once.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const pglite = new PGlite({ dataDir: options.dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    await pglite.waitReady;
    traceEmbeddedQueries(pglite);
    const db = withAfterCommit(drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Database);
    return { kind: 'pglite', db, pglite, close: () => pglite.close() };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = withAfterCommit(drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database);
  return { kind: 'postgres', db, pool, url: options.url, close: () => pool.end() };
}

type CommitHook = (db: Database) => void;
const commitHooks = new WeakMap<object, CommitHook[]>();

/**
 * Runs `hook` once the transaction `tx` commits, and never if it rolls back; outside a transaction
 * the write already happened, so it runs now. For what others may see only after the commit (a
 * live update that makes a browser read the row again). The hook gets the database it ran on.
 */
export function afterCommit(tx: Executor, hook: CommitHook): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else hook(tx as Database);
}

function withAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Transaction) => Promise<unknown>, config?: Parameters<Database['transaction']>[1]) => {
    const hooks: CommitHook[] = [];
    const result = await transaction(async (tx) => {
      commitHooks.set(tx, hooks);
      return run(tx);
    }, config);
    for (const hook of hooks) {
      try {
        hook(db);
      } catch {
        // The commit stands; a hook (a live update) that fails must not turn it into an error.
      }
    }
    return result;
  }) as Database['transaction'];
  return db;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/**
 * Whether the database holds every migration this build ships: drizzle records each applied one
 * with its journal entry's `when`, so the newest applied must be the journal's last (a node of an
 * older build, or a migration that failed, answers false). For /readyz.
 */
export async function hasLatestMigration(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  const expected = Math.max(...journal.entries.map((e) => e.when));
  const result = (await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { applied: string | null }[];
  };
  return Number(result.rows[0]?.applied ?? 0) >= expected;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await db.$count(schema.lawFirms)) === 0;
}
