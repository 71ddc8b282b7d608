import { DISPUTE_ANSWER_TARGET_DAYS, type PortfolioImport, WORK_QUEUE_MESSAGES, type WorkQueue } from '@parley/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountComplianceFlags,
  auditLog,
  autopaySubscriptions,
  chatMessages,
  conversations,
  customerDocuments,
  disputes,
  users,
} from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let admin: Agent;
let staff: Agent;
const who = { admin: 0, staff: 0, consumer: 0, otherAdmin: 0 };
const id = { offer: 0, agreement: 0, disputed: 0, messaged: 0, failed: 0, waiting: 0, other: 0, loose: 0 };
const DAY = 86_400_000;

async function userId(email: string) {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto));
  const db = t.services.db;
  const now = t.clock.now();
  who.admin = await userId('admin@demo-law.test');
  who.staff = await userId('staff@demo-law.test');
  who.consumer = await userId('consumer@demo.test');
  const [otherAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, otherFirm.id), eq(users.lawFirmScope, 'admin')));
  who.otherAdmin = otherAdmin?.id ?? 0;
  const account = (name: string, extra: Partial<Parameters<typeof createTestAccount>[2]> = {}) =>
    createTestAccount(db, now, { lawFirmId: demoFirm.id, name, debtCents: 1_000_000, ...extra });
  id.offer = await account('Queue Offer', {
    civilNumber: 'WQ-1',
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 420_000, payments: 4, firstPaymentDate: '2026-11-20' }, daysAgo: 6 }],
  });
  id.agreement = await account('Queue Agreement', {
    steps: [
      { party: 'consumer', action: 'offer', offer: { totalCents: 500_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 9 },
      { party: 'law_firm', action: 'accept', daysAgo: 8 },
      { party: 'law_firm', action: 'sent_payment_details', daysAgo: 4 },
    ],
  });
  // The firm's turn on an offer, but a dispute pauses it: the dispute is the work, not the offer.
  id.disputed = await account('Queue Disputed', {
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 300_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 3 }],
  });
  await db
    .insert(disputes)
    .values({ customerDocumentId: id.disputed, kind: 'dispute', scope: 'all', reason: 'not_my_debt', openedAt: new Date(now.getTime() - 2 * DAY) });
  await db.insert(accountComplianceFlags).values({ customerDocumentId: id.disputed, disputedAt: new Date(now.getTime() - 2 * DAY), updatedAt: now });
  // The consumer wrote last: unanswered. A second conversation the firm answered is not work.
  id.messaged = await account('Queue Messaged', { userId: who.consumer });
  const [conversation] = await db
    .insert(conversations)
    .values({ lawFirmId: demoFirm.id, consumerUserId: who.consumer, customerDocumentId: id.messaged, createdAt: now })
    .returning();
  const message = (side: 'consumer' | 'law_firm', body: string, hoursAgo: number, status: 'delivered' | 'blocked' = 'delivered') => ({
    conversationId: conversation?.id ?? 0,
    senderSide: side,
    senderName: side === 'consumer' ? 'Consumer' : 'Firm',
    body,
    status,
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  await db.insert(chatMessages).values([
    message('law_firm', 'Hello, how can we help?', 30),
    message('consumer', 'Can I pay $50 a month instead?', 20),
    // A message the scanner blocked never reached the consumer: it answers nothing.
    message('law_firm', 'Pay or else.', 19, 'blocked'),
  ]);
  id.failed = await account('Queue Failed', { userId: who.consumer });
  await db.insert(autopaySubscriptions).values({
    customerDocumentId: id.failed,
    userId: who.consumer,
    lawFirmId: demoFirm.id,
    provider: 'sandbox',
    providerCustomerId: 'cus_test',
    providerPaymentMethodId: 'pm_test',
    card: { brand: 'visa', last4: '0341', exp_month: 1, exp_year: 2030 },
    status: 'needs_attention',
    createdAt: new Date(now.getTime() - 30 * DAY),
    updatedAt: new Date(now.getTime() - 1 * DAY),
  });
  // The consumer's turn: nothing for the firm to do.
  id.waiting = await account('Queue Waiting', {
    steps: [
      { party: 'consumer', action: 'offer', offer: { totalCents: 100_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 7 },
      { party: 'law_firm', action: 'counteroffer', offer: { totalCents: 700_000, payments: 7, firstPaymentDate: '2026-12-01' }, daysAgo: 6 },
    ],
  });
  id.loose = await account('Queue Loose', {
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 250_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 1 }],
  });
  id.other = await createTestAccount(db, now, { lawFirmId: otherFirm.id, name: 'Queue Elsewhere', debtCents: 500_000 });
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
});
afterAll(() => t.close());

