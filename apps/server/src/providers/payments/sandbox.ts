import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxProviderObjects } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import {
  CardDeclinedError,
  type CardSummary,
  type ChargeInput,
  type PaymentProvider,
  type PayoutRail,
  type PayoutState,
  type ProviderPayment,
  type WebhookEvent,
  WebhookSignatureError,
} from './interface.js';

/**
 * A payment provider that needs no network: it keeps its customers, cards and payments in its own
 * table and answers as Stripe's test mode does for the usual test card numbers. Charges happen when
 * Parley asks (modules/payments runs the schedule on its clock), so tests move time and see
 * autopay charge, decline and retry. Webhooks are signed like Stripe's (t=…,v1=HMAC-SHA256).
 */

type Behavior = 'succeed' | 'decline' | 'insufficient_funds' | 'decline_after_attach' | 'authenticate_on_session' | 'always_authenticate';

/** Stripe's test cards (docs.stripe.com/testing) and what each does here. */
export const SANDBOX_TEST_CARDS: Record<string, { brand: string; behavior: Behavior }> = {
  '4242424242424242': { brand: 'visa', behavior: 'succeed' },
  '5555555555554444': { brand: 'mastercard', behavior: 'succeed' },
  '378282246310005': { brand: 'amex', behavior: 'succeed' },
  '4000000000000002': { brand: 'visa', behavior: 'decline' },
  '4000000000009995': { brand: 'visa', behavior: 'insufficient_funds' },
  '4000000000000341': { brand: 'visa', behavior: 'decline_after_attach' },
  '4000002500003155': { brand: 'visa', behavior: 'authenticate_on_session' },
  '4000002760003184': { brand: 'visa', behavior: 'always_authenticate' },
};

export const SANDBOX_MESSAGES = {
  incomplete: 'Your card details are incomplete',
  invalidNumber: 'Your card number is invalid.',
  expired: "Your card's expiration date is in the past.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationRequired: 'This payment needs you to confirm it with your bank.',
  testCardsOnly: 'Your card was declined. The sandbox accepts test card numbers only, such as 4242 4242 4242 4242.',
  cardNotFound: 'That card could not be found. Please enter it again.',
} as const;

type PaymentMethodRecord = CardSummary & { behavior: Behavior; customerId: string };
type PaymentRecord = ProviderPayment & { idempotencyKey: string; paymentMethodId: string; offSession: boolean; returnUrl: string | null };
type PayoutRecord = { id: string; createdAt: string; returnReason: string | null; idempotencyKey: string; amountCents: number };

