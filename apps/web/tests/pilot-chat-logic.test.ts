import { clampIframeHeight, nextRating, PILOT_MESSAGES, type PilotCompletion } from '@parley/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personaToClear } from '../src/pilot/persona-choice';
import { activeFunctionCalls, applyFunctionCall, applyStreamMessage, createStreamIdleTimer } from '../src/pilot/stream';
import { fetchSuggestionsWithRetry } from '../src/pilot/suggestions-fetch';
import { uploadProblem } from '../src/pilot/upload-checks';

const completion = (over: Partial<PilotCompletion> = {}): PilotCompletion => ({
  id: 7,
  threadKey: 'thread-key-1',
  pilotThreadId: 1,
  userRequest: 'Q',
  assistantResponse: '',
  state: 'processing',
  rating: 0,
  createdAt: '2026-11-02T15:00:00Z',
  pilotFiles: [],
  pilotFunctionCalls: [],
  persona: null,
  citations: [],
  ...over,
});
const delta = (offset: number, text: string) => ({ type: 'delta' as const, pilotCompletionId: 7, offset, delta: text });

describe('streaming', () => {
  it('appends deltas in order and lets the final object replace the text and end the stream', () => {
    let list = [completion()];
    list = applyStreamMessage(list, delta(0, 'Hello ')).completions;
    list = applyStreamMessage(list, delta(6, 'world')).completions;
    expect(list[0]?.assistantResponse).toBe('Hello world');
    const final = applyStreamMessage(list, { type: 'object', pilotCompletion: completion({ state: 'completed', assistantResponse: 'Hello world.' }) });
    expect(final.completions[0]).toMatchObject({ state: 'completed', assistantResponse: 'Hello world.' });
    expect(final.endedId).toBe(7);
    // A delta that arrives after the object changes nothing.
    expect(applyStreamMessage(final.completions, delta(11, '!!')).completions[0]?.assistantResponse).toBe('Hello world.');
  });

  it('after a reconnection, skips what the refetch already holds and asks for a refetch after a gap', () => {
    const refetched = [completion({ assistantResponse: 'Hello wor' })];
    expect(applyStreamMessage(refetched, delta(0, 'Hello ')).completions[0]?.assistantResponse).toBe('Hello wor');
    expect(applyStreamMessage(refetched, delta(6, 'world')).completions[0]?.assistantResponse).toBe('Hello world');
    const gap = applyStreamMessage(refetched, delta(20, 'later'));
    expect(gap.needsRefetch).toBe(true);
    expect(gap.completions).toBe(refetched);
    expect(applyStreamMessage([], delta(0, 'x')).needsRefetch).toBe(true);
  });

  it('inserts an object for a completion it does not hold yet', () => {
    expect(applyStreamMessage([], { type: 'object', pilotCompletion: completion({ id: 9 }) }).completions.map((c) => c.id)).toEqual([9]);
  });
});

describe('the 2 s fallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends a stream 2 s after its last delta when no object arrives, once', () => {
    const idle = vi.fn();
    const timer = createStreamIdleTimer(2_000, idle);
    timer.touch(7);
    vi.advanceTimersByTime(1_500);
    timer.touch(7);
    vi.advanceTimersByTime(1_999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(7);
    vi.advanceTimersByTime(10_000);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('does not fire when the final object ends the stream', () => {
    const idle = vi.fn();
    const timer = createStreamIdleTimer(2_000, idle);
    timer.touch(7);
    timer.end(7);
    vi.advanceTimersByTime(5_000);
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('function calls', () => {
  it('moves a call through pending, executing and completed, leaving the active set when done', () => {
    const call = { id: 1, pilotCompletionId: 7, functionName: 'start_debt_answer' as const, result: null, errorMessage: null };
    let list = [completion({ state: 'completed', pilotFunctionCalls: [{ ...call, state: 'pending' }] })];
    expect(activeFunctionCalls(list[0] as PilotCompletion)).toHaveLength(1);
    list = applyFunctionCall(list, { ...call, state: 'executing' });
    expect(activeFunctionCalls(list[0] as PilotCompletion)[0]?.state).toBe('executing');
    list = applyFunctionCall(list, { ...call, state: 'failed', errorMessage: 'No' });
    expect(activeFunctionCalls(list[0] as PilotCompletion)).toEqual([]);
    expect(list[0]?.pilotFunctionCalls[0]?.errorMessage).toBe('No');
  });
});

describe('suggestions', () => {
  it('retries twice, after 1 s then 2 s, then gives an empty list', async () => {
    const sleeps: number[] = [];
    const fetchOnce = vi.fn().mockRejectedValue(new Error('down'));
    const result = await fetchSuggestionsWithRetry(fetchOnce, { sleep: async (ms) => void sleeps.push(ms) });
    expect(result).toEqual([]);
    expect(fetchOnce).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it('aborts an attempt after the 10 s timeout and uses a later success', async () => {
    vi.useFakeTimers();
    const seen: AbortSignal[] = [];
    const fetchOnce = vi
      .fn()
      .mockImplementationOnce((signal: AbortSignal) => {
        seen.push(signal);
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      })
      .mockResolvedValueOnce([{ id: 'a', text: 'Ask', metadata: { source: 'starter' } }]);
    const pending = fetchSuggestionsWithRetry(fetchOnce, { sleep: async () => {} });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen[0]?.aborted).toBe(true);
    expect(await pending).toEqual([{ id: 'a', text: 'Ask', metadata: { source: 'starter' } }]);
    vi.useRealTimers();
  });
});

describe('persona, rating, iframe and uploads', () => {
  const listed = [{ id: 'solo', name: 'Solo', description: '', avatarUrl: '' }];
  it('clears a persona that is no longer listed, or that a completion came back without', () => {
    expect(personaToClear('retired', listed)).toBe(PILOT_MESSAGES.personaGone);
    expect(PILOT_MESSAGES.personaGone).toBe('Selected persona is no longer available, clearing selection');
    expect(personaToClear('solo', listed)).toBeNull();
    expect(personaToClear('solo', listed, completion({ state: 'completed', persona: null }))).toBe(PILOT_MESSAGES.personaGone);
    expect(personaToClear('solo', listed, completion({ state: 'processing', persona: null }))).toBeNull();
    expect(personaToClear(null, [])).toBeNull();
  });

  it('toggles a rating off when the same button is pressed again', () => {
    expect(nextRating(0, 1)).toBe(1);
    expect(nextRating(1, 1)).toBe(0);
    expect(nextRating(1, -1)).toBe(-1);
    expect(nextRating(-1, -1)).toBe(0);
  });

  it('clamps the payment iframe between 200 and 800 px, 400 by default', () => {
    expect(clampIframeHeight(undefined)).toBe(400);
    expect(clampIframeHeight('abc')).toBe(400);
    expect(clampIframeHeight(50)).toBe(200);
    expect(clampIframeHeight('650')).toBe(650);
    expect(clampIframeHeight(5_000)).toBe(800);
  });

  it('refuses a type or size the chat does not take, in the spec words', () => {
    expect(uploadProblem({ name: 'a.exe', size: 10 })).toBe("File type (exe) isn't allowed.");
    expect(uploadProblem({ name: 'scan.PDF', size: 26_214_401 })).toBe('File if to large. Max size is 25MB.');
    expect(uploadProblem({ name: 'scan.jpeg', size: 26_214_400 })).toBeNull();
  });
});
