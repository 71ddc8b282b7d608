import { NAMED_DAYS, type NamedDay } from '@parley/shared';

/**
 * Dates people give by a holiday, in either language (blind set AU: papers handed to a son "the day before
 * Thanksgiving" and passed on "Thursday Dec 3" were counted from the later day, the earlier one unread): "Thanksgiving",
 * "the day after Christmas", "Christmas Eve", "el día antes de Acción de Gracias", "Nochebuena". The day is the
 * holiday's nearest occurrence: this year's, unless that is more than four months ahead (last year's) or eight months
 * past (next year's). Read on folded, lower-case text (question-dates.ts's readers).
 */
/** Each holiday's words, in the order the pattern tries them (an eve before its day). */
const NAMES: [string, NamedDay][] = [
  ['(?:dia de )?accion de gracias|thanksgiving(?: day)?|dia de gracias', 'thanksgiving'],
  ['black friday|viernes negro', 'black_friday'],
  ['christmas eve|nochebuena', 'christmas_eve'],
  ['christmas(?: day)?|xmas|(?:dia de )?navidad', 'christmas'],
  ["new year'?s eve|fin de ano|noche ?vieja", 'new_years_eve'],
  ["new year'?s(?: day)?|(?:dia de )?ano nuevo", 'new_years_day'],
  ['labor day|dia del trabajo', 'labor_day'],
  ['memorial day', 'memorial_day'],
  ['(?:the )?(?:fourth|4th) of july|july 4th|independence day|cuatro de julio', 'independence_day'],
  ['halloween', 'halloween'],
  ["veterans'? day|dia de los veteranos", 'veterans_day'],
];
const NAMED: [RegExp, NamedDay][] = NAMES.map(([words, name]) => [new RegExp(`^(?:${words})$`), name]);
const HOLIDAY = NAMES.map(([words]) => words).join('|');
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
/**
 * A holiday as the day, or a day told from it: "Thanksgiving", "the day before Christmas", "the Friday after Thanksgiving",
 * "two days before Thanksgiving", "el día antes de Navidad", "el viernes después de Acción de Gracias". Never "before
 * Thanksgiving" alone (some day before it), nor a holiday the question dates itself right after ("Black Friday (Nov 27)"):
 * the written date is the day.
 */
export const NAMED_DAY_PATTERN = new RegExp(
  String.raw`(?<!\b(?:before|after|until|till|til|by|around|since|near|over|antes de|despues de|hasta|desde|cerca de|para)\s+(?:the\s+|el\s+)?)\b(?:(?:the\s+)?(?:(day|${WEEKDAYS.join('|')})|(one|two|three|four|a|1|2|3|4) days?)\s+(before|after)\s+|(?:el\s+)?(dia|${WEEKDAYS_ES.join('|')})\s+(antes|despues)\s+de(?:l)?\s+)?(${HOLIDAY})\b(?![\s,(]*(?:on\s+|el\s+)?(?:(?:${WEEKDAYS.join('|')}|${WEEKDAYS_ES.join('|')}),?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic)[a-z]*\.?\s+\d|\d{1,2}\s+de\s|\d{1,2}/\d))`,
  'g',
);

const DAY_MS = 86_400_000;
const COUNTS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4 };

export function readNamedDay(m: RegExpMatchArray, now: Date): (string | null)[] {
  const [, dayWord, count, direction, dayWordEs, directionEs, holiday] = m;
  const name = NAMED.find(([words]) => words.test(holiday ?? ''))?.[1];
  if (!name) return [null];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const year = now.getUTCFullYear();
  const days = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - today) / DAY_MS;
  let day = NAMED_DAYS[name](year);
  if (days(day) > 120) day = NAMED_DAYS[name](year - 1);
  else if (days(day) < -240) day = NAMED_DAYS[name](year + 1);
  const at = Date.parse(`${day}T00:00:00Z`);
  const sign = /before|antes/.test(direction ?? directionEs ?? '') ? -1 : 1;
  const weekday = WEEKDAYS.indexOf(dayWord ?? '') >= 0 ? WEEKDAYS.indexOf(dayWord ?? '') : WEEKDAYS_ES.indexOf(dayWordEs ?? '');
  let shift = 0;
  if (count) shift = sign * (COUNTS[count] ?? Number(count));
  else if (weekday >= 0) {
    // The nearest such weekday on that side of the holiday ("the Friday after Thanksgiving": the next day).
    const from = new Date(at).getUTCDay();
    shift = sign > 0 ? (weekday - from + 7) % 7 || 7 : -((from - weekday + 7) % 7 || 7);
  } else if (dayWord === 'day' || dayWordEs === 'dia') shift = sign;
  return [new Date(at + shift * DAY_MS).toISOString().slice(0, 10)];
}
