/** Money is integer cents everywhere; only this module formats and divides it. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `123456` → `$1,234.56` (collector spec 9: US dollars with thousands separators). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole dollars → cents, for filters typed in dollars. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The % column: offer over debt, rounded to a whole percent; null when there is no debt amount. */
export function offerPercent(offerCents: number | null, debtCents: number | null): number | null {
  if (offerCents === null || debtCents === null || debtCents <= 0) return null;
  return Math.round((offerCents / debtCents) * 100);
}

export type Phase = { iterations: number; payment_amount_cents: number };

/** The total a plan pays: the sum of each phase's iterations × amount. */
export function planTotalCents(phases: readonly Phase[]): number {
  return phases.reduce((sum, p) => sum + p.iterations * p.payment_amount_cents, 0);
}

/**
 * Splits a total into `payments` equal payments whose sum is exactly the total: the cents that do
 * not divide evenly go on a final payment (a second phase of one iteration).
 */
export function equalPaymentPhases(totalCents: number, payments: number): Phase[] {
  if (payments <= 1) return [{ iterations: 1, payment_amount_cents: totalCents }];
  const base = Math.floor(totalCents / payments);
  const last = totalCents - base * (payments - 1);
  return last === base
    ? [{ iterations: payments, payment_amount_cents: base }]
    : [
        { iterations: payments - 1, payment_amount_cents: base },
        { iterations: 1, payment_amount_cents: last },
      ];
}
