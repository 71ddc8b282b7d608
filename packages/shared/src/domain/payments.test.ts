import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalPaymentPhases, type Phase, planTotalCents } from '../money/money.js';
import { AUTOPAY_MESSAGES, addDays, billingInstant, paymentDateErrors, paymentDateStatusMessage } from './autopay.js';
import { journalProblem, ledgerInvariantViolations, paymentLines, platformFeeCents, reversalLines } from './ledger.js';
import { applyExtraPayment, planProgress } from './payment-plan.js';
import { paymentSchedule } from './payment-schedule.js';

const firstDate = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('payment schedules from agreed plans', () => {
  it('charges exactly the settled total, to the cent, for a single-tier plan (equal split, remainder last)', () => {
    // An offer's payments are at least a dollar each (every plan the offer rules accept).
    const plan = fc.integer({ min: 1, max: 120 }).chain((payments) => fc.tuple(fc.integer({ min: payments * 100, max: 50_000_000 }), fc.constant(payments)));
    fc.assert(
      fc.property(plan, firstDate, ([total, payments], first) => {
        const schedule = paymentSchedule(equalPaymentPhases(total, payments), first);
        expect(schedule).toHaveLength(payments);
        expect(schedule.reduce((s, p) => s + p.amount_cents, 0)).toBe(total);
        expect(schedule[0]?.date).toBe(first);
      }),
    );
  });

  it('charges exactly the settled total for tiered plans, tiers in order, one month apart', () => {
    const phase = fc.record({ iterations: fc.integer({ min: 1, max: 24 }), payment_amount_cents: fc.integer({ min: 1, max: 2_000_000 }) });
    fc.assert(
      fc.property(fc.array(phase, { minLength: 2, maxLength: 5 }), firstDate, (phases: Phase[], first) => {
        const schedule = paymentSchedule(phases, first);
        expect(schedule.reduce((s, p) => s + p.amount_cents, 0)).toBe(planTotalCents(phases));
        expect(schedule.map((p) => p.amount_cents)).toEqual(phases.flatMap((p) => Array(p.iterations).fill(p.payment_amount_cents)));
        const dates = schedule.map((p) => p.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
      }),
    );
  });
});

describe('autopay date change rules (consumer spec 5)', () => {
  const now = new Date('2026-11-02T15:00:00Z');
  it.each([
    [null, AUTOPAY_MESSAGES.chooseDate],
    ['', AUTOPAY_MESSAGES.chooseDate],
    ['2026-02-30', AUTOPAY_MESSAGES.invalidDate],
    ['next week', AUTOPAY_MESSAGES.invalidDate],
    ['2026-11-02', AUTOPAY_MESSAGES.futureDate],
    ['2026-10-01', AUTOPAY_MESSAGES.futureDate],
    ['2026-11-20', 'Please select a date between November 3, 2026 and November 19, 2026.'],
    ['2026-12-01', 'Please select a date between November 3, 2026 and November 19, 2026.'],
  ])('refuses %s with "%s" when the next payment is on Nov 20', (chosen, message) => {
    expect(paymentDateErrors(chosen, '2026-11-20', now)).toEqual([message]);
  });

  it('allows tomorrow through one day before the next payment', () => {
    expect(paymentDateErrors('2026-11-03', '2026-11-20', now)).toEqual([]);
    expect(paymentDateErrors('2026-11-19', '2026-11-20', now)).toEqual([]);
  });

  it('refuses any change less than 24 hours before the next payment is billed (end of day UTC)', () => {
    expect(billingInstant('2026-11-03').toISOString()).toBe('2026-11-03T23:59:59.000Z');
    expect(paymentDateErrors('2026-11-03', '2026-11-03', new Date('2026-11-03T00:00:00Z'))).toEqual([AUTOPAY_MESSAGES.futureDate]);
    expect(paymentDateErrors('2026-11-05', '2026-11-04', new Date('2026-11-04T00:00:01Z'))).toEqual([AUTOPAY_MESSAGES.tooCloseToNext]);
    expect(paymentDateErrors('2026-11-04', '2026-11-04', new Date('2026-11-03T00:00:00Z'))).toEqual([
      'Your next payment is too soon to move to an earlier date.',
    ]);
    expect(paymentDateErrors('2026-11-04', '2026-11-06', new Date('2026-11-03T23:59:58Z'))).toEqual([]);
  });

  it('has the spec 8 message for every status', () => {
    expect([422, 403, 404, 429, 500, 503, 418].map(paymentDateStatusMessage)).toEqual([
      'The selected date is invalid. Please choose a date between tomorrow and one day before your next payment.',
      'You do not have permission to change this payment date.',
      'Payment plan not found. Please refresh the page and try again.',
      'Too many requests. Please wait a few minutes and try again.',
      'Service temporarily unavailable. Please try again in a few minutes.',
      'Service temporarily unavailable. Please try again in a few minutes.',
      'Failed to update payment date. Please try again.',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the ledger', () => {
  it('posts a payment and its reversal as balanced journals, per account too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 2_000 }), (amount, bps) => {
        const fee = platformFeeCents(amount, bps);
        const p = { amountCents: amount, feeCents: fee, lawFirmId: 1, documentId: 7 };
        expect(journalProblem(paymentLines(p))).toBeNull();
        expect(journalProblem(reversalLines(p))).toBeNull();
        const posted = [...paymentLines(p).map((l) => ({ ...l, journalId: 1 })), ...reversalLines(p).map((l) => ({ ...l, journalId: 2 }))];
        expect(ledgerInvariantViolations(posted)).toEqual([]);
      }),
    );
  });

  it('names every broken rule', () => {
    expect(journalProblem([{ account: 'platform_cash', amountCents: 100, lawFirmId: 1, documentId: 1 }])).toMatch(/two lines/);
    expect(
      journalProblem([
        { account: 'platform_cash', amountCents: 100, lawFirmId: 1, documentId: 1 },
        { account: 'firm_payable', amountCents: -99, lawFirmId: 1, documentId: 1 },
      ]),
    ).toBe('debits and credits differ by 1 cents');
    expect(
      journalProblem([
        { account: 'platform_cash', amountCents: 100, lawFirmId: 1, documentId: 1 },
        { account: 'firm_payable', amountCents: -100, lawFirmId: 1, documentId: 2 },
      ]),
    ).toMatch(/account 1 differ by 100/);
    expect(
      ledgerInvariantViolations([
        { account: 'platform_cash', amountCents: 5, lawFirmId: 1, documentId: 3, journalId: 9 },
        { account: 'firm_payable', amountCents: -4, lawFirmId: 1, documentId: 3, journalId: 9 },
      ]),
    ).toEqual(['journal 9: debits and credits differ by 1 cents', 'account 3 is off by 1 cents', 'the ledger is off by 1 cents']);
  });
});

describe('the payment plan panel', () => {
  const charges = [
    { date: '2026-11-10', amount_cents: 50_000, status: 'paid' as const },
    { date: '2026-12-10', amount_cents: 50_000, status: 'failed' as const },
    { date: '2027-01-10', amount_cents: 25_000, status: 'scheduled' as const },
  ];
  it('derives balance, savings, progress and the next payment from the schedule and the payments', () => {
    expect(planProgress({ debtCents: 500_000, totalCents: 125_000, charges, payments: [{ id: 1, amount_cents: 50_000, date: '2026-11-10' }] })).toEqual({
      total_amount_customer_pays: 125_000,
      balance_remaining: 75_000,
      total_savings: 375_000,
      previous_payment_date: '2026-11-10',
      last_payment_date: '2026-11-10',
      next_payment_amount: 50_000,
      next_payment_date: '2026-12-10',
      progress_percentage: 40,
      total_payments_count: 3,
      payments_remaining: 2,
    });
  });

  it('takes an extra payment off the end of the plan, never below zero', () => {
    const open = [
      { amount_cents: 100, open: false },
      { amount_cents: 100, open: true },
      { amount_cents: 100, open: true },
    ];
    expect(applyExtraPayment(open, 150)).toEqual([100, 50, 0]);
    expect(applyExtraPayment(open, 999)).toEqual([100, 0, 0]);
  });
});
