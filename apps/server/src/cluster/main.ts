import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveEncryptionKey } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { secureDataDir } from '../data-dir.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { createBalancer } from './balancer.js';
import { type RollReporter, serveControl } from './control.js';

/**
 * `npm run start:cluster`: Parley as it runs on several machines, on one. Two server processes
 * (each serving the API, the web app and Socket.IO on its PostgreSQL adapter, and working jobs),
 * one job worker, and a small proxy on PORT in front of the servers. Every process shares the
 * database, the encryption key and the file store (the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/files: one machine, one disk). A
 * process that dies is started again; the proxy sends reads to the other server meanwhile.
 *
 * A rolling restart (`npm run cluster:roll`, or SIGHUP to this process) upgrades the cluster to
 * what is built now without a failed request: migrations first, then each server in turn is
 * replaced by a new one, started from the current dist, that takes its place in the proxy once
 * ready; the old one is drained (its requests finish, its sockets move) and stopped. Then the job
 * worker. See docs/operating/upgrades.md.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// dist/cluster/main.js runs dist/main.js; under tsx, src/cluster/main.ts runs src/main.ts.
const ext = path.extname(fileURLToPath(import.meta.url));
const entry = (name: string) => path.join(here, '..', `${name}${ext}`);

const children = new Set<ChildProcess>();
// Whatever ends this process ends its members too.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

type Member = { name: string; script: string; env: Record<string, string>; port: number | null; child: ChildProcess | null };

/** What says a new server may take traffic: ready, not just alive (migrated, database answering, queues running). */
export const READY_PATH = '/readyz';
/** How long a drained server's in-flight requests may take before it is stopped anyway. */
const DRAIN_TIMEOUT_MS = 30_000;
/** How long a stopped process may take to exit before it is killed. */
const STOP_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

function log(message: string) {
  process.stdout.write(`[cluster] ${message}\n`);
}

