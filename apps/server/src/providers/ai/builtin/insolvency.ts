import { formatCents, type Language } from '@parley/shared';
import {
  CANCELED_AFTER,
  dollarFigures,
  FORM_LABEL_BEFORE,
  HELD_AFTER,
  ON_A_1099_BEFORE,
  type SettlementFigures,
  settlementFiguresIn,
} from './settlement-math.js';

/**
 * The insolvency test worked out on the person's own figures: what they owed and owned just before
 * a debt was forgiven, and how much of the forgiven amount that keeps out of income (26 U.S.C.
 * § 108(a)(1)(B), (d)(3); IRS Form 982). Blind sets D to M asked it a dozen ways, with the figures
 * given; the answers stated the rule and never the arithmetic.
 */
export type Insolvency = { forgivenCents: number; owedCents: number; ownedCents: number };

/** What tells the person is describing their finances just before the settlement. */
const BEFORE_THE_SETTLEMENT =
  /\b(?:right before|just before|before the settlement|at the time|at that (?:time|point|moment)|back then|by then|(?:when|once) (?:i|we) settled|when (?:it|this) happened|insolv\w*|broke|assets|everything i own\w*|(?:all |everything |what )i (?:owned|owed|had)|(?:all )?my (?:total )?debts|total debts?|total i owe|i owe everyone|justo antes|antes del acuerdo|en (?:ese|aquel) (?:momento|entonces|tiempo)|para entonces|cuando (?:paso|pasó|hice|arregle|arreglamos|llegue|llegamos)|(?:todas )?mis deudas|todo lo que (?:tengo|tenia|debia)|lo que (?:tengo|tenia|debia)|mis (?:bienes|cosas)|en total|in total|right now|ahorita)\b/;
// "have to pay", "tengo que pagar" is owing a payment, not owning (blind set X: a balance still to pay was read as an asset).
const OWNED_CUE =
  /\b(?:had(?! to\b)|have(?! to\b)|own|owned|assets?|worth|my stuff|stuff|things|belongings|property|tengo(?! que\b)|tenia(?! que\b)|vale|valen|valia|valian|bienes|cosas)\b/g;
const OWED_CUE = /\b(?:debts?|owed|owe|owing|debia|debo|deudas?)\b/g;
/** The kind said right after a figure: "$6,000 in assets", "$1,500 in checking" (settlement-math's words), "$4,000 of savings". */
const OWNED_AFTER = new RegExp(`${HELD_AFTER.source}|^\\s?of (?:assets|savings)\\b`);
const OWED_AFTER = /^\s?(?:in (?:total )?debts?|(?:of|in) (?:total )?debt|en deudas)\b/;
/** A figure said to be the whole of what is owed or owned, not one item of it. */
const WHOLE = /\b(?:total|everything|all (?:my|i)|in all|altogether|en total|todo lo que)\b/;
/** "everything I owned … was worth", "todo lo que tenía (…) valía": the whole said before its worth, a list between. */
const WORTH_OF_ALL =
  /\b(?:everything|all (?:my|i|of my)|todo lo que|todos mis)\b[\s\S]*\b(?:worth|came to|added up to|totall?ed|valia|valian|vale|valen|sumaba|sumaban)\b[^$\d]*$/;
const FORGIVEN_FIGURE = /\b(?:1099(?:-?cs?)? (?:for|por)|forgave|forgiven|forgive|perdonaron|perdonan|tax on the|taxes on the)\s*$/;
/**
 * Words that give a figure its role in the settlement, not in what the person owed or owned (blind
 * set V: "me llegó un 1099-C por $6,200 … ¿impuestos por esos $6,200?" had the second $6,200 added
 * to the assets, and the person was told insolvency did not apply). The amount on the 1099-C, the
 * one forgiven or cancelled, the one asked to be taxed, and the one paid to settle are never assets
 * or debts.
 */
