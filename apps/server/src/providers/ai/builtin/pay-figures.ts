import { dollarsToCents, type PayPeriod, parseDollarsToCents, US_STATES } from '@parley/shared';
import { dollarFigures } from './settlement-math.js';

/**
 * The person's pay as a question gives it (split from slots.ts by concern): the take-home pay and its period, what a
 * garnishment already takes from it, and what support withholding already takes (blind set Z: "$600 disposable … they
 * take $180 a week" was read as $180 of pay, and "$1,100 … child support $200 per check" as no pay at all).
 */
export type PayFigure = {
  cents: number;
  period: PayPeriod;
  /** What the question says a garnishment takes from each pay, when it says. */
  takenCents?: number;
  /** What the question says is already withheld from each pay for child support or alimony, when it says. */
  supportCents?: number;
  /** A second ordinary garnishment said to come on top of one already there. */
  another?: boolean;
  /** Other pays of the same period said in a list, each with what was taken from it. */
  others?: { cents: number; takenCents: number }[];
  /** The gross pay of the same period, when said beside the take-home pay (Illinois counts 15% of it). */
  grossCents?: number;
};

/** Each pay the question gives: the first and any others of its list, each with its own figure and what was taken from it. */
export const eachPay = (pay: PayFigure): PayFigure[] => [pay, ...(pay.others ?? []).map((other) => ({ ...pay, ...other }))];

/** A second creditor's garnishment on top of the first ("another law firm sent garnishment papers", "me llegó otro … otros $200"). */
const ANOTHER_GARNISHMENT =
  /\b(?:another|second|2nd|a new|otro|otra|segundo|segunda|nuevo)\b(?!\s+(?:question|thing|part|issue|pregunta|cosa|duda))[^.?!]{0,50}\b(?:garnish\w*|embargo\w*|writ|creditor|acreedor)\b|\b(?:another|otros?)\s+\$\s?\d|\b(?:can|could|will) (?:they )?both (?:take|garnish)\b|\b(?:los dos|ambos) (?:me )?(?:pueden )?(?:quitar|embargar)\b/;

/**
 * Take-home pay written with its period: "I take home $620 a week", "$1,400 net every two weeks",
 * "gano 500 dolares limpios a la semana", and without a dollar sign ("I clear 900 a week take-home",
 * "1,250 every two weeks": a figure of three digits or more, so "2 weeks" and "1 week" are never pay).
 * Garnishment is counted on pay after the deductions the law requires, so a figure not said to be
 * take-home (gross, or just "I make") is not counted.
 */
const PAY =
  /(?:\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d{3,}|\d+(?=(?:\.\d{2})? (?:dollars|dolares|bucks)))(?:\.(\d{2}))?(?: (?:dollars|dolares|bucks))?)(?: (?:take[ -]?home|net|after taxes?|neto|netos|limpio|limpios|libres?))? ?(?:(?:a|an|per|each|every|cada|por|a la|al|\/) ?)?(twice a month|two weeks|other week|2 weeks|biweekly|bi-weekly|week|wk|weekly|dos semanas|2 semanas|quincena|semana|semanal(?:es)?|month|monthly|mes|mensual(?:es)?)\b/;
const TAKE_HOME =
  /\b(take[ -]?home|took home|net|after (?:all )?(?:the |my )?taxes?|after deductions|after\s+(?:the\s+|my\s+)?(?:soc(?:ial)? sec|fica|medicare)(?:\s+(?:and|&|\+|\/)\s+(?:the\s+)?(?:medicare|taxes|fica))?(?:\s+(?:lines?|deductions?|withholding|parts?))?|disposable|neto|netos|limpio|limpios|despues de (?:los |las )?(?:impuestos|taxes|descuentos|deducciones)|libre de impuestos)\b/;