/** Forwards a child's output line by line, each line tagged with its process's name. */
function tagOutput(stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WriteStream) {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

async function waitReady(name: string, child: ChildProcess, port: number, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode != null || child.signalCode != null) throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${READY_PATH}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${READY_PATH} within ${timeoutMs / 1000} s`);
}

/** A worker has no port: it says it is ready over the IPC channel (worker.ts). */
function waitWorkerReady(name: string, child: ChildProcess, timeoutMs = START_TIMEOUT_MS) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${name} did not say it was ready within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: unknown) => {
      if (message === 'ready') done();
    };
    const onExit = (code: number | null, signal: string | null) => done(new Error(`${name} exited (${signal ?? `code ${code}`}) while starting`));
    const done = (err?: Error) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** SIGTERM (the process finishes what it holds and exits), SIGKILL after STOP_TIMEOUT_MS. */
function stopChild(child: ChildProcess | null): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    process.stderr.write('The cluster needs PostgreSQL: set DATABASE_URL (npm run start:cluster starts a local one when it is unset).\n');
    process.exit(1);
  }
  secureDataDir(config.dataDir);
  // Resolved once here, so two processes starting together never each create a key.
  const shared: Record<string, string> = {
    ENCRYPTION_KEY: resolveEncryptionKey(config).key,
    PUBLIC_URL: config.publicUrl,
    DATA_DIR: config.dataDir,
    // The nodes believe X-Forwarded-For from the proxy in front of them, on this machine, and nobody else.
    TRUST_PROXY: 'loopback',
  };
  const members: Member[] = [
    ...config.clusterNodePorts.map((port, i) => ({
      name: `node${i + 1}`,
      script: entry('main'),
      // Only the first node seeds (if asked): it starts, migrates and seeds before the others start.
      env: { ...shared, PORT: String(port), ...(i > 0 ? { SEED_DEMO: 'false' } : {}) },
      port,
      child: null,
    })),
    { name: 'worker', script: entry('worker'), env: shared, port: null, child: null },
  ];

  let stopping = false;
  /** Starts a process for `member`; it becomes the member's process at once, or (a roll) once ready. */
  const spawnMember = (member: Member, env: Record<string, string> = member.env) => {
    const child = spawn(process.execPath, [...process.execArgv, member.script], {
      env: { ...process.env, ...env },
      // IPC: the worker says when it is ready.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: Ctrl-C reaches only this process, which stops the members in order
      // (and does not mistake their exit for a crash).
      detached: true,
    });
    children.add(child);
    tagOutput(child.stdout, member.name, process.stdout);
    tagOutput(child.stderr, member.name, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(child);
      // A process a roll replaced (or one that failed to replace) is not the member's any more.
      if (stopping || member.child !== child) return;
      log(`${member.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping && member.child === child) start(member);
      }, 1_000);
    });
    log(`${member.name} started (pid ${child.pid})${env.PORT ? ` on :${env.PORT}` : ''}`);
    return child;
  };
  const start = (member: Member) => {
    member.child = spawnMember(member, member.port ? { ...member.env, PORT: String(member.port) } : member.env);
  };

  const [first, ...others] = members;
  if (!first) throw new Error('CLUSTER_NODE_PORTS is empty');
  const ready = (member: Member) => waitReady(member.name, member.child as ChildProcess, member.port as number);
  start(first);
  await ready(first);
  for (const member of others) start(member);
  for (const member of others) if (member.port) await ready(member);

  const target = (port: number) => `http://127.0.0.1:${port}`;
  const balancer = createBalancer(config.clusterNodePorts.map(target));
  await new Promise<void>((resolve) => balancer.server.listen(config.port, config.host, resolve));

  let rolling = false;
  /** The rolling restart: migrate once, then replace each server, then the worker, one at a time. */
  const roll = async (report: RollReporter) => {
    if (rolling) throw new Error('a roll is already under way');
    if (stopping) throw new Error('the cluster is stopping');
    rolling = true;
    const started = Date.now();
    const say = (line: string) => {
      log(`roll: ${line}`);
      report(line);
    };
    try {
      say('running migrations');
      const database = await openDatabase({ kind: 'postgres', url: (config.database as { url: string }).url, max: 2 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      for (const [slot, member] of members.entries()) {
        const old = member.child;
        const t0 = Date.now();
        if (member.port === null) {
          const child = spawnMember(member);
          await waitWorkerReady(`${member.name}'s replacement`, child).catch((err) => {
            child.kill('SIGKILL');
            throw err;
          });
          member.child = child;
          await stopChild(old);
          say(`${member.name}: pid ${old?.pid} replaced by pid ${child.pid} in ${Date.now() - t0} ms`);
          continue;
        }
        const port = await freePort();
        // SEED_DEMO=false: the database is there already; only a cluster's first start seeds.
        const child = spawnMember(member, { ...member.env, PORT: String(port), SEED_DEMO: 'false' });
        try {
          await waitReady(`${member.name}'s replacement`, child, port);
        } catch (err) {
          child.kill('SIGKILL');
          throw new Error(`${err instanceof Error ? err.message : String(err)}; ${member.name} (pid ${old?.pid}) keeps serving`);
        }
        member.child = child;
        member.port = port;
        const oldTarget = balancer.replace(slot, target(port));
        const { unfinished, socketsMoved } = await balancer.drain(oldTarget, DRAIN_TIMEOUT_MS);
        await stopChild(old);
        say(
          `${member.name}: pid ${old?.pid} replaced by pid ${child.pid} on :${port} in ${Date.now() - t0} ms` +
            ` (${socketsMoved} socket(s) moved${unfinished ? `, ${unfinished} request(s) cut after ${DRAIN_TIMEOUT_MS / 1000} s` : ''})`,
        );
      }
      say(`rolled ${members.length} processes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      rolling = false;
    }
  };
  process.on('SIGHUP', () => {
    roll(() => {}).catch((err) => log(`roll failed: ${err instanceof Error ? err.message : String(err)}`));
  });
  const closeControl = await serveControl(config.dataDir, roll).catch((err) => {
    log(`no control socket (${err instanceof Error ? err.message : String(err)}); SIGHUP still rolls the cluster`);
    return () => {};
  });

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    closeControl();
    await balancer.close();
    // Every process, a roll's half-started replacement included.
    await Promise.all([...children].map((child) => stopChild(child)));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  const pids = members.map((m) => `${m.name} ${m.child?.pid}${m.port ? ` on :${m.port}` : ''}`).join(', ');
  process.stdout.write(`\n  Parley cluster is running at http://localhost:${config.port} (proxy → ${pids})\n\n`);
}

main().catch((err) => {
  process.stderr.write(`Cluster failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
