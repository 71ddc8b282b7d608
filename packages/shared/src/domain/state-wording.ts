import { formatCents } from '../money/money.js';
import type { CaseState, CurrentActionType } from './lifecycle.js';
import { EVENT_ACTIONS, type Party } from './negotiation.js';

/**
 * How each side reads a case's state (lifecycle.ts holds the states and moves; this file, their
 * words): one table per audience, and the sentence a case change reads as.
 */

/**
 * The collector's words: the row's sentence (collector spec 4 "Row action cell") and the filter's
 * label. The row names a date as the screen writes dates (`latestPayment`, already formatted).
 */
export const COLLECTOR_WORDING: Record<CurrentActionType, { label: string; row: (p: { latestPayment?: string | null }) => string }> = {
  accept_or_counteroffer: { label: 'Accept or counteroffer', row: () => 'Awaiting your answer: accept or counteroffer.' },
  waiting_for_customer: { label: 'Waiting on consumer', row: () => 'Waiting on customer response to counteroffer.' },
  request_payment_details: { label: 'Send payment details', row: () => 'Payment details requested: send the consumer where to pay.' },
  request_settlement_agreement: {
    label: 'Send settlement agreement',
    row: () => 'Settlement agreement requested: upload the agreement for the consumer to sign.',
  },
  waiting_for_signed_settlement_agreement: { label: 'Waiting for signed agreement', row: () => 'Waiting for signed settlement agreement.' },
  waiting_for_payment: { label: 'Waiting for first payment', row: () => 'Waiting for first payment.' },
  payment_setup_complete: { label: 'Auto-pay set up', row: () => "Consumer set up auto-pay but hasn't made a payment yet." },
  first_payment_made: {
    label: 'Payment made',
    row: (p) => `Consumer made their latest payment${p.latestPayment ? ` on ${p.latestPayment}` : ''}.`,
  },
  paid_off: {
    label: 'Paid off',
    row: () => 'Paid off: the agreed total has been received.',
  },
};

/** Where a case stands in the consumer's words: several states read the same to them. */
export const CONSUMER_STAGES = [
  'make_offer',
  'waiting_for_firm',
  'respond_to_counteroffer',
  'waiting_for_agreement',
  'sign_agreement',
  'signed',
  'paid_off',
] as const;
export type ConsumerStage = (typeof CONSUMER_STAGES)[number];

const STAGE_OF: Record<CaseState, ConsumerStage> = {
  new: 'make_offer',
  accept_or_counteroffer: 'waiting_for_firm',
  waiting_for_customer: 'respond_to_counteroffer',
  request_payment_details: 'waiting_for_agreement',
  request_settlement_agreement: 'waiting_for_agreement',
  waiting_for_signed_settlement_agreement: 'sign_agreement',
  waiting_for_payment: 'signed',
  payment_setup_complete: 'signed',
  first_payment_made: 'signed',
  paid_off: 'paid_off',
};
export const consumerStageOf = (state: CaseState): ConsumerStage => STAGE_OF[state];

/** What a stage's sentence may name. */
export type StageContext = { firmName: string; firmOnParley: boolean; amountOwedCents: number | null; firmOfferCount: number };

