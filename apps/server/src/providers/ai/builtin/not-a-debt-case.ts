import type { Language } from '@parley/shared';
import { foldSpanish } from '../spanish.js';
import {
  COLLECTOR_NAMED,
  CREDITOR_SUES,
  DEBT_DENIED,
  DEBT_ENFORCED,
  DEBT_OF_THE_MARRIAGE,
  FAMILY_BACKGROUND,
  IMMIGRATION_SAID_OF_A_DEBT,
  IRS_NAMED,
  IRS_SCAM_SIGN,
  JUDGMENT_ON_A_DEBT,
  NEVER_A_DEBT_CASE,
  NOT_A_DEBT_KINDS,
  type NotADebtKind,
  OWED,
  SERVED,
  SUED_TOO,
} from './slot-words.js';

/** The kinds of matter that is not a consumer debt a question names (folded text). */
const kindsIn = (folded: string): NotADebtKind[] => {
  // (The other kinds read past that word: its "debt" is no debt named; set BC's "no tiene que ver con deudas: … el pasaporte".)
  const undenied = folded.replace(new RegExp(DEBT_DENIED.source, 'g'), ' ');
  const kinds = (Object.keys(NOT_A_DEBT_KINDS) as NotADebtKind[]).filter((kind) => NOT_A_DEBT_KINDS[kind].test(kind === 'said_not_a_debt' ? folded : undenied));
  // The person's word that it is no debt question is a kind only when it names none other.
  return kinds.length > 1 ? kinds.filter((kind) => kind !== 'said_not_a_debt') : kinds;
};

/**
 * Whether a question is about a matter that is not a consumer debt (folded text): one of `NOT_A_DEBT_KINDS` named, and no
 * collector, creditor's suit, garnishment, levy or judgment on a debt beside it, unless that matter is an eviction or a
 * criminal case, which stay their own whatever debt they name. The one gate for every kind.
 */
export function notADebtMatterIn(folded: string): boolean {
  const neverADebt = NEVER_A_DEBT_CASE.test(folded);
  // A suit over a car accident's damage is a suit for money, with an answer deadline like a debt's.
  const kinds = kindsIn(folded);
  if (kinds.every((kind) => kind === 'car_accident') && (SERVED.test(folded) || SUED_TOO.test(folded))) return false;
  return (
    kinds.length > 0 &&
    !COLLECTOR_NAMED.test(folded) &&
    (neverADebt || !(CREDITOR_SUES.test(folded) || (FAMILY_BACKGROUND.test(folded) && DEBT_OF_THE_MARRIAGE.test(folded)))) &&
    !(IMMIGRATION_SAID_OF_A_DEBT.test(folded) && OWED.test(folded)) &&
    !((JUDGMENT_ON_A_DEBT.test(folded) || DEBT_ENFORCED.test(folded)) && !neverADebt) &&
    // A fake IRS letter threatening deportation is a scam to warn of, not an immigration case (blind set AB).
    !(IRS_NAMED.test(folded) && IRS_SCAM_SIGN.test(folded))
  );
}

/**
 * The honest decline of a matter that is not a consumer debt, said for the one kind the question is about (blind set AQ: a
 * work injury was answered with workers' compensation's protection from creditors; its grader and set AQ's traffic-ticket
 * grader asked for the help of that kind, not a list of eviction, immigration and public-defender lines). A question of
 * several kinds, or of none the list knows, gets the general decline, with each court kind's advice. Folded text.
 */
/** The advice of a kind, said alone for it, together in the general decline, and beside a debt answer (asides.ts). */
export const MATTER_ADVICE: Record<Language, Record<'criminal' | 'eviction' | 'lockout' | 'immigration' | 'courtDates' | 'legalAid', string>> = {
  en: {
    criminal: 'For a criminal charge, ask the court about a public defender if you cannot afford a lawyer.',
    eviction: 'An eviction has short deadlines, often days, not weeks: contact your local legal aid office or tenant help line today (LawHelp.org finds it).',
    lockout:
      'In nearly every state a landlord may not change the locks or remove your things without a court order; a notice to leave is only the first step before a court case.',
    immigration: 'For immigration, see an immigration attorney or a representative accredited by the Department of Justice, never a notario.',
    courtDates: 'Go to every court date on your papers.',
    legalAid: 'Your local legal aid office (LawHelp.org) or the court’s self-help center can point you to the right help.',
  },
  es: {
    criminal: 'Para un cargo penal, pregunte en la corte por un defensor público si no puede pagar un abogado.',
    eviction:
      'Un desalojo tiene plazos cortos, a menudo de días: comuníquese hoy con la oficina de asistencia legal o la línea de ayuda para inquilinos de su zona (LawHelp.org le ayuda a encontrarla).',
    lockout:
      'En casi todos los estados el dueño no puede cambiar las cerraduras ni sacar sus cosas sin una orden del tribunal; un aviso para desocupar es solo el primer paso antes de un caso en la corte.',
    immigration: 'Para inmigración, consulte a un abogado de inmigración o a un representante acreditado por el Departamento de Justicia, nunca a un notario.',
    courtDates: 'Vaya a cada fecha de corte que indiquen sus papeles.',
    legalAid: 'La oficina de asistencia legal de su zona (LawHelp.org) o el centro de autoayuda de la corte pueden indicarle dónde pedir ayuda.',
  },
};

