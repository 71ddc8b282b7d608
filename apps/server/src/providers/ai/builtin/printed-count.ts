import { datesIn } from './date-mentions.js';

/** The count of days a person's papers give, and the date it runs from (split from question-dates.ts). */

const COUNT_WORDS: Record<string, number> = {
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  'twenty one': 21,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  diez: 10,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  treinta: 30,
  cuarenta: 40,
  sesenta: 60,
  noventa: 90,
};
const COUNT_NUMBER = `(\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})`;
/** "within sixty days", "in 14 calendar days", "dentro de los 30 dias habiles": a count of days the papers give. */
const PRINTED_COUNT = new RegExp(
  String.raw`\b(?:within|in|no later than|dentro de(?:\s+los)?|en un plazo de)\s+${COUNT_NUMBER}\s+(?:\(\d+\)\s+)?(calendar\s+|court\s+|business\s+)?(?:days?|dias?)(\s+(?:calendario|naturales|habiles))?`,
  'g',
);
const FIRST_PUBLISHED =
  /\b(?:first (?:date of )?publication|date of (?:the )?first publication|first published|first (?:ran|printed|appeared)|primera publicacion)\b[^.?!\d]{0,20}$/;
const COUNT_FROM = /^[^.?!]{0,30}?\b(?:after|from|following|of|despues d|a partir d)/;

/** A count of days the person's papers give, and the date they count it from, when the question quotes both. */
export type PrintedCount = { days: number; courtDays: boolean; from: string };

/**
 * The papers' own count ("within sixty days after the 8th day of October, 2026"; "dated November 20
 * … may file an answer within 14 calendar days"): the date a count runs from is the first date after
 * "days after/from", else the paper's own date said before it (blind set U: a published summons and an
 * arbitration notice whose own counts were never worked out).
 */
export function printedCountIn(folded: string, now: Date): PrintedCount | null {
  const mentions = datesIn(folded, now);
  for (const m of folded.matchAll(PRINTED_COUNT)) {
    const word = m[1] ?? '';
    const days = COUNT_WORDS[word] ?? Number(word);
    if (!Number.isFinite(days) || days <= 0 || days > 365) continue;
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const courtDays = Boolean(m[2]?.match(/court|business/) || m[3]?.match(/habiles/));
    // The date the count runs from is said in the same sentence, not a deadline the person guesses next ("…after service. so I have till dec 8?").
    const after = COUNT_FROM.test(folded.slice(end))
      ? mentions.find((d) => d.at >= end && d.at - end <= 120 && !/[.?!]|\b(?:till|til|until|by|due|hasta)\s+(?:\w+\s+)?$/.test(folded.slice(end, d.at)))
      : undefined;
    const dated = mentions
      .filter(
        (d) =>
          d.end <= at &&
          at - d.end <= 160 &&
          /\b(?:dated|fechad[oa]|con fecha(?: del?)?)\s+(?:\w+\s+)?(?:the\s+|el\s+)?$/.test(folded.slice(Math.max(0, d.at - 25), d.at)),
      )
      .at(-1);
    // A published summons's own first date ("first publication November 5"): the count runs from it when the notice says so.
    const published = mentions.find((d) => FIRST_PUBLISHED.test(folded.slice(Math.max(0, d.at - 40), d.at)));
    const from = after ?? dated ?? published;
    if (from) return { days, courtDays, from: from.iso };
  }
  return null;
}
