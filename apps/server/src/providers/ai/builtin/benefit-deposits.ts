import { formatCents, type Language } from '@parley/shared';
import { datesIn } from './date-mentions.js';
import { longDate } from './long-date.js';
import { dollarFigures } from './settlement-math.js';

/**
 * The federal benefits a bank must protect on its own when a garnishment order reaches it, worked out on the deposits the
 * question gives (blind set Z: the two-month rule was stated and never applied to "$9,400 back pay Oct 20, $1,380 on Oct 21
 * and Nov 18", nor to "SSI $994 a month, $1,850 in the account"). 31 C.F.R. § 212.3, .5, .6: the bank looks back two months
 * from its review of the account and protects the lesser of the balance and the federal benefits directly deposited in that
 * time. Social Security, SSI, VA and other federal benefits only; unemployment and state benefits are not protected this
 * way and must be claimed. Read on folded, lower-case text.
 */
export type BenefitDeposits = {
  /** What the bank must protect on its own, before any cap at the balance. */
  protectedCents: number;
  /** Each deposit counted, or the monthly amount counted twice. */
  counted: { cents: number; on: string | null }[];
  /** Deposits the question gives that fall before the two months: still exempt, but claimed, not protected on their own. */
  outsideCents: number;
  balanceCents: number | null;
};

const FEDERAL_BENEFIT =
  /\b(?:ssdi|ssi|social security|seguro social|va (?:benefits?|disability|compensation|pension)|veterans?'? (?:benefits?|disability|pension)|railroad retirement|federal (?:retirement|pension|annuity)|opm|beneficios? (?:de la va|del seguro social|de veterano)|discapacidad del seguro social)\b/;
const STATE_BENEFIT_ONLY = /\b(?:unemployment|desempleo|edd|workers'? comp\w*|state disability|sdi)\b/;
/**
 * "…a month" after the figure, past a closing bracket or comma ("my social security ($1,840) goes in every month"; blind set AJ),
 * or past the day it comes ("me llega por depósito directo el día 3 de cada mes", "on the first day of each and every month"; set AR).
 */
const MONTHLY_AFTER =
  /^[)\],\s]*(?:\w+\s+){0,14}?(?:a|per|each|every|cada|al|por)(?:\s+and\s+every|\s+single)?\s+(?:month|mes)\b|^[)\],\s]*(?:\w+\s+){0,3}?(?:monthly|mensual\w*)\b/;
const DEPOSIT_WORDS = /\b(?:deposit\w*|came|comes|goes|go|went|hits?|lands?|arrive\w*|paid|pagan|llega\w*|recib\w*|entra\w*|caen?|back ?pay|regular)\b/;
/** A figure that is the account's balance: "balance when they froze it was $12,475", "froze the whole $8,900", "saldo de $3,100". */
const BALANCE_BEFORE =
  /\b(?:balance|saldo)\b[^$.?!]{0,35}$|\b(?:froze|frozen|congel\w*)\b[^$.?!]{0,45}\b(?:with|con)\s*$|\b(?:froze|frozen|congelaron)\s+(?:the whole|all(?: of)?(?: the)?|everything,?|todo(?: el)?|los)\s*$/;
const BALANCE_AFTER =
  /^\s?(?:(?:\w+\s+){0,2}?in (?:the|my|that|her|his) (?:account|checking|savings)|in (?:there|it)|(?:\w+\s+){0,2}?en (?:la|mi|su) cuenta)\b/;
/** Said of the account before the figure: "en la cuenta hay $1,900", "in the account there was $2,000". */
const ACCOUNT_HELD_BEFORE =
  /\b(?:in (?:the|my|her|his) (?:account|checking)|en (?:la|mi|su) cuenta)\s+(?:hay|habia|tenia|tiene|there (?:is|was|were)|had|has)\s+(?:about|like|around|como|unos)?\s*$/;
/** Weaker: what the person "had" or saved, when nothing says the balance. */
const HAD_BEFORE = /\b(?:had|have|there (?:was|is|were)|saved(?: up)?|savings of|tenia|tengo|habia|hay|ahorr\w*)\s*(?:about|like|around|como|unos)?\s*$/;
/** A figure that is no benefit: money from someone else, a debt, a judgment. */
const NOT_A_BENEFIT_AFTER =
  /^\s?(?:\w+\s+){0,3}?(?:sent(?! (?:by|via|through|to (?:my|me|the)|into|straight))|gave|lent|loaned|owe|judgm?ent|debt|me (?:mando|presto|dio))\b/;
/** Money actually frozen or levied, not a threat of it ("they'll garnish her Social Security" is none). */
const FROZEN =
  /\b(?:froze|frozen|freezing|levied|garnished|restrained|restraint|(?:got|received|sent|served) (?:a |the )?(?:garnishment|levy|restraint)|garnishment (?:order|notice)|(?:bank|notice of) levy|congel(?:o|aron|ada|ado)|embargaron|embargada)\b/;
