import type { Phase } from '../money/money.js';

/**
 * A payment plan laid out on the calendar: one payment a month, starting on the first payment date.
 * Dates are calendar dates (`YYYY-MM-DD`), computed without time zones so that a plan reads the same
 * on the server, in the browser and in a PDF.
 */
export type ScheduledPayment = { date: string; amount_cents: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

type CalendarDate = { year: number; month: number; day: number };

function parseIsoDate(isoDate: string): CalendarDate {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return { year, month, day };
}

function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month (1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a string is a real `YYYY-MM-DD` calendar date (no 2026-02-30). */
export function isIsoCalendarDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The date `months` months after `isoDate`, on the same day of the month or, when that month is
 * shorter, its last day. Always counted from the start date, never chained, so a plan that starts
 * on Jan 31 pays on Feb 28 (29 in a leap year), then on Mar 31 again.
 */
export function addMonthsClamped(isoDate: string, months: number): string {
  const start = parseIsoDate(isoDate);
  const monthIndex = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  return toIsoDate({ year, month, day: Math.min(start.day, daysInMonth(year, month)) });
}

/** `2026-06-01` → `June 1, 2026`: how documents write a date. */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/**
 * Every payment of a plan with its due date: the phases in order, each phase's payments monthly,
 * the first on `firstPaymentDate`. The amounts add up to `planTotalCents(phases)` exactly.
 */
export function paymentSchedule(phases: readonly Phase[], firstPaymentDate: string): ScheduledPayment[] {
  parseIsoDate(firstPaymentDate);
  const payments: ScheduledPayment[] = [];
  for (const phase of phases) {
    if (!Number.isInteger(phase.iterations) || phase.iterations < 0) throw new RangeError(`A phase needs a whole number of payments, not ${phase.iterations}`);
    if (!Number.isInteger(phase.payment_amount_cents) || phase.payment_amount_cents <= 0) {
      throw new RangeError(`A payment must be a positive whole number of cents, not ${phase.payment_amount_cents}`);
    }
    for (let i = 0; i < phase.iterations; i++) {
      payments.push({ date: addMonthsClamped(firstPaymentDate, payments.length), amount_cents: phase.payment_amount_cents });
    }
  }
  return payments;
}
