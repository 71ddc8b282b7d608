import { COLLECTOR_WORDING, type CurrentAction } from '@parley/shared';
import { formatCalendarDate } from '../format-dates';

export interface CurrentActionText {
  text: string;
  /** Collector spec 4, "Accept rule": shown when only a counteroffer is possible. */
  warning: string | null;
}

/** Collector spec 4, "Row action cell": what the account's current action says (state-wording.ts COLLECTOR_WORDING). */
export function describeCurrentAction(action: CurrentAction, validFirstPaymentDate: string): CurrentActionText {
  if (action.type === null) return { text: 'No offer yet.', warning: null };
  const date = action.params.latest_payment_date;
  return {
    text: COLLECTOR_WORDING[action.type].row({ latestPayment: date ? formatCalendarDate(date) : null }),
    warning:
      action.type === 'accept_or_counteroffer' && action.params.can_accept === false
        ? `The offer's first payment date is before ${formatCalendarDate(validFirstPaymentDate)}; you can only counteroffer.`
        : null,
  };
}
