import { dueDate, jurisdictionOf, type Language, stateName, type UsStateCode } from '@parley/shared';
import { landlordMoneyClaimIn } from './landlord-claims.js';
import { longDate } from './long-date.js';

/**
 * A suit for possession, an eviction, is the papers the person holds (blind set AN: a Georgia "dispossessory affidavit" with
 * rent in it was given a debt suit's 30 days; Georgia gives 7). Its time to answer is the state's eviction rule, never a debt
 * suit's: where the state's row knows it (jurisdictions-data.ts `evictionAnswer`), it is dated; elsewhere the person is told it is days, not weeks. Read on folded text.
 */
export const EVICTION_SUIT =
  /\b(?:dispossessory|unlawful detainer|forcible (?:entry and )?detainer|eviction (?:case|papers|lawsuit|suit|summons|complaint|petition|hearing|citation)|(?:summons|complaint|petition|papers) (?:for|of) (?:eviction|possession)|writ of possession|demanda de desalojo|corte de desalojo|papeles de(?:l)? desalojo|citatorio de desalojo)\b/;

/** Whether the papers the person holds are an eviction's; a former landlord's suit for money is a debt suit (landlord-claims.ts). */
export const evictionSuitIn = (folded: string) => EVICTION_SUIT.test(folded) && !landlordMoneyClaimIn(folded);

const WORDS = {
  en: {
    general:
      'These papers are an eviction case, not an ordinary debt lawsuit: an eviction moves much faster, and the time to answer is often only days, not the 20 or 30 days of a debt suit. Read the date on the papers and answer or appear by it; talking with the landlord or the leasing office does not stop the case, and any payment deal should be in writing while you still answer. Call your local legal aid office or tenant help line today (LawHelp.org finds it).',
    dated: (state: string, days: number, citation: string, due: string | null) =>
      `In ${state}, an eviction (dispossessory) case must be answered within ${days} days after service (${citation})${due ? `: your last day is ${due}` : ''}. If you do not answer, the landlord can get a writ of possession quickly.`,
  },
  es: {
    general:
      'Estos papeles son un caso de desalojo, no una demanda común por deuda: un desalojo avanza mucho más rápido, y el plazo para contestar suele ser de pocos días, no los 20 o 30 días de una demanda por deuda. Lea la fecha en los papeles y conteste o preséntese antes; hablar con el dueño o la oficina de alquiler no detiene el caso, y cualquier arreglo de pago debe quedar por escrito mientras usted contesta igual. Llame hoy a la asistencia legal o a la línea de ayuda para inquilinos de su zona (LawHelp.org le ayuda a encontrarla).',
    dated: (state: string, days: number, citation: string, due: string | null) =>
      `En ${state}, un caso de desalojo (dispossessory) se contesta dentro de ${days} días después de la notificación (${citation})${due ? `: su último día es el ${due}` : ''}. Si no contesta, el dueño puede conseguir rápidamente una orden de desalojo (writ of possession).`,
  },
} satisfies Record<Language, unknown>;

/**
 * What a person holding eviction papers must hear first: that it is no debt suit, and its own time to answer where known. A
 * message that is only an eviction is already told so by the refusal (`notADebtCase`): then only the dated rule is added.
 */
export function evictionSuitLines(state: UsStateCode | null, servedOn: string | null, language: Language, notADebtCase: boolean): string[] {
  const words = WORDS[language];
  const general = notADebtCase ? [] : [words.general];
  const rule = jurisdictionOf(state)?.evictionAnswer;
  if (!state || !rule) return general;
  const due = servedOn ? dueDate(rule, servedOn, state) : null;
  return [...general, words.dated(stateName(state, language), rule.days, rule.citation, due ? longDate(due, language) : null)];
}
