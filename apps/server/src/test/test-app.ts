import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER } from '@parley/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type RouteEntry } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createTestClock, type TestClock } from '../platform/clock.js';
import { generateMasterKey } from '../platform/crypto.js';
import { loggerOptions } from '../platform/logging.js';
import type { Readiness } from '../platform/readiness.js';
import type { Services } from '../services.js';
import { withDatabase } from './global-setup.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A fresh, migrated database: PGlite from the dump, or a PostgreSQL clone of the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `parley_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, max: 1 });
    if (admin.kind !== 'postgres') throw new Error('unreachable');
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 5 });
    const close = handle.close;
    return {
      ...handle,
      async close() {
        await close();
        await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    } as DatabaseHandle;
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  routes: RouteEntry[];
  readiness: Readiness;
  database: DatabaseHandle;
  clock: TestClock;
  /** Every log line the app wrote, as text. */
  logs: string[];
  encryptionKey: string;
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database. `shared` builds a second app on another's database instead (a
 * second server process: its own caches and listeners, the same rows); it leaves the database open.
 */
export async function buildTestApp(env: Record<string, string> = {}, shared?: { database: DatabaseHandle; encryptionKey: string }): Promise<TestApp> {
  const database = shared?.database ?? (await openTestDatabase());
  const encryptionKey = shared?.encryptionKey ?? generateMasterKey();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '.tmp/test-data', WEB_DIST: '.tmp/no-web', PUBLIC_URL: 'http://parley.test', ...env },
    repoRoot,
  );
  const clock = createTestClock();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const { app, services, routes, readiness } = await buildApp({ config, database, clock, encryptionKey, logger: loggerOptions('info', stream) });
  await app.ready();
  return {
    app,
    services,
    routes,
    readiness,
    database,
    clock,
    logs,
    encryptionKey,
    async close() {
      await app.close();
      await services.mailer.close();
      if (!shared) await database.close();
    },
  };
}

type Body = Record<string, unknown> | string | Buffer | undefined;

/** A browser-like client: keeps cookies, fetches and sends the CSRF token on writes. */
export class Agent {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  /** Puts a cookie in the jar, as a browser that already holds it (e.g. a session minted by a test). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async csrf(): Promise<string> {
    const res = await this.request('GET', '/api/csrf');
    this.csrfToken = (res.json() as { csrf_token: string }).csrf_token;
    return this.csrfToken;
  }

  async request(
    method: string,
    url: string,
    body?: Body,
    options: { csrf?: string | false; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) {
      headers[CSRF_HEADER] = options.csrf ?? (await this.csrf());
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await this.app.inject({ method: method as 'GET', url, headers, payload });
    this.remember(res);
    return res;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: Body, options?: { csrf?: string | false; headers?: Record<string, string> }) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: Body, options?: { csrf?: string | false }) {
    return this.request('PUT', url, body, options);
  }
  delete(url: string, options?: { csrf?: string | false; headers?: Record<string, string> }) {
    return this.request('DELETE', url, undefined, options);
  }

  /** A multipart/form-data POST, as a browser's FormData sends it. */
  multipart(
    url: string,
    fields: Record<string, string | string[]>,
    files: { field: string; filename: string; contentType: string; bytes: Uint8Array }[] = [],
    options: { csrf?: string | false } = {},
  ) {
    const boundary = `----parley${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
      }
    }
    for (const f of files) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`),
      );
      chunks.push(Buffer.from(f.bytes), Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request('POST', url, Buffer.concat(chunks), { ...options, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  }
}
