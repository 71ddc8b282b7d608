import { formatCents, type Language, stateName, type UsStateCode, WAGE_GARNISHMENT_BARRED } from '@parley/shared';
import { LANDLORD } from './landlord-claims.js';
import { dollarFigures } from './settlement-math.js';

/**
 * Blind set AC: debt questions met by a nearby topic's prepared block. A landlord's charge sent to a collection agency was
 * declined as landlord-tenant law; a federal student loan's administrative wage garnishment got the 25% a judgment
 * creditor may take; a paid or wrong collection still on the credit reports got the medical-debt reporting policy; a
 * "court" e-mail or text asking for payment by app got the phone-collector scam text. Each is the answer here.
 */
export type BesideSituation = { name: string; lines: string[]; replaces: boolean; beforeScamCard: boolean; trails?: boolean };

const MOVE_OUT_CHARGE = /\b(?:deposit|carpet|damages?|cleaning|repairs?|move[- ]?out|deposito|danos|alfombra|limpieza)\b/;
/** A dispute window said to be missed, or a legal question of its own, has its own card. */
const WINDOW_ASKED = /\b(?:too late|notice|locks?|evict\w*|desalojo|admit\w*|sued|suing|court|credit reports?|es tarde|admiti\w*)\b/;
const COLLECTION_LETTER = /\b(?:collection (?:agency|company|letter|notice)|collector|debt collector|agencia de cobr\w*|cobrador\w*|carta de cobr\w*)\b/;
const LANDLORD_SUIT = /\b(?:evict\w*|dispossessory|unlawful detainer|notice to (?:quit|vacate)|summons|sued|suing|court date|desalojo|demanda\w*|citacion)\b/;

const FEDERAL_STUDENT =
  /\b(?:dept\.? of (?:ed|education)|department of education|federal (?:student )?loans?|federal student|default resolution|departamento de educacion|prestamos? (?:estudiantil\w* )?federal\w*)\b/;
const PAY_PERIOD =
  /\$\s?[\d,]+(?:\.\d\d)?\s*(?:[a-z-]+\s+){0,2}?(?:a|per|each|every|cada|por|al|a la)?\s?(week|wk|2 weeks|two weeks|month|semana|2 semanas|dos semanas|mes)\b|\$\s?[\d,]+(?:\.\d\d)?\s*(?:[a-z-]+\s+){0,2}?(biweekly|weekly|monthly)\b/;
const PRIVATE_LOAN = /\bprivate (?:student )?(?:loan|lender)\b|\bprivate one\b|\bprestamo privado\b/;
const AWG = /\b(?:administrative (?:wage )?garnish\w*|awg|garnish\w*|embarg\w*|wage)\b/;

const STILL_REPORTED =
  /\b(?:still (?:shows?|showing|on|there|reported|reporting|listed)|shows? (?:up )?on|on my (?:experian|equifax|transunion|credit)|sigue (?:apareciendo|en mi)|aparece en mi)\b/;
