import { addCalendarDays, type CourtLevel, dueDate, formatCents, isCourtDay, type Language, stateName, type UsStateCode } from '@parley/shared';
import { RULED } from './case-stage.js';
import { datesIn, MONTHS } from './date-mentions.js';
import { JUDGMENT_RULE_WORDS, type JudgmentInterest, type JudgmentLife } from './judgment-rule-words.js';
import { daysFrom, longDate } from './long-date.js';
import type { Limit, SetAsideRule } from './set-aside-rules.js';
import { dollarFigures } from './settlement-math.js';

/**
 * A state's own rules after a judgment, where we are sure of them (blind set Z: "in some courts 10 to 14 days" was said of
 * an Iowa default whose rule gives 60 days, of a New York judgment whose CPLR 317 route runs a year from learning of it,
 * and of judgments years old; "commonly many years" of a Missouri judgment that lasts 10; a New York consumer judgment's
 * 2% interest was never said). Each rule carries its source; a state not here is told the honest general rule and
 * nothing is computed. What these lines read of the question's slots is typed here, so slots.ts can import this file.
 */
export type JudgmentRuleSlots = {
  state: UsStateCode | null;
  court: CourtLevel | null;
  smallClaims: boolean;
  judgmentOn: string | null;
  /** About when the judgment was entered when only its year is said ("a judgment from 2021"): that year's last day. */
  judgmentYearEnd: string | null;
  /** The day the person learned of the judgment (an account frozen, a title search), when the question gives it. */
  learnedOn: string | null;
  judgmentCents: number | null;
  /** What the question says of the judgment; `appeal` when it was given after a trial the person took part in. */
  judgment: { appeal: boolean } | null;
  today: string;
};

/** Only rules we are sure of, each from its source (judgment-rule-words.ts). */
const SET_ASIDE: Partial<Record<UsStateCode, readonly SetAsideRule[]>> = JUDGMENT_RULE_WORDS.setAside;
const JUDGMENT_LIFE: Partial<Record<UsStateCode, JudgmentLife>> = JUDGMENT_RULE_WORDS.life;
const JUDGMENT_INTEREST: Partial<Record<UsStateCode, JudgmentInterest>> = JUDGMENT_RULE_WORDS.interest;

const addLimit = (from: string, limit: Limit): string => {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  if (limit.days) return addCalendarDays(from, limit.days);
  const date = new Date(Date.UTC(y + (limit.years ?? 0), m - 1 + (limit.months ?? 0), d));
  return date.toISOString().slice(0, 10);
};

/**
 * The last day of a limit: a count of days ends on the next court day when it ends on a weekend or holiday (the rules'
 * own counting); a limit in months or years is said as the court day before, the safe side of a rule we do not count.
 */
function lastDayOf(from: string, limit: Limit, state: UsStateCode): string {
  if (limit.days) return dueDate({ days: limit.days, counting: 'calendar', from: 'service', citation: '' }, from, state) ?? addLimit(from, limit);
  let due = addLimit(from, limit);
  while (!isCourtDay(state, due)) due = addCalendarDays(due, -1);
  return due;
}

/** The state's rules to undo or appeal the judgment that hold in the court of the question (after a trial, only those that hold there). */
export function setAsideRulesFor(slots: JudgmentRuleSlots): readonly SetAsideRule[] {
  const rules = slots.state ? SET_ASIDE[slots.state] : undefined;
  const afterTrial = slots.judgment?.appeal === true;
  return (rules ?? []).filter(
    (rule) =>
      (!afterTrial || rule.afterTrial === true) &&
      !(rule.notSmallClaims && slots.smallClaims) &&
      !(rule.onlySmallClaims && !slots.smallClaims) &&
      // A rule of one kind of court holds only where the question names that court: a Philadelphia Municipal Court judgment is no
      // magisterial district judge's, and a county court's no magistrate's.
      (!rule.courts || (slots.court !== null && rule.courts.includes(slots.court.key))),
  );
}

