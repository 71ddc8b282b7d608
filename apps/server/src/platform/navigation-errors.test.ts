import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_ASSETS_FILE, type PageAssets } from '@parley/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../../web/src/app/pages.js';
import { DEMO_PASSWORD, seedDemo } from '../modules/demo/seed-demo.js';
import { consumerAgent } from '../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 21: every page survives a reload, a bookmark and a new tab. A browser opening any of the
// web app's URLs itself gets the app's HTML, and an API error answered to such a navigation is a
// page a person can read (or the sign-in page), never the raw { error, code } JSON.

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SAMPLE_PARAMS: Record<string, string> = { id: '1', step: 'details', product: 'solosettle', paymentIntent: 'pi_test' };
const urlOf = (routePath: string) => routePath.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

let webDist: string;
let t: TestApp;
let signedIn: Agent;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'parley-web-'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
  const assets: PageAssets[] = PAGES.map((p) => ({ path: p.path, isIndexable: p.isIndexable === true, js: [], css: [] }));
  writeFileSync(path.join(webDist, PAGE_ASSETS_FILE), JSON.stringify(assets));
  t = await buildTestApp({ WEB_DIST: webDist });
  await seedDemo(t.database, t.services.crypto);
  // One browser signed in on both sides: each page is opened by the person it is for.
  signedIn = await consumerAgent(t.app);
  const collector = await signedIn.post('/collectors/api/login', { email: 'admin@demo-law.test', password: DEMO_PASSWORD });
  expect(collector.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const open = (agent: Agent, url: string) => agent.request('GET', url, undefined, { headers: NAVIGATION });

describe('every page of pages.ts opened directly', () => {
  const routes = PAGES.filter((p) => p.path !== '*');

  it('lists the download page among them (the URL that used to answer JSON)', () => {
    expect(routes.map((r) => r.path)).toContain('/my_dashboard/download');
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((r) => [r.path, urlOf(r.path)]))('%s answers the app’s HTML, 200', async (_, url) => {
    const res = await open(signedIn, url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('an API error answered to a browser navigation', () => {
  it('the download of a document that is not there is the app’s download page, not JSON', async () => {
    const res = await open(signedIn, '/my_dashboard/download?id=999999');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('"code"');
  });

  it('signed out: to sign-in, which returns to the URL afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/my_dashboard/download?id=7', headers: NAVIGATION });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/users/sign_in?return_to=${encodeURIComponent('/my_dashboard/download?id=7')}`);
  });

  it('a signed-out collector URL goes to the collector sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/collectors/api/filter_values', headers: NAVIGATION });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/collectors');
  });

  it('an API URL with no page of its own is a readable page with the message and the status', async () => {
    const res = await open(signedIn, '/api_controller/documents/999999/files/answer.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>We could not find that</h1>');
    expect(res.body).toContain('href="/my_dashboard"');
    expect(res.body).not.toMatch(/\{"error"/);
  });

  it('the app’s own fetches still get the JSON body', async () => {
    const res = await signedIn.request('GET', '/my_dashboard/download?id=999999', undefined, { headers: { 'sec-fetch-mode': 'cors', accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('without fetch metadata, a request for HTML counts as a navigation and one for JSON does not', async () => {
    const html = await signedIn.request('GET', '/my_dashboard/download?id=999999', undefined, { headers: { accept: 'text/html' } });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const json = await signedIn.request('GET', '/my_dashboard/download?id=999999', undefined, { headers: { accept: 'application/json' } });
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
