import { dueDate, type Language, stateName, type UsStateCode } from '@parley/shared';
import { dayNamed } from './admission-times.js';
import { longDate } from './long-date.js';

/**
 * A court date that has already passed, the person not there (blind set AC: "that date already passed, is it over?" met
 * "that date is your deadline"; a judgment given in the person's absence met the deadline to answer). The passed date is
 * no deadline any more: a judgment was probably entered that day, and it has its own short deadlines, counted from the
 * judgment. Where Parley is sure of the court's rule it is said and dated from the passed date; elsewhere the answer says
 * those deadlines are short and to ask the clerk today.
 *
 * - Virginia general district court: an appeal to the circuit court is noted within 10 days after judgment (Va. Code
 *   § 16.1-106); a motion to rehear or set aside a default is made within 30 days after it (Va. Code § 16.1-97.1).
 * - Pennsylvania magisterial district court: an appeal to the court of common pleas, a new trial there, within 30 days
 *   after the judgment (Pa. R.C.P.M.D.J. 1002(A)).
 */
type Rule = { court: RegExp; appeal: { days: number; citation: string }; rehear?: { days: number; citation: string } };

const RULES: Partial<Record<UsStateCode, Rule>> = {
  VA: {
    court: /\bgeneral district court\b|\bcorte general de distrito\b/,
    appeal: { days: 10, citation: 'Va. Code § 16.1-106' },
    rehear: { days: 30, citation: 'Va. Code § 16.1-97.1' },
  },
  PA: {
    court: /\b(?:magist\w* (?:district )?(?:judge|court|office)|magisterial|district justice|magistrate|magistrad\w*)\b/,
    appeal: { days: 30, citation: 'Pa. R.C.P.M.D.J. 1002(A)' },
  },
};

