import { createHash } from 'node:crypto';
import {
  guessPortfolioMapping,
  PORTFOLIO_FIELDS,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PortfolioFieldKey,
  type PortfolioImport,
  type PortfolioMapping,
  type PortfolioRow,
  type PortfolioRowError,
  PortfolioRowSchema,
} from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { portfolioImports, portfolioMappings } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/multipart-upload.js';
import type { Storage } from '../../platform/storage.js';
import { type PortfolioKind, previewPortfolioFile, readPortfolioFile } from './portfolio-file.js';
import { type RawQuery, rawTransaction } from './portfolio-sql.js';

export type FirmActor = { userId: number; lawFirmId: number; ip: string };
export type ImportQueue = { enqueue(importId: number): Promise<void> };

/** Rows per transaction: one SELECT, one INSERT and one UPDATE of unnest arrays each. */
const BATCH_ROWS = 2000;
// pg_advisory_xact_lock(class, firm): one firm's batches never interleave, so two imports of the
// same reference at once cannot both create it.
const IMPORT_LOCK_CLASS = 727_023;

type ImportRow = typeof portfolioImports.$inferSelect;
type Counts = Pick<ImportRow, 'rowsRead' | 'rowsValid' | 'rowsInvalid' | 'createdCount' | 'updatedCount' | 'unchangedCount' | 'lockedCount'>;
type ValidRow = { row: number; data: PortfolioRow; hash: string };
const NOTHING_IMPORTED = 'Nothing was imported: the accounts are as they were before. Fix the file and try again.';

export function importView(row: ImportRow): PortfolioImport {
  return {
    id: row.id,
    filename: row.filename,
    kind: row.kind,
    status: row.status,
    headers: row.headers,
    sample: row.sample,
    mapping: row.mapping,
    rows_read: row.rowsRead,
    rows_valid: row.rowsValid,
    rows_invalid: row.rowsInvalid,
    created_count: row.createdCount,
    updated_count: row.updatedCount,
    unchanged_count: row.unchangedCount,
    locked_count: row.lockedCount,
    errors: row.errors,
    error: row.error,
    dry_run: row.dryRun,
    assign_round_robin: row.assignRoundRobin,
  };
}

/** The firm's remembered mapping where its columns are in this file, the guess from the headers elsewhere. */
export function mappingFor(headers: string[], remembered: Record<string, string | null> | null): PortfolioMapping {
  const guess = guessPortfolioMapping(headers);
  if (!remembered) return guess;
  const mapping: PortfolioMapping = {};
  for (const { key } of PORTFOLIO_FIELDS) {
    const column = remembered[key];
    mapping[key] = column && headers.includes(column) ? column : (guess[key] ?? null);
  }
  return mapping;
}

/** What the accounts table keeps of a row, in the order the hash and the SQL below read it. */
const stored = (r: PortfolioRow) =>
  [
    r.customer_name,
    r.email ?? null,
    r.birthdate ?? null,
    r.file_number ?? null,
    r.lawsuit_state,
    r.plaintiff_name,
    r.lawsuit_amount,
    r.mailing?.street ?? null,
    r.mailing?.city ?? null,
    r.mailing?.state ?? null,
    r.mailing?.zip ?? null,
  ] as const;
const STORED_COLUMNS = [
  ['customer_name', 'text'],
  ['email', 'text'],
  ['birthdate', 'date'],
  ['file_number', 'text'],
  ['lawsuit_state', 'text'],
  ['plaintiff_name', 'text'],
  ['lawsuit_amount_cents', 'bigint'],
  ['mailing_street', 'text'],
  ['mailing_city', 'text'],
  ['mailing_state', 'text'],
  ['mailing_zip', 'text'],
] as const;
/** The hash of an account's stored columns, in `stored`'s order: a row and the account it wrote hash alike. */
const columnsHash = (values: readonly unknown[]) => createHash('sha1').update(JSON.stringify(values)).digest('base64url');
const rowHash = (r: PortfolioRow) => columnsHash(stored(r));

/** Column i of every row, as one array parameter. */
const column = (rows: ValidRow[], i: number) => rows.map((r) => stored(r.data)[i] ?? null);

/**
 * One batch, in one transaction: rows whose reference is new create an account, rows whose content
 * changed update it unless its negotiation has begun (locked: a consumer may have answered the
 * amount), unchanged rows are left alone. A dry run only reads. Returns the counts of each.
 */
