import { createHash } from 'node:crypto';
import type { HardshipSummary } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { hardshipSummaries } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AiProvider } from '../../providers/ai/interface.js';
import { findDocumentInScope } from '../accounts/accounts.service.js';
import type { Viewer } from '../accounts/viewer.js';

export type HardshipSummaryService = ReturnType<typeof createHardshipSummaryService>;

/** The text the summary is made from: one "Reason: answer" line per hardship, then the statement. */
export function hardshipText(hardship: Record<string, string>, statement: string | null): string {
  const lines = Object.entries(hardship).map(([reason, answer]) => `${reason.replace(/_/g, ' ')}: ${answer}`);
  if (statement?.trim()) lines.push(`Statement: ${statement.trim()}`);
  return lines.join('\n');
}

/**
 * The collector's view of a consumer's hardship: an AI summary of their answers, kept with a hash
 * of what it summarized, so it is made again exactly when the answers change.
 */
export function createHardshipSummaryService({ db, clock, ai, log }: { db: Database; clock: Clock; ai: AiProvider; log: FastifyBaseLogger }) {
  return {
    async summaryFor(viewer: Viewer, customerDocumentId: number): Promise<HardshipSummary> {
      // The same tenancy as every account read: the viewer's firm (or every firm, read-only, on call).
      const doc = await findDocumentInScope(db, viewer.scope, customerDocumentId);
      if (!doc) throw new AppError('NOT_FOUND', 'Account not found');
      const text = hardshipText(doc.hardship, doc.hardshipStatement);
      if (!text) return { summary: null, generated_at: null, provider: ai.name };
      const inputHash = createHash('sha256').update(`${ai.name}\n${text}`).digest('hex');
      const [cached] = await db.select().from(hardshipSummaries).where(eq(hardshipSummaries.customerDocumentId, customerDocumentId));
      if (cached && cached.inputHash === inputHash)
        return { summary: cached.summary, generated_at: cached.generatedAt.toISOString(), provider: cached.provider };
      let summary: string;
      try {
        summary = (await ai.summarize({ text, purpose: 'hardship' })).slice(0, 2_000);
      } catch (err) {
        log.warn({ err, customerDocumentId, provider: ai.name }, 'hardship summary failed');
        // An older summary is better than none while the model is away.
        if (cached) return { summary: cached.summary, generated_at: cached.generatedAt.toISOString(), provider: cached.provider };
        throw new AppError('INTERNAL', 'The hardship summary is not available right now. Please try again later.');
      }
      const now = clock.now();
      await db
        .insert(hardshipSummaries)
        .values({ customerDocumentId, inputHash, summary, provider: ai.name, generatedAt: now })
        .onConflictDoUpdate({ target: hardshipSummaries.customerDocumentId, set: { inputHash, summary, provider: ai.name, generatedAt: now } });
      return { summary, generated_at: now.toISOString(), provider: ai.name };
    },
  };
}
