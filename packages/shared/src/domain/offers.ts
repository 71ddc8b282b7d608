/**
 * Offer math (collector spec 5 "Counteroffer"), shared by the forms (to guide) and the server (to
 * enforce). Money is integer cents; a plan is phases whose sum equals the total exactly. One name
 * each: in code and on the wire a plan's parts are *phases* (the spec's `phases[]`); on screen
 * people split an offer into *tiers* (the spec's words), so only labels and messages say tier.
 */
import { equalPaymentPhases, formatCents, offerPercent, type Phase, planTotalCents } from '../money/money.js';
import { isIsoCalendarDate } from './payment-schedule.js';

export const MAX_COUNTEROFFERS = 5;
export const MIN_PHASES = 2;
export const MAX_PHASES = 12;
export const MAX_PAYMENTS = 120;
/** The largest amount an offer may carry: $10,000,000. */
export const MAX_OFFER_CENTS = 1_000_000_000;
/**
 * The smallest payment of any offer's plan, every tier and the final payment of an equal split
 * included: $1.00. A $0.00 installment was accepted, signed, and then broke the plan and autopay
 * (issue 18). A minimum of the firm's own is not built yet; this is the one floor.
 */
export const MIN_INSTALLMENT_CENTS = 100;
export const INSTALLMENT_TOO_SMALL = `Every payment must be at least ${formatCents(MIN_INSTALLMENT_CENTS)}`;

/** True when some payment of the plan is under MIN_INSTALLMENT_CENTS. */
export function hasInstallmentUnderMinimum(phases: readonly Phase[]): boolean {
  return phases.some((p) => p.iterations > 0 && p.payment_amount_cents < MIN_INSTALLMENT_CENTS);
}

/** A tier as typed in the form: either field may still be missing. */
export type PhaseDraft = { payment_amount_cents: number | null; iterations: number | null };

/** An offer as the forms and the API carry it (collector spec 7, `create_counteroffer`). */
export type OfferDraft = {
  total_amount_cents: number | null;
  first_payment_date: string | null;
  /** Used when there are no tiers. */
  payments: number | null;
  /** Two or more tiers, or none. */
  phases: PhaseDraft[];
};

/** Total minus the sum of each tier's amount × payments (collector spec 5); missing fields count 0. */
export function remainingBalanceCents(totalCents: number, phases: readonly PhaseDraft[]): number {
  return phases.reduce((rest, t) => rest - (t.payment_amount_cents ?? 0) * (t.iterations ?? 0), totalCents);
}

/**
 * The helper of the tier form: when the balance left before this tier is above zero and exactly
 * one of the tier's fields is missing, fills it so the tier pays as much of that balance as it can.
 */
export function fillPhase(remainingBeforeCents: number, tier: PhaseDraft): PhaseDraft {
  if (remainingBeforeCents <= 0) return tier;
  const { payment_amount_cents: amount, iterations } = tier;
  if (amount && amount > 0 && !iterations) return { ...tier, iterations: Math.max(1, Math.floor(remainingBeforeCents / amount)) };
  if (iterations && iterations > 0 && !amount) return { ...tier, payment_amount_cents: Math.floor(remainingBeforeCents / iterations) };
  return tier;
}

/**
 * The plan an offer stands for: its tiers as phases, or the total split into equal payments with
 * the cents that do not divide on a final payment. Null while the offer is incomplete.
 */
export function offerPhases(offer: OfferDraft): Phase[] | null {
  if (offer.phases.length > 0) {
    if (offer.phases.some((t) => !t.payment_amount_cents || !t.iterations)) return null;
    return offer.phases.map((t) => ({ iterations: t.iterations as number, payment_amount_cents: t.payment_amount_cents as number }));
  }
  if (!offer.total_amount_cents || !offer.payments) return null;
  return equalPaymentPhases(offer.total_amount_cents, offer.payments);
}

/** How many payments a plan makes. */
export function paymentCount(phases: readonly Phase[]): number {
  return phases.reduce((n, p) => n + p.iterations, 0);
}

/**
 * The final-payment hint (`determine_offer_last_payment`). Without tiers: whether the equal split
 * leaves a different final payment, and its amount. With tiers: whether a balance is left that an
 * extra final payment would have to cover, and that balance.
 */
