import type { CurrentAction, CurrentActionType } from '@parley/shared';
import { formatCalendarDate } from './account-format';

export interface CurrentActionText {
  text: string;
  /** Collector spec 4, "Accept rule": shown when only a counteroffer is possible. */
  warning: string | null;
  /** Says that the form this step calls for comes in a later release of Parley. */
  upcomingForm: string | null;
}

const UPCOMING_FORMS: Partial<Record<CurrentActionType, string>> = {
  accept_or_counteroffer: 'The Accept and Counteroffer forms come in a later release of Parley.',
  request_payment_details: 'The payment details form comes in a later release of Parley.',
  request_settlement_agreement: 'The settlement agreement upload comes in a later release of Parley.',
};

/** Collector spec 4, "Row action cell": what the account's current action says. */
export function describeCurrentAction(action: CurrentAction, validFirstPaymentDate: string): CurrentActionText {
  const upcomingForm = action.type ? (UPCOMING_FORMS[action.type] ?? null) : null;
  const text = (t: string, warning: string | null = null): CurrentActionText => ({ text: t, warning, upcomingForm });
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
      return text('Payment details requested.');
    case 'request_settlement_agreement':
      return text('Settlement agreement requested.');
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
