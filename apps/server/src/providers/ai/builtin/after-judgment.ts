import { type AnswerRule, type CourtLevel, dueDate, type Language, type UsStateCode } from '@parley/shared';

/** What these lines read of a question's slots (slots.ts): a type of its own, so slots.ts can import this file without a cycle. */
type JudgmentSlots = {
  state: UsStateCode | null;
  servedOn: string | null;
  servedHow: string | null;
  judgmentOn: string | null;
  today: string;
};

/**
 * The time to undo or appeal a judgment, where Parley is sure of the rule (blind set Y: a Texas justice court's default
 * judgment met "in some states only 90 days or six months" while its 14 days ended the next day). Only rules we are
 * certain of are here, each with its source; everywhere else the answer says the honest general truth (the time can be
 * days, not months: ask the clerk today) and computes nothing.
 *
 * Texas justice courts (Tex. R. Civ. P. Part V, in force since August 31, 2013):
 * - Rule 505.3: a motion to set aside a default judgment, or for a new trial, is filed within 14 days after the judgment
 *   is signed.
 * - Rule 506.1(a): an appeal to the county court (a new trial there, Rule 506.3) is perfected by a bond, a cash deposit
 *   or a Statement of Inability to Afford Payment of Court Costs filed with the justice court within 21 days after the
 *   judgment is signed, or after a motion to set aside or for a new trial, if one is filed, is denied.
 * - Rule 500.5(a): a last day on a Saturday, Sunday or legal holiday moves to the next day that is none of these.
 */
export type AfterJudgmentRule = {
  /** The court's words in a question, English and Spanish, on folded text. */
  court: RegExp;
  /** The court level of the state's jurisdictions table it is. */
  courtKey: string;
  setAside: { days: number; citation: string };
  appeal: { days: number; citation: string };
};

const AFTER_JUDGMENT: Partial<Record<UsStateCode, AfterJudgmentRule>> = {
  TX: {
    court:
      /\b(?:justice (?:of the peace )?court|justice of the peace|jp court|j\.?p\.? (?:court|precinct)|juez de paz|jueces de paz|(?:corte|juzgado|tribunal) (?:del? )?(?:juez de )?paz)\b/,
    courtKey: 'justice',
    setAside: { days: 14, citation: 'Tex. R. Civ. P. 505.3' },
    appeal: { days: 21, citation: 'Tex. R. Civ. P. 506.1(a)' },
  },
};

/** The rule that holds for a judgment: its state's, in the court the question names (by the table's name or its own words). */
export function afterJudgmentRule(state: UsStateCode | null, court: CourtLevel | null, folded: string): AfterJudgmentRule | null {
  const rule = state ? AFTER_JUDGMENT[state] : undefined;
  if (!rule) return null;
  return court?.key === rule.courtKey || rule.court.test(folded) ? rule : null;
}

/**
 * The time to challenge a judgment's renewal, where we are sure of it. California: a judgment debtor may move to vacate or
 * modify the renewal within 30 days after service of the notice of renewal (Cal. Code Civ. Proc. § 683.170(b)); a
 * judgment lasts 10 years and is renewed by application before then (§§ 683.020, 683.110-683.130). Service of the
 * notice by mail adds days (§ 1013), so only a notice handed over is dated here.
 */
const RENEWAL_CHALLENGE: Partial<Record<UsStateCode, { days: number; citation: string }>> = {
  CA: { days: 30, citation: 'Cal. Code Civ. Proc. § 683.170(b)' },
};

/** The last day to challenge a renewal, from the day the question says the notice of renewal was handed over. */
export function renewalLines(slots: JudgmentSlots, language: Language, longDate: (iso: string, language: Language) => string): string[] {
  const rule = slots.state ? RENEWAL_CHALLENGE[slots.state] : undefined;
  if (!rule || !slots.state) return [];
  const words = AFTER_JUDGMENT_WORDS[language];
  const due = slots.servedOn && slots.servedHow === 'in_person' ? counted(rule.days, slots.servedOn, slots.state) : null;
  return [due && slots.servedOn ? words.renewalDated(rule, longDate(slots.servedOn, language), longDate(due, language)) : words.renewal(rule)];
}

