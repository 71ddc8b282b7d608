import { randomBytes } from 'node:crypto';
import {
  type Citation,
  type Language,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  type PilotCompletion,
  type PilotThread,
  type PromptSuggestion,
  type Rating,
} from '@parley/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { pilotCompletions, pilotFiles, pilotFunctionCalls, pilotThreads } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { Storage } from '../../platform/storage.js';
import type { AiProvider } from '../../providers/ai/interface.js';
import { findPersona, PERSONAS, publicPersona } from '../../providers/ai/personas.js';
import { createPilotFiles } from './pilot.files.js';
import { createPilotStreaming } from './pilot.streaming.js';
import { type CompletionRow, callOut, fileOut, type ThreadRow, threadOut } from './pilot.views.js';
import { suggestionsFor } from './suggestions.js';

export type PilotService = ReturnType<typeof createPilotService>;

/** Ask Solo: threads, questions answered by the AI provider and streamed to pilot:{thread_key}, ratings, files. */
export function createPilotService({
  db,
  clock,
  ai,
  realtime,
  storage,
  log,
}: {
  db: Database;
  clock: Clock;
  ai: AiProvider;
  realtime: RealtimeHub;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  /** Answers being streamed by this process: id -> the text so far (GET reads it, so a reload misses nothing). */
  const inFlight = new Map<number, string>();
  const running = new Set<Promise<void>>();

  async function hydrate(thread: ThreadRow, rows: CompletionRow[]): Promise<PilotCompletion[]> {
    const ids = rows.map((r) => r.id);
    const [files, calls] = ids.length
      ? await Promise.all([
          db.select().from(pilotFiles).where(inArray(pilotFiles.completionId, ids)).orderBy(asc(pilotFiles.id)),
          db.select().from(pilotFunctionCalls).where(inArray(pilotFunctionCalls.completionId, ids)).orderBy(asc(pilotFunctionCalls.id)),
        ])
      : [[], []];
    return rows.map((r) => {
      const persona = findPersona(r.personaId);
      return {
        id: r.id,
        threadKey: thread.threadKey,
        pilotThreadId: thread.id,
        userRequest: r.userRequest,
        assistantResponse: inFlight.get(r.id) ?? r.assistantResponse,
        state: r.state,
        rating: r.rating as Rating,
        createdAt: r.createdAt.toISOString(),
        pilotFiles: files.filter((f) => f.completionId === r.id).map(fileOut),
        pilotFunctionCalls: calls.filter((c) => c.completionId === r.id).map(callOut),
        persona: persona ? publicPersona(persona) : null,
        citations: r.citations,
      };
    });
  }

  async function completionOut(id: number): Promise<PilotCompletion> {
    const [row] = await db.select().from(pilotCompletions).where(eq(pilotCompletions.id, id));
    if (!row) throw new AppError('NOT_FOUND', PILOT_MESSAGES.completionNotFound);
    const [thread] = await db.select().from(pilotThreads).where(eq(pilotThreads.id, row.threadId));
    if (!thread) throw new AppError('NOT_FOUND', PILOT_MESSAGES.threadNotFound);
    const [out] = await hydrate(thread, [row]);
    return out as PilotCompletion;
  }

  async function findThread(userId: number, by: { threadKey?: string; id?: number }): Promise<ThreadRow> {
    const conditions = [eq(pilotThreads.userId, userId)];
    if (by.threadKey) conditions.push(eq(pilotThreads.threadKey, by.threadKey));
    if (by.id) conditions.push(eq(pilotThreads.id, by.id));
    const [thread] = await db
      .select()
      .from(pilotThreads)
      .where(and(...conditions));
    // Another consumer's thread answers exactly like a missing one.
    if (!thread) throw new AppError('NOT_FOUND', PILOT_MESSAGES.threadNotFound);
    return thread;
  }

  async function createThread(userId: number, agentKey: string): Promise<ThreadRow> {
    const [thread] = await db
      .insert(pilotThreads)
      .values({ userId, agentKey, threadKey: randomBytes(18).toString('base64url'), createdAt: clock.now() })
      .returning();
    if (!thread) throw new Error('thread insert returned no row');
    return thread;
  }

  const { answer } = createPilotStreaming({ db, clock, ai, realtime, log, inFlight, completionOut });
  const uploads = createPilotFiles({ db, clock, storage, findThread });

  return {
    personas: () => PERSONAS.map(publicPersona),

    async latestThread(userId: number): Promise<PilotThread> {
      const [latest] = await db.select().from(pilotThreads).where(eq(pilotThreads.userId, userId)).orderBy(desc(pilotThreads.id)).limit(1);
      return threadOut(latest ?? (await createThread(userId, 'ask_solo')));
    },

    /** A fresh thread; the latest one is reused while it has no questions, so repeated presses make one. */
    async newThread(userId: number): Promise<PilotThread> {
      const [latest] = await db.select().from(pilotThreads).where(eq(pilotThreads.userId, userId)).orderBy(desc(pilotThreads.id)).limit(1);
      if (latest) {
        const [any] = await db.select({ id: pilotCompletions.id }).from(pilotCompletions).where(eq(pilotCompletions.threadId, latest.id)).limit(1);
        if (!any) return threadOut(latest);
      }
      return threadOut(await createThread(userId, 'ask_solo'));
    },

    /** Page 1 holds the newest questions; each page is in the order they were asked. */
    async listCompletions(userId: number, by: { threadKey?: string; id?: number }, page: number) {
      if (!by.threadKey && !by.id) throw new AppError('VALIDATION_FAILED', 'thread_key or pilot_thread_id is required');
      const thread = await findThread(userId, by);
      const size = PILOT_LIMITS.completionsPageSize;
      const rows = await db
        .select()
        .from(pilotCompletions)
        .where(eq(pilotCompletions.threadId, thread.id))
        .orderBy(desc(pilotCompletions.id))
        .limit(size + 1)
        .offset((page - 1) * size);
      const pageRows = rows.slice(0, size).reverse();
      return { pilotCompletions: await hydrate(thread, pageRows), hasNextPage: rows.length > size, pilotThread: threadOut(thread) };
    },

    /** `language` is the consumer's (users.language): Solo answers in it. */
    async createCompletion(
      userId: number,
      language: Language,
      input: {
        agentKey: string;
        pilotFileIds: number[];
        context: Record<string, unknown>;
        userRequest: string;
        threadKey: string;
        pilotThreadId?: number;
        personaId?: string | null;
      },
    ): Promise<PilotCompletion> {
      const thread = await findThread(userId, { threadKey: input.threadKey, id: input.pilotThreadId });
      const files = input.pilotFileIds.length
        ? await db
            .select()
            .from(pilotFiles)
            .where(and(eq(pilotFiles.userId, userId), inArray(pilotFiles.id, input.pilotFileIds), isNull(pilotFiles.completionId)))
        : [];
      if (files.length !== new Set(input.pilotFileIds).size) throw new AppError('NOT_FOUND', PILOT_MESSAGES.fileNotFound);
      const persona = findPersona(input.personaId);
      const [row] = await db
        .insert(pilotCompletions)
        .values({
          threadId: thread.id,
          userRequest: input.userRequest,
          state: 'processing',
          personaId: persona?.id ?? null,
          provider: ai.name,
          context: input.context,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('completion insert returned no row');
      if (files.length)
        await db
          .update(pilotFiles)
          .set({ completionId: row.id, threadId: thread.id })
          .where(
            inArray(
              pilotFiles.id,
              files.map((f) => f.id),
            ),
          );
      inFlight.set(row.id, '');
      const out = await completionOut(row.id);
      const job = answer(thread, row, userId, language, files)
        .catch((err) => log.error({ err, completionId: row.id }, 'assistant run crashed'))
        .finally(() => {
          inFlight.delete(row.id);
          running.delete(job);
        });
      running.add(job);
      return out;
    },

    async rate(userId: number, id: number, rating: Rating): Promise<PilotCompletion> {
      const [row] = await db
        .select({ id: pilotCompletions.id })
        .from(pilotCompletions)
        .innerJoin(pilotThreads, eq(pilotThreads.id, pilotCompletions.threadId))
        .where(and(eq(pilotCompletions.id, id), eq(pilotThreads.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', PILOT_MESSAGES.completionNotFound);
      await db.update(pilotCompletions).set({ rating }).where(eq(pilotCompletions.id, id));
      return completionOut(id);
    },

    async suggestions(
      userId: number,
      language: Language,
      query: { thread_key?: string; pilot_thread_id?: number; user_context?: string },
    ): Promise<PromptSuggestion[]> {
      let last: { intent: string | null; citations: Citation[] } | null = null;
      if (query.thread_key || query.pilot_thread_id) {
        const thread = await findThread(userId, { threadKey: query.thread_key, id: query.pilot_thread_id });
        const [row] = await db
          .select({ intent: pilotCompletions.intent, citations: pilotCompletions.citations })
          .from(pilotCompletions)
          .where(and(eq(pilotCompletions.threadId, thread.id), eq(pilotCompletions.state, 'completed')))
          .orderBy(desc(pilotCompletions.id))
          .limit(1);
        last = row ?? null;
      }
      return suggestionsFor(last, query.user_context ?? '', language);
    },

    /** Socket.IO: a consumer joins the room of their own thread only. */
    async canJoin(userId: number, threadKey: string): Promise<boolean> {
      const [thread] = await db
        .select({ id: pilotThreads.id })
        .from(pilotThreads)
        .where(and(eq(pilotThreads.userId, userId), eq(pilotThreads.threadKey, threadKey)));
      return Boolean(thread);
    },

    ...uploads,

    /** Resolves once every answer this process is streaming has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
