import { AUTOPAY_MESSAGES, PAYMENT_DATE_STATUS_MESSAGES } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';

/** The autopay texts of consumer spec 4, 5 and 8 (their English lives in @parley/shared, which the server answers with too). */
export const autopayText = labelMessages('pay.autopay', AUTOPAY_MESSAGES);
/** The payment-date form's message for each answer status (consumer spec 8). */
export const paymentDateStatusText = labelMessages('pay.dateStatus', PAYMENT_DATE_STATUS_MESSAGES);

/** Words more than one payment screen says. */
export const paymentMessages = {
  loadFailed: { id: 'pay.plan.loadFailed', defaultMessage: 'We could not load your payment plan.' },
  setupFailed: { id: 'pay.card.setupFailed', defaultMessage: 'We could not set up autopay. Please try again.' },
  cardDetails: { id: 'pay.card.details', defaultMessage: 'Card details' },
  loadingCardForm: { id: 'pay.card.loading', defaultMessage: 'Loading the card form' },
} satisfies Record<string, MessageDescriptor>;
