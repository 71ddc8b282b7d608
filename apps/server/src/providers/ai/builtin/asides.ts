import { foldAccents, type Language } from '@parley/shared';
import { landlordMoneyClaimIn } from './landlord-claims.js';
import { MATTER_ADVICE } from './not-a-debt-case.js';
import { IRS_NAMED, IRS_SCAM_SIGN } from './slot-words.js';

/**
 * A part of a debt question that is not Ask Solo's to answer, said plainly before the debt answer
 * with where to get help (blind set T: an eviction notice and an old-rent collector in one message got
 * only the collector rules; "can you do my taxes" got the life of a judgment). A message that is
 * only such a matter is refused whole (slots.ts `notADebtCase`); this is for one asked beside a debt.
 */
export type Aside = 'eviction' | 'tax_prep' | 'child_support' | 'investing' | 'immigration_case';

const ASIDES: Record<Aside, RegExp> = {
  eviction:
    /\b(?:evict\w*|notice to (?:leave|quit|vacate)|change (?:the|my) locks|lock(?:ed|ing)? me out|lockout|desalojo|desalojar\w*|desahucio|cambiar (?:la|las) cerradura\w*)\b/,
  tax_prep:
    // (An ITIN asked about, never one the person says they have: "tengo ITIN, no tengo papeles" tells who is asking; blind set AL.)
    /\b(?:(?:do|prepare|file|fill out) my (?:taxes|tax return)(?: for me)?|(?:get|apply for|renew|obtain|sacar|tramitar|renovar|solicitar|obtener|sacarme)\b[^.?!]{0,20}\bitin|itin\b[^.?!]{0,20}\b(?:application|renewal|renew|expired|expire|number for|vencid\w*|solicitud|tramite|renovacion)|preparar mis impuestos|hacer(?:me)? (?:mis|los) taxes|hacer mis impuestos)\b/,
  // Court-ordered child support the person means to stop or hold back (blind set Y: "can i stop paying child support until he lets me see her?").
  child_support:
    /\b(?:stop|quit|withhold|hold (?:back|off on)|not pay|skip|pause|stopping|quitting|withholding)\w*\b(?:\s+(?:paying|my|the|on|sending))*\s+child support\b|\bchild support\b[^.?!]{0,40}\b(?:until|unless|till|'til)\b[^.?!]{0,60}\b(?:let|lets|see|visit\w*|gives?|parenting)\b|\b(?:dejar de pagar|no pagar|dejo de pagar|suspender|parar de pagar)\b[^.?!]{0,20}\b(?:la )?(?:manutencion|pension alimenticia|child support)\b/,
  // The person's own immigration case asked beside a debt: a USCIS appointment, biometrics, a permit's renewal (blind set AX: "tengo cita
  // de biométricos de USCIS … ¿cómo la cambio?" beside a collector's deportation threat got only the threat's answer). A collector's
  // threat to call immigration is the debt question itself, and stays so.
  immigration_case:
    /\b(?:uscis|biometric\w*|biometricos|(?:work permit|permiso de trabajo|ead|green card|residencia|asylum|asilo|daca|tps)\b[^.?!]{0,30}\b(?:renew\w*|renova\w*|interview|entrevista|appointment|cita|application|solicitud))\b/,
  // Investment advice asked to pay a debt: which coin or stock to buy, how to double money (blind set Y).
  investing:
    /\b(?:(?:best|which|what|good|right)\s+(?:\w+\s+){0,3}?(?:crypto\w*|coins?|stocks?|shares|investments?|etfs?|options|meme ?coins?)\b[^.?!]{0,40}\b(?:to buy|buy|invest|put)|double (?:my|the|our|this) (?:money|cash|savings|\$)|(?:invest|put)\b[^.?!]{0,30}\b(?:crypto\w*|bitcoin|stocks?|stock market|forex|options|day ?trading)\b[^.?!]{0,40}\b(?:to pay|so (?:i|we) can|and pay|to (?:get|make) (?:more|enough))|(?:mejor|que|cual)\s+(?:\w+\s+){0,3}?(?:cripto\w*|criptomoneda\w*|moneda|acciones|inversion)\b[^.?!]{0,30}\b(?:comprar|invertir)|duplicar (?:mi|el|nuestro) dinero|invertir\b[^.?!]{0,30}\b(?:cripto\w*|bitcoin|acciones|la bolsa)\b|(?:should|can|could|would it be smart to) (?:i|we) (?:invest|put|buy|move)\b[^.?!]{0,40}\b(?:crypto\w*|bitcoin|stocks?|index funds?|mutual funds?|etfs?|the stock market|forex|gold)\b|(?:debo|puedo|conviene|me conviene) (?:invertir|poner|meter|comprar)\b[^.?!]{0,40}\b(?:cripto\w*|bitcoin|acciones|la bolsa|fondos? (?:indexados?|mutuos?)|oro)\b)/,
};

export function asidesIn(question: string): Aside[] {
  const folded = foldAccents(question).toLowerCase();
  // A former landlord's suit for rent or damages is the debt itself, whatever past eviction it names (blind set V).
  const landlordClaim = landlordMoneyClaimIn(folded);
  // A fake IRS letter that threatens an ITIN is a scam to warn of, not tax preparation to decline (blind set AB).
  const irsScam = IRS_NAMED.test(folded) && IRS_SCAM_SIGN.test(folded);
  return (Object.keys(ASIDES) as Aside[]).filter(
    (aside) => ASIDES[aside].test(folded) && !(aside === 'eviction' && landlordClaim) && !(aside === 'tax_prep' && irsScam),
  );
}

/**
 * The message without the words of an aside that would pull a debt card of their own: "crypto" in a request for investment
 * advice is no collector's demand for crypto (blind set Y: the gift-card scam card answered "which coin should I buy to pay
 * my judgment?"). What is left is the debt question, answered after the aside.
 */
export function withoutAsideWords(question: string): string {
  const folded = foldAccents(question);
  const investing = new RegExp(ASIDES.investing.source, 'gi');
  if (!investing.test(folded.toLowerCase())) return question;
  // Folding keeps every letter's place, so the spans found in the folded text are the question's own.
  let out = '';
  let at = 0;
  for (const m of folded.toLowerCase().matchAll(new RegExp(ASIDES.investing.source, 'g'))) {
    out += `${question.slice(at, m.index)} `;
    at = (m.index ?? 0) + m[0].length;
  }
  return `${out}${question.slice(at)}`.replace(/\s+/g, ' ').trim();
}

/** The eviction advice Ask Solo gives wherever an eviction comes up (not-a-debt-case.ts holds it). */
function evictionAdvice(language: Language): string {
  const advice = MATTER_ADVICE[language];
  return [advice.eviction, advice.courtDates, advice.lockout].join(' ');
}

export const ASIDE_WORDS: Record<Language, Record<Aside, string>> = {
  en: {
    eviction: `The eviction part is outside what I can help with here, and it cannot wait. ${evictionAdvice('en')} About the debt:`,
    child_support:
      "Stopping or holding back court-ordered child support is not something I can help with, and please don't do it: support and parenting time are separate orders, so a parent who keeps you from your time with your child does not change what you owe, and unpaid support builds arrears that are collected by income withholding, tax-refund intercepts, license suspension and contempt of court. Keep paying, keep a record of each missed visit, and ask the court that made the parenting plan to enforce it (a petition to enforce or for contempt), with help from a family-law attorney, legal aid (LawHelp.org) or the court's self-help center.",
    investing:
      "I can't give investment advice or pick coins or stocks, and nothing legitimate reliably doubles money in a few months: a promise like that is a hallmark of a scam, and a loss would leave you with the debt and less money. The money you have may do more on the debt itself: a creditor, even one with a judgment, will often take a lump sum for less than the balance if the deal is in writing first (that it settles or satisfies the debt in full, and for a judgment that a satisfaction will be filed with the court), or agree to a payment plan, and some of what you have may be protected from collection. About the debt:",
    immigration_case:
      'Your USCIS appointment or application is an immigration matter outside what I can help with: reschedule or ask about it through your USCIS online account or the USCIS Contact Center (800-375-5283), and get advice from an immigration attorney or a DOJ-accredited representative, never a notario. About the debt:',
    tax_prep:
      "I can't prepare tax returns or answer ITIN questions: free help is at an IRS VITA tax clinic (irs.gov/vita), the IRS's ITIN pages, or a Low Income Taxpayer Clinic. A private collector cannot take a federal refund through the IRS: refund offsets are for back taxes, child support and debts to government agencies such as federal student loans. About the debt:",
  },
  es: {
    eviction: `La parte del desalojo no es algo con lo que pueda ayudarle aquí, y no puede esperar. ${evictionAdvice('es')} Sobre la deuda:`,
    child_support:
      'Dejar de pagar o retener la manutención de hijos que ordenó un tribunal no es algo con lo que pueda ayudarle, y por favor no lo haga: la manutención y el tiempo de visitas son órdenes distintas, así que si el otro padre no le deja ver a su hijo, eso no cambia lo que usted debe, y la manutención sin pagar se acumula como deuda que se cobra reteniéndole el sueldo, quitándole el reembolso de impuestos, suspendiéndole la licencia y por desacato. Siga pagando, anote cada visita que le negaron y pida al tribunal que hizo el plan de crianza que lo haga cumplir (una petición para hacerlo cumplir o por desacato), con ayuda de un abogado de familia, de la asistencia legal (LawHelp.org) o del centro de autoayuda del tribunal.',
    investing:
      'No puedo darle consejos de inversión ni escogerle monedas o acciones, y nada legítimo duplica el dinero de forma segura en unos meses: una promesa así es una señal típica de estafa, y una pérdida lo dejaría con la deuda y con menos dinero. El dinero que tiene puede servir más con la deuda misma: un acreedor, aun uno con sentencia, muchas veces acepta un pago único menor que el saldo si el acuerdo está primero por escrito (que liquida la deuda por completo y, si hay sentencia, que presentará ante el tribunal la constancia de que quedó pagada), o acepta un plan de pagos, y parte de lo que usted tiene puede estar protegido del cobro. Sobre la deuda:',
    immigration_case:
      'Su cita o su trámite con USCIS es un asunto de inmigración que está fuera de lo que puedo ayudarle: cámbiela o pregunte por ella en su cuenta en línea de USCIS o en el Centro de Contacto de USCIS (800-375-5283), y pida consejo a un abogado de inmigración o a un representante acreditado por el Departamento de Justicia, nunca a un notario. Sobre la deuda:',
    tax_prep:
      'No puedo preparar declaraciones de impuestos ni responder preguntas sobre el ITIN: hay ayuda gratuita en una clínica VITA del IRS (irs.gov/vita), en las páginas del ITIN del IRS o en una clínica para contribuyentes de bajos ingresos. Un cobrador privado no puede quitarle el reembolso federal a través del IRS: esa compensación es para impuestos atrasados, manutención de hijos y deudas con el gobierno, como préstamos estudiantiles federales. Sobre la deuda:',
  },
};
