import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, equalPaymentPhases, parseDollarsToCents, planTotalCents } from '../money/money.js';
import {
  compareWithFirm,
  describePhases,
  fillPhase,
  firmAskCents,
  INSTALLMENT_TOO_SMALL,
  lastPayment,
  MIN_INSTALLMENT_CENTS,
  offerErrors,
  offerPhases,
  paymentCount,
  remainingBalanceCents,
} from './offers.js';

const rules = { validFirstPaymentDate: '2026-11-27', balanceCents: 500_000 };

describe('parseDollarsToCents', () => {
  it('reads what people type, without floating point', () => {
    expect(parseDollarsToCents('1,234.56')).toBe(123_456);
    expect(parseDollarsToCents('$0.1')).toBe(10);
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents(1500)).toBe(150_000);
    expect(parseDollarsToCents('1.005')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('$ 4,823.17')).toBe(482_317);
    expect(parseDollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(250)).toBe(25_000);
    expect(dollarsToCents(-12.5)).toBe(-1_250);
  });
});

describe('tiers', () => {
  it('the remaining balance is the total minus amount × payments of each tier', () => {
    const tiers = [
      { payment_amount_cents: 10_000, iterations: 3 },
      { payment_amount_cents: 5_000, iterations: null },
    ];
    expect(remainingBalanceCents(100_000, tiers)).toBe(70_000);
  });

  it('the helper fills a missing field only while a balance remains', () => {
    expect(fillPhase(70_000, { payment_amount_cents: 5_000, iterations: null })).toEqual({ payment_amount_cents: 5_000, iterations: 14 });
    expect(fillPhase(70_000, { payment_amount_cents: null, iterations: 7 })).toEqual({ payment_amount_cents: 10_000, iterations: 7 });
    expect(fillPhase(0, { payment_amount_cents: null, iterations: 7 })).toEqual({ payment_amount_cents: null, iterations: 7 });
    expect(fillPhase(70_000, { payment_amount_cents: 1, iterations: 2 })).toEqual({ payment_amount_cents: 1, iterations: 2 });
  });

  it('a tiered offer must pay its total to the cent', () => {
    const offer = {
      total_amount_cents: 100_000,
      first_payment_date: '2026-12-01',
      payments: null,
      phases: [
        { payment_amount_cents: 10_000, iterations: 3 },
        { payment_amount_cents: 5_000, iterations: 13 },
      ],
    };
    expect(offerErrors(offer, rules)).toEqual(['Remaining balance must be $0.00 (it is $50.00)']);
    expect(offerErrors({ ...offer, phases: [offer.phases[0] as never, { payment_amount_cents: 5_000, iterations: 14 }] }, rules)).toEqual([]);
  });
});

describe('offerErrors', () => {
  const valid = { total_amount_cents: 120_000, first_payment_date: '2026-12-01', payments: 6, phases: [] };

  it('accepts a complete single-tier offer', () => {
    expect(offerErrors(valid, rules)).toEqual([]);
  });

  it('names every missing field of a single-tier offer', () => {
    expect(offerErrors({ total_amount_cents: null, first_payment_date: null, payments: null, phases: [] }, rules)).toEqual([
      'Total amount is required',
      'First payment date is required',
      'Number of payments is required',
    ]);
  });

  it.each(['2027-02-30', '2026-13-01', '2026-11-31', '2026-1-01'])('refuses %s, a date no calendar has', (date) => {
    expect(offerErrors({ ...valid, first_payment_date: date }, rules)).toEqual(['First payment date is not a valid date']);
  });

  it('refuses a first payment date before valid_first_payment_date', () => {
    expect(offerErrors({ ...valid, first_payment_date: '2026-11-26' }, rules)).toEqual(['First payment date must be on or after 11/27/2026']);
  });

  it('refuses more than the balance, a lone tier, and a tier with a missing field', () => {
    expect(offerErrors({ ...valid, total_amount_cents: 600_000 }, rules)).toEqual(['Total amount cannot be more than the balance of $5,000.00']);
    expect(offerErrors({ ...valid, phases: [{ payment_amount_cents: 20_000, iterations: 6 }] }, rules)).toEqual(['A tier split needs at least 2 tiers']);
    expect(
      offerErrors(
        {
          ...valid,
          phases: [
            { payment_amount_cents: 20_000, iterations: 3 },
            { payment_amount_cents: null, iterations: 3 },
          ],
        },
        rules,
      ),
    ).toEqual(['Tier 2 needs a total and a number of payments', 'Remaining balance must be $0.00 (it is $600.00)']);
  });
});

