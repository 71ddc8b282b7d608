import { TRANSITIONS } from './lifecycle.js';
import { describeCaseChange } from './state-wording.js';

/**
 * The events a firm's webhook endpoints can subscribe to, derived from the case lifecycle table
 * (one event per action the table allows, whichever party took it: `data.party` says who) plus the
 * ledger's facts and the firm's payouts. A new transition in TRANSITIONS is a new event here.
 */
const CASE_ACTIONS = [...new Set(TRANSITIONS.map((t) => t.action))];
const LEDGER_KINDS = ['autopay_set_up', 'payment_received'] as const;

export const WEBHOOK_EVENT_TYPES = [...CASE_ACTIONS.map((a) => `case.${a}` as const), ...LEDGER_KINDS.map((k) => `case.${k}` as const), 'payout.sent'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test event", to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The case change kinds that become webhook events, by their event type. */
export function webhookTypeOfCaseChange(kind: string): WebhookEventType | null {
  const type = `case.${kind}`;
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) ? (type as WebhookEventType) : null;
}

export function describeWebhookEvent(type: WebhookEventType): string {
  if (type === 'payout.sent') return 'A payout to the firm was sent.';
  const kind = type.slice('case.'.length) as Parameters<typeof describeCaseChange>[1]['kind'];
  return describeCaseChange('law_firm', { party: null, kind });
}

/** Headers of a signed delivery: the signature is HMAC-SHA256 over `${timestamp}.${body}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-parley-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-parley-timestamp';
export const WEBHOOK_EVENT_ID_HEADER = 'x-parley-event-id';
/** Receivers refuse a delivery whose timestamp is further than this from their clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 5 * 60;
