import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountComplianceFlags, auditLog, negotiationEvents, settlementRuleAnswers } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// The test clock starts Monday 2026-11-02 15:00 UTC: the valid first payment date is 2026-11-05.
let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let admin: Agent;
let staff: Agent;
let otherAdmin: Agent;
let consumer: Agent;

const MIDLAND = {
  name: 'Midland',
  plaintiff_name: 'Midland Funding LLC',
  min_lump_sum_percent: 40,
  plan_minimums: [
    { max_months: 6, min_percent: 50 },
    { max_months: 12, min_percent: 60 },
  ],
  max_months: 12,
  min_installment_cents: 5_000,
  first_payment_within_days: 30,
};
// On a $5,000.00 balance: a qualifying lump sum, a low plan, and one of a creditor no rule names.
const SCENARIOS = [
  { plaintiff: 'Midland Funding LLC', offer: { total_amount_cents: 200_000, payments: 1 }, expected: 'accept' },
  { plaintiff: 'Midland Funding LLC', offer: { total_amount_cents: 100_000, payments: 4 }, expected: 'counter' },
  { plaintiff: 'Cavalry SPV I', offer: { total_amount_cents: 100_000, payments: 4 }, expected: 'leave' },
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
  otherAdmin = await collectorAgent(t.app, 'admin@other-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
});
afterAll(() => t.close());

/**
 * A case the consumer opens. `confirmed`: a staff member then confirms its balance and creditor, so
 * automatic rules may act on it (issue 33); otherwise they rest on the consumer's word alone.
 */