/** The state's rules to undo a default judgment, each dated from the day the question gives when it runs from one. */
export function setAsideLines(slots: JudgmentRuleSlots, language: Language): string[] {
  const state = slots.state;
  const rules = setAsideRulesFor(slots);
  if (!state || rules.length === 0) return [];
  const words = JUDGMENT_RULE_WORDS[language];
  // Each dated last day, so the answer can say at the end whether any is still open.
  const dues: string[] = [];
  const said = rules.map((rule) => {
    const from = rule.limit?.from === 'learned' ? slots.learnedOn : slots.judgmentOn;
    if (!rule.limit || !from) return `${rule.what[language]} (${rule.citation}).`;
    let due = lastDayOf(from, rule.limit, state);
    // A cap counted from the judgment's entry can end sooner than the limit counted from learning of it.
    if (rule.cap && slots.judgmentOn) {
      const capped = lastDayOf(slots.judgmentOn, rule.cap, state);
      if (capped < due) due = capped;
    }
    const passed = due < slots.today;
    dues.push(due);
    const dated = rule.limit.from === 'learned' ? words.fromLearned : words.fromEntry;
    const daysLeft = daysFrom(slots.today, due);
    const soon = !passed && daysLeft <= 3 ? words.soon(daysLeft) : '';
    return `${rule.what[language]} (${rule.citation}): ${dated(longDate(from, language), longDate(due, language), passed)}${soon}`;
  });
  const afterTrial = slots.judgment?.appeal === true;
  // Where two or more last days are dated, one line says where the person stands: the soonest still open, or all gone.
  const open = dues.filter((due) => due >= slots.today).sort();
  const status = dues.length < 2 ? [] : open[0] ? [words.stillOpen(longDate(open[0], language))] : [words.allPassed];
  return [
    (afterTrial ? words.afterTrialHead : words.setAsideHead)(stateName(state, language)),
    ...said,
    ...status,
    afterTrial ? words.afterTrialAct : words.setAsideAct,
  ];
}

/** How old the judgment is, in days, by its date or the year the question gives; null when unknown. */
export function judgmentAgeDays(slots: Pick<JudgmentRuleSlots, 'judgmentOn' | 'judgmentYearEnd' | 'today'>): number | null {
  const on = slots.judgmentOn ?? slots.judgmentYearEnd;
  return on ? daysFrom(on, slots.today) : null;
}

/** How long the state's judgment lasts, dated from its entry when the question gives it. */
export function judgmentLifeLine(slots: JudgmentRuleSlots, language: Language): string | null {
  const life = slots.state ? JUDGMENT_LIFE[slots.state] : undefined;
  if (!slots.state || !life) return null;
  const words = JUDGMENT_RULE_WORDS[language];
  const end = slots.judgmentOn ? addLimit(slots.judgmentOn, { years: life.years }) : null;
  return words.life(
    stateName(slots.state, language),
    life.what[language],
    life.citation,
    slots.judgmentOn ? longDate(slots.judgmentOn, language) : null,
    end ? longDate(end, language) : null,
    end !== null && end < slots.today,
  );
}

/** The state's interest on the judgment, worked out on its amount when the question gives it. */
export function judgmentInterestLine(slots: JudgmentRuleSlots, language: Language): string | null {
  const rate = slots.state ? JUDGMENT_INTEREST[slots.state] : undefined;
  const words = JUDGMENT_RULE_WORDS[language];
  if (!slots.state || !rate) return words.interestUnknown;
  const yearly = slots.judgmentCents !== null ? Math.round((slots.judgmentCents * rate.percent) / 100) : null;
  const figures =
    yearly !== null && slots.judgmentCents !== null
      ? words.interestFigures(formatCents(slots.judgmentCents), rate.percent, formatCents(yearly), formatCents(Math.round(yearly / 12)))
      : '';
  return `${words.interest(stateName(slots.state, language), rate.what[language], rate.citation)}${figures}`;
}

// ---------------------------------------------------------------------------------------------
// Reading the question (folded, lower-case text).

