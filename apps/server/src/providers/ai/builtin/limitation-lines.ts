import { DEBT_TYPES, jurisdictionOf, type Language, limitationFor, type RevivalKind, revivalKind, stateName, type UsStateCode } from '@parley/shared';
import { OVERLAY_WORDS } from './overlay-words.js';
import type { Slots } from './slots.js';

/** A state's time limit to sue, and the person's own debt's age against it (split from overlays.ts by concern). */

/** Whether a payment can restart the state's time limit for a consumer debt (shared `revivalKind`); unknown without a state. */
export function paymentCanRevive(state: UsStateCode | null): boolean | null {
  const j = state ? jurisdictionOf(state) : null;
  return j ? revivalKind(j) === 'payment_or_writing' : null;
}

/** Revival is worded in English in the jurisdictions table; Spanish says the same rule by its kind (shared `revivalKind`). */
const REVIVAL_ES: Record<RevivalKind, (citation: string) => string> = {
  none: (c) => `Allí, un pago o un reconocimiento de la deuda no reinicia el plazo para una deuda de consumo (${c}).`,
  writing: (c) =>
    `Un reconocimiento por escrito o una promesa de pago firmada por usted puede reiniciar el plazo; no suponga que hacer un pago es seguro (${c}).`,
  payment_or_writing: (c) => `Un pago, aunque sea pequeño, o un reconocimiento por escrito puede reiniciar el plazo (${c}).`,
};
/** A writing-only state whose law says a payment does not revive the debt (Texas) says so, not "do not assume paying is safe" (blind set AA). */
const PAYMENT_NEVER_REVIVES_ES = (c: string) =>
  `Un pago sobre una deuda de consumo prescrita no la revive ni reinicia el plazo; solo un reconocimiento por escrito firmado por usted puede hacerlo (${c}).`;
const revivalEs = (j: NonNullable<ReturnType<typeof jurisdictionOf>>) =>
  revivalKind(j) === 'writing' && /payment[^.;]*does not revive/i.test(j.revival.text)
    ? PAYMENT_NEVER_REVIVES_ES(j.revival.citation)
    : REVIVAL_ES[revivalKind(j)](j.revival.citation);

/**
 * The state's time limit applied to the date the person last paid: about how long ago that was, and
 * whether the limit has run (then: not to pay or sign before checking, as that state's revival rule
 * says, and that a collector may not sue or threaten to) or until about when they can still be sued.
 */
export function debtAgeLines(slots: Slots, language: Language): string[] {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.lastPaid || !slots.state || !j) return [];
  const words = OVERLAY_WORDS[language];
  const limit = limitationFor(j, slots.writtenContract ? 'written_contract' : DEBT_TYPES[0].key);
  const { year, month, monthsAgo } = slots.lastPaid;
  const when = month ? monthYear(year, month, language) : String(year);
  const state = stateName(slots.state, language);
  const kind = slots.writtenContract ? words.kindWritten : words.kindOpen;
  const revival = language === 'es' ? revivalEs(j) : `${j.revival.text} (${j.revival.citation})`;
  if (monthsAgo >= limit.years * 12)
    return [words.debtAgeRun(when, Math.floor(monthsAgo / 12), state, limit.years, kind, limit.citation), revival, words.debtAgeNoSuit];
  // With the month said, a limit that ends in a later month has not run (set AT: "March 2021" under six years was called close).
  if (monthsAgo <= limit.years * 12 - 12 || (month && monthsAgo < limit.years * 12))
    return [
      words.debtAgeOpen(when, state, limit.years, kind, limit.citation, month ? monthYear(year + limit.years, month, language) : String(year + limit.years)),
      // Within its last year, what restarts the clock matters most: a payment asked for now may be the collector's way to.
      ...(monthsAgo > limit.years * 12 - 12 ? [revival] : []),
    ];
  return [words.debtAgeClose(when, state, limit.years, kind, limit.citation), revival];
}

function monthYear(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

export function limitationLines(state: UsStateCode | null, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.limitationUnknown];
  const open = limitationFor(j, DEBT_TYPES[0].key);
  const written = limitationFor(j, 'written_contract');
  const revival = language === 'es' ? revivalEs(j) : `${j.revival.text} (${j.revival.citation})`;
  return [words.limitationKnown(stateName(state, language), words.years(open.years, open.citation), words.years(written.years, written.citation), revival)];
}