const BUREAU = /\b(?:experian|equifax|transunion|credit reports?|credit bureaus?|reporte de credito|buro)\b/;
const PAID_OR_NOT_MINE = /\b(?:paid|not mine|isn'?t mine|no es mia|no es mio|ya (?:la |lo )?pague|recibo)\b/;
/** Identity theft and the 7-year reporting limit have their own cards. */
const PROOF = /\b(?:receipts?|paid in full|zero balance|\$0|letter|recibos?|carta)\b/;
const OWN_CARD =
  /\b(?:delet\w*|how long|cuanto tiempo|se queda|settle\w*|borr\w*|identity|never (?:had|lived|opened)|opened in my name|stolen|come off|fall off|7 (?:years?|yrs?)|seven years|when does|robo de identidad|siete anos)\b/;
const MEDICAL = /\b(?:medical|hospital|doctor|ambulance|medica|medico|hospital)\b/;

/** A medical or dental bill the person's insurer paid, sent to collections or on the reports anyway (set AT: "should I pay the $380 so they remove it?"). */
const CARE_BILL = new RegExp(String.raw`${MEDICAL.source}|\b(?:dentist|dental|clinic|er bill|urgent care|lab|dentista|clinica)\b`);
const INSURER_PAID =
  /\b(?:insurance|insurer|seguro|aseguranza|aseguradora)\b[^.?!]{0,40}\b(?:paid (?:it|in full|the (?:bill|balance|claim)|that|everything)|covered (?:it|the (?:bill|balance))|ya (?:la |lo )?pago|pago (?:la cuenta|todo|el total))\b|\beob\b|\bexplanation of benefits\b|\b(?:balance|saldo)\b[^.?!]{0,25}\$\s?0(?:\.00)?\b|\b(?:owe|debo) \$\s?0\b/;
/** A bill from a provider the person did not choose is the No Surprises Act's matter, its own card. */
const SURPRISE_BILL = /\b(?:out[- ]of[- ]network|surprise|balance bill\w*|anesthesi\w*|fuera de (?:la )?red)\b/;
const IN_COLLECTIONS = /\b(?:collections?|collector|credit reports?|score|colecciones|cobranzas?|cobrador\w*|reporte de credito|credit report|buro)\b/;
/** Someone asking to stand in court for the person sued: a relative cannot (set AT: a son would "go for" his mother and tell the judge she is on Social Security). */
const STAND_IN_FOR =
  /\b(?:can|could|may) (?:i|we) (?:just )?(?:go|appear|show up|answer|file|represent|speak|talk|stand in)\b[^.?!]{0,25}\b(?:for|on behalf of|in place of|instead of) (?:her|him|them|my (?:mom|mother|dad|father|parents?|grand\w+|wife|husband|son|daughter|brother|sister|aunt|uncle))\b|\b(?:puedo|podemos|podria) (?:ir|presentarme|contestar|representarl[oa]|hablar)\b[^.?!]{0,25}\b(?:por|en lugar de|en nombre de) (?:ella|el|mi (?:mama|madre|papa|padre|abuel[oa]|espos[oa]|hij[oa]|herman[oa]|ti[oa]))\b/;
/** A lawsuit over a car accident, not a debt: the insurer defends it (set AT: it met the debt suit's Answer). */
const CAR_CRASH =
  /\b(?:car (?:accident|crash|wreck)|auto (?:accident|crash)|traffic accident|(?:a|the|my) wreck|collision|rear[- ]?ended|accidente (?:de (?:carro|auto|coche|transito|trafico)|automovilistico)|choque)\b/;
const SUIT_PAPERS = /\b(?:sued|suing|summons|served|lawsuit|complaint|demanda\w*|citacion|emplaz\w*)\b/;
/** A collector that counts the allowed calling hours by its own clock: "it's 10am where they are" (set AT). */
const THEIR_CLOCK =
  /\b(?:where (?:they|he|she) (?:are|is|were|was)|their (?:local )?(?:time|time ?zone|clock)|in (?:their|his|her) (?:time ?zone|office)|(?:la )?hora (?:de ellos|de ellas|de su oficina|donde (?:estan|esta) ellos)|donde (?:estan|esta) (?:ellos|ellas|el cobrador)|su zona horaria)\b/;
const CALL_HOURS =
  /\b(?:call\w*|text\w*|llam\w*|marca\w*)\b[^.?!]{0,80}\b(?:\d{1,2} ?(?:am|a\.m\.|pm|p\.m\.)|in the morning|at night|de la manana|de la noche|madrugada)\b/;
const COURT_SAID = /\b(?:court|courts|judge|lawsuit|legal action|corte|tribunal|juzgado|demanda)\b/;
/** Written to the person (an e-mail, a text, a letter: "correo" alone is most often an e-mail); calls have the phone-scam card. */
const SENT_ONLINE = /\b(?:e-?mail\w*|text(?:ed|s)?|sms|link|correo(?: electronico)?|email|mensaje de texto|enlace|letter|carta)\b/;
/** A call, not a writing: the phone-scam card answers it. */
const CALLED = /\b(?:called|calls?|calling|phone call|voicemail|llamaron|llamada|me llamo|me llaman)\b/;
const PAY_BY_APP = /\b(?:zelle|cash ?app|venmo|paypal|gift cards?|apple pay|crypto\w*|bitcoin|tarjetas? de regalo)\b/;

const WORDS = {
  en: {
    landlord:
      'A landlord’s move-out charge sent to a collection agency is a debt like any other: dispute it in writing before the date printed in the collector’s letter (about 30 days after you got it) and ask for verification; the collector must stop collecting until it sends it. Send copies (never originals) of your move-out photos and a short explanation, by a trackable method, and keep copies.',
    landlordWear:
      'A tenant pays only for damage beyond normal wear and tear, and only its remaining value: carpet near the end of its useful life (often 5 to 10 years) is worth little, so full replacement is usually not yours to pay. Ask the landlord for the itemized statement of deposit deductions the state requires; a deposit kept without one, or for normal wear, can give you a claim of your own. Do not pay it just to protect your credit: if the collector reports it, it must show as disputed.',
    awg: 'For a defaulted federal student loan, the government can garnish wages without a lawsuit (administrative wage garnishment, 20 U.S.C. § 1095a): up to 15% of your disposable pay, and never leaving you less than 30 times the federal minimum wage ($217.50 a week). The 25% a judgment creditor may take is not this rule.',
    awgFigure: (pay: string, fifteen: string, per: string) => `On ${pay} of disposable pay ${per}, that is at most ${fifteen} ${per}.`,
    awgBarred: (state: string) =>
      `${state} does not allow wages to be garnished for most consumer debts, but that rule does not stop this one: federal law lets the government garnish for a defaulted federal student loan whatever the state’s rule.`,
    periods: { week: 'a week', twoWeeks: 'every two weeks', month: 'a month' },
    awgPrivate:
      'A private student loan is different: a private lender must sue you and win a judgment before it can garnish your wages, and then the ordinary garnishment limits apply.',
    awgHearing:
      'You have the right to a hearing: ask for it in writing within the time in the notice (generally 30 days) to dispute the debt or the amount, or to show that it would cause financial hardship; asked for in time, the garnishment does not start before the hearing is decided. You can also stop it by leaving default: loan rehabilitation, consolidation or a repayment agreement, then income-driven repayment.',
    bureau:
      'Dispute the entry directly with each credit bureau that shows it (Experian, Equifax and TransUnion), online or by mail, and attach your proof, such as the payment receipt: the bureau must investigate, usually within 30 days, and correct or delete what cannot be verified (15 U.S.C. § 1681i). A collector that knows you dispute a debt must report it as disputed if it reports it at all (15 U.S.C. § 1692e(8)). You can also dispute in writing directly with the company that reports it (the collector or the original creditor), with the same proof.',
    insurerPaid:
      'If your insurer paid the bill and its explanation of benefits (EOB) shows you owe $0, you do not owe the collector anything: do not pay it to get it off your credit report. Send the collector a written dispute with a copy of the EOB by a trackable method, and keep copies; it must stop collecting until it verifies the debt (15 U.S.C. § 1692g(b)). Give the EOB to the provider’s billing office too, and ask it to correct the account and recall it from collections.',
    insurerPaidReport:
      'Dispute the entry with each credit bureau that shows it (Experian, Equifax and TransUnion), attaching the EOB: what you do not owe must be corrected or deleted (15 U.S.C. § 1681i). The three bureaus also do not list medical collections under $500, nor paid ones, so a small medical collection should not be on your report at all.',
    standIn:
      'Only the person sued, or a lawyer, can answer or appear for them: a relative who is not a lawyer cannot speak for them in court, even with a power of attorney. You can help: drive them, help them write and file their own Answer before the date, or ask the clerk whether they can appear by phone or video or get a disability accommodation. Social Security is protected from the creditor, but it is no defense to the suit itself: they still answer or appear, or a default judgment can be entered, and then they claim the exemption if anything is frozen.',
    carSuit:
      'A lawsuit over a car accident is not a debt case, but its deadline is just as real. Send the papers to your auto insurer today and tell your agent: a liability policy usually makes the insurer defend you and hire a lawyer at no cost to you, and it needs the papers before the answer is due. If you had no insurance, or the claim is more than your coverage, talk to a lawyer now (your state bar’s lawyer referral service can name one). Whether the service was valid (for a driver from another state, many states let papers be served through their Secretary of State) is for that lawyer; do not let the answer date pass meanwhile.',
    localHours:
      'The calling hours are counted by your clock, not the collector’s: without your permission it may not call before 8 a.m. or after 9 p.m. your local time where you are (15 U.S.C. § 1692c(a)(1); 12 C.F.R. § 1006.6(b)(1)(i)), so a call before 8 a.m. your time is not allowed even when it is later where the collector sits. Write down each call’s date and time; you can complain to the CFPB and your state attorney general, and sue within one year for damages.',
    bureauNext:
      'Keep copies of everything. If the error stays after the bureau’s investigation, complain to the CFPB (consumerfinance.gov/complaint); you may also have a claim under the Fair Credit Reporting Act. Do not pay a debt you already paid just to make it go away.',
    courtScam:
      'This is almost certainly a scam: courts do not collect debts or fees by Zelle, Cash App, gift cards or a payment link in an e-mail or text, and a real lawsuit is delivered to you formally, not as a message asking you to pay today. Do not pay, click the link or reply. To check, find the court’s phone number yourself (not from the message) and ask the clerk whether any case is filed in your name.',
    courtScamReport:
      'Report it to the FTC at ReportFraud.ftc.gov and to your state attorney general. If you already paid or gave your bank details, call your bank right away.',
  },
  es: {
    landlord:
      'Un cobro del arrendador al mudarse que pasó a una agencia de cobros es una deuda como cualquier otra: dispútela por escrito antes de la fecha que dice la carta del cobrador (unos 30 días después de recibirla) y pida la verificación; el cobrador debe dejar de cobrar hasta enviarla. Mande copias (nunca originales) de sus fotos de la mudanza y una explicación breve, por un medio con seguimiento, y guarde copias.',
    landlordWear:
      'El inquilino paga solo el daño que va más allá del desgaste normal, y solo su valor restante: una alfombra cerca del fin de su vida útil (a menudo 5 a 10 años) vale poco, así que reemplazarla entera normalmente no le toca a usted. Pida al arrendador la lista detallada de descuentos del depósito que exige el estado; un depósito retenido sin ella, o por desgaste normal, puede darle un reclamo propio. No pague solo para proteger su crédito: si el cobrador lo reporta, debe aparecer como disputado.',
    awg: 'Por un préstamo estudiantil federal en mora, el gobierno puede embargar el sueldo sin demanda (embargo administrativo de salario, 20 U.S.C. § 1095a): hasta el 15% de su pago disponible, y nunca dejándole menos de 30 veces el salario mínimo federal ($217.50 por semana). El 25% que puede tomar un acreedor con sentencia no es esta regla.',
    awgFigure: (pay: string, fifteen: string, per: string) => `Con ${pay} de pago disponible ${per}, eso es como máximo ${fifteen} ${per}.`,
    awgBarred: (state: string) =>
      `${state} no permite embargar el sueldo por la mayoría de las deudas de consumo, pero esa regla no detiene este embargo: la ley federal permite al gobierno embargar por un préstamo estudiantil federal en mora, diga lo que diga la regla del estado.`,
    periods: { week: 'por semana', twoWeeks: 'cada dos semanas', month: 'al mes' },
    awgPrivate:
      'Un préstamo estudiantil privado es distinto: el prestamista privado debe demandarlo y ganar una sentencia antes de embargar su sueldo, y entonces rigen los límites normales de embargo.',
    awgHearing:
      'Tiene derecho a una audiencia: pídala por escrito dentro del plazo del aviso (en general 30 días) para disputar la deuda o el monto, o para mostrar que le causaría dificultad económica; pedida a tiempo, el embargo no empieza antes de que se decida. También puede pararlo saliendo de la mora: rehabilitación del préstamo, consolidación o un acuerdo de pago, y luego un plan según sus ingresos.',
    bureau:
      'Dispute el dato directamente con cada agencia de crédito que lo muestre (Experian, Equifax y TransUnion), en línea o por correo, y adjunte su prueba, como el recibo de pago: la agencia debe investigar, normalmente en 30 días, y corregir o borrar lo que no se pueda verificar (15 U.S.C. § 1681i). Un cobrador que sabe que usted disputa la deuda debe reportarla como disputada si la reporta (15 U.S.C. § 1692e(8)). También puede disputar por escrito directamente con la empresa que la reporta (el cobrador o el acreedor original), con la misma prueba.',
    insurerPaid:
      'Si su seguro pagó la cuenta y la explicación de beneficios (EOB) dice que usted debe $0, no le debe nada al cobrador: no pague para que lo quiten de su reporte de crédito. Mande al cobrador una disputa por escrito con una copia de la EOB por un medio con comprobante, y guarde copias; debe dejar de cobrar hasta verificar la deuda (15 U.S.C. § 1692g(b)). Lleve la EOB también a la oficina de cobros del proveedor y pídale que corrija la cuenta y la retire de cobranzas.',
    insurerPaidReport:
      'Dispute el dato con cada agencia de crédito que lo muestre (Experian, Equifax y TransUnion), adjuntando la EOB: lo que usted no debe se tiene que corregir o borrar (15 U.S.C. § 1681i). Además, las tres agencias no incluyen cobros médicos de menos de $500 ni los ya pagados, así que un cobro médico pequeño no debería estar en su reporte.',
    standIn:
      'Solo la persona demandada, o un abogado, puede contestar o presentarse por ella: un familiar que no es abogado no puede hablar por ella en la corte, aunque tenga un poder. Sí puede ayudar: llevarla, ayudarle a escribir y presentar su propia Contestación antes de la fecha, o preguntar en la secretaría si puede presentarse por teléfono o video o pedir una adaptación por discapacidad. El Seguro Social está protegido del acreedor, pero no es una defensa contra la demanda: igual debe contestar o presentarse, o pueden dictar una sentencia en rebeldía, y luego reclamar la exención si le congelan algo.',
    carSuit:
      'Una demanda por un accidente de carro no es un caso de deuda, pero su plazo es igual de real. Mande hoy los papeles a su aseguradora de auto y avísele a su agente: una póliza de responsabilidad normalmente obliga a la aseguradora a defenderlo y contratarle un abogado sin costo para usted, y necesita los papeles antes de que venza la respuesta. Si no tenía seguro, o el reclamo pasa su cobertura, hable ya con un abogado (el servicio de referencias del colegio de abogados de su estado le puede indicar uno). Si la notificación fue válida (a un conductor de otro estado muchos estados lo notifican por medio de su Secretario de Estado) lo ve ese abogado; mientras tanto no deje pasar la fecha para contestar.',
    localHours:
      'Las horas para llamar se cuentan con su reloj, no con el del cobrador: sin su permiso no puede llamarle antes de las 8 a. m. ni después de las 9 p. m. de la hora local donde usted está (15 U.S.C. § 1692c(a)(1); 12 C.F.R. § 1006.6(b)(1)(i)), así que una llamada antes de las 8 a. m. de su hora no se permite aunque donde está el cobrador sea más tarde. Anote la fecha y hora de cada llamada; puede quejarse ante la CFPB y el fiscal general de su estado, y demandar dentro de un año por daños.',
    bureauNext:
      'Guarde copias de todo. Si el error sigue después de la investigación, presente una queja ante la CFPB (consumerfinance.gov/complaint); también puede tener un reclamo bajo la Ley de Informe Justo de Crédito. No pague otra vez una deuda ya pagada solo para que desaparezca.',
    courtScam:
      'Es casi seguro una estafa: las cortes no cobran deudas ni tarifas por Zelle, Cash App, tarjetas de regalo ni con un enlace de pago en un correo o mensaje, y una demanda real se le entrega formalmente, no como un mensaje que pide pagar hoy. No pague, no haga clic ni responda. Para verificar, busque usted mismo el teléfono de la corte (no el del mensaje) y pregunte en la secretaría si hay un caso a su nombre.',
    courtScamReport:
      'Repórtelo a la FTC en ReportFraud.ftc.gov y al fiscal general de su estado. Si ya pagó o dio datos de su banco, llame a su banco de inmediato.',
  },
} as const;

type BesideSlots = { served: boolean; judgment: unknown; state: UsStateCode | null };

export function besideSituations(folded: string, slots: BesideSlots, language: Language): BesideSituation[] {
  const words = WORDS[language];
  const found: BesideSituation[] = [];
  const add = (name: string, lines: string[], replaces = true) => found.push({ name, lines, replaces, beforeScamCard: true });
  if (
    LANDLORD.test(folded) &&
    MOVE_OUT_CHARGE.test(folded) &&
    COLLECTION_LETTER.test(folded) &&
    !LANDLORD_SUIT.test(folded) &&
    !WINDOW_ASKED.test(folded) &&
    !slots.served &&
    !slots.judgment
  )
    add('landlord_collection', [words.landlord, words.landlordWear]);
  if (FEDERAL_STUDENT.test(folded) && AWG.test(folded) && /\b(?:garnish\w*|awg|embarg\w*)\b/.test(folded) && !slots.judgment) {
    const m = PAY_PERIOD.exec(folded);
    const pay = m ? dollarFigures(m[0])[0]?.cents : undefined;
    const period = m?.[1] ? (/month|mes/.test(m[1]) ? 'month' : /2|two|dos|bi/.test(m[1]) ? 'twoWeeks' : 'week') : null;
    const floor = period === 'month' ? 94_250 : period === 'twoWeeks' ? 43_500 : 21_750;
    const figure =
      pay && period ? [words.awgFigure(formatCents(pay), formatCents(Math.max(0, Math.min(Math.floor(pay * 0.15), pay - floor))), words.periods[period])] : [];
    const barred = slots.state && WAGE_GARNISHMENT_BARRED[slots.state] !== undefined ? [words.awgBarred(stateName(slots.state, language))] : [];
    add('student_awg', [words.awg, ...barred, ...figure, words.awgHearing, ...(PRIVATE_LOAN.test(folded) ? [words.awgPrivate] : [])]);
  }
  if (
    BUREAU.test(folded) &&
    STILL_REPORTED.test(folded) &&
    PAID_OR_NOT_MINE.test(folded) &&
    PROOF.test(folded) &&
    !OWN_CARD.test(folded) &&
    !MEDICAL.test(folded) &&
    !slots.served &&
    !slots.judgment
  )
    add('bureau_dispute', [words.bureau, words.bureauNext]);
  if (STAND_IN_FOR.test(folded) && (slots.served || SUIT_PAPERS.test(folded) || COURT_SAID.test(folded))) add('stand_in', [words.standIn], false);
  if (CAR_CRASH.test(folded) && SUIT_PAPERS.test(folded) && !slots.judgment) add('car_accident_suit', [words.carSuit], false);
  if (THEIR_CLOCK.test(folded) && CALL_HOURS.test(folded)) add('local_hours', [words.localHours], false);
  if (CARE_BILL.test(folded) && INSURER_PAID.test(folded) && !SURPRISE_BILL.test(folded) && IN_COLLECTIONS.test(folded) && !slots.served && !slots.judgment)
    add('insurer_paid', [words.insurerPaid, words.insurerPaidReport]);
  if (COURT_SAID.test(folded) && SENT_ONLINE.test(folded) && !CALLED.test(folded) && PAY_BY_APP.test(folded) && !slots.judgment)
    add('court_pay_scam', [words.courtScam, words.courtScamReport]);
  return found;
}
