import { formatCents, MAX_OFFER_CENTS, MAX_PAYMENTS, parseDollarsToCents } from '@parley/shared';

type Field = string | number;
interface OfferFields {
  total: Field;
  payments: Field;
  tiers: { amount: Field; payments: Field }[];
}

const isNegative = (value: Field) => (typeof value === 'number' ? value < 0 : value.trim().startsWith('-'));

/** A typed count the form will not change behind the person's back: said beside its field. */
export function countProblem(value: Field): string | null {
  if (value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'Enter a whole number of payments';
  if (n < 1) return 'At least 1 payment';
  if (n > MAX_PAYMENTS) return `At most ${MAX_PAYMENTS} payments (you entered ${n})`;
  return null;
}

/** An amount that is refused rather than clamped: negative, nothing ($0), or over the largest offer. */
export function amountProblem(value: Field, label: string): string | null {
  if (value === '') return null;
  if (isNegative(value)) return `${label} cannot be negative`;
  const cents = parseDollarsToCents(value);
  // A $0 offer was refused only as a banner ("Total amount is required"), the field unmarked (issue 38.6).
  if (cents === 0) return `${label} must be more than $0.00`;
  if (cents !== null && cents > MAX_OFFER_CENTS) return `${label} must be at most ${formatCents(MAX_OFFER_CENTS)}`;
  return null;
}

export interface FieldProblems {
  total: string | null;
  payments: string | null;
  tiers: { amount: string | null; payments: string | null }[];
}

/** Collector spec 5 "Counteroffer": values the form refuses, field by field (offerErrors checks the whole offer). */
export function fieldProblems(offer: OfferFields): FieldProblems {
  return {
    total: amountProblem(offer.total, 'Total amount'),
    payments: offer.tiers.length === 0 ? countProblem(offer.payments) : null,
    tiers: offer.tiers.map((t) => ({ amount: amountProblem(t.amount, 'Payment amount'), payments: countProblem(t.payments) })),
  };
}

export const problemList = (p: FieldProblems): string[] =>
  [p.total, p.payments, ...p.tiers.flatMap((t, i) => [t.amount, t.payments].filter(Boolean).map((m) => `Tier ${i + 1}: ${m}`))].filter((m): m is string =>
    Boolean(m),
  );
