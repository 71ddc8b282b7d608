import type { EventAction, Party } from './negotiation.js';
import { hasInstallmentUnderMinimum, INSTALLMENT_TOO_SMALL } from './offers.js';
import { formatLongDate } from './payment-schedule.js';
import { DISPUTE_MESSAGES, DISPUTE_TASK } from './validation-notice.js';

/**
 * A case's lifecycle, declared once (docs/decisions/012-case-lifecycle.md). Every state, every
 * action, who may take it, its guards and the state it leads to are in TRANSITIONS; the states after
 * signing follow from the ledger (AFTER_SIGNING). The server enforces actions through `transition`,
 * the accounts list filters and sorts by SQL built from these tables, and both apps word each state
 * from COLLECTOR_WORDING and CONSUMER_WORDING (state-wording.ts). Nothing else restates the machine.
 */

/**
 * A case's state, named by what happens next (collector spec 4 "Row action cell"); `paid_off` is
 * Parley's: the ledger shows the agreed total received. A case with no offer yet is `null` on the
 * wire (`current_action`) and 'new' here.
 */
export const CURRENT_ACTION_TYPES = [
  'accept_or_counteroffer',
  'waiting_for_customer',
  'request_payment_details',
  'request_settlement_agreement',
  'waiting_for_signed_settlement_agreement',
  'waiting_for_payment',
  'payment_setup_complete',
  'first_payment_made',
  'paid_off',
] as const;
export type CurrentActionType = (typeof CURRENT_ACTION_TYPES)[number];
export type CaseState = 'new' | CurrentActionType;

/** A check an action must pass besides its state; each names the message its refusal shows. */
export type GuardName = 'first_payment_not_past' | 'installments_payable';

/**
 * One row per action a party can take. `code` is collector spec 4's last-action status, whose order
 * is the list's sort order; the projection stores it (customer_documents.last_action_code).
 * `collection` marks the firm's collection actions: paused while a dispute is open (DISPUTE_HOLD).
 */
export const TRANSITIONS = [
  { code: 1, label: 'Consumer Offer', party: 'consumer', action: 'offer', from: ['new'], to: 'accept_or_counteroffer', guards: [], collection: false },
  {
    code: 2,
    label: 'Lawyer Sent Confusing Response to Offer',
    party: 'law_firm',
    action: 'sent_confusing_response_to_offer',
    from: ['accept_or_counteroffer'],
    to: 'accept_or_counteroffer',
    guards: [],
    collection: true,
  },
  {
    code: 3,
    label: 'Consumer Counteroffer',
    party: 'consumer',
    action: 'counteroffer',
    from: ['waiting_for_customer'],
    to: 'accept_or_counteroffer',
    guards: [],
    collection: false,
  },
  {
    code: 4,
    label: 'Lawyer Counteroffer',
    party: 'law_firm',
    action: 'counteroffer',
    from: ['accept_or_counteroffer'],
    to: 'waiting_for_customer',
    guards: [],
    collection: true,
  },
  {
    code: 5,
    label: 'Lawyer Accept',
    party: 'law_firm',
    action: 'accept',
    from: ['accept_or_counteroffer'],
    to: 'request_payment_details',
    guards: ['first_payment_not_past', 'installments_payable'],
    collection: true,
  },
  {
    code: 6,
    label: 'Consumer Accept',
    party: 'consumer',
    action: 'accept',
    from: ['waiting_for_customer'],
    to: 'request_payment_details',
    guards: ['first_payment_not_past', 'installments_payable'],
    collection: false,
  },
  {
    code: 7,
    label: 'Lawyer Sent Confusing Response To Payment Details Request',
    party: 'law_firm',
    action: 'sent_confusing_response_to_payment_details_request',
    from: ['request_payment_details'],
    to: 'request_payment_details',
    guards: [],
    collection: true,
  },
  {
    code: 8,
    label: 'Lawyer Sent Payment Details',
    party: 'law_firm',
    action: 'sent_payment_details',
    from: ['request_payment_details'],
    to: 'request_settlement_agreement',
    guards: [],
    collection: true,
  },
  {
    code: 9,
    label: 'Lawyer Sent Settlement Agreement',
    party: 'law_firm',
    action: 'sent_settlement_agreement',
    // Also while waiting for the signature: the server lets the firm replace an agreement that
    // cannot be opened (sent before uploads were parsed), and only that one.
    from: ['request_settlement_agreement', 'waiting_for_signed_settlement_agreement'],
    to: 'waiting_for_signed_settlement_agreement',
    guards: [],
    collection: true,
  },
  {
    code: 10,
    label: 'Consumer Signed Settlement Agreement',
    party: 'consumer',
    action: 'signed_settlement_agreement',
    from: ['waiting_for_signed_settlement_agreement'],
    to: 'waiting_for_payment',
    guards: [],
    collection: false,
  },
] as const satisfies readonly {
  code: number;
  label: string;
  party: Party;
  action: EventAction;
  from: readonly CaseState[];
  to: CaseState;
  guards: readonly GuardName[];
  collection: boolean;
}[];
export type Transition = (typeof TRANSITIONS)[number];
export type LastActionLabel = Transition['label'];