const GROSS = /\b(gross|before taxes?|pre-?tax|bruto|brutos|antes de impuestos)\b/;
/** A job named before a figure: "my part-time job pays $210", "del trabajito donde me pagan $210". */
const JOB_BEFORE =
  /\b(?:job|work|works|working|employer|paycheck|paychecks|wages?|salary|shift|trabajo|trabajito|chamba|empleo|empleador|patron|sueldo|salario|cheque de (?:pago|trabajo))\b/;
/** Money that is not wages: a benefit is protected by its own law, never by the wage limit. */
const NOT_WAGES =
  /\b(ssdi|ssi|social security|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|alimony|seguro social|discapacidad|desempleo|manutencion|jubilacion|pension|beneficios?)\b/;
/** Support named: paid out of the person's own pay when words of withholding stand beside it. */
const SUPPORT = /\b(?:child support|alimony|spousal support|manutencion(?: de (?:mis |los )?hijos)?|pension alimenticia)\b/g;
const PAID_OUT =
  /\b(?:withh[oe]ld\w*|taken out|taking out|comes? out|goes? to|go to|deduct\w*|already|per check|each check|every check|garnish\w*|retienen|retiene|descuentan|descuenta|quitan|quita|sale|salen|va a|van a|para)\b/;
/** The spans of support paid out of pay: "$200 per check for child support", "child support is already withheld at $200". */
function supportPaidOut(folded: string): { at: number; end: number }[] {
  return [...folded.matchAll(SUPPORT)]
    .map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((m) => PAID_OUT.test(folded.slice(Math.max(0, m.at - 60), m.end + 60)));
}

const PERIOD_OF: Record<string, PayPeriod> = {
  'twice a month': 'half_month',
  semimonthly: 'half_month',
  'semi-monthly': 'half_month',
  quincena: 'half_month',
  'two weeks': 'two_weeks',
  'other week': 'two_weeks',
  '2 weeks': 'two_weeks',
  biweekly: 'two_weeks',
  'bi-weekly': 'two_weeks',
  'dos semanas': 'two_weeks',
  '2 semanas': 'two_weeks',
  month: 'month',
  monthly: 'month',
  mes: 'month',
};
const periodOf = (word: string): PayPeriod => PERIOD_OF[word] ?? (/^mensual/.test(word) ? 'month' : 'week');
/** How often the person is paid, said apart from the figure: "I get paid weekly", "me pagan cada dos semanas". */
const PAID_EVERY =
  /\b(?:paid|pay ?day|paycheck|pay ?check|check|me pagan|nos pagan|cobro|pago)\s+(?:is\s+)?(?:(?:every|each|once a|a|cada|por|a la|al)\s+)?(twice a month|two weeks|other week|2 weeks|biweekly|bi-weekly|week|weekly|dos semanas|quincena|semana|semanal|month|monthly|mes|mensual)\b|\b(biweekly|bi-weekly|weekly|twice a month|semi-?monthly|every (?:two|2|other) weeks?|cada (?:dos |2 )?semanas?|cada quincena|semanalmente|quincenal(?:mente)?)\b/;
/** Paid on a weekday each week: "paid every friday", "me pagan cada viernes". */
const WEEKDAY_PAY =
  /\b(?:paid|pay ?day|paycheck|check|me pagan|nos pagan|cobro)\b[^.?!]{0,15}\b(?:every|each|cada)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/;
const periodSaid = (folded: string): PayPeriod | null => {
  if (WEEKDAY_PAY.test(folded) && !PAID_EVERY.test(folded)) return 'week';
  const m = PAID_EVERY.exec(folded);
  const word = (m?.[1] ?? m?.[2] ?? '').replace(/^every (?:two|2|other) weeks?$/, 'two weeks').replace(/^cada (?:dos|2) semanas?$/, 'dos semanas');
  if (!m) return null;
  if (/^cada semanas?$|^semanalmente$/.test(word)) return 'week';
  if (/^cada quincena$|^quincenal/.test(word)) return 'half_month';
  return periodOf(word);
};

