// Collector spec 5, "Filters": date ranges are shown as dates but carried as epoch seconds.
//
// Two kinds of date meet here. A status date is a moment, shown in the viewer's time zone, so a
// picked day runs from local midnight to the last second of that local day. A first payment date is
// a calendar date (the server compares the UTC date of the epoch), so a picked day is its UTC midnight.

export type DateKind = 'moment' | 'calendar';
export type RangeBound = 'min' | 'max';

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Filter keys whose values are calendar dates rather than moments. */
const CALENDAR_DATE_FILTERS: ReadonlySet<string> = new Set(['first_payment_date']);

export function dateKindOfFilter(key: string): DateKind {
  return CALENDAR_DATE_FILTERS.has(key) ? 'calendar' : 'moment';
}

/** An `<input type="date">` value (`YYYY-MM-DD`) to epoch seconds; undefined when blank or invalid. */
export function dateInputToEpoch(value: string, bound: RangeBound, kind: DateKind): number | undefined {
  const match = DATE_INPUT.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (kind === 'calendar') {
    const ms = Date.UTC(year, month, day);
    return isSameUtcDay(ms, year, month, day) ? ms / 1000 : undefined;
  }
  const date = bound === 'min' ? new Date(year, month, day, 0, 0, 0) : new Date(year, month, day, 23, 59, 59);
  // new Date(2026, 1, 31) rolls over to March: refuse what the calendar does not have.
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return undefined;
  return Math.floor(date.getTime() / 1000);
}

function isSameUtcDay(ms: number, year: number, month: number, day: number): boolean {
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
}

/** Epoch seconds back to the `YYYY-MM-DD` an `<input type="date">` shows. */
export function epochToDateInput(seconds: number, kind: DateKind): string {
  const date = new Date(seconds * 1000);
  if (kind === 'calendar') return date.toISOString().slice(0, 10);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