/** Income that is not a federal benefit, said beside a figure: a pension from a job, wages, unemployment. */
const OTHER_INCOME =
  /\b(?:pension|pensions|jubilacion|401 ?k|wages?|paychecks?|sueldo|salario|cheque de (?:mi )?trabajo|unemployment|desempleo|edd|babysitting|cleaning|limpi\w*|job|trabajo|work|plan)\b/;

/**
 * The bank's lookback (31 C.F.R. § 212.3): from the day before its review of the account back to the
 * same date two months earlier (that month's last day when it has no such date). The day of the
 * freeze stands for the review, which the rule puts within two business days of the order.
 */
function inLookback(on: string, frozenOn: string): boolean {
  const [y, m, d] = frozenOn.split('-').map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(y, m - 1, d - 1));
  const monthStart = Date.UTC(dayBefore.getUTCFullYear(), dayBefore.getUTCMonth() - 2, 1);
  const lastOfMonth = new Date(Date.UTC(dayBefore.getUTCFullYear(), dayBefore.getUTCMonth() - 1, 0)).getUTCDate();
  const start = monthStart + (Math.min(dayBefore.getUTCDate(), lastOfMonth) - 1) * 86_400_000;
  const at = Date.parse(on);
  return at >= start && at <= Date.parse(frozenOn);
}

export function benefitDepositsIn(folded: string, now: Date): BenefitDeposits | null {
  if (!FEDERAL_BENEFIT.test(folded) || !FROZEN.test(folded)) return null;
  const figures = dollarFigures(folded).filter((f): f is { at: number; end: number; cents: number } => f.cents !== null && f.cents > 0);
  const someoneElses = (f: { end: number }) => NOT_A_BENEFIT_AFTER.test(folded.slice(f.end, f.end + 30));
  const balance =
    figures.find(
      (f) =>
        BALANCE_BEFORE.test(folded.slice(Math.max(0, f.at - 45), f.at)) ||
        ACCOUNT_HELD_BEFORE.test(folded.slice(Math.max(0, f.at - 45), f.at)) ||
        BALANCE_AFTER.test(folded.slice(f.end, f.end + 30)),
    ) ?? figures.find((f) => HAD_BEFORE.test(folded.slice(Math.max(0, f.at - 25), f.at)) && !someoneElses(f));
  const dates = datesIn(folded, now);
  // The day of the freeze: the words of it before the date in its sentence, else right after it.
  const sameSentence = (text: string) => !/[.?!]/.test(text);
  const frozenBefore = (d: { at: number }) => {
    const window = folded.slice(Math.max(0, d.at - 60), d.at);
    const tail = window.slice(Math.max(...['.', '?', '!'].map((mark) => window.lastIndexOf(mark))) + 1);
    return FROZEN.test(tail);
  };
  const frozenAfter = (d: { end: number }) => {
    const after = folded.slice(d.end, d.end + 30);
    return sameSentence(after.slice(0, after.search(FROZEN) < 0 ? 0 : after.search(FROZEN))) && FROZEN.test(after);
  };
  const frozen = dates.find(frozenBefore) ?? dates.find(frozenAfter);
  const benefitNear = (f: { at: number; end: number }) => {
    const sentenceStart = Math.max(0, ...['.', '?', '!'].map((mark) => folded.lastIndexOf(mark, f.at) + 1));
    const sentenceEnd = [...'.?!'].map((mark) => folded.indexOf(mark, f.end)).filter((i) => i >= 0);
    const sentence = folded.slice(sentenceStart, sentenceEnd.length ? Math.min(...sentenceEnd) : folded.length);
    return FEDERAL_BENEFIT.test(sentence) && !STATE_BENEFIT_ONLY.test(folded.slice(Math.max(0, f.at - 30), f.end + 30));
  };
  // A figure is a federal benefit when the benefit's name is the nearest income word to it: just after it, else before it.
  const federalFigure = (f: { at: number; end: number }) => {
    const after = folded.slice(f.end, f.end + 30);
    const afterFederal = after.search(FEDERAL_BENEFIT);
    const afterOther = after.search(OTHER_INCOME);
    if (afterOther >= 0 && (afterFederal < 0 || afterOther < afterFederal)) return false;
    if (afterFederal >= 0) return true;
    const beforeText = folded.slice(Math.max(0, f.at - 60), f.at);
    const lastOf = (re: RegExp) => Math.max(-1, ...[...beforeText.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index ?? 0));
    // Nothing else named near it: the sentence's federal benefit is its source.
    const other = lastOf(OTHER_INCOME);
    return other < 0 || lastOf(FEDERAL_BENEFIT) > other;
  };
  const candidates = figures.filter((f) => f !== balance && benefitNear(f) && !someoneElses(f) && federalFigure(f));
  // Deposits with their dates: each date between a figure and the next is one deposit of that figure.
  const dated: { cents: number; on: string }[] = [];
  for (const [i, f] of candidates.entries()) {
    const next = candidates[i + 1]?.at ?? figures.find((g) => g.at > f.end)?.at ?? folded.length;
    for (const d of dates.filter((x) => x.at > f.end && x.at < next && x !== frozen && x.at - f.end < 120)) dated.push({ cents: f.cents, on: d.iso });
  }
  const balanceCents = balance?.cents ?? null;
  // A monthly benefit: two months of it, unless the deposits the question dates come to more (a back payment among them).
  const monthly = candidates.find(
    (f) =>
      MONTHLY_AFTER.test(folded.slice(f.end, f.end + 100)) ||
      /\b(?:monthly|mensual\w*|cada mes|each month|a month)\b/.test(folded.slice(Math.max(0, f.at - 40), f.at)),
  );
  const twoMonths = monthly ? monthly.cents * 2 : 0;
  if (dated.length > 0 && frozen && DEPOSIT_WORDS.test(folded)) {
    const inside = dated.filter((d) => inLookback(d.on, frozen.iso));
    const insideCents = inside.reduce((sum, d) => sum + d.cents, 0);
    const outsideCents = dated.filter((d) => !inLookback(d.on, frozen.iso)).reduce((sum, d) => sum + d.cents, 0);
    if (inside.length > 0 && insideCents >= twoMonths) return { protectedCents: insideCents, counted: inside, outsideCents, balanceCents };
  }
  if (!monthly) return null;
  return {
    protectedCents: twoMonths,
    counted: [
      { cents: monthly.cents, on: null },
      { cents: monthly.cents, on: null },
    ],
    outsideCents: 0,
    balanceCents,
  };
}

