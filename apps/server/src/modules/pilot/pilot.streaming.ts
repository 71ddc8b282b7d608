import { type Citation, type Language, PILOT_EVENTS, type PilotCompletion, type PilotFunctionName, type PilotStreamMessage } from '@parley/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { customerDocuments, pilotCompletions, pilotFunctionCalls } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { AiProvider } from '../../providers/ai/interface.js';
import { findPersona, publicPersona } from '../../providers/ai/personas.js';
import { answerLanguage } from '../../providers/ai/spanish.js';
import { executeFunction, functionFailedMessage } from './pilot.functions.js';
import { type CompletionRow, callOut, type FileRow, type ThreadRow } from './pilot.views.js';

export const pilotRoom = (threadKey: string) => `pilot:${threadKey}`;

/** Said when the provider fails mid-answer, in the consumer's language (issue 24). */
const FAILED_ANSWER: Record<Language, string> = {
  en: "Sorry, I couldn't finish this answer. Please try again in a few minutes.",
  es: 'Lo siento, no pude terminar esta respuesta. Por favor, inténtelo de nuevo en unos minutos.',
};
// Partial answers are written to the database this often, for a reader on another process.
const PERSIST_EVERY_DELTAS = 20;
const HISTORY_TURNS = 6;

/** A question's answer from the AI provider, streamed to pilot:{thread_key} as it comes. */
export function createPilotStreaming({
  db,
  clock,
  ai,
  realtime,
  log,
  inFlight,
  completionOut,
}: {
  db: Database;
  clock: Clock;
  ai: AiProvider;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
  /** Answers being streamed by this process: id -> the text so far. */
  inFlight: Map<number, string>;
  completionOut: (id: number) => Promise<PilotCompletion>;
}) {
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

  return { answer };
}
