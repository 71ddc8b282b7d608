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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib.mjs';
import { createConversations, stateInContactWindow } from './chat-fixtures.mjs';
import { benchBare, benchParley } from './chat-measure.mjs';
import { children, freshDatabase, ownCluster, runEchoServer, startEcho, startParley, stopChild } from './chat-processes.mjs';
import { COLLECTOR_MESSAGES, CONVERSATIONS, DURATION, PER_SIDE } from './chat-settings.mjs';

async function main() {
  // A server the bench started is stopped when it ends (it was left running); one it was given is left alone.
  const own = process.env.BENCH_DATABASE_URL ? null : ownCluster();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? own.url;
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
    own?.stop();
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
