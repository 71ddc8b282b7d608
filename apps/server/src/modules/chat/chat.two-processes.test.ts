import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_MESSAGES } from '@parley/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import {
  builtServer,
  placeInContactWindow,
  recorder,
  type ServerProcess,
  serverEnv,
  signInCollector,
  signInConsumer,
  startProcess,
  stopProcess,
} from '../../test/processes.js';
import { openTestDatabase } from '../../test/test-app.js';

// Architecture "Realtime": with DATABASE_URL, Socket.IO's PostgreSQL adapter carries every
// broadcast between server processes. Two built servers (apps/server/dist/main.js) on one database:
// the consumer talks to node A, the collector to node B.
const url = process.env.TEST_DATABASE_URL;
const serverMain = builtServer('main.js');

type MessageEvent = {
  conversation_id: number;
  message: { id: number; attributes: { body: string; scanned: boolean; blocked: boolean; held_until: string | null; violations: { rule: string }[] } };
};
type ConversationUpdated = { conversation_id: number; unread_count: number };

describe.skipIf(!url)('two server processes on one PostgreSQL database (PostgreSQL phase of npm test only: skipped without TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build first`);
    database = await openTestDatabase();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-two-nodes-'));
    // One database, one key, one file store (attachments live under DATA_DIR/files).
    const env = serverEnv(dataDir, database);
    // Neither runs jobs (JOBS=false): a collector's message is scanned in its send on B, with no
    // job to help, and a consumer on A can only hear of it through the adapter.
    nodeA = await startProcess('A', { ...env, SEED_DEMO: 'true', JOBS: 'false' });
    nodeB = await startProcess('B', { ...env, SEED_DEMO: 'false', JOBS: 'false' });
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const node of [nodeA, nodeB]) if (node) await stopProcess(node);
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('delivers messages, unread counts and blocks live between the processes, and never a blocked one to the consumer', async () => {
    const consumer = await signInConsumer(nodeA.base, 'consumer@demo.test');
    const staff = await signInCollector(nodeB.base, 'staff@demo-law.test');
    const admin = await signInCollector(nodeA.base, 'admin@demo-law.test');
    const otherFirm = await signInCollector(nodeA.base, 'admin@other-law.test');

    const me = await consumer.json<{ current_user: { id: number } }>('GET', '/api/v1/check_auth');
    const { data: conversation } = await staff.json<{ data: { id: number; attributes: { document_id: number } } }>('POST', '/api/v1/conversations', {
      recipient_id: me.current_user.id,
    });
    // The account's state puts the consumer inside the 8 a.m.–9 p.m. window now, where any US zone allows.
    const state = await placeInContactWindow(database, conversation.attributes.document_id);

    const consumerSocket = await consumer.socket('consumer');
    const staffSocket = await staff.socket('collector');
    const adminSocket = await admin.socket('collector');
    const otherFirmSocket = await otherFirm.socket('collector');
    sockets.push(consumerSocket, staffSocket, adminSocket, otherFirmSocket);
    const join = (s: Socket) => s.emitWithAck('join_chat', { conversation_id: conversation.id });
    expect(await join(consumerSocket)).toEqual({ ok: true });
    expect(await join(staffSocket)).toEqual({ ok: true });
    expect(await join(adminSocket)).toEqual({ ok: true });
    expect(await join(otherFirmSocket)).toEqual({ ok: false, error: CHAT_MESSAGES.conversationNotFound });

    const staffMessages = recorder<MessageEvent>(staffSocket, 'new_message');
    const staffUpdates = recorder<ConversationUpdated>(staffSocket, 'conversation_updated');
    const adminUpdates = recorder<ConversationUpdated>(adminSocket, 'conversation_updated');
    const adminMessages = recorder<MessageEvent>(adminSocket, 'new_message');
    const adminBlocked = recorder<MessageEvent>(adminSocket, 'message_blocked');
    const consumerMessages = recorder<MessageEvent>(consumerSocket, 'new_message');
    const consumerBlocked = recorder<MessageEvent>(consumerSocket, 'message_blocked');
    const otherFirmEvents: unknown[] = [];
    otherFirmSocket.onAny((event, payload) => otherFirmEvents.push({ event, payload }));

    // The consumer writes through A; the collector on B sees it live, with the unread badge.
    const hello = await consumer.sendMessage(conversation.id, 'Hello from node A, can I pay in 12 parts?');
    const heard = await staffMessages.next((e) => e.message.id === hello.data.id);
    expect(heard.message.attributes.body).toBe('Hello from node A, can I pay in 12 parts?');
    await staffUpdates.next((e) => e.conversation_id === conversation.id && e.unread_count === 1);

    // Read on B: the firm's other session, on A, sees the badge clear.
    expect(await staffSocket.emitWithAck('mark_as_read', { conversation_id: conversation.id })).toEqual({ ok: true, unread_count: 0 });
    await adminUpdates.next((e) => e.conversation_id === conversation.id && e.unread_count === 0);

    // The collector replies through B, which scans it in the send: the answer and the firm's
    // sockets have the verdict, and the consumer on A receives it, with no job run anywhere.
    const reply = await staff.sendMessage(conversation.id, 'Yes, 12 payments of $150 work for us.');
    expect(reply.data.attributes).toMatchObject({ scanned: true, blocked: false });
    const verdict = await staffMessages.next((e) => e.message.id === reply.data.id);
    expect(verdict.message.attributes.scanned).toBe(true);
    if (state) {
      const delivered = await consumerMessages.next((e) => e.message.id === reply.data.id);
      expect(delivered.message.attributes).toMatchObject({ scanned: true, blocked: false });
      expect(delivered.message.attributes.body).toContain('12 payments of $150 work for us.');
      await adminUpdates.next((e) => e.conversation_id === conversation.id);
    } else {
      // 07:00–13:00 UTC no US consumer may be contacted: the reply is held, and the firm's side on A hears so.
      const held = await adminMessages.next((e) => e.message.id === reply.data.id && e.message.attributes.scanned);
      expect(held.message.attributes.held_until).not.toBeNull();
    }

    // A threat is blocked on B; the firm hears why on both processes, the consumer hears nothing.
    const threat = await staff.sendMessage(conversation.id, 'We know where you live, pay up or we will garnish your wages.');
    expect(threat.data.attributes).toMatchObject({ scanned: true, blocked: true });
    const blocked = await adminBlocked.next((e) => e.message.id === threat.data.id);
    expect(blocked.message.attributes.blocked).toBe(true);
    expect(blocked.message.attributes.violations.map((v) => v.rule)).toEqual(expect.arrayContaining(['violence']));

    // The consumer's own history (through A) agrees: the reply if delivered, never the threat.
    const { data: history } = await consumer.json<{ data: { id: number }[] }>('GET', `/api/v1/conversations/${conversation.id}/messages`);
    const ids = history.map((m) => m.id);
    expect(ids).toContain(hello.data.id);
    expect(ids).not.toContain(threat.data.id);
    expect(consumerMessages.seen.map((e) => e.message.id)).not.toContain(threat.data.id);
    expect(consumerBlocked.seen).toEqual([]);
    // The firm's side heard each verdict, never a message still scanning.
    expect([...staffMessages.seen, ...adminMessages.seen].filter((e) => !e.message.attributes.scanned)).toEqual([]);
    expect(otherFirmEvents).toEqual([]);
  });

  it('a process that loses its LISTEN connection to PostgreSQL reconnects and keeps delivering', async () => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const pool = database.pool;
    const listeners = async () =>
      (
        await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN "socket.io#%' AND pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    const deadline = Date.now() + 20_000;
    let after: number[] = [];
    while (Date.now() < deadline) {
      after = (await listeners()).filter((pid) => !before.includes(pid));
      if (after.length === 2) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(after).toHaveLength(2);
    expect([nodeA.child.exitCode, nodeB.child.exitCode]).toEqual([null, null]);

    const consumer = await signInConsumer(nodeA.base, 'consumer@demo.test');
    const staff = await signInCollector(nodeB.base, 'staff@demo-law.test');
    const { data: conversations } = await staff.json<{ data: { id: number }[] }>('GET', '/api/v1/conversations');
    const conversationId = conversations[0]?.id ?? 0;
    const staffSocket = await staff.socket('collector');
    sockets.push(staffSocket);
    expect(await staffSocket.emitWithAck('join_chat', { conversation_id: conversationId })).toEqual({ ok: true });
    const staffMessages = recorder<MessageEvent>(staffSocket, 'new_message');
    const sent = await consumer.sendMessage(conversationId, 'Still there after the reconnection?');
    await staffMessages.next((e) => e.message.id === sent.data.id);
  }, 60_000);

  it('both processes shut down cleanly on SIGTERM with sockets still connected', async () => {
    const consumer = await signInConsumer(nodeA.base, 'consumer2@demo.test');
    const staff = await signInCollector(nodeB.base, 'staff@demo-law.test');
    const consumerSocket = await consumer.socket('consumer');
    const staffSocket = await staff.socket('collector');
    sockets.push(consumerSocket, staffSocket);
    const disconnected = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));
    const bothGone = Promise.all([disconnected(consumerSocket), disconnected(staffSocket)]);

    const started = Date.now();
    expect(await Promise.all([stopProcess(nodeA), stopProcess(nodeB)])).toEqual([0, 0]);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await bothGone).toEqual(['io server disconnect', 'io server disconnect']);
    const output = nodeA.output.join('') + nodeB.output.join('');
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 30_000);
});
