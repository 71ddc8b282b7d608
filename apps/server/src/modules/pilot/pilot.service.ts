import { randomBytes } from 'node:crypto';
import {
  type Citation,
  type Language,
  PILOT_EVENTS,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  type PilotCompletion,
  type PilotFile,
  type PilotFunctionCall,
  type PilotFunctionName,
  type PilotStreamMessage,
  type PilotThread,
  type PromptSuggestion,
  type Rating,
} from '@parley/shared';
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { customerDocuments, pilotCompletions, pilotFiles, pilotFunctionCalls, pilotThreads } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AttachmentType } from '../../platform/file-type.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { Storage } from '../../platform/storage.js';
import type { AiProvider } from '../../providers/ai/interface.js';
import { findPersona, PERSONAS, publicPersona } from '../../providers/ai/personas.js';
import { answerLanguage } from '../../providers/ai/spanish.js';
import { executeFunction, functionFailedMessage } from './pilot.functions.js';
import { suggestionsFor } from './suggestions.js';

type ThreadRow = typeof pilotThreads.$inferSelect;
type CompletionRow = typeof pilotCompletions.$inferSelect;
type FileRow = typeof pilotFiles.$inferSelect;
type CallRow = typeof pilotFunctionCalls.$inferSelect;

export const pilotRoom = (threadKey: string) => `pilot:${threadKey}`;

