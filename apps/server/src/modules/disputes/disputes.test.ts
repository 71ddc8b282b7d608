import { DISPUTE_MESSAGES } from '@parley/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, historicalOffers, mailOutbox, users } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
let consumer: Agent;
let consumer2: Agent;
let consumerId: number;
let verificationPdf: Uint8Array;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  await signIn();
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
  consumerId = row?.id as number;
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Verification: statement of account from Midland Funding LLC.');
  verificationPdf = await pdf.save();
});
afterAll(() => t.close());

/** Sessions expire: after the clock moves, everyone signs in again. */
async function signIn() {
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
}

async function openCase(agent: Agent = consumer): Promise<number> {
  const opened = await agent.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().id;
}
/** A case whose consumer made an offer: the firm's turn to accept or counter. */
async function caseWithOffer(): Promise<number> {
  const id = await openCase();
  const offer = await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-12-10', payments: 4 });
  expect(offer.statusCode, offer.body).toBe(200);
  return id;
}
const accept = (id: number) => admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
const counter = (id: number) =>
  admin.post('/collectors/api/create_counteroffer', {
    customer_document_id: id,
    disclosures: [],
    offers: [{ total_amount: 2500, first_payment_date: '2026-12-10', phases: [], payments: 1 }],
  });
const paymentDetails = (id: number) =>
  admin.post('/collectors/api/update_payment_details', {
    customer_document_id: id,
    file_number: 'F-1',
    payee: 'Demo Law Group Trust Account',
    recipient: 'Accounts Receivable',
    mailing_address: '100 Main St, Austin, TX 78701',
  });
const agreement = (id: number) =>
  admin.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id), 'disclosures[]': [] }, [
    { field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes: verificationPdf },
  ]);
const uploadVerification = (id: number, bytes: Uint8Array = verificationPdf, agent: Agent = admin) =>
  agent.multipart('/collectors/api/upload_dispute_verification', { customer_document_id: String(id) }, [
    { field: 'file', filename: 'verification.pdf', contentType: 'application/pdf', bytes },
  ]);
const dispute = (id: number, body: Record<string, unknown> = { kind: 'dispute', scope: 'all', reason: 'not_my_debt' }, agent: Agent = consumer) =>
  agent.post(`/api/v1/settlement_cases/${id}/disputes`, body);
const currentAction = async (id: number) => (await admin.get(`/collectors/api/get_current_action?customer_document_id=${id}`)).json().type;

async function accountRow(id: number) {
  const res = await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().customer_info[0] as { collection_paused: boolean; settlement_negotiation_events: { action: string; party: string }[] };
}

/** The firm's chat message on the account, as the consumer would receive it, or blocked with its reasons. */
async function firmSays(documentId: number, body: string) {
  const conversation = await admin.post('/api/v1/conversations', { recipient_id: consumerId, document_id: documentId });
  expect(conversation.statusCode, conversation.body).toBe(200);
  const sent = await admin.multipart(`/api/v1/conversations/${conversation.json().data.id}/messages`, { 'message[body]': body }, []);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.attributes as { blocked: boolean; violations: { rule: string; description: string; triggers: string[] }[] };
}

