import { PORTFOLIO_FIELDS, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioFieldKey, type PortfolioRowError, PortfolioRowSchema } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { portfolioImports } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { applyBatch, type Rotation, rowHash, type ValidRow } from './portfolio-batch.js';
import { type PortfolioKind, readPortfolioFile } from './portfolio-file.js';
import { rawTransaction } from './portfolio-sql.js';

/** Rows per transaction: one SELECT, one INSERT and one UPDATE of unnest arrays each. */
const BATCH_ROWS = 2000;

type ImportRow = typeof portfolioImports.$inferSelect;
type Counts = Pick<ImportRow, 'rowsRead' | 'rowsValid' | 'rowsInvalid' | 'createdCount' | 'updatedCount' | 'unchangedCount' | 'lockedCount'>;
const NOTHING_IMPORTED = 'Nothing was imported: the accounts are as they were before. Fix the file and try again.';

/** What an import needs, for its run and for the service around it. */
export type ImportDeps = {
  /** The firm's staff who can hold accounts, least loaded first (the work queue's rule). */
  staffInTurn: (lawFirmId: number) => Promise<number[]>;
  database: DatabaseHandle;
  clock: Clock;
  audit: Audit;
  storage: Storage;
  log: FastifyBaseLogger;
};

/** Runs an import's file through: a dry run or the import itself (a job, or in-process without a queue). */
export function createImportRun({ database, clock, audit, storage, log, staffInTurn }: ImportDeps) {
  const db = database.db;

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

  return processImport;
}
