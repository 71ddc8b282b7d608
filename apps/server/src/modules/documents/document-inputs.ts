import {
  isIsoCalendarDate,
  type Language,
  type Phase,
  paymentSchedule,
  planTotalCents,
  type ScheduledPayment,
  US_STATES,
  type UsStateCode,
} from '@parley/shared';
import { AppError } from '../../platform/errors.js';
import { longDate, money, translator } from '../../platform/i18n.js';
import { DOCUMENT_PARTS_TEXT } from './document-parts.messages.js';
import type { Column, SignatureLabels } from './layout.js';

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

/** "12 monthly payments of $250.00, then 1 payment of $100.00"; "12 cuotas mensuales de $250.00, luego 1 pago de $100.00". */
export function describePlan(phases: readonly Phase[], language: Language): string {
  const t = translator(DOCUMENT_PARTS_TEXT, language);
  return phases
    .filter((p) => p.iterations > 0)
    .map((p, i) => t('planPhase', { first: i === 0 ? 'yes' : 'no', count: p.iterations, amount: money(p.payment_amount_cents, language) }))
    .join(', ');
}

/** "one payment", "12 payments"; "un pago", "12 cuotas". */
export function paymentCount(count: number, language: Language): string {
  return translator(DOCUMENT_PARTS_TEXT, language)('paymentCount', { count });
}

/** The account as the documents name it, with the firm's file number when there is one. */
export function accountLabelOf(account: { reference: string; fileNumber: string | null }, reference: string, language: Language): string {
  return account.fileNumber ? translator(DOCUMENT_PARTS_TEXT, language)('fileNumber', { reference, fileNumber: account.fileNumber }) : reference;
}

export function scheduleColumns(language: Language): Column[] {
  const t = translator(DOCUMENT_PARTS_TEXT, language);
  return [
    { header: t('column.payment'), width: 80 },
    { header: t('column.dueDate'), width: 238 },
    { header: t('column.amount'), width: 150, align: 'right' },
  ];
}

/** The schedule table's rows and its total row. */
export function scheduleTable(payments: readonly ScheduledPayment[], phases: readonly Phase[], language: Language): { rows: string[][]; total: string[] } {
  const t = translator(DOCUMENT_PARTS_TEXT, language);
  const rows = payments.map((p, i) => [String(i + 1), longDate(p.date, language), money(p.amount_cents, language)]);
  return { rows, total: [t('total.label'), t('total.count', { count: payments.length }), money(planTotalCents(phases), language)] };
}

/**
 * The signature band's labels. In the English original that follows a translation, each label is
 * given in the reader's language and in English ("Firma / Signature"): the reader signs there.
 */
export function signatureLabels(language: Language, withEnglish = false): SignatureLabels {
  const t = translator(DOCUMENT_PARTS_TEXT, language);
  const en = translator(DOCUMENT_PARTS_TEXT, 'en');
  const label = (key: 'signature.signature' | 'signature.name' | 'signature.nameAndTitle' | 'signature.date') =>
    withEnglish && language !== 'en' ? `${t(key).replace(/:$/, '')} / ${en(key)}` : t(key);
  return {
    signature: label('signature.signature'),
    name: label('signature.name'),
    nameAndTitle: label('signature.nameAndTitle'),
    date: label('signature.date'),
  };
}
