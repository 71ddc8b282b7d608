import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, users } from '../../db/schema/index.js';
import { MINUTE } from '../../platform/clock.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

describe('product entry pages', () => {
  it.each([
    ['/solosettle', 'Settle a debt yourself, on terms you can keep', 'Free to start · $99 when you settle', '/start/solosettle'],
    ['/debt_answer', 'Answer a debt lawsuit before the deadline', '$79, one time', '/start/debt_answer'],
  ])('%s says what the product does, what it costs, and links to start', async (path, headline, price, start) => {
    const res = await new Agent(t.app).get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>${headline}</h1>`);
    expect(res.body).toContain(`<p class="price">${price}</p>`);
    expect(res.body).toContain(`<a class="button" href="${start}">`);
    expect(res.body).toContain(`<link rel="canonical" href="http://parley.test${path}">`);
  });
});

describe('POST /api/start_case', () => {
  it('opens an empty case of the product for the signed-in consumer', async () => {
    const consumer = await consumerAgent(t.app, 'consumer2@demo.test');
    const res = await consumer.post('/api/start_case', { product: 'debt_answer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer_document_id: expect.any(Number), redirect_url: '/my_dashboard' });
    const [user] = await t.services.db.select().from(users).where(eq(users.email, 'consumer2@demo.test'));
    const [row] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, res.json().customer_document_id));
    expect(row).toMatchObject({ userId: user?.id, product: 'debt_answer', customerName: 'Casey Nguyen', email: 'consumer2@demo.test', lawFirmId: null });

    // A double press reuses the fresh case; later, a new one is opened.
    expect((await consumer.post('/api/start_case', { product: 'debt_answer' })).json().customer_document_id).toBe(row?.id);
    t.clock.advance(11 * MINUTE);
    const later = await (await consumerAgent(t.app, 'consumer2@demo.test')).post('/api/start_case', { product: 'debt_answer' });
    expect(later.json().customer_document_id).not.toBe(row?.id);
  });

  it('refuses a signed-out visitor and a collector, and opens nothing', async () => {
    const count = () => t.services.db.$count(customerDocuments, and(eq(customerDocuments.product, 'solosettle')));
    const before = await count();
    expect((await new Agent(t.app).post('/api/start_case', { product: 'solosettle' })).statusCode).toBe(401);
    expect((await (await collectorAgent(t.app, 'admin@demo-law.test')).post('/api/start_case', { product: 'solosettle' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown product', async () => {
    const res = await (await consumerAgent(t.app)).post('/api/start_case', { product: 'document_generation' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
