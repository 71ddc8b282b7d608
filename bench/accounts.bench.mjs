// apply_filters for the largest firm of the 1,000,000-account data set, on PostgreSQL, at 20
// concurrent clients: p50, p95 and requests/s through HTTP, beside the same SQL run directly (the
// server's own query code: the page with its events and offers, its total and the firm's payee; no
// HTTP, no session check, no JSON). Loopback only; bounded runs.
//
//   BENCH_DATABASE_URL=postgres://…/parley_bench node bench/accounts.bench.mjs
// Without BENCH_DATABASE_URL it starts a PostgreSQL cluster of its own in $BENCH_PG_DIR
// (default /tmp/parley-bench-pg, kept between runs) and generates the data set there once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { postgresBinDir, root, startPostgres } from '../scripts/lib.mjs';

const server = (p) => path.join(root, 'apps/server/dist', p);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = 20;
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 1_000_000);
const FIRMS = Number(process.env.FIRMS ?? 100);
const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-pg';
const stateFile = path.join(pgDir, '..', `${path.basename(pgDir)}-state.json`);
const port = 3950;
const base = `http://127.0.0.1:${port}`;

function ownCluster() {
  const { url } = startPostgres(pgDir, 55499, { settings: { shared_buffers: '1GB', work_mem: '32MB' } });
  // The database is made on the first run; after that psql's "already exists" is ignored.
  spawnSync(path.join(postgresBinDir(), 'psql'), [url, '-qc', 'CREATE DATABASE parley_bench'], { stdio: 'ignore' });
  return url.replace(/\/postgres$/, '/parley_bench');
}

const url = process.env.BENCH_DATABASE_URL ?? ownCluster();
const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
state.key ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
const env = {
  ...process.env,
  DATABASE_URL: url,
  ENCRYPTION_KEY: state.key,
  JOBS: 'false',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
};

if (!state.authCode || state.url !== url) {
  writeFileSync(stateFile, JSON.stringify(state, null, 2)); // the key first: the data is encrypted with it
  console.log(`Generating ${ACCOUNTS.toLocaleString()} accounts for ${FIRMS} firms…`);
  // With the young-generation size `npm run seed` gives it (package.json).
  const gen = spawnSync(process.execPath, ['--max-semi-space-size=64', server('seed-cli.js'), '--firms', String(FIRMS), '--accounts', String(ACCOUNTS)], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(gen.stdout);
  const m = /Largest firm: .* \(id (\d+)\), authentication code ([A-Z0-9-]+)/.exec(gen.stdout);
  const rate = /\(([\d,]+) accounts\/s\)/.exec(gen.stdout);
  if (!m) throw new Error('generation failed');
  Object.assign(state, { url, firmId: Number(m[1]), authCode: m[2], generationRate: rate?.[1] });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

const { openDatabase } = await import(server('db/client.js'));
const { findAccountsPage } = await import(server('modules/accounts/accounts.queries.js'));
const { ApplyFiltersQuerySchema } = await import(path.join(root, 'packages/shared/dist/index.js'));
const qs = (await import('qs')).default;

// SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server.
const serverArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const child = spawn(process.execPath, [...serverArgs, server('main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => child.kill('SIGTERM')); // also when a step below throws
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
// The session of the last run while it lasts: signing in on every run would meet the sign-in rate limit.
async function signIn() {
  if (state.cookie && (await fetch(`${base}/collectors/api/calculate_collector_metrics`, { headers: { cookie: state.cookie } })).ok) return state.cookie;
  const csrfRes = await fetch(`${base}/api/csrf`);
  const jar = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrf_token } = await csrfRes.json();
  const login = await fetch(`${base}/collectors/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf_token, cookie: jar.join('; ') },
    body: JSON.stringify({ auth_token: state.authCode }),
  });
  if (!login.ok) throw new Error(`sign-in failed ${login.status}`);
  state.cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state.cookie;
}
const cookie = await signIn();

const SCENARIOS = [
  ['first page (default: status date desc)', ''],
  ['text search "smith"', 'filters[search]=smith'],
  ['two filters (status + state)', 'filters[status][]=Consumer%20Offer&filters[state][]=TX'],
  ...['name', 'reference', 'file_number', 'amount', 'status', 'offer_amount', 'payments', 'tiers', 'percent', 'first_payment'].map((k) => [
    `sort by ${k}`,
    `sort=${k}&direction=asc`,
  ]),
  ['num_pages=10 (250 rows)', 'num_pages=10'],
];

// ONLY=first runs just the scenarios whose name contains that text.
const only = process.env.ONLY;
const selected = only ? SCENARIOS.filter(([name]) => name.includes(only)) : SCENARIOS;
const db = await openDatabase({ kind: 'postgres', url, max: CONNECTIONS });
function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
async function direct(query) {
  const parsed = ApplyFiltersQuerySchema.parse(qs.parse(query));
  const times = [];
  const until = Date.now() + DURATION * 500;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        // The endpoint's SQL, as apply_filters runs it: one statement for the page with its events
        // and offers, its total and the firm's payee.
        await findAccountsPage(db.db, { lawFirmId: state.firmId }, parsed);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), rps: times.length / (DURATION / 2) };
}
function http(query) {
  // Every response's time, for an exact p95 (autocannon's summary has p90 and p97.5, not p95).
  const times = [];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/collectors/api/apply_filters${query ? `?${query}` : ''}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { cookie },
        setupClient: (client) => client.on('response', (_status, _bytes, responseTime) => times.push(responseTime)),
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          p50: pct(times, 50),
          p95: pct(times, 95),
          rps: r.requests.average,
          non2xx: r.non2xx,
          bytes: Math.round(r.throughput.average / r.requests.average),
        });
      },
    );
  });
}

const rows = [];
try {
  for (const [name, query] of selected) {
    const d = await direct(query);
    const h = await http(query);
    rows.push({ name, ...h, direct: d });
    console.log(JSON.stringify({ name, http: h, direct: d }));
  }
} finally {
  child.kill('SIGTERM');
  await db.close();
}
console.log(`\nGeneration: ${state.generationRate ?? '?'} accounts/s\n`);
console.log('| scenario | HTTP p50 ms | HTTP p95 ms | HTTP req/s | same SQL direct p50 ms | direct p95 ms | direct runs/s | HTTP p95 ÷ direct p95 | non-2xx |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${Math.round(r.rps)} | ${r.direct.p50.toFixed(1)} | ${r.direct.p95.toFixed(1)} | ${Math.round(r.direct.rps)} | ${(r.p95 / r.direct.p95).toFixed(1)}× | ${r.non2xx} |`,
  );