const OPENING: Record<Language, Record<NotADebtKind | 'general' | 'several', string>> = {
  en: {
    general:
      'That sounds like a criminal, traffic, family, eviction or immigration matter, not a consumer debt, so I cannot help with it here, and a Debt Answer is not the right response.',
    several:
      "None of these is a debt question, and they're outside what I can help with: I'm an assistant for consumer debts, collections and debt lawsuits. Where to turn for each:",
    work_injury: "That is a work injury, a workers' compensation matter, not a consumer debt, so I can't answer it here.",
    traffic: "That is a traffic matter, not a consumer debt, so I can't answer it here.",
    car_accident: 'That is a car accident and an insurance matter, not a consumer debt, so I cannot give you reliable advice on it here.',
    property_damage:
      "That is property damage and an insurance claim, not a consumer debt, so I can't give you reliable advice on it here, and I can't file a claim for you.",
    tenant_repairs: "A landlord's repairs are a tenant's-rights matter, not a consumer debt, so I can't give you reliable advice on it here.",
    consumer_purchase: "A product's warranty is a consumer-purchase matter, not a debt, so I can't resolve it here.",
    criminal: "That is a criminal matter, not a consumer debt, so I can't answer it here, and a Debt Answer is not the right response.",
    family: "That is a family-law matter, not a consumer debt, so I can't answer it here.",
    eviction: 'That is an eviction, not a consumer debt, so a Debt Answer is not the right response.',
    immigration: "That is an immigration matter, not a consumer debt, so I can't answer it here.",
    school: "A child bullied or disciplined at school is a school and safety matter, not a consumer debt, so I can't give you legal advice on it here.",
    service_choice:
      "Which phone, internet or TV company to choose is outside what I can help with: I'm an assistant for consumer debts, and I don't compare or recommend companies or plans.",
    tax_refund:
      "Where a tax refund is and why it is late is outside what I can tell you: I'm an assistant for consumer debts, and I can't see the IRS's or your state's records.",
    papers_and_jobs:
      "Replacing a license, a passport or an ID, or writing a job application, is outside what I can help with: I'm an assistant for consumer debts, collections and debt lawsuits.",
    said_not_a_debt:
      "As you say, that isn't a debt question, and it's outside what I can help with: I'm an assistant for consumer debts, so I can't give you reliable advice on it here.",
  },
  es: {
    general:
      'Eso parece un asunto penal, de tránsito, de familia, de desalojo o de inmigración, no una deuda de consumo, así que no puedo ayudarle con eso aquí, y una Contestación de deuda no es la respuesta correcta.',
    several:
      'Ninguna de estas es una pregunta de deudas, y están fuera de lo que puedo ayudarle: soy un asistente para deudas de consumo, cobranzas y demandas por deudas. A dónde acudir para cada una:',
    work_injury:
      'Eso es una lesión en el trabajo, un asunto de compensación laboral (workers’ comp), no una deuda de consumo, así que no puedo contestarlo aquí.',
    traffic: 'Eso es un asunto de tránsito, no una deuda de consumo, así que no puedo contestarlo aquí.',
    car_accident: 'Eso es un accidente de carro y un asunto de seguros, no una deuda de consumo, así que no puedo darle consejos confiables sobre eso aquí.',
    property_damage:
      'Eso es un daño a su propiedad y un reclamo al seguro, no una deuda de consumo, así que no puedo darle consejos confiables sobre eso aquí, ni puedo presentar el reclamo por usted.',
    tenant_repairs:
      'Las reparaciones del dueño son un asunto de derechos del inquilino, no una deuda de consumo, así que no puedo darle consejos confiables sobre eso aquí.',
    consumer_purchase: 'La garantía de un producto es un asunto de compras del consumidor, no una deuda, así que no puedo resolverlo aquí.',
    criminal: 'Eso es un asunto penal, no una deuda de consumo, así que no puedo contestarlo aquí, y una Contestación de deuda no es la respuesta correcta.',
    family: 'Eso es un asunto de familia, no una deuda de consumo, así que no puedo contestarlo aquí.',
    eviction: 'Eso es un desalojo, no una deuda de consumo, así que una Contestación de deuda no es la respuesta correcta.',
    immigration: 'Eso es un asunto de inmigración, no una deuda de consumo, así que no puedo contestarlo aquí.',
    school:
      'El acoso o la disciplina de un niño en la escuela es un asunto escolar y de seguridad, no una deuda de consumo, así que no puedo darle asesoría legal sobre eso aquí.',
    service_choice:
      'Qué compañía de celular, internet o televisión elegir está fuera de lo que puedo ayudarle: soy un asistente para deudas de consumo y no comparo ni recomiendo compañías ni planes.',
    tax_refund:
      'Dónde está un reembolso de impuestos y por qué se atrasa está fuera de lo que puedo decirle: soy un asistente para deudas de consumo y no puedo ver los registros del IRS ni de su estado.',
    papers_and_jobs:
      'Reponer una licencia, un pasaporte o una identificación, o escribir una solicitud de trabajo, está fuera de lo que puedo ayudarle: soy un asistente para deudas de consumo, cobranzas y demandas por deudas.',
    said_not_a_debt:
      'Como usted dice, no es una pregunta de deudas, y está fuera de lo que puedo ayudarle: soy un asistente para deudas de consumo, así que no puedo darle consejos confiables sobre eso aquí.',
  },
};

