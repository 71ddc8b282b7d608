import { formatCents } from '../money/money.js';
import { formatLongDate, isIsoCalendarDate } from './payment-schedule.js';

/**
 * Autopay's calendar rules (consumer spec 4 "Autopay", 5 "Payment date change (autopay)", 9).
 * Payments are billed at the end of their day in UTC; the app shows that instant in the
 * consumer's own time zone.
 */

export const AUTOPAY_MESSAGES = {
  chooseDate: 'Please select a date',
  invalidDate: 'Please select a valid future date',
  futureDate: 'Please select a future date',
  tooCloseToNext: 'Payment dates can be changed until 24 hours before the next payment.',
  noUpcomingPayment: 'There is no upcoming payment to move.',
  permission: 'You do not have permission to change this payment date.',
  notFound: 'Payment plan not found',
  cardIncomplete: 'Your card details are incomplete',
  failedAutopay: 'Your latest autopay payment failed. Update your card so we can try again.',
} as const;

/** A case asked for its plan before the settlement agreement is signed (404). */
export const PAYMENT_PLAN_NOT_STARTED = 'Payment plan not found: the plan starts once the settlement agreement is signed.';

/**
 * An extra payment over the remaining balance is refused, never lowered to it: the person is told
 * the balance and chooses (the form offers to pay exactly the balance).
 */
export function extraPaymentOverBalanceMessage(balanceCents: number): string {
  return `An extra payment can be at most your remaining balance of ${formatCents(balanceCents)}.`;
}

/** Consumer spec 8: what the date-change form says for each answer, by status. */
export const PAYMENT_DATE_STATUS_MESSAGES = {
  422: 'The selected date is invalid. Please choose a date between tomorrow and one day before your next payment.',
  403: AUTOPAY_MESSAGES.permission,
  404: 'Payment plan not found. Please refresh the page and try again.',
  429: 'Too many requests. Please wait a few minutes and try again.',
  '5xx': 'Service temporarily unavailable. Please try again in a few minutes.',
  default: 'Failed to update payment date. Please try again.',
} as const;

export function paymentDateStatusMessage(status: number): string {
  if (status === 422 || status === 400) return PAYMENT_DATE_STATUS_MESSAGES[422];
  if (status === 403) return PAYMENT_DATE_STATUS_MESSAGES[403];
  if (status === 404) return PAYMENT_DATE_STATUS_MESSAGES[404];
  if (status === 429) return PAYMENT_DATE_STATUS_MESSAGES[429];
  if (status >= 500) return PAYMENT_DATE_STATUS_MESSAGES['5xx'];
  return PAYMENT_DATE_STATUS_MESSAGES.default;
}

const DAY_MS = 86_400_000;

/** The calendar date (UTC) of an instant, as YYYY-MM-DD. */
export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return utcDateOf(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

/** When a payment due on `isoDate` is charged: the last second of that day in UTC. */
export function billingInstant(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59Z`);
}

/** The window a moved payment may land in: tomorrow through one day before the next payment. */
export function paymentDateWindow(nextPaymentDate: string, now: Date): { min: string; max: string } {
  return { min: addDays(utcDateOf(now), 1), max: addDays(nextPaymentDate, -1) };
}

/**
 * Every reason a new date for the next autopay payment is refused, in the spec's words; empty when
 * it is allowed. The chosen date must be a real date, in the future, at least tomorrow and at most
 * one day before the payment it replaces, and the change must come at least 24 hours before that
 * payment is billed.
 */
export function paymentDateErrors(chosen: string | null | undefined, nextPaymentDate: string, now: Date): string[] {
  if (chosen === null || chosen === undefined || chosen.trim() === '') return [AUTOPAY_MESSAGES.chooseDate];
  if (!isIsoCalendarDate(chosen)) return [AUTOPAY_MESSAGES.invalidDate];
  if (chosen <= utcDateOf(now)) return [AUTOPAY_MESSAGES.futureDate];
  if (billingInstant(nextPaymentDate).getTime() - now.getTime() < DAY_MS) return [AUTOPAY_MESSAGES.tooCloseToNext];
  const { min, max } = paymentDateWindow(nextPaymentDate, now);
  if (min > max) return ['Your next payment is too soon to move to an earlier date.'];
  if (chosen > max) return [`Please select a date between ${formatLongDate(min)} and ${formatLongDate(max)}.`];
  return [];
}
