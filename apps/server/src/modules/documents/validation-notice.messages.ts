import { DISPUTE_REASON_LABELS, ITEMIZATION_DATE_LABELS } from '@parley/shared';
import { defineCatalog } from '../../platform/i18n.js';

/**
 * The validation notice's words. English: the CFPB's model form B-1 (12 CFR part 1006, appendix B).
 * Spanish: the CFPB's Spanish translation of that form (October 2021), which the Bureau calls a
 * complete and accurate translation for 1006.34(e); see docs/decisions/026-spanish.md.
 */
export const VALIDATION_NOTICE_TEXT = defineCatalog({
  en: {
    title: 'Validation notice - {reference}',
    subject: '{collector} is a debt collector: validation notice to {consumer}',
    header: 'Validation notice',
    headerReference: 'Reference {reference}',
    footer:
      '{collector} is a debt collector. This notice is delivered {method, select, electronic {electronically with your consent} other {by mail}} through Parley.',
    page: 'Page {page} of {pages}',
    caseReference: 'Parley case {id}',
    someCreditor: 'the creditor named in your account',
    noticeDate: 'Notice date: {date}',
    reference: 'Reference: {reference}',
    intro:
      '{collector} is a debt collector. We are trying to collect a debt that you owe to {creditor}. We will use any information you give us to help collect the debt.',
    ourInformation: 'Our information shows:',
    youOwe: 'You owe {creditor} on the account with reference {reference}.',
    asOf: 'As of {date}, you owed:',
    between: 'Between {date} and today:',
    interest: 'You were charged this amount in interest:',
    fees: 'You were charged this amount in fees:',
    paid: 'You paid or were credited this amount toward the debt:',
    total: 'Total amount of the debt now:',
    itemizationDate: 'The itemization date is {label} ({date}), as 12 CFR 1006.34(b)(3) allows.',
    'dateKind.judgment': ITEMIZATION_DATE_LABELS.judgment,
    'dateKind.charge_off': ITEMIZATION_DATE_LABELS.charge_off,
    'dateKind.last_statement': ITEMIZATION_DATE_LABELS.last_statement,
    'dateKind.last_payment': ITEMIZATION_DATE_LABELS.last_payment,
    'dateKind.transaction': ITEMIZATION_DATE_LABELS.transaction,
    howDispute: 'How can you dispute the debt?',
    disputeCall: 'Call or write to us by {end}, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
    disputeWrite:
      'If you write to us by {end}, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents. We accept disputes electronically at {url}.',
    whatElse: 'What else can you do?',
    originalCreditor:
      'Write to ask for the name and address of the original creditor, if different from the current creditor. If you write by {end}, we must stop collection until we send you that information. You may use the form below or write to us without the form. We accept such requests electronically at {url}.',
    cfpb: 'Go to {cfpb} to learn more about your rights under federal law. For instance, you have the right to stop or limit how we contact you.',
    paymentOptions: 'Contact us about your payment options.',
    // 1006.34(d)(3)(vi): the optional Spanish-language disclosure of the English form.
    spanishCopy: 'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
    mailTo: 'Mail this form to: {collector}',
    howRespond: 'How do you want to respond?',
    checkAll: 'Check all that apply:',
    disputeBecause: 'I want to dispute the debt because I think:',
    'reason.not_my_debt': DISPUTE_REASON_LABELS.not_my_debt,
    'reason.amount_wrong': DISPUTE_REASON_LABELS.amount_wrong,
    'reason.other': DISPUTE_REASON_LABELS.other,
    wantOriginal: 'I want you to send me the name and address of the original creditor.',
    enclosed: 'I enclosed this amount: $ ____________',
    payable: 'Make your check payable to {collector}. Include the reference number {reference}.',
    online: 'Quickly dispute online at {url}',
  },
  es: {
    title: 'Aviso de validación - {reference}',
    subject: '{collector} es un cobrador de deudas: aviso de validación para {consumer}',
    header: 'Aviso de validación',
    headerReference: 'Referencia {reference}',
    footer:
      '{collector} es un cobrador de deudas. Este aviso se entrega {method, select, electronic {electrónicamente con su consentimiento} other {por correo postal}} a través de Parley.',
    page: 'Página {page} de {pages}',
    caseReference: 'caso de Parley {id}',
    someCreditor: 'el acreedor nombrado en su cuenta',
    noticeDate: 'Fecha del aviso: {date}',
    reference: 'Referencia: {reference}',
    intro:
      '{collector} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a {creditor}. Usaremos cualquier información que usted nos dé para ayudarnos a cobrar la deuda.',
    ourInformation: 'Nuestra información muestra:',
    youOwe: 'Usted le debe a {creditor} en la cuenta con referencia {reference}.',
    asOf: 'Al {date}, usted debía:',
    between: 'Entre el {date} y hoy:',
    interest: 'Se le cobró esta cantidad en intereses:',
    fees: 'Se le cobró esta cantidad en cargos:',
    paid: 'Usted pagó o se le acreditó esta cantidad a la deuda:',
    total: 'Cantidad total de la deuda ahora:',
    itemizationDate: 'La fecha de desglose es {label} ({date}), como lo permite 12 CFR 1006.34(b)(3).',
    'dateKind.judgment': 'la fecha de la sentencia',
    'dateKind.charge_off': 'la fecha de cancelación contable de la deuda',
    'dateKind.last_statement': 'la fecha del último estado de cuenta',
    'dateKind.last_payment': 'la fecha del último pago',
    'dateKind.transaction': 'la fecha de la transacción',
    howDispute: '¿Cómo puede disputar la deuda?',
    disputeCall:
      'Llámenos o escríbanos a más tardar el {end} para disputar la totalidad o una parte de la deuda. Si no lo hace, daremos por hecho que nuestra información es correcta.',
    disputeWrite:
      'Si nos escribe a más tardar el {end}, debemos dejar de cobrar cualquier cantidad que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda. Puede usar el formulario de abajo o escribirnos sin el formulario. También puede incluir documentos de respaldo. Aceptamos disputas electrónicamente en {url}.',
    whatElse: '¿Qué más puede hacer?',
    originalCreditor:
      'Escríbanos para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Si nos escribe a más tardar el {end}, debemos dejar de cobrar hasta que le enviemos esa información. Puede usar el formulario de abajo o escribirnos sin el formulario. Aceptamos estas solicitudes electrónicamente en {url}.',
    cfpb: 'Visite {cfpb} para informarse sobre sus derechos según la ley federal. Por ejemplo, usted tiene derecho a detener o limitar la forma en que nos comunicamos con usted.',
    paymentOptions: 'Comuníquese con nosotros para hablar sobre sus opciones de pago.',
    spanishCopy: 'Esta es la traducción al español del aviso; la versión en inglés sigue a continuación.',
    mailTo: 'Envíe este formulario por correo a: {collector}',
    howRespond: '¿Cómo quiere responder?',
    checkAll: 'Marque todas las opciones que correspondan:',
    disputeBecause: 'Quiero disputar la deuda porque creo que:',
    'reason.not_my_debt': 'Esta deuda no es mía.',
    'reason.amount_wrong': 'La cantidad es incorrecta.',
    'reason.other': 'Otro motivo (descríbalo al dorso o adjunte información adicional).',
    wantOriginal: 'Quiero que me envíen el nombre y la dirección del acreedor original.',
    enclosed: 'Adjunto esta cantidad: $ ____________',
    payable: 'Haga su cheque pagadero a {collector}. Incluya el número de referencia {reference}.',
    online: 'Dispute rápidamente en línea en {url}',
  },
});
