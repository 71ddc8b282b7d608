import { type AnswerRule, dueDate, type Language, type UsStateCode } from '@parley/shared';
import { datesIn } from './date-mentions.js';
import { longDate } from './long-date.js';

/**
 * The time to claim an exemption from a bank levy, where we are sure of the state's rule, counted from the notice's date
 * the question gives (blind set Z: a California levy notice postmarked on a given day met "often only 10 to 20 days … this
 * week", and "file with the court" where California's claim goes to the levying officer).
 * - California: the claim of exemption goes to the levying officer (the sheriff or marshal named on the notice), within 15
 *   days after the notice of levy is served (Cal. Code Civ. Proc. § 703.520(a)); service by mail can add five days
 *   (§ 684.120), which the answer does not count on.
 * - New York: the exemption claim form that comes with a restraining notice goes back to the bank and the creditor's lawyer
 *   within 20 days of its postmark (N.Y. C.P.L.R. 5222-a(c)).
 * - Ohio: the request for a hearing that comes with the garnishment notice goes to the court within five business days after
 *   the notice is received (Ohio Rev. Code § 2716.13(C)); blind set AM met "often only 10 to 20 days" there.
 * - Florida: the claim of exemption and request for hearing go to the clerk within 20 days after the notice is received
 *   (Fla. Stat. § 77.041).
 */
type LevyClaimRule = { days: number; counting: 'calendar' | 'court_days'; citation: string };
type LevyClaimState = 'CA' | 'NY' | 'OH' | 'FL';
const LEVY_CLAIM: Record<LevyClaimState, LevyClaimRule> = {
  CA: { days: 15, counting: 'calendar', citation: 'Cal. Code Civ. Proc. § 703.520(a)' },
  NY: { days: 20, counting: 'calendar', citation: 'N.Y. C.P.L.R. 5222-a(c)' },
  OH: { days: 5, counting: 'court_days', citation: 'Ohio Rev. Code § 2716.13(C)' },
  FL: { days: 20, counting: 'calendar', citation: 'Fla. Stat. § 77.041' },
};
const hasLevyClaimRule = (state: UsStateCode): state is LevyClaimState => state in LEVY_CLAIM;

/** A bank levy or restraint, with its notice in hand. */
const BANK_LEVY = /\b(?:notice of levy|levy|levied|restraint|restrained|restraining notice|froze|frozen|congel\w*|embargaron (?:mi|la) cuenta)\b/;
const NOTICE_CAME = /\b(?:postmark\w*|matasellos|mailed|came|arrived|received|got|served|llego|recibi|me llego|enviaron|mandaron)\b[^.?!]{0,50}$/;

/**
 * Money that came into the account: a sentence about it dates a deposit, never the notice (set AU: "my son's SSI … it came
 * Oct 30 and Dec 1" gave the claim's 20 days from October 30, a last day already past, where "the levy was served Dec 3").
 */
const DEPOSIT_WORDS =
  /\b(?:deposit\w*|paycheck|pay check|payday|ssi|ssdi|social security|benefits?|pension|child support|goes into|went into|deposito\w*|cheque|beneficios?|seguro social)\b/;
const LEVY_WORDS = /\b(?:levy|levied|restrain\w*|froze|frozen|freeze|notice|garnish\w*|aviso|embarg\w*|congel\w*)\b/;
const SENTENCE_START = /[.?!]\s[^.?!]*$/;

/** The day the levy notice came or was postmarked, when the question gives it. */
export function levyNoticeOn(folded: string, now: Date): string | null {
  if (!BANK_LEVY.test(folded)) return null;
  const today = now.toISOString().slice(0, 10);
  const sentenceBefore = (at: number) => {
    const head = folded.slice(0, at);
    return head.slice((SENTENCE_START.exec(head)?.index ?? -1) + 1);
  };
  const aDeposit = (at: number) => DEPOSIT_WORDS.test(sentenceBefore(at)) && !LEVY_WORDS.test(sentenceBefore(at));
  return datesIn(folded, now).find((m) => m.iso <= today && NOTICE_CAME.test(folded.slice(Math.max(0, m.at - 70), m.at)) && !aDeposit(m.at))?.iso ?? null;
}