const FORGIVEN_ROLE_BEFORE =
  /(?:\b1099(?:-?cs?)?\b(?:\s+(?:form|forms|formulario|for|por|de|of|showing|shows|says|said|saying|that|which|que|dice|decia|muestra|with|con|listing|reporting|stating|an?|amount|cantidad|la|the|una?))+\s+|\b(?:forgave|forgiven|forgive[ns]?|cancel+ed|wrote off|written off|perdon\w*|cancel\w*|condon\w*)\s+(?:me\s+|it\s+|the\s+|a\s+|about\s+|like\s+|unos\s+|como\s+)?|\b(?:tax(?:es|ed)?|impuestos?)\s+(?:on|for|por|sobre|de)\s+(?:the|those|that|these|this|it|esos|esas|los|las|ese|esa|eso|el|la)?\s*)$/;
const FORGIVEN_ROLE_AFTER =
  /^\s?(?:(?:that|which|they|it|que)\s+)?(?:(?:was|were|got|gets|is|are|be|fue|fueron|me|le|lo)\s+)?(?:forgiven|cancel+ed|written off|wiped out|taxed|taxable|perdonad\w*|cancelad\w*|condonad\w*)\b|^\s?(?:of|in|en|de)\s+(?:forgiven|cancel+ed|perdonad\w*|cancelad\w*)\b/;
/**
 * A balance still to pay on the settlement itself: "the last two $150 payments on that deal", "me faltan $200 del
 * arreglo", "one $100 payment left" (blind set X: read as a debt, or the turn to the finances missed around it).
 */
const BALANCE_LEFT_BEFORE = /\b(?:still|left|remaining|last|final|falta\w*|todavia|aun|ultim\w*|restante\w*)\b[^.?!$]{0,25}$/;
const BALANCE_LEFT_AFTER = /^\s?(?:(?:more|final|last|monthly)\s+)?(?:payments?|installments?|pagos?|cuotas?|abonos?)\b/;
const OF_THE_SETTLEMENT_AFTER =
  /^\s?(?:[\w-]+\s+){0,2}?(?:on|of|for|toward|towards|from|under|left on|del|de la|de mi|en el|en la)\s+(?:the|that|this|my|our|el|la|mi|ese|esa|este|esta)?\s*(?:deal|settlement|arrangement|agreement|payment plan|arreglo|acuerdo|convenio|plan de pagos)\b/;
/** The amount paid, or still to pay, to settle: "paid $2,800", "still have to pay the $900", "pagar los $900". */
const PAID_ROLE_BEFORE =
  /\b(?:paid|paying|pay|settled (?:it |them |the \w+ )?for|settle (?:it )?for|took|accepted|pague|pagando|pagar|pago|pagué|arregle (?:por|con)|arreglamos (?:por|con)|liquide (?:con|por))\s+(?:only\s+|just\s+|about\s+|like\s+|solo\s+|unos\s+|como\s+)?(?:(?:the|those|that|los|las|el|la|esos|esas)\s+)?(?:(?:other|remaining|last|rest of the|otros|ultimos|restantes)\s+)?$/;

