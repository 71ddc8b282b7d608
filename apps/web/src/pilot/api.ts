import {
  CompletionResponseSchema,
  CompletionsResponseSchema,
  type CreateCompletionInput,
  CSRF_HEADER,
  CsrfResponseSchema,
  DirectUploadResponseSchema,
  PersonasResponseSchema,
  PilotFileResponseSchema,
  PilotThreadResponseSchema,
  PromptSuggestionsResponseSchema,
  type Rating,
} from '@parley/shared';
import { apiFetch } from '../api/client';
import { consumerKeys } from '../api/consumer/keys';

/** Ask Solo's calls (consumer spec 7 "AI chat"). */
export const pilotKeys = {
  all: [...consumerKeys.all, 'pilot'] as const,
  latestThread: () => [...pilotKeys.all, 'latest-thread'] as const,
  completions: (threadKey: string) => [...pilotKeys.all, 'completions', threadKey] as const,
  personas: () => [...pilotKeys.all, 'personas'] as const,
  suggestions: (threadKey: string) => [...pilotKeys.all, 'suggestions', threadKey] as const,
};

export async function fetchLatestThread() {
  return PilotThreadResponseSchema.parse(await apiFetch('GET', '/pilot/completions/latest_thread.json')).pilotThread;
}
export async function createNewThread() {
  return PilotThreadResponseSchema.parse(await apiFetch('POST', '/pilot/completions/new_thread.json')).pilotThread;
}
export async function fetchCompletions(threadKey: string, page: number) {
  return CompletionsResponseSchema.parse(await apiFetch('GET', `/pilot/completions.json?thread_key=${encodeURIComponent(threadKey)}&page=${page}`));
}
export async function createCompletion(input: CreateCompletionInput['pilotCompletion']) {
  return CompletionResponseSchema.parse(await apiFetch('POST', '/pilot/completions.json', { pilotCompletion: input })).pilotCompletion;
}
export async function rateCompletion(id: number, rating: Rating) {
  return CompletionResponseSchema.parse(await apiFetch('PATCH', `/pilot/completions/${id}.json`, { pilotCompletion: { rating } })).pilotCompletion;
}
export async function fetchPersonas() {
  return PersonasResponseSchema.parse(await apiFetch('GET', '/pilot/personas.json')).data;
}
export async function fetchSuggestionsOnce(threadKey: string, userContext: string, signal: AbortSignal) {
  const query = new URLSearchParams({ agent_key: 'ask_solo', thread_key: threadKey, user_context: userContext });
  const response = await fetch(`/pilot/completions/prompt_suggestions?${query}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
  return PromptSuggestionsResponseSchema.parse(await response.json()).suggestions;
}

/**
 * The direct upload, with progress (fetch cannot report upload progress, XMLHttpRequest can),
 * then the file record in the thread.
 */
export async function uploadPilotFile(file: File, clientId: string, threadKey: string, onProgress: (percent: number) => void) {
  const csrf = CsrfResponseSchema.parse(await apiFetch('GET', '/api/csrf')).csrf_token;
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = await new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/rails/active_storage/direct_uploads');
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Reported below.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error((body as { error?: string } | null)?.error ?? 'upload failed'));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(form);
  });
  const { signed_id } = DirectUploadResponseSchema.parse(uploaded);
  return PilotFileResponseSchema.parse(
    await apiFetch('POST', '/pilot/files.json', { pilot_file: { attachment: signed_id, client_id: clientId, thread_key: threadKey } }),
  ).pilotFile;
}
