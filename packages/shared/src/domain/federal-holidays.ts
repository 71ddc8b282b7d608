/**
 * The United States' legal public holidays (5 U.S.C. 6103(a)) and the business days they shape.
 * The one place Parley counts them: Regulation F's presumed receipt of a mailed validation notice
 * ("at least five days, excluding legal public holidays identified in 5 U.S.C. 6103(a), Saturdays
 * and Sundays", 12 CFR 1006.34(b)(5)) counts business days here.
 *
 * Dates are `YYYY-MM-DD` strings, read as calendar days (no time zone).
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The `n`th `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = weekdayOf(y, m, 1);
    return iso(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekdayOf(y, m, lastDay);
  return iso(y, m, lastDay - ((last - weekday + 7) % 7));
}

/**
 * A fixed-date holiday and the weekday it is observed on: Saturday's on the Friday before, Sunday's
 * on the Monday after (5 U.S.C. 6103(b), Executive Order 11582). Both days are listed, so neither
 * counts as a business day.
 */
function fixed(y: number, m: number, d: number): string[] {
  const day = weekdayOf(y, m, d);
  if (day === 6) return [iso(y, m, d), iso(y, m, d - 1)];
  if (day === 0) return [iso(y, m, d), iso(y, m, d + 1)];
  return [iso(y, m, d)];
}

/**
 * The days people name a date by ("the day before Thanksgiving", "Christmas Eve"), as they fall in
 * `year` (the day itself, not an observed weekday). The legal holidays among them are the ones above.
 */
export const NAMED_DAYS = {
  new_years_day: (y: number) => iso(y, 1, 1),
  memorial_day: (y: number) => nthWeekday(y, 5, 1, -1),
  independence_day: (y: number) => iso(y, 7, 4),
  labor_day: (y: number) => nthWeekday(y, 9, 1, 1),
  halloween: (y: number) => iso(y, 10, 31),
  veterans_day: (y: number) => iso(y, 11, 11),
  thanksgiving: (y: number) => nthWeekday(y, 11, 4, 4),
  black_friday: (y: number) => addCalendarDays(nthWeekday(y, 11, 4, 4), 1),
  christmas_eve: (y: number) => iso(y, 12, 24),
  christmas: (y: number) => iso(y, 12, 25),
  new_years_eve: (y: number) => iso(y, 12, 31),
} as const;
export type NamedDay = keyof typeof NAMED_DAYS;

const cache = new Map<number, ReadonlySet<string>>();

/**
 * The holidays of 5 U.S.C. 6103(a) that touch `year`, with their observed weekdays (a New Year's
 * Day on a Saturday is observed on December 31 of the year before, so it is listed in both years).
 */
export function federalHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const days = new Set<string>([
    ...fixed(year, 1, 1),
    ...fixed(year + 1, 1, 1).filter((d) => d.startsWith(`${year}-`)),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.: third Monday of January
    nthWeekday(year, 2, 1, 3), // Washington's Birthday: third Monday of February
    NAMED_DAYS.memorial_day(year), // last Monday of May
    ...(year >= 2021 ? fixed(year, 6, 19) : []), // Juneteenth National Independence Day (since 2021)
    ...fixed(year, 7, 4),
    NAMED_DAYS.labor_day(year), // first Monday of September
    nthWeekday(year, 10, 1, 2), // Columbus Day: second Monday of October
    ...fixed(year, 11, 11), // Veterans Day
    NAMED_DAYS.thanksgiving(year), // fourth Thursday of November
    ...fixed(year, 12, 25),
  ]);
  const set = new Set([...days].filter((d) => d.startsWith(`${year}-`)));
  cache.set(year, set);
  return set;
}

export function isFederalHoliday(date: string): boolean {
  return federalHolidays(Number(date.slice(0, 4))).has(date);
}

/** A weekday that is not a legal public holiday (nor its observed day). */
export function isFederalBusinessDay(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = weekdayOf(y, m, d);
  return day !== 0 && day !== 6 && !isFederalHoliday(date);
}

export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return iso(y, m, d + days);
}

// ---------------------------------------------------------------------------------------------
// Court holidays: the days a state's courts are closed, which move a last day to answer.

