import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users } from '../db/schema/index.js';
import { DEMO_PASSWORD, seedDemo } from '../modules/demo/seed-demo.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';
import { CSRF_MESSAGE } from './csrf.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

async function tableCounts() {
  const db = t.services.db;
  return { users: await db.$count(users), sessions: await db.$count(sessions), mail: await db.$count(mailOutbox) };
}

// Every mutating route of this issue, with a valid body.
const WRITES: [string, string, Record<string, unknown> | undefined][] = [
  ['POST', '/collectors/api/login', { email: 'admin@demo-law.test', password: DEMO_PASSWORD }],
  ['DELETE', '/collectors/api/logout', undefined],
  ['POST', '/collectors/api/accept_invite', { token: 'x'.repeat(43), password: 'a-long-passphrase' }],
  ['POST', '/collectors/api/password/forgot', { email: 'admin@demo-law.test' }],
  ['POST', '/collectors/api/password/reset', { token: 'x'.repeat(43), password: 'a-long-passphrase' }],
  [
    'POST',
    '/users',
    { user: { first_name: 'A', last_name: 'B', email: 'csrf@example.test', password: 'a-long-passphrase', password_confirmation: 'a-long-passphrase' } },
  ],
  ['POST', '/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } }],
  ['DELETE', '/users/sign_out', undefined],
  ['POST', '/users/password', { user: { email: 'consumer@demo.test' } }],
  ['PUT', '/users/password', { user: { reset_password_token: 'x'.repeat(43), password: 'a-long-passphrase', password_confirmation: 'a-long-passphrase' } }],
];

describe('CSRF', () => {
  it('hands out a token bound to an HttpOnly cookie', async () => {
    const agent = new Agent(t.app);
    const res = await agent.get('/api/csrf');
    expect(res.json()).toEqual({ csrf_token: expect.any(String) });
    expect(res.cookies.find((c) => c.name === 'parley_csrf')?.httpOnly).toBe(true);
    expect((await agent.get('/api/csrf')).json()).toEqual(res.json());
  });

  it.each(WRITES)('%s %s refuses a missing or wrong token with 403 and changes nothing', async (method, url, body) => {
    const agent = new Agent(t.app);
    await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    await agent.post('/collectors/api/login', { email: 'staff@demo-law.test', password: DEMO_PASSWORD });
    const before = await tableCounts();
    for (const csrf of [false, 'forged-token'] as const) {
      const res = await agent.request(method, url, body, { csrf });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_MESSAGE, code: 'CSRF_FAILED' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a valid token sent from another site, and changes nothing', async () => {
    const agent = new Agent(t.app);
    await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    const before = await tableCounts();
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'not a url']) {
      const res = await agent.delete('/users/sign_out', { headers: { origin } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_MESSAGE, code: 'CSRF_FAILED' });
    }
    expect(await tableCounts()).toEqual(before);
    // This site's own pages: its public URL, or the host the request was sent to.
    expect(
      (await agent.post('/users/password', { user: { email: 'consumer@demo.test' } }, { headers: { origin: 'http://parley.test' } })).statusCode,
    ).toBeLessThan(300);
    expect(
      (await agent.post('/users/password', { user: { email: 'consumer@demo.test' } }, { headers: { origin: 'http://localhost:80', host: 'localhost:80' } }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await agent.delete('/users/sign_out', { headers: { origin: 'http://parley.test' } })).statusCode).toBeLessThan(300);
  });

  it("refuses another browser's token", async () => {
    const attacker = new Agent(t.app);
    const token = await attacker.csrf();
    const victim = new Agent(t.app);
    await victim.get('/api/csrf');
    expect((await victim.post('/users/password', { user: { email: 'consumer@demo.test' } }, { csrf: token })).statusCode).toBe(403);
  });

  it('replaces the token at sign-in', async () => {
    const agent = new Agent(t.app);
    const before = await agent.csrf();
    await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } }, { csrf: before });
    expect(await agent.csrf()).not.toBe(before);
    expect((await agent.delete('/users/sign_out', { csrf: before })).statusCode).toBe(403);
  });
});

