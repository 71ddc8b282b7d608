import { AUTOPAY_MESSAGES, ledgerInvariantViolations } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  autopaySubscriptions,
  customerDocuments,
  ledgerJournals,
  mailOutbox,
  payments,
  payouts,
  rateLimitHits,
  scheduledCharges,
  users,
} from '../../db/schema/index.js';
import type { SandboxPayments } from '../../providers/payments/sandbox.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { extraPaymentCharge } from './charges.js';
import { allLedgerLines, collectedCentsOf } from './ledger.js';

// The test clock starts Monday 2026-11-02 15:00 UTC; an agreed first payment on 2026-11-10 is billed
// at 2026-11-10T23:59:59Z.
let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let otherAdmin: Agent;
let admin: Agent;
let staff: Agent;
let onCall: Agent;
let consumer: Agent;
let consumer2: Agent;
let sandbox: SandboxPayments;
let agreementPdf: Uint8Array;

/** Sessions time out (30 min idle): after moving the clock, everyone signs in again. */
async function signInAll() {
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
  onCall = await collectorAgent(t.app, 'oncall@parley.test');
  otherAdmin = await collectorAgent(t.app, 'admin@other-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
}
async function setClock(iso: string | Date) {
  t.clock.set(typeof iso === 'string' ? new Date(iso) : iso);
  await signInAll();
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  await signInAll();
  sandbox = t.services.payments.sandbox as SandboxPayments;
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement');
  agreementPdf = await pdf.save();
});
afterAll(() => t.close());

// The ledger's invariant after every scenario, retries and duplicate webhooks included.
afterEach(async () => {
  expect(ledgerInvariantViolations(await allLedgerLines(t.services.db))).toEqual([]);
});

