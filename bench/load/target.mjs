// The target: a running deployment (LOAD_URL), or PostgreSQL and one server process of our own;
// its processes to sample and its log to summarize.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPostgres } from '../../scripts/lib.mjs';
import { log, num, root, serverRequire } from './settings.mjs';
import { processLabel } from './stats.mjs';
import { sleep } from './users.mjs';

const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-load-pg';
const pgPort = num('BENCH_PG_PORT', 55497);

async function ownPostgres() {
  // pg_stat_statements: which statements the measured window ran, how often and for how long.
  const postgres = startPostgres(pgDir, pgPort, { settings: { shared_buffers: '512MB', shared_preload_libraries: 'pg_stat_statements' } });
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS parley_load_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE parley_load_bench');
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${pgPort}/parley_load_bench`;
  return { url, statements: statementStats(pg, url), stop: () => process.env.KEEP_PG === '1' || postgres.stop() };
}

/**
 * The database's own count of statements (pg_stat_statements): reset when the measured window
 * opens, read when it closes. Null when the extension cannot load (a PostgreSQL started earlier
 * without it, KEEP_PG).
 */
function statementStats(pg, url) {
  const once = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    async reset() {
      try {
        await once('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
        await once('SELECT pg_stat_statements_reset()');
        return true;
      } catch {
        return false;
      }
    },
    async top(limit = 15) {
      try {
        const rows =
          await once(`SELECT calls::int, total_exec_time AS ms, rows::bigint::int AS rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query
          FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY calls DESC`);
        const calls = rows.reduce((n, r) => n + r.calls, 0);
        const ms = rows.reduce((n, r) => n + r.ms, 0);
        return { calls, ms, distinct: rows.length, top: rows.slice(0, limit) };
      } catch {
        return null;
      }
    },
  };
}

/** One server process (production mode, jobs on) on our own PostgreSQL; its log goes to a file. */
export async function ownTarget() {
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
    statements: postgres.statements,
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

export function externalTarget() {
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

export function serverLogSummary(logPath) {
  if (!logPath || !existsSync(logPath)) return null;
  const lines = readFileSync(logPath, 'utf8').split('\n');
  return {
    path: logPath,
    errorLines: lines.filter((l) => /"level":(50|60)/.test(l)).length,
    warnLines: lines.filter((l) => /"level":40/.test(l)).length,
    firstErrors: lines.filter((l) => /"level":(50|60)/.test(l)).slice(0, 5),
  };
}
