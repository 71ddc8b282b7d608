import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, users } from '../db/schema/index.js';
import { type SeededFirm, seedDemo } from '../modules/demo/seed-demo.js';
import { createTestAccount } from '../test/factories.js';
import { collectorAgent } from '../test/fixtures.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { createJobs, type Jobs } from './jobs.js';

const TOKEN = 'scrape-token-0123456789';

/** One series' value in a Prometheus text exposition; 0 when the series is not there yet. */
function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let jobs: Jobs;
  let demoFirm: SeededFirm;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(new Date('2026-11-02T19:00:00Z'));
    ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  });
  afterAll(async () => {
    await jobs?.stop();
    await t.close();
  });

  it('answers a client on this machine only, never one behind a proxy', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN' });
    const proxied = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
  });

  it('reports requests by route pattern, a compliance scan, a job, the pool and the queues after traffic', async () => {
    // The registry is the process's: other apps built in this process (other test files) count too, so the test reads what this traffic added.
    const before = (await t.app.inject({ url: '/metrics' })).body;
    // A request whose URL carries an id: counted under its pattern.
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const [consumer] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
    const documentId = await createTestAccount(t.services.db, t.clock.now(), {
      lawFirmId: demoFirm.id,
      name: 'Jordan Miller',
      debtCents: 250_000,
      state: 'TX',
    });
    await t.services.db.update(customerDocuments).set({ userId: consumer?.id }).where(eq(customerDocuments.id, documentId));
    const opened = await staff.post('/api/v1/conversations', { recipient_id: consumer?.id, document_id: documentId });
    expect(opened.statusCode, opened.body).toBe(200);
    const conversationId = (opened.json() as { data: { id: number } }).data.id;
    // A collector's message: scanned for compliance in its request.
    const sent = await staff.multipart(`/api/v1/conversations/${conversationId}/messages`, { 'message[body]': 'Hello, here is the plan we discussed.' });
    expect(sent.statusCode, sent.body).toBe(200);
    // A refused request: an error with its code.
    expect((await staff.get('/api/v1/conversations/999999999/messages')).statusCode).toBe(404);

    // A job run through pg-boss.
    jobs = createJobs(t.database, t.app.log);
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    jobs.define('test.metrics-probe', async () => done());
    await jobs.start({ work: true });
    await jobs.send('test.metrics-probe');
    await finished;
    await expect.poll(async () => (await t.app.inject({ url: '/metrics' })).body).toContain('queue="test.metrics-probe",outcome="completed"');

    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const added = (series: string) => sampleOf(text, series) - sampleOf(before, series);
    expect(added('parley_http_request_duration_seconds_count{method="POST",route="/api/v1/conversations/:id/messages",status_class="2xx"}')).toBe(1);
    expect(text).not.toContain(`/api/v1/conversations/${conversationId}`);
    expect(added('parley_http_request_errors_total{method="GET",route="/api/v1/conversations/:id/messages",code="NOT_FOUND"}')).toBe(1);
    expect(added('parley_compliance_scan_duration_seconds_count{verdict="delivered"}')).toBe(1);
    expect(added('parley_job_duration_seconds_count{queue="test.metrics-probe",outcome="completed"}')).toBe(1);
    expect(text).toMatch(/parley_job_queue_depth\{queue="test.metrics-probe",state="queued"\} 0/);
    expect(text).toContain('parley_job_oldest_queued_age_seconds');
    expect(text).toMatch(/parley_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('parley_realtime_events_total{event=');
    for (const family of [
      'parley_realtime_connections',
      'parley_ocr_duration_seconds',
      'parley_document_generation_duration_seconds',
      'parley_payment_outcomes_total',
      'process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${family}`);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('asks for the bearer token, even on this machine, and answers it from anywhere', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(403);
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('# TYPE parley_http_request_duration_seconds histogram');
  });
});

describe('/readyz', () => {
  it('answers 200 with every check, 503 naming stopped queues, then 503 naming the database once it is gone', async () => {
    const t = await buildTestApp();
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
      // A process that works jobs reports its queues (main.ts hands them over once started).
      let running = true;
      t.readiness.watchQueues(() => running);
      expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', queues: 'ok' } });
      running = false;
      const stopped = await t.app.inject({ url: '/readyz' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({ ready: false, checks: { database: 'ok', queues: 'the job queues are stopped' } });
      running = true;
      await t.database.close();
      const down = await t.app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ready: false, checks: { database: 'the database does not answer', queues: 'ok' } });
    } finally {
      await t.app.close();
      await t.services.mailer.close();
    }
  });
});
