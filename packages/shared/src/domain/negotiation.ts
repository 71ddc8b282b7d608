/**
 * The negotiation's vocabulary (ARCHITECTURE.md "Domain core"). Its state machine is lifecycle.ts.
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
  // Regulation F's record of the case (docs/decisions/024-validation-notices-and-disputes.md): no lifecycle move, but the activity log's.
  'validation_notice_delivered',
  'disputed',
  'original_creditor_requested',
  'identity_theft_reported',
  'dispute_verified',
  // Issue 37.9: the firm filed what ends the lawsuit after payoff (no lifecycle move).
  'court_case_closed',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** The fixed line each of the firm's moves carries (FDCPA 1692e(11)); the firm may add its own below it. */
export const DISCLOSURE_LINES = {
  accept: 'This acceptance is a communication from a debt collector',
  counter: 'This counteroffer is a communication from a debt collector',
  agreement: 'This communication is from a debt collector.',
} as const;

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
  validation_notice_delivered: 'Validation notice delivered',
  disputed: 'Debt disputed',
  original_creditor_requested: 'Original creditor requested',
  identity_theft_reported: 'Identity theft reported',
  dispute_verified: 'Verification sent: collection may resume',
  court_case_closed: 'Court papers filed: the lawsuit is closed',
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
