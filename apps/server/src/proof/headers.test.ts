import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, type World } from '../test/world.js';

// Security headers and the Content-Security-Policy on the web app (the SPA's index and bundles),
// the server-rendered pages, and the API — in development and with production settings.

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Ask Solo frames the same-origin payment widget (/customer_documents/{id}/payment_widget); no other site may frame Parley.
  "frame-ancestors 'self'",
];

let webDist: string;
let t: TestApp;
let w: World;
let prod: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'parley-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist });
  w = await buildWorld(t);
  prod = await buildTestApp({ WEB_DIST: webDist, NODE_ENV: 'production', PUBLIC_URL: 'https://parley.example', SMTP_URL: 'smtp://127.0.0.1:2525' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await prod.close();
  rmSync(webDist, { recursive: true, force: true });
});

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-dns-prefetch-control'], what).toBe('off');
  expect(headers['x-permitted-cross-domain-policies'], what).toBe('none');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers.server, what).toBeUndefined();
}

function cspOf(headers: Record<string, unknown>): string[] {
  return String(headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

describe('security headers', () => {
  it.each([
    ['the web app (SPA index)', '/'],
    ['a web app route', '/collectors/accounts'],
    ['a consumer app route', '/my_dashboard'],
    ['a bundle', '/assets/app.js'],
    ['a blog page', '/blog'],
    ['a product page', '/solosettle'],
    ['the API', '/api/v1/check_auth'],
    ['an API error', '/api/nope'],
    ['health', '/healthz'],
  ])('%s (%s): the full Content-Security-Policy and the hardening headers', async (_name, url) => {
    const res = await (await w.agentAs('consumerA')).get(url);
    expect(res.statusCode, url).toBeLessThan(500);
    expectCommonHeaders(res.headers, url);
    expect(cspOf(res.headers).sort()).toEqual([...CSP_DIRECTIVES].sort());
    // Development serves plain http: no HSTS, no upgrade-insecure-requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the SPA and its bundles as the app, not as API answers', async () => {
    const index = await (await w.agentAs('anonymous')).get('/collectors/accounts');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    // Revalidated on every load, so a deploy's new bundle names are picked up at once.
    expect(index.headers['cache-control']).toBe('no-cache');
    const bundle = await (await w.agentAs('anonymous')).get('/assets/app.js');
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('marks API answers and API errors no-store, since they may carry personal data', async () => {
    for (const url of ['/api/v1/check_auth', '/api/v1/settlement_cases', '/api/nope', '/collectors/api/check_auth']) {
      const res = await (await w.agentAs('consumerA')).get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('locks down a chat attachment: its own sandboxing policy, never rendered as the app', async () => {
    const res = await (await w.agentAs('consumerA')).get(w.attachmentUrlA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('adds HSTS and upgrade-insecure-requests, and __Host- cookies, with production settings', async () => {
    for (const url of ['/', '/api/csrf', '/blog']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expectCommonHeaders(res.headers, url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(cspOf(res.headers).sort()).toEqual([...CSP_DIRECTIVES, 'upgrade-insecure-requests'].sort());
    }
    const csrf = await prod.app.inject({ method: 'GET', url: '/api/csrf' });
    const cookie = csrf.cookies[0] as { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string };
    expect(cookie).toMatchObject({ name: '__Host-parley_csrf', secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