describe('the validation notice', () => {
  // Each delivery date, its method, the day the consumer receives (or is assumed to receive) it, and the period's last day.
  const deliveries: [string, 'mail' | 'electronic', string, string][] = [
    ['2026-11-02', 'mail', '2026-11-09', '2026-12-09'], // Monday: five weekdays
    ['2026-11-06', 'mail', '2026-11-16', '2026-12-16'], // Veterans Day (Wednesday, November 11) is skipped
    ['2026-11-24', 'mail', '2026-12-02', '2027-01-01'], // Thanksgiving (November 26) skipped, into the next month and year
    ['2026-12-23', 'mail', '2026-12-31', '2027-01-30'], // Christmas (Friday) skipped; New Year's Day 2027 falls after receipt
    ['2027-01-29', 'mail', '2027-02-05', '2027-03-07'], // a month end, then 30 days across February's 28
    ['2027-06-16', 'mail', '2027-06-24', '2027-07-24'], // Juneteenth on a Saturday is observed on Friday, June 18
    ['2026-12-31', 'electronic', '2026-12-31', '2027-01-30'], // electronic: received on delivery
    ['2027-01-31', 'electronic', '2027-01-31', '2027-03-02'], // electronic at a month end
  ];

  it('ends the validation period 30 days after receipt: on delivery electronically, 5 business days after mailing otherwise', async () => {
    const consent = await consumer2.post('/api/v1/esign_consent', { agree: true });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json().method).toMatch(/checkbox/);
    for (const [deliveredOn, method, receivedOn, end] of deliveries) {
      t.clock.set(new Date(`${deliveredOn}T15:00:00Z`));
      await signIn();
      const agent = method === 'electronic' ? consumer2 : consumer;
      const id = await openCase(agent);
      const notice = await agent.get(`/api/v1/settlement_cases/${id}/validation_notice`);
      expect(notice.statusCode, notice.body).toBe(200);
      expect(notice.json().delivery, deliveredOn).toEqual({ method, delivered_on: deliveredOn, received_on: receivedOn, validation_period_end: end });
      // Fixed once delivered: reading it later changes nothing.
      t.clock.advance(5 * 60_000);
      const again = await agent.get(`/api/v1/settlement_cases/${id}/validation_notice`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().delivery.delivered_on).toBe(deliveredOn);
    }
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    await signIn();
  });

  it("holds the chat's validation-period rule through the notice's own last day, not a fixed 35 days", async () => {
    // Mailed on Friday, November 6: Veterans Day (November 11) moves receipt to the 16th, so the period ends December 16,
    // five days after a fixed 35-day window would have closed (December 11).
    t.clock.set(new Date('2026-11-06T15:00:00Z'));
    await signIn();
    const id = await openCase();
    const notice = (await consumer.get(`/api/v1/settlement_cases/${id}/validation_notice`)).json();
    expect(notice.delivery).toMatchObject({ method: 'mail', validation_period_end: '2026-12-16' });
    const deadlineDemand = async () => (await firmSays(id, 'Please pay within 3 days.')).violations.map((v) => v.rule);
    // 15:00 UTC is mid-morning in Texas, inside the contact hours.
    for (const [day, inPeriod] of [
      ['2026-12-14', true],
      ['2026-12-16', true],
      ['2026-12-17', false],
    ] as const) {
      t.clock.set(new Date(`${day}T15:00:00Z`));
      await signIn();
      if (inPeriod) expect(await deadlineDemand(), day).toContain('overshadowing');
      else expect(await deadlineDemand(), day).not.toContain('overshadowing');
    }
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    await signIn();
  });

  it('carries the model form: collector, consumer, itemization, the period end, the dispute and creditor prompts and the tear-off', async () => {
    const id = await openCase();
    const notice = (await consumer.get(`/api/v1/settlement_cases/${id}/validation_notice`)).json();
    expect(notice.collector.name).toBeTruthy();
    expect(notice.itemization).toMatchObject({
      date_kind: 'last_statement',
      amount_on_date_cents: 500_000,
      current_amount_cents: 500_000,
      interest_cents: 0,
      fees_cents: 0,
    });
    expect(notice.consent).toBeNull();
    const pdf = await consumer.get(`/api/v1/settlement_cases/${id}/validation_notice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { flat } = await extractPdfText(pdf.rawPayload);
    expect(flat).toContain(`${notice.collector.name} is a debt collector. We are trying to collect a debt that you owe to Midland Funding LLC.`);
    expect(flat).toContain('Total amount of the debt now: $5,000.00');
    expect(flat).toContain('Call or write to us by December 9, 2026, to dispute all or part of the debt.');
    expect(flat).toContain('Write to ask for the name and address of the original creditor');
    expect(flat).toContain('How do you want to respond?');
    expect(flat).toContain('This is not my debt.');
    expect(flat).toContain('The amount is wrong.');
    // The firm reads the same notice and PDF; the delivery is in the activity log.
    expect((await admin.get(`/collectors/api/validation_notice?customer_document_id=${id}`)).json().delivery).toEqual(notice.delivery);
    expect((await accountRow(id)).settlement_negotiation_events.map((e) => e.action)).toContain('validation_notice_delivered');
  });
});

describe('a dispute holds collection until verification', () => {
  it('blocks every collection action and collection language in chat, says why, and lifts when the firm uploads verification', async () => {
    // One case at the firm's accept-or-counter step, one waiting for payment details.
    const offered = await caseWithOffer();
    const agreed = await caseWithOffer();
    expect((await counter(agreed)).statusCode).toBe(200);
    const [firmOffer] = await t.services.db
      .select({ id: historicalOffers.id })
      .from(historicalOffers)
      .where(and(eq(historicalOffers.customerDocumentId, agreed), eq(historicalOffers.party, 'law_firm')))
      .orderBy(desc(historicalOffers.id));
    expect((await consumer.post(`/api/v1/settlement_cases/${agreed}/accept`, { offer_id: firmOffer?.id })).statusCode).toBe(200);
    expect(await currentAction(agreed)).toBe('request_payment_details');

    for (const id of [offered, agreed]) {
      const opened = await dispute(id);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().collection_paused).toBe(true);
    }
    for (const refused of [await accept(offered), await counter(offered), await paymentDetails(agreed)]) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'RULE_VIOLATED', error: DISPUTE_MESSAGES.hold });
    }
    expect(await currentAction(offered)).toBe('accept_or_counteroffer');
    const row = await accountRow(offered);
    expect(row.collection_paused).toBe(true);
    // Disputes you can find (issue 38.3): the list's dispute filter finds both paused accounts.
    const listed = async (value: string) =>
      ((await admin.get(`/collectors/api/apply_filters?filters[dispute]=${value}`)).json().customer_info as { id: number }[]).map((r) => r.id);
    expect(await listed('collection_paused')).toEqual(expect.arrayContaining([offered, agreed]));
    expect(await listed('disputed')).toEqual(expect.arrayContaining([offered, agreed]));
    const filters = (await admin.get('/collectors/api/filter_values')).json().filters as { key: string; values: string[] }[];
    expect(filters.find((f) => f.key === 'dispute')?.values).toEqual(['collection_paused', 'disputed']);
    expect((await admin.get('/collectors/api/calculate_collector_metrics')).json().disputes_open).toBeGreaterThanOrEqual(2);
    expect(row.settlement_negotiation_events.at(-1)).toMatchObject({ action: 'disputed', party: 'consumer' });
    // The firm is emailed through its notification routing.
    const firmMail = await t.services.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Consumer disputed a debt: upload verification: %'));
    expect(firmMail.length).toBeGreaterThan(0);

    const demand = await firmSays(offered, 'Can you make a payment this week?');
    expect(demand.blocked).toBe(true);
    expect(demand.violations.find((v) => v.rule === 'overshadowing')?.description).toMatch(/disputed debt before verification/);
    expect((await firmSays(offered, 'Let us set up a settlement.')).blocked).toBe(true);
    expect((await firmSays(offered, 'We received your dispute and will send verification.')).blocked).toBe(false);

    // A second request waits for the firm's answer.
    expect((await dispute(offered, { kind: 'original_creditor' })).statusCode).toBe(409);

    const verified = await uploadVerification(offered);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await accountRow(offered)).collection_paused).toBe(false);
    // Verified: no longer paused, still disputed.
    expect(await listed('collection_paused')).not.toContain(offered);
    expect(await listed('disputed')).toContain(offered);
    expect((await firmSays(offered, 'Can you make a payment this week?')).blocked).toBe(false);
    expect((await accept(offered)).statusCode).toBe(200);
    const notice = (await consumer.get(`/api/v1/settlement_cases/${offered}/validation_notice`)).json();
    expect(notice.collection_paused).toBe(false);
    expect(notice.disputes[0].verified_at).not.toBeNull();
    const file = await consumer.get(`/api/v1/settlement_cases/${offered}/disputes/${notice.disputes[0].id}/verification`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, Buffer.from(verificationPdf))).toBe(0);
    const told = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Verification of your disputed debt has arrived'));
    expect(told.map((m) => m.toAddress)).toContain('consumer@demo.test');
    expect((await accountRow(offered)).settlement_negotiation_events.map((e) => e.action)).toEqual(expect.arrayContaining(['disputed', 'dispute_verified']));

    // A request for the original creditor holds the settlement agreement the same way.
    expect((await uploadVerification(agreed)).statusCode).toBe(200);
    expect((await paymentDetails(agreed)).statusCode).toBe(200);
    expect((await dispute(agreed, { kind: 'original_creditor' })).statusCode).toBe(200);
    const held = await agreement(agreed);
    expect(held.statusCode).toBe(422);
    expect(held.json().error).toBe(DISPUTE_MESSAGES.hold);
    expect((await uploadVerification(agreed)).statusCode).toBe(200);
    expect((await agreement(agreed)).statusCode).toBe(200);
  });

  it('holds collection the same way on an identity-theft report, with the FTC report kept for the firm', async () => {
    const id = await caseWithOffer();
    const report = Buffer.from(verificationPdf);
    const sent = await consumer.multipart(`/api/v1/settlement_cases/${id}/identity_theft`, { details: 'FTC report 123456789' }, [
      { field: 'file', filename: 'ftc-report.pdf', contentType: 'application/pdf', bytes: report },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().disputes[0]).toMatchObject({ kind: 'identity_theft', has_report: true, verified_at: null });
    expect((await accept(id)).json().error).toBe(DISPUTE_MESSAGES.hold);
    expect((await counter(id)).statusCode).toBe(422);
    expect((await firmSays(id, 'Can you make a payment this week?')).blocked).toBe(true);
    const download = await admin.get(`/collectors/api/dispute_report?customer_document_id=${id}&dispute_id=${sent.json().disputes[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, report)).toBe(0);
    const [read] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.report_downloaded'));
    expect(read?.details).toMatchObject({ customer_document_id: id, dispute_id: sent.json().disputes[0].id });
    // The report is the firm's alone: the on-call administrator, who reads every firm's accounts, does not get it.
    const oncall = await collectorAgent(t.app, 'oncall@parley.test');
    expect((await oncall.get(`/collectors/api/dispute_report?customer_document_id=${id}&dispute_id=${sent.json().disputes[0].id}`)).statusCode).toBe(404);
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.identity_theft_opened'));
    expect(entry).toBeDefined();

    expect((await uploadVerification(id)).statusCode).toBe(200);
    const after = await firmSays(id, 'Can you make a payment this week?');
    expect(after.blocked, JSON.stringify(after.violations)).toBe(false);
    expect((await accept(id)).statusCode).toBe(200);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const id = await openCase();
    const part = await dispute(id, { kind: 'dispute', scope: 'part', reason: 'amount_wrong' });
    expect(part.statusCode).toBe(400);
    expect((await dispute(id, { kind: 'dispute', scope: 'part', reason: 'amount_wrong', amount_cents: 500_000 })).json().error).toBe(
      DISPUTE_MESSAGES.partAmount,
    );
    expect((await dispute(id, { kind: 'dispute', scope: 'all', reason: 'other' })).statusCode).toBe(400);
    expect((await uploadVerification(id)).json()).toMatchObject({ code: 'CONFLICT', error: DISPUTE_MESSAGES.noOpenDispute });
    expect((await dispute(id, { kind: 'dispute', scope: 'part', reason: 'amount_wrong', amount_cents: 100_000 })).statusCode).toBe(200);
    const notPdf = await uploadVerification(id, Buffer.from('just text, not a PDF'));
    expect(notPdf.statusCode).toBe(415);
    const image = await consumer2.multipart(`/api/v1/settlement_cases/${id}/identity_theft`, {}, [
      { field: 'file', filename: 'report.txt', contentType: 'text/plain', bytes: Buffer.from('hello') },
    ]);
    expect([404, 415]).toContain(image.statusCode);
    expect((await consumer.post('/api/v1/esign_consent', { agree: false })).statusCode).toBe(400);
  });

  it('keeps every route to its own side, user and firm, and refuses a mutation without the CSRF token', async () => {
    const id = await caseWithOffer();
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    const oncall = await collectorAgent(t.app, 'oncall@parley.test');
    expect((await consumer2.get(`/api/v1/settlement_cases/${id}/validation_notice`)).statusCode).toBe(404);
    expect((await dispute(id, undefined, consumer2)).statusCode).toBe(404);
    expect((await other.get(`/collectors/api/validation_notice?customer_document_id=${id}`)).statusCode).toBe(404);
    expect((await dispute(id)).statusCode).toBe(200);
    expect((await uploadVerification(id, verificationPdf, other)).statusCode).toBe(404);
    expect((await uploadVerification(id, verificationPdf, oncall)).statusCode).toBe(403);
    // Each side's session does not open the other's routes.
    expect((await admin.get(`/api/v1/settlement_cases/${id}/validation_notice`)).statusCode).toBe(401);
    expect((await consumer.get(`/collectors/api/validation_notice?customer_document_id=${id}`)).statusCode).toBe(401);
    expect((await consumer.post(`/api/v1/settlement_cases/${id}/disputes`, { kind: 'original_creditor' }, { csrf: false })).statusCode).toBe(403);
    expect((await accountRow(id)).collection_paused).toBe(true);
  });
});
