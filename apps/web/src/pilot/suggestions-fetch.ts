import { PILOT_LIMITS, type PromptSuggestion } from '@parley/shared';

/**
 * Consumer spec 8 and 9: a suggestions fetch times out after 10 s and is retried twice, after
 * 1 s and then 2 s; when all three fail, the list is empty (never an error on screen).
 */
export async function fetchSuggestionsWithRetry(
  fetchOnce: (signal: AbortSignal) => Promise<PromptSuggestion[]>,
  options: { timeoutMs?: number; retryDelaysMs?: readonly number[]; sleep?: (ms: number) => Promise<void> } = {},
): Promise<PromptSuggestion[]> {
  const timeoutMs = options.timeoutMs ?? PILOT_LIMITS.suggestionTimeoutMs;
  const delays = options.retryDelaysMs ?? PILOT_LIMITS.suggestionRetryDelaysMs;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchOnce(controller.signal);
    } catch {
      // Retried below; the last failure gives an empty list.
    } finally {
      clearTimeout(timer);
    }
  }
  return [];
}
