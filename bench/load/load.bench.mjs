// Load (issue part 5): a realistic mix of collectors and consumers, each with a session and a
// Socket.IO connection, for DURATION seconds after WARMUP seconds of warm-up. Collectors load the
// accounts page, expand rows, negotiate their own cases and answer chats; autocannon adds their
// filter/sort/search clicks at a constant rate; consumers load the dashboard, answer the firm's
// counteroffers, upload papers and chat. Reports requests, errors, p50/p95/p99 per route family,
// throughput, socket deliveries, and the RSS of the server processes over time. See README.md.
//
//   npm run bench:load                                   own PostgreSQL + one server process
//   LOAD_URL=http://127.0.0.1:3000 LOAD_DATABASE_URL=postgres://… LOAD_PIDS=123,456 \
//   LOAD_DATA_DIR=.data-cluster node bench/load/load.bench.mjs  a running deployment (e.g. the cluster proxy)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io as connect } from 'socket.io-client';
import { freePort, startPostgres } from '../../scripts/lib.mjs';
import { createFixtures, stateInContactWindow } from './fixtures.mjs';
import { createMemorySampler, createRecorder, describeErrorBody, markdownReport, memoryTable, processLabel, summarize } from './stats.mjs';
import { COLLECTOR_ACTIONS, CONSUMER_ACTIONS, createContext, createIntakeCase, openSocket, runUser, signIn, sleep } from './users.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The server's own pdf-lib and pg, so the bench adds no dependency.
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

// --- settings -----------------------------------------------------------------------------------

function num(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return n;
}
const USERS = num('USERS', 500);
const COLLECTORS = Math.round(USERS * num('COLLECTOR_SHARE', 0.4));
const CONSUMERS = USERS - COLLECTORS;
if (COLLECTORS < 1 || CONSUMERS < 1) throw new Error('USERS and COLLECTOR_SHARE must leave at least one collector and one consumer');
const DURATION = num('DURATION', 300);
const WARMUP = num('WARMUP', 30);
const COLLECTORS_PER_FIRM = Math.max(1, num('COLLECTORS_PER_FIRM', 10));
const ACCOUNTS_PER_FIRM = num('ACCOUNTS_PER_FIRM', 2000);
const CASES_PER_CONSUMER = Math.max(1, num('CASES_PER_CONSUMER', 2));
// One filter/sort/search click per collector every 5 s on average.
const BROWSE_RATE = Math.round(num('BROWSE_RATE', Math.max(1, Math.round(COLLECTORS / 5))));
const thinkMs = (process.env.THINK_MS ?? '1000-3000').split('-').map(Number);
if (thinkMs.length !== 2 || thinkMs.some((n) => !Number.isFinite(n)) || thinkMs[0] > thinkMs[1]) throw new Error('THINK_MS is MIN-MAX in ms, e.g. 1000-3000');
const settings = {
  thinkMs,
  requestTimeoutMs: num('REQUEST_TIMEOUT_MS', 30_000),
  deliveryTimeoutMs: num('DELIVERY_TIMEOUT_MS', 30_000),
  acceptShare: num('ACCEPT_SHARE', 0.1),
  chatIntervalMs: num('CHAT_INTERVAL', 60) * 1000,
  // The server takes 20 offers per consumer per clock hour: one move every 200 s stays under it
  // (at most 18 in any clock hour) however long the run.
  consumerMoveIntervalMs: 200_000,
};
const SAMPLE_MS = 5000;
const OUT = process.env.LOAD_OUT ?? `/tmp/parley-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

// Filter, sort, search and load-more clicks of the accounts page (collector spec 2 "Accounts page").
const BROWSE_QUERIES = [
  'filters[search]=son',
  'filters[search]=mar',
  'filters[search]=lee',
  'filters[status][]=Consumer%20Offer',
  'filters[status][]=Lawyer%20Counteroffer&filters[status][]=Consumer%20Counteroffer',
  'filters[current_action][]=accept_or_counteroffer',
  'filters[state][]=TX',
  'filters[debt_amount][min]=1000&filters[debt_amount][max]=5000',
  'filters[archived][]=archived',
  'sort=name&direction=asc',
  'sort=amount&direction=desc',
  'sort=offer_amount&direction=desc',
  'sort=status&direction=asc',
  'sort=first_payment&direction=asc',
  'sort=percent&direction=desc',
  'num_pages=2',
];

const log = (line) => process.stdout.write(`${line}\n`);
const inBatches = async (items, size, fn) => {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
};

// --- the target: a running deployment, or PostgreSQL and one server process of our own ---------

const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-load-pg';
const pgPort = num('BENCH_PG_PORT', 55497);

async function ownPostgres() {
  const postgres = startPostgres(pgDir, pgPort, { settings: { shared_buffers: '512MB' } });
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS parley_load_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE parley_load_bench');
  await admin.end();
  return { url: `postgres://postgres@127.0.0.1:${pgPort}/parley_load_bench`, stop: () => process.env.KEEP_PG === '1' || postgres.stop() };
}

