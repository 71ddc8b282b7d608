/**
 * The dates a question gives, read the way people write them (issue 35): "November 12", "nov 10 or
 * 11", "11/10", "5 de diciembre", "saturday the 14th", "el martes 24 o el miércoles 25", "yesterday",
 * "last Tuesday", "hace 3 días". Which of them is the day the papers came and which is a date the
 * court set ("appear Thursday December 17") is told by the words around each, in question-dates.ts.
 *
 * Works on folded text (lower case, no accents). Dates are ISO `YYYY-MM-DD`, read in the asker's
 * calendar: `now` is the moment they asked.
 */

import { NAMED_DAY_PATTERN, readNamedDay } from './named-days.js';

export const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  // Spanish abbreviations people type ("el 1 de dic", "15 de ene"; blind set BA). Not "ago", which is English "ago".
  ene: 1,
  abr: 4,
  dic: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
};
const WEEKDAY = Object.keys(WEEKDAYS).join('|');

/** One date written in the question, where it was written, and the other day when it was given as "X or Y". */
export type DateMention = { iso: string; at: number; end: number; orElse: string | null };

const DAY_MS = 86_400_000;
export const isoOf = (date: Date) => date.toISOString().slice(0, 10);
export const today = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

function valid(y: number, m: number, d: number): Date | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : null;
}

/**
 * A month and day without a year: this year's, unless that is more than half a year ahead (then
 * last year's). A date weeks ahead stays ahead: it is a court date, not a day already past.
 */
function withYear(m: number, d: number, year: string | undefined, now: Date): string | null {
  if (year) {
    const date = valid(Number(year.length === 2 ? `20${year}` : year), m, d);
    return date ? isoOf(date) : null;
  }
  const date = valid(now.getUTCFullYear(), m, d);
  if (!date) return null;
  // Up to six months ahead, else the past year ("Dec 28" asked in early January was last December); but
  // a day more than ten months back is the coming one ("Jan 4" asked in late November is next January),
  // while "May 2" asked in November stays last May (a service date months ago is a real question).
  const ahead = date.getTime() - today(now).getTime();
  if (ahead > 183 * DAY_MS) date.setUTCFullYear(date.getUTCFullYear() - 1);
  else if (ahead < -300 * DAY_MS) date.setUTCFullYear(date.getUTCFullYear() + 1);
  return isoOf(date);
}

/**
 * The day with this day of the month: the latest not after today, or with a weekday given the nearest either way (blind set AW:
 * "court date is wednesday the 16th", asked on Monday the 7th, is the coming Wednesday, not one in September). A weekday and a
 * day of the month meet again only months apart, so the nearest is the one meant.
 */
function dayOfMonth(day: number, weekday: number | null, now: Date): string | null {
  const start = today(now);
  const fits = (date: Date) => date.getUTCDate() === day && (weekday === null || date.getUTCDay() === weekday);
  for (let back = 0; back < 370; back++) {
    const before = new Date(start.getTime() - back * DAY_MS);
    if (fits(before)) return isoOf(before);
    const after = new Date(start.getTime() + (back + 1) * DAY_MS);
    if (weekday !== null && fits(after)) return isoOf(after);
  }
  return null;
}

/** The latest `weekday` before today ("last Tuesday", "el martes pasado"). */
function lastWeekday(weekday: number, now: Date): string {
  const start = today(now);
  for (let back = 1; ; back++) {
    const date = new Date(start.getTime() - back * DAY_MS);
    if (date.getUTCDay() === weekday) return isoOf(date);
  }
}

const daysBefore = (now: Date, n: number) => isoOf(new Date(today(now).getTime() - n * DAY_MS));
const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
};
const count = (word: string) => SMALL_NUMBERS[word] ?? Number(word);

type Reader = { pattern: RegExp; read: (m: RegExpMatchArray, now: Date) => (string | null)[] };

