import { defineCatalog } from '../../platform/i18n.js';

/** The emails a consumer gets when the firm moves on their case, in the consumer's language. */
export const NEGOTIATION_EMAILS = defineCatalog({
  en: {
    yourCreditor: 'your creditor',
    openCase: 'Open your case',
    acceptedSubject: 'Your settlement offer was accepted',
    accepted: 'Good news: {firm} accepted your offer of {total} on the account with {creditor}.',
    acceptedNext: 'Next, the firm sends where to pay and the settlement agreement for you to sign.',
    counterSubject: 'The firm answered your settlement offer',
    countered: '{firm} sent {count, plural, one {a counteroffer} other {# counteroffers}} on the account with {creditor}.',
    counterTerms:
      '{count, plural, one {It asks} other {The first asks}} {total} in {payments, plural, one {one payment} other {# payments}}{hasDate, select, yes {, the first on {firstPaymentDate}} other {}}.',
    counterNext: 'You can accept one, or send a counteroffer of your own.',
    agreementSubject: 'Your settlement agreement is ready to sign',
    agreement: '{firm} sent the settlement agreement for the account with {creditor}.',
    agreementNext: 'Read it and sign it electronically in Parley; then you can set up your payments.',
  },
  es: {
    yourCreditor: 'su acreedor',
    openCase: 'Abrir su caso',
    acceptedSubject: 'Aceptaron su oferta de acuerdo',
    accepted: 'Buenas noticias: {firm} aceptó su oferta de {total} en la cuenta con {creditor}.',
    acceptedNext: 'Ahora el bufete le enviará a dónde pagar y el acuerdo para que usted lo firme.',
    counterSubject: 'El bufete respondió a su oferta de acuerdo',
    countered: '{firm} envió {count, plural, one {una contraoferta} other {# contraofertas}} en la cuenta con {creditor}.',
    counterTerms:
      '{count, plural, one {Pide} other {La primera pide}} {total} en {payments, plural, one {un pago único} other {# cuotas}}{hasDate, select, yes {, la primera el {firstPaymentDate}} other {}}.',
    counterNext: 'Puede aceptar una o enviar su propia contraoferta.',
    agreementSubject: 'Su acuerdo está listo para firmar',
    agreement: '{firm} envió el acuerdo de la cuenta con {creditor}.',
    agreementNext: 'Léalo y fírmelo electrónicamente en Parley; después podrá programar sus pagos.',
  },
});