/** The person's own insolvency figures, when the question gives what they owed, what they owned and what was forgiven. */
export function insolvencyIn(folded: string, settlement: SettlementFigures | null = settlementFiguresIn(folded)): Insolvency | null {
  const cue = folded.search(BEFORE_THE_SETTLEMENT);
  if (cue < 0) return null;
  // The finances are read from the start of the sentence that turns to them: "mis deudas eran $15,000 en total" has its
  // figure before the cue "en total".
  const start = Math.max(...['.', '?', '!', ';'].map((mark) => folded.lastIndexOf(mark, cue))) + 1;
  const figures = dollarFigures(folded);
  const forgiven = settlement?.forgivenCents ?? figures.find((f) => saidForgiven(folded, f))?.cents ?? null;
  if (forgiven === null) return null;
  // Each figure after the story turns to the finances takes the kind of the last cue before it in its sentence run.
  const owed: { cents: number; whole: boolean }[] = [];
  const owned: { cents: number; whole: boolean }[] = [];
  const itemized = partsOfTotals(folded, figures);
  let previousEnd = start;
  for (const f of figures) {
    const sincePrevious = folded.slice(Math.max(start, previousEnd), f.at);
    previousEnd = Math.max(previousEnd, f.end);
    if (f.at < start || f.cents === null || itemized.has(f)) continue;
    const after = folded.slice(f.end, f.end + 30);
    const said = OWED_AFTER.test(after) || OWNED_AFTER.test(after);
    if (!said && settlementRole(folded, f, forgiven, settlement)) continue;
    const before = folded.slice(Math.max(start, f.at - 120), f.at);
    const lastOf = (cue: RegExp) => Math.max(-1, ...[...before.matchAll(cue)].map((m) => m.index ?? 0));
    const [owedAt, ownedAt] = [lastOf(OWED_CUE), lastOf(OWNED_CUE)];
    const kind = OWED_AFTER.test(after) ? 'owed' : OWNED_AFTER.test(after) ? 'owned' : owedAt < 0 && ownedAt < 0 ? null : owedAt > ownedAt ? 'owed' : 'owned';
    if (!kind) continue;
    const cue = Math.max(owedAt, ownedAt, 0);
    // "All I owned (a car, an account, a 401k) was worth $34,000": the whole may be said before the cue and its list.
    const whole = WHOLE.test(before.slice(cue)) || WORTH_OF_ALL.test(sincePrevious) || /^\s?(?:total|in total|en total|in total debts?)\b/.test(after);
    const item = { cents: f.cents, whole };
    (kind === 'owed' ? owed : owned).push(item);
  }
  const sum = (items: { cents: number; whole: boolean }[]) => {
    const whole = items.find((i) => i.whole);
    return whole ? whole.cents : items.reduce((total, i) => total + i.cents, 0);
  };
  const [owedCents, ownedCents] = [sum(owed), sum(owned)];
  return owedCents > 0 && ownedCents > 0 ? { forgivenCents: forgiven, owedCents, ownedCents } : null;
}

type Figure = ReturnType<typeof dollarFigures>[number];

/**
 * Whether a figure is one of the settlement's own: the amount forgiven (said so, on the 1099-C, asked
 * to be taxed, or the same amount said again) or the amount paid to settle. Such a figure is never
 * counted in what the person owed or owned.
 */
function settlementRole(folded: string, figure: Figure, forgivenCents: number, settlement: SettlementFigures | null): boolean {
  return (
    figure.cents === forgivenCents ||
    (settlement !== null && figure.cents === settlement.offerCents) ||
    saidForgiven(folded, figure) ||
    PAID_ROLE_BEFORE.test(folded.slice(Math.max(0, figure.at - 45), figure.at)) ||
    OF_THE_SETTLEMENT_AFTER.test(folded.slice(figure.end, figure.end + 40)) ||
    (BALANCE_LEFT_BEFORE.test(folded.slice(Math.max(0, figure.at - 40), figure.at)) && BALANCE_LEFT_AFTER.test(folded.slice(figure.end, figure.end + 30)))
  );
}

/** A figure said to be the forgiven amount: "a 1099-C showing $3,900", "they cancelled $5,300", "$4,100 written off". */
function saidForgiven(folded: string, figure: Figure): boolean {
  const before = folded.slice(Math.max(0, figure.at - 45), figure.at);
  const after = folded.slice(figure.end, figure.end + 30);
  return (
    FORGIVEN_FIGURE.test(before) ||
    FORGIVEN_ROLE_BEFORE.test(before) ||
    FORM_LABEL_BEFORE.test(before) ||
    ON_A_1099_BEFORE.test(folded.slice(Math.max(0, figure.at - 60), figure.at)) ||
    FORGIVEN_ROLE_AFTER.test(after) ||
    CANCELED_AFTER.test(after)
  );
}

