import { defineCatalog } from '../../platform/i18n.js';

/**
 * The payment authorization's words, in the consumer's voice ("I"). English is the original, the
 * one that governs; Spanish is its translation, given to a Spanish-speaking consumer ahead of the
 * English original in the same document (see docs/decisions/026-spanish.md).
 */
export const AUTHORIZATION_LETTER_TEXT = defineCatalog({
  en: {
    title: 'Payment Authorization',
    docTitle: 'Payment Authorization - Account {reference}',
    subject: 'Authorization by {consumer} for Parley to pay {payee}',
    headerAccount: 'Account {reference}',
    footer:
      'Parley prepared this authorization from the payment plan in your Parley account. Keep a copy for your records. ' +
      'Parley is not a law firm and this document is not legal advice.',
    subtitle: 'Authorization for Parley to pay on my behalf  |  Dated {date}',
    'key.from': 'FROM',
    'key.to': 'TO',
    'key.account': 'ACCOUNT',
    'key.creditor': 'CREDITOR',
    'key.lawFirm': 'LAW FIRM',
    'key.total': 'TOTAL AUTHORIZED',
    'key.method': 'PAYMENT METHOD',
    toParley: 'Parley, the online service that handles the payments of my settlement',
    totalIn: '{total} in {count}',
    myMethod: 'my {method}',
    parleyMethod: 'the payment method I set up in Parley',
    'h.authorize': 'What I authorize',
    'p.authorize':
      'I, {consumer}, authorize Parley to collect the payments listed below from {method} on or after each due date, and to ' +
      'send each payment to {payee}, the payee of {firm}, on my behalf, to pay my settlement of account {reference} with ' +
      '{creditor} The payments are {plan}: {total} in all.',
    'p.only':
      'This authorization covers only the amounts and dates listed below. Parley will not collect any other amount under it, and ' +
      'it ends when the last payment has been made.',
    'h.payments': 'Payments',
    'h.receives': 'Who receives my payments',
    'key.payee': 'PAYEE',
    'key.onBehalf': 'ON BEHALF OF',
    'key.mailing': 'MAILING ADDRESS',
    'key.credit': 'FOR CREDIT TO',
    attorneysFor: '{firm}, attorneys for {creditor}',
    forAccount: 'Account {account}',
    'p.counts': 'A payment counts as made to the Law Firm on the date Parley receives it from me. If a payment cannot be collected, Parley will let me know.',
    'h.revoke': 'How to change or revoke this authorization',
    'revoke.anytime':
      'I can revoke this authorization at any time, in the Parley app (on my payment plan) or by writing to Parley support. ' +
      'To stop the next payment, I must revoke at least {days} business days before its due date.',
    'revoke.bank': 'I can also ask my bank or card issuer to stop a payment.',
    'revoke.future':
      'Revoking stops future payments only. It does not cancel my settlement agreement: a payment I do not make may put the ' +
      'settlement in default under the terms of that agreement.',
    'revoke.change': 'To change my payment method, I can update it in the Parley app; this authorization then applies to the new method.',
    'h.esign': 'Electronic signature',
    'p.esign':
      'I agree to sign this authorization electronically and that my electronic signature has the same effect as a handwritten ' +
      'one. I can download a copy of this authorization from my Parley account at any time.',
    authorizedBy: 'Authorized by',
    consumerRole: 'Consumer',
    translationNote: '',
    translationSign: '',
  },
  es: {
    title: 'Autorización de pago',
    docTitle: 'Autorización de pago - Cuenta {reference}',
    subject: 'Autorización de {consumer} para que Parley pague a {payee}',
    headerAccount: 'Cuenta {reference}',
    footer:
      'Parley preparó esta autorización con el plan de pagos de su cuenta de Parley. Guarde una copia para sus registros. ' +
      'Parley no es un bufete de abogados y este documento no es asesoría legal.',
    subtitle: 'Autorización para que Parley pague en mi nombre  |  Fecha: {date}',
    'key.from': 'DE',
    'key.to': 'PARA',
    'key.account': 'CUENTA',
    'key.creditor': 'ACREEDOR',
    'key.lawFirm': 'BUFETE DE ABOGADOS',
    'key.total': 'TOTAL AUTORIZADO',
    'key.method': 'MÉTODO DE PAGO',
    toParley: 'Parley, el servicio en línea que gestiona los pagos de mi acuerdo',
    totalIn: '{total} en {count}',
    myMethod: 'mi {method}',
    parleyMethod: 'el método de pago que configuré en Parley',
    'h.authorize': 'Lo que autorizo',
    'p.authorize':
      'Yo, {consumer}, autorizo a Parley a cobrar los pagos que se indican abajo de {method} en cada fecha de vencimiento o después, y a ' +
      'enviar cada pago en mi nombre a {payee}, el beneficiario de {firm}, para pagar mi acuerdo de la cuenta {reference} con ' +
      '{creditor} Los pagos son {plan}: {total} en total.',
    'p.only':
      'Esta autorización cubre solo las cantidades y fechas que se indican abajo. Parley no cobrará ninguna otra cantidad con ella, y ' +
      'termina cuando se haya hecho el último pago.',
    'h.payments': 'Pagos',
    'h.receives': 'Quién recibe mis pagos',
    'key.payee': 'BENEFICIARIO',
    'key.onBehalf': 'EN NOMBRE DE',
    'key.mailing': 'DIRECCIÓN POSTAL',
    'key.credit': 'PARA ABONAR A',
    attorneysFor: '{firm}, abogados de {creditor}',
    forAccount: 'Cuenta {account}',
    'p.counts':
      'Un pago se considera hecho al Bufete de Abogados en la fecha en que Parley lo recibe de mí. Si no se puede cobrar un pago, Parley me lo avisará.',
    'h.revoke': 'Cómo cambiar o revocar esta autorización',
    'revoke.anytime':
      'Puedo revocar esta autorización en cualquier momento, en la aplicación de Parley (en mi plan de pagos) o escribiendo al servicio de ayuda de Parley. ' +
      'Para detener el próximo pago, debo revocarla al menos {days} días hábiles antes de su fecha de vencimiento.',
    'revoke.bank': 'También puedo pedirle a mi banco o al emisor de mi tarjeta que detenga un pago.',
    'revoke.future':
      'Revocarla detiene solo los pagos futuros. No cancela mi acuerdo de liquidación de deuda: un pago que no haga puede dejar el ' +
      'acuerdo en incumplimiento según los términos de ese acuerdo.',
    'revoke.change': 'Para cambiar mi método de pago, puedo actualizarlo en la aplicación de Parley; esta autorización se aplica entonces al nuevo método.',
    'h.esign': 'Firma electrónica',
    'p.esign':
      'Acepto firmar esta autorización electrónicamente y que mi firma electrónica tenga el mismo efecto que una firma a mano. ' +
      'Puedo descargar una copia de esta autorización desde mi cuenta de Parley en cualquier momento.',
    authorizedBy: 'Autorizado por',
    consumerRole: 'Consumidor',
    // The translation is for understanding; the English original that follows is the one signed.
    translationNote:
      'Esta es una traducción al español de la autorización, para su comprensión. La autorización original en inglés sigue en este mismo ' +
      'documento; si la traducción y el original difieren, rige el original en inglés.',
    translationSign: 'Usted firma al final del original en inglés, en las páginas siguientes.',
  },
});
