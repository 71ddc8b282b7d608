// `npm test`: installs what the suites need (npm deps, Debian's chromium-headless-shell and postgresql),
// then runs unit + integration on PGlite, the integration suite again on a throwaway PostgreSQL server on
// loopback (the files that open a test database; the others would only repeat themselves), and the
// end-to-end tests in Chromium against the built app, with the route proofs beside them at low priority.
// Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distinctFreePorts, ensureBuilt, ensureDebianPackages, ensureDependencies, log, postgresBinDir, root, startPostgres } from './lib.mjs';

const started = Date.now();
const results = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parley-test-run-'));

/** Runs one suite with a JSON report; records its counts whatever its exit code. */
function suite(name, command, args, { env = {}, report }) {
  log(`▶ ${name}`);
  const t0 = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  record(name, res.status, report, t0);
}

/**
 * Starts a suite beside the next one, at the lowest CPU priority (nice 19), its output kept in a file: it takes only
 * the time the suite in front leaves idle, so that one runs as it would alone. Returns a function that waits for it,
 * prints its output and records its counts.
 */
function suiteBeside(name, command, args, { env = {}, report }) {
  log(`▶ ${name} (beside the next suite, at low priority; its output follows when it ends)`);
  const t0 = Date.now();
  const output = path.join(tmp, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(output, 'w');
  const child = spawn(...lowPriority(command, args), { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const ended = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  stopBeside = () => child.kill('SIGTERM');
  return async () => {
    const code = await ended;
    stopBeside = () => {};
    closeSync(fd);
    log(`◀ ${name}`);
    process.stdout.write(readFileSync(output));
    record(name, code, report, t0);
  };
}

/** Records a finished suite: its counts from its JSON report, a failure when it exited non-zero without one. */
function record(name, status, report, t0) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failures = [];
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    if ('numPassedTests' in json) {
      passed = json.numPassedTests;
      failed = json.numFailedTests;
      skipped = json.numPendingTests + (json.numTodoTests ?? 0);
      failures = vitestFailures(json);
    } else if (json.stats) {
      passed = json.stats.expected;
      failed = json.stats.unexpected + (json.stats.flaky ?? 0);
      skipped = json.stats.skipped;
      failures = playwrightFailures(json.suites ?? []);
    }
  }
  const ok = status === 0;
  if (!ok && failed === 0) failed = 1; // the runner itself failed (crash, type error, no report)
  results.push({ name, passed, failed, skipped, ok, failures, seconds: Math.round((Date.now() - t0) / 1000) });
}

/** The first line of an error, without colour codes: enough to tell a summary's reader what broke. */
function firstLine(message = '') {
  return String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
}

/** Failed tests in a vitest JSON report, as "file › name: error" (a file that failed to load, too). */
function vitestFailures(json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) out.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') out.push(`${where}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Failed or flaky tests in a Playwright JSON report. */
function playwrightFailures(suites, out = []) {
  for (const s of suites) {
    for (const spec of s.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message;
          out.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(error)}`);
        }
      }
    }
    playwrightFailures(s.suites ?? [], out);
  }
  return out;
}

/**
 * The server's test files that open a test database (through the test app, the test world or
 * TEST_DATABASE_URL itself). Only these change with the database; the rest (rules, the scanner's
 * corpus, OCR, Ask Solo's evaluations, the embedded data folder) read none and ran twice for nothing.
 */
function databaseTestFiles() {
  const dir = path.join(root, 'apps/server/src');
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /test\/(test-app|world)\.js|openTestDatabase|TEST_DATABASE_URL/.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => path.join('apps/server/src', file));
}

/**
 * The end-to-end run's servers (e2e/serve.mjs on each of `ports`, e2e/serve-cluster.mjs on `clusterPort`), started
 * as the PostgreSQL module suite starts: that suite leaves about a tenth of the machine idle, and their 20-odd
 * seconds of start-up, all three at once, held both journey workers at the start line. Playwright finds them
 * answering and uses them (E2E_SERVERS_RUNNING in playwright.config.ts). `ready` waits until all answer and gives
 * their ports; `stop` sends each SIGTERM (each removes its data, the cluster its PostgreSQL) and waits for it to exit.
 */
function startE2eServers(ports, clusterPort, taken) {
  // The two embedded servers start at the lowest priority, so they take only what the module suite leaves idle
  // (at normal priority the three start-ups cost that suite 28 s), and are raised to normal before the journeys.
  // Lowering a niceness again takes root; elsewhere they start at normal priority. The cluster starts at normal
  // priority: its PostgreSQL, which pg_ctl detaches, could not be found again to raise.
  const lowFirst = process.getuid?.() === 0;
  const start = (server, low) => {
    const env = {
      ...process.env,
      E2E_PORTS: servers
        .filter((s) => !s.cluster)
        .map((s) => s.port)
        .join(','),
      PORT: String(server.port),
    };
    const [command, args] = low ? lowPriority(process.execPath, [server.script]) : [process.execPath, [server.script]];
    server.child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
    server.exited = new Promise((resolve) => server.child.on('exit', resolve));
  };
  const servers = [...ports.map((port) => ({ script: 'e2e/serve.mjs', port })), { script: 'e2e/serve-cluster.mjs', port: clusterPort, cluster: true }];
  for (const server of servers) start(server, lowFirst && !server.cluster);
  const ended = (child) => child.exitCode !== null || child.signalCode !== null;
  return {
    async ready() {
      if (lowFirst) for (const { child } of servers) raiseToNormal(child.pid);
      const deadline = Date.now() + 120_000;
      for (const server of servers) {
        let restarted = false;
        while (!(await answers(`http://127.0.0.1:${server.port}/healthz`))) {
          if (ended(server.child)) {
            // A port found free can be taken before a server binds it, by any test that asked for one meanwhile
            // (EADDRINUSE): the server starts once more, on a port found free now.
            if (restarted) throw new Error(`the end-to-end server ${server.script} exited twice before it answered`);
            restarted = true;
            [server.port] = await distinctFreePorts(1, taken);
            log(`${server.script} exited before it answered; starting it again on port ${server.port}`);
            start(server, false);
          }
          if (Date.now() > deadline) throw new Error(`the end-to-end server on port ${server.port} did not answer within 120 s`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      return { ports: servers.filter((s) => !s.cluster).map((s) => s.port), clusterPort: servers.find((s) => s.cluster).port };
    },
    async stop() {
      for (const { child } of servers) if (!ended(child)) child.kill('SIGTERM');
      await Promise.race([Promise.all(servers.map((s) => s.exited)), new Promise((resolve) => setTimeout(resolve, 30_000))]);
    },
  };
}

/** `command args` at the lowest CPU priority (nice 19), as [command, args] for spawn. */
function lowPriority(command, args) {
  return ['nice', ['-n', '19', command, ...args]];
}

/** Sets niceness 0 on every thread of a process and of its descendants (Linux keeps a niceness per thread). */
function raiseToNormal(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {} // the process ended while the list was read
  }
  const tids = [];
  for (const queue = [pid]; queue.length > 0; ) {
    const next = queue.shift();
    try {
      tids.push(...readdirSync(`/proc/${next}/task`));
    } catch {}
    queue.push(...(children.get(next) ?? []));
  }
  if (tids.length > 0) spawnSync('renice', ['-n', '0', '-p', ...tids], { stdio: 'ignore' });
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The route-level proofs that send every route of the table as every role (the authorization matrix) and fuzz
 * every route's input: about 230 s of worker time per run. They test the HTTP layer's guards, which are the
 * same code on both databases, so they run once, against PostgreSQL as production runs; every module's own
 * tests still run on both. They run beside the end-to-end suite, which leaves about a third of the machine
 * idle (its journeys wait on browsers and servers), at the lowest priority and on a PostgreSQL server of their
 * own at that priority too, so the journeys run as they would alone.
 */
const ROUTE_PROOFS_ON_POSTGRES_ONLY = ['apps/server/src/proof/authorization.test.ts', 'apps/server/src/proof/fuzz.test.ts'];

/**
 * Every route in the spellings an attacker writes (about 30 s of worker time): the router's and the guards' code, the
 * same on both databases, so it runs once, with the PostgreSQL module suite, where it already ran a second time.
 */
const SPELLING_PROOF_ON_POSTGRES_ONLY = 'apps/server/src/proof/path-spellings.test.ts';

let stopPostgres = () => {};
let stopProofsPostgres = () => {};
let stopBeside = () => {};
let stopE2eServers = async () => {};
try {
  ensureDependencies();
  ensureDebianPackages([
    { name: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
    { name: 'postgresql', present: () => postgresBinDir() !== null },
  ]);
  ensureBuilt();
  // The scanner's second reader, trained once from the built server and kept (kept-model.ts) before any
  // built server starts (the crash and start-up proofs, the end-to-end servers): with none kept, each
  // trained it at start-up (about 30 s alone, 50 s on a busy machine), and the end-to-end run's two
  // servers, the cluster's two and its worker all at once, close to their 60 s start limit. It trains
  // beside the type-checks (one thread each) and is waited for before the first suite.
  const readerTrained = new Promise((resolve) => {
    spawn(process.execPath, ['--input-type=module', '-e', "(await import('./apps/server/dist/modules/chat/compliance/scanner.js')).warmReader();"], {
      cwd: root,
      stdio: 'inherit',
    }).on('close', resolve);
  });

  const vitest = path.join(root, 'node_modules/.bin/vitest');
  suite('type-check and lint', 'npm', ['run', 'check', '--silent'], { report: '' });
  suite('web bundle budgets', process.execPath, [path.join(root, 'scripts/check-bundle-budgets.mjs')], { report: '' });
  await readerTrained;
  const pgliteArgs = ['run', ...[...ROUTE_PROOFS_ON_POSTGRES_ONLY, SPELLING_PROOF_ON_POSTGRES_ONLY].flatMap((file) => ['--exclude', file])];
  suite('unit + integration (PGlite)', vitest, [...pgliteArgs, '--reporter=default', '--reporter=json', `--outputFile=${tmp}/vitest-pglite.json`], {
    report: `${tmp}/vitest-pglite.json`,
  });

  const taken = new Set();
  const [pgPort, proofsPgPort, serverA, serverB, clusterPort] = await distinctFreePorts(5, taken);
  const postgres = startPostgres(path.join(tmp, 'pg'), pgPort, { throwaway: true });
  stopPostgres = () => postgres.stop({ immediate: true });
  const proofsPostgres = startPostgres(path.join(tmp, 'pg-proofs'), proofsPgPort, { throwaway: true, nice: 19 });
  stopProofsPostgres = () => proofsPostgres.stop({ immediate: true });
  const e2eServers = startE2eServers([serverA, serverB], clusterPort, taken);
  stopE2eServers = e2eServers.stop;
  const vitestOnPostgres = (name) => ['run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile=${tmp}/${name}.json`];
  const moduleFiles = databaseTestFiles().filter((file) => !ROUTE_PROOFS_ON_POSTGRES_ONLY.includes(file));
  suite('integration (PostgreSQL)', vitest, [...vitestOnPostgres('vitest-pg'), ...moduleFiles], {
    env: { TEST_DATABASE_URL: postgres.url },
    report: `${tmp}/vitest-pg.json`,
  });
  stopPostgres();
  stopPostgres = () => {};

  const routeProofsEnded = suiteBeside('route proofs (PostgreSQL)', vitest, [...vitestOnPostgres('vitest-proofs'), ...ROUTE_PROOFS_ON_POSTGRES_ONLY], {
    env: { TEST_DATABASE_URL: proofsPostgres.url },
    report: `${tmp}/vitest-proofs.json`,
  });

  const e2ePorts = await e2eServers.ready();
  suite('end-to-end (Chromium)', path.join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`,
      E2E_PORTS: e2ePorts.ports.join(','),
      E2E_CLUSTER_PORT: String(e2ePorts.clusterPort),
      E2E_SERVERS_RUNNING: '1',
    },
    report: `${tmp}/playwright.json`,
  });
  await stopE2eServers();
  stopE2eServers = async () => {};
  await routeProofsEnded();
  stopProofsPostgres();
  stopProofsPostgres = () => {};
} catch (err) {
  results.push({ name: 'set-up', passed: 0, failed: 1, skipped: 0, ok: false, seconds: 0 });
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
} finally {
  stopBeside();
  await stopE2eServers();
  for (const stop of [stopPostgres, stopProofsPostgres]) {
    try {
      stop();
    } catch {}
  }
  rmSync(tmp, { recursive: true, force: true });
}

const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
process.stdout.write('\n');
for (const r of results) {
  process.stdout.write(
    `  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(30)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds}s)\n`,
  );
  for (const failure of r.failures ?? []) process.stdout.write(`      ✗ ${failure}\n`);
}
process.stdout.write(`\nTook ${Math.round((Date.now() - started) / 1000)}s\n`);
process.stdout.write(`Total: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
