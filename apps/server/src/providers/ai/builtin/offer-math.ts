import { formatCents, type Language, offerPercent } from '@parley/shared';
import { COUNT_WORDS } from './relief-fees.js';
import { dollarFigures } from './settlement-math.js';

/**
 * Settlement offers worked out on the person's own figures (blind set Z: a balance, a lump sum, a 12-month plan and a
 * monthly budget were given and the answer computed none of the share, the amounts forgiven or how long the budget
 * takes). Read on folded, lower-case text; money in integer cents.
 */
export type OfferFigures = {
  balanceCents: number;
  lump: number | null;
  plan: { totalCents: number; payments: number; eachCents: number } | null;
  budgetCents: number | null;
  /** Offers said as shares of the balance, each with its number of payments when said ("40% in 3 monthly payments", "counter with 30% over 4 months"). */
  shares?: { percent: number; cents: number; payments: number | null }[];
};

// (Or the figure in parentheses after the debt it is: "my old Synchrony card ($3,250)", "la tarjeta ($4,100)".)
const BALANCE_BEFORE =
  /\b(?:card|account|loan|bill|debt|tarjeta|cuenta|prestamo|deuda)\s*\(\s*$|\b(?:balance(?: they claim| is| was| of)?|they (?:say|claim) i owe|claim(?:s|ing)?|(?:i owe|owe(?:d)?|debo)(?:\s+(?:to\s+|a\s+)?(?!(?:about|like|around|como|unos|is|es|now|ahora)\b)[a-z&'.-]+(?:\s+[a-z&'.-]+){0,2}?)?|debt of|deuda de|(?:tarjeta|cuenta|prestamo|factura)(?: de credito)? de|(?:card|loan|account|bill) of|saldo(?: de| es)?|reclaman)\s*(?:(?:now|currently|left|remaining|ahora|todavia)\s+)?(?:is\s+|es\s+|about\s+|like\s+|around\s+|como\s+|unos\s+)?$/;
/** A figure of all the person's debts together ("debo como $15,000 en total"): no one debt's balance when one is named too. */
const ALL_DEBTS_AFTER = /^\s?(?:(?:en|in) total|total(?:es)?\b|altogether|en todo|entre todo|in all|all together|between (?:all|everything))/;
const BALANCE_AFTER =
  /^\s?(?:(?:credit )?(?:card|medical|loan|account|total|remaining|outstanding|old|store|hospital|car) )?(?:balance|debt|owed|bill|account|de deuda|de saldo)\b/;
const LUMP = /\b(?:lump[ -]?sum|all at once|at once|one payment|single payment|in one shot|de una (?:sola )?vez|en un (?:solo )?pago|pago unico|de contado)\b/;
/** A monthly sum the person says they can pay: "can only afford $200 a month", "could I do $150 a month", "puedo pagar $250 al mes". */
export const BUDGET =
  /\b(?:can (?:i |we )?(?:only )?(?:afford|do|pay|manage)|could (?:i |we )?(?:only )?(?:afford|do|pay|manage)|budget (?:is|of)|puedo (?:pagar|dar)|solo puedo|me alcanza para)\s+(?:about\s+|like\s+|unos\s+|como\s+)?\$\s?(\d{1,3}(?:,\d{3})*|\d+)\s*(?:a|per|\/|each|al|por|cada)?\s*(?:month|mo|mes)\b/;

/**
 * A share of the balance offered: "offer 40% lump sum", "settle for 35 percent", "ofrecer el 30%", and the share after the
 * balance ("settle my $6,000 balance for 40 percent", "arreglar la deuda por el 30%"); a rate said of interest is none.
 */
const SHARE_OFFERED =
  /\b(?:offer\w*|pay(?:ing)?|settle\w*(?: for)?|accept\w*|propos\w*|counter\w*(?: offer)?(?: with| at| of)?|contraofert\w*(?: con| de)?|ofrec\w*|ofert\w*|acept\w*|pag\w*|proponer)\s+(?:them\s+|only\s+|just\s+|el\s+|un\s+|solo\s+|like\s+)?(\d{1,2})\s?(?:%|percent|por ?ciento)|\b(\d{1,2})\s?(?:%|percent|por ?ciento)\s+(?:lump|as a lump|in one|de una vez|en un solo pago|settlement|offer|de la deuda|del saldo)|\b(?:settle\w*|offer\w*|take|accept\w*|ofrec\w*|acept\w*|arregl\w*|liquid\w*)\b(?:(?!\binter\w*)[^.?!]){0,40}?\b(?:for|at|por(?: el)?|al|con el)\s+(\d{1,2})\s?(?:%|percent|por ?ciento)/;

