import { createRng } from '@parley/shared';
import type { DatabaseHandle } from '../../db/client.js';
import type { Crypto } from '../../platform/crypto.js';
import { createLawFirm } from '../law-firms/law-firms.service.js';
import { type AccountStory, buildStory, pickTarget } from './account-stories.js';
import { loadStories, nextIds, reserveIds } from './bulk-load.js';

/**
 * Benchmark data: `firms` new firms holding `accounts` accounts between them, the first (largest)
 * holding 10% (100,000 of a million) and the rest shared evenly. Accounts have no consumer user
 * (their consumer is only named on the case). Reports progress through `onProgress`.
 */
export async function generateAccounts(
  database: DatabaseHandle,
  crypto: Crypto,
  opts: { firms: number; accounts: number; now: Date; seed?: number; batchSize?: number; onProgress?: (done: number, total: number) => void },
): Promise<{ firmIds: number[]; largestFirmId: number }> {
  const runTag = opts.now.toISOString().slice(0, 16);
  const firmIds: number[] = [];
  for (let i = 0; i < opts.firms; i++) {
    firmIds.push((await createLawFirm(database.db, crypto, `Benchmark Firm ${String(i + 1).padStart(3, '0')} (${runTag})`)).id);
  }
  const largest = opts.firms === 1 ? opts.accounts : Math.round(opts.accounts / 10);
  const perOther = opts.firms === 1 ? 0 : Math.floor((opts.accounts - largest) / (opts.firms - 1));
  const plan = firmIds.map((id, i) => ({
    id,
    count: i === 0 ? largest : i === opts.firms - 1 ? opts.accounts - largest - perOther * (opts.firms - 2) : perOther,
  }));

  const batchSize = opts.batchSize ?? 5000;
  const rng = createRng(opts.seed ?? 42);
  const ids = await nextIds(database);
  // The usual bulk-load practice on PostgreSQL, measured here: what costs most per row goes, and comes back after.
  const restore = database.kind === 'postgres' ? await dropBulkLoadBrakes(database) : async (_loaded: boolean) => {};
  let done = 0;
  let batch: AccountStory[] = [];
  // Three batches in flight on PostgreSQL (the database, not Node, is the slower side); one on PGlite.
  const inFlight = new Set<Promise<void>>();
  const maxInFlight = database.kind === 'postgres' ? 3 : 1;
  const flush = async () => {
    const stories = batch;
    batch = [];
    const job: Promise<void> = loadStories(database, crypto, stories).then(() => {
      done += stories.length;
      opts.onProgress?.(done, opts.accounts);
      inFlight.delete(job);
    });
    inFlight.add(job);
    if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  };
  let loaded = false;
  try {
    for (const [index, firm] of plan.entries()) {
      for (let i = 0; i < firm.count; i++) {
        const { target, paymentStage } = pickTarget(rng);
        batch.push(buildStory(rng, ids, { lawFirmId: firm.id, firmPrefix: `B${index + 1}`, target, paymentStage, now: opts.now, userId: null }));
        if (batch.length >= batchSize) await flush();
      }
    }
    if (batch.length > 0) await flush();
    await Promise.all(inFlight);
    loaded = true;
  } finally {
    await restore(loaded);
  }
  await reserveIds(database, ids);
  return { firmIds, largestFirmId: firmIds[0] ?? -1 };
}

const BULK_TABLES = ['customer_documents', 'historical_offers', 'negotiation_events', 'payments_received', 'ledger_journals', 'ledger_entries'];

/**
 * Before a bulk load on PostgreSQL: drops the trigram (GIN) indexes, several times cheaper built
 * once over the loaded rows than grown a row at a time, and every foreign key of the loaded tables
 * (a trigger call per row). The B-tree indexes stay: the generator is the busy side of a load, and
 * PostgreSQL maintains them on the core it would otherwise leave idle (measured: dropping and
 * rebuilding them too made the whole run slower). Returns what puts it all back.
 */
async function dropBulkLoadBrakes(database: Extract<DatabaseHandle, { kind: 'postgres' }>): Promise<(loaded: boolean) => Promise<void>> {
  const { rows: indexes } = await database.pool.query<{ table: string; name: string; def: string }>(
    `SELECT tablename AS table, indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = ANY($1) AND indexdef LIKE '% USING gin %'`,
    [BULK_TABLES],
  );
  const { rows: foreignKeys } = await database.pool.query<{ table: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1)`,
    [BULK_TABLES],
  );
  for (const fk of foreignKeys) await database.pool.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT IF EXISTS "${fk.name}"`);
  for (const r of indexes) await database.pool.query(`DROP INDEX IF EXISTS "${r.name}"`);
  return async (loaded) => {
    const started = Date.now();
    process.stderr.write(`Rebuilding ${indexes.length} index${indexes.length === 1 ? '' : 'es'} and checking ${foreignKeys.length} foreign keys…\n`);
    // The keys come back unchecked at once (new rows are checked from here on) and are checked
    // below: VALIDATE locks only its own table and ROW SHARE on the one it points to, which an
    // index build does not block.
    for (const fk of foreignKeys) await database.pool.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.def} NOT VALID`);
    const vacuum = (table: string) => `VACUUM ANALYZE ${table}`; // statistics and the visibility map for the new rows
    const validate = (fk: { table: string; name: string }) => `ALTER TABLE ${fk.table} VALIDATE CONSTRAINT "${fk.name}"`;
    const indexed = new Set(indexes.map((r) => r.table));
    // Two at a time, one per core: the tables the index builds lock are vacuumed first, then the
    // builds (the longest work) start while the other tables are vacuumed and their keys checked;
    // the keys of the indexed tables are checked last, when their builds are done.
    await inParallel(database, [
      ...BULK_TABLES.filter((t) => loaded && indexed.has(t)).map(vacuum),
      ...indexes.map((r) => r.def),
      ...BULK_TABLES.filter((t) => loaded && !indexed.has(t)).map(vacuum),
      ...foreignKeys.filter((fk) => !indexed.has(fk.table)).map(validate),
      ...foreignKeys.filter((fk) => indexed.has(fk.table)).map(validate),
    ]);
    process.stderr.write(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  };
}

/** Runs the statements on two connections (one per core), each taking the next one off the list. */
async function inParallel(database: Extract<DatabaseHandle, { kind: 'postgres' }>, statements: string[]): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    [0, 1].map(async () => {
      const client = await database.pool.connect();
      try {
        await client.query("SET maintenance_work_mem = '256MB'");
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await client.query(next);
      } finally {
        client.release();
      }
    }),
  );
}

/** A one-line progress bar for a terminal (carriage return, no dependency). */
export function progressBar(started: number) {
  return (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = (Date.now() - started) / 1000;
    const rate = Math.round(done / Math.max(seconds, 0.001));
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor((done / total) * 100)).padStart(3)}%  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} accounts  ${rate.toLocaleString('en-US')}/s   `,
    );
    if (done >= total) process.stderr.write('\n');
  };
}