const counted = (days: number, from: string, state: UsStateCode): string | null =>
  dueDate({ days, counting: 'calendar', from: 'service', citation: '' } satisfies AnswerRule, from, state);

/** The lines that say the rule, dated from the judgment's day when the question gives it. */
export function afterJudgmentLines(
  slots: JudgmentSlots & { afterJudgment: AfterJudgmentRule },
  language: Language,
  longDate: (iso: string, language: Language) => string,
): string[] {
  const words = AFTER_JUDGMENT_WORDS[language];
  const rule = slots.afterJudgment;
  const state = slots.state as UsStateCode;
  const from = slots.judgmentOn;
  const setAsideBy = from ? counted(rule.setAside.days, from, state) : null;
  const appealBy = from ? counted(rule.appeal.days, from, state) : null;
  if (!from || !setAsideBy || !appealBy) return [words.texasJustice(rule.setAside, rule.appeal)];
  const daysTo = (iso: string) => Math.round((Date.parse(iso) - Date.parse(slots.today)) / 86_400_000);
  const left = daysTo(setAsideBy);
  // Where the person stands: the motion still open, only the appeal, or neither.
  const status = left >= 0 ? 'open' : daysTo(appealBy) >= 0 ? 'appealOnly' : 'passed';
  return [
    `${words.status[status]} ${words.texasJusticeDated(rule.setAside, rule.appeal, longDate(from, language), longDate(setAsideBy, language), longDate(appealBy, language))}`,
    status === 'passed' ? words.bothPassed : status === 'appealOnly' ? words.setAsidePassed : left <= 3 ? words.setAsideSoon(left) : words.actNow,
  ];
}

type Days = { days: number; citation: string };

