import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_PREFIX,
  FIRM_API_MESSAGES,
  WEBHOOK_REPLAY_WINDOW_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookDelivery,
} from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, customerDocuments, mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { API_KEY_RATE } from '../../platform/auth.js';
import { HOUR, MINUTE } from '../../platform/clock.js';
import { MARKERS } from '../../test/matrix-roles.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { buildWorld, type World } from '../../test/world.js';
import { DISABLE_AFTER_FAILING_MS, nextAttemptAt, RETRY_FOR_MS } from './webhook-delivery.js';
import { endpointUrlProblem, isPrivateAddress } from './webhook-transport.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());
beforeEach(() => w.resetRateLimits());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
async function createKey(scope: 'read' | 'write', admin: 'firmXAdmin' | 'firmYAdmin' = 'firmXAdmin') {
  const res = await (await w.agentAs(admin)).post('/collectors/api/api_keys', { name: `${scope} key`, scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { api_key: { id: number; prefix: string }; secret: string };
}
/** A request carrying only the key: no cookie, no CSRF token, as a script sends it. */
const call = (method: 'GET' | 'POST', url: string, secret: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(secret), ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });

describe('API keys', () => {
  it('shows the secret once, stores only its hash, and audits the creation', async () => {
    const { api_key, secret } = await createKey('read');
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(secret.length).toBeGreaterThan(40);
    const [row] = await t.services.db.select().from(apiKeys).where(eq(apiKeys.id, api_key.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(API_KEY_PREFIX.length));
    const list = (await (await w.agentAs('firmXAdmin')).get('/collectors/api/api_keys')).json();
    expect(JSON.stringify(list)).not.toContain(secret);
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.created'));
    expect(audits.some((a) => (a.details as { api_key_id?: number }).api_key_id === api_key.id)).toBe(true);
  });

  it("reads its own firm's accounts on the collector routes, never another firm's", async () => {
    const { secret } = await createKey('read');
    const list = await call('GET', '/collectors/api/apply_filters', secret);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(MARKERS.accountX.text);
    expect(list.body).not.toContain(MARKERS.accountY.text);
    expect((await call('GET', `/collectors/api/get_current_action?customer_document_id=${w.accountX}`, secret)).statusCode).toBe(200);
    const other = await call('GET', `/collectors/api/get_current_action?customer_document_id=${w.accountY}`, secret);
    expect(other.statusCode).toBe(404);
    // Firm Y's key sees Y's account and not X's.
    const y = await createKey('read', 'firmYAdmin');
    const yList = await call('GET', '/collectors/api/apply_filters', y.secret);
    expect(yList.body).toContain(MARKERS.accountY.text);
    expect(yList.body).not.toContain(MARKERS.accountX.text);
  });

  it('shows when and from where a key was last used', async () => {
    const { api_key, secret } = await createKey('read');
    await t.app.inject({ method: 'GET', url: '/collectors/api/filter_values', headers: bearer(secret), remoteAddress: '203.0.113.7' });
    const keys = (await (await w.agentAs('firmXAdmin')).get('/collectors/api/api_keys')).json().api_keys as {
      id: number;
      last_used_at: string;
      last_used_ip: string;
    }[];
    expect(keys.find((k) => k.id === api_key.id)).toMatchObject({ last_used_at: t.clock.now().toISOString(), last_used_ip: '203.0.113.7' });
  });

  it('refuses a read key where the route writes, and changes nothing', async () => {
    const { secret } = await createKey('read');
    const id = await w.newAccountX();
    const res = await call('POST', '/collectors/api/archive_document', secret, { customer_document_id: id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: FIRM_API_MESSAGES.readOnlyKey, code: 'FORBIDDEN' });
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc?.archivedByLawFirmOn).toBeNull();
  });

  it('writes with a write key, without a CSRF token, and only in its own firm', async () => {
    const { secret } = await createKey('write');
    const id = await w.newAccountX();
    const res = await call('POST', '/collectors/api/update_file_number', secret, { customer_document_id: id, file_number: 'API-1' });
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc?.fileNumber).toBe('API-1');
    const y = await createKey('write', 'firmYAdmin');
    expect((await call('POST', '/collectors/api/update_file_number', y.secret, { customer_document_id: id, file_number: 'Y' })).statusCode).toBe(404);
    // The negotiation's actions too: a counteroffer to consumer A's offer.
    const offered = await w.newCase('consumerA', 'offered');
    const counter = await call('POST', '/collectors/api/create_counteroffer', secret, {
      customer_document_id: offered.id,
      disclosures: [],
      offers: [{ total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 3 }],
    });
    expect(counter.statusCode, counter.body).toBe(200);
  });

  it('refuses a key together with a session cookie, a key on a route that takes none, and a made-up key', async () => {
    const { secret } = await createKey('write');
    const admin = await w.agentAs('firmXAdmin');
    const both = await t.app.inject({ method: 'GET', url: '/collectors/api/apply_filters', headers: { ...bearer(secret), cookie: admin.cookieHeader } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(FIRM_API_MESSAGES.bothCredentials);
    // A key cannot manage keys, staff or anything else not marked for keys.
    const keys = await call('POST', '/collectors/api/api_keys', secret, { name: 'escalate', scope: 'write' });
    expect(keys.statusCode).toBe(401);
    expect(keys.json().error).toBe(FIRM_API_MESSAGES.keyNotForRoute);
    expect((await call('GET', '/collectors/api/users', secret)).statusCode).toBe(401);
    expect((await call('GET', '/collectors/api/apply_filters', `${API_KEY_PREFIX}${'x'.repeat(43)}`)).statusCode).toBe(401);
    expect((await call('GET', '/collectors/api/apply_filters', '')).statusCode).toBe(401);
  });

  it('rotates: the old secret works for an hour (or not at all with overlap none), the new one at once', async () => {
    const { api_key, secret: first } = await createKey('read');
    const admin = await w.agentAs('firmXAdmin');
    const rotated = await admin.post(`/collectors/api/api_keys/${api_key.id}/rotate`, { overlap: 'one_hour' });
    const second = rotated.json().secret as string;
    expect(second).not.toBe(first);
    expect((await call('GET', '/collectors/api/filter_values', first)).statusCode).toBe(200);
    expect((await call('GET', '/collectors/api/filter_values', second)).statusCode).toBe(200);
    const before = t.clock.now();
    t.clock.advance(HOUR + 1000);
    expect((await call('GET', '/collectors/api/filter_values', first)).statusCode).toBe(401);
    // Back, so the world's signed-in browsers are not idle for the tests after this one.
    t.clock.set(before);
    const third = (await admin.post(`/collectors/api/api_keys/${api_key.id}/rotate`, { overlap: 'none' })).json().secret as string;
    expect((await call('GET', '/collectors/api/filter_values', second)).statusCode).toBe(401);
    expect((await call('GET', '/collectors/api/filter_values', third)).statusCode).toBe(200);
    const actions = (await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.rotated'))).map((a) => a.details);
    expect(actions.filter((d) => (d as { api_key_id: number }).api_key_id === api_key.id)).toHaveLength(2);
  });

  it('limits each key to its rate, per key', async () => {
    const { secret } = await createKey('read');
    const other = await createKey('read');
    for (let i = 0; i < API_KEY_RATE.limit; i++) {
      const res = await call('GET', `/collectors/api/get_current_action?customer_document_id=${w.accountX}`, secret);
      if (res.statusCode !== 200) throw new Error(`request ${i}: ${res.statusCode}`);
    }
    const over = await call('GET', `/collectors/api/get_current_action?customer_document_id=${w.accountX}`, secret);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await call('GET', `/collectors/api/get_current_action?customer_document_id=${w.accountX}`, other.secret)).statusCode).toBe(200);
  }, 60_000);

  it('documents the bearer scheme in the OpenAPI, on the routes that take keys only', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/collectors/api/apply_filters'].get.security).toEqual([{ collectorSession: [] }, { apiKey: [] }]);
    expect(doc.paths['/collectors/api/accept_offer'].post.security).toEqual([{ collectorSession: [] }, { apiKey: [] }]);
    expect(doc.paths['/collectors/api/api_keys'].post.security).toBeUndefined();
  });
});

