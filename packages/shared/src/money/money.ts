/**
 * Money is integer cents everywhere; only this module turns dollars into cents, formats and divides
 * it. Dollars are read from their decimal digits, never multiplied in floating point
 * (0.29 * 100 is 28.999999999999996).
 */

const usdByLocale = new Map<string, Intl.NumberFormat>();

/**
 * `123456` → `$1,234.56` (collector spec 9: US dollars with thousands separators), in the reader's
 * locale (`es-US` writes the same figure; other locales place the sign and separators their way).
 */
export function formatCents(cents: number, locale = 'en-US'): string {
  let usd = usdByLocale.get(locale);
  if (!usd) {
    usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdByLocale.set(locale, usd);
  }
  return usd.format(cents / 100);
}

/** `123456` → `1234.56`: cents as the dollar figure a number input shows (never for sums: keep cents). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Parses a dollar amount typed by a person or read off a page ("1,234.5", "$1234.56") into cents;
 * null when it is not an amount with at most two decimals.
 */
export function parseDollarsToCents(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/^\$\s?/, '')
    .replaceAll(',', '');
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Any dollar figure (a filter bound) to the nearest cent, half up, by its decimal digits:
 * 1.005 → 101, where Math.round(1.005 * 100) gives 100.
 */
export function dollarsToCents(dollars: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(dollars));
  if (!match) return Math.round(dollars * 100); // beyond 1e21 dollars: no cents to keep
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return sign ? -cents : cents;
}

/** The % column: offer over debt, rounded to a whole percent; null when there is no debt amount. */
export function offerPercent(offerCents: number | null, debtCents: number | null): number | null {
  if (offerCents === null || debtCents === null || debtCents <= 0) return null;
  return Math.round((offerCents / debtCents) * 100);
}

/**
 * The least whole-dollar amount that is at least `percent` % of `cents`, never above `cents`: a
 * settlement floor as a person would quote it (40 % of $1,234.56 is $494.00).
 */
export function percentOfCentsInDollars(cents: number, percent: number): number {
  const exact = Math.ceil((cents * percent) / 100);
  return Math.min(cents, Math.ceil(exact / 100) * 100);
}

/** A part of a whole as a percentage with one decimal (for reasons in words): 3250 of 10000 → 32.5. */
export function percentOf(partCents: number, wholeCents: number): number {
  return wholeCents <= 0 ? 0 : Math.round((partCents / wholeCents) * 1000) / 10;
}

/** Whether a part is under `percent` % of a whole, exactly in cents (no rounded share decides it). */
export function isUnderPercentOf(partCents: number, wholeCents: number, percent: number): boolean {
  return partCents * 100 < wholeCents * percent;
}

/** How much of a whole a part is, in whole percent rounded down (a progress bar never shows 100 % early). */
export function wholePercentDown(partCents: number, wholeCents: number): number {
  return wholeCents <= 0 ? 100 : Math.floor((Math.min(partCents, wholeCents) / wholeCents) * 100);
}

/** Cents to a whole number of dollars, in cents, rounded the given way: 123_456 → 123_400 down, 123_500 to the nearest. */
export function wholeDollarCents(cents: number, round: (dollars: number) => number = Math.round): number {
  return round(cents / 100) * 100;
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
