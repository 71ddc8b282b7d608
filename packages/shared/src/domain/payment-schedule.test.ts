import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Phase, planTotalCents } from '../money/money.js';
import { addMonthsClamped, daysInMonth, formatLongDate, isIsoCalendarDate, paymentSchedule } from './payment-schedule.js';

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-10', -1, '2025-12-10'],
  ])('%s plus %i months is %s', (start, months, expected) => {
    expect(addMonthsClamped(start, months)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('formatLongDate', () => {
  it('writes dates the way a letter does', () => {
    expect(formatLongDate('2026-06-01')).toBe('June 1, 2026');
    expect(formatLongDate('2027-12-31')).toBe('December 31, 2027');
  });
});

describe('isIsoCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (d) => expect(isIsoCalendarDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-6-1', '06/01/2026', ''])('refuses %j', (d) => expect(isIsoCalendarDate(d)).toBe(false));
});

describe('paymentSchedule', () => {
  it('lays a two-tier plan out monthly from the first payment date', () => {
    const phases: Phase[] = [
      { iterations: 3, payment_amount_cents: 25_000 },
      { iterations: 2, payment_amount_cents: 10_050 },
    ];
    expect(paymentSchedule(phases, '2026-06-05')).toEqual([
      { date: '2026-06-05', amount_cents: 25_000 },
      { date: '2026-07-05', amount_cents: 25_000 },
      { date: '2026-08-05', amount_cents: 25_000 },
      { date: '2026-09-05', amount_cents: 10_050 },
      { date: '2026-10-05', amount_cents: 10_050 },
    ]);
  });

  it('clamps to the month end and returns to the 31st when the month has one', () => {
    const dates = paymentSchedule([{ iterations: 4, payment_amount_cents: 100 }], '2028-01-31').map((p) => p.date);
    expect(dates).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(paymentSchedule([{ iterations: 2, payment_amount_cents: 100 }], '2027-01-31').map((p) => p.date)).toEqual(['2027-01-31', '2027-02-28']);
  });

  it('crosses into the next year', () => {
    const dates = paymentSchedule([{ iterations: 3, payment_amount_cents: 100 }], '2026-11-15').map((p) => p.date);
    expect(dates).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('refuses a first payment date that is not a calendar date', () => {
    expect(() => paymentSchedule([{ iterations: 1, payment_amount_cents: 100 }], '2026-02-30')).toThrow(RangeError);
    expect(() => paymentSchedule([{ iterations: 1, payment_amount_cents: 100 }], 'tomorrow')).toThrow(RangeError);
  });

  it('refuses fractional cents, non-positive amounts and fractional payment counts', () => {
    expect(() => paymentSchedule([{ iterations: 1, payment_amount_cents: 10.5 }], '2026-06-01')).toThrow(RangeError);
    expect(() => paymentSchedule([{ iterations: 1, payment_amount_cents: 0 }], '2026-06-01')).toThrow(RangeError);
    expect(() => paymentSchedule([{ iterations: 1.5, payment_amount_cents: 100 }], '2026-06-01')).toThrow(RangeError);
    expect(() => paymentSchedule([{ iterations: -1, payment_amount_cents: 100 }], '2026-06-01')).toThrow(RangeError);
  });

  const phasesArb = fc.array(fc.record({ iterations: fc.integer({ min: 0, max: 24 }), payment_amount_cents: fc.integer({ min: 1, max: 5_000_000 }) }), {
    minLength: 1,
    maxLength: 4,
  });
  const dateArb = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('pays exactly the plan total, one payment per iteration, in phase order', () => {
    fc.assert(
      fc.property(phasesArb, dateArb, (phases, first) => {
        const schedule = paymentSchedule(phases, first);
        expect(schedule.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(planTotalCents(phases));
        expect(schedule).toHaveLength(phases.reduce((n, p) => n + p.iterations, 0));
        expect(schedule.map((p) => p.amount_cents)).toEqual(phases.flatMap((p) => Array<number>(p.iterations).fill(p.payment_amount_cents)));
      }),
    );
  });

  it('falls due once in each consecutive month, on the start day or the last day of a shorter month', () => {
    fc.assert(
      fc.property(phasesArb, dateArb, (phases, first) => {
        const schedule = paymentSchedule(phases, first);
        const startDay = Number(first.slice(8, 10));
        schedule.forEach((payment, i) => {
          const [year, month, day] = payment.date.split('-').map(Number) as [number, number, number];
          const expectedMonthIndex = Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) - 1 + i;
          expect(year * 12 + month - 1).toBe(expectedMonthIndex);
          expect(day).toBe(Math.min(startDay, daysInMonth(year, month)));
          expect(isIsoCalendarDate(payment.date)).toBe(true);
        });
        if (schedule.length > 0) expect(schedule[0]?.date).toBe(first);
      }),
    );
  });
});
