import { INSTALLMENT_TOO_SMALL } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicalOffers } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// Issue 18, point 5: a $0.00 installment was accepted and signed, then the plan and autopay failed.
let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
let consumer: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
});
afterAll(() => t.close());

async function openCase(): Promise<number> {
  const res = await consumer.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const offer = (id: number, body: Record<string, unknown>) =>
  consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 4, ...body });
const currentAction = async (id: number) => (await admin.get(`/collectors/api/get_current_action?customer_document_id=${id}`)).json().type;

describe('every installment of every offer is at least $1.00', () => {
  it("refuses a consumer's offer whose equal split or tier pays under $1.00", async () => {
    const id = await openCase();
    // $0.03 over 4 payments is three $0.00 payments and one of $0.03.
    const zero = await offer(id, { total_amount_cents: 3, payments: 4 });
    expect(zero.statusCode, zero.body).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { payments: INSTALLMENT_TOO_SMALL } });
    const tier = await offer(id, {
      total_amount_cents: 10_050,
      payments: null,
      phases: [
        { payment_amount_cents: 50, iterations: 1 },
        { payment_amount_cents: 10_000, iterations: 1 },
      ],
    });
    expect(tier.statusCode, tier.body).toBe(400);
    expect(tier.json().fields['phases.0.payment_amount_cents']).toBe(INSTALLMENT_TOO_SMALL);
    expect(await currentAction(id)).toBeNull();
    // Exactly $1.00 a payment is fine.
    expect((await offer(id, { total_amount_cents: 400, payments: 4 })).statusCode).toBe(200);
  });

  it("refuses a firm's counteroffer with a $0.00 payment, naming the offer", async () => {
    const id = await openCase();
    expect((await offer(id, {})).statusCode).toBe(200);
    const res = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: id,
      disclosures: [],
      offers: [
        { total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 3 },
        // $1.00 over 120 payments: 119 payments of $0.00 and a final one of $1.00.
        { total_amount: '1.00', first_payment_date: '2026-11-20', phases: [], payments: 120 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields['offers.1.payments']).toBe(INSTALLMENT_TOO_SMALL);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
  });

  it('answers 422, not 500, when the consumer accepts an old counteroffer with a $0.00 payment', async () => {
    const id = await openCase();
    expect((await offer(id, {})).statusCode).toBe(200);
    const counter = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: id,
      disclosures: [],
      offers: [{ total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 3 }],
    });
    expect(counter.statusCode, counter.body).toBe(200);
    // An offer saved before the floor existed (or seeded): two payments of $0.00, then the rest.
    const [saved] = await t.services.db
      .update(historicalOffers)
      .set({
        phases: [
          { iterations: 2, payment_amount_cents: 0 },
          { iterations: 1, payment_amount_cents: 300_000 },
        ],
      })
      .where(and(eq(historicalOffers.customerDocumentId, id), eq(historicalOffers.party, 'law_firm')))
      .returning();
    const accepted = await consumer.post(`/api/v1/settlement_cases/${id}/accept`, { offer_id: saved?.id });
    expect(accepted.statusCode, accepted.body).toBe(422);
    expect(accepted.json()).toMatchObject({ code: 'RULE_VIOLATED', error: expect.stringContaining(INSTALLMENT_TOO_SMALL) });
    expect(await currentAction(id)).toBe('waiting_for_customer');
  });

  it('answers 422 when the firm accepts an old consumer offer with a payment under $1.00', async () => {
    const id = await openCase();
    expect((await offer(id, {})).statusCode).toBe(200);
    await t.services.db
      .update(historicalOffers)
      .set({ phases: [{ iterations: 4, payment_amount_cents: 50 }] })
      .where(and(eq(historicalOffers.customerDocumentId, id), eq(historicalOffers.party, 'consumer')));
    const accepted = await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    expect(accepted.statusCode, accepted.body).toBe(422);
    expect(accepted.json().error).toContain(INSTALLMENT_TOO_SMALL);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
  });
});