/** Words just before a figure that make it the amount taken, not the pay: "me quitan $140 a la semana", "they take $95 a week". */
const TAKEN_BEFORE =
  /\b(?:quitan|quitaron|quita|quitando|quitarme|quitarle|descuentan|descontaron|descontando|descontarme|descontarle|retienen|reteniendo|retenerme|retenerle|embargan|embargando|take|takes|taking|took|garnish\w*|withh[oe]ld\w*|deduct\w*)\s+(?:me\s+|out\s+|about\s+|like\s+|unos\s+|como\s+|another\s+|an extra\s+|an additional\s+|otros\s+|otro\s+)?$/;
/** A figure that is what a garnishment takes: after the words of taking, or said as "… taken from each check". */
const TAKEN_AFTER =
  /^\s?(?:(?:a|per|each|every|cada|a la|al)\s+(?:week|check|paycheck|semana|cheque|quincena)\s+)?(?:is |are |being )?(?:taken|garnished|withheld|deducted)\b/;
/** What a figure taken from pay is for, when it is a deduction the person chose: health insurance, a 401(k), union dues. */
const FOR_A_CHOSEN_DEDUCTION =
  /^\s?(?:(?:a|per|each|every|cada|a la|al)\s+(?:week|check|paycheck|semana|cheque|quincena)\s+)?(?:for|in|toward|towards|para|de)\s+(?:my |the |our |mi |el |la |los |las )?(?:health|medical|dental|vision|insurance|401\s?\(?k\)?|retirement|pension|union|dues|parking|uniforms?|seguro|aseguranza|sindicato|retiro|cuotas? (?:del|de la) (?:sindicato|union))/;
/** A deduction the person chose, named as what takes the figure: "my health insurance takes $80", "el seguro me quita $40". */
const CHOSEN_BEFORE =
  /\b(?:health|medical|dental|vision|insurance|401\s?\(?k\)?|retirement|union|dues|parking|seguro|aseguranza|sindicato|retiro)\b(?:\s+\w+)?\s+(?:takes|took|is|costs?|comes? out(?: at| to)?|me quita|quita|son|es)\s*$/;
/** Words near a figure that make it the take-home pay itself: "my disposable (after taxes) is $600", "mi cheque neto es de $980". */
const TAKE_HOME_BEFORE = new RegExp(`${TAKE_HOME.source}[^$.?!]{0,45}$`);
const TAKE_HOME_JUST_BEFORE = new RegExp(`${TAKE_HOME.source}(?: (?:pay|income|earnings|wages?|sueldo|ingreso))?(?: is| was| of| es| de)?:?\\s*$`);
const TAKE_HOME_AFTER = new RegExp(`^\\s?(?:a (?:week|month)\\s+)?${TAKE_HOME.source}`);

