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
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBrowseQueries, startBrowsing } from './browsing.mjs';
import { openSocket } from './chat-socket.mjs';
import { COLLECTOR_ACTIONS } from './collector-actions.mjs';
import { CONSUMER_ACTIONS } from './consumer-actions.mjs';
import { createFixtures, stateInContactWindow } from './fixtures.mjs';
import {
  ACCOUNTS_PER_FIRM,
  BROWSE_RATE,
  CASES_PER_CONSUMER,
  COLLECTORS,
  COLLECTORS_PER_FIRM,
  CONSUMERS,
  DURATION,
  log,
  OUT,
  root,
  SAMPLE_MS,
  settings,
  thinkMs,
  USERS,
  WARMUP,
} from './settings.mjs';
import { checkSessions, cookiePrefixOf, socketOrigin, testFiles } from './setup.mjs';
import { createMemorySampler, createRecorder, markdownReport, memoryTable, summarize } from './stats.mjs';
import { externalTarget, ownTarget, serverLogSummary } from './target.mjs';
import { createContext, createIntakeCase, runUser, signIn, sleep } from './users.mjs';

const inBatches = async (items, size, fn) => {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
};

/** The database's side of the window: statements per HTTP request, and the most frequent ones. */
function statementsMarkdown(statements, httpRequests) {
  if (!statements) return '';
  const rows = statements.top.map(
    (r) => `| ${r.calls} | ${(r.ms / r.calls).toFixed(2)} | ${(r.ms / 1000).toFixed(1)} | \`${r.query.replaceAll('|', '\\|')}\` |`,
  );
  return [
    '',
    '',
    `Database (pg_stat_statements, measured window): ${statements.calls} statements (${(statements.calls / Math.max(1, httpRequests)).toFixed(1)} per HTTP request, background work included), ${(statements.ms / 1000).toFixed(1)} s executing, ${statements.distinct} distinct. Most frequent:`,
    '',
    '| calls | ms each | s total | statement |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

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
    const statementsReset = target.statements ? sleep(WARMUP * 1000).then(() => target.statements.reset()) : Promise.resolve(false);
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
    const statements = (await statementsReset) ? await target.statements.top() : null;
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
      statements,
    };
    const markdown = markdownReport(report) + statementsMarkdown(statements, sum(http, 'requests'));
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