/** One server process (production mode, jobs on) on our own PostgreSQL; its log goes to a file. */
async function ownTarget() {
  const postgres = await ownPostgres();
  const databaseUrl = postgres.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-load-data-'));
  const logPath = path.join(os.tmpdir(), `parley-load-server-${port}.log`);
  const encryptionKey = randomBytes(32).toString('base64');
  const out = openSync(logPath, 'w');
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ENCRYPTION_KEY: encryptionKey,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Production requires real SMTP; nothing listens there, so mail fails fast and waits for its retry.
      SMTP_URL: 'smtp://127.0.0.1:2525',
    },
    stdio: ['ignore', out, out],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logPath}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 300) throw new Error(`the server did not start; see ${logPath}`);
    await sleep(200);
  }
  return {
    label: 'one server process (`apps/server/dist/main.js`, NODE_ENV=production, jobs in-process) on PostgreSQL 15, all on this machine',
    base,
    databaseUrl,
    encryptionKey,
    logPath,
    processes: [{ pid: child.pid, label: 'server (main.js)' }, ...postgresProcess(path.join(pgDir, 'postmaster.pid'))],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(15_000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      postgres.stop();
    },
  };
}

/** PostgreSQL's postmaster from its pid file, sampled with its backends (CPU only). */
function postgresProcess(pidFile) {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
  return pid ? [{ pid, label: 'PostgreSQL (all backends)', tree: true }] : [];
}

function externalTarget() {
  const base = process.env.LOAD_URL.replace(/\/$/, '');
  const databaseUrl = process.env.LOAD_DATABASE_URL;
  if (!databaseUrl) throw new Error('LOAD_URL needs LOAD_DATABASE_URL: the database that deployment uses, for the fixtures');
  // The deployment's key: given, or from its DATA_DIR (where npm run start:cluster keeps it).
  const secrets = process.env.LOAD_DATA_DIR && path.join(process.env.LOAD_DATA_DIR, 'secrets.json');
  const encryptionKey =
    process.env.LOAD_ENCRYPTION_KEY ?? (secrets && existsSync(secrets) ? JSON.parse(readFileSync(secrets, 'utf8')).encryptionKey : process.env.ENCRYPTION_KEY);
  if (!encryptionKey) {
    log('Note: no LOAD_ENCRYPTION_KEY or LOAD_DATA_DIR; the fixtures encrypt SSNs and firm codes with a throwaway key (the mix never reads them back).');
  }
  const pids = (process.env.LOAD_PIDS ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!pids.length) log('Note: no LOAD_PIDS; memory is not sampled.');
  return {
    label: `${base} (LOAD_URL)`,
    base,
    databaseUrl,
    encryptionKey: encryptionKey ?? randomBytes(32).toString('base64'),
    logPath: null,
    processes: [
      ...pids.map((pid) => ({ pid, label: processLabel(pid) })),
      // LOAD_PG_PID: the postmaster's pid (first line of its postmaster.pid), if PostgreSQL runs here.
      ...(Number(process.env.LOAD_PG_PID) > 0 ? [{ pid: Number(process.env.LOAD_PG_PID), label: 'PostgreSQL (all backends)', tree: true }] : []),
    ],
    async stop() {},
  };
}

// --- set-up helpers -----------------------------------------------------------------------------

/** Production cookies carry the __Host- prefix: read it off the CSRF cookie the server sets. */
async function cookiePrefixOf(base) {
  const res = await fetch(`${base}/api/csrf`);
  if (!res.ok) throw new Error(`GET ${base}/api/csrf answered ${res.status}`);
  return res.headers.getSetCookie().some((c) => c.startsWith('__Host-')) ? '__Host-' : '';
}

