import { defineCatalog } from '../../platform/i18n.js';

/** The emails a consumer gets about their payments, in their language. */
export const PAYMENT_EMAILS = defineCatalog({
  en: {
    yourCreditor: 'your creditor',
    cardDeclined: 'the card was declined',
    paidSubject: 'Payment received',
    paid: 'We received your payment of {amount} toward your settlement with {creditor}. Thank you.',
    failedSubject: 'Your autopay payment failed',
    failed: 'Your autopay payment of {amount} toward your settlement with {creditor} did not go through: {reason}',
    failedNext: 'We will try again tomorrow. To keep your settlement on track, update your card in Parley.',
    yourPlan: 'Your payment plan',
  },
  es: {
    yourCreditor: 'su acreedor',
    cardDeclined: 'la tarjeta fue rechazada',
    paidSubject: 'Recibimos su pago',
    paid: 'Recibimos su pago de {amount} para su acuerdo con {creditor}. Gracias.',
    failedSubject: 'No se pudo cobrar su pago automático',
    failed: 'No se pudo cobrar su pago automático de {amount} para su acuerdo con {creditor}: {reason}',
    failedNext: 'Lo intentaremos de nuevo mañana. Para mantener su acuerdo al día, actualice su tarjeta en Parley.',
    yourPlan: 'Su plan de pagos',
  },
});