/** The person says the date is behind them, or was not there, or asks whether it is over. */
const PASSED_SAID =
  /\b(?:already passed|(?:date|it) (?:has |had )?passed|is it over|did they win|did i lose|(?:day|date) is gone|they won|ya perdi|(?:gave|entered|granted) (?:a |the )?(?:default )?judgm?ent|read the date wrong|wrong (?:day|date)|wasn'?t there|was not there|i missed|missed (?:it|the|my)|ya paso|se paso|ya termino|se acabo|ganaron|no estuve|me equivoque de (?:dia|fecha))\b/;
/** A judgment's own date said: its deadlines count from it, not from a court date (the judgment answer says them). */
const JUDGMENT_DATED = /\b(?:notice of judgm?ent|judgm?ent (?:was )?(?:dated|entered on|signed on))\b/;
const HEARING = /\b(?:hearing|court date|return date|trial|audiencia|fecha (?:de|en) (?:la )?corte|juicio)\b/;
const SERVICE_DOUBT = /\b(?:moved|no longer lived?|didn'?t live|did not live|old (?:address|apartment|place)|posted|taped|me mude|ya no vivia)\b/;

const WORDS = {
  en: {
    head: (date: string) =>
      `Your court date, ${date}, has passed, so it is no longer your deadline, but the case is not necessarily over. If you were not there, the court probably entered a default judgment that day. A judgment has its own deadlines, counted from the day it was entered, not from the court date: to appeal it, and to ask the same court to set it aside or rehear it. They are short, often only 10 to 30 days.`,
    rule: (state: string, appeal: string, by: string, rehear: string | null) =>
      `In a ${state} court like yours, ${appeal}; if the judgment was entered on the court date, the last day is ${by}.${rehear ? ` ${rehear}` : ''} Confirm the judgment's date with the clerk.`,
    appeal: (days: number, citation: string) =>
      `you can appeal within ${days} days after the judgment (${citation}), which gives you a new trial in the higher court`,
    rehear: (days: number, citation: string, by: string) =>
      `You can also ask the same court to rehear or set aside the default within ${days} days after the judgment (${citation}): by ${by}.`,
    unknown:
      'Your state’s exact times depend on the court: ask the clerk today what the last day is to appeal and to file a motion to set aside (vacate) the default, and do not wait for the later one.',
    clerk:
      'Call the clerk or check the court’s online case records today: ask what happened on that date, whether a judgment was entered and on what day, and how to file the appeal or the motion (fees can be waived if you cannot afford them). Update your address with the court.',
    service:
      'If the papers were left at a place where you no longer lived, say so in your motion: a judgment entered without valid service can be challenged as void.',
  },
  es: {
    head: (date: string) =>
      `Su fecha en la corte, el ${date}, ya pasó, así que ya no es su plazo, pero el caso no necesariamente terminó. Si usted no fue, la corte probablemente dictó una sentencia en rebeldía ese día. Una sentencia tiene sus propios plazos, contados desde el día en que se dictó, no desde la fecha de la corte: para apelarla y para pedir a la misma corte que la anule o vuelva a ver el caso. Son cortos, a menudo de solo 10 a 30 días.`,
    rule: (state: string, appeal: string, by: string, rehear: string | null) =>
      `En una corte como la suya en ${state}, ${appeal}; si la sentencia se dictó en la fecha de la corte, el último día es el ${by}.${rehear ? ` ${rehear}` : ''} Confirme la fecha de la sentencia con la secretaría.`,
    appeal: (days: number, citation: string) =>
      `puede apelar dentro de los ${days} días después de la sentencia (${citation}), lo que le da un nuevo juicio en la corte superior`,
    rehear: (days: number, citation: string, by: string) =>
      `También puede pedir a la misma corte que vuelva a ver el caso o anule la sentencia en rebeldía dentro de los ${days} días después de la sentencia (${citation}): a más tardar el ${by}.`,
    unknown:
      'Los plazos exactos de su estado dependen de la corte: pregunte hoy en la secretaría cuál es el último día para apelar y para pedir que anulen la sentencia en rebeldía, y no espere al más tarde.',
    clerk:
      'Llame a la secretaría o revise hoy los registros del caso en línea: pregunte qué pasó ese día, si se dictó una sentencia y en qué fecha, y cómo presentar la apelación o la moción (se puede pedir que no le cobren las tarifas si no puede pagarlas). Actualice su dirección con la corte.',
    service:
      'Si dejaron los papeles en un lugar donde usted ya no vivía, dígalo en su moción: una sentencia dictada sin una entrega válida se puede impugnar como nula.',
  },
} as const;

type PassedSlots = { state: UsStateCode | null; courtDate: string | null; today: string };

/** The lines for a court date already passed, or null when the question's court date is still ahead or not said so. */
export function passedCourtDateLines(folded: string, slots: PassedSlots, language: Language): string[] | null {
  const on = slots.courtDate ?? (HEARING.test(folded) ? dayNamed(folded, slots.today) : null);
  if (!on || on >= slots.today || !PASSED_SAID.test(folded) || JUDGMENT_DATED.test(folded)) return null;
  const words = WORDS[language];
  const state = slots.state;
  const rule = state ? RULES[state] : undefined;
  const add = (days: number) => (state ? dueDate({ days, counting: 'calendar', from: 'service', citation: '' }, on, state) : null);
  const appealBy = rule && state && rule.court.test(folded) ? add(rule.appeal.days) : null;
  const rehearBy = rule?.rehear ? add(rule.rehear.days) : null;
  const ruled =
    rule && state && appealBy
      ? words.rule(
          stateName(state, language),
          words.appeal(rule.appeal.days, rule.appeal.citation),
          longDate(appealBy, language),
          rule.rehear && rehearBy ? words.rehear(rule.rehear.days, rule.rehear.citation, longDate(rehearBy, language)) : null,
        )
      : words.unknown;
  return [words.head(longDate(on, language)), ruled, words.clerk, ...(SERVICE_DOUBT.test(folded) ? [words.service] : [])];
}
