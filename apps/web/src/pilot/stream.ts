import type { PilotCompletion, PilotFunctionCall, PilotStreamMessage } from '@parley/shared';

/**
 * The streaming rules (consumer spec 4): a delta appends to the assistant response; an object
 * replaces (or inserts) the completion and ends its stream. Each delta carries the length it
 * follows, so a delta already held (after a reconnection's refetch) is skipped, and one after a
 * gap asks for a refetch instead of corrupting the text.
 */
export type StreamResult = { completions: PilotCompletion[]; needsRefetch: boolean; endedId: number | null };

export function applyStreamMessage(completions: PilotCompletion[], message: PilotStreamMessage): StreamResult {
  if (message.type === 'object') {
    const incoming = message.pilotCompletion;
    const at = completions.findIndex((c) => c.id === incoming.id);
    const next = at >= 0 ? completions.map((c, i) => (i === at ? incoming : c)) : [...completions, incoming];
    return { completions: next, needsRefetch: false, endedId: incoming.id };
  }
  const at = completions.findIndex((c) => c.id === message.pilotCompletionId);
  const current = completions[at];
  if (!current) return { completions, needsRefetch: true, endedId: null };
  // A final answer already arrived: late deltas change nothing.
  if (current.state !== 'processing') return { completions, needsRefetch: false, endedId: null };
  const held = current.assistantResponse;
  if (message.offset > held.length) return { completions, needsRefetch: true, endedId: null };
  const end = message.offset + message.delta.length;
  if (end <= held.length) return { completions, needsRefetch: false, endedId: null };
  const text = held + message.delta.slice(held.length - message.offset);
  return { completions: completions.map((c, i) => (i === at ? { ...c, assistantResponse: text } : c)), needsRefetch: false, endedId: null };
}

/** A function-call update replaces the call in its completion (or adds it). */
export function applyFunctionCall(completions: PilotCompletion[], call: PilotFunctionCall): PilotCompletion[] {
  return completions.map((c) => {
    if (c.id !== call.pilotCompletionId) return c;
    const at = c.pilotFunctionCalls.findIndex((f) => f.id === call.id);
    const calls = at >= 0 ? c.pilotFunctionCalls.map((f, i) => (i === at ? call : f)) : [...c.pilotFunctionCalls, call];
    return { ...c, pilotFunctionCalls: calls };
  });
}

/** Calls that still show a progress message: pending or executing (completed or failed leave the set). */
export function activeFunctionCalls(completion: PilotCompletion): PilotFunctionCall[] {
  return completion.pilotFunctionCalls.filter((f) => f.state === 'pending' || f.state === 'executing');
}

/**
 * The 2 s fallback: when no final object arrives, the stream counts as finished 2 s after its
 * last delta. `touch` on every delta, `end` on the object; `onIdle` fires once per stream.
 */
export function createStreamIdleTimer(
  delayMs: number,
  onIdle: (completionId: number) => void,
  timers = { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle) },
) {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  return {
    touch(completionId: number) {
      const held = pending.get(completionId);
      if (held) timers.clear(held);
      pending.set(
        completionId,
        timers.set(() => {
          pending.delete(completionId);
          onIdle(completionId);
        }, delayMs),
      );
    },
    end(completionId: number) {
      const held = pending.get(completionId);
      if (held) timers.clear(held);
      pending.delete(completionId);
    },
    dispose() {
      for (const handle of pending.values()) timers.clear(handle);
      pending.clear();
    },
  };
}
