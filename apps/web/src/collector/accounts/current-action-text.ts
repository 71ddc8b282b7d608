import type { CurrentAction } from '@parley/shared';
import { formatCalendarDate } from './account-format';

export interface CurrentActionText {
  text: string;
  /** Collector spec 4, "Accept rule": shown when only a counteroffer is possible. */
  warning: string | null;
}

/** Collector spec 4, "Row action cell": what the account's current action says. */
export function describeCurrentAction(action: CurrentAction, validFirstPaymentDate: string): CurrentActionText {
  const text = (t: string, warning: string | null = null): CurrentActionText => ({ text: t, warning });
  switch (action.type) {
    case 'accept_or_counteroffer':
      return text(
        'Awaiting your answer: accept or counteroffer.',
        action.params.can_accept === false
          ? `The offer's first payment date is before ${formatCalendarDate(validFirstPaymentDate)}; you can only counteroffer.`
          : null,
      );
    case 'waiting_for_customer':
      return text('Waiting on customer response to counteroffer.');
    case 'request_payment_details':
      return text('Payment details requested: send the consumer where to pay.');
    case 'request_settlement_agreement':
      return text('Settlement agreement requested: upload the agreement for the consumer to sign.');
    case 'waiting_for_signed_settlement_agreement':
      return text('Waiting for signed settlement agreement.');
    case 'waiting_for_payment':
      return text('Waiting for first payment.');
    case 'payment_setup_complete':
      return text("Consumer set up auto-pay but hasn't made a payment yet.");
    case 'first_payment_made': {
      const date = action.params.latest_payment_date;
      return text(`Consumer made their latest payment${date ? ` on ${formatCalendarDate(date)}` : ''}.`);
    }
    default:
      return text('No offer yet.');
  }
}