/** The help that only one kind gets (the others' is their ADVICE). */
const OWN_HELP: Record<
  Language,
  Record<
    | 'work_injury'
    | 'traffic'
    | 'car_accident'
    | 'property_damage'
    | 'tenant_repairs'
    | 'consumer_purchase'
    | 'family'
    | 'school'
    | 'service_choice'
    | 'tax_refund'
    | 'papers_and_jobs',
    string
  >
> = {
  en: {
    work_injury:
      "Report the injury to your employer in writing now (most states set a short deadline to report it), get medical care and tell the doctor it happened at work, and talk to a workers' compensation attorney: many give a free first consultation and are paid only from what you recover. Your state's workers' compensation board or agency explains your rights and the forms.",
    traffic:
      "The ticket or citation gives the court and the date to pay it or to appear; the court's clerk or website explains your options (paying, a hearing, traffic school where offered). For a charge that can cost your license or bring jail, such as a DUI, ask the court about a public defender or see a traffic or criminal defense attorney.",
    car_accident:
      "Before you give the other driver's insurer a statement or admit fault, talk to a lawyer (many give a free first consultation; your state bar's lawyer referral service or legal aid can point you to one) and to your own insurer if you had any coverage. A letter from the DMV about your license has its own deadline to respond or ask for a hearing: answer it by that date. If the insurer later sues you for the damage, that suit has an answer deadline, and I can help with that.",
    property_damage:
      "Call your own insurer first: the comprehensive coverage on a car, or a homeowner's or renter's policy, usually pays for a fallen tree or storm damage, and your insurer decides whether to seek the money from anyone else. Photograph the damage and keep every estimate and receipt. Whether the neighbour (or his homeowner's insurer) has to pay usually turns on whether he knew or should have known the tree was dead or dangerous; small claims court, or a local lawyer through your state bar's referral service or legal aid, can tell you whether you can recover from him.",
    tenant_repairs:
      "Don't simply stop paying rent: in many states rent held back without the law's exact steps (a written repair request, the time the law gives to repair, sometimes paying the rent to the court or into escrow) can get you evicted. Ask for the repair in writing and keep copies, photos and the dates, call your city's housing or code-enforcement office about a heater or other unsafe condition, and before you hold back any rent talk to your local tenant help line or legal aid (LawHelp.org), or dial 211.",
    consumer_purchase:
      "Put your claim in writing to the seller and to the maker (the warranty gives the maker's address), keep the receipt, photos and their written denial, and if they still refuse, complain to your state attorney general's consumer protection office; small claims court is the next step for the price of a phone. For anything else outside debts, such as a school's enrollment papers, the office that runs it (the school district) can tell you. If the purchase is financed and you are billed or sent to collections over it, I can help with that part.",
    family: "Your court's family self-help center and your local legal aid office (LawHelp.org) can help with custody, support and divorce papers.",
    school:
      "Put the complaint in writing to the principal and to the school district (ask for its bullying or harassment policy and the person who handles complaints) and keep the dates, photos and any medical records. For an injury or danger now, get medical care and call the police. Your state's education ombuds office, or an education or family lawyer (legal aid: LawHelp.org), can advise on the next step.",
    service_choice:
      "The companies' own plan pages and an independent comparison site show the prices; before you switch, ask your current carrier whether you still owe on a phone or would pay a fee to leave early, and keep the final bill. If a past phone bill ever goes to collections, I can help with that.",
    papers_and_jobs:
      "Your state's motor vehicle office (the DMV) replaces a lost license; its website lists the documents to bring, and many states take the request online. A passport is the U.S. Department of State's (travel.state.gov lists the forms and fees): an adult may renew some passports by mail or online, but a child under 16 applies in person at a passport acceptance facility (many post offices), usually with both parents. For a job application or a cover letter, your local American Job Center (CareerOneStop.org) or public library helps for free. If a debt or a garnishment is part of it, I can help with that.",
    tax_refund:
      "The IRS's \"Where's My Refund?\" tool (irs.gov/refunds) or the IRS2Go app shows a federal refund's status with your Social Security number, filing status and the refund's exact amount; your state's revenue department has its own. If it is months late or the tool says to call, call the IRS (800-829-1040), and if that does not resolve it, the Taxpayer Advocate Service (877-777-4778) helps for free. If a notice says the refund was taken for a debt (an offset), ask me about that part.",
  },
  es: {
    work_injury:
      'Avísele de la lesión a su empleador por escrito ya (la mayoría de los estados da un plazo corto para reportarla), busque atención médica y dígale al médico que pasó en el trabajo, y hable con un abogado de compensación laboral: muchos dan la primera consulta gratis y solo cobran de lo que usted reciba. La junta o agencia de compensación laboral de su estado explica sus derechos y los formularios.',
    traffic:
      'La multa o citación dice la corte y la fecha para pagarla o presentarse; el secretario o la página de la corte explica sus opciones (pagar, una audiencia, la escuela de manejo donde la ofrecen). Si el cargo puede costarle la licencia o la cárcel, como un DUI, pregunte en la corte por un defensor público o consulte a un abogado.',
    car_accident:
      'Antes de darle una declaración a la aseguradora del otro conductor o de aceptar la culpa, hable con un abogado (muchos dan la primera consulta gratis; el servicio de referencias de abogados del colegio de abogados de su estado o la asistencia legal pueden indicarle uno) y con su propia aseguradora si tenía alguna cobertura. Una carta del DMV sobre su licencia tiene su propio plazo para responder o pedir una audiencia: contéstela antes de esa fecha. Si después la aseguradora lo demanda por el daño, esa demanda tiene un plazo para contestar, y con eso sí le puedo ayudar.',
    property_damage:
      'Llame primero a su propia aseguradora: la cobertura amplia (comprehensive) del carro, o la póliza de la casa o del inquilino, normalmente paga un árbol caído o el daño de una tormenta, y su aseguradora decide si le cobra a otra persona. Tome fotos del daño y guarde cada presupuesto y recibo. Si el vecino (o su seguro de casa) tiene que pagar suele depender de si él sabía o debía saber que el árbol estaba muerto o era peligroso; la corte de reclamos menores, o un abogado de su zona por el servicio de referencias del colegio de abogados o la asistencia legal, le pueden decir si puede cobrarle a él.',
    tenant_repairs:
      'No deje de pagar la renta sin más: en muchos estados retener la renta sin seguir los pasos exactos de la ley (pedir la reparación por escrito, dar el tiempo que la ley fija, a veces depositar la renta en la corte o en una cuenta aparte) puede llevar a un desalojo. Pida la reparación por escrito y guarde copias, fotos y fechas, llame a la oficina de vivienda o de inspección de su ciudad por una calefacción u otra condición peligrosa, y antes de retener la renta hable con la línea de ayuda para inquilinos o la asistencia legal de su zona (LawHelp.org), o marque el 211.',
    consumer_purchase:
      'Haga su reclamo por escrito al vendedor y al fabricante (la garantía trae la dirección del fabricante), guarde el recibo, las fotos y la negativa por escrito, y si siguen sin cumplir, presente una queja ante la oficina de protección al consumidor del fiscal general de su estado; la corte de reclamos menores es el siguiente paso por el precio de un teléfono. Para otros asuntos que no son deudas, como los papeles para inscribir a un hijo en la escuela, la oficina que los maneja (el distrito escolar) le puede decir. Si la compra está financiada y le cobran o la mandaron a cobranza, con esa parte sí le puedo ayudar.',
    family:
      'El centro de autoayuda de familia de su corte y la oficina de asistencia legal de su zona (LawHelp.org) pueden ayudarle con custodia, manutención y divorcio.',
    school:
      'Presente la queja por escrito al director y al distrito escolar (pida su política contra el acoso y el nombre de quien atiende las quejas) y guarde fechas, fotos y los informes médicos. Si hay una lesión o un peligro ahora, busque atención médica y llame a la policía. La oficina del defensor educativo (ombuds) de su estado, o un abogado de educación o de familia (asistencia legal: LawHelp.org), puede orientarle sobre el siguiente paso.',
    service_choice:
      'Las páginas de planes de cada compañía y un comparador independiente muestran los precios; antes de cambiarse, pregúntele a su compañía actual si todavía debe algo del teléfono o si le cobran por cancelar antes de tiempo, y guarde la última factura. Si algún día una cuenta de teléfono pasa a cobranza, con eso sí le puedo ayudar.',
    papers_and_jobs:
      'La oficina de vehículos motorizados de su estado (el DMV) repone una licencia perdida; su página dice qué documentos llevar y muchas veces se pide en línea. El pasaporte lo tramita el Departamento de Estado de EE. UU. (travel.state.gov explica los formularios y las tarifas): un adulto puede renovar algunos pasaportes por correo o en línea, pero un menor de 16 años tiene que solicitarlo en persona en un centro de aceptación de pasaportes (muchas oficinas de correo), por lo general con ambos padres. Para una solicitud de trabajo o una carta de presentación, el American Job Center de su zona (CareerOneStop.org) o la biblioteca pública ayudan gratis. Si una deuda o un embargo tiene que ver con el trabajo, con eso sí puedo ayudarle.',
    tax_refund:
      'La herramienta "¿Dónde está mi reembolso?" del IRS (irs.gov/es/refunds) o la app IRS2Go muestra el estado de un reembolso federal con su número de Seguro Social, su estado civil para la declaración y la cantidad exacta del reembolso; el departamento de impuestos de su estado tiene la suya. Si lleva meses de atraso o la herramienta dice que llame, llame al IRS (800-829-1040), y si no se resuelve, el Servicio del Defensor del Contribuyente (877-777-4778) ayuda gratis. Si un aviso dice que tomaron el reembolso por una deuda (una compensación), pregúnteme esa parte.',
  },
};

