import Stripe from 'stripe';
import {
  CardDeclinedError,
  type CardSummary,
  type ChargeInput,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookEvent,
  WebhookSignatureError,
} from './interface.js';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  publicUrl: string;
  /** Tests point the client at a fake Stripe: { host, port, protocol: 'http' }. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
};

type PaymentIntent = {
  id: string;
  status: string;
  amount: number;
  last_payment_error?: { message?: string } | null;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  latest_charge?: string | { amount_refunded?: number; disputed?: boolean } | null;
};

/**
 * The Stripe adapter on the official `stripe` package. The browser tokenizes the card with Stripe
 * Elements (the card never reaches Parley); autopay charges the saved card off-session with a
 * PaymentIntent per payment, keyed so a retried request never charges twice.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.endpoint ? { host: settings.endpoint.host, port: settings.endpoint.port, protocol: settings.endpoint.protocol } : {}),
  });

  function toPayment(pi: PaymentIntent): ProviderPayment {
    const charge = typeof pi.latest_charge === 'object' && pi.latest_charge !== null ? pi.latest_charge : null;
    const status =
      pi.status === 'succeeded' ? 'succeeded' : pi.status === 'processing' ? 'processing' : pi.status === 'requires_action' ? 'requires_action' : 'failed';
    return {
      id: pi.id,
      status,
      amountCents: pi.amount,
      amountRefundedCents: charge?.amount_refunded ?? 0,
      reversed: charge?.disputed === true,
      failureMessage: status === 'failed' ? (pi.last_payment_error?.message ?? 'The payment failed.') : null,
      redirectUrl: pi.next_action?.redirect_to_url?.url ?? null,
    };
  }

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer(input) {
      const customer = await stripe.customers.create({ email: input.email ?? undefined, name: input.name, metadata: { parley_reference: input.reference } });
      return { id: customer.id };
    },

    async createCardSetup(customerId) {
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
      return { clientSecret: intent.client_secret };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      try {
        // The browser confirmed a SetupIntent of this customer (createCardSetup), which saved the
        // card to it. A token that belongs to no customer, or to another, answers as unknown:
        // payment method ids are not secrets, so holding one must not be enough to save it.
        const pm = await stripe.paymentMethods.retrieve(paymentMethodId).catch((err: unknown) => {
          if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
          throw err;
        });
        const owner = typeof pm?.customer === 'string' ? pm.customer : (pm?.customer?.id ?? null);
        if (!pm || owner !== customerId) throw new CardDeclinedError('invalid_card', 'That card could not be found. Please enter it again.');
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
        const card = pm.card;
        if (!card) throw new CardDeclinedError('invalid_card', 'Only cards can be used for autopay.');
        return { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } satisfies CardSummary;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          throw new CardDeclinedError(err.code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined', err.message);
        }
        throw err;
      }
    },

    async charge(input: ChargeInput) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            confirm: true,
            off_session: input.offSession,
            description: input.description,
            ...(input.offSession ? {} : { return_url: new URL(input.returnUrl ?? '/my_dashboard', settings.publicUrl).toString() }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toPayment(pi as unknown as PaymentIntent);
      } catch (err) {
        // An off-session decline throws, with the failed PaymentIntent in the error.
        if (err instanceof Stripe.errors.StripeCardError) {
          const pi = (err.raw as { payment_intent?: PaymentIntent }).payment_intent;
          if (pi) return { ...toPayment(pi), status: 'failed', failureMessage: err.message };
        }
        throw err;
      }
    },

    async retrievePayment(id) {
      const pi = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      return toPayment(pi as unknown as PaymentIntent);
    },

    async parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new WebhookSignatureError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
      let event: { id: string; type: string; data: { object: { id?: string; object?: string; payment_intent?: string | null } } };
      try {
        event = (await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', settings.webhookSecret)) as unknown as typeof event;
      } catch {
        throw new WebhookSignatureError();
      }
      const object = event.data.object;
      // payment_intent.* carry the PaymentIntent; charge.* (refunds, disputes) point at theirs.
      const paymentIntentId = object.object === 'payment_intent' ? (object.id ?? null) : (object.payment_intent ?? null);
      return { id: event.id, type: event.type, objectKind: paymentIntentId ? 'payment' : 'other', objectId: paymentIntentId } satisfies WebhookEvent;
    },
  };
}