/** Parts that round to their total ("about $27,800: car $9,000 …") still itemize it: within 1%. */
const PARTS_TOLERANCE = 0.01;

/**
 * The figures that itemize a total said just before them in parentheses: "$27,800 (car $9,000,
 * checking $800, 401k $18,000)". They are the total's parts, not more of what is owned or owed
 * (blind set U: the parts were added to their total, and the person read as solvent).
 */
function partsOfTotals(folded: string, figures: Figure[]): Set<Figure> {
  const parts = new Set<Figure>();
  for (const total of figures) {
    const open = /^\s*\(/.exec(folded.slice(total.end));
    if (!open || total.cents === null) continue;
    const from = total.end + open[0].length;
    const close = folded.indexOf(')', from);
    if (close < 0) continue;
    const inside = figures.filter((f) => f.at >= from && f.end <= close && f.cents !== null);
    const sum = inside.reduce((s, f) => s + (f.cents ?? 0), 0);
    if (inside.length >= 2 && Math.abs(sum - total.cents) <= total.cents * PARTS_TOLERANCE) for (const f of inside) parts.add(f);
  }
  return parts;
}

const WORDS = {
  en: {
    head: (owed: string, owned: string) => `Insolvency, on your figures: just before the debt was forgiven you owed about ${owed} and owned about ${owned}`,
    all: (by: string, forgiven: string) =>
      `, so you were insolvent by ${by}. Forgiven debt is kept out of income up to that amount: all ${forgiven} here, so none of it should be taxable.`,
    part: (by: string, forgiven: string, taxable: string) =>
      `, so you were insolvent by ${by}. Forgiven debt is kept out of income only up to that amount: of the ${forgiven} forgiven, about ${taxable} is taxable.`,
    none: (forgiven: string) => `, more than you owed, so the insolvency exclusion does not apply and the ${forgiven} forgiven is generally taxable income.`,
    how: 'Count everything you owned, retirement accounts included, at its value then; claim the exclusion on IRS Form 982 with your return (IRS Publication 4681 has the worksheet). A tax preparer or a free VITA site can check it.',
  },
  es: {
    head: (owed: string, owned: string) =>
      `Insolvencia, con sus cifras: justo antes de que le perdonaran la deuda usted debía unos ${owed} y tenía bienes por unos ${owned}`,
    all: (by: string, forgiven: string) =>
      `, así que era insolvente por ${by}. La deuda perdonada no cuenta como ingreso hasta esa cantidad: aquí, todos los ${forgiven}, así que nada debería pagar impuestos.`,
    part: (by: string, forgiven: string, taxable: string) =>
      `, así que era insolvente por ${by}. La deuda perdonada no cuenta como ingreso solo hasta esa cantidad: de los ${forgiven} perdonados, unos ${taxable} pagan impuestos.`,
    none: (forgiven: string) =>
      `, más de lo que debía, así que la exclusión por insolvencia no aplica y los ${forgiven} perdonados en general son ingreso que paga impuestos.`,
    how: 'Cuente todo lo que tenía, incluidas las cuentas de retiro, a su valor de entonces; reclame la exclusión con el Formulario 982 del IRS junto con su declaración (la Publicación 4681 del IRS trae la hoja de cálculo). Un preparador de impuestos o un sitio gratuito VITA puede revisarlo.',
  },
} satisfies Record<Language, unknown>;

/** The test worked out, in the reply language. */
export function insolvencyLines(figures: Insolvency, language: Language): string[] {
  const words = WORDS[language];
  const money = (cents: number) => formatCents(cents);
  const by = figures.owedCents - figures.ownedCents;
  const head = words.head(money(figures.owedCents), money(figures.ownedCents));
  const verdict =
    by <= 0
      ? words.none(money(figures.forgivenCents))
      : by >= figures.forgivenCents
        ? words.all(money(by), money(figures.forgivenCents))
        : words.part(money(by), money(figures.forgivenCents), money(figures.forgivenCents - by));
  return [`${head}${verdict}`, words.how];
}