export const AFTER_JUDGMENT_WORDS = {
  en: {
    texasJustice: (setAside: Days, appeal: Days) =>
      `In a Texas justice court the time is short: a motion to set aside a default judgment, or for a new trial, must be filed within ${setAside.days} days after the judgment is signed (${setAside.citation}), and an appeal to the county court, where the case is tried again, within ${appeal.days} days after it is signed, or after such a motion is denied (${appeal.citation}). Ask the clerk today for the date the judgment was signed and file now.`,
    status: {
      open: 'You still have time, but very little.',
      appealOnly: 'The time for a motion has passed, but an appeal may still be open.',
      passed: 'By the day you gave, both of these times have passed.',
    },
    texasJusticeDated: (setAside: Days, appeal: Days, signed: string, setAsideBy: string, appealBy: string) =>
      `In a Texas justice court a motion to set aside a default judgment, or for a new trial, must be filed within ${setAside.days} days after the judgment is signed (${setAside.citation}): counted from ${signed}, the day you gave, your last day is ${setAsideBy}. Say in it why you could not come and attach your proof. You can also appeal to the county court, where the case is tried again, within ${appeal.days} days after the judgment is signed: by ${appealBy}, by filing a bond, a cash deposit or a Statement of Inability to Afford Payment of Court Costs with the justice court (${appeal.citation}); if you file the motion and it is denied, the ${appeal.days} days run from the denial. The date the judge signed the judgment governs (a weekend or holiday moves a last day to the next business day); the clerk can confirm it.`,
    setAsideSoon: (days: number) =>
      `That is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`}: file the motion at the justice court ${days === 0 ? 'today' : 'today or tomorrow morning'}, in person if you can, and keep a stamped copy.`,
    setAsidePassed: 'Go to the clerk today to confirm the date the judgment was signed and file the appeal, and keep a stamped copy.',
    bothPassed:
      'Confirm with the clerk the date the judgment was signed. A judgment entered without valid service can still be attacked after these times, and legal aid can tell you whether yours can.',
    actNow: 'Do not wait for the last day: file as soon as you can, and keep a stamped copy.',
    renewal: (rule: Days) =>
      `In California you can ask the court to vacate or change the renewal within ${rule.days} days after you were served with the notice of renewal (${rule.citation}): for example if the judgment was paid or partly paid, payments or garnishments were not credited, or the interest or costs were added wrongly (judgment interest there is simple, not compounded). Ask the clerk today for your last day.`,
    renewalDated: (rule: Days, served: string, due: string) =>
      `In California you can ask the court to vacate or change the renewal by a motion filed within ${rule.days} days after you were served with the notice of renewal (${rule.citation}): counted from ${served}, the day you gave, your last day is ${due}. Grounds include a judgment paid or partly paid, payments or garnishments not credited, and interest or costs added wrongly (judgment interest there is simple, not compounded); ask the creditor in writing for its accounting now.`,
  },
  es: {
    texasJustice: (setAside: Days, appeal: Days) =>
      `En una corte de juez de paz de Texas el plazo es corto: la moción para anular una sentencia en rebeldía, o para un nuevo juicio, se presenta dentro de los ${setAside.days} días después de que se firmó la sentencia (${setAside.citation}), y la apelación a la corte del condado, donde el caso se juzga de nuevo, dentro de los ${appeal.days} días después de firmada, o después de que nieguen esa moción (${appeal.citation}). Pregunte hoy en la secretaría la fecha en que se firmó la sentencia y presente ya.`,
    status: {
      open: 'Todavía tiene tiempo, pero muy poco.',
      appealOnly: 'El plazo para la moción ya pasó, pero la apelación puede seguir abierta.',
      passed: 'Según la fecha que usted dio, los dos plazos ya pasaron.',
    },
    texasJusticeDated: (setAside: Days, appeal: Days, signed: string, setAsideBy: string, appealBy: string) =>
      `En una corte de juez de paz de Texas, la moción para anular una sentencia en rebeldía, o para un nuevo juicio, se presenta dentro de los ${setAside.days} días después de que se firmó la sentencia (${setAside.citation}): contando desde el ${signed}, la fecha que usted dio, su último día es el ${setAsideBy}. Explique en ella por qué no pudo ir y adjunte sus pruebas. También puede apelar a la corte del condado, donde el caso se juzga de nuevo, dentro de los ${appeal.days} días después de firmada la sentencia: a más tardar el ${appealBy}, presentando en la corte de juez de paz una fianza (bond), un depósito en efectivo o una Declaración de Incapacidad para Pagar los Costos (${appeal.citation}); si presenta la moción y se la niegan, los ${appeal.days} días corren desde la negación. Rige la fecha en que el juez firmó la sentencia (si un último día cae en fin de semana o feriado, pasa al siguiente día hábil); el secretario se la puede confirmar.`,
    setAsideSoon: (days: number) =>
      `Eso es ${days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`}: presente la moción en la corte de juez de paz ${days === 0 ? 'hoy' : 'hoy o mañana temprano'}, en persona si puede, y guarde una copia sellada.`,
    setAsidePassed: 'Vaya hoy a la secretaría para confirmar la fecha en que se firmó la sentencia y presente la apelación, y guarde una copia sellada.',
    bothPassed:
      'Confirme en la secretaría la fecha en que se firmó la sentencia. Una sentencia dictada sin notificación válida todavía se puede atacar después de esos plazos, y la asistencia legal le puede decir si la suya se puede.',
    actNow: 'No espere al último día: presente lo antes que pueda y guarde una copia sellada.',
    renewal: (rule: Days) =>
      `En California puede pedir al tribunal que anule o corrija la renovación dentro de los ${rule.days} días después de que le entregaron el aviso de renovación (${rule.citation}): por ejemplo, si la sentencia ya estaba pagada en todo o en parte, no le acreditaron pagos o embargos, o los intereses o costos se sumaron mal (allí el interés de una sentencia es simple, no compuesto). Pregunte hoy en la secretaría cuál es su último día.`,
    renewalDated: (rule: Days, served: string, due: string) =>
      `En California puede pedir al tribunal que anule o corrija la renovación con una moción presentada dentro de los ${rule.days} días después de que le entregaron el aviso de renovación (${rule.citation}): contando desde el ${served}, la fecha que usted dio, su último día es el ${due}. Son motivos, por ejemplo, una sentencia pagada en todo o en parte, pagos o embargos no acreditados, e intereses o costos mal sumados (allí el interés de una sentencia es simple, no compuesto); pida ya por escrito al acreedor su cuenta detallada.`,
  },
} satisfies Record<Language, unknown>;
