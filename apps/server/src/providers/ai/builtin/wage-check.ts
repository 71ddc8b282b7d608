import { formatCents, type Language, type PayPeriod, STATE_PERCENT_CAPS, stateName, type UsStateCode } from '@parley/shared';
import type { PayFigure } from './pay-figures.js';

/**
 * The garnishment limit checked against what the question says is taken (blind set Z: "is $275 on top of the child support
 * right?" and "$180 a week, is that legal?" were met with the rule and no figure). Support withholding counts toward the
 * 25% for an ordinary creditor (15 U.S.C. § 1673; the Department of Labor reads the limit as one on all garnishments
 * together), so it is taken off what is left; the safe reading takes it off the lesser limit.
 */

type Cap = { capCents: number; floorCents: number; shareCents: number; aboveFloorCents: number };

/** The cap less support already withheld, never below nothing. */
const leftAfterSupport = (capCents: number, pay: PayFigure) => Math.max(0, capCents - (pay.supportCents ?? 0));

/** What follows the limit: the support it is reduced by, and whether what is taken is over it. */
export function checkedAgainst(cap: Cap, pay: PayFigure, language: Language): string {
  const words = WAGE_CHECK_WORDS[language];
  const per = words.period[pay.period];
  const left = leftAfterSupport(cap.capCents, pay);
  const support = pay.supportCents ? words.support(formatCents(pay.supportCents), per, formatCents(left)) : '';
  const taken = pay.takenCents;
  const verdict = taken === undefined ? '' : taken > left ? words.over(formatCents(taken), formatCents(taken - left), per) : words.within(formatCents(taken));
  // A second creditor's garnishment shares the same limit: it adds only what the first leaves under it (blind sets H, N, V).
  const room = Math.max(0, left - (taken ?? 0));
  const second = !pay.another
    ? ''
    : taken !== undefined && room === 0
      ? words.noRoom
      : taken !== undefined
        ? words.room(formatCents(room), per)
        : words.together;
  return `${support}${verdict}${second}`;
}

/** The federal limit worked out on the pay given and checked against what is taken, without the general words around it. */
export function federalCheckLine(
  pay: PayFigure,
  cap: { capCents: number; quarterCents: number; floorCents: number; aboveFloorCents: number },
  language: Language,
): string {
  const words = WAGE_CHECK_WORDS[language];
  const per = words.period[pay.period];
  const head = words.federalCap(
    formatCents(pay.cents),
    per,
    formatCents(cap.capCents),
    formatCents(cap.quarterCents),
    formatCents(cap.floorCents),
    formatCents(cap.aboveFloorCents),
  );
  return `${head}${checkedAgainst({ ...cap, shareCents: cap.quarterCents }, pay, language)}`;
}

/** The federal limit on the pay given as a ceiling where the state's own limit is not known here: what is over it is over, what is under it may still be over the state's. */
export function federalCeilingLine(
  pay: PayFigure,
  cap: { capCents: number; quarterCents: number; floorCents: number; aboveFloorCents: number },
  state: string,
  language: Language,
): string {
  const words = WAGE_CHECK_WORDS[language];
  const per = words.period[pay.period];
  const head = words.federalCeiling(
    formatCents(pay.cents),
    per,
    formatCents(cap.capCents),
    formatCents(cap.quarterCents),
    formatCents(cap.floorCents),
    formatCents(cap.aboveFloorCents),
    state,
  );
  const taken = pay.takenCents;
  if (taken === undefined || pay.supportCents !== undefined || pay.another)
    return `${head}${checkedAgainst({ ...cap, shareCents: cap.quarterCents }, pay, language)}`;
  return `${head}${taken > cap.capCents ? words.over(formatCents(taken), formatCents(taken - cap.capCents), per) : words.withinCeiling(formatCents(taken), state)}`;
}

