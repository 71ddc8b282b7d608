import { formatCents, type Language, parseDollarsToCents, percentOfCentsInDollars } from '@parley/shared';

/**
 * A settlement's own figures, read from a question that asks what it means for taxes: the balance,
 * what settles it, and what is forgiven (blind set L class: "will I owe taxes on the rest?" answered
 * with the rule and never the person's $8,400 − $3,000 = $5,400).
 */
export type SettlementFigures = { balanceCents: number; offerCents: number; forgivenCents: number };

/** The amount at or above which a creditor that forgives it reports it on a Form 1099-C (26 C.F.R. § 1.6050P-1). */
export const FORM_1099C_THRESHOLD_CENTS = 600_00;

/** Asking about tax on what is forgiven; "after taxes" on a pay stub is not. */
const TAXES =
  /\b(?:1099\w*|irs|tax form|taxable|taxed|(?:pay|owe|owing|taxed|report)\w*\b[^.?!]{0,20}\btax\w*|tax(?:es)? (?:on|for)|count as income|as income|impuestos? (?:por|sobre|de)|pagar impuestos|taxes (?:por|sobre)|como ingreso)\b/;
const SETTLE =
  /\b(?:\d{1,2} ?% off|settle\w*|settlement|offer\w*|accept\w*|forgiv\w*|forgave|pay off|payoff|lump sum|take \$|acuerdo|arreglo|ofert\w*|acept\w*|perdon\w*|liquid\w*)/;
/** A figure that is not this debt's: what the person owes in all, owns, earns or has in the bank (insolvency and pay stories). */
const NOT_THIS_DEBT =
  /\b(?:total|in all|altogether|all my|everything|everyone|(?:my|all|total) debts|mis deudas|assets?|worth|own\w*|savings?|saved|checking|bank|401k|retirement|income|make|gross|take ?home|check is|paycheck|a week|a month|en total|todo lo que|vale|tengo|ahorr\w*|cuenta|ingreso\w*|gano|sueldo)\b[^$.?!]{0,25}$|\b(?:total|all my|my|mis|todas mis) debts?\b[^$.?!]{0,45}$|\b(?:mis|todas mis) deudas\b[^$.?!]{0,45}$/;