export function lastPayment(offer: OfferDraft): { has_extra_tier: boolean; last_payment_amount_cents: number | null } {
  const total = offer.total_amount_cents;
  if (!total) return { has_extra_tier: false, last_payment_amount_cents: null };
  if (offer.phases.length > 0) {
    const rest = remainingBalanceCents(total, offer.phases);
    return { has_extra_tier: rest > 0, last_payment_amount_cents: rest > 0 ? rest : null };
  }
  if (!offer.payments) return { has_extra_tier: false, last_payment_amount_cents: null };
  const phases = equalPaymentPhases(total, offer.payments);
  const final = phases[phases.length - 1] as Phase;
  return { has_extra_tier: phases.length > 1, last_payment_amount_cents: final.payment_amount_cents };
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Every reason an offer cannot be sent, in the words the form and the `errors[]` of
 * `create_counteroffer` show. Empty when the offer is valid.
 */
export function offerErrors(offer: OfferDraft, rules: { validFirstPaymentDate: string; balanceCents: number | null }): string[] {
  const errors: string[] = [];
  const total = offer.total_amount_cents;
  if (!total || total <= 0) errors.push('Total amount is required');
  else if (total > MAX_OFFER_CENTS) errors.push(`Total amount must be at most ${formatCents(MAX_OFFER_CENTS)}`);
  else if (rules.balanceCents !== null && rules.balanceCents > 0 && total > rules.balanceCents) {
    errors.push(`Total amount cannot be more than the balance of ${formatCents(rules.balanceCents)}`);
  }
  if (!offer.first_payment_date) errors.push('First payment date is required');
  else if (!isIsoCalendarDate(offer.first_payment_date)) errors.push('First payment date is not a valid date');
  else if (offer.first_payment_date < rules.validFirstPaymentDate) {
    errors.push(`First payment date must be on or after ${usDate(rules.validFirstPaymentDate)}`);
  }
  if (offer.phases.length === 0) {
    if (!offer.payments || offer.payments < 1) errors.push('Number of payments is required');
    else if (offer.payments > MAX_PAYMENTS) errors.push(`Number of payments must be at most ${MAX_PAYMENTS}`);
    else if (total && total > 0 && hasInstallmentUnderMinimum(equalPaymentPhases(total, offer.payments))) errors.push(INSTALLMENT_TOO_SMALL);
    return errors;
  }
  if (offer.phases.length < MIN_PHASES) errors.push(`A tier split needs at least ${MIN_PHASES} tiers`);
  if (offer.phases.length > MAX_PHASES) errors.push(`A tier split has at most ${MAX_PHASES} tiers`);
  offer.phases.forEach((t, i) => {
    if (!t.payment_amount_cents || t.payment_amount_cents <= 0 || !t.iterations || t.iterations < 1) {
      errors.push(`Tier ${i + 1} needs a total and a number of payments`);
    } else if (t.payment_amount_cents < MIN_INSTALLMENT_CENTS) {
      errors.push(`Tier ${i + 1}: ${INSTALLMENT_TOO_SMALL.charAt(0).toLowerCase()}${INSTALLMENT_TOO_SMALL.slice(1)}`);
    }
  });
  const count = offer.phases.reduce((n, t) => n + (t.iterations ?? 0), 0);
  if (count > MAX_PAYMENTS) errors.push(`Number of payments must be at most ${MAX_PAYMENTS}`);
  if (total && total > 0) {
    const rest = remainingBalanceCents(total, offer.phases);
    if (rest !== 0) errors.push(`Remaining balance must be $0.00 (it is ${formatCents(rest)})`);
  }
  return errors;
}

/** True when a plan's phases pay the total to the cent. */
export function phasesMatchTotal(phases: readonly Phase[], totalCents: number): boolean {
  return planTotalCents(phases) === totalCents;
}

/** A plan in words: "1 payment of $900.00", "2 payments of $500.00, then 8 payments of $250.00". */
export function describePhases(phases: readonly Phase[]): string {
  return phases.map((p) => `${p.iterations} ${p.iterations === 1 ? 'payment' : 'payments'} of ${formatCents(p.payment_amount_cents)}`).join(', then ');
}

/** The firm's ask: the least of its latest counteroffers; null before it has answered. */
export function firmAskCents(firmCounterCents: readonly number[]): number | null {
  const counters = firmCounterCents.filter((c) => c > 0);
  return counters.length > 0 ? Math.min(...counters) : null;
}

/** How an offer compares with the firm's ask, or, before the firm answered, with the balance. */
export type OfferComparison =
  | { kind: 'less'; difference_cents: number; firm_cents: number }
  | { kind: 'same'; firm_cents: number }
  | { kind: 'more'; difference_cents: number; firm_cents: number }
  | { kind: 'share'; percent: number; owed_cents: number }
  | { kind: 'none' };

export function compareWithFirm(totalCents: number, firmCounterCents: readonly number[], owedCents: number | null): OfferComparison {
  const ask = firmAskCents(firmCounterCents);
  if (ask === null) {
    const percent = offerPercent(totalCents, owedCents);
    return percent === null || owedCents === null ? { kind: 'none' } : { kind: 'share', percent, owed_cents: owedCents };
  }
  if (totalCents < ask) return { kind: 'less', difference_cents: ask - totalCents, firm_cents: ask };
  if (totalCents === ask) return { kind: 'same', firm_cents: ask };
  return { kind: 'more', difference_cents: totalCents - ask, firm_cents: ask };
}