/** Collector spec 4 "Last-action statuses", in sort order. */
export const LAST_ACTION_STATUSES = TRANSITIONS;
export const LAST_ACTION_LABELS = TRANSITIONS.map((t) => t.label) as LastActionLabel[];
const SIGNED_CODE = TRANSITIONS.find((t) => t.action === 'signed_settlement_agreement')?.code as number;

export function lastActionCode(party: Party, action: EventAction): number | null {
  return TRANSITIONS.find((t) => t.party === party && t.action === action)?.code ?? null;
}
export function lastActionLabel(code: number | null): LastActionLabel | null {
  return TRANSITIONS.find((t) => t.code === code)?.label ?? null;
}
export function lastActionCodeOfLabel(label: string): number | null {
  return TRANSITIONS.find((t) => t.label === label)?.code ?? null;
}

/**
 * After signing, the ledger decides, first match wins: the agreed total received, a payment
 * received, autopay set up, or nothing yet. Each fact is read the same way in TypeScript
 * (`caseStateOf`) and in SQL (apps/server/src/modules/cases/case-state-sql.ts).
 */
export const LEDGER_FACTS = ['agreed_total_received', 'payment_received', 'autopay_set_up', 'always'] as const;
export type LedgerFact = (typeof LEDGER_FACTS)[number];
export const AFTER_SIGNING: readonly { when: LedgerFact; state: CaseState }[] = [
  { when: 'agreed_total_received', state: 'paid_off' },
  { when: 'payment_received', state: 'first_payment_made' },
  { when: 'autopay_set_up', state: 'payment_setup_complete' },
  { when: 'always', state: 'waiting_for_payment' },
];

/** The stored facts a state is read from: customer_documents' projection columns. */
export type CaseFacts = {
  lastActionCode: number | null;
  paymentSetupAt: Date | null;
  lastPaymentAt: Date | null;
  collectedCents: number;
  /** The latest offer; after an accept, the agreed total. */
  offerTotalCents: number | null;
};

const LEDGER_CHECKS: Record<LedgerFact, (f: CaseFacts) => boolean> = {
  agreed_total_received: (f) => f.offerTotalCents !== null && f.offerTotalCents > 0 && f.collectedCents >= f.offerTotalCents,
  payment_received: (f) => f.lastPaymentAt !== null,
  autopay_set_up: (f) => f.paymentSetupAt !== null,
  always: () => true,
};

/** Where a case stands, from its stored facts. */
export function caseStateOf(facts: CaseFacts): CaseState {
  if (facts.lastActionCode === null) return 'new';
  if (facts.lastActionCode !== SIGNED_CODE) return TRANSITIONS.find((t) => t.code === facts.lastActionCode)?.to ?? 'new';
  return AFTER_SIGNING.find((s) => LEDGER_CHECKS[s.when](facts))?.state ?? 'waiting_for_payment';
}

/** The wire's current_action: null before the first offer. */
export function currentActionOf(facts: CaseFacts): CurrentActionType | null {
  const state = caseStateOf(facts);
  return state === 'new' ? null : state;
}

/** The last-action codes whose transition leads to `state` (the states before signing). */
export function codesLeadingTo(state: CaseState): number[] {
  return state === 'waiting_for_payment' ? [] : TRANSITIONS.filter((t) => t.to === state && t.code !== SIGNED_CODE).map((t) => t.code);
}
export const SIGNED_LAST_ACTION_CODE = SIGNED_CODE;

/** What a guard looks at: the offer being accepted and the earliest first payment date allowed. */
export type GuardContext = {
  offer: { firstPaymentDate: string | null; phases: readonly { iterations: number; payment_amount_cents: number }[] } | null;
  validFirstPaymentDate: string;
};
export const GUARDS: Record<GuardName, { passes: (c: GuardContext) => boolean; message: (c: GuardContext) => string }> = {
  first_payment_not_past: {
    passes: (c) => c.offer?.firstPaymentDate != null && c.offer.firstPaymentDate >= c.validFirstPaymentDate,
    message: (c) =>
      `The first payment date of this offer is too soon to accept: the earliest is ${formatLongDate(c.validFirstPaymentDate)}. Please send a counteroffer instead.`,
  },
  installments_payable: {
    passes: (c) => !c.offer || !hasInstallmentUnderMinimum(c.offer.phases),
    message: () => `${INSTALLMENT_TOO_SMALL}, so this offer cannot be accepted. Please send a counteroffer instead.`,
  },
};

