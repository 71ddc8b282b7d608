import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner } from '../banner.js';
import { loadConfig } from '../config.js';
import { DEMO_PASSWORD } from '../modules/demo/seed-demo.js';
import { pathSpellings } from '../test/path-spellings.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 18.1: the dev mailbox hands out reset and invite links, and run_due_charges moves money.
// They exist only in development, and answer only a client on this machine.

const DEV_REQUESTS = [
  { method: 'GET', url: '/dev/mailbox.json' },
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox.css' },
  { method: 'POST', url: '/dev/payments/run_due_charges', payload: { through_date: '2030-01-01' } },
  { method: 'GET', url: '/dev/anything-new' },
] as const;

type DevRequest = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const send = (t: TestApp, req: DevRequest, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: req.method, url: req.url, ...(req.payload ? { payload: req.payload } : {}), ...options });

describe('in development (embedded, no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('serves the mailbox to a client on this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it.each(['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1'])('answers 404 to every dev route from %s', async (remoteAddress) => {
    for (const req of DEV_REQUESTS) {
      const res = await send(t, req, { remoteAddress });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 404 through a reverse proxy on the same host: the forwarded client is the one that counts', async () => {
    const forwardedHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
      { 'x-real-ip': '198.51.100.7' },
      { forwarded: 'for=198.51.100.7;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { 'x-forwarded-for': 'unknown' },
    ];
    for (const headers of forwardedHeaders) {
      for (const req of DEV_REQUESTS) expect((await send(t, req, { remoteAddress: '127.0.0.1', headers })).statusCode, JSON.stringify(headers)).toBe(404);
    }
    // A local tool going through a local proxy is still local.
    expect((await send(t, DEV_REQUESTS[0], { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
  });

  // Issue 33: the gate read the raw URL while the router decodes it, so /%64ev/mailbox.json was the
  // mailbox for anyone. Every spelling the router might take to a dev route must meet the gate.
  it('answers 404 to every spelling of every dev route from outside, and to none of them with mail', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    for (const req of DEV_REQUESTS) {
      for (const spelling of pathSpellings(req.url)) {
        const spelled = { ...req, url: spelling.url };
        for (const options of [{ remoteAddress: '203.0.113.9' }, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
          const res = await send(t, spelled, options);
          expect(res.statusCode, `${req.method} ${spelling.url} (${spelling.name}) ${JSON.stringify(options)}`).toBe(404);
          expect(res.body).not.toContain('"messages"');
        }
      }
    }
  });

  it('charges nothing early for a caller from outside', async () => {
    const res = await send(t, DEV_REQUESTS[3], { remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(await t.services.db.$count((await import('../db/schema/index.js')).payments)).toBe(0);
  });
});

describe('in production', () => {
  it('refuses to start without SMTP_URL, rather than swallow mail', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' })).not.toThrow();
  });

  it('has no dev routes even for a client on this machine, and seeds no demo users', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' });
    expect(config.devRoutes).toBe(false);
    expect(config.seedDemo).toBe(false);
    const t = await buildTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://parley.example' });
    try {
      for (const req of DEV_REQUESTS) expect((await send(t, req, { remoteAddress: '127.0.0.1' })).statusCode, req.url).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('prints neither the demo password nor the firm codes in its start banner', async () => {
    const facts = {
      seeded: true,
      encryptionKeyLocation: 'ENCRYPTION_KEY',
      demoFirmCodes: async () => [{ name: 'Demo Law Group', authCode: 'ABCD-EFGH-JKLM' }],
    };
    const production = await startBanner(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', SEED_DEMO: 'true' }), facts);
    expect(production).not.toContain(DEMO_PASSWORD);
    expect(production).not.toContain('ABCD-EFGH-JKLM');
    expect(production).not.toContain('/dev/mailbox');
    const test = await startBanner(loadConfig({ NODE_ENV: 'test' }), facts);
    expect(test).not.toContain(DEMO_PASSWORD);
    // The developer's own machine still gets the tour.
    const development = await startBanner(loadConfig({ NODE_ENV: 'development' }), facts);
    expect(development).toContain(DEMO_PASSWORD);
    expect(development).toContain('Authentication code of Demo Law Group: ABCD-EFGH-JKLM');
    expect(development).toContain('/dev/mailbox (from this machine only)');
  });
});
