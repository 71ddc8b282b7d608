import { foldSpanish } from '../spanish.js';

/**
 * Whether a key fact fits the question it was called by (key-facts.ts reads topics by their words alone). The facts on a
 * debt's age (a collector may not sue on a time-barred debt, a payment can restart the clock) are said only when the
 * question is about the debt's age or a suit over it, not whenever a year or "old" appears (blind set Z: the time-barred
 * rule was pasted into 19 answers, most of them about a collector's messages, a judgment or a garnishment).
 */
const AGE_FACTS: ReadonlySet<string> = new Set(['time-barred-no-suit', 'payment-revives', 'check-before-paying', 'limitations-defense-in-answer']);

/** The debt's age in question: its time limit, how long ago it was last paid, or whether a payment restarts anything. */
const AGE_CONCERN =
  /\b(?:statute|statue|limitations?|time.?barred|too old|so old|that old|old debt|zombie|(?:\d+|many|several|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?) (?:old|ago|later)|years ago|since (?:19|20)\d\d|(?:stopped|quit) paying\b[^.?!]{0,20}\b(?:(?:19|20)\d\d|years?)|last (?:paid|payment|pay)|haven'?t paid|have not paid|(?:still|even|really) sue|sue me (?:for|on|over) (?:an? |this |that )?old|revive\w*|restart\w*|reset\w*|re-?age\w*|prescri\w*|deuda vieja|muy vieja|tan vieja|hace (?:\d+|mas de \w+|muchos|varios|\w+) anos|deje de pagar|ultimo pago|no (?:he )?pagado desde|reviv\w*|reinici\w*)\b/;

/** The debt's own year said, and paying or suing it asked about: "a small payment on my 2015 card", "¿me pueden demandar por una deuda de 2012?". */
const DEBT_YEAR = /\b(?:(?:from|of|since|in|de|desde|del)\s+(?:19|20)\d\d|(?:19|20)\d\d\s+(?:\w+\s+){0,2}?(?:debt|card|credit card|bill|loan|account))\b/;
const PAY_OR_SUE = /\b(?:pay\w*|paid|sue|sued|suing|lawsuit|court|demand\w*|pag\w*)\b/;

/** `today` (ISO), when known: a debt's year said is its age in question only when it is at least three years back. */
export function factFits(id: string, question: string, today?: string): boolean {
  if (!AGE_FACTS.has(id)) return true;
  const folded = foldSpanish(question);
  if (AGE_CONCERN.test(folded)) return true;
  const year = DEBT_YEAR.exec(folded)?.[0].match(/(?:19|20)\d\d/)?.[0];
  const oldEnough = !today || (year !== undefined && Number(year) <= Number(today.slice(0, 4)) - 3);
  return DEBT_YEAR.test(folded) && PAY_OR_SUE.test(folded) && oldEnough;
}