/** A state's percentage limit (Missouri's), worked out on the pay given, or said without it. */
export function percentCapLine(
  state: UsStateCode,
  headOfFamily: boolean,
  pay: PayFigure | null,
  floorCents: (pay: PayFigure) => number,
  language: Language,
): string | null {
  const rule = STATE_PERCENT_CAPS[state];
  if (!rule) return null;
  const words = WAGE_CHECK_WORDS[language];
  const percent = headOfFamily ? rule.headOfFamily : rule.others;
  const name = stateName(state, language);
  if (!pay) return words.percentRule(name, rule.headOfFamily, rule.others, rule.citation);
  const floor = floorCents(pay);
  const share = Math.floor((pay.cents * percent) / 100);
  const above = Math.max(0, pay.cents - floor);
  const cap = { capCents: Math.min(share, above), floorCents: floor, shareCents: share, aboveFloorCents: above };
  const per = words.period[pay.period];
  return `${words.percentCap(name, headOfFamily, rule.headOfFamily, formatCents(pay.cents), per, formatCents(cap.capCents), percent, formatCents(share), formatCents(floor), formatCents(above), rule.citation)}${checkedAgainst(cap, pay, language)}`;
}

export const WAGE_CHECK_WORDS = {
  en: {
    period: { week: 'a week', two_weeks: 'every two weeks', half_month: 'twice a month', month: 'a month' } satisfies Record<PayPeriod, string>,
    federalCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `On ${pay} of take-home pay ${per}, an ordinary creditor with a judgment can garnish at most ${cap}: the lesser of 25% (${quarter}) and what is above ${floor} (${above}) (15 U.S.C. § 1673, which your state follows).`,
    federalCeiling: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string, state: string) =>
      `On ${pay} of take-home pay ${per}, federal law lets an ordinary creditor with a judgment garnish at most ${cap}: the lesser of 25% (${quarter}) and what is above ${floor} (${above}) (15 U.S.C. § 1673). That is the most any state allows; ${state} may protect more of your pay.`,
    withinCeiling: (taken: string, state: string) =>
      ` The ${taken} taken is not over that federal limit; if ${state}'s own limit is lower, or you qualify for a state exemption (hardship, head of family), claim it on the exemption form that came with the garnishment, and ask the court clerk or legal aid for the state's figure.`,
    support: (support: string, per: string, left: string) =>
      ` Child support already withheld (${support} ${per}) counts toward that limit, so this creditor can take at most ${left} ${per}.`,
    over: (taken: string, over: string, per: string) =>
      ` Taking ${taken} is ${over} more than the law allows ${per}: show payroll these figures and ask them to correct it, and if they don't, ask the court that issued the garnishment for a hearing and a refund of what was over-withheld; keep your pay stubs.`,
    within: (taken: string) =>
      ` The ${taken} taken is within that limit; a state exemption (for hardship, or as head of a family) may still protect more if you claim it with the court.`,
    noRoom:
      ' A second ordinary garnishment cannot add to that: the limit is for all of them together, so while the first takes the most allowed, the second gets nothing from your pay (in most states it waits its turn).',
    room: (room: string, per: string) => ` A second ordinary garnishment can add at most ${room} ${per}: the limit is for all of them together.`,
    together: ' A second ordinary garnishment does not get its own share: the limit is for all of them together.',
    percentRule: (state: string, head: number, others: number, citation: string) =>
      `In ${state} a wage garnishment for an ordinary debt can take at most ${head}% of your take-home pay if you are a head of family living in the state (you support a child or other dependent), ${others}% otherwise, and never more than what is above 30 times the federal minimum wage a week (${citation}). The head-of-family limit is not automatic: claim it on the exemption form that comes with the garnishment.`,
    percentCap: (
      state: string,
      head: boolean,
      headPercent: number,
      pay: string,
      per: string,
      cap: string,
      percent: number,
      share: string,
      floor: string,
      above: string,
      citation: string,
    ) =>
      `In ${state}, ${head ? 'as a head of family living in the state (you support a child or other dependent)' : 'for someone who is not a head of family'}, a creditor with a judgment can garnish at most ${cap} of ${pay} take-home pay ${per}: the lesser of ${percent}% (${share}) and what is above ${floor} (${above}) (${citation}). ${head ? 'Claim head-of-family status on the exemption form that comes with the garnishment: it is not automatic.' : `If you support a child or other dependent, you are a head of family there and the limit is ${headPercent}%: claim it on the exemption form.`}`,
  },
  es: {
    period: { week: 'por semana', two_weeks: 'cada dos semanas', half_month: 'por quincena', month: 'al mes' } satisfies Record<PayPeriod, string>,
    federalCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `Con un sueldo neto de ${pay} ${per}, un acreedor común con una sentencia puede embargar como máximo ${cap}: lo menor entre el 25% (${quarter}) y lo que pasa de ${floor} (${above}) (15 U.S.C. § 1673, que su estado sigue).`,
    federalCeiling: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string, state: string) =>
      `Con un sueldo neto de ${pay} ${per}, la ley federal permite que un acreedor común con una sentencia embargue como máximo ${cap}: lo menor entre el 25% (${quarter}) y lo que pasa de ${floor} (${above}) (15 U.S.C. § 1673). Es lo máximo que permite cualquier estado; ${state} puede proteger más de su sueldo.`,
    withinCeiling: (taken: string, state: string) =>
      ` Los ${taken} que le quitan no pasan ese límite federal; si el límite propio de ${state} es menor, o si usted califica para una exención del estado (por necesidad económica o como jefe de familia), reclámela en el formulario de exención que vino con el embargo, y pida la cifra del estado en la secretaría de la corte o a la asistencia legal.`,
    support: (support: string, per: string, left: string) =>
      ` La manutención de hijos que ya le retienen (${support} ${per}) cuenta dentro de ese límite, así que este acreedor puede quitarle como máximo ${left} ${per}.`,
    over: (taken: string, over: string, per: string) =>
      ` Quitarle ${taken} es ${over} más de lo que permite la ley ${per}: muéstrele estas cifras a la oficina de nómina (payroll) y pídale que lo corrija, y si no lo hacen, pida a la corte que emitió el embargo una audiencia y que le devuelvan lo cobrado de más; guarde sus talones de pago.`,
    within: (taken: string) =>
      ` Los ${taken} que le quitan están dentro de ese límite; una exención del estado (por necesidad económica, o como jefe de familia) todavía puede protegerle más si la reclama ante la corte.`,
    noRoom:
      ' Un segundo embargo común no puede sumarse: el límite es para todos los embargos juntos, así que mientras el primero tome el máximo permitido, el segundo no recibe nada de su sueldo (en la mayoría de los estados espera su turno).',
    room: (room: string, per: string) => ` Un segundo embargo común puede sumar como máximo ${room} ${per}: el límite es para todos los embargos juntos.`,
    together: ' Un segundo embargo común no tiene su propia parte: el límite es para todos los embargos juntos.',
    percentRule: (state: string, head: number, others: number, citation: string) =>
      `En ${state} un embargo de sueldo por una deuda común puede quitar como máximo el ${head}% de su sueldo neto si usted es jefe de familia y vive en el estado (mantiene a un hijo u otro dependiente), el ${others}% en otro caso, y nunca más de lo que pasa de 30 veces el salario mínimo federal por semana (${citation}). El límite de jefe de familia no es automático: reclámelo en el formulario de exención que viene con el embargo.`,
    percentCap: (
      state: string,
      head: boolean,
      headPercent: number,
      pay: string,
      per: string,
      cap: string,
      percent: number,
      share: string,
      floor: string,
      above: string,
      citation: string,
    ) =>
      `En ${state}, ${head ? 'como jefe de familia que vive en el estado (mantiene a un hijo u otro dependiente)' : 'para quien no es jefe de familia'}, un acreedor con una sentencia puede embargar como máximo ${cap} de un sueldo neto de ${pay} ${per}: lo menor entre el ${percent}% (${share}) y lo que pasa de ${floor} (${above}) (${citation}). ${head ? 'Reclame su condición de jefe de familia en el formulario de exención que viene con el embargo: no es automática.' : `Si mantiene a un hijo u otro dependiente, allí es jefe de familia y el límite es el ${headPercent}%: reclámelo en el formulario de exención.`}`,
  },
} satisfies Record<Language, unknown>;
