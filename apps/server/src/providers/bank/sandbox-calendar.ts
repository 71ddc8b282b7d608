import { isoOfDay } from '../seeded-random.js';

/** The sandbox bank's calendar, in day numbers since 1970-01-01 UTC: weekdays, bank holidays, months. */

export const weekday = (day: number) => (day + 4) % 7; // 0 = Sunday
const HOLIDAYS = new Set(['01-01', '07-04', '11-11', '12-25']);
const isBusinessDay = (day: number) => weekday(day) !== 0 && weekday(day) !== 6 && !HOLIDAYS.has(isoOfDay(day).slice(5));
export const previousBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d--;
  return d;
};
export const nextBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d++;
  return d;
};
export const dayOf = (year: number, month: number, date: number) => Math.floor(Date.UTC(year, month, date) / 86_400_000);
export const lastDayOfMonth = (year: number, month: number) => dayOf(year, month + 1, 0);
/** [year, month] of every month touching the range. */
export function monthsIn(start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  const s = new Date(start * 86_400_000);
  // Months past December carry into the next year (Date.UTC does the arithmetic).
  const y = s.getUTCFullYear();
  for (let m = s.getUTCMonth(); dayOf(y, m, 1) <= end; m++) out.push([y, m]);
  return out;
}
