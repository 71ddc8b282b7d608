import type { PayFrequency } from '@parley/shared';
import { seededRng } from '../seeded-random.js';
import { dayOf, lastDayOfMonth, monthsIn, nextBusinessDay, previousBusinessDay } from './sandbox-calendar.js';

/** Who a sandbox consumer is, from their seed: their job and pay schedule, their rent and their bills. */

const EMPLOYERS = [
  'Northwind Logistics',
  'Riverside Medical Center',
  'Brightline Retail Group',
  'Summit Construction Co',
  'Lakeshore School District',
  'Cedar Valley Foods',
  'Metro Transit Authority',
  'Bluebird Home Health',
];
const LANDLORDS = ['Oakwood Apartments', 'Parkview Property Mgmt', 'Maple Court Residences', 'Harbor Point Rentals'];

export type Person = {
  employer: string;
  frequency: Exclude<PayFrequency, 'UNKNOWN'>;
  /** Net pay per check, in cents. */
  paycheckCents: number;
  /** Friday the weekly/biweekly schedule counts from. */
  anchorDay: number;
  semiMonthlyDays: [number, number | 'last'];
  monthlyRule: 'last_business_day' | 'first';
  side: 'gig' | 'benefits' | null;
  benefitCents: number;
  rentCents: number;
  landlord: string;
  hasLoan: boolean;
  loanCents: number;
  spendScale: number;
  internetCents: number;
  phoneCents: number;
  insuranceCents: number;
  electricBaseCents: number;
  savingsTransferCents: number;
};

export function personOf(userId: number): Person {
  const rng = seededRng('sandbox-bank-person', userId);
  const frequency = (() => {
    const r = rng.next();
    return r < 0.45 ? 'BIWEEKLY' : r < 0.6 ? 'WEEKLY' : r < 0.85 ? 'SEMI_MONTHLY' : 'MONTHLY';
  })() as Person['frequency'];
  const annualNetCents = rng.int(2_800_000, 6_200_000);
  const periods = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 }[frequency];
  const monthlyNet = annualNetCents / 12;
  const sideRoll = rng.next();
  return {
    employer: rng.pick(EMPLOYERS),
    frequency,
    paycheckCents: Math.round(annualNetCents / periods),
    // A Friday: 1970-01-02 was one; the phase spreads consumers over both weeks of a biweekly cycle.
    anchorDay: 1 + 7 * rng.int(0, 1),
    semiMonthlyDays: rng.chance(0.6) ? [15, 'last'] : [1, 15],
    monthlyRule: rng.chance(0.7) ? 'last_business_day' : 'first',
    side: sideRoll < 0.3 ? 'gig' : sideRoll < 0.45 ? 'benefits' : null,
    benefitCents: rng.int(40_000, 95_000),
    rentCents: Math.round((monthlyNet * rng.int(26, 34)) / 100 / 500) * 500,
    landlord: rng.pick(LANDLORDS),
    hasLoan: rng.chance(0.35),
    loanCents: rng.int(15_000, 32_000),
    spendScale: Math.min(1.3, Math.max(0.7, monthlyNet / 350_000)),
    internetCents: rng.pick([5_999, 6_499, 7_499, 8_000]),
    phoneCents: rng.pick([4_500, 6_500, 8_500, 11_000]),
    insuranceCents: rng.int(9_000, 18_000),
    electricBaseCents: rng.int(7_000, 13_000),
    savingsTransferCents: rng.pick([5_000, 10_000, 15_000, 20_000]),
  };
}

/** Paydays of the main job in [start, end], moved before weekends and holidays as payroll does. */
export function paydays(p: Person, start: number, end: number): number[] {
  const days: number[] = [];
  if (p.frequency === 'WEEKLY' || p.frequency === 'BIWEEKLY') {
    const step = p.frequency === 'WEEKLY' ? 7 : 14;
    const first = p.anchorDay + Math.ceil((start - 3 - p.anchorDay) / step) * step;
    for (let d = first; d <= end + 3; d += step) days.push(previousBusinessDay(d));
  } else {
    for (const [y, m] of monthsIn(start - 3, end + 3)) {
      if (p.frequency === 'SEMI_MONTHLY') {
        for (const nominal of p.semiMonthlyDays) days.push(previousBusinessDay(nominal === 'last' ? lastDayOfMonth(y, m) : dayOf(y, m, nominal)));
      } else {
        days.push(p.monthlyRule === 'first' ? nextBusinessDay(dayOf(y, m, 1)) : previousBusinessDay(lastDayOfMonth(y, m)));
      }
    }
  }
  return days.filter((d) => d >= start && d <= end);
}