export function levyClaimLine(state: UsStateCode | null, noticeOn: string | null, language: Language): string | null {
  if (!state || !hasLevyClaimRule(state)) return null;
  const rule = LEVY_CLAIM[state];
  const words = WORDS[language][state];
  const due = noticeOn
    ? dueDate({ days: rule.days, counting: rule.counting, from: 'service', citation: rule.citation } satisfies AnswerRule, noticeOn, state)
    : null;
  return words(rule, noticeOn && due ? { from: longDate(noticeOn, language), due: longDate(due, language) } : null);
}

type Dated = { from: string; due: string } | null;
const WORDS = {
  en: {
    CA: (rule: LevyClaimRule, dated: Dated) =>
      `In California the claim of exemption for a bank levy goes to the levying officer (the sheriff or marshal named on the notice), not to the court, within ${rule.days} days after the notice of levy was served (${rule.citation})${dated ? `: counted from ${dated.from}, the day you gave, file it by ${dated.due}` : ''}. Service by mail may add five days, but do not count on them; attach proof of where the money came from (benefit statements, bank statements).`,
    NY: (rule: LevyClaimRule, dated: Dated) =>
      `In New York the exemption claim form that comes with the restraining notice goes back to the bank and to the creditor's lawyer within ${rule.days} days of the notice's postmark (${rule.citation})${dated ? `: counted from ${dated.from}, the day you gave, by ${dated.due}` : ''}; keep proof of mailing. The bank must also leave a set amount in the account untouched on its own.`,
    OH: (rule: LevyClaimRule, dated: Dated) =>
      `In Ohio you ask the court for a hearing on the exemption (the request form comes with the garnishment notice) within ${rule.days} business days after you receive the notice (${rule.citation})${dated ? `: counted from ${dated.from}, the day you gave, file it by ${dated.due}` : ''}. Bring proof of where the money came from (benefit statements, bank statements); Ohio protects unemployment benefits, but the bank will not release them unless you ask.`,
    FL: (rule: LevyClaimRule, dated: Dated) =>
      `In Florida the claim of exemption and request for hearing (the form comes with the notice) go to the clerk of the court within ${rule.days} days after you receive the notice, with a copy to the creditor's lawyer (${rule.citation})${dated ? `: counted from ${dated.from}, the day you gave, file it by ${dated.due}` : ''}. Sign it under oath and attach proof of where the money came from.`,
  },
  es: {
    CA: (rule: LevyClaimRule, dated: Dated) =>
      `En California el reclamo de exención por un embargo de cuenta (Claim of Exemption, formulario EJ-160) se presenta ante el oficial que hizo el embargo (el sheriff o marshal que aparece en el aviso), no ante la corte, dentro de los ${rule.days} días después de la notificación del aviso de embargo (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, preséntelo a más tardar el ${dated.due}` : ''}. Si se lo mandaron por correo la ley puede darle cinco días más, pero no cuente con ellos; adjunte pruebas de dónde viene el dinero (comprobantes de beneficios, estados de cuenta).`,
    NY: (rule: LevyClaimRule, dated: Dated) =>
      `En Nueva York el formulario de reclamo de exención que viene con el aviso de restricción se devuelve al banco y al abogado del acreedor dentro de los ${rule.days} días desde el matasellos del aviso (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, a más tardar el ${dated.due}` : ''}; guarde prueba del envío. El banco además debe dejar sin tocar una cantidad fija de la cuenta.`,
    OH: (rule: LevyClaimRule, dated: Dated) =>
      `En Ohio usted pide a la corte una audiencia sobre la exención (el formulario viene con el aviso de embargo) dentro de los ${rule.days} días hábiles después de recibir el aviso (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, preséntelo a más tardar el ${dated.due}` : ''}. Lleve pruebas de dónde viene el dinero (comprobantes de beneficios, estados de cuenta); Ohio protege los beneficios de desempleo, pero el banco no los libera si usted no lo pide.`,
    FL: (rule: LevyClaimRule, dated: Dated) =>
      `En Florida el reclamo de exención y la solicitud de audiencia (el formulario viene con el aviso) se presentan ante el secretario de la corte dentro de los ${rule.days} días después de recibir el aviso, con copia al abogado del acreedor (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, preséntelo a más tardar el ${dated.due}` : ''}. Fírmelo bajo juramento y adjunte pruebas de dónde viene el dinero.`,
  },
} satisfies Record<Language, Record<LevyClaimState, (rule: LevyClaimRule, dated: Dated) => string>>;