/** A judgment named, in either language ("sentencia", "fallo", a "juicio en rebeldía"; a trial alone is none). */
export const JUDGMENT_WORD = '(?:judgm?ents?|sentencias?|fallos?|juicio (?:por|en) (?:default|rebeldia))';
/** A year said of the judgment: "a judgment from 2021", "default judgment entered March 2023", "sentencia de 2019". */
const JUDGMENT_YEAR = new RegExp(
  String.raw`\b${JUDGMENT_WORD}\b[^.?!]{0,60}?\b(?:in|from|since|of|on|entered|entered on|back in|en|de|desde|del)\s+(?:(?:[a-z]+)\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:de\s+|of\s+)?)?((?:19|20)\d\d)\b|\b(?:in|from|since|back in|en|de|desde)\s+((?:19|20)\d\d)\b[^.?!]{0,50}?\b${JUDGMENT_WORD}\b|\b(?:hace (?:como |unos )?(\d{1,2}) anos|(\d{1,2}) years? ago)\b[^.?!]{0,50}?\b${JUDGMENT_WORD}\b|\b${JUDGMENT_WORD}\b[^.?!]{0,30}?\b(\d{1,2}) years? old\b`,
);

/** A month without a year said of the judgment: "a default judgment was entered last March", "la sentencia fue en marzo pasado". */
const JUDGMENT_MONTH = new RegExp(
  String.raw`\b${JUDGMENT_WORD}\b[^.?!]{0,60}?\b(?:last|this past|in|back in|en|el pasado)\s+(${Object.keys(MONTHS).join('|')})\b(?!\.?\s*\d)|\b${JUDGMENT_WORD}\b[^.?!]{0,60}?\ben\s+(${Object.keys(MONTHS).join('|')})\s+pasado\b`,
);