describe('CSRF on every mutating route the app registers', () => {
  it('refuses each without a token, before any other check', async () => {
    // Provider webhooks are the one exception: no browser, a verified signature instead (payments.test.ts).
    const mutating = t.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.signatureAuthenticated);
    expect(t.routes.filter((r) => r.signatureAuthenticated).map((r) => r.url)).toEqual(['/api/payments/webhook']);
    expect(mutating.length).toBeGreaterThan(15);
    const agent = new Agent(t.app);
    await agent.post('/collectors/api/login', { email: 'admin@demo-law.test', password: DEMO_PASSWORD });
    for (const route of mutating) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await agent.request(route.method, url, {}, { csrf: false });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('CSRF_FAILED');
    }
  });
});

describe('bad input gets a 4xx with the error shape, never a 500', () => {
  const agent = () => new Agent(t.app);

  it('malformed JSON', async () => {
    const res = await agent().post('/collectors/api/login', '{"email": "a@b.test", "password": ', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['missing fields', {}],
    ['extra fields', { email: 'admin@demo-law.test', password: DEMO_PASSWORD, is_admin: true }],
    ['wrong types', { email: 42, password: ['x'] }],
    ['null body fields', { email: null, password: null }],
    ['10,000-character strings', { email: `${'a'.repeat(10_000)}@demo-law.test`, password: 'p'.repeat(10_000) }],
    ['a 10,000-character auth code', { auth_token: 'A'.repeat(10_000) }],
    ['unicode junk', { email: '𝓪𝓭𝓶𝓲𝓷@demo-law.test\u0000', password: '\u202e' }],
    ['an array body', [1, 2, 3]],
  ])('login with %s', async (_name, body) => {
    const res = await agent().post('/collectors/api/login', JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('names unknown fields', async () => {
    const res = await agent().post('/collectors/api/password/forgot', { email: 'a@b.test', role: 'admin' });
    expect(res.json()).toEqual({ error: 'The request has fields that are not allowed', code: 'VALIDATION_FAILED', fields: { body: 'Unknown field: role' } });
  });

  it('a non-JSON content type', async () => {
    const res = await agent().post('/users/sign_in', 'user[email]=a', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over 1 MB', async () => {
    const res = await agent().post('/users/sign_in', JSON.stringify({ user: { email: 'a@b.test', password: 'x'.repeat(1_100_000) } }));
    expect(res.statusCode).toBe(413);
  });

  it('an unknown API route, and a wrong method', async () => {
    const a = agent();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/collectors/api/nope'],
      ['PATCH', '/collectors/api/login'],
      ['GET', '/collectors/api/login'],
    ]) {
      const res = await a.request(method as string, url as string, undefined, { csrf: false });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await a.get('/api/nope')).json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('platform', () => {
  it('GET /healthz reports the database', async () => {
    const res = await new Agent(t.app).get('/healthz');
    expect(res.json()).toEqual({ ok: true, database: t.database.kind });
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await new Agent(t.app).get('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await new Agent(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/collectors/api/login',
      '/collectors/api/check_auth',
      '/collectors/api/basic_stats',
      '/collectors/api/logout',
      '/collectors/api/accept_invite',
      '/users',
      '/users/sign_in',
      '/api/v1/check_auth',
      '/api/csrf',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/collectors/api/accept_invite']?.post?.requestBody).toBeDefined();
    expect((await new Agent(t.app).get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('never logs passwords, tokens or cookies', async () => {
    const agent = new Agent(t.app);
    await agent.post('/collectors/api/login', { email: 'admin@demo-law.test', password: DEMO_PASSWORD });
    await agent.post('/collectors/api/login', { email: 'admin@demo-law.test', password: 'a-secret-wrong-password' });
    await agent.get('/collectors/invite?token=super-secret-invite-token');
    const session = agent.cookie('parley_collector_session') ?? 'missing';
    const csrf = await agent.csrf();
    await agent.delete('/collectors/api/logout');
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [DEMO_PASSWORD, 'a-secret-wrong-password', 'super-secret-invite-token', session, csrf]) expect(logs).not.toContain(secret);
  });
});

describe('caching', () => {
  it('marks API answers no-store, since they may carry personal data', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/nope')).headers['cache-control']).toBe('no-store');
  });
});
