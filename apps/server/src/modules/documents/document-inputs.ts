import {
  formatCents,
  formatLongDate,
  isIsoCalendarDate,
  type Phase,
  paymentSchedule,
  planTotalCents,
  type ScheduledPayment,
  US_STATES,
  type UsStateCode,
} from '@parley/shared';
import { AppError } from '../../platform/errors.js';
import type { Column } from './layout.js';

/** The plain inputs of Parley's documents: the routes map their rows to these, the renderers only read them. */

export type MailingAddress = { street: string; city: string; state: string; zip: string };

export type LawFirmParty = { name: string; payee: string; mailingAddress: MailingAddress };

export type ConsumerParty = { name: string; mailingAddress: MailingAddress | null };

export type PaymentPlan = {
  phases: Phase[];
  /** `YYYY-MM-DD`; later payments fall due monthly on the same day (see `paymentSchedule`). */
  firstPaymentDate: string;
};

export type AccountTerms = {
  /** The creditor's account reference or the court's civil case number. */
  reference: string;
  fileNumber: string | null;
  /** Postal abbreviation; its law governs the agreement. */
  state: string;
  balanceCents: number;
};

/** Ends a sentence after a name that may already end in a period ("Acme Bank, N.A."). */
export function withPeriod(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function formatAddress(address: MailingAddress): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zip}`];
}

export function stateName(code: string): string {
  const name = US_STATES[code.toUpperCase() as UsStateCode];
  if (!name) throw new AppError('VALIDATION_FAILED', `Unknown state: ${code}`, { state: 'Use a US state postal abbreviation' });
  return name;
}

export function requireText(value: string, field: string, label: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new AppError('VALIDATION_FAILED', `${label} is required`, { [field]: `${label} is required` });
  return trimmed;
}

export function requireDate(value: string, field: string, label: string): string {
  if (!isIsoCalendarDate(value)) throw new AppError('VALIDATION_FAILED', `${label} must be a date (YYYY-MM-DD)`, { [field]: 'Use a YYYY-MM-DD date' });
  return value;
}

/** The dated payments of a plan; a plan that cannot be laid out is the caller's error, not a 500. */
export function scheduleOf(plan: PaymentPlan): ScheduledPayment[] {
  requireDate(plan.firstPaymentDate, 'first_payment_date', 'The first payment date');
  if (plan.phases.length === 0) throw new AppError('VALIDATION_FAILED', 'The payment plan has no payments', { phases: 'Add at least one payment' });
  try {
    const payments = paymentSchedule(plan.phases, plan.firstPaymentDate);
    if (payments.length === 0) throw new RangeError('The payment plan has no payments');
    return payments;
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('VALIDATION_FAILED', error.message, { phases: error.message });
    throw error;
  }
}

/** "12 monthly payments of $250.00, then 1 payment of $100.00". */
export function describePlan(phases: readonly Phase[]): string {
  const parts = phases
    .filter((p) => p.iterations > 0)
    .map((p, i) => {
      const count = p.iterations === 1 ? '1 payment' : `${p.iterations} monthly payments`;
      return `${i === 0 ? '' : 'then '}${count} of ${formatCents(p.payment_amount_cents)}`;
    });
  return parts.join(', ');
}

export const SCHEDULE_COLUMNS: Column[] = [
  { header: 'Payment', width: 80 },
  { header: 'Due date', width: 238 },
  { header: 'Amount', width: 150, align: 'right' },
];

/** The schedule table's rows and its total row. */
export function scheduleTable(payments: readonly ScheduledPayment[], phases: readonly Phase[]): { rows: string[][]; total: string[] } {
  const rows = payments.map((p, i) => [String(i + 1), formatLongDate(p.date), formatCents(p.amount_cents)]);
  const count = payments.length === 1 ? '1 payment' : `${payments.length} payments`;
  return { rows, total: ['Total', count, formatCents(planTotalCents(phases))] };
}