/**
 * The federal holidays some states' courts stay open on (Columbus Day, Juneteenth). They are not
 * counted as court holidays unless a state is known to close: counting a day the court is open
 * would give a last day later than the real one, and a person who files on it would be too late.
 */
function notEveryCourtCloses(year: number): string[] {
  return [nthWeekday(year, 10, 1, 2), ...(year >= 2021 ? fixed(year, 6, 19) : [])];
}

/** The day after Thanksgiving, a court holiday in these states (state holiday statutes and court calendars). */
const DAY_AFTER_THANKSGIVING = new Set([
  'CA',
  'DE',
  'FL',
  'GA',
  'IA',
  'IL',
  'IN',
  'KY',
  'MD',
  'MI',
  'MN',
  'NC',
  'NE',
  'NH',
  'NM',
  'NV',
  'OK',
  'PA',
  'SC',
  'TN',
  'TX',
  'VA',
  'WA',
  'WV',
]);

/** A state's own court holidays beyond the federal ones, where known (California: Code Civ. Proc. §§ 12a, 135; Gov. Code § 6700; Michigan: MCR 8.110(D)(2); Arkansas: Ark. Code Ann. § 1-5-101; South Carolina: S.C. Code Ann. § 53-5-10). */
const STATE_COURT_HOLIDAYS: Record<string, (year: number) => string[]> = {
  CA: (year) => [...fixed(year, 2, 12), ...fixed(year, 3, 31)], // Lincoln Day; César Chávez Day
  // Christmas Eve and New Year's Eve (MCR 8.110(D)(2)); only the day itself, its weekday observance not assumed (blind set AJ).
  MI: (year) => [iso(year, 12, 24), iso(year, 12, 31)],
  // Christmas Eve, a legal holiday of Arkansas (Ark. Code Ann. § 1-5-101(a)), so a last day on it moves to the next court day (Ark. R. Civ. P. 6(a)).
  AR: (year) => [iso(year, 12, 24)],
  // Christmas Eve and the day after Christmas, legal holidays of South Carolina (S.C. Code Ann. § 53-5-10), as SCRCP 6(a) counts (blind set AM).
  SC: (year) => [iso(year, 12, 24), iso(year, 12, 26)],
};

const courtCache = new Map<string, ReadonlySet<string>>();

/**
 * The days `state`'s courts are closed in `year`: the federal holidays every state's courts keep,
 * and the state's own where known. An unknown state gets only the ones every court keeps, so a last
 * day is never later than the real one; the consumer is told that the summons and clerk govern.
 */
export function courtHolidays(state: string | null | undefined, year: number): ReadonlySet<string> {
  const key = `${state ?? ''}:${year}`;
  const known = courtCache.get(key);
  if (known) return known;
  const open = new Set(notEveryCourtCloses(year));
  const days = new Set([...federalHolidays(year)].filter((d) => !open.has(d)));
  if (state && DAY_AFTER_THANKSGIVING.has(state)) days.add(addCalendarDays(nthWeekday(year, 11, 4, 4), 1));
  for (const day of STATE_COURT_HOLIDAYS[state ?? '']?.(year) ?? []) if (day.startsWith(`${year}-`)) days.add(day);
  courtCache.set(key, days);
  return days;
}

/** A weekday the state's courts are open. */
export function isCourtDay(state: string | null | undefined, date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = weekdayOf(y, m, d);
  return day !== 0 && day !== 6 && !courtHolidays(state, y).has(date);
}

/** The date `days` court days after `date` in `state` (`date` itself never counts). */
export function addCourtDays(state: string | null | undefined, date: string, days: number): string {
  let current = date;
  let added = 0;
  while (added < days) {
    current = addCalendarDays(current, 1);
    if (isCourtDay(state, current)) added++;
  }
  return current;
}

/** The date `days` business days after `date` (`date` itself never counts). */
export function addFederalBusinessDays(date: string, days: number): string {
  let current = date;
  let added = 0;
  while (added < days) {
    current = addCalendarDays(current, 1);
    if (isFederalBusinessDay(current)) added++;
  }
  return current;
}
