// Session-check throughput and latency of the built server, on embedded PGlite or on PostgreSQL.
//   node bench/auth.bench.mjs                      # PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… node bench/auth.bench.mjs   # PostgreSQL (seeded first if empty)
// Traffic goes to 127.0.0.1 only; each run is bounded (DURATION seconds per scenario).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3900);
const duration = Number(process.env.DURATION ?? 10);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: 'false' };

if (process.env.DATABASE_URL) spawnSync(process.execPath, ['apps/server/dist/seed-cli.js'], { cwd: root, env, stdio: 'inherit' });
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function consumerCookie() {
  const csrfRes = await fetch(`${base}/api/csrf`);
  const csrfCookie = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrf_token } = await csrfRes.json();
  const res = await fetch(`${base}/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf_token, cookie: csrfCookie.join('; ') },
    body: JSON.stringify({ user: { email: 'consumer@demo.test', password: 'Parley-demo-2026!' } }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function load(title, opts) {
  return new Promise((resolve, reject) => {
    const { path: p, ...rest } = opts;
    autocannon({ url: base + p, connections: 50, duration, ...rest }, (err, r) => {
      if (err) return reject(err);
      const row = { title, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
      console.log(JSON.stringify(row));
      resolve(row);
    });
  });
}

try {
  await waitUp();
  const cookie = await consumerCookie();
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const rows = [];
  rows.push(await load(`${engine}: GET /healthz`, { path: '/healthz' }));
  rows.push(await load(`${engine}: GET /api/v1/check_auth (session lookup)`, { path: '/api/v1/check_auth', headers: { cookie } }));
  console.log(`\n| scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
