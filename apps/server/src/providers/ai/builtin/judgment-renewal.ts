import { type AnswerRule, dueDate, type Language, type UsStateCode } from '@parley/shared';
import { longDate } from './long-date.js';

/** What these lines read of a question's slots (slots.ts): a type of its own, so this file imports nothing of slots.ts. */
type JudgmentSlots = {
  state: UsStateCode | null;
  servedOn: string | null;
  servedHow: string | null;
  judgmentOn: string | null;
  today: string;
};

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
export function renewalLines(slots: JudgmentSlots, language: Language): string[] {
  const rule = slots.state ? RENEWAL_CHALLENGE[slots.state] : undefined;
  if (!rule || !slots.state) return [];
  const words = RENEWAL_WORDS[language];
  const due = slots.servedOn && slots.servedHow === 'in_person' ? counted(rule.days, slots.servedOn, slots.state) : null;
  return [due && slots.servedOn ? words.renewalDated(rule, longDate(slots.servedOn, language), longDate(due, language)) : words.renewal(rule)];
}

const counted = (days: number, from: string, state: UsStateCode): string | null =>
  dueDate({ days, counting: 'calendar', from: 'service', citation: '' } satisfies AnswerRule, from, state);

type Days = { days: number; citation: string };

const RENEWAL_WORDS = {
  en: {
    renewal: (rule: Days) =>
      `In California you can ask the court to vacate or change the renewal within ${rule.days} days after you were served with the notice of renewal (${rule.citation}): for example if the judgment was paid or partly paid, payments or garnishments were not credited, or the interest or costs were added wrongly (judgment interest there is simple, not compounded). Ask the clerk today for your last day.`,
    renewalDated: (rule: Days, served: string, due: string) =>
      `In California you can ask the court to vacate or change the renewal by a motion filed within ${rule.days} days after you were served with the notice of renewal (${rule.citation}): counted from ${served}, the day you gave, your last day is ${due}. Grounds include a judgment paid or partly paid, payments or garnishments not credited, and interest or costs added wrongly (judgment interest there is simple, not compounded); ask the creditor in writing for its accounting now.`,
  },
  es: {
    renewal: (rule: Days) =>
      `En California puede pedir al tribunal que anule o corrija la renovación dentro de los ${rule.days} días después de que le entregaron el aviso de renovación (${rule.citation}): por ejemplo, si la sentencia ya estaba pagada en todo o en parte, no le acreditaron pagos o embargos, o los intereses o costos se sumaron mal (allí el interés de una sentencia es simple, no compuesto). Pregunte hoy en la secretaría cuál es su último día.`,
    renewalDated: (rule: Days, served: string, due: string) =>
      `En California puede pedir al tribunal que anule o corrija la renovación con una moción presentada dentro de los ${rule.days} días después de que le entregaron el aviso de renovación (${rule.citation}): contando desde el ${served}, la fecha que usted dio, su último día es el ${due}. Son motivos, por ejemplo, una sentencia pagada en todo o en parte, pagos o embargos no acreditados, e intereses o costos mal sumados (allí el interés de una sentencia es simple, no compuesto); pida ya por escrito al acreedor su cuenta detallada.`,
  },
} satisfies Record<Language, unknown>;
