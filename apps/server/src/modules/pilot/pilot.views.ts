import type { PilotFile, PilotFunctionCall, PilotFunctionName, PilotThread } from '@parley/shared';
import type { pilotCompletions, pilotFiles, pilotFunctionCalls, pilotThreads } from '../../db/schema/index.js';

export type ThreadRow = typeof pilotThreads.$inferSelect;
export type CompletionRow = typeof pilotCompletions.$inferSelect;
export type FileRow = typeof pilotFiles.$inferSelect;
export type CallRow = typeof pilotFunctionCalls.$inferSelect;

/** A thread as the API answers it. */
export function threadOut(t: ThreadRow): PilotThread {
  return { id: t.id, threadKey: t.threadKey, createdAt: t.createdAt.toISOString() };
}

/** A consumer's file as the API answers it: always uploaded, by the time it has a row. */
export function fileOut(f: FileRow): PilotFile {
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

/** A tool call the answer asked for, as the API and the socket carry it. */
export function callOut(c: CallRow): PilotFunctionCall {
  return {
    id: c.id,
    pilotCompletionId: c.completionId,
    functionName: c.functionName as PilotFunctionName,
    state: c.state,
    result: c.result ?? null,
    errorMessage: c.errorMessage,
  };
}
