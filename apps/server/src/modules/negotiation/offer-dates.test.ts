import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// A first payment on a day no calendar has (2027-02-30) passed the date check (Date.parse rolls it
// over to March) and reached PostgreSQL, which answered 500. One calendar-date rule now refuses it.
let t: TestApp;
let demoFirm: SeededFirm;
let consumer: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
});
afterAll(() => t.close());

describe('offer dates', () => {
  it.each(['2027-02-30', '2026-11-31', '2026-13-01'])('refuses a first payment on %s with 400, not 500, and records nothing', async (date) => {
    const open = await consumer.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Midland Funding LLC',
      amount_owed_cents: 500_000,
      state: 'TX',
    });
    expect(open.statusCode, open.body).toBe(200);
    const id = open.json().id;
    const res = await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: date, payments: 4 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { first_payment_date: expect.any(String) } });
    expect((await consumer.get(`/api/v1/settlement_cases/${id}`)).json().latest_offer ?? null).toBeNull();
  });
});
