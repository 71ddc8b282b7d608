import { addCalendarDays, addCourtDays, isCourtDay } from './federal-holidays.js';
import type { AnswerRule, CourtLevel, DebtType, Jurisdiction, Limitation, ServiceMethod } from './jurisdiction-types.js';
import { DEBT_TYPES, DEFAULT_DEBT_TYPE } from './jurisdiction-types.js';
import { JURISDICTION_DATA } from './jurisdictions-data.js';
import type { Language } from './language.js';
import type { UsStateCode } from './us-states.js';

/**
 * What Parley knows of every state's courts for a Debt Answer: the deadline and how it is counted,
 * the court levels that hear consumer debt cases, the caption, the limitation period by kind of
 * debt, and the sources. The data is in jurisdictions-data.ts, its shapes in jurisdiction-types.ts; a consumer is always told that the
 * date on their own summons governs.
 */

export * from './jurisdiction-types.js';

/** The days to answer after service the way it happened. */
export const daysToAnswer = (rule: AnswerRule, how: ServiceMethod = 'in_person'): number =>
  (how === 'in_person' ? undefined : rule.otherService?.[how]) ?? rule.days;

export const JURISDICTIONS: readonly Jurisdiction[] = JURISDICTION_DATA;

export function jurisdictionOf(state: string | null | undefined): Jurisdiction | null {
  return JURISDICTIONS.find((j) => j.state === state) ?? null;
}

/** The court level by key, or the state's usual one. */
export function courtLevelOf(j: Jurisdiction, key: string | null | undefined): CourtLevel {
  return j.courts.find((c) => c.key === key) ?? (j.courts[0] as CourtLevel);
}

export function limitationFor(j: Jurisdiction, debtType: string | null | undefined): Limitation {
  const known = DEBT_TYPES.some((d) => d.key === debtType);
  return j.limitations[known ? (debtType as DebtType) : DEFAULT_DEBT_TYPE];
}

/** The court line of the caption, the venue filled in or left blank to write by hand. */
/** The level's name without its gloss: "Circuit Court (including the magistrate court)" → "Circuit Court". */
export const plainCourtName = (level: CourtLevel): string => level.name.replace(/\s*\([^)]*\)/g, '').trim();

export function captionLine(court: CourtLevel, venue: string | null | undefined): string {
  const v = venue?.trim();
  return court.caption.replace('{venue}', v ? v.toUpperCase() : '________');
}

