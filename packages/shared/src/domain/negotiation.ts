/**
 * The negotiation's vocabulary and its state machine (ARCHITECTURE.md "Domain core"). The current
 * action is derived from the latest event and the payments, never stored.
 */

export const PARTIES = ['consumer', 'law_firm'] as const;
export type Party = (typeof PARTIES)[number];

export const EVENT_ACTIONS = [
  'offer',
  'counteroffer',
  'accept',
  'sent_confusing_response_to_offer',
  'sent_confusing_response_to_payment_details_request',
  'sent_payment_details',
  'sent_settlement_agreement',
  'signed_settlement_agreement',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** Collector spec 4 "Last-action statuses", in sort order: the code is the rank. */
export const LAST_ACTION_STATUSES = [
  { code: 1, label: 'Consumer Offer', party: 'consumer', action: 'offer' },
  { code: 2, label: 'Lawyer Sent Confusing Response to Offer', party: 'law_firm', action: 'sent_confusing_response_to_offer' },
  { code: 3, label: 'Consumer Counteroffer', party: 'consumer', action: 'counteroffer' },
  { code: 4, label: 'Lawyer Counteroffer', party: 'law_firm', action: 'counteroffer' },
  { code: 5, label: 'Lawyer Accept', party: 'law_firm', action: 'accept' },
  { code: 6, label: 'Consumer Accept', party: 'consumer', action: 'accept' },
  {
    code: 7,
    label: 'Lawyer Sent Confusing Response To Payment Details Request',
    party: 'law_firm',
    action: 'sent_confusing_response_to_payment_details_request',
  },
  { code: 8, label: 'Lawyer Sent Payment Details', party: 'law_firm', action: 'sent_payment_details' },
  { code: 9, label: 'Lawyer Sent Settlement Agreement', party: 'law_firm', action: 'sent_settlement_agreement' },
  { code: 10, label: 'Consumer Signed Settlement Agreement', party: 'consumer', action: 'signed_settlement_agreement' },
] as const satisfies readonly { code: number; label: string; party: Party; action: EventAction }[];
export type LastActionLabel = (typeof LAST_ACTION_STATUSES)[number]['label'];
export const LAST_ACTION_LABELS = LAST_ACTION_STATUSES.map((s) => s.label) as LastActionLabel[];

export function lastActionCode(party: Party, action: EventAction): number | null {
  return LAST_ACTION_STATUSES.find((s) => s.party === party && s.action === action)?.code ?? null;
}
export function lastActionLabel(code: number | null): LastActionLabel | null {
  return LAST_ACTION_STATUSES.find((s) => s.code === code)?.label ?? null;
}
export function lastActionCodeOfLabel(label: string): number | null {
  return LAST_ACTION_STATUSES.find((s) => s.label === label)?.code ?? null;
}

export const CURRENT_ACTION_TYPES = [
  'accept_or_counteroffer',
  'waiting_for_customer',
  'request_payment_details',
  'request_settlement_agreement',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
  'first_payment_made',
] as const;
export type CurrentActionType = (typeof CURRENT_ACTION_TYPES)[number];

/** Whose move it is: the metrics' "waiting on collector" and "waiting on consumer". */
export const COLLECTOR_TURN: readonly CurrentActionType[] = ['accept_or_counteroffer', 'request_payment_details', 'request_settlement_agreement'];
export const CONSUMER_TURN: readonly CurrentActionType[] = [
  'waiting_for_customer',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
];

/**
 * The state machine. Both accepts lead to the payment-details request (the status order of collector
 * spec 4 puts "Consumer Accept" right before the payment-details statuses).
 */
export function deriveCurrentAction(state: {
  lastActionCode: number | null;
  paymentSetupAt: Date | null;
  lastPaymentAt: Date | null;
}): CurrentActionType | null {
  switch (state.lastActionCode) {
    case null:
      return null;
    case 1: // consumer offer
    case 2: // lawyer's confusing response: the offer still needs an answer
    case 3: // consumer counteroffer
      return 'accept_or_counteroffer';
    case 4:
      return 'waiting_for_customer';
    case 5:
    case 6:
    case 7: // a confusing answer to the request: payment details are still needed
      return 'request_payment_details';
    case 8:
      return 'request_settlement_agreement';
    case 9:
      return 'waiting_for_signed_settlement_agreement';
    default:
      if (state.lastPaymentAt) return 'first_payment_made';
      if (state.paymentSetupAt) return 'payment_setup_complete';
      return 'waiting_for_payment';
  }
}

/** Collector spec 9: event labels of notification policies, and the activity log's words. */
export const EVENT_ENGLISH: Record<EventAction, string> = {
  offer: 'Offer made',
  counteroffer: 'Counteroffer made',
  accept: 'Offer accepted',
  sent_confusing_response_to_offer: 'Sent an unclear response to the offer',
  sent_confusing_response_to_payment_details_request: 'Sent an unclear response to the payment details request',
  sent_payment_details: 'Payment details sent',
  sent_settlement_agreement: 'Settlement agreement sent',
  signed_settlement_agreement: 'Settlement agreement signed',
};

/**
 * The earliest first payment date a firm can accept: three business days after today (time to
 * set the account up on the firm's side), as YYYY-MM-DD in UTC.
 */
export function validFirstPaymentDate(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  let added = 0;
  while (added < 3) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) added++;
  }
  return d.toISOString().slice(0, 10);
}

/** Collector spec 4 "Accept rule". */
export function canAccept(firstPaymentDate: string | null, validFirst: string): boolean {
  return firstPaymentDate !== null && firstPaymentDate >= validFirst;
}
