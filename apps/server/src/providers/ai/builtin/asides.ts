import { foldAccents, type Language } from '@parley/shared';
import { landlordMoneyClaimIn } from './landlord-claims.js';

/**
 * A part of a debt question that is not Ask Solo's to answer, said plainly before the debt answer
 * with where to get help (blind set T: an eviction notice and an old-rent collector in one message got
 * only the collector rules; "can you do my taxes" got the life of a judgment). A message that is
 * only such a matter is refused whole (slots.ts `notADebtCase`); this is for one asked beside a debt.
 */
export type Aside = 'eviction' | 'tax_prep';

const ASIDES: Record<Aside, RegExp> = {
  eviction:
    /\b(?:evict\w*|notice to (?:leave|quit|vacate)|change (?:the|my) locks|lock(?:ed|ing)? me out|lockout|desalojo|desalojar\w*|desahucio|cambiar (?:la|las) cerradura\w*)\b/,
  tax_prep:
    /\b(?:(?:do|prepare|file|fill out) my (?:taxes|tax return)(?: for me)?|itin|preparar mis impuestos|hacer(?:me)? (?:mis|los) taxes|hacer mis impuestos)\b/,
};

export function asidesIn(question: string): Aside[] {
  const folded = foldAccents(question).toLowerCase();
  // A former landlord's suit for rent or damages is the debt itself, whatever past eviction it names (blind set V).
  const landlordClaim = landlordMoneyClaimIn(folded);
  return (Object.keys(ASIDES) as Aside[]).filter((aside) => ASIDES[aside].test(folded) && !(aside === 'eviction' && landlordClaim));
}

export const ASIDE_WORDS: Record<Language, Record<Aside, string>> = {
  en: {
    eviction:
      'The eviction part is outside what I can help with here, and it cannot wait: contact your local legal aid office or tenant help line today (LawHelp.org finds it), and go to every court date. In nearly every state a landlord may not change the locks or remove your things without a court order; a notice to leave is only the first step before a court case. About the debt:',
    tax_prep:
      "I can't prepare tax returns or answer ITIN questions: free help is at an IRS VITA tax clinic (irs.gov/vita), the IRS's ITIN pages, or a Low Income Taxpayer Clinic. A private collector cannot take a federal refund through the IRS: refund offsets are for back taxes, child support and debts to government agencies such as federal student loans. About the debt:",
  },
  es: {
    eviction:
      'La parte del desalojo no es algo con lo que pueda ayudarle aquí, y no puede esperar: comuníquese hoy con la oficina de asistencia legal o la línea de ayuda para inquilinos de su zona (LawHelp.org le ayuda a encontrarla), y vaya a cada fecha de corte. En casi todos los estados el dueño no puede cambiar las cerraduras ni sacar sus cosas sin una orden del tribunal; un aviso para desocupar es solo el primer paso antes de un caso en la corte. Sobre la deuda:',
    tax_prep:
      'No puedo preparar declaraciones de impuestos ni responder preguntas sobre el ITIN: hay ayuda gratuita en una clínica VITA del IRS (irs.gov/vita), en las páginas del ITIN del IRS o en una clínica para contribuyentes de bajos ingresos. Un cobrador privado no puede quitarle el reembolso federal a través del IRS: esa compensación es para impuestos atrasados, manutención de hijos y deudas con el gobierno, como préstamos estudiantiles federales. Sobre la deuda:',
  },
};
