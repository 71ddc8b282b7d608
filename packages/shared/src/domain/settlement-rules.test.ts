import { describe, expect, it } from 'vitest';
import { equalPaymentPhases } from '../money/money.js';
import { offerErrors } from './offers.js';
import {
  accountFactSource,
  accountFactsOf,
  counterRecoveryWeight,
  evaluateOffer,
  MIN_COUNTER_HISTORY,
  mayRulesActAlone,
  type RuleOffer,
  type SettlementRule,
  simulateRules,
} from './settlement-rules.js';

// Monday 2026-11-02: the earliest first payment date is 2026-11-05.
const today = new Date('2026-11-02T15:00:00Z');
const base: SettlementRule = {
  name: 'Default',
  plaintiff_name: null,
  min_balance_cents: null,
  max_balance_cents: null,
  min_lump_sum_percent: 40,
  plan_minimums: [
    { max_months: 6, min_percent: 50 },
    { max_months: 12, min_percent: 60 },
  ],
  max_months: 12,
  min_installment_cents: 5_000,
  first_payment_within_days: 30,
};
const offer = (total: number, payments: number, first = '2026-11-10'): RuleOffer => ({
  total_amount_cents: total,
  payments,
  first_payment_date: first,
  phases: equalPaymentPhases(total, payments),
});
const account = { balance_cents: 500_000, plaintiff_name: 'Midland Funding LLC' };

describe('evaluateOffer', () => {
  it.each([
    ['a lump sum at the floor', offer(200_000, 1), 'accept'],
    ['a lump sum a cent under the floor', offer(199_999, 1), 'counter'],
    ['a 6-payment plan at 50%', offer(250_000, 6), 'accept'],
    ['a 7-payment plan at 50% (needs 60%)', offer(250_000, 7), 'counter'],
    ['a 13-payment plan at 90% (too long)', offer(450_000, 13), 'counter'],
    ['a first payment 31 days out', offer(300_000, 1, '2026-12-03'), 'counter'],
  ])('%s: %s', (_label, o, expected) => {
    expect(evaluateOffer([base], o, account, today).decision).toBe(expected);
  });

  it('counters a low offer with the best allowed plans, each valid and meeting the rule, at most five', () => {
    const result = evaluateOffer([base], offer(100_000, 10), account, today);
    expect(result.decision).toBe('counter');
    expect(result.reason).toContain('20% of the balance is under the 60% needed');
    expect(result.counteroffers.map((p) => [p.total_amount_cents, p.payments])).toEqual([
      [300_000, 10],
      [200_000, 1],
      [250_000, 6],
      [300_000, 12],
    ]);
    for (const p of result.counteroffers) {
      expect(offerErrors({ ...p, phases: [] }, { validFirstPaymentDate: '2026-11-05', balanceCents: 500_000 })).toEqual([]);
      expect(evaluateOffer([base], p, account, today).decision).toBe('accept');
    }
  });

  it('lets the most specific rule win: creditor over balance band over default, order among equals', () => {
    const band = { ...base, name: 'Small balances', max_balance_cents: 600_000, min_lump_sum_percent: 30 };
    const creditor = { ...base, name: 'Midland', plaintiff_name: ' midland funding llc ', min_lump_sum_percent: 20 };
    expect(evaluateOffer([base, band], offer(150_000, 1), account, today)).toMatchObject({ decision: 'accept', rule_name: 'Small balances' });
    expect(evaluateOffer([base, band, creditor], offer(100_000, 1), account, today)).toMatchObject({ decision: 'accept', rule_name: 'Midland' });
    expect(evaluateOffer([band, { ...band, name: 'Second' }], offer(100_000, 1), account, today).rule_name).toBe('Small balances');
  });

  it('leaves an offer no rule matches, or one without a balance', () => {
    const creditorOnly = { ...base, plaintiff_name: 'Cavalry' };
    expect(evaluateOffer([creditorOnly], offer(200_000, 1), account, today)).toMatchObject({ decision: 'leave', rule_name: null });
    expect(evaluateOffer([base], offer(200_000, 1), { ...account, balance_cents: null }, today).decision).toBe('leave');
  });

  it('keeps counters above the installment minimum by shortening the plan', () => {
    const rule = { ...base, min_installment_cents: 60_000 };
    const result = evaluateOffer([rule], offer(100_000, 10), account, today);
    for (const p of result.counteroffers) for (const ph of p.phases) expect(ph.payment_amount_cents).toBeGreaterThanOrEqual(60_000);
  });
});