// ---- Webhooks: a receiver as docs/api-and-webhooks.md shows it ----

/** The receiver's check: the signature over `${timestamp}.${body}`, and the timestamp within 5 minutes of its clock. */
function verify(secret: string, headers: IncomingMessage['headers'], body: string, nowSeconds: number): boolean {
  const timestamp = Number(headers[WEBHOOK_TIMESTAMP_HEADER]);
  const signature = String(headers[WEBHOOK_SIGNATURE_HEADER] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_REPLAY_WINDOW_SECONDS) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

type Received = { headers: IncomingMessage['headers']; body: string };
async function startReceiver(answer: () => number): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer();
      res.end(res.statusCode < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

describe('webhooks', () => {
  it('posts a signed event of the case lifecycle that the receiver verifies, and a forged one fails the check', async () => {
    const receiver = await startReceiver(() => 200);
    try {
      const admin = await w.agentAs('firmXAdmin');
      const created = await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['case.counteroffer'] });
      expect(created.statusCode, created.body).toBe(200);
      const { secret } = created.json() as { secret: string };
      expect(secret.startsWith('whsec_')).toBe(true);
      expect((await admin.get('/collectors/api/webhook_endpoints')).body).not.toContain(secret);

      const offered = await w.newCase('consumerA', 'offered');
      const key = await createKey('write');
      const counter = await call('POST', '/collectors/api/create_counteroffer', key.secret, {
        customer_document_id: offered.id,
        disclosures: [],
        offers: [{ total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 3 }],
      });
      expect(counter.statusCode, counter.body).toBe(200);
      await t.services.webhooks.settle();

      // The consumer's offer (case.offer) was not subscribed: only the counteroffer arrives.
      const mine = receiver.received.filter((r) => JSON.parse(r.body).data.customer_document_id === offered.id);
      expect(mine).toHaveLength(1);
      const { headers, body } = mine[0] as Received;
      const now = Math.floor(t.clock.now().getTime() / 1000);
      expect(verify(secret, headers, body, now)).toBe(true);
      expect(JSON.parse(body)).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        type: 'case.counteroffer',
        created_at: t.clock.now().toISOString(),
        data: { customer_document_id: offered.id, party: 'law_firm', current_action: 'waiting_for_customer' },
      });
      // The same check refuses a changed body, another secret, and a replay after the window.
      expect(verify(secret, headers, body.replace('law_firm', 'consumer'), now)).toBe(false);
      expect(verify(`${secret}x`, headers, body, now)).toBe(false);
      expect(verify(secret, headers, body, now + WEBHOOK_REPLAY_WINDOW_SECONDS + 1)).toBe(false);
    } finally {
      receiver.server.close();
    }
  });

  it('retries a failing receiver on schedule for 24 hours, then disables the endpoint and emails the admins', async () => {
    let status = 500;
    const receiver = await startReceiver(() => status);
    const before = t.clock.now();
    try {
      const admin = await w.agentAs('firmXAdmin');
      const { endpoint } = (await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['case.offer'] })).json();
      const start = t.clock.now();
      await w.newCase('consumerA', 'offered');
      await t.services.webhooks.settle();
      expect(receiver.received).toHaveLength(1);

      // Read from the service: a day passes, longer than any browser session stays idle.
      const deliveryOf = async () => (await t.services.webhooks.deliveries(w.firmX.id, endpoint.id))[0] as WebhookDelivery;
      const gaps: number[] = [];
      let previous = start.getTime();
      for (let guard = 0; guard < 40; guard++) {
        const d = await deliveryOf();
        if (d.status !== 'pending') break;
        const due = new Date(d.next_attempt_at ?? 0).getTime();
        // Not a moment early.
        t.clock.set(new Date(due - 1000));
        expect(await t.services.webhooks.deliverDue()).toBe(0);
        t.clock.set(new Date(due));
        expect(await t.services.webhooks.deliverDue()).toBe(1);
        gaps.push(due - previous);
        previous = due;
      }
      // 1, 2, 4 … minutes, at most 4 hours apart, the last exactly 24 hours after the event.
      expect(gaps.slice(0, 5)).toEqual([1, 2, 4, 8, 16].map((m) => m * MINUTE));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(4 * HOUR);
      expect(previous - start.getTime()).toBe(RETRY_FOR_MS);
      expect(receiver.received).toHaveLength(gaps.length + 1);

      const last = await deliveryOf();
      expect(last.status).toBe('failed');
      expect(last.log[0]).toMatchObject({ status_code: 500, response_snippet: 'receiver is down', attempt: gaps.length + 1 });
      const [row] = await t.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row?.isEnabled).toBe(false);
      expect(t.clock.now().getTime() - start.getTime()).toBeGreaterThanOrEqual(DISABLE_AFTER_FAILING_MS);
      const mails = await t.services.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, 'admin@demo-law.test'), eq(mailOutbox.subject, 'A webhook endpoint was disabled')));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain(receiver.url);

      // A disabled endpoint gets no new events; enabled again and redelivered, the same event arrives.
      await t.services.webhooks.emit(w.firmX.id, 'case.offer', { customer_document_id: w.accountX });
      await t.services.webhooks.settle();
      expect(receiver.received).toHaveLength(gaps.length + 1);
      status = 200;
      const later = await w.agentAs('firmXAdmin');
      expect((await later.request('PATCH', `/collectors/api/webhook_endpoints/${endpoint.id}`, { enabled: true })).statusCode).toBe(200);
      expect((await later.post(`/collectors/api/webhook_endpoints/${endpoint.id}/deliveries/${last.id}/redeliver`)).statusCode).toBe(200);
      await t.services.webhooks.settle();
      expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').id).toBe(last.event_id);
      expect((await deliveryOf()).status).toBe('delivered');
    } finally {
      receiver.server.close();
      t.clock.set(before);
    }
  }, 60_000);

  it('sends a test event to the endpoint alone', async () => {
    const receiver = await startReceiver(() => 204);
    try {
      const admin = await w.agentAs('firmXAdmin');
      const { endpoint } = (await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['payout.sent'] })).json();
      expect((await admin.post(`/collectors/api/webhook_endpoints/${endpoint.id}/test`)).statusCode).toBe(200);
      await t.services.webhooks.settle();
      expect(JSON.parse(receiver.received[0]?.body ?? '{}').type).toBe('webhook.test');
      const [delivery] = (await admin.get(`/collectors/api/webhook_endpoints/${endpoint.id}/deliveries`)).json().deliveries;
      expect(delivery).toMatchObject({ status: 'delivered', log: [{ status_code: 204, attempt: 1 }] });
    } finally {
      receiver.server.close();
    }
  });

  // Issue 33, point 6: test events and redeliveries were an amplifier aimed at someone else's host.
  it('tries a test event once, answers with that attempt, and never retries it', async () => {
    const receiver = await startReceiver(() => 503);
    const before = t.clock.now();
    const admin = await w.agentAs('firmXAdmin');
    const { endpoint } = (await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['payout.sent'] })).json();
    try {
      const res = await admin.post(`/collectors/api/webhook_endpoints/${endpoint.id}/test`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().delivery).toMatchObject({
        event_type: 'webhook.test',
        status: 'failed',
        next_attempt_at: null,
        log: [{ attempt: 1, status_code: 503 }],
      });
      t.clock.set(new Date(before.getTime() + 2 * HOUR));
      expect(await t.services.webhooks.deliverDue()).toBe(0);
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.server.close();
      t.clock.set(before);
      await t.services.webhooks.remove({ userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' }, endpoint.id);
    }
  });

  it('limits test events and redeliveries to 10 a minute per endpoint, with a message that says so', async () => {
    const receiver = await startReceiver(() => 200);
    const admin = await w.agentAs('firmXAdmin');
    const { endpoint } = (await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['payout.sent'] })).json();
    try {
      const test = () => admin.post(`/collectors/api/webhook_endpoints/${endpoint.id}/test`);
      const first = (await test()).json().delivery as WebhookDelivery;
      for (let i = 1; i < 9; i++) expect((await test()).statusCode).toBe(200);
      const redeliver = () => admin.post(`/collectors/api/webhook_endpoints/${endpoint.id}/deliveries/${first.id}/redeliver`);
      expect((await redeliver()).statusCode).toBe(200);
      await t.services.webhooks.settle();
      for (const refused of [await test(), await redeliver()]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: FIRM_API_MESSAGES.manualSendsLimited });
        expect(refused.headers['retry-after']).toBeDefined();
      }
      expect(receiver.received).toHaveLength(10);
      // A minute later the button works again.
      t.clock.advance(MINUTE);
      expect((await test()).statusCode).toBe(200);
    } finally {
      receiver.server.close();
      await t.services.webhooks.remove({ userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' }, endpoint.id);
    }
  });

  it.each(['disabled', 'deleted'] as const)('sends nothing more to an endpoint once it is %s: its pending deliveries are never sent', async (how) => {
    const receiver = await startReceiver(() => 500);
    const before = t.clock.now();
    const admin = await w.agentAs('firmXAdmin');
    const { endpoint } = (await admin.post('/collectors/api/webhook_endpoints', { url: receiver.url, events: ['case.offer'] })).json();
    try {
      await t.services.webhooks.emit(w.firmX.id, 'case.offer', { customer_document_id: w.accountX });
      await t.services.webhooks.settle();
      expect(receiver.received).toHaveLength(1);
      const [pending] = await t.services.webhooks.deliveries(w.firmX.id, endpoint.id);
      expect(pending?.status).toBe('pending');

      const res =
        how === 'disabled'
          ? await admin.request('PATCH', `/collectors/api/webhook_endpoints/${endpoint.id}`, { enabled: false })
          : await admin.request('DELETE', `/collectors/api/webhook_endpoints/${endpoint.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.services.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, pending?.id ?? 0));
      if (how === 'disabled') expect(rows.map((r) => [r.status, r.nextAttemptAt])).toEqual([['cancelled', null]]);
      else expect(rows).toEqual([]);

      // The retry sweep a day on, and the delivery's own job, send nothing.
      t.clock.set(new Date(before.getTime() + 2 * HOUR));
      await t.services.webhooks.deliverDue();
      await t.services.webhooks.attempt(pending?.id ?? 0);
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.server.close();
      t.clock.set(before);
      if (how === 'disabled') await t.services.webhooks.remove({ userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' }, endpoint.id);
    }
  });

  it('refuses endpoints that are not https (but this machine in tests), with a clear message', async () => {
    const admin = await w.agentAs('firmXAdmin');
    const res = await admin.post('/collectors/api/webhook_endpoints', { url: 'http://hooks.example.test/x', events: ['case.offer'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FIRM_API_MESSAGES.urlNotHttps);
    const unknown = await admin.post('/collectors/api/webhook_endpoints', { url: 'https://hooks.example.test/x', events: ['case.nothing'] });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('webhook URLs (SSRF), in every environment but the test suite', () => {
  // `npm start` runs in development: a firm administrator there reaches no private service either.
  const production = { allowLoopbackHttp: false };
  const testSuite = { allowLoopbackHttp: true };
  it('lets only the test suite post to this machine, over http, and nothing else private', () => {
    expect(endpointUrlProblem('http://127.0.0.1:8080/x', testSuite)).toBeNull();
    expect(endpointUrlProblem('https://169.254.169.254/latest/meta-data', testSuite)).toBe(FIRM_API_MESSAGES.urlPrivate);
    expect(endpointUrlProblem('http://10.0.0.1/x', testSuite)).toBe(FIRM_API_MESSAGES.urlNotHttps);
  });
  it.each([
    ['http://hooks.example.com/x', FIRM_API_MESSAGES.urlNotHttps],
    ['http://127.0.0.1:8080/x', FIRM_API_MESSAGES.urlNotHttps],
    ['https://127.0.0.1/x', FIRM_API_MESSAGES.urlPrivate],
    ['https://10.1.2.3/x', FIRM_API_MESSAGES.urlPrivate],
    ['https://169.254.169.254/latest/meta-data', FIRM_API_MESSAGES.urlPrivate],
    ['https://[::1]/x', FIRM_API_MESSAGES.urlPrivate],
    ['https://localhost/x', FIRM_API_MESSAGES.urlPrivate],
    ['https://user:pw@hooks.example.com/x', FIRM_API_MESSAGES.urlInvalid],
    ['https://hooks.example.com/x', null],
  ])('%s', (url, problem) => {
    expect(endpointUrlProblem(url, production)).toBe(problem);
  });
  it('tells private and public addresses apart, mapped IPv6 included', () => {
    for (const a of ['10.0.0.1', '172.20.1.1', '192.168.1.1', '127.0.0.53', '::1', 'fd00::1', '::ffff:10.0.0.1', '100.64.0.1'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });
  it('schedules retries 1, 2, 4 … minutes apart and none after 24 hours', () => {
    const created = new Date('2026-11-02T00:00:00Z');
    expect(nextAttemptAt(created, 1, created)?.getTime()).toBe(created.getTime() + MINUTE);
    expect(nextAttemptAt(created, 3, created)?.getTime()).toBe(created.getTime() + 4 * MINUTE);
    expect(nextAttemptAt(created, 30, created)?.getTime()).toBe(created.getTime() + 4 * HOUR);
    expect(nextAttemptAt(created, 12, new Date(created.getTime() + 23 * HOUR))?.getTime()).toBe(created.getTime() + RETRY_FOR_MS);
    expect(nextAttemptAt(created, 13, new Date(created.getTime() + RETRY_FOR_MS))).toBeNull();
  });
});

// Last: a second app on the same database takes over the case-change publisher of that database
// (publishCaseChanges keeps one per database), with its own clock.
describe('API keys across processes', () => {
  it('refuses a revoked key at once, in every server process', async () => {
    const { api_key, secret } = await createKey('read');
    const second = await buildTestApp({}, { database: t.database, encryptionKey: t.encryptionKey });
    try {
      const onSecond = () => second.app.inject({ method: 'GET', url: '/collectors/api/filter_values', headers: bearer(secret) });
      expect((await onSecond()).statusCode).toBe(200);
      const revoke = await (await w.agentAs('firmXAdmin')).post(`/collectors/api/api_keys/${api_key.id}/revoke`);
      expect(revoke.statusCode).toBe(200);
      const after = await onSecond();
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe(FIRM_API_MESSAGES.invalidKey);
      expect((await call('GET', '/collectors/api/filter_values', secret)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