/** Who gets the next account an import creates: the firm's staff in turn, or nobody. */
type Rotation = { staff: number[]; next: number };

async function applyBatch(query: RawQuery, lawFirmId: number, rows: ValidRow[], dryRun: boolean, now: Date, rotation: Rotation | null = null) {
  await query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK_CLASS, lawFirmId]);
  const existing = await query(
    `SELECT ia.reference, ia.customer_document_id AS id, ia.row_hash, cd.last_action_code
       FROM imported_accounts ia JOIN customer_documents cd ON cd.id = ia.customer_document_id
      WHERE ia.law_firm_id = $1 AND ia.reference = ANY($2::text[])`,
    [lawFirmId, rows.map((r) => r.data.reference)],
  );
  const byReference = new Map<string, Record<string, unknown>>(existing.rows.map((e) => [e.reference as string, e]));
  // Issue 38: the firm's accounts that carry a row's reference but were not imported (a consumer
  // opened them, or an import from before references were kept) are the same accounts, not new
  // ones: re-importing the firm's own export created a duplicate of each. One such account is
  // adopted (linked to its reference, its columns hashed as a row would be); where several share
  // the reference, the row creates nothing and counts as left alone.
  const unlinked = await query(
    `SELECT cd.civil_number AS reference, cd.id, cd.last_action_code, ${STORED_COLUMNS.map(([name, type]) => (type === 'date' ? `${name}::text AS ${name}` : name)).join(', ')}
       FROM customer_documents cd
      WHERE cd.law_firm_id = $1 AND cd.civil_number = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM imported_accounts ia WHERE ia.customer_document_id = cd.id)`,
    [lawFirmId, rows.map((r) => r.data.reference).filter((ref) => !byReference.has(ref))],
  );
  const candidates = new Map<string, Record<string, unknown>[]>();
  for (const c of unlinked.rows) candidates.set(c.reference as string, [...(candidates.get(c.reference as string) ?? []), c]);
  const adopted = new Map<string, { id: number; hash: string }>();
  const ambiguous = new Set<string>();
  for (const [reference, accounts] of candidates) {
    const [only] = accounts;
    if (accounts.length > 1 || !only) {
      ambiguous.add(reference);
      continue;
    }
    // PostgreSQL answers a bigint as text; the row holds the amount as a number.
    const hash = columnsHash(STORED_COLUMNS.map(([name, type]) => (type === 'bigint' && only[name] != null ? Number(only[name]) : (only[name] ?? null))));
    adopted.set(reference, { id: only.id as number, hash });
    byReference.set(reference, { reference, id: only.id, row_hash: hash, last_action_code: only.last_action_code });
  }
  const created: ValidRow[] = [];
  const updated: (ValidRow & { id: number })[] = [];
  let unchanged = 0;
  let locked = 0;
  for (const r of rows) {
    const e = byReference.get(r.data.reference);
    if (ambiguous.has(r.data.reference)) locked++;
    else if (!e) created.push(r);
    else if (e.row_hash === r.hash) unchanged++;
    else if (e.last_action_code !== null) locked++;
    else updated.push({ ...r, id: e.id as number });
  }
  if (!dryRun && adopted.size > 0) {
    const links = [...adopted].map(([reference, a]) => ({ reference, ...a }));
    await query(
      `INSERT INTO imported_accounts (law_firm_id, reference, customer_document_id, row_hash)
       SELECT $1, t.reference, t.id, t.row_hash FROM unnest($2::text[], $3::int[], $4::text[]) AS t(reference, id, row_hash)`,
      [lawFirmId, links.map((l) => l.reference), links.map((l) => l.id), links.map((l) => l.hash)],
    );
  }
  let newIds: number[] = [];
  if (!dryRun && created.length > 0) {
    const ids = await query(`SELECT nextval(pg_get_serial_sequence('customer_documents', 'id'))::int AS id FROM generate_series(1, $1)`, [created.length]);
    newIds = ids.rows.map((r) => r.id as number);
    const names = STORED_COLUMNS.map(([name]) => name).join(', ');
    const params = STORED_COLUMNS.map(([, type], i) => `$${i + 4}::${type}[]`).join(', ');
    const alias = STORED_COLUMNS.map(([name]) => name).join(', ');
    const assignees = created.map(() => {
      if (!rotation || rotation.staff.length === 0) return null;
      return rotation.staff[rotation.next++ % rotation.staff.length] ?? null;
    });
    await query(
      `INSERT INTO customer_documents (id, law_firm_id, product, civil_number, created_at, assigned_user_id, ${names})
       OVERRIDING SYSTEM VALUE
       SELECT t.id, $1, 'solosettle', t.reference, $2, t.assigned_user_id, ${alias}
         FROM unnest($3::int[], $${STORED_COLUMNS.length + 4}::text[], $${STORED_COLUMNS.length + 5}::int[], ${params}) AS t(id, reference, assigned_user_id, ${alias})`,
      [lawFirmId, now, newIds, ...STORED_COLUMNS.map((_, i) => column(created, i)), created.map((r) => r.data.reference), assignees],
    );
    await query(
      `INSERT INTO imported_accounts (law_firm_id, reference, customer_document_id, row_hash)
       SELECT $1, t.reference, t.id, t.row_hash FROM unnest($2::text[], $3::int[], $4::text[]) AS t(reference, id, row_hash)`,
      [lawFirmId, created.map((r) => r.data.reference), newIds, created.map((r) => r.hash)],
    );
  }
  if (!dryRun && updated.length > 0) {
    const sets = STORED_COLUMNS.map(([name]) => `${name} = t.${name}`).join(', ');
    const params = STORED_COLUMNS.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ');
    const alias = STORED_COLUMNS.map(([name]) => name).join(', ');
    await query(
      `UPDATE customer_documents cd SET ${sets}
         FROM unnest($1::int[], ${params}) AS t(id, ${alias})
        WHERE cd.id = t.id AND cd.last_action_code IS NULL`,
      [updated.map((r) => r.id), ...STORED_COLUMNS.map((_, i) => column(updated, i))],
    );
    await query(
      `UPDATE imported_accounts ia SET row_hash = t.row_hash FROM unnest($1::int[], $2::text[]) AS t(id, row_hash) WHERE ia.customer_document_id = t.id`,
      [updated.map((r) => r.id), updated.map((r) => r.hash)],
    );
  }
  if (!dryRun && created.length + updated.length > 0) {
    // The balance and creditor came from the firm's own file: settlement rules may act on them
    // (issue 33; a consumer's typed facts only get suggestions).
    await query(
      `INSERT INTO firm_account_facts (customer_document_id, balance_cents, plaintiff_name, source, confirmed_at)
       SELECT cd.id, cd.lawsuit_amount_cents, cd.plaintiff_name, 'import', $2
         FROM customer_documents cd WHERE cd.id = ANY($1::int[]) AND cd.lawsuit_amount_cents IS NOT NULL AND cd.last_action_code IS NULL
       ON CONFLICT (customer_document_id) DO UPDATE
         SET balance_cents = excluded.balance_cents, plaintiff_name = excluded.plaintiff_name, source = 'import',
             confirmed_by_user_id = NULL, confirmed_at = excluded.confirmed_at`,
      [[...newIds, ...updated.map((r) => r.id)], now],
    );
  }
  return { created: created.length, updated: updated.length, unchanged, locked };
}