describe('simulateRules', () => {
  it('counts each decision and weighs counters by the stated assumption', () => {
    const sources = ['import', 'consumer'] as const;
    const items = [offer(200_000, 1), offer(100_000, 10)].map((o, i) => ({
      kind: 'open' as const,
      offer: o,
      account,
      today,
      settled_cents: null,
      facts_source: sources[i] ?? 'consumer',
    }));
    const result = simulateRules([base], [...items, { ...items[0], kind: 'history' as const, settled_cents: 210_000 }] as never);
    // One open offer rests on the consumer's facts alone: counted, so the firm knows the rules will only suggest there.
    expect(result.open).toEqual({ accept: 1, counter: 1, leave: 0, expected_recovery_cents: 200_000 + 100_000, on_consumer_facts: 1 });
    expect(result.history).toMatchObject({ accept: 1, offers: 1, actual_recovery_cents: 210_000 });
  });
});

describe('counterRecoveryWeight (issue 38.4)', () => {
  it('is the firm’s settled cents per countered cent from ten cases, never above 1, and the assumption before', () => {
    const history = (cases: number, agreed_cents: number) => ({ cases, agreed: 0, countered_cents: 1_000_000, agreed_cents });
    expect(counterRecoveryWeight(null)).toEqual({ weight: 0.5, from_history: false });
    expect(counterRecoveryWeight(history(MIN_COUNTER_HISTORY - 1, 900_000))).toEqual({ weight: 0.5, from_history: false });
    expect(counterRecoveryWeight(history(MIN_COUNTER_HISTORY, 333_333))).toEqual({ weight: 0.333, from_history: true });
    // Cases that settled above their first counter (a later, higher agreement) cannot make a counter worth more than itself.
    expect(counterRecoveryWeight(history(12, 1_400_000))).toEqual({ weight: 1, from_history: true });
    expect(counterRecoveryWeight({ cases: 12, agreed: 0, countered_cents: 0, agreed_cents: 0 })).toEqual({ weight: 0.5, from_history: false });
  });

  it('values the simulation’s counters at that weight', () => {
    const items = [{ kind: 'open' as const, offer: offer(100_000, 10), account, today, settled_cents: null, facts_source: 'import' as const }];
    const assumed = simulateRules([base], items as never);
    const own = simulateRules([base], items as never, { cases: 10, agreed: 2, countered_cents: 1_000_000, agreed_cents: 200_000 });
    expect(own.counter_basis).toEqual({ cases: 10, agreed: 2, from_history: true });
    // The counter's smallest plan, worth half of it by the assumption, is worth a fifth of it by this history.
    expect(own.open.expected_recovery_cents).toBe(Math.round((assumed.open.expected_recovery_cents / 0.5) * 0.2));
  });
});

describe('whose facts a rule reads (issue 33)', () => {
  const account = { balance_cents: 1_000_000, plaintiff_name: 'Friendly Bank' };
  it('is the consumer’s without a confirmation, and once the account moved away from what the firm confirmed', () => {
    expect(accountFactSource(null, account)).toBe('consumer');
    expect(accountFactSource({ balance_cents: 1_000_000, plaintiff_name: 'Friendly Bank', source: 'staff' }, account)).toBe('staff');
    expect(accountFactSource({ balance_cents: 1_000_000, plaintiff_name: ' friendly bank ', source: 'import' }, account)).toBe('import');
    expect(accountFactSource({ balance_cents: 10_000, plaintiff_name: 'Friendly Bank', source: 'staff' }, account)).toBe('consumer');
    expect(accountFactSource({ balance_cents: 1_000_000, plaintiff_name: 'Other Bank', source: 'import' }, account)).toBe('consumer');
  });
  it('lets the rules act alone only on the firm’s facts', () => {
    expect(mayRulesActAlone('consumer')).toBe(false);
    expect(mayRulesActAlone('import')).toBe(true);
    expect(mayRulesActAlone('staff')).toBe(true);
  });
  it('names no confirmer for facts that are the consumer’s, even when an older confirmation exists', () => {
    const stale = {
      balance_cents: 10_000,
      plaintiff_name: 'Friendly Bank',
      source: 'staff' as const,
      confirmed_by: 'Sam Staff',
      confirmed_at: '2026-11-01T00:00:00.000Z',
    };
    expect(accountFactsOf(stale, account)).toEqual({ ...account, source: 'consumer', confirmed_by: null, confirmed_at: null });
  });
});