/** Said when the provider fails mid-answer, in the consumer's language (issue 24). */
const FAILED_ANSWER: Record<Language, string> = {
  en: "Sorry, I couldn't finish this answer. Please try again in a few minutes.",
  es: 'Lo siento, no pude terminar esta respuesta. Por favor, inténtelo de nuevo en unos minutos.',
};
// Partial answers are written to the database this often, for a reader on another process.
const PERSIST_EVERY_DELTAS = 20;
const HISTORY_TURNS = 6;

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

  function threadOut(t: ThreadRow): PilotThread {
    return { id: t.id, threadKey: t.threadKey, createdAt: t.createdAt.toISOString() };
  }
  function fileOut(f: FileRow): PilotFile {
    return {
      id: f.id,
      clientId: f.clientId ?? '',
      name: f.filename,
      contentType: f.contentType,
      state: 'uploaded',
      progress: 100,
      uploadError: null,
      showPath: `/pilot/files/${f.id}`,
      signedId: f.signedId,
    };
  }
  function callOut(c: CallRow): PilotFunctionCall {
    return {
      id: c.id,
      pilotCompletionId: c.completionId,
      functionName: c.functionName as PilotFunctionName,
      state: c.state,
      result: c.result ?? null,
      errorMessage: c.errorMessage,
    };
  }

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

  function emit(threadKey: string, message: PilotStreamMessage) {
    realtime.emit(pilotRoom(threadKey), PILOT_EVENTS.message, message);
  }

  async function updateCall(threadKey: string, id: number, values: Partial<typeof pilotFunctionCalls.$inferInsert>) {
    const [row] = await db.update(pilotFunctionCalls).set(values).where(eq(pilotFunctionCalls.id, id)).returning();
    if (row) realtime.emit(pilotRoom(threadKey), PILOT_EVENTS.functionCall, callOut(row));
  }

  /** Streams the answer, then runs the tools it asked for, each pending -> executing -> completed | failed. */
  async function answer(thread: ThreadRow, row: CompletionRow, userId: number, language: Language, files: FileRow[]) {
    const history = await db
      .select({ userRequest: pilotCompletions.userRequest, assistantResponse: pilotCompletions.assistantResponse })
      .from(pilotCompletions)
      .where(and(eq(pilotCompletions.threadId, thread.id), eq(pilotCompletions.state, 'completed'), lt(pilotCompletions.id, row.id)))
      .orderBy(desc(pilotCompletions.id))
      .limit(HISTORY_TURNS);
    const persona = findPersona(row.personaId);
    // The consumer's state, for a question that names none: the newest case's court state, else its mailing state.
    const [latestCase] = await db
      .select({ lawsuit: customerDocuments.lawsuitState, mailing: customerDocuments.mailingState })
      .from(customerDocuments)
      .where(eq(customerDocuments.userId, userId))
      .orderBy(desc(customerDocuments.id))
      .limit(1);
    const { currentDateTime, locales } = row.context as { currentDateTime?: string; locales?: string[] };
    // What Solo says itself (a failure, a tool's message) follows the answer: Spanish to a Spanish question.
    const replyLanguage = answerLanguage(language, row.userRequest);
    let text = '';
    const citations: Citation[] = [];
    const toolCalls: { name: PilotFunctionName; arguments: Record<string, unknown> }[] = [];
    let intent: string | null = null;
    let deltas = 0;
    try {
      for await (const event of ai.complete({
        history: history.reverse().flatMap((h) => [
          { role: 'user' as const, content: h.userRequest },
          { role: 'assistant' as const, content: h.assistantResponse },
        ]),
        userRequest: row.userRequest,
        language,
        persona: persona ? publicPersona(persona) : null,
        files: files.map((f) => ({ name: f.filename, contentType: f.contentType })),
        context: { currentDateTime, locales, state: latestCase?.lawsuit ?? latestCase?.mailing ?? undefined },
      })) {
        if (event.type === 'delta') {
          const offset = text.length;
          text += event.text;
          inFlight.set(row.id, text);
          emit(thread.threadKey, { type: 'delta', pilotCompletionId: row.id, offset, delta: event.text });
          deltas += 1;
          if (deltas % PERSIST_EVERY_DELTAS === 0) await db.update(pilotCompletions).set({ assistantResponse: text }).where(eq(pilotCompletions.id, row.id));
        } else if (event.type === 'citation') {
          if (!citations.some((c) => c.url === event.citation.url)) citations.push(event.citation);
        } else if (event.type === 'intent') {
          intent = event.intent;
        } else {
          toolCalls.push({ name: event.name, arguments: event.arguments });
        }
      }
    } catch (err) {
      log.warn({ err, completionId: row.id, provider: ai.name }, 'assistant answer failed');
      await db
        .update(pilotCompletions)
        .set({
          state: 'failed',
          assistantResponse: text ? `${text}\n\n${FAILED_ANSWER[replyLanguage]}` : FAILED_ANSWER[replyLanguage],
          completedAt: clock.now(),
          intent,
        })
        .where(eq(pilotCompletions.id, row.id));
      inFlight.delete(row.id);
      emit(thread.threadKey, { type: 'object', pilotCompletion: await completionOut(row.id) });
      return;
    }
    const calls = toolCalls.length
      ? await db
          .insert(pilotFunctionCalls)
          .values(
            toolCalls.map((c) => ({ completionId: row.id, functionName: c.name, arguments: c.arguments, state: 'pending' as const, createdAt: clock.now() })),
          )
          .returning()
      : [];
    await db
      .update(pilotCompletions)
      .set({ state: 'completed', assistantResponse: text, citations, intent, completedAt: clock.now() })
      .where(eq(pilotCompletions.id, row.id));
    inFlight.delete(row.id);
    emit(thread.threadKey, { type: 'object', pilotCompletion: await completionOut(row.id) });

    for (const call of calls) {
      await updateCall(thread.threadKey, call.id, { state: 'executing' });
      try {
        const result = await executeFunction({ db }, userId, call.functionName as PilotFunctionName, call.arguments, replyLanguage);
        await updateCall(thread.threadKey, call.id, { state: 'completed', result });
      } catch (err) {
        const message = err instanceof AppError ? err.message : functionFailedMessage(replyLanguage);
        if (!(err instanceof AppError)) log.error({ err, functionCallId: call.id }, 'assistant function failed');
        await updateCall(thread.threadKey, call.id, { state: 'failed', errorMessage: message });
      }
    }
  }

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

    /** The direct upload (consumer spec 7): checked by content, stored, answered with its signed id. */
    async directUpload(userId: number, upload: { filename: string; data: Buffer; type: AttachmentType }) {
      const { type } = upload;
      const storageKey = await storage.put(upload.data);
      const signedId = randomBytes(24).toString('base64url');
      await db.insert(pilotFiles).values({
        userId,
        signedId,
        filename: upload.filename.slice(0, 200),
        contentType: type.contentType,
        sizeBytes: upload.data.length,
        storageKey,
        createdAt: clock.now(),
      });
      return { signed_id: signedId, filename: upload.filename.slice(0, 200), content_type: type.contentType, byte_size: upload.data.length };
    },

    async createFile(userId: number, input: { attachment: string; client_id: string; thread_key: string }): Promise<PilotFile> {
      const thread = await findThread(userId, { threadKey: input.thread_key });
      const [file] = await db
        .update(pilotFiles)
        .set({ clientId: input.client_id, threadId: thread.id })
        .where(and(eq(pilotFiles.signedId, input.attachment), eq(pilotFiles.userId, userId), isNull(pilotFiles.completionId)))
        .returning();
      if (!file) throw new AppError('NOT_FOUND', PILOT_MESSAGES.fileNotFound);
      return fileOut(file);
    },

    async readFile(userId: number, id: number): Promise<{ filename: string; contentType: string; data: Buffer }> {
      const [file] = await db
        .select()
        .from(pilotFiles)
        .where(and(eq(pilotFiles.id, id), eq(pilotFiles.userId, userId)));
      const data = file ? await storage.get(file.storageKey) : null;
      if (!file || !data) throw new AppError('NOT_FOUND', PILOT_MESSAGES.fileNotFound);
      return { filename: file.filename, contentType: file.contentType, data };
    },

    /** Resolves once every answer this process is streaming has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
