import { formatCents, type Language } from '@parley/shared';
import { dollarFigures } from './settlement-math.js';

/**
 * A debt relief company's fees worked out on the person's figures (blind set Z: "$150 of each of the first 6 payments are
 * their fees … 25% of the debt" was answered with no $900 and no $4,500). The FTC's Telemarketing Sales Rule bars a debt
 * relief service sold by phone from taking any fee before it has settled at least one debt and the person has made a
 * payment under that settlement (16 C.F.R. § 310.4(a)(5)). Read on folded, lower-case text.
 */
export type ReliefFees = {
  debtCents: number | null;
  percent: number | null;
  feeCents: number | null;
  advanceCents: number | null;
  advance: { payments: number; eachCents: number } | null;
};

const RELIEF = /\b(?:debt (?:relief|settlement|negotiation)|alivio de deudas?|arreglo de deudas?|settlement company|relief company)\b/;
const PERCENT = /\b(\d{1,2})\s?%\s*(?:of|de)\b[^.?!%]{0,40}?\b(?:debts?|balance|total|enrolled|deudas?|saldo|tarjetas|cards)\b/;
const PERCENT_FEE =
  /\b(?:charge|charges|fee|fees|cobran|cobra|comision\w*)\b[^.?!]{0,30}?\b(\d{1,2})\s?%|\b(\d{1,2})\s?%[^.?!]{0,40}?\b(?:fee|fees|comision\w*|cobran)\b/;
const DEBT_BEFORE = /\b(?:my|mis|in|tengo|owe|debo|of|de)\s+(?:como\s+|about\s+|unos\s+)?$/;
const DEBT_AFTER =
  /^\s?(?:in\s+(?:\w+\s+){0,2}?(?:debt|cards?|credit cards?)|(?:en|de)\s+(?:\w+\s+){0,2}?(?:deudas?|tarjetas?)|(?:of|in) (?:card |credit card )?debt|total)\b/;
/** "the first five monthly payments of $200 go to their fees", "los primeros 6 meses $150 de cada pago son sus fees". */
/** Small counts written as words, English and Spanish ("three payments", "cuatro meses"). */
export const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
};
const FIRST_N =
  /\b(?:first|primeros?|primeras?)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\s+(?:monthly\s+)?(?:payments?|months?|meses|pagos|cuotas)\b/;
const FEES = /\b(?:fees?|comision\w*|cargos?|honorarios)\b/;

export function reliefFeesIn(folded: string): ReliefFees | null {
  if (!RELIEF.test(folded)) return null;
  const figures = dollarFigures(folded).filter((f): f is { at: number; end: number; cents: number } => f.cents !== null && f.cents > 0);
  const pct = PERCENT.exec(folded) ?? PERCENT_FEE.exec(folded);
  const percent = pct ? Number(pct[1] ?? pct[2]) : null;
  const debt = figures.find((f) => DEBT_AFTER.test(folded.slice(f.end, f.end + 30)) || DEBT_BEFORE.test(folded.slice(Math.max(0, f.at - 12), f.at))) ?? null;
  const first = FIRST_N.exec(folded);
  const payments = first ? (COUNT_WORDS[first[1] ?? ''] ?? Number(first[1])) : null;
  // The fee per payment: a figure in the same sentence as "first N … payments" and the fees.
  let each: number | null = null;
  if (first && payments) {
    const at = first.index ?? 0;
    const start = Math.max(0, ...['.', '?', '!'].map((mark) => folded.lastIndexOf(mark, at) + 1));
    const ends = ['.', '?', '!'].map((mark) => folded.indexOf(mark, at)).filter((i) => i >= 0);
    const end = ends.length ? Math.min(...ends) : folded.length;
    const sentence = folded.slice(start, end);
    const inSentence = figures.filter((f) => f.at >= start && f.end <= end && f !== debt);
    if (FEES.test(sentence)) each = (inSentence.find((f) => f.at >= at) ?? inSentence.at(-1))?.cents ?? null;
  }
  const feeCents = percent !== null && debt ? Math.round((debt.cents * percent) / 100) : null;
  const advance = payments && each ? { payments, eachCents: each } : null;
  if (feeCents === null && advance === null) return null;
  return { debtCents: debt?.cents ?? null, percent, feeCents, advanceCents: advance ? advance.payments * advance.eachCents : null, advance };
}

const WORDS = {
  en: {
    fee: (percent: number, debt: string, fee: string) => `a fee of ${percent}% of ${debt} is ${fee}`,
    advance: (each: string, n: number, total: string) => `${each} from each of the first ${n} payments is ${total} in fees`,
    line: (parts: string[], advance: boolean) =>
      `On your figures: ${parts.join('; ')}.${advance ? ' A company that sells debt relief by phone may not take any fee before it has settled at least one of your debts and you have made a payment under that settlement (16 C.F.R. § 310.4(a)(5)): fees taken first are a red flag, so do not sign or pay.' : ''} Meanwhile, stopping payments lets interest and late fees grow, hurts your credit, and leaves you open to being sued, and any amount forgiven may be taxable unless you were insolvent. A nonprofit credit counseling agency's debt management plan, or a talk with a bankruptcy lawyer or legal aid, is worth comparing first.`,
  },
  es: {
    fee: (percent: number, debt: string, fee: string) => `una comisión del ${percent}% de ${debt} son ${fee}`,
    advance: (each: string, n: number, total: string) => `${each} de cada uno de los primeros ${n} pagos son ${total} en comisiones`,
    line: (parts: string[], advance: boolean) =>
      `Con sus cifras: ${parts.join('; ')}.${advance ? ' Una compañía que vende alivio de deudas por teléfono no puede cobrar ninguna comisión antes de haber arreglado al menos una de sus deudas y de que usted haga un pago bajo ese arreglo (16 C.F.R. § 310.4(a)(5)): cobrar primero es una señal de alerta, así que no firme ni pague.' : ''} Mientras tanto, dejar de pagar hace que crezcan los intereses y cargos, daña su crédito y lo expone a una demanda, y lo que le perdonen puede contar como ingreso para impuestos salvo que sea insolvente. Compare antes un plan de manejo de deudas de una agencia de asesoría de crédito sin fines de lucro, o hable con un abogado de bancarrota o con la asistencia legal.`,
  },
} satisfies Record<Language, unknown>;

export function reliefFeesLine(fees: ReliefFees, language: Language): string {
  const words = WORDS[language];
  const parts = [
    ...(fees.feeCents !== null && fees.percent !== null && fees.debtCents !== null
      ? [words.fee(fees.percent, formatCents(fees.debtCents), formatCents(fees.feeCents))]
      : []),
    ...(fees.advance && fees.advanceCents !== null
      ? [words.advance(formatCents(fees.advance.eachCents), fees.advance.payments, formatCents(fees.advanceCents))]
      : []),
  ];
  return words.line(parts, fees.advance !== null);
}