const WORDS = {
  en: {
    head: (list: string, total: string) =>
      `Under the federal rule, when the garnishment order reached your bank it had to look back two months and protect, without your asking, the federal benefits directly deposited in that time (31 C.F.R. part 212): on your figures, ${list}, ${total} in all.`,
    monthly: (each: string) => `two monthly deposits of ${each}`,
    dated: (each: string, on: string) => `${each} on ${on}`,
    all: (balance: string) =>
      ` That is more than the ${balance} in the account, so all of the ${balance} should stay available to you: call and write to the bank now, citing 31 C.F.R. part 212, and ask it to release the money.`,
    some: (balance: string, held: string) =>
      ` Of the ${balance} in the account, at most ${held} could be held; ask the bank in writing to release the protected amount now, citing 31 C.F.R. part 212, and if the rest came from these benefits too, claim it as exempt with the court.`,
    noBalance: ' Ask the bank in writing to release that amount now, citing 31 C.F.R. part 212.',
    outside: (amount: string) =>
      ` The ${amount} deposited before those two months is not protected automatically, but Social Security, SSI and VA benefits stay exempt from private creditors however long they sit in the account: file the claim of exemption with the court for it, with your award letter and bank statements.`,
  },
  es: {
    head: (list: string, total: string) =>
      `Según la regla federal, cuando la orden de embargo llegó a su banco, este tenía que revisar los dos meses anteriores y proteger, sin que usted lo pidiera, los beneficios federales depositados directamente en ese tiempo (31 C.F.R. parte 212): con sus cifras, ${list}, ${total} en total.`,
    monthly: (each: string) => `dos depósitos mensuales de ${each}`,
    dated: (each: string, on: string) => `${each} el ${on}`,
    all: (balance: string) =>
      ` Eso es más que los ${balance} que hay en la cuenta, así que todo el saldo de ${balance} debe quedar libre para usted: llame y escriba hoy al banco, citando 31 C.F.R. parte 212, y pida que le liberen el dinero.`,
    some: (balance: string, held: string) =>
      ` De los ${balance} que hay en la cuenta, como máximo ${held} pueden quedar retenidos; pida por escrito al banco que libere ya la cantidad protegida, citando 31 C.F.R. parte 212, y si el resto también viene de esos beneficios, reclámelo como exento ante la corte.`,
    noBalance: ' Pida por escrito al banco que libere ya esa cantidad, citando 31 C.F.R. parte 212.',
    outside: (amount: string) =>
      ` Los ${amount} depositados antes de esos dos meses no quedan protegidos automáticamente, pero el Seguro Social, el SSI y los beneficios de la VA siguen exentos frente a acreedores privados aunque estén ahorrados: presente el reclamo de exención ante la corte por ellos, con su carta de beneficios y sus estados de cuenta.`,
  },
} satisfies Record<Language, unknown>;

/** The protected amount worked out, in the reply language. */
export function benefitDepositsLine(deposits: BenefitDeposits, language: Language): string {
  const words = WORDS[language];
  const first = deposits.counted[0];
  const list =
    first && deposits.counted.every((d) => d.on === null)
      ? words.monthly(formatCents(first.cents))
      : deposits.counted.map((d) => words.dated(formatCents(d.cents), d.on ? longDate(d.on, language) : '')).join(', ');
  const head = words.head(list, formatCents(deposits.protectedCents));
  const balance = deposits.balanceCents;
  const verdict =
    balance === null
      ? words.noBalance
      : balance <= deposits.protectedCents
        ? words.all(formatCents(balance))
        : words.some(formatCents(balance), formatCents(balance - deposits.protectedCents));
  return `${head}${verdict}${deposits.outsideCents > 0 ? words.outside(formatCents(deposits.outsideCents)) : ''}`;
}
