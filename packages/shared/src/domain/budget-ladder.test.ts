import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTotalCents } from '../money/money.js';
import { AFFORDABLE_SHARE_OF_DISPOSABLE, EMERGENCY_CUSHION_CENTS, monthlyBand, offerLadder, TYPICAL_SETTLEMENT_PERCENT } from './budget-ladder.js';
import { MAX_COUNTEROFFERS, MIN_INSTALLMENT_CENTS, offerErrors } from './offers.js';

const terms = { balanceCents: 500_000, validFirstPaymentDate: '2026-12-01' };

describe('offerLadder', () => {
  it('before the firm answers, aims at what such debts typically settle for: a lump sum lower than a plan, within 80% of the spare money', () => {
    // $3,000 in, $2,500 out: $500 spare, $400 affordable; $2,500 saved, $1,500 above the cushion.
    // $5,000 owed: a typical lump sum is 40% ($2,000), a typical plan 50% ($2,500).
    const ladder = offerLadder({ monthlyIncomeCents: 300_000, monthlyExpensesCents: 250_000, savingsCents: 250_000 }, terms);
    expect(ladder.basis).toEqual({ kind: 'typical', lump_sum_percent: TYPICAL_SETTLEMENT_PERCENT.lump_sum, plan_percent: TYPICAL_SETTLEMENT_PERCENT.plan });
    expect(ladder.affordable_monthly_cents).toBe(40_000);
    expect(ladder.rungs.map((r) => [r.kind, r.total_amount_cents, r.payments])).toEqual([
      ['lump_sum', 150_000, 1],
      ['plan', 120_000, 3],
      ['plan', 240_000, 6],
      ['plan', 250_000, 7],
    ]);
    // $400 a month leaves $100 of the $500 spare; before the firm answered, each total is a share of the balance.
    expect(ladder.rungs[1]).toMatchObject({ left_after_cents: 10_000, comparison: { kind: 'share', percent: 24, owed_cents: 500_000 } });
    expect(ladder.rungs[0]?.left_after_cents).toBe(100_000);
    expect(ladder.reason).toBeNull();
  });

  // Issue 37: the firm had countered at 70% ($7,646) and the panel proposed $10,922.37 at once.
  it('never proposes more than the firm’s latest counteroffer, and says how each rung compares with it', () => {
    const rich = { monthlyIncomeCents: 2_000_000, monthlyExpensesCents: 300_000, savingsCents: 5_000_000 };
    const ladder = offerLadder(rich, { balanceCents: 1_092_237, validFirstPaymentDate: '2026-12-01', firmCounterCents: [764_600, 900_000] });
    expect(ladder.basis).toEqual({ kind: 'firm_counter', firm_counter_cents: 764_600 });
    expect(ladder.rungs.length).toBeGreaterThan(0);
    for (const r of ladder.rungs) expect(r.total_amount_cents).toBeLessThanOrEqual(764_600);
    expect(ladder.rungs[0]).toMatchObject({ kind: 'lump_sum', total_amount_cents: 764_600 });
    expect(ladder.rungs[0]?.comparison).toEqual({ kind: 'same', firm_cents: 764_600 });
    const tight = offerLadder({ monthlyIncomeCents: 300_000, monthlyExpensesCents: 250_000, savingsCents: 0 }, { ...terms, firmCounterCents: [350_000] });
    expect(tight.rungs[0]).toMatchObject({ left_after_cents: 10_000, comparison: { kind: 'less', difference_cents: 230_000, firm_cents: 350_000 } });
  });

  it('pays the target sooner when the monthly amount covers it', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 600_000, monthlyExpensesCents: 100_000, savingsCents: 0 }, { ...terms, balanceCents: 90_000 });
    expect(ladder.rungs.map((r) => [r.total_amount_cents, r.payments])).toEqual([[45_000, 1]]);
  });

  it('keeps the emergency cushion: no lump sum when savings are at or under it', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 300_000, monthlyExpensesCents: 250_000, savingsCents: EMERGENCY_CUSHION_CENTS }, terms);
    expect(ladder.rungs.some((r) => r.kind === 'lump_sum')).toBe(false);
  });

  it('returns nothing, with the reason, when nothing is affordable or nothing is owed', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 200_000, monthlyExpensesCents: 210_000, savingsCents: 50_000 }, terms);
    expect(ladder.rungs).toEqual([]);
    expect(ladder.reason).toEqual({ kind: 'unaffordable', has_spare_money: false, savings_above_cushion: false });
    const thin = offerLadder({ monthlyIncomeCents: 200_000, monthlyExpensesCents: 199_900, savingsCents: EMERGENCY_CUSHION_CENTS + 50 }, terms);
    expect(thin.reason).toEqual({ kind: 'unaffordable', has_spare_money: true, savings_above_cushion: true });
    expect(offerLadder({ monthlyIncomeCents: 900_000, monthlyExpensesCents: 0, savingsCents: 0 }, { ...terms, balanceCents: 0 }).reason).toEqual({
      kind: 'no_balance',
    });
  });

  it('never proposes a payment above the spare money nor a total above the firm’s latest counteroffer, and every rung is a valid offer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 6_000_000 }), { maxLength: 5 }),
        (income, expenses, savings, owed, counters) => {
          const t = { balanceCents: owed, validFirstPaymentDate: '2026-12-01', firmCounterCents: counters };
          const ladder = offerLadder({ monthlyIncomeCents: income, monthlyExpensesCents: expenses, savingsCents: savings }, t);
          const disposable = income - expenses;
          expect(ladder.rungs.length).toBeLessThanOrEqual(MAX_COUNTEROFFERS);
          expect(ladder.reason === null).toBe(ladder.rungs.length > 0);
          for (const r of ladder.rungs) {
            expect(planTotalCents(r.phases)).toBe(r.total_amount_cents);
            expect(r.total_amount_cents).toBeLessThanOrEqual(owed);
            // Never more than the firm's latest counteroffer (the least of them).
            if (counters.length > 0) expect(r.total_amount_cents).toBeLessThanOrEqual(Math.min(...counters));
            expect(
              offerErrors({ total_amount_cents: r.total_amount_cents, first_payment_date: t.validFirstPaymentDate, payments: r.payments, phases: [] }, t),
            ).toEqual([]);
            for (const p of r.phases) expect(p.payment_amount_cents).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS);
            if (r.kind === 'lump_sum') {
              expect(savings - r.total_amount_cents).toBeGreaterThanOrEqual(EMERGENCY_CUSHION_CENTS);
            } else {
              expect(r.largest_payment_cents).toBeLessThanOrEqual(disposable);
              expect(r.largest_payment_cents).toBeLessThanOrEqual(disposable * AFFORDABLE_SHARE_OF_DISPOSABLE);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('monthlyBand', () => {
  it.each([
    [0, '$0–$999'],
    [99_999, '$0–$999'],
    [250_000, '$2,000–$2,999'],
    [300_000, '$3,000–$3,999'],
    [-5_000, '$0–$999'],
  ])('bands %i cents as %s', (cents, band) => {
    expect(monthlyBand(cents)).toBe(band);
  });
});
