import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, dropCsrfToken } from '../src/api/client';
import { ApiError, NetworkError } from '../src/api/errors';

interface Call {
  method: string;
  path: string;
  csrf: string | null;
  body: string | undefined;
}

type Responder = (call: Call) => { status: number; body?: unknown };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: answers GET /api/csrf with token-1, token-2, ... and the rest with `respond`. */
function fakeServer(respond: Responder) {
  const calls: Call[] = [];
  let issued = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call = { method: init.method ?? 'GET', path, csrf: headers.get('x-csrf-token'), body: init.body as string | undefined };
      calls.push(call);
      if (path === '/api/csrf') return json(200, { csrf_token: `token-${++issued}` });
      const { status, body } = respond(call);
      return json(status, body);
    }),
  );
  return { calls, mutations: () => calls.filter((c) => c.path !== '/api/csrf') };
}

beforeEach(() => dropCsrfToken());
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends GET requests without asking for a CSRF token', async () => {
    const server = fakeServer(() => ({ status: 200, body: { ok: true } }));
    await expect(apiFetch('GET', '/collectors/api/check_auth')).resolves.toEqual({ ok: true });
    expect(server.calls.map((c) => c.path)).toEqual(['/collectors/api/check_auth']);
  });

  it('fetches the CSRF token once and reuses it across mutations', async () => {
    const server = fakeServer(() => ({ status: 200, body: { message: 'sent' } }));
    await apiFetch('POST', '/collectors/api/password/forgot', { email: 'a@b.co' });
    await apiFetch('POST', '/users/password', { user: { email: 'a@b.co' } });
    expect(server.calls.filter((c) => c.path === '/api/csrf')).toHaveLength(1);
    expect(server.mutations().map((c) => c.csrf)).toEqual(['token-1', 'token-1']);
    expect(server.mutations()[0]?.body).toBe('{"email":"a@b.co"}');
  });

  it('drops the token after a sign-in, since the server rotated it', async () => {
    const server = fakeServer(() => ({ status: 200, body: { ok: true } }));
    await apiFetch('POST', '/collectors/api/login', { auth_token: 'code' });
    await apiFetch('POST', '/collectors/api/password/forgot', { email: 'a@b.co' });
    expect(server.mutations().map((c) => c.csrf)).toEqual(['token-1', 'token-2']);
  });

  it('drops the token after a two-step sign-in finishes, since the server rotated it', async () => {
    const server = fakeServer(() => ({ status: 200, body: { ok: true } }));
    await apiFetch('POST', '/collectors/api/login/mfa', { code: '123456' });
    await apiFetch('POST', '/collectors/api/mfa/setup');
    expect(server.mutations().map((c) => c.csrf)).toEqual(['token-1', 'token-2']);
    expect(server.mutations()[1]?.body).toBeUndefined();
  });

  it('refetches the token and retries once when the server answers CSRF_FAILED', async () => {
    let answered = 0;
    const server = fakeServer(() =>
      answered++ === 0 ? { status: 403, body: { error: 'Invalid CSRF', code: 'CSRF_FAILED' } } : { status: 200, body: { ok: true } },
    );
    await expect(apiFetch('DELETE', '/collectors/api/logout')).resolves.toEqual({ ok: true });
    expect(server.mutations().map((c) => c.csrf)).toEqual(['token-1', 'token-2']);
  });

  it('gives up after one retry', async () => {
    const server = fakeServer(() => ({ status: 403, body: { error: 'Invalid CSRF', code: 'CSRF_FAILED' } }));
    await expect(apiFetch('POST', '/users/password', {})).rejects.toMatchObject({ status: 403, code: 'CSRF_FAILED' });
    expect(server.mutations()).toHaveLength(2);
  });

  it('does not retry other 403 answers', async () => {
    const server = fakeServer(() => ({ status: 403, body: { error: 'Not allowed', code: 'FORBIDDEN' } }));
    await expect(apiFetch('POST', '/users/password', {})).rejects.toBeInstanceOf(ApiError);
    expect(server.mutations()).toHaveLength(1);
  });

  it('throws ApiError with the status, code, message and fields of the error body', async () => {
    fakeServer(() => ({ status: 409, body: { error: 'Taken', code: 'CONFLICT', fields: { 'user.email': 'Taken' } } }));
    const error = await apiFetch('POST', '/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Taken', fields: { 'user.email': 'Taken' } });
  });

  it('does not pass off a body that is not an error body as the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiFetch('GET', '/collectors/api/basic_stats')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'An unexpected error occurred',
    });
  });

  it('throws NetworkError when the request gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('GET', '/collectors/api/check_auth')).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends no content type on a DELETE without body', async () => {
    const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => (path === '/api/csrf' ? json(200, { csrf_token: 't' }) : json(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('DELETE', '/users/sign_out');
    const init = fetchMock.mock.calls[1]?.[1];
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
  });
});
