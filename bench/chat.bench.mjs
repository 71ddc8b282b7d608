// Chat delivery under load (issue 6): 1,000 connected sockets across 50 conversations, first on one
// server process, then on two processes sharing PostgreSQL (Socket.IO's PostgreSQL adapter). Each
// conversation has 10 consumer-side and 10 firm-side sockets; in each conversation one message is
// in flight at a time (50 in flight in all). Timed: send → `new_message` on every socket of the
// other side, p50 and p99 over those deliveries, and messages per second. Beside it, the same
// shape through a bare Socket.IO server (join a room, broadcast to it; no HTTP, no database) on
// this machine, alone and with the same adapter across two processes.
//
//   npm run bench:chat                 (DURATION=15 seconds per phase, after 3 s of warm-up)
//   BENCH_DATABASE_URL=postgres://…   uses that server instead (its database parley_chat_bench is recreated)
// Without BENCH_DATABASE_URL it starts a PostgreSQL cluster of its own in $BENCH_PG_DIR (default
// /tmp/parley-bench-chat-pg, port $BENCH_PG_PORT or 55498). Loopback only; bounded runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { freePort, startPostgres } from '../scripts/lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = (p) => path.join(root, 'apps/server/dist', p);
// The server's own Socket.IO, adapter and driver, so the baseline runs the same versions.
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 50);
const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const PER_SIDE = Math.max(1, Math.round(SOCKETS / CONVERSATIONS / 2));
const DURATION = Number(process.env.DURATION ?? 15);
const WARMUP = Number(process.env.WARMUP ?? 3);
const COLLECTOR_MESSAGES = 3; // per conversation: under the daily cap of 5 unanswered collector messages
const DELIVERY_TIMEOUT_MS = 10_000;