async function queue(agent: Agent, owner?: string | number): Promise<WorkQueue> {
  const res = await agent.get(`/collectors/api/work_queue${owner === undefined ? '' : `?owner=${owner}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkQueue;
}
const assign = (agent: Agent, ids: number[], userId: number | null) =>
  agent.post('/collectors/api/accounts/assign', { customer_document_ids: ids, user_id: userId });
const holders = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.services.db
        .select({ id: customerDocuments.id, assigned: customerDocuments.assignedUserId })
        .from(customerDocuments)
        .where(inArray(customerDocuments.id, ids))
    ).map((r) => [r.id, r.assigned]),
  );

describe('work queue (issue 38.2)', () => {
  it("lists what waits on the firm across a person's accounts, oldest first, each in words", async () => {
    const mine = [id.offer, id.agreement, id.disputed, id.messaged, id.failed, id.waiting];
    const res = await assign(admin, mine, who.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ assigned: mine.length });

    const q = await queue(staff);
    expect(q.owner).toBe(who.staff);
    expect(q.items.map((i) => [i.customer_name, i.kind, i.title])).toEqual([
      ['Queue Offer', 'negotiation', 'Accept or counteroffer'],
      ['Queue Agreement', 'negotiation', 'Send settlement agreement'],
      ['Queue Disputed', 'dispute', 'Dispute: upload verification'],
      ['Queue Failed', 'payment_failed', 'Autopay charge failed'],
      ['Queue Messaged', 'message', 'Message to answer'],
    ]);
    const [offer, , dispute, , message] = q.items;
    expect(offer).toMatchObject({
      reference: 'WQ-1',
      current_action: 'accept_or_counteroffer',
      detail: 'Offer of $4,200.00 (42% of the balance)',
      assigned_user_id: who.staff,
    });
    expect(new Date(dispute?.due ?? 0).getTime() - new Date(dispute?.since ?? 0).getTime()).toBe(DISPUTE_ANSWER_TARGET_DAYS * DAY);
    expect(message?.detail).toBe('Can I pay $50 a month instead?');
    // Staff see their own load only; the unassigned accounts' items are counted for them to take.
    expect(q.staff).toEqual([{ id: who.staff, name: expect.any(String), items: 5 }]);
    expect(q.unassigned_items).toBeGreaterThan(0);
  });

  it('lets an administrator read every queue and reassign; the audit log says who moved what', async () => {
    const all = await queue(admin, 'all');
    expect(all.items.some((i) => i.customer_name === 'Queue Loose' && i.assigned_user_id === null)).toBe(true);
    expect(all.items.some((i) => i.customer_name === 'Queue Elsewhere')).toBe(false);
    expect(all.staff.map((s) => s.id)).toEqual(expect.arrayContaining([who.admin, who.staff]));
    expect((await queue(admin, who.staff)).items).toHaveLength(5);

    expect((await assign(admin, [id.failed], who.admin)).statusCode).toBe(200);
    expect((await queue(staff)).items.map((i) => i.customer_name)).not.toContain('Queue Failed');
    expect((await queue(admin)).items.map((i) => i.customer_name)).toContain('Queue Failed');
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'accounts.assigned')).orderBy(auditLog.id);
    expect(entry?.actorUserId).toBe(who.admin);
  });

  it('lets staff take an unassigned account, and nothing else: no one else’s queue, no one else’s account', async () => {
    expect((await staff.get(`/collectors/api/work_queue?owner=${who.admin}`)).statusCode).toBe(403);
    expect((await staff.get('/collectors/api/work_queue?owner=all')).statusCode).toBe(403);
    expect((await queue(staff, 'unassigned')).items.some((i) => i.customer_name === 'Queue Loose')).toBe(true);

    const giveAway = await assign(staff, [id.loose], who.admin);
    expect(giveAway.statusCode).toBe(403);
    expect(giveAway.json().error).toBe(WORK_QUEUE_MESSAGES.onlyAdminAssigns);
    // The admin's account is not for the taking: 409, and neither account of the request moved.
    const grab = await assign(staff, [id.loose, id.failed], who.staff);
    expect(grab.statusCode).toBe(409);
    expect(grab.json().error).toBe(WORK_QUEUE_MESSAGES.alreadyTaken);
    expect(await holders([id.loose, id.failed])).toEqual({ [id.loose]: null, [id.failed]: who.admin });

    expect((await assign(staff, [id.loose], who.staff)).statusCode).toBe(200);
    expect((await queue(staff)).items.map((i) => i.customer_name)).toContain('Queue Loose');
  });

  it("refuses another firm's account (404) and a person outside the firm's staff (400), changing nothing", async () => {
    const foreign = await assign(admin, [id.offer, id.other], who.admin);
    expect(foreign.statusCode).toBe(404);
    const outsider = await assign(admin, [id.offer], who.otherAdmin);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toEqual({ user_id: WORK_QUEUE_MESSAGES.notStaff });
    const consumer = await assign(admin, [id.offer], who.consumer);
    expect(consumer.statusCode).toBe(400);
    expect(await holders([id.offer, id.other])).toEqual({ [id.offer]: who.staff, [id.other]: null });
    expect((await admin.post('/collectors/api/accounts/assign', { customer_document_ids: [], user_id: who.staff })).statusCode).toBe(400);
  });

  it('drops an archived account from every queue, and it cannot be assigned', async () => {
    expect((await admin.post('/collectors/api/archive_document', { customer_document_id: id.agreement })).statusCode).toBe(200);
    expect((await queue(staff)).items.map((i) => i.customer_name)).not.toContain('Queue Agreement');
    expect((await assign(admin, [id.agreement], who.admin)).statusCode).toBe(404);
  });

  it('deals the accounts an import creates to the staff in turn, least loaded first, when asked', async () => {
    const header = 'Account Number,Debtor Name,Balance,State,Original Creditor';
    const rows = ['RR-1,Rita One,1000,TX,Bank', 'RR-2,Rob Two,1000,TX,Bank', 'RR-3,Ray Three,1000,TX,Bank', 'RR-4,Rae Four,1000,TX,Bank'];
    const up = await admin.multipart('/collectors/api/portfolio/imports', {}, [
      { field: 'file', filename: 'rr.csv', contentType: 'text/csv', bytes: Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`) },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const uploaded = up.json() as PortfolioImport;
    const run = await admin.post(`/collectors/api/portfolio/imports/${uploaded.id}/run`, {
      mapping: uploaded.mapping,
      dry_run: false,
      assign_round_robin: true,
    });
    expect(run.statusCode, run.body).toBe(200);
    await t.services.portfolio.settle();
    const created = await t.services.db
      .select({ ref: customerDocuments.civilNumber, assigned: customerDocuments.assignedUserId })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.lawFirmId, demoFirm.id), like(customerDocuments.civilNumber, 'RR-%')))
      .orderBy(customerDocuments.civilNumber);
    const assigned = created.map((c) => c.assigned);
    expect(assigned).toHaveLength(4);
    // Two each, alternating: nobody is skipped and nobody gets two in a row.
    expect(new Set(assigned).size).toBe(2);
    expect(assigned[0]).not.toBe(assigned[1]);
    expect(assigned[0]).toBe(assigned[2]);
    expect(assigned.every((a) => a === who.admin || a === who.staff)).toBe(true);
  });
});
