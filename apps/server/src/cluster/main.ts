import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveEncryptionKey } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createBalancer } from './balancer.js';

/**
 * `npm run start:cluster`: Parley as it runs on several machines, on one. Two server processes
 * (each serving the API, the web app and Socket.IO on its PostgreSQL adapter, and working jobs),
 * one job worker, and a small proxy on PORT in front of the servers. Every process shares the
 * database, the encryption key and the file store (the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/files: one machine, one disk). A
 * process that dies is started again; the proxy sends reads to the other server meanwhile.
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

async function waitHealthy(member: Member, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (member.child?.exitCode != null) throw new Error(`${member.name} exited with code ${member.child.exitCode} while starting`);
    try {
      // Ready, not just alive: migrated, database answering, queues running (/readyz).
      if ((await fetch(`http://127.0.0.1:${member.port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${member.name} was not ready (/readyz) within ${timeoutMs / 1000} s`);
}

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    process.stderr.write('The cluster needs PostgreSQL: set DATABASE_URL (npm run start:cluster starts a local one when it is unset).\n');
    process.exit(1);
  }
  mkdirSync(config.dataDir, { recursive: true });
  // Resolved once here, so two processes starting together never each create a key.
  const shared: Record<string, string> = {
    ENCRYPTION_KEY: resolveEncryptionKey(config).key,
    PUBLIC_URL: config.publicUrl,
    DATA_DIR: config.dataDir,
    TRUST_PROXY: 'true',
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
  const start = (member: Member) => {
    const child = spawn(process.execPath, [...process.execArgv, member.script], {
      env: { ...process.env, ...member.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches only this process, which stops the members in order
      // (and does not mistake their exit for a crash).
      detached: true,
    });
    member.child = child;
    children.add(child);
    tagOutput(child.stdout, member.name, process.stdout);
    tagOutput(child.stderr, member.name, process.stderr);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`${member.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping) start(member);
      }, 1_000);
    });
    log(`${member.name} started (pid ${child.pid})`);
  };

  const [first, ...others] = members;
  if (!first) throw new Error('CLUSTER_NODE_PORTS is empty');
  start(first);
  await waitHealthy(first);
  for (const member of others) start(member);
  for (const member of others) if (member.port) await waitHealthy(member);

  const balancer = createBalancer(config.clusterNodePorts.map((port) => `http://127.0.0.1:${port}`));
  await new Promise<void>((resolve) => balancer.server.listen(config.port, config.host, resolve));

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await balancer.close();
    await Promise.all(
      members.map(
        (m) =>
          new Promise<void>((resolve) => {
            if (!m.child || m.child.exitCode !== null) return resolve();
            const force = setTimeout(() => m.child?.kill('SIGKILL'), 15_000);
            m.child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            m.child.kill('SIGTERM');
          }),
      ),
    );
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
