import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// Issue 39: the 25-cases-a-day limit was declared twice, each way of opening a case counting on
// its own key, so a consumer could open 50 a day. One count now holds for both ways.
let t: TestApp;
let demoFirm: SeededFirm;
let consumer: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  consumer = await consumerAgent(t.app, 'consumer2@demo.test');
});
afterAll(() => t.close());

describe('new cases a day', () => {
  it('counts the short SoloSettle form and a walk-through from the papers together: the 26th case of the day is refused either way', async () => {
    for (let i = 0; i < 24; i++) {
      const res = await consumer.post('/api/v1/settlement_cases', {
        law_firm_id: demoFirm.id,
        plaintiff_name: `Creditor ${i}`,
        amount_owed_cents: 100_000,
        state: 'TX',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await consumer.post('/customer_documents?document_name=debt_answer')).statusCode).toBe(200);
    const refused = await consumer.post('/customer_documents?document_name=solosettle');
    expect(refused.statusCode).toBe(429);
    const short = await consumer.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'One more',
      amount_owed_cents: 100_000,
      state: 'TX',
    });
    expect(short.statusCode).toBe(429);
  });
});