/** A figure as a pay stub is typed, with or without its dollar sign: "1680.00", "$2,900", "128.52". */
const STUB_AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\b`;
const GROSS_FIGURE = new RegExp(
  String.raw`\b(?:gross|bruto)(?: pay| wages?| earnings| income| check)?(?: is| was| of| de| were)?:?\s*${STUB_AMOUNT}|${STUB_AMOUNT}\s*(?:(?:a|per|each|every|al|por|cada)\s+(week|check|paycheck|semana|cheque)\s+)?(?:gross|bruto)\b`,
);
/**
 * What the law takes out before a garnishment's limit is counted: income taxes, Social Security and Medicare, and a public
 * employer's mandatory retirement contribution (15 U.S.C. § 1672(b); 29 C.F.R. § 870.10). Health insurance, a 401(k) or its loan
 * and union dues are the person's own choices and are never subtracted.
 */
const STATE_WORDS = Object.values(US_STATES)
  .map((name) => name.toLowerCase())
  .join('|');
const REQUIRED_DEDUCTION = new RegExp(
  // (Never "after taxes $720": the pay left, not a tax.)
  String.raw`(?<!\b(?:after|despues de)(?: all| todos)?(?: the| my| los| las| mis)?\s)\b(?:(?:fed(?:eral)?|state|[a-z]{2} state|${STATE_WORDS}|local|city|county|income|withholding) (?:state )?(?:income )?tax(?:es)?|(?:sers|strs|opers|pers|calpers|trs|(?:mandatory|required|state) (?:\w+ )?(?:retirement|pension))(?: retirement| pension)?(?: \(?(?:it'?s |is )?mandatory\)?)?|taxes(?: (?:and|&|\+) (?:ss|soc(?:ial)? sec(?:urity)?|fica|medicare)(?: ?(?:\/|and|&|\+) ?medicare)?)?(?: total)?|total taxes|soc(?:ial)? sec(?:urity)?(?: ?(?:\+|and|&|\/) ?medicare)?|medicare|fica|oasdi|impuestos?(?: federales| estatales| totales)?)(?: \([^)]{0,60}\))?(?: all together| together| combined| in all)?(?: withheld| total)?(?: is| was| were| are| came to| come to| comes? out(?: to| at)?| came out(?: to| at)?| took(?: out)?| takes?(?: out)?| of| de| son| fueron)?:?\s*${STUB_AMOUNT}`,
  'g',
);
/** The same taxes said after their figure: "me quitan $125 de taxes", "$140 in taxes" (blind set AX). */
const REQUIRED_DEDUCTION_AFTER = new RegExp(
  String.raw`${STUB_AMOUNT}\s*(?:(?:de|en|in|for|of|para)\s+)?(?:los\s+|las\s+|the\s+)?(?:taxes|impuestos|income tax(?:es)?|federal (?:and state )?tax(?:es)?)\b`,
  'g',
);
/** A stub's figure in cents through the one money parser; a figure past its bounds (ten digits of dollars) reads as none. */
const centsOf = (whole: string, fraction: string | undefined) => parseDollarsToCents(fraction ? `${whole}.${fraction}` : whole);

/**
 * The pay a garnishment is counted on, from a pay stub's lines as people type them ("gross 1680.00 … fed tax 188.00, soc
 * sec+medicare 128.52, LA state tax 52.00, health ins 68.00, 401k 84.00"): the gross less what the law takes out, when the
 * stub names its taxes and how often the person is paid (blind set AK: a stub was met with an article on tax refunds).
 */
function stubPay(folded: string): { cents: number; period: PayPeriod; deductions: string[] } | null {
  const gross = GROSS_FIGURE.exec(folded);
  // (Or the gross's own period: "I make $820 a week gross"; set X.)
  const period = periodSaid(folded) ?? (/^(?:week|semana)$/.test(gross?.[5] ?? '') ? 'week' : null);
  if (!gross || !period) return null;
  const grossCents = centsOf((gross[1] ?? gross[3]) as string, gross[1] ? gross[2] : gross[4]);
  const before = [...folded.matchAll(REQUIRED_DEDUCTION)];
  const after = before.length > 0 ? [] : [...folded.matchAll(REQUIRED_DEDUCTION_AFTER)];
  const taken = [...before, ...after].map((m) => ({ text: m[0], cents: centsOf(m[1] as string, m[2]) }));
  if (grossCents === null || taken.some((d) => d.cents === null)) return null;
  const required = taken.reduce((sum, d) => sum + (d.cents ?? 0), 0);
  if (taken.length === 0 || required <= 0 || required >= grossCents) return null;
  return { cents: grossCents - required, period, deductions: taken.map((d) => d.text) };
}

/** A PAY match's figure in cents. */
const centsOfPayMatch = (m: RegExpMatchArray) => dollarsToCents(Number((m[1] ?? m[3] ?? '0').replace(/,/g, ''))) + Number(m[2] ?? m[4] ?? 0);

/** A creditor's taking named beside a figure: "now a garnishment for a loan takes $200", "otros $150 por una tarjeta" (set AU). */
const OF_A_CREDITOR = /\b(?:garnish\w*|embargo\w*|creditor|acreedor|judgm?ent|sentencia|loan|prestamo|card|tarjeta)\b/;

const MONEY = String.raw`\$\s?\d[\d,]*(?:\.\d{1,2})?`;
const MONEY_LIST = String.raw`(${MONEY}(?:\s*,\s*(?:and\s+|y\s+)?${MONEY}|\s+(?:and|y)\s+${MONEY}){1,5})`;
/** Pays that vary, then what was taken from each in the same order: "checks … were $900, $380, $250 and they took $225, $95 and $62.50". */
const PAYS_THEN_TAKEN = new RegExp(
  `${MONEY_LIST}[^$]{0,40}?\\b(?:took|taken|take|takes|withheld|withhold|garnished|deducted|quitaron|descontaron|retuvieron|sacaron)\\b[^$]{0,15}?${MONEY_LIST}`,
);
/** The pays of a list, each with what was taken from it (blind set AV: a construction worker's weekly pay that varies with the weather). */
function paysListed(folded: string): PayFigure | null {
  const m = PAYS_THEN_TAKEN.exec(folded);
  const period = periodSaid(folded);
  if (!m?.[1] || !m[2] || !period) return null;
  const amounts = (list: string) => dollarFigures(list).map((f) => f.cents ?? 0);
  const pays = amounts(m[1]);
  const taken = amounts(m[2]);
  if (pays.length !== taken.length || pays.some((cents, i) => cents <= 0 || (taken[i] ?? 0) >= cents)) return null;
  const [first, ...others] = pays.map((cents, i) => ({ cents, takenCents: taken[i] ?? 0 }));
  return first ? { ...first, period, others } : null;
}

export function payIn(folded: string): PayFigure | null {
  // Support taken out of the person's own pay is not a benefit: it is read apart, and does not stop the pay from being read.
  const support = supportPaidOut(folded);
  // A stub's taxes ("soc sec", "social security 104.00") are deductions, not a benefit the person receives.
  const stub = GROSS.test(folded) ? stubPay(folded) : null;
  const unstubbed = stub ? stub.deductions.reduce((text, d) => text.replace(d, ' '), folded) : folded;
  // Support once said to come out of the pay is that support wherever it is named again ("on top of the child support").
  const rest = support.length > 0 ? unstubbed.replace(new RegExp(SUPPORT.source, 'g'), ' ') : unstubbed;
  // (A gross figure said beside the take-home one is passed over: "gross is $1,400, after taxes its $1,160" is $1,160; blind set AP.)
  if (!stub && !TAKE_HOME.test(folded)) return null;
  const listed = paysListed(folded);
  if (listed) return listed;
  const figures = dollarFigures(folded).filter((f) => f.cents !== null) as { at: number; end: number; cents: number }[];
  const before = (f: { at: number }, n: number) => folded.slice(Math.max(0, f.at - n), f.at);
  // A benefit named beside the pay (blind set AM: "del cheque del SSDI ($1,100 al mes) y del trabajito … $210 a la semana después de
  // impuestos"): the benefit's own figure is no pay, and a pay is read only where a job is named just before it.
  // (Never the taxes' own list: "after the taxes (federal, state, social security, medicare)" names no benefit; set AU.)
  const benefits = NOT_WAGES.test(rest.replace(/\b(?:tax(?:es)?|impuestos|deductions|descuentos)\s*\([^()]{0,80}\)/g, ' '));
  const ofABenefit = (f: { at: number }) => NOT_WAGES.test(before(f, 25));
  const ofAJob = (f: { at: number }) => JOB_BEFORE.test(before(f, 60)) && !ofABenefit(f);
  const isGross = (f: { at: number; end: number }) => GROSS.test(before(f, 20)) || GROSS.test(folded.slice(f.end, f.end + 12));
  // (Not a deduction the person chose: "they also take $60 for my health insurance", "me quitan $40 para el seguro".)
  const isChosen = (f: { at: number; end: number }) => FOR_A_CHOSEN_DEDUCTION.test(folded.slice(f.end, f.end + 40)) || CHOSEN_BEFORE.test(before(f, 40));
  const isTaken = (f: { at: number; end: number }) => (TAKEN_BEFORE.test(before(f, 25)) || TAKEN_AFTER.test(folded.slice(f.end, f.end + 40))) && !isChosen(f);
  // A figure beside support paid out, with no other figure between them, is that support.
  // A figure said right after take-home words ("my disposable pay is $800 a week and child support takes $220") is the pay (blind set AB review).
  // (Never one a creditor's garnishment takes, named between or just after.)
  const inSupport = (f: { at: number; end: number }) =>
    !TAKE_HOME_JUST_BEFORE.test(before(f, 30)) &&
    !OF_A_CREDITOR.test(folded.slice(f.end, f.end + 25)) &&
    support.some((m) => {
      const [from, to] = f.end <= m.at ? [f.end, m.at] : [m.end, f.at];
      return to - from <= 45 && to >= from && !/\$\s?\d/.test(folded.slice(from, to)) && !OF_A_CREDITOR.test(folded.slice(from, to));
    });
  // The figure said to be take-home pay comes first; else the first with its period that is not the amount taken from it
  // (blind set V: the $140 taken was read as the pay); else a figure said to be take-home pay, its period said elsewhere.
  // (A list in parentheses between the words and the figure is passed over: "after all the taxes (fed, state, local, ss, medicare) $2,600", set AT.)
  const beforeUnlisted = (f: { at: number }, n: number) =>
    before(f, n + 90)
      .replace(/\([^()]{0,80}\)(?=[^()]{0,20}$)/, ' ')
      .slice(-n);
  const isTakeHome = (f: { at: number; end: number }) => TAKE_HOME_BEFORE.test(beforeUnlisted(f, 60)) || TAKE_HOME_AFTER.test(folded.slice(f.end, f.end + 30));
  const payFigures = [...folded.matchAll(new RegExp(PAY.source, 'g'))].map((f) => ({ m: f, at: f.index ?? 0, end: (f.index ?? 0) + f[0].length }));
  const withPeriods = payFigures.filter((f) => !TAKEN_BEFORE.test(before(f, 25)) && !inSupport(f) && !isGross(f) && (!benefits || ofAJob(f)));
  const withPeriod = withPeriods.find(isTakeHome) ?? withPeriods[0];
  let pay: { cents: number; period: PayPeriod; at: number; takeHome: boolean } | null = stub
    ? { cents: stub.cents, period: stub.period, at: -1, takeHome: true }
    : null;
  if (withPeriod && !stub) {
    pay = { cents: centsOfPayMatch(withPeriod.m), period: periodOf(withPeriod.m[5] ?? 'week'), at: withPeriod.at, takeHome: isTakeHome(withPeriod) };
  }
  // Not one of a list of pays that vary ("last week $200, this week $300 …"): no single figure is the pay then.
  const said = figures.find(
    (f) =>
      !isTaken(f) &&
      !inSupport(f) &&
      !isGross(f) &&
      isTakeHome(f) &&
      (!benefits || ofAJob(f)) &&
      !figures.some((g) => g.at > f.end && g.at - f.end <= 40 && !isTaken(g) && !isChosen(g) && !inSupport(g)),
  );
  // The gross said with its period: "I make $900 a week gross, after taxes my take home is $760" (its period is the take-home's too).
  const grossSaid = payFigures.find((f) => isGross(f) && !isTaken(f));
  const saidPeriod = periodSaid(folded);
  const period = saidPeriod ?? (grossSaid ? periodOf(grossSaid.m[5] ?? 'week') : null);
  if (!stub && said && period && (!pay || (!pay.takeHome && said.at !== pay.at))) pay = { cents: said.cents, period, at: said.at, takeHome: true };
  if (!pay || pay.cents <= 0) return null;
  const { at: payAt, cents: payCents } = pay;
  // Every garnishment taken from the pay, together: the limit is on all ordinary garnishments at once.
  // A figure asked about ("can both of them take $225?") is checked only when no amount is said to be taken already ("they can take $60 right?").
  const asked = (f: { at: number }) => /\b(?:can|could|may|might|pueden|puede|podrian)\b[^.?!]*$/.test(before(f, 60));
  // (Never a tax the stub took out: "taxes and SS/medicare took $750" is no garnishment.)
  const inStub = (f: { at: number; end: number }) =>
    stub?.deductions.some((d) => {
      const from = folded.indexOf(d);
      return from >= 0 && f.at >= from && f.end <= from + d.length;
    }) ?? false;
  // What another check told after it (its own gross) took is that check's, not this one's too (set AT: two checks' $850 and $1,025).
  const nextCheckAt = (payAt >= 0 ? figures.find((g) => g.at > payAt && isGross(g))?.at : undefined) ?? Number.POSITIVE_INFINITY;
  // (Nor a tax said to take its figure without a stub's gross: "taxes (federal, state, social security, medicare) take $130"; set X.)
  const taxSpans = [...folded.matchAll(REQUIRED_DEDUCTION)].map((m) => ({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length }));
  const isTax = (f: { at: number; end: number }) => taxSpans.some((s) => f.at >= s.from && f.end <= s.to);
  const takes = figures.filter((f) => f.at !== payAt && f.at < nextCheckAt && !inSupport(f) && !inStub(f) && !isTax(f) && isTaken(f) && f.cents < payCents);
  const taken = takes.some((f) => !asked(f)) ? takes.filter((f) => !asked(f)) : takes.slice(0, 1);
  const supportFigure = figures.find((f) => f.at !== payAt && inSupport(f) && f.cents < payCents);
  const sumTaken = taken.length > 0 ? taken.reduce((sum, f) => sum + f.cents, 0) : null;
  // A total with the support in it ("can they really take $405 a week total?", the $180 support and the card's $225; set AU):
  // the creditor's part is what is over the support, the figure the question also gives.
  const withSupport = supportFigure && sumTaken !== null && figures.some((f) => f.cents === sumTaken - supportFigure.cents);
  const takenCents = withSupport && sumTaken !== null ? sumTaken - supportFigure.cents : sumTaken;
  // Or said without its period where the pay's period is said elsewhere: "weekly check: gross $1,100, after taxes … $860".
  const grossFigure = !grossSaid && saidPeriod === pay.period ? GROSS_FIGURE.exec(folded) : null;
  const grossCents = grossFigure
    ? centsOf((grossFigure[1] ?? grossFigure[3]) as string, grossFigure[1] ? grossFigure[2] : grossFigure[4])
    : grossSaid && periodOf(grossSaid.m[5] ?? 'week') === pay.period
      ? centsOfPayMatch(grossSaid.m)
      : null;
  return {
    cents: pay.cents,
    period: pay.period,
    ...(takenCents !== null ? { takenCents } : {}),
    ...(supportFigure ? { supportCents: supportFigure.cents } : {}),
    // ("Otros $275", "another $150" beside the support withheld is the one ordinary garnishment, not a second; set AU.)
    ...(ANOTHER_GARNISHMENT.test(supportFigure ? folded.replace(/\b(?:another|otros?)\s+\$\s?\d/g, ' ') : folded) ? { another: true } : {}),
    ...(grossCents !== null && grossCents > pay.cents ? { grossCents } : {}),
  };
}