const currentAction = async (id: number) =>
  (await staff.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`)).json().customer_info[0].current_action;
const plan = async (id: number, who = consumer) => (await who.get(`/api/v1/payment_plans/${id}`)).json();

/** A case walked through the negotiation to the signed agreement: $2,000 in 4 monthly payments from Nov 10. */
async function signedCase(as: 'consumer' | 'consumer2' = 'consumer', offer: Record<string, unknown> = {}, firm: 'demo' | 'other' = 'demo'): Promise<number> {
  await setClock('2026-11-02T15:00:00Z');
  const who = as === 'consumer2' ? consumer2 : consumer;
  const firmAdmin = firm === 'demo' ? admin : otherAdmin;
  const opened = await who.post('/api/v1/settlement_cases', {
    law_firm_id: firm === 'demo' ? demoFirm.id : otherFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
    reference_number: '2026-CV-4242',
  });
  const id = opened.json().id as number;
  expect(
    (await who.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 4, ...offer }))
      .statusCode,
  ).toBe(200);
  expect((await firmAdmin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] })).statusCode).toBe(200);
  const details = {
    customer_document_id: id,
    file_number: 'DLG-1',
    payee: 'Demo Law Group Trust',
    recipient: 'AR',
    mailing_address: '100 Main St, Austin, TX',
  };
  expect((await firmAdmin.post('/collectors/api/update_payment_details', details)).statusCode).toBe(200);
  const upload = await firmAdmin.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id) }, [
    { field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes: agreementPdf },
  ]);
  expect(upload.statusCode).toBe(200);
  expect(
    (await who.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: as === 'consumer2' ? 'Casey Nguyen' : 'Jordan Miller', consent: true })).statusCode,
  ).toBe(200);
  return id;
}

async function card(number: string, who = consumer): Promise<string> {
  const res = await who.post('/api/v1/payments/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const setUp = (id: number, paymentMethodId: string, who = consumer) => who.post(`/api/v1/payment_plans/${id}/autopay`, { payment_method_id: paymentMethodId });
/** Runs autopay as of `iso` for one case's plan (other tests' plans are left alone), then everyone signs in again. */
async function runAt(iso: string, documentId: number) {
  const [s] = await t.services.db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.customerDocumentId, documentId));
  await setClock(iso);
  return t.services.payments.runDueCharges(t.clock.now(), { subscriptionId: s?.id ?? -1 });
}
async function deliver(event: { id?: string; type: string; objectId: string; signedAt?: Date }) {
  const { body, signature } = sandbox.webhook(event);
  return new Agent(t.app).request('POST', '/api/payments/webhook', body, {
    csrf: false,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
  });
}
const journals = async (paymentId: number) => t.services.db.select().from(ledgerJournals).where(eq(ledgerJournals.paymentId, paymentId));

describe('the sandbox card form', () => {
  it.each([
    ['4242 4242 4242 4242', 200, null],
    ['4242 4242 4242', 422, 'Your card details are incomplete'],
    ['4242 4242 4242 4241', 422, 'Your card number is invalid.'],
    ['4111 1111 1111 1111', 422, 'Your card was declined. The sandbox accepts test card numbers only, such as 4242 4242 4242 4242.'],
  ])('tokenizes %s → %i', async (number, status, message) => {
    const res = await consumer.post('/api/v1/payments/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error).toBe(message);
    else expect(res.json()).toMatchObject({ id: expect.stringMatching(/^pm_sandbox_/), card: { brand: 'visa', last4: '4242', exp_year: 2030 } });
  });

  it('refuses an expired card and never stores the full number', async () => {
    const res = await consumer.post('/api/v1/payments/sandbox/payment_methods', { number: '4242424242424242', exp_month: 1, exp_year: 2026, cvc: '123' });
    expect(res.json().error).toBe("Your card's expiration date is in the past.");
    const stored = JSON.stringify(await t.services.db.query.sandboxProviderObjects.findMany());
    expect(stored).not.toContain('4242424242424242');
  });
});

describe('setting up autopay', () => {
  it('is refused before the agreement is signed, and for a refused card', async () => {
    await setClock('2026-11-02T15:00:00Z');
    const open = await consumer.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Early LLC',
      amount_owed_cents: 100_000,
      state: 'TX',
    });
    const early = open.json().id;
    expect((await consumer.get(`/api/v1/payment_plans/${early}`)).statusCode).toBe(404);
    expect((await setUp(early, await card('4242424242424242'))).statusCode).toBe(404);

    const id = await signedCase();
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ]) {
      const res = await setUp(id, await card(number as string));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'RULE_VIOLATED', error: message, fields: { card: message } });
    }
    expect((await currentAction(id)).type).toBe('waiting_for_payment');
  });

  it('lays out the agreed schedule, billed at the end of each day UTC, and moves the row to payment_setup_complete', async () => {
    const id = await signedCase();
    const before = await plan(id);
    expect(before).toMatchObject({ subscription_id: null, is_subscription_upcoming: false, total_amount_customer_pays: 200_000, total_savings: 300_000 });
    const res = await setUp(id, await card('4242424242424242'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total_amount_customer_pays: 200_000,
      balance_remaining: 200_000,
      next_payment_amount: 50_000,
      next_payment_date: '2026-11-10',
      next_billing_at: '2026-11-10T23:59:59.000Z',
      total_payments_count: 4,
      payments_remaining: 4,
      progress_percentage: 0,
      is_subscription_active: false,
      is_subscription_upcoming: true,
      subscription_needs_attention: false,
      card: { brand: 'visa', last4: '4242' },
      payment_history: [],
    });
    expect(res.json().schedule.map((c: { date: string; amount: number }) => [c.date, c.amount])).toEqual([
      ['2026-11-10', 50_000],
      ['2026-12-10', 50_000],
      ['2027-01-10', 50_000],
      ['2027-02-10', 50_000],
    ]);
    expect(await currentAction(id)).toEqual({ type: 'payment_setup_complete', params: {} });
    expect((await setUp(id, await card('4242424242424242'))).statusCode).toBe(409);
    // Nothing is charged before the billing time.
    expect(await runAt('2026-11-10T23:59:58Z', id)).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
  });
});

describe('a full plan on the controllable clock', () => {
  it('declines, retries with a new card, moves a date, charges every payment once and pays the firm', async () => {
    const id = await signedCase();
    expect((await setUp(id, await card('4000000000000341'))).statusCode).toBe(200);

    // The first charge is declined: the plan needs attention, the consumer is told, the row waits.
    expect(await runAt('2026-11-11T00:05:00Z', id)).toEqual({ attempted: 1, succeeded: 0, failed: 1 });
    let p = await plan(id);
    expect(p).toMatchObject({
      subscription_needs_attention: true,
      latest_failure_message: 'Your card was declined.',
      balance_remaining: 200_000,
      next_payment_date: '2026-11-10',
    });
    expect((await currentAction(id)).type).toBe('payment_setup_complete');
    const [failedMail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Your autopay payment failed'));
    expect(failedMail?.toAddress).toBe('consumer@demo.test');
    // Running again at once charges nothing: the retry is a day later.
    expect(await runAt('2026-11-11T06:00:00Z', id)).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    // The automatic retry declines again with the same card.
    expect(await runAt('2026-11-12T00:06:00Z', id)).toEqual({ attempted: 1, succeeded: 0, failed: 1 });

    // A new card: the failed payment is retried at once and succeeds.
    const changed = await consumer.put(`/api/v1/payment_plans/${id}/payment_method`, { payment_method_id: await card('4242424242424242') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      is_subscription_active: true,
      subscription_needs_attention: false,
      balance_remaining: 150_000,
      progress_percentage: 25,
      previous_payment_date: '2026-11-12',
      next_payment_date: '2026-12-10',
      payments_remaining: 3,
      payment_history: [{ amount: 50_000, date: '2026-11-12' }],
      subscription_latest_invoice_url: expect.stringMatching(new RegExp(`^/api/v1/payment_plans/${id}/receipts/\\d+$`)),
    });
    expect(await currentAction(id)).toEqual({ type: 'first_payment_made', params: { latest_payment_date: '2026-11-12' } });
    const receipt = await consumer.get(changed.json().subscription_latest_invoice_url);
    expect(receipt.headers['content-type']).toMatch(/text\/html/);
    expect(receipt.body).toContain('$500.00');
    expect((await consumer2.get(changed.json().subscription_latest_invoice_url)).statusCode).toBe(404);

    // The consumer moves the December payment earlier (consumer spec 5).
    const subscriptionId = changed.json().subscription_id;
    await setClock('2026-12-01T12:00:00Z');
    const window = (await plan(id)).payment_date_window;
    expect(window).toEqual({ min: '2026-12-02', max: '2026-12-09' });
    const refused = await consumer.put(`/api/subscription_payment_dates/${subscriptionId}`, { payment_date: '2026-12-10' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Please select a date between December 2, 2026 and December 9, 2026.',
      errors: ['Please select a date between December 2, 2026 and December 9, 2026.'],
    });
    for (const [date, message] of [
      [null, AUTOPAY_MESSAGES.chooseDate],
      ['2026-13-01', AUTOPAY_MESSAGES.invalidDate],
      ['2026-12-01', AUTOPAY_MESSAGES.futureDate],
    ]) {
      const res = await consumer.request('PATCH', `/api/subscription_payment_dates/${subscriptionId}`, { payment_date: date });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const moved = await consumer.post(`/api/subscription_payment_dates/${subscriptionId}`, { payment_date: '2026-12-05' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      message: 'Your next payment will be charged on December 5, 2026.',
      formattedDate: 'December 5, 2026',
      payment_date: '2026-12-05',
    });
    expect((await runAt('2026-12-05T23:59:59Z', id)).succeeded).toBe(1);

    // The rest of the plan, each payment once however often the job runs.
    for (const when of ['2027-01-11T00:00:00Z', '2027-01-11T00:00:00Z', '2027-02-11T00:00:00Z', '2027-03-11T00:00:00Z']) await runAt(when, id);
    p = await plan(id);
    expect(p).toMatchObject({ balance_remaining: 0, progress_percentage: 100, payments_remaining: 0, next_payment_date: null, is_subscription_active: false });
    expect(p.payment_history.map((h: { date: string }) => h.date)).toEqual(['2026-11-12', '2026-12-05', '2027-01-11', '2027-02-11']);
    const rows = await t.services.db.select().from(payments).where(eq(payments.customerDocumentId, id));
    expect(rows.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0)).toBe(200_000);
    expect(rows.filter((r) => r.status === 'failed')).toHaveLength(2);
    expect(await collectedCentsOf(t.services.db, id)).toBe(200_000);
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc?.collectedCents).toBe(200_000);
    // Paid off: the firm is told, once, to file what closes the lawsuit, and by when (issue 37.9).
    const closingMail = await t.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Lawsuit paid off: file the dismissal or satisfaction: Jordan Miller'));
    expect(closingMail.length).toBeGreaterThan(0);
    expect(new Set(closingMail.map((m) => m.toAddress)).size).toBe(closingMail.length);
    expect(closingMail[0]?.textBody).toContain('File by: March 13, 2027');

    // Payouts: no bank account and no check email yet → nothing sent; then ACH, settled two days later.
    await t.services.payments.runPayouts(t.clock.now());
    expect(await t.services.db.$count(payouts)).toBe(0);
    await setClock(t.clock.now());
    // The firm's administrator connects the payout account (the route asks a two-step code: firm-settings.test.ts).
    await t.services.firmSettings.connectBankAccount(await firmActor('admin@demo-law.test'), {
      routing_number: '021000021',
      account_number: '000123456789',
      account_name: 'Demo Law Group LLC',
      account_type: 'CHECKING',
      mfa_code: 'checked by the route',
    });
    const [payout] = await t.services.payments.runPayouts(t.clock.now());
    expect(payout).toMatchObject({ method: 'ach', status: 'in_transit', destination: 'checking ••••6789' });
    expect(payout?.amountCents).toBeGreaterThanOrEqual(200_000);
    expect((await staff.get('/collectors/api/payouts')).json()).toMatchObject({ owed_cents: 0, payouts: [{ method: 'ach', status: 'in_transit' }] });
    await t.services.payments.runPayouts(t.clock.now());
    expect(await t.services.db.$count(payouts)).toBe(1);
    await setClock(new Date(t.clock.now().getTime() + 2 * 86_400_000));
    await t.services.payments.settlePayouts(t.clock.now());
    await t.services.payments.settlePayouts(t.clock.now());
    expect((await staff.get('/collectors/api/payouts')).json().payouts[0]).toMatchObject({ status: 'paid', settled_at: t.clock.now().toISOString() });
  });
});

describe('provider webhooks', () => {
  it('applies a refund once, ignores duplicates and late events, and the metrics follow the ledger', async () => {
    const id = await signedCase('consumer', { total_amount_cents: 100_000, payments: 1 });
    await setUp(id, await card('4242424242424242'));
    await runAt('2026-11-11T00:00:00Z', id);
    const [payment] = await t.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.customerDocumentId, id), eq(payments.status, 'succeeded')));
    const pi = payment?.providerPaymentId as string;
    const metricsBefore = (await admin.get('/collectors/api/calculate_collector_metrics')).json();

    await sandbox.simulateRefund(pi, 25_000);
    const refund = { id: 'evt_refund_1', type: 'charge.refunded', objectId: pi };
    expect((await deliver(refund)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(refund)).json()).toEqual({ received: true, duplicate: true });
    // A late payment_intent.succeeded (sent before the refund, delivered after) changes nothing.
    expect((await deliver({ id: 'evt_late_success', type: 'payment_intent.succeeded', objectId: pi })).json()).toEqual({ received: true, duplicate: false });
    expect((await journals(payment?.id as number)).map((j) => j.kind).sort()).toEqual(['payment', 'refund']);
    expect(await collectedCentsOf(t.services.db, id)).toBe(75_000);
    const metricsAfter = (await admin.get('/collectors/api/calculate_collector_metrics')).json();
    expect(metricsAfter.collected_amount).toBe(metricsBefore.collected_amount - 25_000);
    expect(metricsAfter.uncollected_amount).toBe(metricsBefore.uncollected_amount + 25_000);
    expect((await plan(id)).balance_remaining).toBe(25_000);

    // A reversal (the bank clawed the payment back): undone in the ledger once, and the plan needs attention.
    await sandbox.simulateReversal(pi);
    await deliver({ id: 'evt_dispute_1', type: 'charge.dispute.closed', objectId: pi });
    await deliver({ id: 'evt_dispute_2', type: 'charge.dispute.closed', objectId: pi });
    expect((await journals(payment?.id as number)).map((j) => j.kind).sort()).toEqual(['payment', 'refund', 'reversal']);
    expect(await collectedCentsOf(t.services.db, id)).toBe(0);
    expect((await plan(id)).subscription_needs_attention).toBe(true);
  });

  it('refuses a bad or stale signature with 400 and records nothing', async () => {
    const count = await t.services.db.$count(ledgerJournals);
    const { body } = sandbox.webhook({ type: 'payment_intent.succeeded', objectId: 'pi_x' });
    for (const signature of [undefined, 't=1,v1=deadbeef', sandbox.webhook({ type: 'x', objectId: 'pi_y' }).signature]) {
      const res = await new Agent(t.app).request('POST', '/api/payments/webhook', body, {
        csrf: false,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      });
      expect(res.statusCode).toBe(400);
    }
    const stale = sandbox.webhook({ type: 'payment_intent.succeeded', objectId: 'pi_x', signedAt: new Date(t.clock.now().getTime() - 10 * 60_000) });
    const res = await new Agent(t.app).request('POST', '/api/payments/webhook', stale.body, {
      csrf: false,
      headers: { 'content-type': 'application/json', 'stripe-signature': stale.signature },
    });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'The webhook signature has expired' });
    expect(await t.services.db.$count(ledgerJournals)).toBe(count);
  });
});

describe('extra payments', () => {
  it('authenticates through the provider redirect, then takes the amount off the end of the plan', async () => {
    const id = await signedCase();
    await setUp(id, await card('4000002500003155'));
    const extra = await consumer.post(`/api/v1/payment_plans/${id}/additional_payments`, { amount_cents: 60_000 });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json()).toMatchObject({ status: 'requires_action', redirect_url: expect.stringMatching(/^\/sandbox\/authenticate\/pi_sandbox_/) });
    const pi = extra.json().payment_intent;
    const auth = await consumer.post(`/api/v1/payments/sandbox/authenticate/${pi}`, { outcome: 'approve' });
    expect(auth.json().return_url).toBe(`/customer_documents/${id}/payment_widget/payment_success?payment_intent=${pi}&iframe_context=true`);
    expect((await consumer2.post(`/api/v1/payment_plans/${id}/payment_return`, { payment_intent: pi })).statusCode).toBe(404);
    const back = await consumer.post(`/api/v1/payment_plans/${id}/payment_return`, { payment_intent: pi });
    expect(back.json()).toMatchObject({ status: 'succeeded', plan: { balance_remaining: 140_000, payments_remaining: 3 } });
    expect(back.json().plan.schedule.map((c: { amount: number; status: string }) => [c.amount, c.status])).toEqual([
      [50_000, 'scheduled'],
      [50_000, 'scheduled'],
      [40_000, 'scheduled'],
      [50_000, 'covered'],
    ]);
    // The same return twice posts nothing more; off-session autopay with this card needs no authentication.
    await consumer.post(`/api/v1/payment_plans/${id}/payment_return`, { payment_intent: pi });
    expect(await collectedCentsOf(t.services.db, id)).toBe(60_000);
    expect((await runAt('2026-11-11T00:00:00Z', id)).failed).toBe(0);
    const collectedBefore = await collectedCentsOf(t.services.db, id);
    const refused = await consumer.post(`/api/v1/payment_plans/${id}/additional_payments`, { amount_cents: 999_999 });
    expect(refused.statusCode).toBe(422);
    // Refused with the balance named, not charged at the balance: nothing more was collected.
    expect(refused.json()).toMatchObject({ code: 'RULE_VIOLATED', error: 'An extra payment can be at most your remaining balance of $900.00.' });
    expect(await collectedCentsOf(t.services.db, id)).toBe(collectedBefore);
  });

  it('returns only to a path of this site: another host in return_url is refused (no open redirect)', async () => {
    const id = await signedCase();
    await setUp(id, await card('4000002500003155'));
    for (const returnUrl of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', '/%2F%2Fevil.example']) {
      const res = await consumer.post(`/api/v1/payment_plans/${id}/additional_payments`, { amount_cents: 10_000, return_url: returnUrl });
      expect(res.statusCode, returnUrl).toBe(400);
      expect(res.json().fields, returnUrl).toEqual({ return_url: 'Not a path on this site' });
    }
    const extra = await consumer.post(`/api/v1/payment_plans/${id}/additional_payments`, { amount_cents: 10_000, return_url: '/my_dashboard?tab=plan' });
    expect(extra.statusCode, extra.body).toBe(200);
    const auth = await consumer.post(`/api/v1/payments/sandbox/authenticate/${extra.json().payment_intent}`, { outcome: 'approve' });
    expect(auth.json().return_url).toMatch(/^\/my_dashboard\?tab=plan&payment_intent=pi_sandbox_/);
  });
});

describe('a process that dies between saving an extra payment and hearing from the provider', () => {
  /** The row extra payments save before asking the provider, as a crash would leave it. */
  async function unconfirmedPayment(id: number, key: string, amountCents = 25_000) {
    const [subscription] = await t.services.db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.customerDocumentId, id));
    if (!subscription) throw new Error('no autopay');
    const [payment] = await t.services.db
      .insert(payments)
      .values({
        customerDocumentId: id,
        lawFirmId: subscription.lawFirmId,
        subscriptionId: subscription.id,
        kind: 'additional',
        provider: subscription.provider,
        idempotencyKey: key,
        amountCents,
        feeCents: 0,
        status: 'processing',
        createdAt: t.clock.now(),
      })
      .returning();
    return { payment: payment as NonNullable<typeof payment>, subscription };
  }

  it('records once what the provider charged before the crash, without charging again', async () => {
    const id = await signedCase();
    await setUp(id, await card('4242424242424242'));
    const { payment, subscription } = await unconfirmedPayment(id, `extra-crash-charged-${id}`);
    // The provider had charged the card, as the request asks it, when the process died.
    const charged = await sandbox.provider.charge(extraPaymentCharge(payment, subscription));
    // The provider refuses the key for any other request, so the reconciliation must repeat this one.
    await expect(sandbox.provider.charge({ ...extraPaymentCharge(payment, subscription), returnUrl: '/elsewhere' })).rejects.toThrow(/same parameters/);

    expect(await t.services.payments.reconcileUnconfirmed(t.clock.now())).toBe(1);
    const [after] = await t.services.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'succeeded', providerPaymentId: charged.id });
    expect(await collectedCentsOf(t.services.db, id)).toBe(25_000);
    // Run again (a second process, the next sweep): nothing more.
    expect(await t.services.payments.reconcileUnconfirmed(t.clock.now())).toBe(0);
    expect(await journals(payment.id)).toHaveLength(1);
    expect(await collectedCentsOf(t.services.db, id)).toBe(25_000);
  });

  it('asks the provider for a payment it never reached, once, and leaves newer ones to their request', async () => {
    const id = await signedCase();
    await setUp(id, await card('4242424242424242'));
    const savedBefore = t.clock.now();
    const { payment } = await unconfirmedPayment(id, `extra-crash-unsent-${id}`, 10_000);
    expect(await t.services.payments.reconcileUnconfirmed(new Date(savedBefore.getTime() - 1))).toBe(0);
    expect(await t.services.payments.reconcileUnconfirmed(savedBefore)).toBe(1);
    const [after] = await t.services.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.status).toBe('succeeded');
    expect(await collectedCentsOf(t.services.db, id)).toBe(10_000);
  });
});

describe('who may do what', () => {
  it('keeps each consumer to their own plan and each firm to its own payouts', async () => {
    const id = await signedCase();
    await setUp(id, await card('4242424242424242'));
    const subscriptionId = (await plan(id)).subscription_id;
    await setClock('2026-11-03T12:00:00Z');
    expect((await consumer2.get(`/api/v1/payment_plans/${id}`)).statusCode).toBe(404);
    expect((await setUp(id, await card('4242424242424242', consumer2), consumer2)).statusCode).toBe(404);
    const foreign = await consumer2.put(`/api/subscription_payment_dates/${subscriptionId}`, { payment_date: '2026-11-05' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('You do not have permission to change this payment date.');
    expect((await consumer.put('/api/subscription_payment_dates/999999', { payment_date: '2026-11-05' })).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Payment plan not found',
    });
    // Collectors and strangers are not consumers; consumers are not collectors.
    expect((await admin.get(`/api/v1/payment_plans/${id}`)).statusCode).toBe(401);
    expect((await new Agent(t.app).put(`/api/subscription_payment_dates/${subscriptionId}`, { payment_date: '2026-11-05' })).statusCode).toBe(401);
    expect((await consumer.get('/collectors/api/payouts')).statusCode).toBe(401);
    expect((await onCall.get('/collectors/api/payouts')).statusCode).toBe(403);
    expect((await otherAdmin.get('/collectors/api/payouts')).json()).toMatchObject({ payouts: [] });
    // The date change is rate limited: the 11th attempt in an hour (one above went to an unknown plan) answers 429.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await consumer.put(`/api/subscription_payment_dates/${subscriptionId}`, { payment_date: '2026-11-05' })).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 9)).toEqual(Array(8).fill(422)); // Nov 5 is now the next payment itself
    expect(statuses[9]).toBe(429);
    const [next] = await t.services.db
      .select()
      .from(scheduledCharges)
      .where(and(eq(scheduledCharges.customerDocumentId, id), eq(scheduledCharges.seq, 0)));
    expect(next?.dueDate).toBe('2026-11-05');
  });
});

describe('card tokens belong to the consumer who made them (issue 18)', () => {
  it("refuses another consumer's card token for autopay and for a card change, and takes one's own", async () => {
    // Its sign-ins are not the point here: start from empty sign-in counters (per IP, 50 in 15 minutes).
    await t.services.db.delete(rateLimitHits);
    const mine = await signedCase('consumer2');
    const stolen = await card('4242424242424242', consumer);
    const refused = await setUp(mine, stolen, consumer2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RULE_VIOLATED', error: 'That card could not be found. Please enter it again.' });
    expect(await t.services.db.$count(autopaySubscriptions, eq(autopaySubscriptions.customerDocumentId, mine))).toBe(0);
    expect((await setUp(mine, await card('4242424242424242', consumer2), consumer2)).statusCode).toBe(200);
    const changed = await consumer2.put(`/api/v1/payment_plans/${mine}/payment_method`, { payment_method_id: await card('5555555555554444', consumer) });
    expect(changed.statusCode).toBe(422);
    expect((await plan(mine, consumer2)).card).toMatchObject({ last4: '4242' });
    // One customer per consumer: both of a consumer's plans use it, and the sandbox needs no setup secret.
    expect((await consumer2.post('/api/v1/payments/card_setups')).json()).toEqual({ client_secret: null });
  });
});

/** A firm administrator as the firm settings service takes them. */
async function firmActor(email: string): Promise<{ userId: number; lawFirmId: number; ip: string }> {
  const [user] = await t.services.db.select().from(users).where(eq(users.email, email));
  return { userId: user?.id as number, lawFirmId: user?.lawFirmId as number, ip: '127.0.0.1' };
}

describe('payouts by digital check, and an ACH return', () => {
  it('returns an ACH payout to what is owed, then pays by digital check', async () => {
    const id = await signedCase('consumer2', { total_amount_cents: 40_000, payments: 1 }, 'other');
    const firmId = otherFirm.id;
    await setUp(id, await card('4242424242424242', consumer2), consumer2);
    await runAt('2026-11-11T00:00:00Z', id);
    const other = otherAdmin;
    const otherActor = await firmActor('admin@other-law.test');
    await t.services.firmSettings.connectBankAccount(otherActor, {
      routing_number: '021000021',
      account_number: '000987654321',
      account_name: 'Other Collections',
      account_type: 'CHECKING',
      mfa_code: 'checked by the route',
    });
    await t.services.firmSettings.setDigitalCheckEmail(otherActor, 'checks@other-law.test');
    const [ach] = (await t.services.payments.runPayouts(t.clock.now())).filter((p) => p.lawFirmId === firmId);
    expect(ach).toMatchObject({ method: 'ach', amountCents: 40_000 });
    await sandbox.simulatePayoutReturn(
      ach?.providerReference ??
        (
          await t.services.db
            .select()
            .from(payouts)
            .where(eq(payouts.id, ach?.id as number))
        )[0]?.providerReference ??
        '',
      'R03 No account',
    );
    await t.services.payments.settlePayouts(t.clock.now());
    expect((await other.get('/collectors/api/payouts')).json()).toMatchObject({
      owed_cents: 40_000,
      payouts: [{ status: 'returned', return_reason: 'R03 No account' }],
    });
    const [check] = (await t.services.payments.runPayouts(t.clock.now())).filter((p) => p.lawFirmId === firmId);
    expect(check).toMatchObject({ method: 'digital_check', destination: 'checks@other-law.test', amountCents: 40_000 });
    const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'checks@other-law.test'));
    expect(mail?.subject).toBe('Parley sent you a digital check for $400.00');
  });
});
