import { guessPortfolioMapping, PORTFOLIO_FIELDS, PORTFOLIO_MESSAGES, type PortfolioImport, type PortfolioMapping } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { portfolioImports, portfolioMappings } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/multipart-upload.js';
import { type PortfolioKind, previewPortfolioFile } from './portfolio-file.js';
import { createImportRun, type ImportDeps } from './portfolio-import-run.js';

export type FirmActor = { userId: number; lawFirmId: number; ip: string };
export type ImportQueue = { enqueue(importId: number): Promise<void> };

type ImportRow = typeof portfolioImports.$inferSelect;

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

export function createPortfolioImports({ database, clock, audit, storage, log, staffInTurn }: ImportDeps) {
  const db = database.db;
  const processImport = createImportRun({ database, clock, audit, storage, log, staffInTurn });
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