/** Each way of writing a date; a reader may return two days ("nov 10 or 11"). */
const READERS: Reader[] = [
  // the 8th day of October, 2026 (a legal notice's way)
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+(${MONTH})\b(?:,?\s+(\d{4}))?`, 'g'),
    read: (m, now) => [withYear(MONTHS[m[2] ?? ''] as number, Number(m[1]), m[3], now)],
  },
  // November 10, nov. 10th, 2026 / nov 10 or 11
  {
    pattern: new RegExp(String.raw`\b(${MONTH})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:or|o|-|/)\s*(\d{1,2})(?:st|nd|rd|th)?)?(?:,?\s+(\d{4}))?\b`, 'g'),
    read: (m, now) => {
      const month = MONTHS[m[1] ?? ''] as number;
      return [withYear(month, Number(m[2]), m[4], now), m[3] ? withYear(month, Number(m[3]), m[4], now) : null];
    },
  },
  // 5 de diciembre (de 2026) / el 10 o el 11 de noviembre
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:\s+o\s+(?:el\s+)?(\d{1,2}))?\s+de\s+(${MONTH})\b(?:\s+(?:de(?:l)?\s+)?(\d{4}))?`, 'g'),
    read: (m, now) => {
      const month = MONTHS[m[3] ?? ''] as number;
      return [withYear(month, Number(m[1]), m[4], now), m[2] ? withYear(month, Number(m[2]), m[4], now) : null];
    },
  },
  // 11/10, 11/10/26, 11-10-2026 (a dash needs the year: "3-4 days" is no date)
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b|\b(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})\b/g,
    read: (m, now) => [withYear(Number(m[1] ?? m[4]), Number(m[2] ?? m[5]), m[3] ?? m[6], now)],
  },
  // saturday the 14th / el martes 24 / el martes 24 o el miercoles 25
  {
    pattern: new RegExp(
      String.raw`\b(${WEEKDAY})\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:de\s+)?(?:${MONTH}))(?:\s*(?:or|o)\s+(?:el\s+|on\s+)?(?:(${WEEKDAY})\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b)?`,
      'g',
    ),
    read: (m, now) => [
      dayOfMonth(Number(m[2]), WEEKDAYS[m[1] ?? ''] ?? null, now),
      m[4] ? dayOfMonth(Number(m[4]), m[3] ? (WEEKDAYS[m[3]] ?? null) : null, now) : null,
    ],
  },
  // yesterday, today, the day before yesterday / ayer, hoy, anteayer; never one the question dates itself right after
  // ("yesterday Thursday Dec 3", "ayer, jueves 3 de diciembre"): the written date is the day (blind set AJ).
  {
    pattern: new RegExp(
      String.raw`\b(yesterday|today|this morning|day before yesterday|ayer|anteayer|antier|hoy|esta manana)\b(?![,(\s]+(?:(?:on|el)\s+)?(?:(?:(?:${WEEKDAY}),?\s+)?(?:the\s+)?(?:(?:${MONTH})\.?\s+\d|\d{1,2}\s+de\s|\d{1,2}/\d)|(?:${WEEKDAY}),?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b))`,
      'g',
    ),
    read: (m, now) => [daysBefore(now, /before|anteayer|antier/.test(m[1] ?? '') ? 2 : /yesterday|ayer/.test(m[1] ?? '') ? 1 : 0)],
  },
  // last tuesday, this past monday, on tuesday / el martes pasado
  {
    pattern: new RegExp(String.raw`\b(?:last|this past|past|on)\s+(${WEEKDAY})\b(?!,?\s*(?:the\s+)?(?:\d|${MONTH}))|\bel\s+(${WEEKDAY})\s+pasado\b`, 'g'),
    read: (m, now) => [lastWeekday(WEEKDAYS[m[1] ?? m[2] ?? ''] as number, now)],
  },
  // the day before Thanksgiving, Christmas Eve / el dia antes de Accion de Gracias (named-days.ts)
  { pattern: NAMED_DAY_PATTERN, read: readNamedDay },
  // 3 days ago, two weeks ago / hace 3 dias, hace dos semanas
  {
    pattern: /\b(\d{1,2}|a|an|one|two|three|four|five|six) (days?|weeks?) ago\b|\bhace (\d{1,2}|un|una|dos|tres|cuatro|cinco|seis) (dias?|semanas?)\b/g,
    read: (m, now) => [daysBefore(now, count(m[1] ?? m[3] ?? '0') * (/week|semana/.test(m[2] ?? m[4] ?? '') ? 7 : 1))],
  },
];

/** Every date the question writes, in the order written. */
export function datesIn(folded: string, now: Date): DateMention[] {
  const found: DateMention[] = [];
  for (const { pattern, read } of READERS) {
    for (const m of folded.matchAll(pattern)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (found.some((f) => at < f.end && end > f.at)) continue;
      const [first, second] = read(m, now);
      if (!first) continue;
      const [iso, orElse] = second && second < first ? [second, first] : [first, second ?? null];
      found.push({ iso, at, end, orElse });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}
