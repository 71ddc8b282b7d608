// What the chat bench runs: its PostgreSQL database, the Parley servers, and the bare Socket.IO server
// (chat.bench.mjs --echo-server) that is its baseline, each a child process of the bench.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/lib.mjs';
import { server, serverRequire } from './chat-settings.mjs';

/** The bare Socket.IO server, run as a child process of chat.bench.mjs. */
export function runEchoServer() {
  const { Server } = serverRequire('socket.io');
  const port = Number(process.argv[3]);
  const url = process.argv[4];
  const io = new Server(port, { serveClient: false });
  let pool;
  if (url) {
    const pg = serverRequire('pg');
    const { createAdapter } = serverRequire('@socket.io/postgres-adapter');
    pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => {});
    io.adapter(createAdapter(pool, { heartbeatInterval: 5_000, heartbeatTimeout: 10_000 }));
  }
  io.on('connection', (socket) => {
    socket.on('join', async (room, ack) => {
      await socket.join(room);
      ack?.({ ok: true });
    });
    socket.on('send', ({ room, body }) => {
      io.to(room).emit('new_message', { conversation_id: room, message: { attributes: { body } } });
    });
  });
  process.on('SIGTERM', () => {
    io.close(() => {
      void pool?.end();
      process.exit(0);
    });
  });
  process.stdout.write('ready\n');
}

/** The bench's own PostgreSQL (its URL, and how to stop it when the bench ends). */
export function ownCluster() {
  return startPostgres(process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-chat-pg', Number(process.env.BENCH_PG_PORT ?? 55498));
}
export async function freshDatabase(adminUrl) {
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS parley_chat_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE parley_chat_bench');
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = '/parley_chat_bench';
  return u.toString();
}

export const children = new Set();
async function startChild(args, env, isReady) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (await isReady(out)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${args.join(' ')} did not start`);
}
export function stopChild(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
export async function startParley(port, env) {
  const base = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = await startChild([...nodeArgs, server('main.js')], { ...env, PORT: String(port), HOST: '127.0.0.1' }, async () => {
    try {
      return (await fetch(`${base}/healthz`)).ok;
    } catch {
      return false;
    }
  });
  return { base, child };
}
export async function startEcho(port, url) {
  const child = await startChild(
    [fileURLToPath(new URL('./chat.bench.mjs', import.meta.url)), '--echo-server', String(port), ...(url ? [url] : [])],
    {},
    (out) => out.includes('ready'),
  );
  return { base: `http://127.0.0.1:${port}`, child };
}
