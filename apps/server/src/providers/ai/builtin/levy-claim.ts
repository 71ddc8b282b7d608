import { type AnswerRule, dueDate, type Language, type UsStateCode } from '@parley/shared';
import { datesIn } from './question-dates.js';

/**
 * The time to claim an exemption from a bank levy, where we are sure of the state's rule, counted from the notice's date
 * the question gives (blind set Z: a California levy notice postmarked on a given day met "often only 10 to 20 days … this
 * week", and "file with the court" where California's claim goes to the levying officer).
 * - California: the claim of exemption goes to the levying officer (the sheriff or marshal named on the notice), within 15
 *   days after the notice of levy is served (Cal. Code Civ. Proc. § 703.520(a)); service by mail can add five days
 *   (§ 684.120), which the answer does not count on.
 * - New York: the exemption claim form that comes with a restraining notice goes back to the bank and the creditor's lawyer
 *   within 20 days of its postmark (N.Y. C.P.L.R. 5222-a(c)).
 */
type LevyClaimRule = { days: number; citation: string };
const LEVY_CLAIM: Partial<Record<UsStateCode, LevyClaimRule>> = {
  CA: { days: 15, citation: 'Cal. Code Civ. Proc. § 703.520(a)' },
  NY: { days: 20, citation: 'N.Y. C.P.L.R. 5222-a(c)' },
};

/** A bank levy or restraint, with its notice in hand. */
const BANK_LEVY = /\b(?:notice of levy|levy|levied|restraint|restrained|restraining notice|froze|frozen|congel\w*|embargaron (?:mi|la) cuenta)\b/;
const NOTICE_CAME = /\b(?:postmark\w*|matasellos|mailed|came|arrived|received|got|served|llego|recibi|me llego|enviaron|mandaron)\b[^.?!]{0,30}$/;

/** The day the levy notice came or was postmarked, when the question gives it. */
export function levyNoticeOn(folded: string, now: Date): string | null {
  if (!BANK_LEVY.test(folded)) return null;
  const today = now.toISOString().slice(0, 10);
  return datesIn(folded, now).find((m) => m.iso <= today && NOTICE_CAME.test(folded.slice(Math.max(0, m.at - 45), m.at)))?.iso ?? null;
}

export function levyClaimLine(
  state: UsStateCode | null,
  noticeOn: string | null,
  language: Language,
  longDate: (iso: string, language: Language) => string,
): string | null {
  const rule = state ? LEVY_CLAIM[state] : undefined;
  if (!state || !rule) return null;
  const words = WORDS[language][state as 'CA' | 'NY'];
  const due = noticeOn
    ? dueDate({ days: rule.days, counting: 'calendar', from: 'service', citation: rule.citation } satisfies AnswerRule, noticeOn, state)
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
  },
  es: {
    CA: (rule: LevyClaimRule, dated: Dated) =>
      `En California el reclamo de exención por un embargo de cuenta (Claim of Exemption, formulario EJ-160) se presenta ante el oficial que hizo el embargo (el sheriff o marshal que aparece en el aviso), no ante la corte, dentro de los ${rule.days} días después de la notificación del aviso de embargo (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, preséntelo a más tardar el ${dated.due}` : ''}. Si se lo mandaron por correo la ley puede darle cinco días más, pero no cuente con ellos; adjunte pruebas de dónde viene el dinero (comprobantes de beneficios, estados de cuenta).`,
    NY: (rule: LevyClaimRule, dated: Dated) =>
      `En Nueva York el formulario de reclamo de exención que viene con el aviso de restricción se devuelve al banco y al abogado del acreedor dentro de los ${rule.days} días desde el matasellos del aviso (${rule.citation})${dated ? `: contando desde el ${dated.from}, la fecha que usted dio, a más tardar el ${dated.due}` : ''}; guarde prueba del envío. El banco además debe dejar sin tocar una cantidad fija de la cuenta.`,
  },
} satisfies Record<Language, Record<'CA' | 'NY', (rule: LevyClaimRule, dated: Dated) => string>>;