export function createPortfolioImports({
  database,
  clock,
  audit,
  storage,
  log,
  staffInTurn,
}: {
  /** The firm's staff who can hold accounts, least loaded first (the work queue's rule). */
  staffInTurn: (lawFirmId: number) => Promise<number[]>;
  database: DatabaseHandle;
  clock: Clock;
  audit: Audit;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const db = database.db;
  // Without pg-boss (tests that build the services alone) the work runs in this process.
  const running = new Set<Promise<void>>();
  let queue: ImportQueue = {
    async enqueue(importId) {
      const work = processImport(importId)
        .catch((err) => log.error({ err, importId }, 'portfolio import failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
  };

  async function load(actor: FirmActor, id: number): Promise<ImportRow> {
    const [row] = await db
      .select()
      .from(portfolioImports)
      .where(and(eq(portfolioImports.id, id), eq(portfolioImports.lawFirmId, actor.lawFirmId)));
    if (!row) throw new AppError('NOT_FOUND', 'Import not found');
    return row;
  }

  async function save(id: number, patch: Partial<ImportRow>) {
    await db.update(portfolioImports).set(patch).where(eq(portfolioImports.id, id));
  }

  /**
   * Reads the file through, validating every row and, unless a dry run, importing the valid ones,
   * all or nothing (issue 33, point 10: a bad row at line 2,102 left 2,000 accounts created while
   * the import said "failed"). The import's writes are one transaction: a row the database refuses,
   * a file that stops reading, a crash (the job is retried) leave the accounts exactly as before,
   * and the report says nothing was imported. A dry run only reads, a batch at a time.
   */
  async function processImport(importId: number): Promise<void> {
    const [found] = await db.select().from(portfolioImports).where(eq(portfolioImports.id, importId));
    if (!found || (found.status !== 'validating' && found.status !== 'importing')) return;
    const job = found;
    const dryRun = job.status === 'validating';
    const counts: Counts = { rowsRead: 0, rowsValid: 0, rowsInvalid: 0, createdCount: 0, updatedCount: 0, unchangedCount: 0, lockedCount: 0 };
    const errors: PortfolioRowError[] = [];
    const report = (error: PortfolioRowError) => {
      if (errors.length < PORTFOLIO_LIMITS.maxReportedErrors) errors.push(error);
    };
    // PGlite runs one transaction at a time and every other query waits for it: progress written
    // beside the import's transaction would wait for the import itself. PostgreSQL shows it as it goes.
    const canShowProgress = dryRun || database.kind === 'postgres';

    /** Every row of the file, validated; each full batch of valid rows goes to `apply`. */
    async function readRows(data: Buffer, apply: (rows: ValidRow[]) => Promise<Awaited<ReturnType<typeof applyBatch>>>): Promise<void> {
      const indexOf = new Map<PortfolioFieldKey, number>();
      for (const { key } of PORTFOLIO_FIELDS) {
        const header = job.mapping[key];
        if (header) indexOf.set(key, job.headers.indexOf(header));
      }
      const firstRowOf = new Map<string, number>();
      let batch: ValidRow[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const rows = batch;
        batch = [];
        const done = await apply(rows);
        counts.createdCount += done.created;
        counts.updatedCount += done.updated;
        counts.unchangedCount += done.unchanged;
        counts.lockedCount += done.locked;
        if (canShowProgress) await save(importId, { ...counts, errors });
      };
      let header = true;
      for await (const { row, cells } of readPortfolioFile(job.kind as PortfolioKind, data)) {
        if (header) {
          header = false;
          continue;
        }
        counts.rowsRead++;
        const input: Record<string, string> = {};
        for (const [key, at] of indexOf) input[key] = cells[at] ?? '';
        const parsed = PortfolioRowSchema.safeParse(input);
        if (!parsed.success) {
          counts.rowsInvalid++;
          const fields = new Set<string>();
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? 'row');
            if (fields.has(field)) continue;
            fields.add(field);
            report({ row, field, message: issue.message });
          }
          continue;
        }
        const first = firstRowOf.get(parsed.data.reference);
        if (first !== undefined) {
          counts.rowsInvalid++;
          report({ row, field: 'reference', message: PORTFOLIO_MESSAGES.duplicateInFile(first) });
          continue;
        }
        firstRowOf.set(parsed.data.reference, row);
        counts.rowsValid++;
        batch.push({ row, data: parsed.data, hash: rowHash(parsed.data) });
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
    }

    try {
      const data = await storage.get(job.storageKey);
      if (!data) throw new AppError('NOT_FOUND', 'The uploaded file is gone; upload it again');
      if (dryRun) {
        await readRows(data, (rows) => rawTransaction(database, (query) => applyBatch(query, job.lawFirmId, rows, true, clock.now())));
      } else {
        // Read before the import's transaction: PGlite answers nothing else while one is open.
        const rotation: Rotation | null = job.assignRoundRobin ? { staff: await staffInTurn(job.lawFirmId), next: 0 } : null;
        await rawTransaction(database, (query) => readRows(data, (rows) => applyBatch(query, job.lawFirmId, rows, false, clock.now(), rotation)));
      }
      await save(importId, { ...counts, errors, status: dryRun ? 'validated' : 'imported', finishedAt: clock.now() });
      if (!dryRun) {
        await audit.record({
          action: 'portfolio_imported',
          actorUserId: job.createdBy,
          realm: 'collector',
          details: { importId, lawFirmId: job.lawFirmId, created: counts.createdCount, updated: counts.updatedCount, invalid: counts.rowsInvalid },
        });
      }
    } catch (err) {
      const reason = err instanceof AppError && err.status < 500 ? err.message : 'The import stopped on an error.';
      if (!(err instanceof AppError)) log.error({ err, importId }, 'portfolio import failed');
      // The import's transaction was rolled back: whatever its batches counted, nothing was written.
      const written = dryRun ? {} : { createdCount: 0, updatedCount: 0, unchangedCount: 0, lockedCount: 0 };
      const error = dryRun ? reason : `${reason.replace(/\.?$/, '.')} ${NOTHING_IMPORTED}`;
      await save(importId, { ...counts, ...written, errors, status: 'failed', error, finishedAt: clock.now() });
    }
  }

  return {
    useQueue(next: ImportQueue) {
      queue = next;
    },
    processImport,
    /** Waits for the imports this process runs without a queue (tests). */
    async settle() {
      await Promise.all([...running]);
    },

    /** Stores the file sealed and answers with its columns, a sample and the mapping to start from. */
    async upload(actor: FirmActor, file: UploadedFile): Promise<PortfolioImport> {
      const kind = file.type.extension as PortfolioKind;
      const { headers, sample } = await previewPortfolioFile(kind, file.data);
      const [remembered] = await db.select().from(portfolioMappings).where(eq(portfolioMappings.lawFirmId, actor.lawFirmId));
      const mapping = mappingFor(headers, remembered?.mapping ?? null);
      const storageKey = await storage.put(file.data);
      const [row] = await db
        .insert(portfolioImports)
        .values({
          lawFirmId: actor.lawFirmId,
          createdBy: actor.userId,
          filename: file.filename.slice(0, 255),
          kind,
          storageKey,
          status: 'uploaded',
          headers,
          sample,
          mapping,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('import row not saved');
      await audit.record({
        action: 'portfolio_uploaded',
        actorUserId: actor.userId,
        realm: 'collector',
        ip: actor.ip,
        details: { importId: row.id, kind, bytes: file.data.length },
      });
      return importView(row);
    },

    async get(actor: FirmActor, id: number): Promise<PortfolioImport> {
      return importView(await load(actor, id));
    },

    /** Starts a dry run or the import with this mapping, and remembers the mapping for the firm's next file. */
    async start(actor: FirmActor, id: number, mapping: PortfolioMapping, dryRun: boolean, assignRoundRobin = false): Promise<PortfolioImport> {
      const row = await load(actor, id);
      if (row.status === 'validating' || row.status === 'importing') throw new AppError('CONFLICT', PORTFOLIO_MESSAGES.busy);
      const fields: Record<string, string> = {};
      for (const [key, header] of Object.entries(mapping)) {
        if (header && !row.headers.includes(header)) fields[`mapping.${key}`] = PORTFOLIO_MESSAGES.unknownColumn(header);
      }
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] as string, fields);
      const now = clock.now();
      const status = dryRun ? 'validating' : 'importing';
      const [started] = await db
        .update(portfolioImports)
        .set({
          status,
          dryRun,
          assignRoundRobin,
          mapping,
          rowsRead: 0,
          rowsValid: 0,
          rowsInvalid: 0,
          createdCount: 0,
          updatedCount: 0,
          unchangedCount: 0,
          lockedCount: 0,
          errors: [],
          error: null,
          finishedAt: null,
        })
        .where(eq(portfolioImports.id, id))
        .returning();
      await db
        .insert(portfolioMappings)
        .values({ lawFirmId: actor.lawFirmId, mapping, updatedAt: now })
        .onConflictDoUpdate({ target: portfolioMappings.lawFirmId, set: { mapping, updatedAt: now } });
      await audit.record({
        action: dryRun ? 'portfolio_dry_run' : 'portfolio_import_started',
        actorUserId: actor.userId,
        realm: 'collector',
        ip: actor.ip,
        details: { importId: id },
      });
      await queue.enqueue(id);
      return importView(started as ImportRow);
    },
  };
}
export type PortfolioImports = ReturnType<typeof createPortfolioImports>;
