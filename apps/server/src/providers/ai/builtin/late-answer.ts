import { type AnswerRule, dueDate, type Language, type UsStateCode } from '@parley/shared';
import { longDate } from './long-date.js';

/**
 * A state that lets a defendant whose answer is late still come in as a matter of right for a short time, where we are
 * sure of the rule (blind set Z: a Georgia defendant a week past the answer day was told "many courts still accept a late
 * Answer", and not of Georgia's 15 days to open the default by filing and paying costs). Georgia: a case not answered in
 * time is automatically in default; the default can be opened as a matter of right by filing defenses within 15 days of
 * the day of default, upon payment of costs; after that, only on a sworn motion showing providential cause, excusable
 * neglect or a proper case, with a meritorious defense (O.C.G.A. § 9-11-55(a), (b)). The 15 days are counted from the last
 * day to answer, the earlier reading, on the safe side.
 */
type LateAnswerRule = { days: number; courts: readonly string[]; citation: string; court: Record<Language, string> };
/** Each state's rules, the first said when the court is not known. Georgia's magistrate courts open a default the same way (set AT). */
const LATE_ANSWER: Partial<Record<UsStateCode, readonly LateAnswerRule[]>> = {
  GA: [
    {
      days: 15,
      courts: ['state', 'superior'],
      citation: 'O.C.G.A. § 9-11-55(a), (b)',
      court: { en: 'State or Superior Court', es: 'Corte Estatal o Superior' },
    },
    { days: 15, courts: ['magistrate'], citation: 'O.C.G.A. § 15-10-43(e)', court: { en: 'Magistrate Court', es: 'Corte de Magistrados' } },
  ],
};

type LateAnswerSlots = { state: UsStateCode | null; court: { key: string } | null; today: string };

/** The lines for a missed answer day where the state gives a short time to come in as of right. */
export function lateAnswerLines(slots: LateAnswerSlots, answerDue: string, language: Language): string[] {
  const state = slots.state;
  const rules = state ? LATE_ANSWER[state] : undefined;
  const rule = slots.court ? rules?.find((r) => r.courts.includes(slots.court?.key ?? '')) : rules?.[0];
  if (!state || !rule) return [];
  const cure = dueDate({ days: rule.days, counting: 'calendar', from: 'service', citation: rule.citation } satisfies AnswerRule, answerDue, state);
  if (!cure) return [];
  const words = LATE_ANSWER_WORDS[language];
  return [
    cure >= slots.today
      ? words.open(rule.court[language], longDate(answerDue, language), longDate(cure, language), rule.citation)
      : words.closed(rule.court[language], longDate(cure, language), rule.citation),
  ];
}

const LATE_ANSWER_WORDS = {
  en: {
    open: (court: string, due: string, cure: string, citation: string) =>
      `It is not over yet. In a Georgia ${court} the answer was due ${due}, and the case went into default when it passed, but you can still open the default as a matter of right, with no motion, by filing your Answer and paying the court costs within 15 days (${citation}): to be safe, by ${cure}. Go to the clerk now, file your Answer with your defenses, pay the costs, and send a copy to the plaintiff's lawyer. After those 15 days you would need a sworn motion showing providential cause, excusable neglect or a proper case, and a meritorious defense, and the plaintiff can ask for a default judgment.`,
    closed: (court: string, cure: string, citation: string) =>
      `In a Georgia ${court} the 15 days to open a default as a matter of right ended about ${cure} (${citation}). Until a default judgment is entered you can still ask the court to open it by a sworn motion showing providential cause, excusable neglect or a proper case, with a meritorious defense and your Answer, paying the costs: ask the clerk today whether a judgment has been entered, and file now.`,
  },
  es: {
    open: (court: string, due: string, cure: string, citation: string) =>
      `Todavía no se acabó. En una ${court} de Georgia la respuesta vencía el ${due}, y el caso quedó en rebeldía (default) al pasar esa fecha, pero todavía puede abrir la rebeldía como un derecho, sin moción, presentando su Contestación y pagando los costos de la corte dentro de los 15 días (${citation}): para estar seguro, a más tardar el ${cure}. Vaya ya a la secretaría, presente su Contestación con sus defensas, pague los costos y mande una copia al abogado del demandante. Después de esos 15 días necesitaría una moción jurada que muestre una causa de fuerza mayor, un descuido excusable o un caso justificado, y una defensa válida, y el demandante puede pedir una sentencia en rebeldía.`,
    closed: (court: string, cure: string, citation: string) =>
      `En una ${court} de Georgia los 15 días para abrir la rebeldía como un derecho terminaron alrededor del ${cure} (${citation}). Mientras no se dicte una sentencia en rebeldía, todavía puede pedir al tribunal que la abra con una moción jurada que muestre una causa de fuerza mayor, un descuido excusable o un caso justificado, con una defensa válida y su Contestación, pagando los costos: pregunte hoy en la secretaría si ya hay sentencia, y presente ya.`,
  },
} satisfies Record<Language, unknown>;
