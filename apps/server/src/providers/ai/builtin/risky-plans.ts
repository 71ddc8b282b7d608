import type { Language } from '@parley/shared';

/**
 * Plans that hurt the person who makes them, read on folded text in either language (blind set L
 * class: a person's risky plan met silence). Each is named by what it does, not by who proposed it.
 */
export const RISKY_PLANS = ['hide_money', 'bank_access', 'false_identity', 'false_report', 'identity_papers', 'signs_for_them'] as const;
export type RiskyPlan = (typeof RISKY_PLANS)[number];
const SOMEONE_ELSE =
  '(?:girlfriend|boyfriend|wife|husband|spouse|partner|mom|mother|dad|father|parents?|brother|sister|friend|cousin|aunt|uncle|son|daughter|grandma|grandmother|relative|roommate|someone else|somebody else|another person|novia|novio|esposa|esposo|pareja|mama|madre|papa|padre|padres|hermano|hermana|amigo|amiga|primo|prima|tia|tio|hijo|hija|abuela|otra persona|alguien mas)';
const RISKY: Record<RiskyPlan, RegExp> = {
  hide_money: new RegExp(
    String.raw`\b(?:move|moving|put|putting|open\w*|invoic\w*|bill\w*|title\w*|transfer\w*|switch\w*|register\w*|get paid|deposit\w*)\b[^.?!]{0,60}\b(?:in|under|into) (?:just |only )?(?:her|his|their|(?:my |a )?${SOMEONE_ELSE}(?:'?s)?) names?\b|\b(?:in|under) (?:just |only )?(?:her|his|their|(?:my )?${SOMEONE_ELSE}(?:'?s)?) names?\b[^.?!]{0,60}\b(?:move|moving|put|transfer\w*|deposit\w*|invoic\w*|so (?:it|they|nothing))\b|\b(?:a nombre de|en la cuenta de) (?:mi |su )?${SOMEONE_ELSE}\b[^.?!]{0,50}\b(?:pasar|paso|mover|muevo|poner|pongo|transferir|depositar|cobrar|facturar)\b|\b(?:(?:move|moving|transfer\w*|put|putting|keep|keeping|park|stash|send|sending|deposit\w*|switch\w*|title|sign(?:ing)? over)\b[^.?!]{0,50}\b(?:in|into|to|under|over to)\s+(?:my\s+|the\s+|a\s+)?${SOMEONE_ELSE}(?:'?s)?\b|hid(?:e|ing)\b[^.?!]{0,25}\b(?:money|cash|savings|assets|paycheck|car|funds)|(?:pasar|paso|poner|pongo|mover|muevo|transferir|transfiero|depositar|deposito|esconder|escondo)\b[^.?!]{0,50}\b(?:a nombre de|en la cuenta de|a la cuenta de|cuenta de)\s+(?:mi\s+|un\s+|una\s+)?${SOMEONE_ELSE})`,
  ),
  bank_access:
    /\bpa(?:y|ying|id|go|gar|gue)\b[^.?!]{0,40}\b(?:over|on|by|por) (?:the )?(?:phone|telefono)\b[^.?!]{0,30}\b(?:debit card|card|tarjeta|checking|cuenta)\b|\b(?:debit card|tarjeta de debito)\b[^.?!]{0,30}\b(?:over|on|by|por) (?:the )?(?:phone|telefono)\b|\b(?:(?:give|giving|read|reading|share|sharing|provide|tell|send|hand over)\b[^.?!]{0,40}\b|(?:want|wants|asked for|asking for|need|needs)\s+(?:my\s+)?)(?:debit card|card number|card info\w*|bank (?:login|password|info\w*|account (?:number|info\w*))|online banking|routing (?:and account )?number|account and routing|checking account (?:number|info\w*))|\b(?:dar|darle|darles|doy|le doy|les doy|pasar|pasarle)\b[^.?!]{0,40}\b(?:numero de (?:mi )?tarjeta|tarjeta de debito|clave del banco|contrasena del banco|numero de cuenta|datos (?:del|de mi) banco)/,
  false_identity: new RegExp(
    String.raw`\b(?:photoshop\w*|forg\w*|fak\w*|doctor\w*|edit\w*|make up|falsific\w*|inventar)\b[^.?!]{0,30}\b(?:paid in full|paid-in-full|settlement|deletion|zero balance|pagad[oa]|pago total)\b[^.?!]{0,15}\b(?:letter|carta|receipt|recibo)\b|\b(?:cpns?|credit privacy numbers?|new (?:ssn|social security number|credit (?:file|identity|profile))|(?:use|using|borrow\w*)\s+(?:my\s+)?${SOMEONE_ELSE}(?:'?s)?\s+(?:social|ssn|social security)|(?:${SOMEONE_ELSE}|someone|he|she)\b[^.?!]{0,30}\b(?:make|makes|made|can make|will make|fake)\b[^.?!]{0,30}\b(?:paid in full|paid-in-full|settlement|deletion) letter|numero de privacidad|usar el (?:seguro social|social) de (?:mi\s+)?${SOMEONE_ELSE})\b`,
  ),
  // An identity-theft report for charges the person allowed: "I let my brother use my card … file an identity theft report".
  false_report:
    /(?:\b(?:let|lent|gave|allowed|loaned)\b[^.?!]{0,40}\b(?:my|mi) (?:credit card|debit card|card|account|info\w*)|\bwith my (?:ok|okay|permission|consent|blessing)\b|\b(?:le|les) (?:deje|di|preste) (?:usar )?(?:mi )?(?:tarjeta|cuenta)|\bcon mi permiso\b)[\s\S]{0,300}\b(?:identity theft|robo de identidad|identitytheft\.gov)\b/,
  // Full Social Security number or ID copies asked to "verify" a debt that is not the person's.
  identity_papers:
    /\b(?:send|sending|mail|email|give|giving|upload|fax|mande|mandar|mandarles|mando|envie|enviar|enviarles|dar|darles)\b[^.?!]{0,40}\b(?:(?:my |mi |su )?(?:full |whole |complete )?(?:social security|ssn|seguro social)(?: number| completo| numero)?|(?:a )?cop(?:y|ies|ia) (?:of |de )?(?:my |mi |su )?(?:id|license|driver'?s license|licencia|identificacion|pasaporte|passport))\b/,
  signs_for_them: new RegExp(
    String.raw`\b(?:${SOMEONE_ELSE})\b[^.?!]{0,30}\b(?:sign|signs|signing|file|filing|answer|go to court|appear)\b[^.?!]{0,15}\bfor me\b|\bsign (?:my|his|her) name\b|\b(?:sign|signing|file|filing)\b(?: (?:it|them|the answer|the papers|the form))? for (?:her|him|my ${SOMEONE_ELSE})\b|\b(?:${SOMEONE_ELSE})\b[^.?!]{0,30}\b(?:firme|firma|firmar|presente|vaya a la corte)\b[^.?!]{0,15}\bpor mi\b|\bfirm(?:ar|o|arla|arlo)\b[^.?!]{0,20}\bpor (?:ella|el|mi ${SOMEONE_ELSE})\b`,
  ),
};
/** The risky plans a question tells of, in their fixed order. */
export function risksIn(folded: string): RiskyPlan[] {
  return RISKY_PLANS.filter((risk) => RISKY[risk].test(folded));
}

/** What Solo says against each plan, first in its answer, in the reply language. */
export const RISKY_PLAN_WORDS = {
  en: {
    hide_money:
      "Don't move money or property into someone else's name or account to keep it from a creditor. A court can undo that as a fraudulent transfer, it can bring the other person and their account into the case, and hiding assets can cost you with the judge. What protects you is lawful: the exemptions for benefits and part of your pay, claimed with the court on time, and a plan or settlement you can afford.",
    bank_access:
      "Don't give a collector your debit card number, bank login or account numbers on the phone, and never an online-banking password. Get the deal in writing first (the amount, that it settles the account in full, how it will be reported); then pay once, by a method you control, such as a payment you start yourself or a money order, and keep the receipt.",
    false_identity:
      'Don\'t use a CPN ("credit privacy number") or anyone else\'s number to get credit, a lease or a loan: applying with a number that is not your own Social Security number is fraud, a federal crime, and CPNs are often stolen numbers, many of them children\'s. A "paid in full" letter the collector did not write is forgery. What works: dispute real errors on your report, get any paid or settled letter from the collector itself, and build new history on your own name.',
    signs_for_them:
      "No one can sign a person's court papers or answer a suit for them except that person or a lawyer they hire: a spouse or relative who is not a lawyer cannot, and signing someone else's name is forgery. If the person sued cannot get to court, they can ask the clerk how to file by mail or online, and sign it themselves.",
    false_report:
      "An identity-theft report is only for charges made without your permission. If you gave him the card, the card issuer can usually hold you responsible for what he charged until you told it he could no longer use it, and filing an identity-theft report that is not true is a false statement to the government, a crime. What you can do: dispute any charge you did not allow with the issuer and the collector in writing, ask for the account's statements, and settle with the person who ran up the charges; free legal aid can help.",
    identity_papers:
      "Don't send a collector your full Social Security number or copies of your ID to 'verify' a debt you say is not yours: verifying the debt is the collector's job, not yours. Dispute it in writing, say the account was never yours (in someone else's name), and ask for the proof that you owe it; if your identity was used without permission, report it at IdentityTheft.gov.",
  },
  es: {
    hide_money:
      'No pase dinero ni bienes a nombre o a la cuenta de otra persona para que el acreedor no los alcance. El tribunal puede anular eso como una transferencia fraudulenta, puede meter a esa persona y su cuenta en el caso, y esconder bienes le perjudica ante el juez. Lo que sí le protege es legal: las exenciones para beneficios y parte de su sueldo, reclamadas a tiempo ante el tribunal, y un plan o acuerdo que pueda pagar.',
    bank_access:
      'No le dé a un cobrador por teléfono el número de su tarjeta de débito, su usuario del banco ni sus números de cuenta, y nunca la contraseña de su banca en línea. Pida primero el acuerdo por escrito (la cantidad, que liquida la cuenta por completo, cómo se reportará); luego pague una sola vez, con un método que usted controle, como un pago que usted mismo inicia o un giro postal, y guarde el recibo.',
    false_identity:
      'No use un CPN ("número de privacidad de crédito") ni el número de otra persona para pedir crédito, un alquiler o un préstamo: solicitar con un número que no es su propio Seguro Social es fraude, un delito federal, y los CPN suelen ser números robados, muchos de niños. Una carta de "pagado por completo" que el cobrador no escribió es una falsificación. Lo que sí funciona: disputar los errores reales de su reporte, pedirle al propio cobrador la carta de pago o de acuerdo, y crear historial nuevo a su propio nombre.',
    signs_for_them:
      'Nadie puede firmar los papeles del tribunal de una persona ni contestar una demanda por ella, salvo esa persona o un abogado que contrate: un cónyuge o un pariente que no es abogado no puede, y firmar con el nombre de otra persona es falsificación. Si la persona demandada no puede ir al tribunal, puede preguntar al secretario cómo presentar por correo o en línea, y firmarlo ella misma.',
    false_report:
      'Un reporte de robo de identidad es solo para cargos hechos sin su permiso. Si usted le dio la tarjeta, el banco emisor en general puede hacerle responsable de lo que esa persona cargó hasta que usted le avisó que ya no podía usarla, y presentar un reporte de robo de identidad que no es cierto es una declaración falsa ante el gobierno, un delito. Lo que sí puede hacer: disputar por escrito con el emisor y con el cobrador cualquier cargo que usted no permitió, pedir los estados de cuenta, y arreglar con la persona que hizo los cargos; la asistencia legal gratuita puede ayudarle.',
    identity_papers:
      'No le mande a un cobrador su número de Seguro Social completo ni copias de su identificación para "verificar" una deuda que usted dice que no es suya: verificar la deuda le toca al cobrador, no a usted. Dispútela por escrito, diga que la cuenta nunca fue suya (estaba a nombre de otra persona) y pida la prueba de que usted la debe; si usaron su identidad sin permiso, repórtelo en IdentityTheft.gov.',
  },
} satisfies Record<Language, Record<RiskyPlan, string>>;