/** The kinds of matter that go before a court of their own, with its dates to keep. */
const COURT_KINDS: ReadonlySet<NotADebtKind> = new Set(['criminal', 'family', 'eviction', 'immigration', 'traffic']);

/** The decline for the question's one kind of matter, each kind's help for several outside any court, or the general one with each court kind's advice. */
export function notADebtCaseText(question: string, language: Language): string {
  const folded = foldSpanish(question);
  const kinds = kindsIn(folded);
  const [only] = kinds;
  const opening = OPENING[language];
  const advice = MATTER_ADVICE[language];
  const own = OWN_HELP[language];
  const help: Record<NotADebtKind, string[]> = {
    work_injury: [own.work_injury],
    traffic: [own.traffic],
    car_accident: [own.car_accident],
    property_damage: [own.property_damage],
    tenant_repairs: [own.tenant_repairs],
    consumer_purchase: [own.consumer_purchase],
    criminal: [advice.courtDates, advice.criminal],
    family: [advice.courtDates, own.family],
    eviction: [advice.eviction, advice.lockout, advice.courtDates],
    immigration: [advice.immigration, advice.legalAid],
    school: [own.school],
    service_choice: [own.service_choice],
    tax_refund: [own.tax_refund],
    papers_and_jobs: [own.papers_and_jobs],
    said_not_a_debt: [advice.legalAid],
  };
  // Several kinds none of them a court's (a child's passport and a cheaper phone plan, set BC): where to turn for each, not the
  // court kinds' general decline.
  if (kinds.length > 1 && !kinds.some((kind) => COURT_KINDS.has(kind))) return [opening.several, ...new Set(kinds.flatMap((kind) => help[kind]))].join(' ');
  if (kinds.length !== 1 || !only) return [opening.general, advice.courtDates, advice.criminal, advice.eviction, advice.immigration, advice.legalAid].join(' ');
  return [opening[only], ...help[only]].join(' ');
}