// --- the bare Socket.IO server, run as a child process of this script --------------------------
function runEchoServer() {
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

// --- set-up ------------------------------------------------------------------------------------
function ownCluster() {
  return startPostgres(process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-chat-pg', Number(process.env.BENCH_PG_PORT ?? 55498)).url;
}
async function freshDatabase(adminUrl) {
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

const children = new Set();
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
function stopChild(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
async function startParley(port, env) {
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
async function startEcho(port, url) {
  const child = await startChild([fileURLToPath(import.meta.url), '--echo-server', String(port), ...(url ? [url] : [])], {}, (out) => out.includes('ready'));
  return { base: `http://127.0.0.1:${port}`, child };
}

/** 50 firms, each with one staff member, one consumer, one account and their conversation; a session each. */
async function createConversations(url, encryptionKey, consumerState) {
  const { openDatabase } = await import(server('db/client.js'));
  const schema = await import(server('db/schema/index.js'));
  const { createLawFirm } = await import(server('modules/law-firms/law-firms.service.js'));
  const { createCrypto } = await import(server('platform/crypto.js'));
  const { createSessionStore } = await import(server('platform/sessions.js'));
  const { systemClock } = await import(server('platform/clock.js'));
  const handle = await openDatabase({ kind: 'postgres', url, max: 4 });
  const crypto = createCrypto(encryptionKey);
  const sessions = createSessionStore({ db: handle.db, clock: systemClock });
  const now = new Date();
  const out = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const firm = await createLawFirm(handle.db, crypto, `Bench Firm ${i + 1}`);
    const [staff] = await handle.db
      .insert(schema.users)
      .values({ kind: 'collector', email: `staff${i}@bench.test`, firstName: 'Staff', lastName: String(i + 1), lawFirmId: firm.id, lawFirmScope: 'user' })
      .returning();
    const [consumer] = await handle.db
      .insert(schema.users)
      // A consumer chats once their address is confirmed (issue 18).
      .values({ kind: 'consumer', email: `consumer${i}@bench.test`, firstName: 'Consumer', lastName: String(i + 1), emailVerifiedAt: now })
      .returning();
    const [doc] = await handle.db
      .insert(schema.customerDocuments)
      .values({
        lawFirmId: firm.id,
        product: 'solosettle',
        customerName: `Consumer ${i + 1}`,
        lawsuitAmountCents: 250_000,
        lawsuitState: consumerState ?? 'TX',
        mailingState: consumerState ?? 'TX',
        ssnLastFour: '6789',
        createdAt: now,
        userId: consumer.id,
      })
      .returning();
    const [conversation] = await handle.db
      .insert(schema.conversations)
      .values({ lawFirmId: firm.id, consumerUserId: consumer.id, customerDocumentId: doc.id, createdAt: now })
      .returning();
    out.push({
      id: conversation.id,
      consumerToken: await sessions.create('consumer', consumer.id, { ip: '127.0.0.1', userAgent: 'bench' }),
      staffToken: await sessions.create('collector', staff.id, { ip: '127.0.0.1', userAgent: 'bench' }),
    });
  }
  await handle.close();
  return out;
}

/** A US state whose consumers may be contacted now (Reg F 8 a.m.–9 p.m.), or null when none may. */
async function stateInContactWindow() {
  const { consumerTimeZone, nextAllowedContact } = await import(server('modules/chat/compliance/local-time.js'));
  return ['NY', 'IL', 'CO', 'CA', 'AK', 'HI'].find((s) => nextAllowedContact(new Date(), consumerTimeZone(s, null)) === null) ?? null;
}

// --- measuring ---------------------------------------------------------------------------------
function openSocket(base, { cookie, realm } = {}) {
  const socket = connect(base, { transports: ['websocket'], reconnection: false, auth: realm ? { realm } : {}, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
/** Opens and joins in batches, as 1,000 browsers arriving would not all in one millisecond. */
async function openAll(specs) {
  const sockets = [];
  for (let i = 0; i < specs.length; i += 50) {
    sockets.push(
      ...(await Promise.all(
        specs.slice(i, i + 50).map(async (spec) => {
          const socket = await openSocket(spec.base, spec);
          const ack = await socket.timeout(10_000).emitWithAck(spec.joinEvent, spec.joinPayload);
          if (ack && ack.ok === false) throw new Error(`join refused: ${JSON.stringify(ack)}`);
          return { socket, spec };
        }),
      )),
    );
  }
  return sockets;
}

function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

/**
 * Closed loop per conversation: send one message, wait until every socket of the receiving side
 * has it, send the next. `receivers[i]` are conversation i's receiving sockets.
 */
async function measure({ receivers, send, seconds, perConversation }) {
  const pending = new Map();
  const samples = [];
  let recording = false;
  for (const list of receivers) {
    for (const socket of list) {
      socket.on('new_message', (e) => {
        const p = pending.get(/bench \d+-\d+-[0-9a-f]{6}/.exec(e.message.attributes.body)?.[0]);
        if (!p || e.message.attributes.scanned === false) return;
        if (recording) samples.push(performance.now() - p.t0);
        if (--p.remaining === 0) p.resolve(true);
      });
    }
  }
  let delivered = 0;
  let lost = 0;
  const run = async (until, record) => {
    recording = record;
    const started = performance.now();
    const counts = await Promise.all(
      receivers.map(async (list, i) => {
        let n = 0;
        let seq = 0;
        while (perConversation ? seq < perConversation : performance.now() < until) {
          const key = `bench ${i}-${seq++}-${randomBytes(3).toString('hex')}`;
          let resolve;
          const done = new Promise((r) => {
            resolve = r;
          });
          const timer = setTimeout(() => resolve(false), DELIVERY_TIMEOUT_MS);
          pending.set(key, { t0: performance.now(), remaining: list.length, resolve });
          await send(i, key);
          const ok = await done;
          clearTimeout(timer);
          pending.delete(key);
          if (ok) n++;
          else if (record) lost++;
        }
        return n;
      }),
    );
    return { messages: counts.reduce((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000 };
  };
  if (!perConversation && WARMUP > 0) await run(performance.now() + WARMUP * 1000, false);
  const result = await run(performance.now() + seconds * 1000, true);
  delivered = samples.length;
  for (const list of receivers) for (const s of list) s.off('new_message');
  samples.sort((a, b) => a - b);
  return {
    p50: pct(samples, 50),
    p99: pct(samples, 99),
    messagesPerSecond: result.messages / result.seconds,
    deliveriesPerSecond: delivered / result.seconds,
    messages: result.messages,
    lost,
  };
}

async function benchBare(nodes) {
  // Consumer-side sockets on the first process, firm-side on the last (the other one, with two).
  const specs = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    for (let j = 0; j < PER_SIDE; j++) {
      specs.push({ conversation: i, side: 'consumer', base: nodes[0].base, joinEvent: 'join', joinPayload: `chat:${i}` });
      specs.push({ conversation: i, side: 'firm', base: nodes.at(-1).base, joinEvent: 'join', joinPayload: `chat:${i}` });
    }
  }
  const sockets = await openAll(specs);
  const receivers = Array.from({ length: CONVERSATIONS }, (_, i) =>
    sockets.filter((s) => s.spec.conversation === i && s.spec.side === 'firm').map((s) => s.socket),
  );
  const senders = Array.from({ length: CONVERSATIONS }, (_, i) => sockets.find((s) => s.spec.conversation === i && s.spec.side === 'consumer').socket);
  const r = await measure({
    receivers,
    seconds: DURATION,
    send: async (i, key) => {
      senders[i].emit('send', { room: `chat:${i}`, body: key });
    },
  });
  for (const s of sockets) s.socket.disconnect();
  return { ...r, sockets: sockets.length };
}

async function benchParley(nodes, conversations, { collector }) {
  const consumerNode = nodes[0];
  const firmNode = nodes.at(-1);
  const csrf = new Map();
  async function csrfFor(base, cookie) {
    const key = `${base} ${cookie}`;
    if (!csrf.has(key)) {
      const res = await fetch(`${base}/api/csrf`, { headers: { cookie } });
      const secret = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      csrf.set(key, { cookie: `${cookie}; ${secret}`, token: (await res.json()).csrf_token });
    }
    return csrf.get(key);
  }
  const consumerCookie = (c) => `parley_consumer_session=${c.consumerToken}`;
  const staffCookie = (c) => `parley_collector_session=${c.staffToken}`;
  async function post(base, cookie, conversationId, body) {
    const { cookie: withCsrf, token } = await csrfFor(base, cookie);
    const form = new FormData();
    form.append('message[body]', body);
    const res = await fetch(`${base}/api/v1/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { cookie: withCsrf, 'x-csrf-token': token },
      body: form,
    });
    if (!res.ok) throw new Error(`send failed ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }

  const specs = [];
  conversations.forEach((c, i) => {
    for (let j = 0; j < PER_SIDE; j++) {
      const join = { joinEvent: 'join_chat', joinPayload: { conversation_id: c.id } };
      specs.push({ conversation: i, side: 'consumer', base: consumerNode.base, cookie: consumerCookie(c), realm: 'consumer', ...join });
      specs.push({ conversation: i, side: 'firm', base: firmNode.base, cookie: staffCookie(c), realm: 'collector', ...join });
    }
  });
  const sockets = await openAll(specs);
  const side = (name) =>
    Array.from({ length: CONVERSATIONS }, (_, i) => sockets.filter((s) => s.spec.conversation === i && s.spec.side === name).map((s) => s.socket));

  // Consumer → firm: no scan, straight through the service to the firm's sockets.
  const consumerToFirm = await measure({
    receivers: side('firm'),
    seconds: DURATION,
    send: (i, key) => post(consumerNode.base, consumerCookie(conversations[i]), conversations[i].id, key),
  });
  // Firm → consumer: through the compliance scan (in the send's request; a pg-boss job before issue 20).
  const firmToConsumer = collector
    ? await measure({
        receivers: side('consumer'),
        perConversation: COLLECTOR_MESSAGES,
        send: (i, key) => post(firmNode.base, staffCookie(conversations[i]), conversations[i].id, `${key}\nThank you, we received your message.`),
      })
    : null;
  for (const s of sockets) s.socket.disconnect();
  return { consumerToFirm, firmToConsumer, sockets: sockets.length };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? ownCluster();
  const url = await freshDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-chat-'));
  const env = {
    DATABASE_URL: url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
  };
  const rows = [];
  // The machine's 1-minute load average at the end of each phase: the load generator, PostgreSQL
  // and the servers share its cores with whatever else runs.
  const report = (name, processes, r) => {
    const row = { name, processes, ...r, load: os.loadavg()[0] };
    rows.push(row);
    console.log(JSON.stringify(row));
  };
  try {
    const state = await stateInContactWindow();
    if (!state) console.log('No US consumer may be contacted at this hour (Reg F): collector → consumer messages would be held, so that phase is skipped.');

    console.log(`Bare Socket.IO, one process: ${CONVERSATIONS * PER_SIDE * 2} sockets…`);
    let echo = [await startEcho(await freePort())];
    report('bare Socket.IO broadcast', 1, await benchBare(echo));
    await Promise.all(echo.map((n) => stopChild(n.child)));

    console.log('Parley, one process…');
    let nodes = [await startParley(await freePort(), env)];
    const conversations = await createConversations(url, env.ENCRYPTION_KEY, state);
    let r = await benchParley(nodes, conversations, { collector: Boolean(state) });
    report('Parley consumer → firm', 1, { ...r.consumerToFirm, sockets: r.sockets });
    if (r.firmToConsumer) report('Parley firm → consumer (compliance scan)', 1, { ...r.firmToConsumer, sockets: r.sockets });
    await Promise.all(nodes.map((n) => stopChild(n.child)));

    console.log('Bare Socket.IO, two processes with the PostgreSQL adapter…');
    echo = [await startEcho(await freePort(), url), await startEcho(await freePort(), url)];
    report('bare Socket.IO broadcast + PostgreSQL adapter', 2, await benchBare(echo));
    await Promise.all(echo.map((n) => stopChild(n.child)));

    console.log('Parley, two processes with PostgreSQL…');
    nodes = [await startParley(await freePort(), env), await startParley(await freePort(), env)];
    r = await benchParley(nodes, conversations, { collector: Boolean(state) });
    report('Parley consumer → firm', 2, { ...r.consumerToFirm, sockets: r.sockets });
    if (r.firmToConsumer) report('Parley firm → consumer (compliance scan)', 2, { ...r.firmToConsumer, sockets: r.sockets });
  } finally {
    await Promise.all([...children].map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${CONVERSATIONS} conversations, ${PER_SIDE} sockets a side; ${DURATION} s per phase (collector phase: ${COLLECTOR_MESSAGES} messages a conversation)\n`,
  );
  console.log('| scenario | processes | sockets | send → delivery p50 ms | p99 ms | messages/s | deliveries/s | lost | load |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const x of rows) {
    console.log(
      `| ${x.name} | ${x.processes} | ${x.sockets} | ${x.p50.toFixed(1)} | ${x.p99.toFixed(1)} | ${Math.round(x.messagesPerSecond)} | ${Math.round(x.deliveriesPerSecond)} | ${x.lost} | ${x.load.toFixed(1)} |`,
    );
  }
  process.exit(0);
}

if (process.argv[2] === '--echo-server') runEchoServer();
else await main();
