import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_ASSETS_FILE, type PageAssets } from '@parley/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 20: the web app's bytes. Bundles go out as the build compressed them, each page's HTML
// preloads that page's own chunks and says whether search engines may index it, and API answers
// over 1 KB are compressed on the fly.

const BUNDLE = `console.log(${JSON.stringify('parley '.repeat(400))});`;
const PAGES: PageAssets[] = [
  { path: '/collectors', isIndexable: true, js: ['assets/entry.js', 'assets/sign-in.js'], css: ['assets/entry.css'] },
  { path: '/collectors/accounts', isIndexable: false, js: ['assets/entry.js', 'assets/accounts.js'], css: ['assets/entry.css', 'assets/accounts.css'] },
  { path: '/my_cases/:id', isIndexable: false, js: ['assets/entry.js', 'assets/case.js'], css: [] },
  { path: '*', isIndexable: false, js: ['assets/entry.js', 'assets/not-found.js'], css: [] },
];

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'parley-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" crossorigin src="/assets/entry.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/entry.css">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  const bundle = path.join(webDist, 'assets', 'entry.js');
  writeFileSync(bundle, BUNDLE);
  writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE));
  writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE));
  writeFileSync(path.join(webDist, 'assets', 'small.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, PAGE_ASSETS_FILE), JSON.stringify(PAGES));
  t = await buildTestApp({ WEB_DIST: webDist });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('bundles', () => {
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('Accept-Encoding %s: the copy compressed at build time, marked %s, immutable', async (accept, encoding, decompress) => {
    const res = await get('/assets/entry.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decompress(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('a browser that accepts neither gets the file as it is', async () => {
    const res = await get('/assets/entry.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE);
  });

  it('a file the build did not compress (under 1 KB) is still served whole', async () => {
    const res = await get('/assets/small.js', 'br');
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(body).toBe('console.log(1)');
  });
});

describe('page HTML', () => {
  const htmlOf = async (url: string) => {
    const res = await get(url, 'br');
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-encoding'], url).toBe('br');
    expect(res.headers.vary, url).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    return brotliDecompressSync(res.rawPayload).toString();
  };

  it("preloads the page's own chunks and stylesheets, not the entry's again", async () => {
    const html = await htmlOf('/collectors/accounts');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/accounts.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/accounts.css">');
    expect(html.match(/assets\/entry\.js/g)).toHaveLength(1);
    expect(html.match(/assets\/entry\.css/g)).toHaveLength(1);
    expect(html.indexOf('accounts.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('matches a path with parameters, and anything unknown gets the not-found page', async () => {
    expect(await htmlOf('/my_cases/42')).toContain('/assets/case.js');
    expect(await htmlOf('/no/such/page')).toContain('/assets/not-found.js');
    expect(await htmlOf('/my_cases/42/more')).toContain('/assets/not-found.js');
  });

  it('sign-in is indexable; pages behind it are noindex', async () => {
    expect(await htmlOf('/collectors')).not.toContain('noindex');
    expect(await htmlOf('/collectors/accounts')).toContain('<meta name="robots" content="noindex">');
    expect(await htmlOf('/no/such/page')).toContain('noindex');
  });

  it('without Accept-Encoding the same HTML, uncompressed', async () => {
    const res = await get('/collectors/accounts');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(await htmlOf('/collectors/accounts'));
  });

  it('robots.txt lets crawlers reach the collector sign-in but not the portal behind it', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /collectors/\n');
    expect(robots).not.toMatch(/Disallow: \/collectors\n/);
  });
});

describe('API answers', () => {
  it('over 1 KB: compressed with brotli when accepted', async () => {
    const res = await get('/api/docs/json', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('under 1 KB: sent as they are', async () => {
    const res = await get('/healthz', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ ok: true });
  });
});
