import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChatMessage, CSRF_HEADER } from '@parley/shared';
import { io as connect, type Socket } from 'socket.io-client';
import type { DatabaseHandle } from '../db/client.js';
import { consumerTimeZone, nextAllowedContact } from '../modules/chat/compliance/local-time.js';
import { DEMO_PASSWORD } from '../modules/demo/seed-demo.js';
import { generateMasterKey } from '../platform/crypto.js';

/**
 * Real server processes for the tests that need more than one, or need to kill one: the built
 * server (apps/server/dist; npm test builds it first), its cookies and CSRF like a browser's, and
 * Socket.IO clients.
 */
export const builtServer = (name: 'main.js' | 'worker.js' | 'cluster/main.js') => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));

export type ServerProcess = { name: string; base: string; child: ChildProcess; output: string[]; exited: Promise<number | null> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

export async function waitForHealth(base: string, child: ChildProcess, output: string[], timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base}: the process exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${base} did not start:\n${output.join('')}`);
}

/** Starts a built entry point (a server, or the cluster) on `port` and waits for its /healthz. */
export async function startProcess(name: string, env: Record<string, string>, options: { script?: string; port?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [options.script ?? builtServer('main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Never leave a server behind, even when the test run is interrupted.
  process.once('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, output);
  return { name, base, child, output, exited };
}

export async function stopProcess(node: ServerProcess, timeoutMs = 15_000): Promise<number | null> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return node.child.exitCode;
  node.child.kill('SIGTERM');
  const timer = setTimeout(() => node.child.kill('SIGKILL'), timeoutMs);
  const code = await node.exited;
  clearTimeout(timer);
  return code;
}

/** A browser against one base URL: its cookies, the CSRF token on writes. */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  /** The same browser against another node (its cookies go along, as behind a load balancer). */
  on(base: string): HttpClient {
    const other = new HttpClient(base);
    other.cookies = this.cookies;
    return other;
  }
  async request(method: string, pathname: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (method !== 'GET') {
      const csrf = await this.request('GET', '/api/csrf');
      headers[CSRF_HEADER] = ((await csrf.json()) as { csrf_token: string }).csrf_token;
      headers.cookie = this.cookieHeader;
    }
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return res;
  }
  async json<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const res = await this.request(method, pathname, body);
    if (!res.ok) throw new Error(`${method} ${pathname} on ${this.base}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  sendMessage(conversationId: number, body: string) {
    const form = new FormData();
    form.append('message[body]', body);
    return this.json<{ data: ChatMessage }>('POST', `/api/v1/conversations/${conversationId}/messages`, form);
  }
  socket(realm: 'consumer' | 'collector', origin?: string): Promise<Socket> {
    const extraHeaders: Record<string, string> = { cookie: this.cookieHeader };
    if (origin) extraHeaders.origin = origin;
    const socket = connect(this.base, { transports: ['websocket'], reconnection: false, auth: { realm }, extraHeaders });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
}

export async function signInConsumer(base: string, email: string) {
  const client = new HttpClient(base);
  await client.json('POST', '/users/sign_in', { user: { email, password: DEMO_PASSWORD } });
  return client;
}
export async function signInCollector(base: string, email: string) {
  const client = new HttpClient(base);
  await client.json('POST', '/collectors/api/login', { email, password: DEMO_PASSWORD });
  return client;
}

/** Every event of one name a socket receives, to wait for a matching one or to prove none came. */
export function recorder<T>(socket: Socket, event: string) {
  const seen: T[] = [];
  const waiters: { match: (e: T) => boolean; resolve: (e: T) => void }[] = [];
  socket.on(event, (e: T) => {
    seen.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  return {
    seen,
    next(match: (e: T) => boolean, timeoutMs = 15_000): Promise<T> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} matching within ${timeoutMs} ms; saw ${JSON.stringify(seen)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

/**
 * A test server's settings: its data folder, one new key, no web build, quiet logs, and the
 * database when it is PostgreSQL (processes sharing these share the data, the key and the files).
 */
export function serverEnv(dataDir: string, database?: DatabaseHandle): Record<string, string> {
  return {
    NODE_ENV: 'test',
    ...(database?.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ENCRYPTION_KEY: generateMasterKey(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

/** A US state whose consumers may be contacted now (Reg F 8 a.m.–9 p.m.), or null in the hours when none may. */
export function stateInContactWindow(now: Date): string | null {
  return ['NY', 'IL', 'CO', 'CA', 'AK', 'HI'].find((state) => nextAllowedContact(now, consumerTimeZone(state, null)) === null) ?? null;
}

/**
 * Moves an account's consumer to a state where firm messages may go out now, so a test sees them
 * delivered rather than held; returns that state, or null in the hours when no US consumer may be
 * contacted (the messages are then held, and the test checks that instead).
 */
export async function placeInContactWindow(database: DatabaseHandle, documentId: number): Promise<string | null> {
  const state = stateInContactWindow(new Date());
  if (state && database.kind === 'postgres') {
    await database.pool.query('UPDATE customer_documents SET mailing_state = $1, mailing_zip = NULL WHERE id = $2', [state, documentId]);
  }
  return state;
}
