import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASE_EVENTS, type CaseChangeMessage } from '@parley/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import {
  builtServer,
  freePort,
  placeInContactWindow,
  recorder,
  type ServerProcess,
  serverEnv,
  signInCollector,
  signInConsumer,
  startProcess,
  stopProcess,
  waitForHealth,
} from '../test/processes.js';
import { openTestDatabase } from '../test/test-app.js';

// Issue 12, scale-out: `npm run start:cluster` as built (dist/cluster/main.js): two server
// processes and a job worker on one PostgreSQL database, behind the cluster's proxy, with files in
// an S3-compatible bucket (s3rver on loopback). Actions go through one node and are seen, live
// where the product pushes them, on the other.
const url = process.env.TEST_DATABASE_URL;

type MessageEvent = { message: { id: number; attributes: { body: string; scanned: boolean; held_until: string | null } } };

/** The pid the cluster reports for one of its members ("[cluster] node1 started (pid 123)"), latest first. */
function memberPid(cluster: ServerProcess, name: string): number {
  const starts = [...cluster.output.join('').matchAll(new RegExp(`\\[cluster\\] ${name} started \\(pid (\\d+)\\)`, 'g'))];
  const pid = Number(starts.at(-1)?.[1]);
  if (!pid) throw new Error(`no pid for ${name} in:\n${cluster.output.join('')}`);
  return pid;
}

function isoDateInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.skipIf(!url)('the cluster: two server processes and a worker behind a proxy (PostgreSQL phase of npm test only)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let cluster: ServerProcess;
  let node1: string;
  let node2: string;
  let s3: S3rver;

  beforeAll(async () => {
    database = await openTestDatabase();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-cluster-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: 'parley-files', configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    const [proxyPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
    node1 = `http://127.0.0.1:${port1}`;
    node2 = `http://127.0.0.1:${port2}`;
    cluster = await startProcess(
      'cluster',
      {
        ...serverEnv(dataDir, database),
        SEED_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        CLUSTER_NODE_PORTS: `${port1},${port2}`,
        S3_BUCKET: 'parley-files',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'cluster-test/',
      },
      { script: builtServer('cluster/main.js'), port: proxyPort },
    );
  }, 180_000);

  afterAll(async () => {
    if (cluster) await stopProcess(cluster, 30_000);
    await s3?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs two servers and a worker, and the proxy spreads browsers over both and keeps each on its node', async () => {
    expect(memberPid(cluster, 'node1')).not.toBe(memberPid(cluster, 'node2'));
    expect(memberPid(cluster, 'worker')).toBeGreaterThan(0);
    for (const node of [node1, node2]) expect((await fetch(`${node}/healthz`)).ok).toBe(true);

    const pinned = async () => {
      const res = await fetch(`${cluster.base}/healthz`);
      return /parley_node=(\d)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    };
    expect(new Set([await pinned(), await pinned(), await pinned(), await pinned()])).toEqual(new Set(['0', '1']));

    // A browser signs in through the proxy; its session and socket work on whichever node it is pinned to.
    const consumer = await signInConsumer(cluster.base, 'consumer2@demo.test');
    expect(consumer.cookieHeader).toMatch(/parley_node=\d/);
    expect((await consumer.json<{ current_user: { email: string } }>('GET', '/api/v1/check_auth')).current_user.email).toBe('consumer2@demo.test');
    const socket = await consumer.socket('consumer', cluster.base);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('a negotiation moved on one node is at once what the other node serves and pushes, stale moves included', async () => {
    const consumer = await signInConsumer(node1, 'consumer@demo.test');
    const collector = await signInCollector(node2, 'staff@demo-law.test');
    const { law_firms } = await consumer.json<{ law_firms: { id: number; name: string }[] }>('GET', '/api/v1/law_firms?query=Demo');
    const firm = law_firms.find((f) => f.name === 'Demo Law Group');
    const opened = await consumer.json<{ id: number }>('POST', '/api/v1/settlement_cases', {
      law_firm_id: firm?.id,
      plaintiff_name: 'Cluster Funding LLC',
      amount_owed_cents: 500_000,
      state: 'TX',
      reference_number: 'CLUSTER-1',
    });
    // Each side's screen is live on its own node: the other side's move arrives over the adapter.
    const consumerSocket = await consumer.socket('consumer', node1);
    const collectorSocket = await collector.socket('collector', node2);
    const toConsumer = recorder<CaseChangeMessage>(consumerSocket, CASE_EVENTS.changed);
    const toCollector = recorder<CaseChangeMessage>(collectorSocket, CASE_EVENTS.changed);
    await consumer.json('POST', `/api/v1/settlement_cases/${opened.id}/offers`, {
      total_amount_cents: 200_000,
      first_payment_date: isoDateInDays(10),
      payments: 4,
    });
    expect(await toCollector.next((e) => e.case_id === opened.id && e.kind === 'offer')).toMatchObject({
      party: 'consumer',
      current_action: 'accept_or_counteroffer',
    });

    const action = () => collector.json<{ type: string | null }>('GET', `/collectors/api/get_current_action?customer_document_id=${opened.id}`);
    expect((await action()).type).toBe('accept_or_counteroffer');
    const counter = {
      customer_document_id: opened.id,
      disclosures: [],
      offers: [{ total_amount: '3000.00', first_payment_date: isoDateInDays(10), phases: [], payments: 3 }],
    };
    await collector.json('POST', '/collectors/api/create_counteroffer', counter);
    expect(await toConsumer.next((e) => e.case_id === opened.id && e.kind === 'counteroffer')).toMatchObject({
      party: 'law_firm',
      current_action: 'waiting_for_customer',
    });
    consumerSocket.disconnect();
    collectorSocket.disconnect();

    const view = await consumer.json<{ stage: string; firm_offers: { id: number }[] }>('GET', `/api/v1/settlement_cases/${opened.id}`);
    expect(view.stage).toBe('respond_to_counteroffer');
    await consumer.json('POST', `/api/v1/settlement_cases/${opened.id}/accept`, { offer_id: view.firm_offers[0]?.id });
    expect((await action()).type).toBe('request_payment_details');

    // The collector's screen on node 2 is out of date: a second counteroffer there is refused.
    const stale = await collector.request('POST', '/collectors/api/create_counteroffer', counter);
    expect(stale.status).toBe(409);
  });

  it('chat messages sent through one node arrive live on sockets of the other, after the compliance scan', async () => {
    const consumer = await signInConsumer(node1, 'consumer2@demo.test');
    const collector = await signInCollector(node2, 'admin@demo-law.test');
    const me = await consumer.json<{ current_user: { id: number } }>('GET', '/api/v1/check_auth');
    const { data: conversation } = await collector.json<{ data: { id: number; attributes: { document_id: number } } }>('POST', '/api/v1/conversations', {
      recipient_id: me.current_user.id,
    });
    const state = await placeInContactWindow(database, conversation.attributes.document_id);
    const consumerSocket = await consumer.socket('consumer', cluster.base);
    const collectorSocket = await collector.socket('collector', cluster.base);
    try {
      for (const s of [consumerSocket, collectorSocket]) expect(await s.emitWithAck('join_chat', { conversation_id: conversation.id })).toEqual({ ok: true });
      const toCollector = recorder<MessageEvent>(collectorSocket, 'new_message');
      const toConsumer = recorder<MessageEvent>(consumerSocket, 'new_message');

      const hello = await consumer.sendMessage(conversation.id, 'Hello from node 1');
      expect((await toCollector.next((e) => e.message.id === hello.data.id)).message.attributes.body).toBe('Hello from node 1');

      const reply = await collector.sendMessage(conversation.id, 'Hello from node 2, we can talk about a plan.');
      if (state) {
        const delivered = await toConsumer.next((e) => e.message.id === reply.data.id);
        expect(delivered.message.attributes.scanned).toBe(true);
      } else {
        // Outside every US consumer's 8 a.m.–9 p.m. the scanned reply is held; the firm's side hears so.
        const held = await toCollector.next((e) => e.message.id === reply.data.id && e.message.attributes.scanned);
        expect(held.message.attributes.held_until).not.toBeNull();
      }
    } finally {
      consumerSocket.disconnect();
      collectorSocket.disconnect();
    }
  });

  it('a file sent through one node is downloaded through the other, from the shared bucket', async () => {
    const consumer = await signInConsumer(node1, 'consumer2@demo.test');
    const collector = await signInCollector(node2, 'admin@demo-law.test');
    // The conversation the chat test opened between this consumer and Demo Law Group.
    const { data: conversations } = await consumer.json<{ data: { id: number; attributes: { other_participants: { display_name: string }[] } }[] }>(
      'GET',
      '/api/v1/conversations',
    );
    const conversationId = conversations.find((c) => c.attributes.other_participants[0]?.display_name === 'Demo Law Group')?.id as number;
    expect(conversationId).toBeGreaterThan(0);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    form.append('message[body]', 'My letter, attached.');
    form.append('message[attachments][]', new Blob([pdf], { type: 'application/pdf' }), 'letter.pdf');
    const sent = await consumer.json<{ data: { attributes: { attachments: { url: string }[] } } }>(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      form,
    );
    const url = sent.data.attributes.attachments[0]?.url as string;
    const downloaded = await collector.request('GET', url);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(pdf);
    // In the bucket, not on either node's disk.
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  it('a server killed with SIGKILL: the proxy serves reads from the other node and the cluster starts it again', async () => {
    const read = () => fetch(`${cluster.base}/healthz`, { headers: { cookie: 'parley_node=0' } });
    expect((await read()).status).toBe(200);
    const killed = memberPid(cluster, 'node1');
    process.kill(killed, 'SIGKILL');
    // Reads pinned to the dead node go to the live one meanwhile.
    for (let i = 0; i < 5; i++) expect((await read()).status).toBe(200);

    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && memberPid(cluster, 'node1') === killed) await new Promise((r) => setTimeout(r, 200));
    expect(memberPid(cluster, 'node1')).not.toBe(killed);
    await waitForHealth(node1, cluster.child, cluster.output);
    // Sessions live in the database: a browser signed in before the crash is still signed in there.
    const consumer = await signInConsumer(node2, 'consumer@demo.test');
    expect((await consumer.on(node1).request('GET', '/api/v1/check_auth')).status).toBe(200);
  }, 90_000);

  it('stops every member on SIGTERM', async () => {
    const pids = ['node1', 'node2', 'worker'].map((name) => memberPid(cluster, name));
    expect(await stopProcess(cluster, 30_000)).toBe(0);
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 45_000);
});
