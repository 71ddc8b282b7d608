import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTotalCents } from '../money/money.js';
import { AFFORDABLE_SHARE_OF_DISPOSABLE, EMERGENCY_CUSHION_CENTS, monthlyBand, offerLadder } from './budget-ladder.js';
import { MAX_COUNTEROFFERS, MIN_INSTALLMENT_CENTS, offerErrors } from './offers.js';

const terms = { balanceCents: 500_000, validFirstPaymentDate: '2026-12-01' };

describe('offerLadder', () => {
  it('proposes a lump sum from savings above the cushion, and plans within 80% of the spare money', () => {
    // $3,000 in, $2,500 out: $500 spare, $400 affordable; $2,500 saved, $1,500 above the cushion.
    const ladder = offerLadder({ monthlyIncomeCents: 300_000, monthlyExpensesCents: 250_000, savingsCents: 250_000 }, terms);
    expect(ladder.affordable_monthly_cents).toBe(40_000);
    expect(ladder.rungs.map((r) => [r.kind, r.total_amount_cents, r.payments])).toEqual([
      ['lump_sum', 150_000, 1],
      ['plan', 120_000, 3],
      ['plan', 240_000, 6],
      ['plan', 480_000, 12],
      ['plan', 500_000, 13],
    ]);
    expect(ladder.rungs[1]?.explanation).toBe('$400.00 a month for 3 months leaves you about $100 of your usual monthly spare money.');
    expect(ladder.rungs[0]?.explanation).toContain('leaves you about $1,000');
    expect(ladder.reason).toBeNull();
  });

  it('pays the whole balance sooner when the monthly amount covers it', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 600_000, monthlyExpensesCents: 100_000, savingsCents: 0 }, { ...terms, balanceCents: 90_000 });
    expect(ladder.rungs.map((r) => [r.total_amount_cents, r.payments])).toEqual([[90_000, 1]]);
  });

  it('keeps the emergency cushion: no lump sum when savings are at or under it', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 300_000, monthlyExpensesCents: 250_000, savingsCents: EMERGENCY_CUSHION_CENTS }, terms);
    expect(ladder.rungs.some((r) => r.kind === 'lump_sum')).toBe(false);
  });

  it('returns nothing, with a reason in words, when nothing is affordable', () => {
    const ladder = offerLadder({ monthlyIncomeCents: 200_000, monthlyExpensesCents: 210_000, savingsCents: 50_000 }, terms);
    expect(ladder.rungs).toEqual([]);
    expect(ladder.reason).toBe(
      'We cannot suggest an offer you can afford: your spending is at or above your income, so there is no spare money each month for a plan, and your savings are not above the $1,000 we keep for emergencies.',
    );
  });

  it('never proposes a payment above the spare money, and every rung is a valid offer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (income, expenses, savings, owed) => {
          const t = { balanceCents: owed, validFirstPaymentDate: '2026-12-01' };
          const ladder = offerLadder({ monthlyIncomeCents: income, monthlyExpensesCents: expenses, savingsCents: savings }, t);
          const disposable = income - expenses;
          expect(ladder.rungs.length).toBeLessThanOrEqual(MAX_COUNTEROFFERS);
          expect(ladder.reason === null).toBe(ladder.rungs.length > 0);
          for (const r of ladder.rungs) {
            expect(planTotalCents(r.phases)).toBe(r.total_amount_cents);
            expect(r.total_amount_cents).toBeLessThanOrEqual(owed);
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
    [0, '$0–$999/month'],
    [99_999, '$0–$999/month'],
    [250_000, '$2,000–$2,999/month'],
    [300_000, '$3,000–$3,999/month'],
    [-5_000, '$0–$999/month'],
  ])('bands %i cents as %s', (cents, band) => {
    expect(monthlyBand(cents)).toBe(band);
  });
});