/** The transition `party` takes with `action` from `state`, or null when the table has none. */
export function transitionFrom(state: CaseState, party: Party, action: EventAction): Transition | null {
  return TRANSITIONS.find((t) => t.party === party && t.action === action && (t.from as readonly CaseState[]).includes(state)) ?? null;
}

/** The actions open to `party` in `state` (and not held by an open dispute). */
export function actionsOpenTo(state: CaseState, party: Party, dispute?: DisputeFacts | null): EventAction[] {
  return TRANSITIONS.filter((t) => t.party === party && (t.from as readonly CaseState[]).includes(state) && !disputeHoldOf(t, dispute)).map((t) => t.action);
}

/** The guards of a transition that fail, by name, in the table's order (the web words them itself). */
export function failingGuardNames(t: Transition, context: GuardContext): GuardName[] {
  return (t.guards as readonly GuardName[]).filter((g) => !GUARDS[g].passes(context));
}

/** The guards of a transition that fail, as their messages. */
export function failedGuards(t: Transition, context: GuardContext): string[] {
  return failingGuardNames(t, context).map((g) => GUARDS[g].message(context));
}

/**
 * A dispute's hold (15 U.S.C. 1692g(b); 12 CFR 1006.38(c), (d)(2)): once the consumer disputes the
 * debt, asks for the original creditor or reports identity theft, the firm's collection actions
 * wait until it sends verification (or the creditor's name and address). The facts are the
 * account's compliance flags, which the chat's compliance scanner reads too.
 */
export type DisputeFacts = { disputedAt: Date | null; disputeVerifiedAt: Date | null };
export function isDisputeOpen(f: DisputeFacts | null | undefined): boolean {
  return !!f?.disputedAt && (f.disputeVerifiedAt === null || f.disputeVerifiedAt < f.disputedAt);
}
/** The words of a refusal when a dispute holds `t`, or null when it may go ahead. */
export function disputeHoldOf(t: Transition, dispute: DisputeFacts | null | undefined): string | null {
  return t.collection && isDisputeOpen(dispute) ? DISPUTE_MESSAGES.hold : null;
}
/** The collection actions a dispute pauses, in the collector's words. */
export const HELD_ACTIONS_WORDING = 'Accepting or countering offers, sending payment details and sending the settlement agreement';
/** How an open dispute reads to each side. */
/** The accounts list's dispute filter (issue 38.3): an open dispute that pauses collection, or any dispute, open or verified. */
export const DISPUTE_FILTER_VALUES = ['collection_paused', 'disputed'] as const;
export type DisputeFilterValue = (typeof DISPUTE_FILTER_VALUES)[number];
export const DISPUTE_FILTER_LABELS: Record<DisputeFilterValue, string> = {
  collection_paused: 'Collection paused (dispute open)',
  disputed: 'Disputed (open or verified)',
};
/** A paused account's status in the list, in place of the last negotiation step. */
export const DISPUTED_STATUS = 'Disputed: collection paused';

export const DISPUTE_WORDING = {
  collector: { label: DISPUTE_TASK, row: () => `${DISPUTE_TASK}. The consumer disputed this debt; collection is paused until you do.` },
  consumer: {
    title: 'Collection is paused',
    badge: 'Disputed',
    color: 'orange',
    text: (c: { firmName: string }) =>
      `${c.firmName} must send you verification of the debt before asking you for payment again. We tell you as soon as it arrives.`,
  },
} as const;

/** Whose move it is in each state: the metrics' "waiting on collector" and "waiting on consumer". */
export const TURN: Record<CaseState, Party | null> = {
  new: 'consumer',
  accept_or_counteroffer: 'law_firm',
  waiting_for_customer: 'consumer',
  request_payment_details: 'law_firm',
  request_settlement_agreement: 'law_firm',
  waiting_for_signed_settlement_agreement: 'consumer',
  waiting_for_payment: 'consumer',
  payment_setup_complete: 'consumer',
  first_payment_made: null,
  paid_off: null,
};
export const COLLECTOR_TURN = CURRENT_ACTION_TYPES.filter((s) => TURN[s] === 'law_firm');
export const CONSUMER_TURN = CURRENT_ACTION_TYPES.filter((s) => TURN[s] === 'consumer');

/** From the first accept on, the terms are agreed: the agreement and letters can be drawn up. */
export function termsAgreed(state: CaseState): boolean {
  return !['new', 'accept_or_counteroffer', 'waiting_for_customer'].includes(state);
}
export const TERMS_AGREED = CURRENT_ACTION_TYPES.filter(termsAgreed);
/** Once signed, the case has a payment plan. */
export function agreementSigned(state: CaseState): boolean {
  return AFTER_SIGNING.some((s) => s.state === state);
}
