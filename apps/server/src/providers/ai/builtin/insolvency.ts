import { formatCents, type Language } from '@parley/shared';
import { dollarFigures, type SettlementFigures, settlementFiguresIn } from './settlement-math.js';

/**
 * The insolvency test worked out on the person's own figures: what they owed and owned just before
 * a debt was forgiven, and how much of the forgiven amount that keeps out of income (26 U.S.C.
 * § 108(a)(1)(B), (d)(3); IRS Form 982). Blind sets D to M asked it a dozen ways, with the figures
 * given; the answers stated the rule and never the arithmetic.
 */
export type Insolvency = { forgivenCents: number; owedCents: number; ownedCents: number };

/** What tells the person is describing their finances just before the settlement. */
const BEFORE_THE_SETTLEMENT =
  /\b(?:right before|just before|before the settlement|at the time|when i settled|when (?:it|this) happened|insolv\w*|broke|assets|everything i own\w*|all my debts|total debts?|total i owe|i owe everyone|justo antes|antes del acuerdo|cuando (?:paso|pasó|hice)|todo lo que tengo|lo que tengo|en total)\b/;
const OWNED_CUE = /\b(?:had|have|own|owned|assets?|worth|my stuff|stuff|tengo|tenia|vale|valia|bienes)\b/g;
const OWED_CUE = /\b(?:debts?|owed|owe|owing|debia|debo|deudas?)\b/g;
/** The kind said right after a figure: "$6,000 in assets", "$21,000 in total debts", "$1,500 in checking". */
const OWNED_AFTER = /^\s?(?:in (?:checking|savings|the bank|assets|my (?:401 ?k|savings|checking))|(?:of|in) (?:assets|savings))\b/;
const OWED_AFTER = /^\s?(?:in (?:total )?debts?|(?:of|in) (?:total )?debt|en deudas)\b/;
/** A figure said to be the whole of what is owed or owned, not one item of it. */
const WHOLE = /\b(?:total|everything|all (?:my|i)|in all|altogether|en total|todo lo que)\b/;
const FORGIVEN_FIGURE = /\b(?:1099(?:-?cs?)? (?:for|por)|forgave|forgiven|forgive|perdonaron|perdonan|tax on the|taxes on the)\s*$/;

/** The person's own insolvency figures, when the question gives what they owed, what they owned and what was forgiven. */
export function insolvencyIn(folded: string, settlement: SettlementFigures | null = settlementFiguresIn(folded)): Insolvency | null {
  const start = folded.search(BEFORE_THE_SETTLEMENT);
  if (start < 0) return null;
  const figures = dollarFigures(folded);
  const forgiven = settlement?.forgivenCents ?? figures.find((f) => FORGIVEN_FIGURE.test(folded.slice(Math.max(0, f.at - 25), f.at)))?.cents ?? null;
  if (forgiven === null) return null;
  // Each figure after the story turns to the finances takes the kind of the last cue before it in its sentence run.
  const owed: { cents: number; whole: boolean }[] = [];
  const owned: { cents: number; whole: boolean }[] = [];
  const itemized = partsOfTotals(folded, figures);
  for (const f of figures) {
    if (f.at < start || f.cents === null || itemized.has(f) || FORGIVEN_FIGURE.test(folded.slice(Math.max(0, f.at - 25), f.at))) continue;
    const before = folded.slice(Math.max(start, f.at - 120), f.at);
    const lastOf = (cue: RegExp) => Math.max(-1, ...[...before.matchAll(cue)].map((m) => m.index ?? 0));
    const after = folded.slice(f.end, f.end + 30);
    const [owedAt, ownedAt] = [lastOf(OWED_CUE), lastOf(OWNED_CUE)];
    const kind = OWED_AFTER.test(after) ? 'owed' : OWNED_AFTER.test(after) ? 'owned' : owedAt < 0 && ownedAt < 0 ? null : owedAt > ownedAt ? 'owed' : 'owned';
    if (!kind) continue;
    const cue = Math.max(owedAt, ownedAt, 0);
    const item = { cents: f.cents, whole: WHOLE.test(before.slice(cue)) || /^\s?(?:total|in total|en total|in total debts?)\b/.test(after) };
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
    head: (owed: string, owned: string) => `Insolvency, on your figures: just before the settlement you owed about ${owed} and owned about ${owned}`,
    all: (by: string, forgiven: string) =>
      `, so you were insolvent by ${by}. Forgiven debt is kept out of income up to that amount: all ${forgiven} here, so none of it should be taxable.`,
    part: (by: string, forgiven: string, taxable: string) =>
      `, so you were insolvent by ${by}. Forgiven debt is kept out of income only up to that amount: of the ${forgiven} forgiven, about ${taxable} is taxable.`,
    none: (forgiven: string) => `, more than you owed, so the insolvency exclusion does not apply and the ${forgiven} forgiven is generally taxable income.`,
    how: 'Count everything you owned, retirement accounts included, at its value then; claim the exclusion on IRS Form 982 with your return (IRS Publication 4681 has the worksheet). A tax preparer or a free VITA site can check it.',
  },
  es: {
    head: (owed: string, owned: string) => `Insolvencia, con sus cifras: justo antes del acuerdo usted debía unos ${owed} y tenía bienes por unos ${owned}`,
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
