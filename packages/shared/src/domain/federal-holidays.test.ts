import { describe, expect, it } from 'vitest';
import { addCourtDays, addFederalBusinessDays, courtHolidays, federalHolidays, isCourtDay, isFederalBusinessDay } from './federal-holidays.js';
import { validationPeriodEnd } from './validation-notice.js';

describe('federal holidays (5 U.S.C. 6103(a))', () => {
  it('lists 2026 with Saturday and Sunday holidays on their observed weekdays', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday: observed Friday
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it("observes a Saturday New Year's Day on December 31 of the year before", () => {
    expect(federalHolidays(2021).has('2021-12-31')).toBe(true); // January 1, 2022 is a Saturday
    expect(isFederalBusinessDay('2021-12-31')).toBe(false);
    expect(federalHolidays(2023).has('2023-01-02')).toBe(true); // January 1, 2023 is a Sunday
  });

  it('counts business days across month ends, weekends and holidays', () => {
    expect(addFederalBusinessDays('2026-01-30', 5)).toBe('2026-02-06');
    expect(addFederalBusinessDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year's Day 2027 is a Friday
    expect(addFederalBusinessDays('2027-06-17', 1)).toBe('2027-06-21'); // Juneteenth 2027 observed Friday, June 18
  });

  it('ends the validation period 30 days after receipt', () => {
    expect(validationPeriodEnd('2026-11-24', 'mail')).toBe('2027-01-01');
    expect(validationPeriodEnd('2027-01-31', 'electronic')).toBe('2027-03-02');
    expect(validationPeriodEnd('2028-02-28', 'electronic')).toBe('2028-03-29'); // a leap year
  });

  it("keeps each state's court holidays: the federal ones every court keeps, and the state's own where known", () => {
    // California: Lincoln Day, César Chávez Day and the day after Thanksgiving; not Columbus Day.
    const ca = courtHolidays('CA', 2026);
    for (const day of ['2026-02-12', '2026-03-31', '2026-11-26', '2026-11-27', '2026-12-25']) expect(ca.has(day)).toBe(true);
    expect(ca.has('2026-10-12')).toBe(false);
    // Ohio keeps neither the day after Thanksgiving nor Juneteenth here; nor does an unknown state.
    expect(isCourtDay('OH', '2026-11-27')).toBe(true);
    expect(isCourtDay('OH', '2026-06-19')).toBe(true);
    expect(isCourtDay(null, '2026-11-26')).toBe(false);
    // Court days skip the state's own holidays: Wed 11-25 + 2 in Texas is Tue 12-01 (Thu and Fri closed).
    expect(addCourtDays('TX', '2026-11-25', 2)).toBe('2026-12-01');
    expect(addCourtDays('OH', '2026-11-25', 2)).toBe('2026-11-30');
  });
});

describe("Michigan's courts", () => {
  it('close on Christmas Eve and New Year’s Eve (MCR 8.110(D)(2)); other states’ courts are not assumed to', () => {
    expect(isCourtDay('MI', '2026-12-24')).toBe(false);
    expect(isCourtDay('MI', '2026-12-31')).toBe(false);
    expect(isCourtDay('OH', '2026-12-31')).toBe(true);
  });
});

describe("Arkansas's courts", () => {
  it('close on Christmas Eve, a state legal holiday (Ark. Code Ann. § 1-5-101), so a last day on it moves on', () => {
    expect(isCourtDay('AR', '2026-12-24')).toBe(false);
    // Thu 12-24 and Fri 12-25 closed: the next court day after Wed 12-23 is Mon 12-28.
    expect(addCourtDays('AR', '2026-12-23', 1)).toBe('2026-12-28');
    expect(isCourtDay('MO', '2026-12-24')).toBe(true);
  });
});
