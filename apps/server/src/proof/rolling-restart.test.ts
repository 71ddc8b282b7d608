import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_EVENTS, type ChatMessage, type ChatMessageEvent } from '@parley/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import {
  builtServer,
  freePort,
  type HttpClient,
  type ServerProcess,
  serverEnv,
  signInCollector,
  signInConsumer,
  startProcess,
  stopProcess,
} from '../test/processes.js';
import { openTestDatabase } from '../test/test-app.js';

// Issue 25, upgrades without downtime: the built cluster (dist/cluster/main.js) under steady
// traffic, rolled by `npm run cluster:roll` (scripts/cluster-roll.mjs, through the supervisor's
// control socket). Every request must succeed, and every chat message sent meanwhile must reach
// both sides' Socket.IO clients, live or by the refetch a client makes when it reconnects (what
// apps/web/src/chat/use-chat-realtime.ts does).
const url = process.env.TEST_DATABASE_URL;
const rollScript = fileURLToPath(new URL('../../../../scripts/cluster-roll.mjs', import.meta.url));

function memberPids(cluster: ServerProcess, name: string): number[] {
  return [...cluster.output.join('').matchAll(new RegExp(`\\[cluster\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Sample = { at: number; ms: number; ok: boolean; what: string };

/** A browser's Socket.IO client in a conversation: live messages, and a refetch after each reconnection. */
function chatClient(client: HttpClient, realm: 'consumer' | 'collector', conversationId: number) {
  const live = new Set<number>();
  const refetched = new Set<number>();
  let reconnections = 0;
  let resumed = Promise.resolve();
  const lastHeld = () => Math.max(0, ...live, ...refetched);
  const socket: Socket = connect(client.base, {
    transports: ['websocket'],
    auth: { realm },
    extraHeaders: { cookie: client.cookieHeader, origin: client.base },
  });
  socket.on(CHAT_EVENTS.newMessage, (event: ChatMessageEvent) => {
    if (event.conversation_id === conversationId) live.add(event.message.id);
  });
  let joined = false;
  socket.on('connect', () => {
    resumed = new Promise((resolve) => {
      socket.emit(CHAT_EVENTS.joinChat, { conversation_id: conversationId }, async () => {
        if (joined) {
          reconnections++;
          const { data } = await client.json<{ data: ChatMessage[] }>('GET', `/api/v1/conversations/${conversationId}/messages?after_id=${lastHeld()}`);
          for (const m of data) if (!live.has(m.id)) refetched.add(m.id);
        }
        joined = true;
        resolve();
      });
    });
  });
  return {
    socket,
    live,
    refetched,
    get reconnections() {
      return reconnections;
    },
    has: (id: number) => live.has(id) || refetched.has(id),
    settled: () => resumed,
  };
}

describe.skipIf(!url)('a rolling restart of the cluster under traffic (PostgreSQL phase of npm test only)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let cluster: ServerProcess;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-roll-'));
    const [proxyPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
    cluster = await startProcess(
      'cluster',
      { ...serverEnv(dataDir, database), SEED_DEMO: 'true', PUBLIC_URL: `http://127.0.0.1:${proxyPort}`, CLUSTER_NODE_PORTS: `${port1},${port2}` },
      { script: builtServer('cluster/main.js'), port: proxyPort },
    );
  }, 180_000);

  afterAll(async () => {
    if (cluster) await stopProcess(cluster, 30_000);
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('replaces every process with 0 failed requests and 0 lost chat messages', async () => {
    const before = { node1: memberPids(cluster, 'node1'), node2: memberPids(cluster, 'node2'), worker: memberPids(cluster, 'worker') };
    const consumer = await signInConsumer(cluster.base, 'consumer2@demo.test');
    const collector = await signInCollector(cluster.base, 'admin@demo-law.test');
    const me = await consumer.json<{ current_user: { id: number } }>('GET', '/api/v1/check_auth');
    const { data: conversation } = await collector.json<{ data: { id: number } }>('POST', '/api/v1/conversations', { recipient_id: me.current_user.id });
    const receivers = [chatClient(consumer, 'consumer', conversation.id), chatClient(collector, 'collector', conversation.id)];
    await Promise.all(receivers.map((r) => new Promise<void>((resolve) => r.socket.once('connect', () => resolve())).then(() => r.settled())));

    // Steady traffic: reads by both sides, and the consumer's messages (each a CSRF read and a POST).
    const samples: Sample[] = [];
    const sent: number[] = [];
    let running = true;
    const timed = async (what: string, call: () => Promise<Response>) => {
      const at = Date.now();
      let ok = false;
      try {
        const res = await call();
        ok = res.ok;
        if (!ok) what += ` → ${res.status} ${await res.text()}`;
        else if (what === 'send') sent.push(((await res.json()) as { data: ChatMessage }).data.id);
        else await res.arrayBuffer();
      } catch (err) {
        what += ` → ${err instanceof Error ? err.message : String(err)}`;
      }
      samples.push({ at, ms: Date.now() - at, ok, what });
    };
    const loop = async (step: () => Promise<void>, pauseMs: number) => {
      while (running) {
        await step();
        await new Promise((r) => setTimeout(r, pauseMs));
      }
    };
    const form = (n: number) => {
      const body = new FormData();
      body.append('message[body]', `Message ${n} during the roll`);
      return body;
    };
    let n = 0;
    const loops = [
      loop(() => timed('consumer check_auth', () => consumer.request('GET', '/api/v1/check_auth')), 20),
      loop(() => timed('consumer messages', () => consumer.request('GET', `/api/v1/conversations/${conversation.id}/messages`)), 20),
      loop(() => timed('collector conversations', () => collector.request('GET', '/api/v1/conversations')), 20),
      loop(() => timed('send', () => consumer.request('POST', `/api/v1/conversations/${conversation.id}/messages`, form(++n))), 50),
    ];

    await new Promise((r) => setTimeout(r, 2_000));
    const rollStarted = Date.now();
    const roll = spawn(process.execPath, [rollScript], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.kind === 'postgres' ? database.url : '' },
    });
    const rollOutput: string[] = [];
    roll.stdout.on('data', (c) => rollOutput.push(String(c)));
    roll.stderr.on('data', (c) => rollOutput.push(String(c)));
    const rollCode = await new Promise<number | null>((resolve) => roll.once('exit', resolve));
    const rollEnded = Date.now();
    await new Promise((r) => setTimeout(r, 2_000));
    running = false;
    await Promise.all(loops);
    expect(rollCode, rollOutput.join('')).toBe(0);

    // Every process was replaced, and the replaced ones are gone.
    for (const name of ['node1', 'node2', 'worker'] as const) {
      const after = memberPids(cluster, name);
      expect(after.length, `${name} was not replaced`).toBe(before[name].length + 1);
      expect(isAlive(after.at(-2) as number), `${name}'s old process still runs`).toBe(false);
    }

    // 0 failed requests.
    expect(samples.filter((s) => !s.ok).map((s) => s.what)).toEqual([]);
    expect(sent.length).toBeGreaterThan(20);

    // 0 lost messages: each one sent reached both clients, live or by the refetch after reconnecting.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && receivers.some((r) => !r.socket.connected || sent.some((id) => !r.has(id)))) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(receivers.map((r) => r.settled()));
    for (const r of receivers) {
      expect(sent.filter((id) => !r.has(id))).toEqual([]);
      // Both were moved off a stopped server (and came back through the proxy).
      expect(r.reconnections).toBeGreaterThanOrEqual(1);
    }

    const during = samples.filter((s) => s.at >= rollStarted && s.at <= rollEnded).map((s) => s.ms);
    during.sort((a, b) => a - b);
    const p99 = during[Math.min(during.length - 1, Math.floor(during.length * 0.99))];
    // The 2 s before and after the roll, for comparison.
    const outside = samples.filter((s) => s.at < rollStarted || s.at > rollEnded).map((s) => s.ms);
    outside.sort((a, b) => a - b);
    // The figures bench/RESULTS.md reports.
    process.stdout.write(
      `ROLL ${JSON.stringify({
        rollSeconds: (rollEnded - rollStarted) / 1000,
        requestsDuringRoll: during.length,
        failed: samples.filter((s) => !s.ok).length,
        p50Ms: during[Math.floor(during.length / 2)],
        p99Ms: p99,
        maxMs: during.at(-1),
        outsideRoll: { requests: outside.length, p50Ms: outside[Math.floor(outside.length / 2)], p99Ms: outside[Math.floor(outside.length * 0.99)] },
        messagesSent: sent.length,
        receivedLive: receivers.map((r) => sent.filter((id) => r.live.has(id)).length),
        recoveredByRefetch: receivers.map((r) => sent.filter((id) => !r.live.has(id) && r.refetched.has(id)).length),
        reconnections: receivers.map((r) => r.reconnections),
        steps: rollOutput.join('').match(/(node\d|worker): .*/g),
      })}\n`,
    );
    for (const r of receivers) r.socket.disconnect();
  }, 300_000);
});
