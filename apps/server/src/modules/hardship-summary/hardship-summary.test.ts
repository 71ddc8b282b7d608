import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let docId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const { demoFirm } = await seedDemo(t.database, t.services.crypto);
  docId = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Jordan Miller', debtCents: 250_000 });
  await t.services.db
    .update(customerDocuments)
    .set({
      hardship: { job_loss: 'I was laid off from the warehouse in March. I am looking for work.', medical_bills: 'My son was in hospital for a week.' },
      hardshipStatement: 'I want to pay what I can. I cannot pay the whole balance at once. I have two children.',
    })
    .where(eq(customerDocuments.id, docId));
});
afterAll(() => t.close());

describe('the hardship summary in the account view', () => {
  it("summarizes the consumer's answers for the firm, and keeps it while they are unchanged", async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const res = await staff.get(`/collectors/api/hardship_summary?customer_document_id=${docId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'builtin',
      summary:
        'Reports 2 hardships: job loss (I was laid off from the warehouse in March); medical bills (My son was in hospital for a week). In their words: "I want to pay what I can. I cannot pay the whole balance at once."',
    });
    const firstAt = res.json().generated_at;
    t.clock.advance(60_000);
    expect((await staff.get(`/collectors/api/hardship_summary?customer_document_id=${docId}`)).json().generated_at).toBe(firstAt);
  });

  it('regenerates the summary when the answers change', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    await t.services.db
      .update(customerDocuments)
      .set({ hardship: { divorce: 'We separated last year.' }, hardshipStatement: null })
      .where(eq(customerDocuments.id, docId));
    t.clock.advance(60_000);
    const res = (await staff.get(`/collectors/api/hardship_summary?customer_document_id=${docId}`)).json();
    expect(res.summary).toBe('Reports one hardship: divorce (We separated last year).');
    expect(res.generated_at).toBe(t.clock.now().toISOString());
  });

  it("hides another firm's account and refuses consumers", async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    expect((await other.get(`/collectors/api/hardship_summary?customer_document_id=${docId}`)).statusCode).toBe(404);
    const jordan = await consumerAgent(t.app);
    expect((await jordan.get(`/collectors/api/hardship_summary?customer_document_id=${docId}`)).statusCode).toBe(401);
  });
});
