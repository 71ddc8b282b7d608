import { CSRF_HEADER, CsrfResponseSchema, ErrorBodySchema, type ErrorCode } from '@parley/shared';
import { ApiError, NetworkError, UNEXPECTED_ERROR_MESSAGE } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls after which the server replaces the CSRF secret (every sign-in, including its two-step
 * finish, sign-up, invite acceptance and sign-out), so the token we hold no longer matches it.
 */
const CSRF_ROTATING_CALLS: ReadonlySet<string> = new Set([
  'POST /collectors/api/login',
  'POST /collectors/api/login/mfa',
  'POST /collectors/api/accept_invite',
  'DELETE /collectors/api/logout',
  'POST /users',
  'POST /users/sign_in',
  'DELETE /users/sign_out',
  // A password change in the profile signs the consumer in afresh.
  'PUT /users',
]);

// Kept in memory only: a token in localStorage would outlive the session and be readable by any script.
let csrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

export function dropCsrfToken(): void {
  csrfToken = null;
}

async function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  // Concurrent mutations share one GET /api/csrf.
  csrfRequest ??= send('GET', '/api/csrf', {}, {}, 'json')
    .then((body) => {
      const token = CsrfResponseSchema.parse(body).csrf_token;
      csrfToken = token;
      return token;
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

/**
 * One JSON call to the Parley API on this origin. Resolves with the parsed body (callers validate it
 * with the shared schema); rejects with ApiError when the server answers an error, NetworkError when
 * it cannot be reached.
 */
export async function apiFetch(method: HttpMethod, path: string, body?: unknown): Promise<unknown> {
  const request = body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
  return withCsrf(method, path, (headers) => send(method, path, request, headers, 'json'));
}

/** A GET that still changes something on the server (the spec's fetch_credit_report): it carries the CSRF token. */
export async function apiGetWithCsrf(path: string): Promise<unknown> {
  return withCsrf('GET', path, (headers) => send('GET', path, {}, headers, 'json'), true);
}

/** A multipart upload (a browser FormData): the browser sets the boundary. */
export async function apiUpload(path: string, form: FormData): Promise<unknown> {
  return withCsrf('POST', path, (headers) => send('POST', path, { body: form }, headers, 'json'));
}

/** The CSRF header for a request this client cannot make itself (an XMLHttpRequest reporting upload progress). */
export async function csrfHeaders(): Promise<Record<string, string>> {
  return { [CSRF_HEADER]: await getCsrfToken() };
}

/** A GET answered with a file (a CSV export): resolves with its bytes; an error answer rejects with ApiError. */
export async function apiGetFile(path: string): Promise<Blob> {
  return withCsrf('GET', path, (headers) => send('GET', path, {}, headers, 'blob')) as Promise<Blob>;
}

/** A POST answered with a file (a PDF): resolves with its bytes. */
export async function apiDownload(path: string, body: unknown): Promise<Blob> {
  return withCsrf('POST', path, (headers) =>
    send('POST', path, { body: JSON.stringify(body), contentType: 'application/json' }, headers, 'blob'),
  ) as Promise<Blob>;
}

async function withCsrf(method: HttpMethod, path: string, call: (headers: Record<string, string>) => Promise<unknown>, forceCsrf = false): Promise<unknown> {
  if (!MUTATING.has(method) && !forceCsrf) return call({});
  try {
    return await call({ [CSRF_HEADER]: await getCsrfToken() });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'CSRF_FAILED')) throw error;
    // The secret was rotated under us (another tab signed in or out): fetch a fresh token and retry once.
    dropCsrfToken();
    return await call({ [CSRF_HEADER]: await getCsrfToken() });
  } finally {
    if (CSRF_ROTATING_CALLS.has(`${method} ${path}`)) dropCsrfToken();
  }
}

async function send(
  method: HttpMethod,
  path: string,
  request: { body?: BodyInit; contentType?: string },
  headers: Record<string, string>,
  expect: 'json' | 'blob',
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: expect === 'json' ? 'application/json' : '*/*', ...(request.contentType ? { 'content-type': request.contentType } : {}), ...headers },
      body: request.body,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }
  if (response.ok && expect === 'blob') return response.blob();
  const parsed = await readJson(response);
  if (response.ok) return parsed;
  throw toApiError(response.status, parsed);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.error, parsed.data.fields);
  // A proxy page or an empty body: keep the status, say nothing we cannot stand behind.
  return new ApiError(status, codeForStatus(status), UNEXPECTED_ERROR_MESSAGE);
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'RULE_VIOLATED',
  429: 'RATE_LIMITED',
};

function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? 'INTERNAL';
}
