import type { PayFrequency } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../providers/seeded-random.js';
import { counterpartyKey, dayOfIso, detectPaySchedule, isoOfDayNumber, nextPayday } from './income-detection.js';

/**
 * Schedules as payrolls really run them, with the noise real deposits have: paydays moved before
 * weekends and holidays, amounts that vary with overtime and bonuses, paydays missed (unpaid
 * leave, a check cashed elsewhere), deposits that post a day late. The detector sees only dates
 * and amounts.
 */
const weekday = (day: number) => (day + 4) % 7;
const HOLIDAYS = new Set(['01-01', '05-25', '07-04', '09-07', '11-26', '12-25']);
const isBusinessDay = (day: number) => weekday(day) !== 0 && weekday(day) !== 6 && !HOLIDAYS.has(isoOfDayNumber(day).slice(5));
const before = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d--;
  return d;
};
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m, d) / 86_400_000);

const AS_OF = '2026-11-02';
const END = dayOfIso(AS_OF);
const START = END - 365;

/** Nominal paydays of a schedule over the year before AS_OF, each moved to the business day before. */
function schedule(frequency: Exclude<PayFrequency, 'UNKNOWN'>, seed: number): number[] {
  const rng = seededRng('schedule', frequency, seed);
  const days: number[] = [];
  if (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') {
    const step = frequency === 'WEEKLY' ? 7 : 14;
    // Any weekday: Friday payrolls are common, Thursday and Wednesday ones exist.
    let d = START + rng.int(0, step - 1);
    while (!isBusinessDay(d)) d++;
    for (; d <= END + 60; d += step) days.push(before(d));
  } else {
    const anchors: (number | 'last')[] =
      frequency === 'MONTHLY'
        ? [rng.pick([1, 5, 15, 20, 'last'] as const)]
        : rng.pick([
            [1, 15],
            [15, 'last'],
            [5, 20],
            [10, 25],
          ] as const);
    const y = 2025;
    for (let m = 9; dayOf(y, m, 1) <= END + 60; m++) {
      for (const a of anchors) days.push(before(a === 'last' ? dayOf(y, m + 1, 0) : dayOf(y, m, a)));
    }
  }
  return days;
}

type Noise = { missed: number; late: number; extra: number };

function deposits(days: number[], seed: number, noise: Noise) {
  const rng = seededRng('deposits', seed);
  const pay = rng.int(60_000, 320_000);
  const observed = days.filter((d) => d >= START && d <= END);
  // Missed paydays, anywhere in the year but not the very last.
  for (let i = 0; i < noise.missed; i++) observed.splice(rng.int(1, observed.length - 2), 1);
  const out = observed.map((d) => ({ day: d + (rng.chance(noise.late / Math.max(1, observed.length)) ? 1 : 0), amountCents: rng.around(pay, 0.06) }));
  // Overtime and a holiday bonus.
  for (const o of out) if (rng.chance(0.12)) o.amountCents += Math.round(pay * 0.15);
  const last = out[out.length - 1];
  if (last) last.amountCents += Math.round(pay * 0.5);
  for (let i = 0; i < noise.extra; i++) out.push({ day: rng.int(START, END), amountCents: rng.around(pay, 0.05) });
  return out.sort((a, b) => a.day - b.day).map((o) => ({ date: isoOfDayNumber(o.day), amountCents: o.amountCents }));
}

const FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
const NOISES: [string, Noise][] = [
  ['clean', { missed: 0, late: 0, extra: 0 }],
  ['with one missed payday', { missed: 1, late: 0, extra: 0 }],
  ['with two missed paydays and two late deposits', { missed: 2, late: 2, extra: 0 }],
  ['with a stray deposit from the same payer', { missed: 0, late: 1, extra: 1 }],
];

describe('pay frequency detection', () => {
  for (const frequency of FREQUENCIES) {
    for (const [name, noise] of NOISES) {
      it(`finds ${frequency} paydays ${name}, over 40 generated schedules`, () => {
        const misses: string[] = [];
        for (let seed = 0; seed < 40; seed++) {
          const days = schedule(frequency, seed);
          const found = detectPaySchedule(deposits(days, seed, noise));
          if (found.frequency !== frequency) misses.push(`seed ${seed}: ${found.frequency}`);
        }
        expect(misses).toEqual([]);
      });
    }
  }

  it.each(FREQUENCIES)('predicts the next %s payday, moved before a weekend or holiday', (frequency) => {
    for (let seed = 0; seed < 40; seed++) {
      const days = schedule(frequency, seed);
      const expected = days.find((d) => d > END);
      const found = detectPaySchedule(deposits(days, seed, { missed: 1, late: 0, extra: 0 }));
      const next = nextPayday(found, AS_OF);
      // A holiday the detector does not know of moves the real payday earlier: the days between are not business days.
      expect(next, `seed ${seed}`).not.toBeNull();
      const predicted = dayOfIso(next as string);
      const target = expected as number;
      const skippedOnlyHolidays = predicted > target && Array.from({ length: predicted - target }, (_, i) => target + 1 + i).every((d) => !isBusinessDay(d));
      expect(predicted === target || skippedOnlyHolidays, `seed ${seed}: ${next} vs ${isoOfDayNumber(target)}`).toBe(true);
    }
  });

  it('calls gig payouts on random days with varying amounts irregular', () => {
    for (let seed = 0; seed < 40; seed++) {
      const rng = seededRng('gig', seed);
      const payouts = [];
      for (let d = START; d <= END; d++) if (rng.chance(0.14)) payouts.push({ date: isoOfDayNumber(d), amountCents: rng.int(3_500, 18_000) });
      expect(detectPaySchedule(payouts).frequency, `seed ${seed}`).toBe('UNKNOWN');
    }
  });

  it('calls deposits on random days irregular even when their amounts are steady', () => {
    for (let seed = 0; seed < 40; seed++) {
      const rng = seededRng('steady', seed);
      const deposits = Array.from({ length: rng.int(8, 30) }, () => ({ date: isoOfDayNumber(rng.int(START, END)), amountCents: rng.around(50_000, 0.03) }));
      expect(detectPaySchedule(deposits).frequency, `seed ${seed}`).toBe('UNKNOWN');
    }
  });

  it('needs three paydays before naming a frequency', () => {
    expect(
      detectPaySchedule([
        { date: '2026-10-02', amountCents: 100_000 },
        { date: '2026-10-16', amountCents: 100_000 },
      ]).frequency,
    ).toBe('UNKNOWN');
  });

  it('has no next payday for irregular income', () => {
    expect(nextPayday({ frequency: 'UNKNOWN', model: null }, AS_OF)).toBeNull();
  });
});

describe('counterpartyKey', () => {
  it('keeps the payer and drops the ACH details that change with every deposit', () => {
    expect(counterpartyKey('NORTHWIND LOGISTICS DES:PAYROLL ID:0123456789 INDN:ACCOUNT HOLDER CO ID:987654321 PPD')).toBe('NORTHWIND LOGISTICS');
    expect(counterpartyKey('NORTHWIND LOGISTICS DES:PAYROLL ID:5550001111 INDN:ACCOUNT HOLDER CO ID:123123123 PPD')).toBe('NORTHWIND LOGISTICS');
    expect(counterpartyKey('SSA TREAS 310 XXSUPP SEC')).toBe('SSA TREAS XXSUPP SEC');
  });
});