/** A dollar figure in a person's words: "$9,000", "$3k", "2,600 dollars"; a bare "401k" is an account, not a figure. */
const DOLLAR_FIGURE = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(k\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s?(?:dollars|dolares|bucks)\b/g;

/** Every dollar figure of a text, in cents, with where it stands. */
export function dollarFigures(text: string): { at: number; end: number; cents: number | null }[] {
  return [...text.matchAll(DOLLAR_FIGURE)].map((m) => {
    const at = m.index ?? 0;
    const cents = parseDollarsToCents(`${m[1] ?? m[4] ?? ''}${(m[2] ?? m[5]) ? `.${m[2] ?? m[5]}` : ''}`);
    return { at, end: at + m[0].length, cents: cents !== null && m[3] ? cents * 1000 : cents };
  });
}
/** "60% off", "for 40%", "el 40%": a settlement said as a share of the balance. */
/** Another debt named beside the one settled: "otra tarjeta", "another card", "my other loan". */
const ANOTHER_DEBT = /\b(?:otra|otro|another|other|second|segunda|segundo)\s+(?:tarjeta|deuda|cuenta|prestamo|card|debt|account|loan|balance)\b/;

/** A question's sentences about the debt settled, and those about another debt named beside it (folded text). */
export function byDebt(folded: string): { thisDebt: string; anotherDebt: string } {
  const sentences = folded.split(/(?<=[.?!])\s+/);
  return {
    thisDebt: sentences.filter((sentence) => !ANOTHER_DEBT.test(sentence)).join(' '),
    anotherDebt: sentences.filter((sentence) => ANOTHER_DEBT.test(sentence)).join(' '),
  };
}
const PERCENT_OFF = /\b(\d{1,2})\s?%\s?(?:off|de descuento|menos)\b/;
const PERCENT_OF = /\b(?:for|pay|paying|only|el|por|pagar|solo)\s(\d{1,2})\s?%/;

/** Words just before the figure that settles: "settle for $3,000", "take $940", "pagar $500". */
const OFFER_BEFORE =
  /\b(?:for|pay|paying|paid|take|takes|accept|accepts|agreed to|settle|offer(?:ed|s)?|(?:lump[ -]sum|single payment|one payment|pago unico|un solo pago)(?: of| de)?|por|pagar|pago|pague|aceptan?|ofrecen?|ofrecieron)\s*(?:only\s*|solo\s*|just\s*)?$/;
/** A figure said to be the forgiven part itself: "a 1099-C for $5,500", "they forgave $6,800". */
const FORGIVEN_BEFORE = /\b(?:1099(?:-?c)? (?:for|por)|forgave|forgive[ns]?|forgiven|perdon\w*|on the)\s*$/;
/**
 * The form's own label before its figure, quoted: "amount of debt discharged $6,200", "debt canceled: $3,100" (blind
 * set AD: that amount was read as the balance settled, and the forgiven part recomputed from it).
 */
export const FORM_LABEL_BEFORE = /\b(?:debt|deuda)?\s*(?:discharged|cancel+ed|written off|cancelad[ao]|condonad[ao])\s*[:'"“”‘’]?\s*$/;
/**
 * The amount on a 1099-C, said with the creditor's name or other words between: "a 1099-C from Synchrony for $4,100", "un
 * 1099-C de Discover por $3,000" (blind set Z: that amount was read as a settlement's price, and the person's total debts
 * as the balance settled). It is the forgiven amount, never a balance or a price.
 */
export const ON_A_1099_BEFORE =
  /\b1099(?:-?cs?)?\b[^.?!$\d]{0,45}?\b(?:for|por|of|de|showing|shows|show|with|con|listing|reporting|says|said|dice|muestra|stating|amount)\s+(?:(?:about|like|unos|como|around)\s+)?$/;
/** Said right after a figure: "$4,100 'debt cancelled'", "$3,000 de deuda cancelada", "$2,500 of canceled debt". */
export const CANCELED_AFTER =
  /^\s?['"“]?(?:(?:of|in|en|de)\s+)?(?:(?:debt|deuda)\s+)?(?:forgiven|cancel+ed|discharged|written off|perdonad\w*|cancelad\w*|condonad\w*)\b/;
/** A settlement the person says never happened: "I never settled", "nunca arreglé nada", "no settlement". */
const NO_SETTLEMENT =
  /\b(?:never|didn'?t|did not|haven'?t|have not|not|no)\s+(?:\w+\s+)?(?:settle\w*|settlement|agree\w* to (?:any|a) (?:settlement|deal))|\bnunca (?:\w+ )?(?:arregl\w*|acord\w*|lleg\w* a un acuerdo|negoci\w*)|\bno (?:hice|hicimos|llegue a|hubo) (?:ningun |un )?(?:acuerdo|arreglo)/g;
/** Words just before the figure that is the settled debt's balance: "balance was $8,400", "owed $6,000", "debía $5,000". */
const BALANCE_BEFORE =
  /\b(?:balance(?: was| is| of)?|owed?|owing|debt (?:of|was)|deficiency(?: of)?|the full|debia|debo|deuda de|saldo(?: de| era)?|de una deuda de)\s*(?:only\s*|about\s*|like\s*|como\s*)?$/;
/** Words just after it: "a $8,200 credit card", "my $9,200 Capital One balance". */
const BALANCE_AFTER = /^\s?(?:[a-z]+ ){0,3}?(?:balance|credit card|card|loan|debt|deficiency|bill|account)\b/;
/** A figure said per week, month or hour: pay, not a debt. */
const PER_PERIOD_AFTER = /^\s?(?:a|an|per|each|every|\/)\s?(?:week|wk|month|mo|year|hour|hr)\b/;
/**
 * A figure said to be where the person keeps money or what they own: "$3,000 in checking", "$900 en mi cuenta" (blind set AJ:
 * read as the price), "$1,500 in stuff", "$2,000 en cosas". The insolvency test reads its assets with the same words.
 */
export const HELD_AFTER =
  /^\s?(?:in|en)\s+(?:my\s+|the\s+|a\s+|mi\s+|mis\s+|la\s+|el\s+)?(?:checking|savings|bank|account|cash|401\s?k|ira|retirement|cuenta|banco|efectivo|ahorros|stuff|things|belongings|property|assets|cosas|bienes)\b/;
/** A figure followed by "total": what the person owes in all. */
const TOTAL_AFTER = /^\s?(?:total|in total|altogether|en total|in all)\b/;

/** The balance and what settles it, when the question gives both (or one and a share) and asks about taxes. */
export function settlementFiguresIn(folded: string): SettlementFigures | null {
  if (!TAXES.test(folded) || !SETTLE.test(folded.replace(NO_SETTLEMENT, ' '))) return null;
  const amounts = dollarFigures(folded)
    .filter(
      (f) =>
        !NOT_THIS_DEBT.test(folded.slice(Math.max(0, f.at - 40), f.at)) &&
        !TOTAL_AFTER.test(folded.slice(f.end)) &&
        !HELD_AFTER.test(folded.slice(f.end)) &&
        !PER_PERIOD_AFTER.test(folded.slice(f.end)),
    )
    .map((f) => ({
      cents: f.cents,
      offered: OFFER_BEFORE.test(folded.slice(Math.max(0, f.at - 25), f.at)),
      forgiven:
        FORGIVEN_BEFORE.test(folded.slice(Math.max(0, f.at - 25), f.at)) ||
        FORM_LABEL_BEFORE.test(folded.slice(Math.max(0, f.at - 25), f.at)) ||
        ON_A_1099_BEFORE.test(folded.slice(Math.max(0, f.at - 60), f.at)) ||
        CANCELED_AFTER.test(folded.slice(f.end, f.end + 30)),
      owed: BALANCE_BEFORE.test(folded.slice(Math.max(0, f.at - 25), f.at)) || BALANCE_AFTER.test(folded.slice(f.end, f.end + 40)),
    }))
    .filter((a): a is { cents: number; offered: boolean; forgiven: boolean; owed: boolean } => a.cents !== null && a.cents >= 100_00);
  // A forgiven figure the person already has (a 1099-C's) is theirs to check, not ours to recompute from other figures.
  if (amounts.length === 0 || amounts.some((a) => a.forgiven)) return null;
  // The balance is the figure said to be owed on this debt (the first one); only two bare figures are read by size.
  const owed = amounts.find((a) => a.owed && !a.offered);
  if (!owed && amounts.length > 2) return null;
  const balanceCents = owed?.cents ?? Math.max(...amounts.map((a) => a.cents));
  // (A share said of another debt is not this one's: "y tengo otra tarjeta de $4,800 … quiero ofrecer el 25%"; set BC.)
  const ofThisDebt = byDebt(folded).thisDebt;
  const off = PERCENT_OFF.exec(ofThisDebt);
  const of = PERCENT_OF.exec(ofThisDebt);
  const share = off ? 100 - Number(off[1]) : of ? Number(of[1]) : null;
  // Said as a share, the settlement is that share of the balance; else the figure said as what is paid, else the largest other one.
  const below = amounts.filter((a) => a.cents < balanceCents).sort((a, b) => b.cents - a.cents);
  const offerCents = share !== null ? percentOfCentsInDollars(balanceCents, share) : (below.find((a) => a.offered) ?? below[0])?.cents;
  if (offerCents === undefined || offerCents <= 0 || offerCents >= balanceCents) return null;
  return { balanceCents, offerCents, forgivenCents: balanceCents - offerCents };
}

const WORDS = {
  en: {
    reported: (f: Record<keyof SettlementFigures, string>) =>
      `On your figures: settling ${f.balanceCents} for ${f.offerCents} forgives ${f.forgivenCents}. Because that is $600 or more, expect the creditor to report it to the IRS on a Form 1099-C. Forgiven debt is generally taxable income, unless an exclusion applies; the main one is insolvency (your debts were more than your assets just before the settlement), claimed on IRS Form 982.`,
    underThreshold: (f: Record<keyof SettlementFigures, string>) =>
      `On your figures: settling ${f.balanceCents} for ${f.offerCents} forgives ${f.forgivenCents}. That is under $600, so the creditor does not have to send a Form 1099-C, but forgiven debt is still generally taxable income, unless an exclusion such as insolvency applies (IRS Form 982).`,
  },
  es: {
    reported: (f: Record<keyof SettlementFigures, string>) =>
      `Con sus cifras: liquidar ${f.balanceCents} con ${f.offerCents} le perdona ${f.forgivenCents}. Como son $600 o más, cuente con que el acreedor lo reporte al IRS en un Formulario 1099-C. La deuda perdonada en general es ingreso que paga impuestos, salvo que aplique una exclusión; la principal es la insolvencia (sus deudas eran mayores que sus bienes justo antes del acuerdo), que se reclama con el Formulario 982 del IRS.`,
    underThreshold: (f: Record<keyof SettlementFigures, string>) =>
      `Con sus cifras: liquidar ${f.balanceCents} con ${f.offerCents} le perdona ${f.forgivenCents}. Es menos de $600, así que el acreedor no tiene que enviarle un Formulario 1099-C, pero la deuda perdonada en general sigue siendo ingreso que paga impuestos, salvo que aplique una exclusión como la insolvencia (Formulario 982 del IRS).`,
  },
} satisfies Record<Language, unknown>;

/** The person's own settlement, worked out, in the reply language. */
export function settlementMathLine(figures: SettlementFigures, language: Language): string {
  const words = WORDS[language];
  const f = {
    balanceCents: formatCents(figures.balanceCents),
    offerCents: formatCents(figures.offerCents),
    forgivenCents: formatCents(figures.forgivenCents),
  };
  return figures.forgivenCents >= FORM_1099C_THRESHOLD_CENTS ? words.reported(f) : words.underThreshold(f);
}