/** A number of payments or months, in digits or words ("12", "three", "tres"). */
const COUNT = String.raw`(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const countOf = (said: string) => COUNT_WORDS[said] ?? Number(said);

/** The payments a share is paid in, said after it: "paid in 3 monthly payments", "over 4 months", "en 3 pagos". */
const SHARE_PAYMENTS = new RegExp(
  String.raw`^[^.?!]{0,20}?\b(?:in|over|as|across|en|durante|a)\s+${COUNT}\s+(?:monthly\s+)?(?:months|payments|installments|meses|pagos|mensualidades)\b`,
);

/** A plan said by its total, after the figure: "$3,600 over 12 months", "$3,000 as 10 payments of $300", "$3,600 en 12 meses". */
const TOTAL_OVER = new RegExp(
  String.raw`^\s?(?:\w+\s+){0,2}?(?:over|in|across|as|en|a|durante)\s+${COUNT}\s+(?:months|monthly payments|payments|installments|meses|pagos|mensualidades)\b`,
);
/** A plan said by its payments: "three payments of $950", "en tres pagos de $950", "3 monthly payments of $400". */
const PAYMENTS_OF = new RegExp(
  String.raw`\b${COUNT}\s+(?:monthly\s+|mensuales\s+)?(?:payments|installments|pagos|cuotas|mensualidades|abonos)\s+(?:mensuales\s+)?(?:of|de)\s+\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?`,
);

type Figure = { at: number; end: number; cents: number };

/** A plan below the balance, said by its total or by its payments: one shape either way. */
function planIn(folded: string, figures: Figure[], balance: Figure): OfferFigures['plan'] {
  for (const f of figures) {
    if (f === balance || f.cents >= balance.cents) continue;
    const m = TOTAL_OVER.exec(folded.slice(f.end, f.end + 40));
    if (!m) continue;
    const payments = countOf(m[1] as string);
    const each = figures.find((g) => g.at > f.end && g.at - f.end < 60 && g.cents * payments >= f.cents * 0.95 && g.cents * payments <= f.cents * 1.05);
    return { totalCents: f.cents, payments, eachCents: each?.cents ?? Math.round(f.cents / payments) };
  }
  const byPayments = PAYMENTS_OF.exec(folded);
  if (!byPayments) return null;
  const payments = countOf(byPayments[1] as string);
  const eachCents = Number((byPayments[2] as string).replace(/,/g, '')) * 100 + Number(byPayments[3] ?? 0);
  return payments >= 2 && eachCents * payments < balance.cents ? { totalCents: eachCents * payments, payments, eachCents } : null;
}

/** The balance and the offers a question gives, when it gives a balance and at least one offer below it or a monthly sum. */
export function offerFiguresIn(folded: string): OfferFigures | null {
  const figures = dollarFigures(folded).filter((f): f is Figure => f.cents !== null && f.cents > 0);
  const balances = figures.filter(
    (f) => BALANCE_BEFORE.test(folded.slice(Math.max(0, f.at - 40), f.at)) || BALANCE_AFTER.test(folded.slice(f.end, f.end + 15)),
  );
  // The one debt the offer is on, before the sum of all the person owes (blind set AN: 30% of the $15,000 total for the $4,780 card).
  const balance = balances.find((f) => !ALL_DEBTS_AFTER.test(folded.slice(f.end, f.end + 20))) ?? balances[0];
  if (!balance) return null;
  const near = (f: { at: number; end: number }, re: RegExp) => re.test(folded.slice(Math.max(0, f.at - 30), f.end + 30));
  const lumpFigure = figures.find((f) => f !== balance && f.cents < balance.cents && near(f, LUMP));
  const plan = planIn(folded, figures, balance);
  const budget = BUDGET.exec(folded);
  const budgetCents = budget ? Number((budget[1] ?? '0').replace(/,/g, '')) * 100 : null;
  const lump = lumpFigure && lumpFigure.cents !== plan?.totalCents ? lumpFigure.cents : null;
  // An offer said as a share of the balance ("offer 40% lump sum", "ofrecer el 30%"): worked out on it (blind set AB).
  // Several shares, or a share paid in installments ("settle for 40% paid in 3 monthly payments … counter with 30% over 4 months"):
  // each worked out, its payments too (blind set AK: only the first share's total was given).
  const shares =
    lump === null && plan === null
      ? [...folded.matchAll(new RegExp(SHARE_OFFERED.source, 'g'))].map((m) => {
          const pct = Number(m[1] ?? m[2] ?? m[3]);
          const over = SHARE_PAYMENTS.exec(folded.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40));
          const count = over ? countOf(over[1] as string) : null;
          return { percent: pct, cents: Math.round((balance.cents * pct) / 100), payments: count };
        })
      : [];
  const distinct = shares.filter((x, i) => x.percent > 0 && x.percent < 100 && shares.findIndex((y) => y.percent === x.percent) === i);
  if (distinct.length >= 2 || distinct.some((x) => x.payments !== null))
    return { balanceCents: balance.cents, lump: null, plan: null, budgetCents, shares: distinct };
  const share = lump === null && plan === null ? SHARE_OFFERED.exec(folded) : null;
  const percent = share ? Number(share[1] ?? share[2] ?? share[3]) : 0;
  if (percent > 0 && percent < 100) return { balanceCents: balance.cents, lump: Math.round((balance.cents * percent) / 100), plan: null, budgetCents };
  if (lump === null && plan === null) {
    // A single offer said plainly ("they will take $1,600"), the only figure below the balance.
    const below = figures.filter((f) => f !== balance && f.cents < balance.cents && f.cents !== budgetCents);
    const offered = below.find((f) =>
      /\b(?:take|accept|offer\w*|settle\w* for|for|acept\w*|ofrec\w*|por)\s*$/.test(folded.slice(Math.max(0, f.at - 20), f.at)),
    );
    if (offered) return { balanceCents: balance.cents, lump: offered.cents, plan: null, budgetCents };
    // No offer, but a monthly sum the person proposes: how long it takes on the whole balance is the figure asked for.
    return budgetCents !== null && budgetCents < balance.cents ? { balanceCents: balance.cents, lump: null, plan: null, budgetCents } : null;
  }
  return { balanceCents: balance.cents, lump, plan, budgetCents };
}

const money = formatCents;

const WORDS = {
  en: {
    lump: (lump: string, pct: number, balance: string, forgiven: string) =>
      `${lump} is about ${pct}% of ${balance} (about ${100 - pct}% off) and would forgive ${forgiven}`,
    plan: (total: string, payments: number, each: string, pct: number, balance: string, forgiven: string) =>
      `${total} paid as ${payments} payments of ${each} is about ${pct}% of ${balance} and would forgive ${forgiven}`,
    share: (pct: number, balance: string, total: string, payments: number | null, each: string, forgiven: string) =>
      `${pct}% of ${balance} is ${total}${payments ? `, ${payments} payments of about ${each}` : ''}, and would forgive ${forgiven}`,
    head: (parts: string[]) => `On your figures: ${parts.join('; ')}.`,
    budget: (budget: string, total: string, months: number, last: string | null) =>
      `At the ${budget} a month you say you can pay, ${total} would take ${months} months${last ? ` (${months - 1} payments of ${budget} and a last one of ${last})` : ''}, so ask for a plan at your budget (or a down payment from savings plus ${budget} a month) rather than agreeing to payments you cannot keep.`,
    budgetOnly: (budget: string, balance: string, months: number, last: string | null) =>
      `At ${budget} a month, the whole ${balance} would take ${months} months${last ? ` (${months - 1} payments of ${budget} and a last one of ${last})` : ''}, longer if interest keeps running: ask that the agreement stop interest and fees while you pay.`,
    planInWriting:
      ' Get the plan in writing before the first payment: the total, the schedule, what happens if a payment is late, and, if you were sued, how the case ends when it is paid.',
    tax: ' A forgiven amount of $600 or more can be reported on a Form 1099-C and may be taxable income, unless you were insolvent just before it was forgiven (IRS Form 982). Get any deal in writing before paying: the total and schedule, that it settles the debt in full, what happens if a payment is late, and, if you were sued, that the case will be dismissed when paid.',
  },
  es: {
    lump: (lump: string, pct: number, balance: string, forgiven: string) =>
      `${lump} es más o menos el ${pct}% de ${balance} (un descuento de más o menos el ${100 - pct}%) y le perdonaría ${forgiven}`,
    plan: (total: string, payments: number, each: string, pct: number, balance: string, forgiven: string) =>
      `${total} en ${payments} pagos de ${each} es más o menos el ${pct}% de ${balance} y le perdonaría ${forgiven}`,
    share: (pct: number, balance: string, total: string, payments: number | null, each: string, forgiven: string) =>
      `el ${pct}% de ${balance} es ${total}${payments ? `, ${payments} pagos de más o menos ${each}` : ''}, y le perdonaría ${forgiven}`,
    head: (parts: string[]) => `Con sus cifras: ${parts.join('; ')}.`,
    budget: (budget: string, total: string, months: number, last: string | null) =>
      `Con los ${budget} al mes que dice que puede pagar, ${total} le tomaría ${months} meses${last ? ` (${months - 1} pagos de ${budget} y uno último de ${last})` : ''}, así que pida un plan según su presupuesto (o un pago inicial de sus ahorros más ${budget} al mes) en vez de aceptar pagos que no puede cumplir.`,
    budgetOnly: (budget: string, balance: string, months: number, last: string | null) =>
      `Con ${budget} al mes, los ${balance} completos le tomarían ${months} meses${last ? ` (${months - 1} pagos de ${budget} y uno último de ${last})` : ''}, más si siguen corriendo intereses: pida que el acuerdo detenga los intereses y cargos mientras paga.`,
    planInWriting:
      ' Pida el plan por escrito antes del primer pago: el total, las fechas, qué pasa si un pago se atrasa y, si lo demandaron, cómo termina el caso cuando termine de pagar.',
    tax: ' Una cantidad perdonada de $600 o más se puede reportar en un Formulario 1099-C y puede contar como ingreso para impuestos, salvo que usted fuera insolvente justo antes (Formulario 982 del IRS). Antes de pagar, pida el acuerdo por escrito: el total y las fechas, que liquida la deuda por completo, qué pasa si un pago se atrasa y, si lo demandaron, que el caso se desestimará al terminar de pagar.',
  },
} satisfies Record<Language, unknown>;

export function offerMathLine(offers: OfferFigures, language: Language): string {
  const words = WORDS[language];
  const parts: string[] = [];
  if (offers.lump !== null)
    parts.push(
      words.lump(money(offers.lump), offerPercent(offers.lump, offers.balanceCents) ?? 0, money(offers.balanceCents), money(offers.balanceCents - offers.lump)),
    );
  if (offers.plan)
    parts.push(
      words.plan(
        money(offers.plan.totalCents),
        offers.plan.payments,
        money(offers.plan.eachCents),
        offerPercent(offers.plan.totalCents, offers.balanceCents) ?? 0,
        money(offers.balanceCents),
        money(offers.balanceCents - offers.plan.totalCents),
      ),
    );
  for (const x of offers.shares ?? [])
    parts.push(
      words.share(
        x.percent,
        money(offers.balanceCents),
        money(x.cents),
        x.payments,
        money(x.payments ? Math.round(x.cents / x.payments) : x.cents),
        money(offers.balanceCents - x.cents),
      ),
    );
  const budget = offers.budgetCents;
  const plan = offers.plan;
  // How many months a monthly sum takes to pay a total, and the smaller last payment when it does not divide evenly.
  const paidOver = (total: number, each: number) => {
    const months = Math.ceil(total / each);
    const last = total - (months - 1) * each;
    return { months, last: last !== each ? money(last) : null };
  };
  // A monthly sum with no plan offered is what the person proposes for the whole balance (blind set AJ: "if they say no can I
  // do $150 a month, how long would that take?" was never worked out).
  const budgetLine =
    budget && plan && budget < plan.eachCents
      ? (({ months, last }) => words.budget(money(budget), money(plan.totalCents), months, last))(paidOver(plan.totalCents, budget))
      : budget && !plan && budget < offers.balanceCents
        ? (({ months, last }) => words.budgetOnly(money(budget), money(offers.balanceCents), months, last))(paidOver(offers.balanceCents, budget))
        : '';
  // Only a monthly sum on the whole balance: nothing is forgiven, so no tax note; the plan's terms in writing still matter.
  if (parts.length === 0) return `${budgetLine}${words.planInWriting}`;
  return `${words.head(parts)}${budgetLine ? ` ${budgetLine}` : ''}${words.tax}`;
}