/** The end of the year (or the month, when said) the judgment was entered in: the shortest age it can have. */
export function judgmentYearEndIn(folded: string, now: Date): string | null {
  const month = JUDGMENT_MONTH.exec(folded);
  const n = month ? MONTHS[month[1] ?? month[2] ?? ''] : undefined;
  if (n) {
    // "Last March" asked in December is this year's March; asked in February, last year's.
    const year = n <= now.getUTCMonth() + 1 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    return new Date(Date.UTC(year, n, 0)).toISOString().slice(0, 10);
  }
  const m = JUDGMENT_YEAR.exec(folded);
  if (!m) return null;
  const year = m[1] ?? m[2];
  if (year) {
    const month = /\b([a-z]+)\s+(?:de\s+|of\s+)?(?:19|20)\d\d\b/.exec(m[0])?.[1];
    const n = month ? MONTHS[month] : undefined;
    const end = n ? new Date(Date.UTC(Number(year), n, 0)) : new Date(Date.UTC(Number(year), 11, 31));
    return end.toISOString().slice(0, 10);
  }
  const ago = Number(m[3] ?? m[4] ?? m[5]);
  return new Date(Date.UTC(now.getUTCFullYear() - ago, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/** Asking how long a judgment lasts or whether an old one still holds; "la renta se vence" is no judgment's life. */
export const ASKS_JUDGMENT_LIFE =
  /\b(?:how long (?:does|do|will|is|can|would)\b[^.?!]{0,40}\b(?:last|good|valid|stay|enforce\w*|around)|(?:still|even) (?:valid|good|enforceable|active|alive|in effect)|(?:does|doesn'?t|does not|will|won'?t|can|would) (?:it|that|the judgm?ent|this judgm?ent|that judgm?ent|a judgm?ent) (?:ever )?(?:expire|run out|go away|last)|(?:todavia|aun|sigue) (?:es |esta |siendo )?(?:valid[oa]|vigente|activ[oa])|cuanto (?:tiempo )?dura|(?:last|lasts|stay|stays|good) forever|(?:dead|expired?|gone|void|go away|goes away|disappear\w*|se borra|se vence|caduca) (?:after|despues de|en) (?:\d+|seven|ten|twenty|siete|diez|veinte) (?:years|anos)|(?:sentencia|fallo|juicio)s? (?:se )?(?:vence|caduca|expira|dura))\b/;
/**
 * Asking about the interest a judgment earns: a rate, how much, whether it is right; not "a $5,800 judgment with interest"
 * said in passing (ask-cues.ts reads the same words).
 */
export const ASKS_INTEREST =
  /\b(?:how much interest|what interest|interest rate|the interest (?:is|was|they|on it|keeps?)|(?:\d+(?:\.\d+)?) ?% (?:interest|a year|per year|annual)|interest (?:of|at) \d|still (?:growing|going up)|cuanto interes|que interes|tasa de interes|el interes (?:es|que|del)|(?:\d+(?:\.\d+)?) ?% (?:al ano|anual|de interes)|sigue creciendo)\b/;

/** The judgment's amount: a figure said with the judgment ("a $6,000 judgment", "un juicio ... por $3,600"). */
export function judgmentCentsIn(folded: string): number | null {
  const word = new RegExp(`\\b${JUDGMENT_WORD}\\b|\\bjuicio\\b`, 'g');
  const places = [...folded.matchAll(word)].map((m) => m.index ?? 0);
  const near = dollarFigures(folded).find((f) => places.some((p) => (f.at > p && f.at - p <= 60) || (p > f.end && p - f.end <= 12)));
  return near?.cents ?? null;
}

/** Words near a date that make it the day the person learned of the judgment: an account frozen, a levy, a title search, found out. */
const LEARNED =
  /\b(?:froze|frozen|freez\w*|levied|restrain\w*|found out|learned|discovered|heard|title search|saw it|got (?:a|the) (?:notice|letter)|congel\w*|embargaron|me entere|supe|descubri|me di cuenta)\b/;

/** The day the question says the person learned of the judgment, when it gives one. */
export function learnedOfJudgmentOn(folded: string, now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  const found = datesIn(folded, now).find(
    (m) => m.iso <= today && (LEARNED.test(folded.slice(Math.max(0, m.at - 60), m.at)) || LEARNED.test(folded.slice(m.end, m.end + 25))),
  );
  return found?.iso ?? null;
}

/** Whether a dated time to undo the judgment is still open: then it is said before anything else the answer leads with. */
export function setAsideOpen(slots: JudgmentRuleSlots): boolean {
  const state = slots.state;
  if (!state) return false;
  return setAsideRulesFor(slots).some((rule) => {
    const from = rule.limit?.from === 'learned' ? slots.learnedOn : slots.judgmentOn;
    return rule.limit !== undefined && from !== null && lastDayOf(from, rule.limit, state) >= slots.today;
  });
}

/**
 * A judgment said to be signed "that same day", "ese mismo día", or a ruling told right after the hearing it came from ("he went to
 * court on Tuesday, December 1 and the judge ruled for the collector", "fue a la corte el martes 1 … y el juez le dio la razón al
 * cobrador"; set AW): the last date said before it.
 */
const SAME_DAY = new RegExp(
  String.raw`\b(?:judgm?ent|fallo|sentencia)\b[^.?!]{0,50}\b(?:(?:that|the) same day|same day|ese mismo dia|el mismo dia|ese dia)\b|\b(?:signed|firmo|dicto)\b[^.?!]{0,30}\b(?:that|the|ese|el) (?:same |mismo )?(?:day|dia)\b|(?<=\b(?:went to|had|fue a|fui a|fuimos a|tuvo|tuve|tuvimos)\b[^.?!]{0,80})\b(?:and|y) (?:the )?${RULED}`,
);

export function sameDayJudgmentOn(folded: string, now: Date): string | null {
  const m = SAME_DAY.exec(folded);
  if (!m) return null;
  const today = now.toISOString().slice(0, 10);
  return (
    datesIn(folded, now)
      .filter((d) => d.at < (m.index ?? 0) && d.iso <= today)
      .at(-1)?.iso ?? null
  );
}

/** The judgment's words, English and Spanish: what an interest question must be about. */
export const JUDGMENT_NAMED = /\b(?:judgm?ents?|fallos?|sentencias?|juicio)\b/;