async function openCase(plaintiff: string, { balanceCents = 500_000, confirmed = true } = {}): Promise<number> {
  const res = await consumer.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: plaintiff,
    amount_owed_cents: balanceCents,
    state: 'TX',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id: number = res.json().id;
  if (confirmed) await confirmFacts(staff, id, balanceCents, plaintiff);
  return id;
}
async function confirmFacts(who: Agent, id: number, balanceCents: number, plaintiff: string) {
  const res = await who.post('/collectors/api/confirm_account_facts', { customer_document_id: id, balance_cents: balanceCents, plaintiff_name: plaintiff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().account_facts;
}
const listedFacts = async (id: number) =>
  (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`)).json().customer_info[0].account_facts;
async function makeOffer(id: number, offer: { total_amount_cents: number; payments: number }) {
  const res = await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { ...offer, first_payment_date: '2026-11-10' });
  expect(res.statusCode, res.body).toBe(200);
}
const currentAction = async (id: number) => (await admin.get(`/collectors/api/get_current_action?customer_document_id=${id}`)).json().type;
const firmEvents = (id: number) =>
  t.services.db
    .select()
    .from(negotiationEvents)
    .where(and(eq(negotiationEvents.customerDocumentId, id), eq(negotiationEvents.party, 'law_firm')));
const save = (who: Agent, mode: string, rules: unknown[] = [MIDLAND]) => who.post('/collectors/api/settlement_rules', { mode, rules });
/** What the firm did with each case: its rules' answer, or nothing. */
async function decisionOf(id: number): Promise<'accept' | 'counter' | 'leave'> {
  const action = await currentAction(id);
  if (action === 'request_payment_details') return 'accept';
  if (action === 'waiting_for_customer') return 'counter';
  expect(action).toBe('accept_or_counteroffer');
  return 'leave';
}

describe('settlement rules', () => {
  it('lets every collector read the rules, only an administrator change them, each firm its own, and only with the CSRF token', async () => {
    expect((await save(staff, 'automatic')).statusCode).toBe(403);
    expect((await staff.post('/collectors/api/settlement_rules/simulate', { rules: [MIDLAND] })).statusCode).toBe(403);
    expect((await admin.post('/collectors/api/settlement_rules', { mode: 'suggest', rules: [MIDLAND] }, { csrf: false })).statusCode).toBe(403);
    const bad = await save(admin, 'automatic', [{ ...MIDLAND, max_months: 3 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Longer than the maximum months');
    expect((await save(admin, 'automatic', [])).json().error).toContain('Add a rule before turning the rules on');

    const saved = await save(admin, 'suggest');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ mode: 'suggest', can_edit: true, rules: [{ name: 'Midland', plaintiff_name: 'Midland Funding LLC' }] });
    expect((await staff.get('/collectors/api/settlement_rules')).json()).toMatchObject({ mode: 'suggest', can_edit: false, rules: [{ name: 'Midland' }] });
    // Another firm's administrator reads and writes only their own firm's set.
    expect((await otherAdmin.get('/collectors/api/settlement_rules')).json()).toMatchObject({ mode: 'off', rules: [] });
    const id = await openCase('Midland Funding LLC');
    await makeOffer(id, SCENARIOS[0].offer);
    expect((await otherAdmin.get(`/collectors/api/settlement_rules/suggestion?customer_document_id=${id}`)).statusCode).toBe(404);
    await save(admin, 'off');
  });

  it('suggests in suggest mode (accept, or the counter to pre-fill) and answers nothing by itself', async () => {
    await save(admin, 'suggest');
    const good = await openCase('Midland Funding LLC');
    await makeOffer(good, SCENARIOS[0].offer);
    const low = await openCase('Midland Funding LLC');
    await makeOffer(low, SCENARIOS[1].offer);
    expect(await currentAction(good)).toBe('accept_or_counteroffer');
    const accept = (await staff.get(`/collectors/api/settlement_rules/suggestion?customer_document_id=${good}`)).json().suggestion;
    expect(accept).toMatchObject({ decision: 'accept', rule_name: 'Midland' });
    expect(accept.reason).toContain('Meets rule "Midland": 40% of the balance');
    const counter = (await staff.get(`/collectors/api/settlement_rules/suggestion?customer_document_id=${low}`)).json().suggestion;
    expect(counter.decision).toBe('counter');
    expect(counter.counteroffers.map((p: { total_amount_cents: number; payments: number }) => [p.total_amount_cents, p.payments])).toEqual([
      [250_000, 4],
      [200_000, 1],
      [250_000, 6],
      [300_000, 12],
    ]);
    await save(admin, 'off');
    expect((await staff.get(`/collectors/api/settlement_rules/suggestion?customer_document_id=${low}`)).json().suggestion).toBeNull();
  });

  it('in automatic mode accepts a qualifying offer, counters a low one with the best allowed plans, leaves the rest, as its simulation said', async () => {
    const simulate = async () => {
      const res = await admin.post('/collectors/api/settlement_rules/simulate', { rules: [MIDLAND] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    type Counts = { accept: number; counter: number; leave: number; expected_recovery_cents: number };
    const minus = (a: Counts, b: Counts) => ({
      accept: a.accept - b.accept,
      counter: a.counter - b.counter,
      leave: a.leave - b.leave,
      expected_recovery_cents: a.expected_recovery_cents - b.expected_recovery_cents,
    });
    const baseline = await simulate();
    // The same offers, once waiting while the rules are off (what the simulation reads)…
    for (const s of SCENARIOS) await makeOffer(await openCase(s.plaintiff), s.offer);
    const before = await simulate();

    // …then arriving with the rules automatic.
    expect((await save(admin, 'automatic')).statusCode).toBe(200);
    const ids: number[] = [];
    for (const s of SCENARIOS) {
      const id = await openCase(s.plaintiff);
      await makeOffer(id, s.offer);
      ids.push(id);
    }
    const done = await Promise.all(ids.map(decisionOf));
    expect(done).toEqual(SCENARIOS.map((s) => s.expected));

    // The counter is the rule's best plans, as the consumer sees them; both answers carry the disclosures.
    const view = (await consumer.get(`/api/v1/settlement_cases/${ids[1]}`)).json();
    expect(view.firm_offers.map((o: { total_amount_cents: number; payments: number }) => [o.total_amount_cents, o.payments])).toEqual([
      [250_000, 4],
      [200_000, 1],
      [250_000, 6],
      [300_000, 12],
    ]);
    expect((await firmEvents(ids[0] as number))[0]?.disclosures).toEqual(['This acceptance is a communication from a debt collector']);

    // Marked in the activity log with the rule that fired.
    const listed = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${ids[0]}`)).json().customer_info[0];
    expect(Object.values(listed.event_id_to_english_text)).toContain('Offer accepted (Automatic: rule Midland)');
    const countered = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${ids[1]}`)).json().customer_info[0];
    expect(Object.values(countered.event_id_to_english_text)).toEqual(['Offer made', 'Counteroffer made (Automatic: rule Midland)']);

    // The simulation counted the waiting offers exactly as automatic mode then answered them.
    const tally = (kind: string) => done.filter((d) => d === kind).length;
    // Expected recovery: the accepted $2,000 in full, the counter at half its smallest plan ($2,000).
    expect(minus(before.open, baseline.open)).toEqual({
      accept: tally('accept'),
      counter: tally('counter'),
      leave: tally('leave'),
      expected_recovery_cents: 200_000 + 100_000,
    });
    // Run again, the answered offers are history now, judged as of their day: the same answers.
    const after = await simulate();
    expect(minus(after.history, before.history)).toMatchObject({ accept: tally('accept'), counter: tally('counter'), leave: 0 });
    expect(minus(after.open, before.open)).toMatchObject({ accept: 0, counter: 0, leave: tally('leave') });
  });

  it('answers an offer automatically once: a collector acting at the same moment wins or gets the 409', async () => {
    await save(admin, 'suggest');
    const id = await openCase('Midland Funding LLC');
    await makeOffer(id, SCENARIOS[0].offer);
    await save(admin, 'automatic');
    const [collector, rules, again] = await Promise.all([
      staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }),
      t.services.settlementRules.answerAutomatically(id),
      t.services.settlementRules.answerAutomatically(id),
    ]);
    expect([200, 409]).toContain(collector.statusCode);
    expect(Number(collector.statusCode === 200) + Number(rules) + Number(again)).toBe(1);
    expect(await firmEvents(id)).toHaveLength(1);
    const answers = await t.services.db.select().from(settlementRuleAnswers).where(eq(settlementRuleAnswers.customerDocumentId, id));
    expect(answers).toHaveLength(collector.statusCode === 200 ? 0 : 1);
    expect(await t.services.settlementRules.answerAutomatically(id)).toBe(false);
  });

  it('leaves an offer to a person when the compliance scanner blocks the answer (the consumer asked to stop contact)', async () => {
    await save(admin, 'automatic');
    const id = await openCase('Midland Funding LLC');
    await t.services.db.insert(accountComplianceFlags).values({ customerDocumentId: id, ceaseRequestedAt: t.clock.now(), updatedAt: t.clock.now() });
    await makeOffer(id, SCENARIOS[0].offer);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
    const blocked = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'settlement_rules.blocked'));
    expect(blocked.map((b) => (b.details as { customer_document_id: number }).customer_document_id)).toContain(id);
    await save(admin, 'off');
  });

  // Issue 33: a rule keyed on creditor "Friendly Bank" at 15% accepted $1,500 on a $10,000 debt
  // because the consumer named that creditor; a consumer who declared a $100 balance got $70
  // accepted. Automation acts only on facts the firm supplied or confirmed.
  describe('automation on consumer-supplied facts', () => {
    const FRIENDLY = { ...MIDLAND, name: 'Friendly', plaintiff_name: 'Friendly Bank', min_lump_sum_percent: 15, plan_minimums: [] };
    const ANY_AT_70 = { ...MIDLAND, name: 'Seventy', plaintiff_name: null, min_lump_sum_percent: 70, plan_minimums: [] };
    const suggestionOf = async (id: number) => (await staff.get(`/collectors/api/settlement_rules/suggestion?customer_document_id=${id}`)).json().suggestion;
    const auditOf = async (action: string, id: number) =>
      (await t.services.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
        (a) => (a.details as { customer_document_id?: number }).customer_document_id === id,
      );

    it('only suggests on a creditor the consumer named, says so on the account, and answers once staff confirm the facts', async () => {
      await save(admin, 'automatic', [FRIENDLY]);
      const id = await openCase('Friendly Bank', { balanceCents: 1_000_000, confirmed: false });
      expect(await listedFacts(id)).toEqual({
        balance_cents: 1_000_000,
        plaintiff_name: 'Friendly Bank',
        source: 'consumer',
        confirmed_by: null,
        confirmed_at: null,
      });
      await makeOffer(id, { total_amount_cents: 150_000, payments: 1 });
      expect(await currentAction(id)).toBe('accept_or_counteroffer');
      expect(await firmEvents(id)).toHaveLength(0);
      // The suggestion says what the rules would do and on whose facts.
      expect(await suggestionOf(id)).toMatchObject({ decision: 'accept', rule_name: 'Friendly', facts: { source: 'consumer', confirmed_by: null } });
      const [held] = await auditOf('settlement_rules.suggested_only', id);
      expect(held?.details).toMatchObject({
        decision: 'accept',
        rule: 'Friendly',
        facts: { source: 'consumer', balance_cents: 1_000_000, plaintiff_name: 'Friendly Bank' },
      });

      // The firm's records say the creditor is someone else: confirmed as such, the rule no longer applies.
      const facts = await confirmFacts(staff, id, 1_000_000, 'Friendly Bank Collections Trust');
      expect(facts).toMatchObject({ source: 'staff', plaintiff_name: 'Friendly Bank Collections Trust', confirmed_by: expect.any(String) });
      expect(await suggestionOf(id)).toMatchObject({ decision: 'leave', facts: { source: 'staff' } });
      expect(await t.services.settlementRules.answerAutomatically(id)).toBe(false);
      expect(await firmEvents(id)).toHaveLength(0);
      await save(admin, 'off');
    });

    it('never accepts against a balance the consumer declared; on the balance staff confirm, it answers and records whose facts it used', async () => {
      await save(admin, 'automatic', [ANY_AT_70]);
      const id = await openCase('Acme Recovery', { balanceCents: 10_000, confirmed: false });
      await makeOffer(id, { total_amount_cents: 7_000, payments: 1 });
      expect(await currentAction(id)).toBe('accept_or_counteroffer');
      expect(await suggestionOf(id)).toMatchObject({ decision: 'accept', facts: { source: 'consumer', balance_cents: 10_000 } });

      // Staff correct the balance to the firm's $10,000: the $70 offer is now far under the rule.
      await confirmFacts(staff, id, 1_000_000, 'Acme Recovery');
      expect(await listedFacts(id)).toMatchObject({ balance_cents: 1_000_000, source: 'staff' });
      expect((await suggestionOf(id)).decision).toBe('counter');
      expect((await auditOf('account_facts.confirmed', id))[0]?.details).toMatchObject({
        before: { balance_cents: 10_000 },
        after: { balance_cents: 1_000_000, plaintiff_name: 'Acme Recovery' },
      });

      // An offer that meets the rule on the confirmed balance is answered by the rules themselves.
      const other = await openCase('Acme Recovery', { balanceCents: 1_000_000, confirmed: false });
      await confirmFacts(staff, other, 1_000_000, 'Acme Recovery');
      await makeOffer(other, { total_amount_cents: 700_000, payments: 1 });
      expect(await currentAction(other)).toBe('request_payment_details');
      const [answered] = await auditOf('settlement_rules.answered', other);
      expect(answered?.details).toMatchObject({
        decision: 'accept',
        rule: 'Seventy',
        facts: { source: 'staff', balance_cents: 1_000_000, confirmed_by: expect.any(String) },
      });

      // Once terms are agreed the balance stays what was agreed.
      const locked = await staff.post('/collectors/api/confirm_account_facts', {
        customer_document_id: other,
        balance_cents: 2_000_000,
        plaintiff_name: 'Acme Recovery',
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().error).toBe('The balance cannot change once terms are agreed.');
      expect(await listedFacts(other)).toMatchObject({ balance_cents: 1_000_000 });
      await save(admin, 'off');
    });

    it('counts in the simulation the open offers that rest on the consumer’s facts alone', async () => {
      const id = await openCase('Midland Funding LLC', { confirmed: false });
      await makeOffer(id, SCENARIOS[0].offer);
      const before = (await admin.post('/collectors/api/settlement_rules/simulate', { rules: [MIDLAND] })).json();
      await confirmFacts(staff, id, 500_000, 'Midland Funding LLC');
      const after = (await admin.post('/collectors/api/settlement_rules/simulate', { rules: [MIDLAND] })).json();
      expect(before.open.on_consumer_facts - after.open.on_consumer_facts).toBe(1);
    });

    it('lets only the firm’s own people confirm, never the on-call administrator, a consumer or another firm', async () => {
      const id = await openCase('Midland Funding LLC', { confirmed: false });
      const body = { customer_document_id: id, balance_cents: 1, plaintiff_name: 'Someone Else' };
      expect((await otherAdmin.post('/collectors/api/confirm_account_facts', body)).statusCode).toBe(404);
      expect((await consumer.post('/collectors/api/confirm_account_facts', body)).statusCode).toBe(401);
      expect((await (await collectorAgent(t.app, 'oncall@parley.test')).post('/collectors/api/confirm_account_facts', body)).statusCode).toBe(403);
      expect((await staff.post('/collectors/api/confirm_account_facts', { ...body, balance_cents: 0 })).statusCode).toBe(400);
      expect(await listedFacts(id)).toMatchObject({ balance_cents: 500_000, plaintiff_name: 'Midland Funding LLC', source: 'consumer' });
    });
  });
});

describe('the simulation values a counteroffer by the firm’s own history (issue 38.4)', () => {
  it('uses settled cents per countered cent once ten countered cases are old enough to tell, and says how many it rests on', async () => {
    const simulate = async () => {
      const res = await otherAdmin.post('/collectors/api/settlement_rules/simulate', { rules: [MIDLAND] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { counter_recovery_weight: number; counter_basis: { cases: number; agreed: number; from_history: boolean } };
    };
    const countered = async (n: number, { agreed, counterDaysAgo }: { agreed: boolean; counterDaysAgo: number }) => {
      for (let i = 0; i < n; i++)
        await createTestAccount(t.services.db, t.clock.now(), {
          lawFirmId: otherFirm.id,
          name: `Countered ${agreed ? 'Agreed' : 'Silent'} ${counterDaysAgo} ${i}`,
          debtCents: 400_000,
          steps: [
            { party: 'consumer', action: 'offer', offer: { totalCents: 80_000, payments: 1, firstPaymentDate: '2026-12-20' }, daysAgo: counterDaysAgo + 2 },
            { party: 'law_firm', action: 'counteroffer', offer: { totalCents: 150_000, payments: 3, firstPaymentDate: '2026-12-20' }, daysAgo: counterDaysAgo },
            ...(agreed ? [{ party: 'consumer' as const, action: 'accept' as const, daysAgo: counterDaysAgo - 1 }] : []),
          ],
        });
    };
    // No history yet: the stated assumption, and the page says on how little.
    expect(await simulate()).toMatchObject({ counter_recovery_weight: 0.5, counter_basis: { cases: 0, agreed: 0, from_history: false } });
    await countered(3, { agreed: true, counterDaysAgo: 45 });
    await countered(6, { agreed: false, counterDaysAgo: 40 });
    expect(await simulate()).toMatchObject({ counter_recovery_weight: 0.5, counter_basis: { cases: 9, agreed: 3, from_history: false } });
    // A tenth old enough to tell, and one too recent to count.
    await countered(1, { agreed: true, counterDaysAgo: 31 });
    await countered(1, { agreed: false, counterDaysAgo: 5 });
    // Four of ten countered cases settled at their counter's $1,500: 40 cents of each countered cent.
    expect(await simulate()).toMatchObject({ counter_recovery_weight: 0.4, counter_basis: { cases: 10, agreed: 4, from_history: true } });
  });
});