/** ACH and courier checks arrive two days after they are sent. */
const SETTLEMENT_MS = 2 * 86_400_000;

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function createSandboxPaymentProvider({ db, clock, publicUrl }: { db: Database; clock: Clock; publicUrl: string }) {
  const webhookSecret = `whsec_sandbox_${randomBytes(16).toString('hex')}`;
  const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

  async function load<T>(id: string): Promise<T | null> {
    const [row] = await db.select().from(sandboxProviderObjects).where(eq(sandboxProviderObjects.id, id));
    return row ? (row.data as T) : null;
  }
  async function save(id: string, kind: 'customer' | 'payment_method' | 'payment' | 'payout', data: object): Promise<void> {
    await db
      .insert(sandboxProviderObjects)
      .values({ id, kind, data: data as Record<string, unknown>, createdAt: clock.now() })
      .onConflictDoUpdate({ target: sandboxProviderObjects.id, set: { data: data as Record<string, unknown> } });
  }
  async function mustLoadPayment(id: string): Promise<PaymentRecord> {
    const p = await load<PaymentRecord>(id);
    if (!p) throw new Error(`No such payment: ${id}`);
    return p;
  }
  const view = (p: PaymentRecord): ProviderPayment => ({
    id: p.id,
    status: p.status,
    amountCents: p.amountCents,
    amountRefundedCents: p.amountRefundedCents,
    reversed: p.reversed,
    failureMessage: p.failureMessage,
    redirectUrl: p.redirectUrl,
  });

  function sign(body: string, timestamp = Math.floor(clock.now().getTime() / 1000)): string {
    const v1 = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  const provider: PaymentProvider = {
    kind: 'sandbox',
    publishableKey: null,

    async createCustomer(input) {
      const id = newId('cus');
      await save(id, 'customer', { id, email: input.email, name: input.name, reference: input.reference });
      return { id };
    },

    async createCardSetup() {
      return { clientSecret: null };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const pm = await load<PaymentMethodRecord>(paymentMethodId);
      // A token is made for one customer (tokenizeCard) and answers as unknown to any other.
      if (!pm || pm.customerId !== customerId) throw new CardDeclinedError('invalid_card', SANDBOX_MESSAGES.cardNotFound);
      if (pm.behavior === 'decline') throw new CardDeclinedError('card_declined', SANDBOX_MESSAGES.declined);
      if (pm.behavior === 'insufficient_funds') throw new CardDeclinedError('insufficient_funds', SANDBOX_MESSAGES.insufficientFunds);
      await save(paymentMethodId, 'payment_method', { ...pm, customerId });
      return { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year };
    },

    async charge(input: ChargeInput) {
      const existing = await db
        .select()
        .from(sandboxProviderObjects)
        .where(eq(sandboxProviderObjects.id, `key_${input.idempotencyKey}`));
      if (existing[0]) {
        // As Stripe does: a repeated key must repeat the request, or it is refused.
        const earlier = await mustLoadPayment(String(existing[0].data.paymentId));
        const same =
          earlier.amountCents === input.amountCents &&
          earlier.paymentMethodId === input.paymentMethodId &&
          earlier.offSession === input.offSession &&
          earlier.returnUrl === (input.returnUrl ?? null);
        if (!same) throw new Error(`Keys for idempotent requests can only be used with the same parameters (${input.idempotencyKey})`);
        return view(earlier);
      }
      const pm = await load<PaymentMethodRecord>(input.paymentMethodId);
      const id = newId('pi');
      let status: PaymentRecord['status'] = 'succeeded';
      let failureMessage: string | null = null;
      let redirectUrl: string | null = null;
      if (!pm || pm.customerId !== input.customerId) {
        status = 'failed';
        failureMessage = 'The saved card is no longer available.';
      } else if (pm.behavior === 'decline_after_attach' || pm.behavior === 'decline') {
        status = 'failed';
        failureMessage = SANDBOX_MESSAGES.declined;
      } else if (pm.behavior === 'insufficient_funds') {
        status = 'failed';
        failureMessage = SANDBOX_MESSAGES.insufficientFunds;
      } else if (pm.behavior === 'always_authenticate' || (pm.behavior === 'authenticate_on_session' && !input.offSession)) {
        if (input.offSession) {
          status = 'failed';
          failureMessage = SANDBOX_MESSAGES.authenticationRequired;
        } else {
          status = 'requires_action';
          const back = new URL(input.returnUrl ?? '/my_dashboard', publicUrl);
          redirectUrl = `/sandbox/authenticate/${id}?return_url=${encodeURIComponent(back.pathname + back.search)}`;
        }
      }
      const record: PaymentRecord = {
        id,
        status,
        amountCents: input.amountCents,
        amountRefundedCents: 0,
        reversed: false,
        failureMessage,
        redirectUrl,
        idempotencyKey: input.idempotencyKey,
        paymentMethodId: input.paymentMethodId,
        offSession: input.offSession,
        returnUrl: input.returnUrl ?? null,
      };
      // The payment and its idempotency key in one statement, as the real service keeps them: a
      // crash leaves both or neither, and a concurrent request with the same key gets this payment.
      try {
        await db.insert(sandboxProviderObjects).values([
          { id, kind: 'payment', data: record as unknown as Record<string, unknown>, createdAt: clock.now() },
          { id: `key_${input.idempotencyKey}`, kind: 'payment', data: { paymentId: id }, createdAt: clock.now() },
        ]);
      } catch (err) {
        const raced = await load<{ paymentId: string }>(`key_${input.idempotencyKey}`);
        if (!raced) throw err;
        return view(await mustLoadPayment(raced.paymentId));
      }
      return view(record);
    },

    async retrievePayment(id) {
      return view(await mustLoadPayment(id));
    },

    async parseWebhook(rawBody, signature) {
      const parts = Object.fromEntries((signature ?? '').split(',').map((kv) => kv.split('=') as [string, string]));
      const timestamp = Number(parts.t);
      const expected = Buffer.from(
        createHmac('sha256', webhookSecret)
          .update(`${parts.t}.${rawBody.toString('utf8')}`)
          .digest('hex'),
      );
      const given = Buffer.from(parts.v1 ?? '');
      if (!parts.t || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
      // Stripe's default tolerance: a signature older than 5 minutes is a replay.
      if (Math.abs(clock.now().getTime() / 1000 - timestamp) > 300) throw new WebhookSignatureError('The webhook signature has expired');
      const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; data?: { object?: { id?: string } } };
      const objectId = event.data?.object?.id ?? null;
      return { id: event.id, type: event.type, objectKind: objectId?.startsWith('pi_') ? 'payment' : 'other', objectId } satisfies WebhookEvent;
    },
  };

  const payoutRail: PayoutRail = {
    async send(input) {
      const byKey = await load<{ payoutId: string }>(`payout_key_${input.idempotencyKey}`);
      if (byKey) return payoutState(byKey.payoutId);
      const id = newId(input.method === 'ach' ? 'po' : 'chk');
      await save(id, 'payout', {
        id,
        createdAt: clock.now().toISOString(),
        returnReason: null,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
      });
      await save(`payout_key_${input.idempotencyKey}`, 'payout', { payoutId: id });
      return payoutState(id);
    },
    retrieve: (id) => payoutState(id),
  };

  async function payoutState(id: string): Promise<PayoutState> {
    const p = await load<PayoutRecord>(id);
    if (!p) throw new Error(`No such payout: ${id}`);
    if (p.returnReason) return { id, status: 'returned', returnReason: p.returnReason };
    const settled = clock.now().getTime() - Date.parse(p.createdAt) >= SETTLEMENT_MS;
    return { id, status: settled ? 'paid' : 'in_transit', returnReason: null };
  }

  return {
    provider,
    payoutRail,
    /**
     * The sandbox's card element: checks the card like a provider would and returns a token for
     * it, bound to the customer it is made for (what a Stripe SetupIntent does).
     */
    async tokenizeCard(
      card: { number: string; exp_month: number; exp_year: number; cvc: string },
      customerId: string,
    ): Promise<{ id: string; card: CardSummary }> {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(digits) || digits.length < 13) throw new CardDeclinedError('invalid_card', SANDBOX_MESSAGES.incomplete);
      if (!isLuhnValid(digits)) throw new CardDeclinedError('invalid_card', SANDBOX_MESSAGES.invalidNumber);
      const now = clock.now();
      const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
      if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1))
        throw new CardDeclinedError('invalid_card', SANDBOX_MESSAGES.expired);
      const test = SANDBOX_TEST_CARDS[digits];
      if (!test) throw new CardDeclinedError('card_declined', SANDBOX_MESSAGES.testCardsOnly);
      const id = newId('pm');
      // The full number is never stored, not even here: only its last four and what it does.
      const summary: CardSummary = { brand: test.brand, last4: digits.slice(-4), exp_month: card.exp_month, exp_year: year };
      await save(id, 'payment_method', { ...summary, behavior: test.behavior, customerId } satisfies PaymentMethodRecord);
      return { id, card: summary };
    },
    /** The consumer finished (or failed) the bank's authentication of an on-session payment. */
    async authenticate(paymentId: string, outcome: 'approve' | 'fail'): Promise<ProviderPayment> {
      const p = await mustLoadPayment(paymentId);
      if (p.status !== 'requires_action') return view(p);
      const next: PaymentRecord =
        outcome === 'approve'
          ? { ...p, status: 'succeeded', redirectUrl: null }
          : { ...p, status: 'failed', redirectUrl: null, failureMessage: 'The authentication of this payment failed.' };
      await save(p.id, 'payment', next);
      return view(next);
    },
    async paymentReturnUrl(paymentId: string): Promise<string | null> {
      return (await load<PaymentRecord>(paymentId))?.returnUrl ?? null;
    },
    /** Operations a provider does on its side, for tests: a refund, a reversal, an ACH return. */
    async simulateRefund(paymentId: string, amountCents: number): Promise<void> {
      const p = await mustLoadPayment(paymentId);
      await save(p.id, 'payment', { ...p, amountRefundedCents: Math.min(p.amountCents, p.amountRefundedCents + amountCents) });
    },
    async simulateReversal(paymentId: string): Promise<void> {
      const p = await mustLoadPayment(paymentId);
      await save(p.id, 'payment', { ...p, reversed: true, failureMessage: 'The bank reversed this payment.' });
    },
    async simulatePayoutReturn(payoutId: string, reason: string): Promise<void> {
      const p = await load<PayoutRecord>(payoutId);
      if (!p) throw new Error(`No such payout: ${payoutId}`);
      await save(payoutId, 'payout', { ...p, returnReason: reason });
    },
    /** A webhook as the sandbox would send it: the raw body and its signature header. */
    webhook(event: { id?: string; type: string; objectId: string; signedAt?: Date }): { body: string; signature: string } {
      const body = JSON.stringify({ id: event.id ?? newId('evt'), type: event.type, data: { object: { id: event.objectId } } });
      const timestamp = Math.floor((event.signedAt ?? clock.now()).getTime() / 1000);
      return { body, signature: sign(body, timestamp) };
    },
  };
}
export type SandboxPayments = ReturnType<typeof createSandboxPaymentProvider>;