/** The consumer's words for each stage: the case page's title and badge, the dashboard card's status. */
export const CONSUMER_WORDING: Record<ConsumerStage, { title: string; badge: string; color: string; yourTurn: boolean; text: (c: StageContext) => string }> = {
  make_offer: {
    title: 'Make your offer',
    badge: 'Your turn',
    color: 'indigo',
    yourTurn: true,
    text: (c) =>
      `Offer what you can afford${c.amountOwedCents ? ` to settle the ${formatCents(c.amountOwedCents)} balance` : ''}, in one payment or several. ${c.firmOnParley ? `We send it to ${c.firmName}.` : `We email it to ${c.firmName} with an invitation to answer on Parley.`}`,
  },
  waiting_for_firm: {
    title: 'Offer sent',
    badge: 'Waiting for the firm',
    color: 'gray',
    yourTurn: false,
    text: (c) => `${c.firmName} can accept it or counter. We tell you as soon as they answer.`,
  },
  respond_to_counteroffer: {
    title: 'The firm answered',
    badge: 'Your turn',
    color: 'indigo',
    yourTurn: true,
    text: (c) =>
      `${c.firmName} sent ${c.firmOfferCount === 1 ? 'a counteroffer' : c.firmOfferCount > 1 ? `${c.firmOfferCount} options` : 'an answer'}. Accept one, or counter.`,
  },
  waiting_for_agreement: {
    title: 'You have a deal',
    badge: 'Waiting for the agreement',
    color: 'teal',
    yourTurn: false,
    text: (c) => `${c.firmName} is preparing the payment details and the settlement agreement for you to sign.`,
  },
  sign_agreement: {
    title: 'Sign your settlement agreement',
    badge: 'Your turn',
    color: 'indigo',
    yourTurn: true,
    text: () => 'Read the agreement, then sign it here electronically.',
  },
  signed: {
    title: 'Agreement signed',
    badge: 'Paying the plan',
    color: 'teal',
    yourTurn: false,
    text: () => 'Keep paying on schedule: the account is settled once the agreed total is paid.',
  },
  paid_off: {
    title: 'Paid off',
    badge: 'Settled',
    color: 'green',
    yourTurn: false,
    text: (c) => `You paid the agreed total. ${c.firmName} has everything the agreement asked for; keep the signed agreement for your records.`,
  },
};

/** Who made a change, as the side reading about it names them. */
export const CASE_CHANGE_SUBJECTS = { you: 'You', colleague: 'A colleague', consumer: 'The consumer', firm: 'The firm' } as const;
export type CaseChangeSubject = keyof typeof CASE_CHANGE_SUBJECTS;

export function caseChangeSubject(audience: Party, party: Party | null): CaseChangeSubject | null {
  if (party === null) return null;
  return party === audience ? (audience === 'consumer' ? 'you' : 'colleague') : party === 'consumer' ? 'consumer' : 'firm';
}

/** What a change to a case says to each side when it arrives live: "The firm sent a counteroffer." */
export function describeCaseChange(audience: Party, change: { party: Party | null; kind: CaseChangeKind }): string {
  const english = CASE_CHANGE_ENGLISH[change.kind];
  const subject = caseChangeSubject(audience, change.party);
  if (subject === null) return `${english[0]?.toUpperCase()}${english.slice(1)}.`;
  return `${CASE_CHANGE_SUBJECTS[subject]} ${english}.`;
}

/** Every kind of change pushed live (the negotiation's events and the rest of the case's life). */
export const CASE_CHANGE_KINDS = [
  ...EVENT_ACTIONS,
  'autopay_set_up',
  'payment_received',
  'archived',
  'unarchived',
  'details_changed',
  'created',
  'budget_shared',
  'budget_share_withdrawn',
] as const;
export type CaseChangeKind = (typeof CASE_CHANGE_KINDS)[number];
/** Each change as a phrase after its subject ("The firm" + "sent a counteroffer"). */
export const CASE_CHANGE_ENGLISH: Record<CaseChangeKind, string> = {
  offer: 'made an offer',
  counteroffer: 'sent a counteroffer',
  accept: 'accepted the offer',
  sent_confusing_response_to_offer: 'sent an unclear response to the offer',
  sent_confusing_response_to_payment_details_request: 'sent an unclear response to the payment details request',
  sent_payment_details: 'sent the payment details',
  sent_settlement_agreement: 'sent the settlement agreement',
  signed_settlement_agreement: 'signed the settlement agreement',
  autopay_set_up: 'set up autopay',
  payment_received: 'a payment was received',
  archived: 'archived the account',
  unarchived: 'restored the account',
  details_changed: 'updated the case details',
  created: 'opened the case',
  budget_shared: 'shared a verified budget',
  budget_share_withdrawn: 'stopped sharing the verified budget',
  validation_notice_delivered: 'delivered the validation notice',
  disputed: 'disputed the debt',
  original_creditor_requested: 'asked for the original creditor',
  identity_theft_reported: 'reported identity theft',
  dispute_verified: 'sent verification: collection may resume',
  court_case_closed: 'filed the papers that close the lawsuit',
};