/** Every rule and statute an entry rests on, once each. */
export function jurisdictionSources(j: Jurisdiction): string[] {
  const all = [...j.courts.map((c) => c.answer.citation), ...Object.values(j.limitations).map((l) => l.citation), j.revival.citation];
  return [...new Set(all)];
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The last day under one rule: calendar days from service (more where the rule gives more for
 * service by mail or outside the state), court days, or Texas's Monday rule; a last day on a
 * weekend or a court holiday of the state (federal-holidays.ts courtHolidays) moves to the next
 * court day. A rule whose date is printed on the summons has none: the summons governs.
 */
export function dueDate(rule: AnswerRule, servedOn: string, state?: string | null, how: ServiceMethod = 'in_person'): string | null {
  if (rule.from === 'summons' || !/^\d{4}-\d{2}-\d{2}$/.test(servedOn)) return null;
  const days = daysToAnswer(rule, how);
  if (rule.counting === 'court_days') return addCourtDays(state, servedOn, days);
  let due = addCalendarDays(servedOn, days);
  if (rule.mondayAfter) {
    do due = addCalendarDays(due, 1);
    while (weekday(due) !== 1);
  }
  while (!isCourtDay(state, due)) due = addCalendarDays(due, 1);
  return due;
}

/** The last day to answer in a state's court (its usual court when none is named). */
export function answerDeadline(state: string, servedOn: string, courtKey?: string | null, how: ServiceMethod = 'in_person'): string | null {
  const j = jurisdictionOf(state);
  return j ? dueDate(courtLevelOf(j, courtKey).answer, servedOn, state, how) : null;
}

/**
 * States whose law does not let a judgment creditor garnish wages for most consumer debts (support,
 * taxes and student loans aside): a judgment there reaches bank accounts and property, not pay.
 */
export const WAGE_GARNISHMENT_BARRED: Partial<Record<UsStateCode, string>> = {
  TX: 'Tex. Const. art. XVI, § 28',
  PA: '42 Pa. C.S. § 8127',
  NC: 'N.C. Gen. Stat. § 1-362',
  SC: 'S.C. Code Ann. § 37-5-104',
};

/** How often a person is paid, in weeks: the federal floor on garnishment is counted per pay period. */
export const PAY_PERIOD_WEEKS = { week: 1, two_weeks: 2, half_month: 52 / 24, month: 52 / 12 } as const;
export type PayPeriod = keyof typeof PAY_PERIOD_WEEKS;

/** The federal minimum wage the garnishment floor is counted in (29 U.S.C. 206(a)(1)), in cents an hour. */
export const FEDERAL_MINIMUM_WAGE_CENTS = 725;

/**
 * 15 U.S.C. 1673(a): the most an ordinary creditor with a judgment may garnish from one pay period of
 * disposable earnings (pay after the deductions the law requires): the lesser of 25% and the amount
 * above 30 times the federal minimum wage a week ($217.50 a week, $435 every two weeks, $471.25 twice
 * a month, $942.50 a month). A state may protect more; support, taxes and federal student loans differ.
 */
export function federalGarnishmentCap(disposableCents: number, period: PayPeriod) {
  const floorCents = Math.round(30 * FEDERAL_MINIMUM_WAGE_CENTS * PAY_PERIOD_WEEKS[period]);
  const quarterCents = Math.floor(disposableCents / 4);
  const aboveFloorCents = Math.max(0, disposableCents - floorCents);
  return { floorCents, quarterCents, aboveFloorCents, capCents: Math.min(quarterCents, aboveFloorCents) };
}

/**
 * States whose own limit on garnishing wages for an ordinary consumer judgment is the federal one,
 * where Parley can say the figure; elsewhere the state protects more (New York's 90% and its
 * minimum-wage floor, Illinois' 15% of gross, …) or Parley does not know, and no figure is given.
 */
export const FEDERAL_GARNISHMENT_LIMIT_STATES: ReadonlySet<UsStateCode> = new Set([
  'FL',
  'GA',
  'ID',
  'IN',
  'KS',
  'KY',
  'LA',
  'MI',
  'MS',
  'MT',
  'OH',
  // 12 Okla. Stat. § 1173.4(B): the lesser of 25% of disposable earnings and what is above 30 times the federal minimum wage.
  'OK',
  'UT',
  'WY',
]);

/**
 * California's limit on garnishing wages for an ordinary judgment (Cal. Code Civ. Proc. § 706.050, since
 * September 2023): the lesser of 20% of disposable earnings and 40% of what is above 48 times the state
 * minimum wage a week. A higher local minimum wage where the person works protects more, so the figure is
 * the most that can be taken.
 */
export const CALIFORNIA_MINIMUM_WAGE_CENTS = 1_690; // 2026, Cal. Lab. Code § 1182.12
export function californiaGarnishmentCap(disposableCents: number, period: PayPeriod) {
  const floorCents = Math.round(48 * CALIFORNIA_MINIMUM_WAGE_CENTS * PAY_PERIOD_WEEKS[period]);
  const fifthCents = Math.floor(disposableCents / 5);
  const aboveFloorCents = Math.max(0, Math.floor(((disposableCents - floorCents) * 40) / 100));
  return { floorCents, fifthCents, aboveFloorCents, capCents: Math.min(fifthCents, aboveFloorCents) };
}

/**
 * Illinois' limit on a wage deduction order (735 ILCS 5/12-803): the lesser of 15% of gross pay and what take-home pay is
 * above 45 times the Illinois minimum wage a week ($15.00 an hour since January 1, 2025, 820 ILCS 105/4), never more than
 * the federal 25% of take-home pay. Without the gross pay, the floor's part is what can be worked out: a ceiling.
 */
export const ILLINOIS_MINIMUM_WAGE_CENTS = 1_500;
export function illinoisGarnishmentCap(disposableCents: number, grossCents: number | null, period: PayPeriod) {
  const floorCents = Math.round(45 * ILLINOIS_MINIMUM_WAGE_CENTS * PAY_PERIOD_WEEKS[period]);
  const aboveFloorCents = Math.max(0, disposableCents - floorCents);
  const grossShareCents = grossCents === null ? null : Math.floor((grossCents * 15) / 100);
  const quarterCents = Math.floor(disposableCents / 4);
  return { floorCents, aboveFloorCents, grossShareCents, capCents: Math.min(aboveFloorCents, grossShareCents ?? aboveFloorCents, quarterCents) };
}

/** The share of take-home pay that is the most a state's rule (STATE_WAGE_RULES, whose words say it from here) lets be garnished, whatever its floor leaves: worked out on the pay given. */
const share = { AZ: 10, CO: 20, WI: 20, WA: 20, WV: 20 } as const;
export const STATE_TAKE_HOME_SHARE: Partial<Record<UsStateCode, number>> = share;

/**
 * States whose own limit on garnishing wages for an ordinary consumer judgment protects more than the
 * federal one, said as the rule: where it rests on gross pay or local figures Parley does not compute,
 * always; California's, when no take-home pay is given (with one, `californiaGarnishmentCap` says the figure).
 */
export const STATE_WAGE_RULES: Partial<Record<UsStateCode, { en: string; es: string }>> = {
  NY: {
    en: 'In New York an income execution for a consumer debt can take at most 10% of your gross pay, and nothing while your take-home pay is under 30 times the minimum wage a week; 90% of your earnings are exempt (N.Y. C.P.L.R. 5231(b), 5205(d)). If more is taken, ask the employer and the marshal or sheriff for the papers and file to correct it.',
    es: 'En Nueva York una ejecución de ingresos (income execution) por una deuda de consumo puede quitar como máximo el 10% de su sueldo bruto, y nada mientras su sueldo neto sea menor que 30 veces el salario mínimo por semana; el 90% de sus ingresos está exento (N.Y. C.P.L.R. 5231(b), 5205(d)). Si le quitan más, pida los papeles al empleador y al marshal o sheriff y presente una solicitud para corregirlo.',
  },
  CA: {
    en: 'In California a creditor with a judgment can garnish at most the lesser of 20% of your take-home pay and 40% of what is above 48 times the minimum wage a week (Cal. Code Civ. Proc. § 706.050); a higher local minimum wage protects more, and you can claim more as needed for your family (form WG-006).',
    es: 'En California un acreedor con una sentencia puede embargar como máximo lo menor entre el 20% de su sueldo neto y el 40% de lo que pasa de 48 veces el salario mínimo por semana (Cal. Code Civ. Proc. § 706.050); un salario mínimo local más alto le protege más, y puede reclamar más si lo necesita para mantener a su familia (formulario WG-006).',
  },
  CO: {
    en: `In Colorado a garnishment for a consumer debt can take at most the lesser of ${share.CO}% of your take-home pay and what is above 40 times the state or local minimum wage a week (C.R.S. § 13-54-104(2)(a)); you can ask the court to lower it if you show hardship.`,
    es: `En Colorado un embargo por una deuda de consumo puede quitar como máximo lo menor entre el ${share.CO}% de su sueldo neto y lo que pasa de 40 veces el salario mínimo estatal o local por semana (C.R.S. § 13-54-104(2)(a)); puede pedir a la corte que lo baje si demuestra dificultades.`,
  },
  AZ: {
    en: `In Arizona a garnishment for a consumer debt can take at most ${share.AZ}% of your take-home pay, and never more than federal law allows (A.R.S. § 33-1131(B)); the court can lower it further if you show hardship, which you ask for with the garnishment’s objection form.`,
    es: `En Arizona un embargo por una deuda de consumo puede quitar como máximo el ${share.AZ}% de su sueldo neto, y nunca más de lo que permite la ley federal (A.R.S. § 33-1131(B)); la corte puede bajarlo más si demuestra dificultades, lo que se pide con el formulario de objeción del embargo.`,
  },
  WI: {
    en: `In Wisconsin an earnings garnishment can take at most the lesser of ${share.WI}% of your take-home pay and what is above 30 times the federal minimum wage a week, and none of it if your household income is below the federal poverty line (Wis. Stat. § 812.34(2)); claim the exemption on the form that comes with the garnishment.`,
    es: `En Wisconsin un embargo de sueldo puede quitar como máximo lo menor entre el ${share.WI}% de su sueldo neto y lo que pasa de 30 veces el salario mínimo federal por semana, y nada si el ingreso de su hogar está por debajo del nivel federal de pobreza (Wis. Stat. § 812.34(2)); reclame la exención en el formulario que viene con el embargo.`,
  },
  IL: {
    en: 'In Illinois a wage deduction order can take at most 15% of your gross pay, and must leave you at least 45 times the state minimum wage a week (735 ILCS 5/12-803).',
    es: 'En Illinois una orden de deducción de sueldo puede quitar como máximo el 15% de su sueldo bruto, y debe dejarle al menos 45 veces el salario mínimo estatal por semana (735 ILCS 5/12-803).',
  },
  DE: {
    en: 'In Delaware a wage attachment for a consumer debt can take at most 15% of your wages: 85% is exempt (Del. Code tit. 10, § 4913(a)), and the federal limit still applies beneath it.',
    es: 'En Delaware un embargo de sueldo por una deuda de consumo puede quitar como máximo el 15% de su sueldo: el 85% está exento (Del. Code tit. 10, § 4913(a)), y el límite federal sigue aplicando debajo de eso.',
  },
  MA: {
    en: 'In Massachusetts a wage trustee process can take at most 15% of your gross pay, and must leave you at least 50 times the higher of the federal or state minimum wage a week (Mass. Gen. Laws ch. 246, § 28).',
    es: 'En Massachusetts un embargo de sueldo (trustee process) puede quitar como máximo el 15% de su sueldo bruto, y debe dejarle al menos 50 veces el salario mínimo más alto (federal o estatal) por semana (Mass. Gen. Laws ch. 246, § 28).',
  },
  WA: {
    en: `In Washington a garnishment for a consumer debt can take at most ${share.WA}% of your take-home pay, and must leave you at least 35 times the state minimum wage a week (RCW 6.27.150); claim the exemption on the form served with the writ.`,
    es: `En Washington un embargo por una deuda de consumo puede quitar como máximo el ${share.WA}% de su sueldo neto, y debe dejarle al menos 35 veces el salario mínimo estatal por semana (RCW 6.27.150); reclame la exención en el formulario que le entregan con la orden.`,
  },
  WV: {
    en: `In West Virginia a wage garnishment (suggestee execution) can take at most ${share.WV}% of your take-home pay, and must leave you at least 30 times the federal minimum wage a week (W. Va. Code § 38-5A-3).`,
    es: `En Virginia Occidental un embargo de sueldo puede quitar como máximo el ${share.WV}% de su sueldo neto, y debe dejarle al menos 30 veces el salario mínimo federal por semana (W. Va. Code § 38-5A-3).`,
  },
  CT: {
    en: `In Connecticut a wage execution can take at most the lesser of 25% of your take-home pay and what is above 40 times the higher of the federal or state minimum wage a week (Conn. Gen. Stat. § 52-361a); you can ask the court to lower it with the exemption claim form.`,
    es: `En Connecticut una ejecución de sueldo puede quitar como máximo lo menor entre el 25% de su sueldo neto y lo que pasa de 40 veces el salario mínimo más alto (federal o estatal) por semana (Conn. Gen. Stat. § 52-361a); puede pedir a la corte que lo baje con el formulario de reclamo de exención.`,
  },
  ME: {
    en: `In Maine a wage garnishment can take at most the lesser of 25% of your take-home pay and what is above 40 times the higher of the federal or state minimum wage a week (Me. Rev. Stat. tit. 14, § 3127-B).`,
    es: `En Maine un embargo de sueldo puede quitar como máximo lo menor entre el 25% de su sueldo neto y lo que pasa de 40 veces el salario mínimo más alto (federal o estatal) por semana (Me. Rev. Stat. tit. 14, § 3127-B).`,
  },
  MN: {
    en: `In Minnesota an earnings garnishment can take at most the lesser of 25% of your take-home pay and what is above 40 times the highest of the federal, state or local minimum wage a week, and nothing while you receive need-based public assistance or for 60 days after (Minn. Stat. §§ 571.922, 550.37).`,
    es: `En Minesota un embargo de sueldo puede quitar como máximo lo menor entre el 25% de su sueldo neto y lo que pasa de 40 veces el salario mínimo más alto (federal, estatal o local) por semana, y nada mientras reciba asistencia pública por necesidad o durante 60 días después (Minn. Stat. §§ 571.922, 550.37).`,
  },
  NM: {
    en: `In New Mexico a wage garnishment can take at most the lesser of 25% of your take-home pay and what is above 40 times the minimum wage a week (N.M. Stat. § 35-12-7).`,
    es: `En Nuevo México un embargo de sueldo puede quitar como máximo lo menor entre el 25% de su sueldo neto y lo que pasa de 40 veces el salario mínimo por semana (N.M. Stat. § 35-12-7).`,
  },
  VA: {
    en: `In Virginia a wage garnishment can take at most the lesser of 25% of your take-home pay and what is above 40 times the federal minimum wage a week (Va. Code § 34-29).`,
    es: `En Virginia un embargo de sueldo puede quitar como máximo lo menor entre el 25% de su sueldo neto y lo que pasa de 40 veces el salario mínimo federal por semana (Va. Code § 34-29).`,
  },
  HI: {
    en: 'In Hawaii a wage garnishment can take at most 5% of the first $100 of your gross pay a month, 10% of the next $100 and 20% of the rest (Haw. Rev. Stat. § 652-1(b)).',
    es: 'En Hawái un embargo de sueldo puede quitar como máximo el 5% de los primeros $100 de su sueldo bruto al mes, el 10% de los siguientes $100 y el 20% del resto (Haw. Rev. Stat. § 652-1(b)).',
  },
};

/**
 * A state's own share of disposable earnings, lower for a head of family, where we are sure of it. Missouri: 10% for a head
 * of a family residing in the state, 25% for others, or what is above 30 times the federal minimum wage a week, whichever
 * is less (Mo. Rev. Stat. § 525.030.2); Nebraska: 15% for a head of family, 25% for others (Neb. Rev. Stat. § 25-1558). The
 * head-of-family limit is claimed on the exemption form, it is not automatic.
 */
export const STATE_PERCENT_CAPS: Partial<Record<UsStateCode, { headOfFamily: number; others: number; citation: string }>> = {
  MO: { headOfFamily: 10, others: 25, citation: 'Mo. Rev. Stat. § 525.030.2' },
  NE: { headOfFamily: 15, others: 25, citation: 'Neb. Rev. Stat. § 25-1558' },
};

/** A head of family's pay a state exempts in full up to a weekly amount, when the exemption is claimed. */
export const HEAD_OF_FAMILY_WEEKLY_CENTS: Partial<Record<UsStateCode, { cents: number; citation: string; claimDays: number }>> = {
  /** Claimed with the Claim of Exemption within 20 days of receiving the notice of garnishment (Fla. Stat. § 77.041). */
  FL: { cents: 75_000, citation: 'Fla. Stat. § 222.11(2)', claimDays: 20 },
};

/**
 * What restarts a state's limitation period, read from its revival rule (for wording it in another
 * language): nothing, only a signed writing, or a payment too.
 */
export type RevivalKind = 'none' | 'writing' | 'payment_or_writing';
export function revivalKind(j: Jurisdiction): RevivalKind {
  const text = j.revival.text;
  if (/only a signed written acknowledgment can/i.test(text)) return 'writing';
  if (/\b(does not|cannot) (?:revive|restart)|\bnot revive/i.test(text)) return 'none';
  return /\b(or a payment|part payment|including a payment|a payment[^.;]*can)\b/i.test(text) ? 'payment_or_writing' : 'writing';
}

/** Said with every deadline. */
export const DEADLINE_CAVEAT = 'Check the date on your summons: it governs. A last day on a weekend or court holiday moves to the next court day.';

/** How the deadline is counted, in plain words, in the consumer's language (the rule's citation stays as the law writes it). */
export function deadlineText(rule: AnswerRule, language: Language = 'en'): string {
  const others = Object.entries(rule.otherService ?? {}) as [Exclude<ServiceMethod, 'in_person'>, number][];
  if (language === 'es') {
    if (rule.from === 'summons') return `En la fecha de respuesta, de comparecencia o de audiencia impresa en su citación (${rule.citation}).`;
    if (rule.mondayAfter) return `Antes de las 10:00 a. m. del lunes siguiente a que pasen ${rule.days} días desde que lo notificaron (${rule.citation}).`;
    const unit = rule.counting === 'court_days' ? 'días hábiles del tribunal (sin contar fines de semana ni feriados del tribunal)' : 'días';
    const other = others.map(([how, days]) => `; ${days} días si ${SERVICE_WORDS.es[how]}`).join('');
    return `Dentro de ${rule.days} ${unit} después de que lo notificaron${other} (${rule.citation}).`;
  }
  if (rule.from === 'summons') return `By the return, appearance or hearing date printed on your summons (${rule.citation}).`;
  if (rule.mondayAfter) return `By 10:00 a.m. on the Monday after ${rule.days} days have passed since you were served (${rule.citation}).`;
  const unit = rule.counting === 'court_days' ? 'court days (weekends and court holidays not counted)' : 'days';
  const other = others.map(([how, days]) => `; ${days} days if ${SERVICE_WORDS.en[how]}`).join('');
  return `Within ${rule.days} ${unit} after you were served${other} (${rule.citation}).`;
}

/** How the papers came, as a condition ("28 days if you were served by mail"). */
export const SERVICE_WORDS: Record<Language, Record<Exclude<ServiceMethod, 'in_person'>, string>> = {
  en: {
    mail: 'you were served by mail',
    outside_state: 'you were served outside the state',
    not_in_person: 'the papers were not handed to you in person',
  },
  es: {
    mail: 'lo notificaron por correo',
    outside_state: 'lo notificaron fuera del estado',
    not_in_person: 'no le entregaron los papeles en persona',
  },
};

/** Affirmative defenses, each asked as a plain-language question. */
export const DEFENSES = [
  {
    key: 'statute_of_limitations',
    question: 'Was your last payment on this debt a long time ago (more than a few years)?',
    title: 'Statute of limitations',
  },
  { key: 'lack_of_standing', question: 'Is the company suing you different from the one you owed originally?', title: 'Lack of standing' },
  { key: 'improper_service', question: 'Were the court papers left with someone else, mailed, or never handed to you?', title: 'Improper service of process' },
  { key: 'amount_disputed', question: 'Do you think the amount they claim is wrong, or includes fees you never agreed to?', title: 'Amount disputed' },
  { key: 'not_my_debt', question: 'Do you not recognise this debt at all, or could it be identity theft?', title: 'Not my debt' },
  { key: 'paid_or_settled', question: 'Did you already pay or settle this debt?', title: 'Payment or settlement' },
] as const;
export type DefenseKey = (typeof DEFENSES)[number]['key'];