/**
 * The Origin the Socket.IO handshake must carry: the server's PUBLIC_URL origin or its own host
 * (platform/realtime.ts). Tries LOAD_ORIGIN, the URL's origin, then localhost and 127.0.0.1 on its port.
 */
async function socketOrigin(base, user) {
  const url = new URL(base);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const candidates = [...new Set([process.env.LOAD_ORIGIN, url.origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter(Boolean))];
  for (const origin of candidates) {
    const ok = await new Promise((resolve) => {
      const s = connect(base, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 10_000,
        auth: { realm: user.realm },
        extraHeaders: { cookie: user.cookie, origin },
      });
      const done = (accepted) => {
        s.disconnect();
        resolve(accepted);
      };
      s.once('connect', () => done(true));
      s.once('connect_error', () => done(false));
    });
    if (ok) return origin;
  }
  throw new Error(`no Origin was accepted by ${base}/socket.io (tried ${candidates.join(', ')}); set LOAD_ORIGIN to the server's PUBLIC_URL`);
}

async function testFiles() {
  const { PDFDocument, StandardFonts } = serverRequire('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Settlement agreement (load benchmark)', { x: 72, y: 720, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return {
    pdf: Buffer.from(await doc.save()),
    // A 1×1 PNG: the smallest "photo of the papers".
    png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  };
}

/** Fails fast when the target does not know the sessions the fixtures wrote (another database?). */
async function checkSessions(base, collector, consumer) {
  for (const [u, route] of [
    [collector, '/collectors/api/check_auth'],
    [consumer, '/api/v1/check_auth'],
  ]) {
    const res = await fetch(`${base}${route}`, { headers: { cookie: u.cookie } });
    if (!res.ok) {
      throw new Error(`${route} answered ${describeErrorBody(res.status, await res.text())}: is LOAD_DATABASE_URL the database of ${base}?`);
    }
    await res.arrayBuffer();
  }
}

/** Fails fast when a browse query the server would refuse slipped into the list. */
async function checkBrowseQueries(base, user) {
  for (const q of BROWSE_QUERIES) {
    const res = await fetch(`${base}/collectors/api/apply_filters?${q}`, { headers: { cookie: user.cookie } });
    if (!res.ok) throw new Error(`apply_filters?${q} answered ${describeErrorBody(res.status, await res.text())}`);
    await res.arrayBuffer();
  }
}

/**
 * autocannon for the accounts page's filter/sort/search clicks: a constant rate (overallRate, at
 * most one request a second per connection), each request as a different collector in turn (its
 * session cookie) with the next query of BROWSE_QUERIES. Latencies go to the recorder.
 */
function startBrowsing(ctx, collectors, seconds) {
  if (!collectors.length || BROWSE_RATE < 1) return Promise.resolve(null);
  const family = 'accounts filter/sort/search';
  let turn = 0;
  let lastErrorBody = '';
  const instance = autocannon({
    url: ctx.base,
    connections: Math.min(BROWSE_RATE, collectors.length),
    overallRate: BROWSE_RATE,
    duration: seconds,
    timeout: Math.ceil(ctx.settings.requestTimeoutMs / 1000),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const u = collectors[turn % collectors.length];
          const q = BROWSE_QUERIES[Math.floor(turn / collectors.length) % BROWSE_QUERIES.length];
          turn++;
          return { ...req, path: `/collectors/api/apply_filters?${q}`, headers: { ...req.headers, cookie: u.cookie, accept: 'application/json' } };
        },
        onResponse: (status, body) => {
          if (status >= 400) lastErrorBody = describeErrorBody(status, body);
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    ctx.recorder.record(family, performance.now() - ms, ms, status >= 400 ? lastErrorBody || String(status) : null);
  });
  instance.on('reqError', (err) => ctx.recorder.record(family, performance.now(), null, `network error: ${err.code ?? err.message}`));
  return new Promise((resolve) => instance.on('done', resolve));
}

function serverLogSummary(logPath) {
  if (!logPath || !existsSync(logPath)) return null;
  const lines = readFileSync(logPath, 'utf8').split('\n');
  return {
    path: logPath,
    errorLines: lines.filter((l) => /"level":(50|60)/.test(l)).length,
    warnLines: lines.filter((l) => /"level":40/.test(l)).length,
    firstErrors: lines.filter((l) => /"level":(50|60)/.test(l)).slice(0, 5),
  };
}

// --- the run ------------------------------------------------------------------------------------

async function main() {
  const tag = Date.now().toString(36);
  let target = null;
  let users = [];
  const cleanup = async () => {
    for (const u of users) u.socket?.disconnect();
    await target?.stop();
  };
  process.once('SIGINT', () => {
    log('\nInterrupted: stopping…');
    cleanup().finally(() => process.exit(130));
  });
  try {
    log(`Load: ${USERS} users (${COLLECTORS} collectors, ${CONSUMERS} consumers), ${WARMUP} s warm-up + ${DURATION} s measured.`);
    target = process.env.LOAD_URL ? externalTarget() : await ownTarget();
    log(`Target: ${target.base}`);

    // Collector messages reach a consumer only 8 a.m.–9 p.m. at the consumer's place (Reg F): give
    // every consumer a state inside that window for the whole run, or keep collectors from writing.
    const consumerState = await stateInContactWindow(new Date(), new Date(Date.now() + (WARMUP + DURATION + 900) * 1000));
    if (!consumerState) log('No US state is inside the Reg F contact window for the whole run: collectors will not send chat messages.');

    log('Creating fixtures…');
    let t = performance.now();
    const fx = await createFixtures({
      databaseUrl: target.databaseUrl,
      encryptionKey: target.encryptionKey,
      tag,
      collectors: COLLECTORS,
      consumers: CONSUMERS,
      collectorsPerFirm: COLLECTORS_PER_FIRM,
      accountsPerFirm: ACCOUNTS_PER_FIRM,
      casesPerConsumer: CASES_PER_CONSUMER,
      consumerState,
      log,
    });
    const fixturesSeconds = (performance.now() - t) / 1000;
    log(
      `  ${fx.collectors.length} collectors, ${fx.consumers.length} consumers, ${fx.cases.length} cases and conversations in ${fixturesSeconds.toFixed(1)} s`,
    );
    users = [...fx.collectors, ...fx.consumers];

    const recorder = createRecorder();
    const { validFirstPaymentDate } = await import(path.join(root, 'packages/shared/dist/index.js'));
    const ctx = createContext({
      base: target.base,
      origin: null,
      cookiePrefix: await cookiePrefixOf(target.base),
      recorder,
      settings,
      files: await testFiles(),
      validFirstPaymentDate,
      collectorChat: Boolean(consumerState),
    });
    await inBatches(users, 25, (u) => signIn(ctx, u));
    await checkSessions(target.base, fx.collectors[0], fx.consumers[0]);
    ctx.origin = await socketOrigin(target.base, users[0]);
    await inBatches(fx.consumers, 10, (u) => createIntakeCase(ctx, u));
    if (fx.collectors.length) await checkBrowseQueries(target.base, fx.collectors[0]);

    t = performance.now();
    await inBatches(users, 50, (u) => openSocket(ctx, u));
    const socketsSeconds = (performance.now() - t) / 1000;
    log(`  ${users.length} sockets connected and joined in ${socketsSeconds.toFixed(1)} s (Origin ${ctx.origin})`);

    // Go: warm-up, then the measured window. Users start spread over the first seconds (a ramp).
    const loadBefore = os.loadavg()[0];
    const runStart = performance.now();
    const measureFrom = runStart + WARMUP * 1000;
    const endsAt = measureFrom + DURATION * 1000;
    recorder.setWindow(measureFrom, endsAt);
    const processes = [...target.processes, { pid: process.pid, label: 'load generator' }];
    const sampler = createMemorySampler(processes, SAMPLE_MS, () => runStart);
    sampler.start();
    const rampMs = Math.min(Math.max(WARMUP, 1), 10) * 1000;
    const browsing = startBrowsing(ctx, fx.collectors, WARMUP + DURATION);
    const loops = users.map((u) => runUser(ctx, u, u.role === 'collector' ? COLLECTOR_ACTIONS : CONSUMER_ACTIONS, Math.random() * rampMs, endsAt));
    const progress = setInterval(() => {
      const fams = [...recorder.families.values()];
      const rss = sampler.samples.at(-1)?.rssKb ?? {};
      log(
        `  t=${Math.round((performance.now() - runStart) / 1000)} s: ${fams.reduce((n, f) => n + f.requests, 0) + recorder.warmup.requests} recorded, ` +
          `${fams.reduce((n, f) => n + f.errors, 0) + recorder.warmup.errors} errors, ${ctx.pending.size} deliveries in flight, ` +
          `RSS ${processes
            .filter((p) => !p.tree)
            .map((p) => `${p.label.split(' (')[0]} ${Math.round((rss[p.pid] ?? 0) / 1024)} MB`)
            .join(', ')}, load ${os.loadavg()[0].toFixed(1)}`,
      );
    }, 10_000);
    await Promise.all(loops);
    await browsing;
    sampler.stop();
    const loadAverage = os.loadavg()[0];
    // Deliveries still in flight get their chance (each has its own timeout).
    const deadline = performance.now() + settings.deliveryTimeoutMs + 1000;
    while (ctx.pending.size && performance.now() < deadline) await sleep(200);
    clearInterval(progress);
    ctx.running = false;
    for (const u of users) u.socket.disconnect();

    // The socket row: sockets held through the window, and the disconnects among them.
    const sockets = recorder.families.get('socket connection');
    sockets.requests = users.length;

    const families = summarize(recorder, DURATION);
    const http = families.filter((f) => f.driver !== 'Socket.IO');
    const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
    const autocannonRequests = sum(
      http.filter((f) => f.driver === 'autocannon'),
      'requests',
    );
    const deliveries = families.filter((f) => f.family.startsWith('socket delivery'));
    const minutes = DURATION / 60;
    const report = {
      date: new Date().toISOString().slice(0, 10),
      target: target.label,
      users: USERS,
      collectors: COLLECTORS,
      consumers: CONSUMERS,
      firms: fx.firms.length,
      accountsPerFirm: ACCOUNTS_PER_FIRM,
      casesPerConsumer: CASES_PER_CONSUMER,
      sockets: users.length,
      setup: { fixturesSeconds, socketsSeconds },
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      thinkMs,
      browseRate: BROWSE_RATE,
      settings,
      consumerState,
      loadBefore,
      loadAverage,
      cpus: os.cpus().length,
      families,
      totals: {
        httpRequests: sum(http, 'requests'),
        httpErrors: sum(http, 'errors'),
        allErrors: sum(families, 'errors'),
        httpPerSecond: sum(http, 'requests') / DURATION,
        vuPerSecond: (sum(http, 'requests') - autocannonRequests) / DURATION,
        autocannonPerSecond: autocannonRequests / DURATION,
        socketEventsPerSecond: ctx.counters.socketEvents / DURATION,
        chatDeliveriesPerSecond: sum(deliveries, 'requests') / DURATION,
      },
      mix: {
        collectorPerMinute: ctx.counters.vuRequests.collector / Math.max(1, COLLECTORS) / minutes,
        autocannonPerCollectorPerMinute: autocannonRequests / Math.max(1, COLLECTORS) / minutes,
        consumerPerMinute: ctx.counters.vuRequests.consumer / Math.max(1, CONSUMERS) / minutes,
        chatMessagesPerMinute: ctx.counters.chatSent / minutes,
        negotiationMovesPerMinute: ctx.counters.negotiationMoves / minutes,
      },
      warmup: { requests: recorder.warmup.requests, errors: recorder.warmup.errors, byMessage: Object.fromEntries(recorder.warmup.byMessage) },
      memory: memoryTable(sampler, WARMUP, DURATION),
      memorySamples: sampler.samples,
      serverLog: serverLogSummary(target.logPath),
    };
    const markdown = markdownReport(report);
    writeFileSync(OUT, JSON.stringify({ ...report, markdown }, null, 2));
    log(`\n${markdown}\n`);
    log(`JSON: ${OUT}`);
    await cleanup();
    process.exit(report.totals.allErrors > 0 ? 1 : 0);
  } catch (err) {
    process.stderr.write(`${err.stack ?? err}\n`);
    await cleanup().catch(() => {});
    process.exit(2);
  }
}

await main();
