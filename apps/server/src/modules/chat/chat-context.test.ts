import { CSRF_HEADER } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectorAttorneys, customerDocuments, users } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { statementsOf } from '../../test/statements.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// What the scan of a collector's message reads of its account from the database, through the HTTP API: this firm's
// unanswered messages to the consumer today (the daily cap) and whether the sender is one of its attorneys. Both come
// from one statement (issue 40: a send waits its turn for the database once per statement).

let t: TestApp;
let demoFirm: SeededFirm;
let staff: Agent;
let admin: Agent;
let jordan: Agent;
let conversationId: number;

async function userId(email: string) {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

/** A browser's multipart post of message[body], a minute after the last. */
async function send(agent: Agent, body: string) {
  // A minute between messages, so a reply comes after what it answers.
  t.clock.set(new Date(t.clock.now().getTime() + 60_000));
  const boundary = `----parley${Math.random().toString(16).slice(2)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${conversationId}/messages`,
    headers: { cookie: agent.cookieHeader, [CSRF_HEADER]: await agent.csrf(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="message[body]"\r\n\r\n${body}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; attributes: { blocked: boolean; violations: { rule: string; blocking: boolean }[] } };
}
const rulesOf = (message: Awaited<ReturnType<typeof send>>) => message.attributes.violations.map((v) => v.rule);

beforeAll(async () => {
  t = await buildTestApp();
  // 19:00 UTC is inside 8 a.m.–9 p.m. in every contiguous US zone.
  t.clock.set(new Date('2026-11-02T19:00:00Z'));
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  const jordanId = await userId('consumer@demo.test');
  const doc = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Jordan Miller', debtCents: 250_000, state: 'TX' });
  await t.services.db.update(customerDocuments).set({ userId: jordanId }).where(eq(customerDocuments.id, doc));
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  jordan = await consumerAgent(t.app);
  const opened = await staff.post('/api/v1/conversations', { recipient_id: jordanId, document_id: doc });
  conversationId = opened.json().data.id;
});
afterAll(() => t.close());

describe("the scan's account reads (daily cap, attorney sender)", () => {
  it('delivers five unanswered messages a day, blocks the sixth, and counts again from the consumer’s reply; a blocked message does not count', async () => {
    for (let i = 1; i <= 5; i++) expect((await send(staff, `Following up on the payment plan, note ${i}.`)).attributes.blocked).toBe(false);
    // Blocked for its words, not for the count: it is not among the ones delivered.
    expect((await send(staff, 'Pay today or we call your boss.')).attributes.blocked).toBe(true);
    const sixth = await send(staff, 'One more note about the plan.');
    expect(sixth.attributes.blocked).toBe(true);
    expect(rulesOf(sixth)).toContain('harassment-frequency');
    await send(jordan, 'Got your messages, I can talk tomorrow.');
    expect((await send(staff, 'Thanks, tomorrow works.')).attributes.blocked).toBe(false);
  });

  it("reads whether the sender is one of the firm's attorneys: a review claimed by a non-attorney blocks, by an attorney only warns", async () => {
    await send(jordan, 'Who reviewed my file?');
    const byStaff = await send(staff, 'Our attorney has reviewed your file.');
    expect(byStaff.attributes.violations.find((v) => v.rule === 'attorney-involvement')?.blocking).toBe(true);
    await t.services.db.insert(collectorAttorneys).values({ userId: await userId('admin@demo-law.test'), barNumber: 'TX-24012345' });
    const byAttorney = await send(admin, 'I have reviewed your file myself.');
    expect(byAttorney.attributes.violations.find((v) => v.rule === 'attorney-involvement')?.blocking ?? false).toBe(false);
  });

  it('reads both in one statement', async () => {
    await send(jordan, 'ok');
    const texts = await statementsOf(t.database, () => send(staff, 'Thanks for the reply.'));
    expect(texts.filter((q) => /collector_attorneys/.test(q))).toHaveLength(1);
    expect(texts.filter((q) => /collector_attorneys/.test(q) && /count\(\*\)/.test(q) && /max\(/.test(q))).toHaveLength(1);
  });
});
