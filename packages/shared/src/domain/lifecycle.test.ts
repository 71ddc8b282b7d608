import { describe, expect, it } from 'vitest';
import {
  actionsOpenTo,
  type CaseFacts,
  type CaseState,
  COLLECTOR_TURN,
  CONSUMER_TURN,
  CURRENT_ACTION_TYPES,
  caseStateOf,
  currentActionOf,
  failedGuards,
  TRANSITIONS,
  transitionFrom,
} from './lifecycle.js';
import { CASE_CHANGE_KINDS, COLLECTOR_WORDING, CONSUMER_STAGES, CONSUMER_WORDING, consumerStageOf, describeCaseChange } from './state-wording.js';

const facts = (over: Partial<CaseFacts>): CaseFacts => ({
  lastActionCode: null,
  paymentSetupAt: null,
  lastPaymentAt: null,
  collectedCents: 0,
  offerTotalCents: 10_000,
  ...over,
});
const at = new Date('2026-11-01T00:00:00Z');

describe('the lifecycle table', () => {
  it('numbers its last-action statuses 1 to 10 in collector spec order, once each', () => {
    expect(TRANSITIONS.map((t) => t.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(TRANSITIONS.map((t) => `${t.party}:${t.action}`)).size).toBe(TRANSITIONS.length);
  });

  it('reads the state a transition leads to back from the stored code', () => {
    for (const t of TRANSITIONS.filter((t) => t.code !== 10)) expect(caseStateOf(facts({ lastActionCode: t.code })), t.label).toBe(t.to);
    expect(caseStateOf(facts({}))).toBe('new');
    expect(currentActionOf(facts({}))).toBeNull();
  });

  it('after signing, lets the ledger decide: nothing, autopay, a payment, the agreed total', () => {
    const signed = { lastActionCode: 10 };
    expect(caseStateOf(facts(signed))).toBe('waiting_for_payment');
    expect(caseStateOf(facts({ ...signed, paymentSetupAt: at }))).toBe('payment_setup_complete');
    expect(caseStateOf(facts({ ...signed, paymentSetupAt: at, lastPaymentAt: at, collectedCents: 2_500 }))).toBe('first_payment_made');
    expect(caseStateOf(facts({ ...signed, paymentSetupAt: at, lastPaymentAt: at, collectedCents: 10_000 }))).toBe('paid_off');
    // A signature alone is not a settlement, and money before signing changes nothing.
    expect(consumerStageOf(caseStateOf(facts(signed)))).toBe('signed');
    expect(caseStateOf(facts({ lastActionCode: 9, collectedCents: 10_000, lastPaymentAt: at }))).toBe('waiting_for_signed_settlement_agreement');
  });

  it('lets each party act only on its turn, and only from the states the table names', () => {
    expect(actionsOpenTo('new', 'consumer')).toEqual(['offer']);
    expect(actionsOpenTo('new', 'law_firm')).toEqual([]);
    expect(actionsOpenTo('accept_or_counteroffer', 'consumer')).toEqual([]);
    expect(actionsOpenTo('accept_or_counteroffer', 'law_firm')).toEqual(['sent_confusing_response_to_offer', 'counteroffer', 'accept']);
    expect(actionsOpenTo('waiting_for_customer', 'consumer')).toEqual(['counteroffer', 'accept']);
    expect(transitionFrom('paid_off', 'consumer', 'signed_settlement_agreement')).toBeNull();
    for (const state of ['waiting_for_payment', 'payment_setup_complete', 'first_payment_made', 'paid_off'] as CaseState[]) {
      expect(actionsOpenTo(state, 'consumer'), state).toEqual([]);
      expect(actionsOpenTo(state, 'law_firm'), state).toEqual([]);
    }
  });

  it('refuses an accept whose first payment date has passed or whose installments are too small', () => {
    const accept = transitionFrom('waiting_for_customer', 'consumer', 'accept');
    if (!accept) throw new Error('consumer accept missing');
    const ok = { offer: { firstPaymentDate: '2026-12-01', phases: [{ iterations: 4, payment_amount_cents: 2_500 }] }, validFirstPaymentDate: '2026-11-20' };
    expect(failedGuards(accept, ok)).toEqual([]);
    expect(failedGuards(accept, { ...ok, validFirstPaymentDate: '2026-12-02' })[0]).toMatch(/too soon to accept: the earliest is December 2, 2026/);
    expect(failedGuards(accept, { ...ok, offer: { ...ok.offer, phases: [{ iterations: 100, payment_amount_cents: 99 }] } })[0]).toMatch(/cannot be accepted/);
  });

  it('has words for every state, for both audiences, and splits whose turn it is', () => {
    for (const s of CURRENT_ACTION_TYPES) expect(COLLECTOR_WORDING[s].row({}).length, s).toBeGreaterThan(5);
    for (const s of CONSUMER_STAGES) expect(CONSUMER_WORDING[s].title.length, s).toBeGreaterThan(3);
    expect(COLLECTOR_TURN).toEqual(['accept_or_counteroffer', 'request_payment_details', 'request_settlement_agreement']);
    expect(CONSUMER_TURN).toEqual(['waiting_for_customer', 'waiting_for_signed_settlement_agreement', 'waiting_for_payment', 'payment_setup_complete']);
    expect(CONSUMER_WORDING.signed.badge).not.toMatch(/settled/i);
    expect(CONSUMER_WORDING.paid_off.badge).toBe('Settled');
  });

  it('says a live change from where the reader sits', () => {
    expect(describeCaseChange('consumer', { party: 'law_firm', kind: 'counteroffer' })).toBe('The firm sent a counteroffer.');
    expect(describeCaseChange('law_firm', { party: 'consumer', kind: 'offer' })).toBe('The consumer made an offer.');
    expect(describeCaseChange('law_firm', { party: 'law_firm', kind: 'accept' })).toBe('A colleague accepted the offer.');
    expect(describeCaseChange('law_firm', { party: null, kind: 'payment_received' })).toBe('A payment was received.');
    expect(describeCaseChange('law_firm', { party: null, kind: 'details_changed' })).toBe('Updated the case details.');
    for (const kind of CASE_CHANGE_KINDS.filter((k) => k !== 'payment_received'))
      expect(describeCaseChange('consumer', { party: 'consumer', kind })).toMatch(/^You [a-z]/);
  });
});