describe('the plan of an offer', () => {
  it('always sums to the total, to the cent, for any total and number of payments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 120 }), (total, payments) => {
        const phases = offerPhases({ total_amount_cents: total, first_payment_date: '2026-12-01', payments, phases: [] });
        expect(phases).not.toBeNull();
        expect(planTotalCents(phases ?? [])).toBe(total);
        expect(paymentCount(phases ?? [])).toBe(payments);
        expect(phases?.every((p) => p.payment_amount_cents >= 0)).toBe(true);
      }),
    );
  });

  it('a tiered offer whose remaining balance is zero is valid and sums to its total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ payment_amount_cents: fc.integer({ min: MIN_INSTALLMENT_CENTS, max: 1_000_000 }), iterations: fc.integer({ min: 1, max: 10 }) }), {
          minLength: 2,
          maxLength: 6,
        }),
        (tiers) => {
          const total = planTotalCents(tiers);
          const offer = { total_amount_cents: total, first_payment_date: '2026-12-01', payments: null, phases: tiers };
          expect(remainingBalanceCents(total, tiers)).toBe(0);
          expect(offerErrors(offer, { ...rules, balanceCents: null })).toEqual([]);
          expect(planTotalCents(offerPhases(offer) ?? [])).toBe(total);
        },
      ),
    );
  });

  it('refuses any plan with a payment under $1.00, tiered or split equally', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MIN_INSTALLMENT_CENTS - 1 }), fc.integer({ min: 1, max: 10 }), (small, iterations) => {
        const tiers = [
          { payment_amount_cents: small, iterations },
          { payment_amount_cents: 10_000, iterations: 1 },
        ];
        const offer = { total_amount_cents: planTotalCents(tiers), first_payment_date: '2026-12-01', payments: null, phases: tiers };
        expect(offerErrors(offer, { ...rules, balanceCents: null })).toEqual([`Tier 1: every payment must be at least $1.00`]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 100_000 }), (payments, total) => {
        const offer = { total_amount_cents: total, first_payment_date: '2026-12-01', payments, phases: [] };
        const tooSmall = equalPaymentPhases(total, payments).some((p) => p.payment_amount_cents < MIN_INSTALLMENT_CENTS);
        expect(offerErrors(offer, { ...rules, balanceCents: null }).includes(INSTALLMENT_TOO_SMALL)).toBe(tooSmall);
      }),
    );
    // $0.03 over 4 payments: three of $0.00.
    expect(offerErrors({ total_amount_cents: 3, first_payment_date: '2026-12-01', payments: 4, phases: [] }, { ...rules, balanceCents: null })).toEqual([
      INSTALLMENT_TOO_SMALL,
    ]);
  });

  it('the final-payment hint is the last payment of the equal split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), fc.integer({ min: 1, max: 120 }), (total, payments) => {
        const hint = lastPayment({ total_amount_cents: total, first_payment_date: null, payments, phases: [] });
        const phases = equalPaymentPhases(total, payments);
        expect(hint.has_extra_tier).toBe(phases.length > 1);
        expect(hint.last_payment_amount_cents).toBe(phases[phases.length - 1]?.payment_amount_cents);
      }),
    );
    expect(lastPayment({ total_amount_cents: 100_000, first_payment_date: null, payments: 3, phases: [] })).toEqual({
      has_extra_tier: true,
      last_payment_amount_cents: 33_334,
    });
    expect(
      lastPayment({
        total_amount_cents: 100_000,
        first_payment_date: null,
        payments: null,
        phases: [
          { payment_amount_cents: 10_000, iterations: 3 },
          { payment_amount_cents: 5_000, iterations: 10 },
        ],
      }),
    ).toEqual({ has_extra_tier: true, last_payment_amount_cents: 20_000 });
  });
});

describe('describePhases', () => {
  it('says a plan in words', () => {
    expect(
      describePhases([
        { iterations: 2, payment_amount_cents: 50_000 },
        { iterations: 1, payment_amount_cents: 25_001 },
      ]),
    ).toBe('2 payments of $500.00, then 1 payment of $250.01');
  });
});

describe('the firm’s ask and how an offer compares with it (one truth for the ladder and the offer confirmation)', () => {
  it('is the least of the firm’s latest counteroffers, and none before it answered', () => {
    expect(firmAskCents([764_600, 700_000, 0])).toBe(700_000);
    expect(firmAskCents([])).toBeNull();
  });

  it('says less, the same or more than the firm, or the share of the balance before the firm answered', () => {
    expect(compareWithFirm(600_000, [700_000], 1_000_000)).toEqual({ kind: 'less', difference_cents: 100_000, firm_cents: 700_000 });
    expect(compareWithFirm(700_000, [700_000, 800_000], 1_000_000)).toEqual({ kind: 'same', firm_cents: 700_000 });
    expect(compareWithFirm(1_092_237, [764_600], 1_092_237)).toEqual({ kind: 'more', difference_cents: 327_637, firm_cents: 764_600 });
    expect(compareWithFirm(400_000, [], 1_000_000)).toEqual({ kind: 'share', percent: 40, owed_cents: 1_000_000 });
    expect(compareWithFirm(400_000, [], null)).toEqual({ kind: 'none' });
  });
});
