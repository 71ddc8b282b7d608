import {
  AdditionalPaymentInputSchema,
  billingInstant,
  CardSetupSchema,
  IsoCalendarDateSchema,
  isSitePath,
  PaymentDateChangeErrorSchema,
  PaymentDateChangeInputSchema,
  PaymentDateChangeResponseSchema,
  PaymentIntentReturnInputSchema,
  PaymentPlanSchema,
  PaymentResultSchema,
  PaymentReturnResponseSchema,
  PaymentsConfigSchema,
  PayoutsSchema,
  SandboxAuthenticateInputSchema,
  SandboxAuthenticateResponseSchema,
  SandboxCardInputSchema,
  SandboxPaymentMethodSchema,
  SetupAutopayInputSchema,
  SubscriptionIdSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firmActorOf, sessionOf } from '../../platform/auth.js';
import { SIGNATURE_AUTHENTICATED } from '../../platform/csrf.js';
import { AppError } from '../../platform/errors.js';
import { CardDeclinedError } from '../../providers/payments/interface.js';
import type { RouteContext } from '../../route-context.js';
import { requireVerifiedEmail } from '../identity/email-verified.js';

const tags = ['payments'];
const Id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const consumerOf = (req: FastifyRequest) => ({ userId: sessionOf(req).user.id, ip: req.ip });

/** Consumer spec 3–5, 7–9 (payment plan, autopay, card form, date change) and the provider's webhook. */
export function paymentsRoutes({ services, guards, config }: RouteContext): FastifyPluginAsyncZod {
  const payments = services.payments;
  const consumer = guards.requireConsumer();
  // Saving a card and paying wait for a confirmed address (issue 18); reading the plan does not.
  const payingConsumer = [consumer, requireVerifiedEmail];
  const collector = guards.requireCollector({ allowOnCall: false });

  return async (app) => {
    app.get(
      '/api/v1/payments/config',
      {
        preHandler: consumer,
        schema: { tags, summary: 'How the card form collects cards: the sandbox, or Stripe Elements with this key', response: { 200: PaymentsConfigSchema } },
      },
      async () => payments.config(),
    );

    app.post(
      '/api/v1/payments/card_setups',
      {
        preHandler: payingConsumer,
        schema: {
          tags,
          summary: 'Start the card form: a card token made with it belongs to the signed-in consumer alone',
          description:
            'With Stripe, client_secret is a SetupIntent of the consumer’s own customer: confirm it with Stripe.js (confirmCardSetup) and send its payment_method. The sandbox answers null (its card form binds its tokens itself).',
          response: { 200: CardSetupSchema },
        },
      },
      async (req) => payments.startCardSetup(consumerOf(req)),
    );

    app.get(
      '/api/v1/payment_plans/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'The payment plan of a signed case (id: the customer document)',
          description:
            'Amounts in cents. Before autopay is set up, the schedule is the agreed one and the subscription flags are false. Billing is at the end of each due day in UTC (next_billing_at). 404 before the agreement is signed.',
          params: Id,
          response: { 200: PaymentPlanSchema },
        },
      },
      async (req) => payments.plan(consumerOf(req), req.params.id),
    );

    app.post(
      '/api/v1/payment_plans/:id/autopay',
      {
        preHandler: payingConsumer,
        schema: {
          tags,
          summary: 'Set up autopay from the agreed schedule with a tokenized card',
          description:
            'payment_method_id comes from the card form (Stripe Elements, or the sandbox card form). 422 with the provider’s message when the card is refused; 409 when autopay is already set up.',
          params: Id,
          body: SetupAutopayInputSchema,
          response: { 200: PaymentPlanSchema },
        },
      },
      async (req) => payments.setupAutopay(consumerOf(req), req.params.id, req.body.payment_method_id),
    );

    app.put(
      '/api/v1/payment_plans/:id/payment_method',
      {
        preHandler: payingConsumer,
        schema: {
          tags,
          summary: 'Change the autopay card',
          description: 'A plan that needs attention (a declined payment) is charged again at once with the new card.',
          params: Id,
          body: SetupAutopayInputSchema,
          response: { 200: PaymentPlanSchema },
        },
      },
      async (req) => payments.updateCard(consumerOf(req), req.params.id, req.body.payment_method_id),
    );

    app.post(
      '/api/v1/payment_plans/:id/additional_payments',
      {
        preHandler: payingConsumer,
        schema: {
          tags,
          summary: 'Pay an extra amount now with the autopay card (setup_additional_payment_amount)',
          description:
            'amount_cents up to the remaining balance; it comes off the end of the plan. status requires_action comes with redirect_url, where the consumer authenticates the payment; the provider then returns to return_url (default /customer_documents/{id}/payment_widget/payment_success) with payment_intent.',
          params: Id,
          body: AdditionalPaymentInputSchema,
          response: { 200: PaymentResultSchema },
        },
      },
      async (req) => payments.additionalPayment(consumerOf(req), req.params.id, req.body.amount_cents, req.body.return_url),
    );

    app.post(
      '/api/v1/payment_plans/:id/payment_return',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'After the provider’s redirect: record the payment’s outcome (payment_success page)',
          params: Id,
          body: PaymentIntentReturnInputSchema,
          response: { 200: PaymentReturnResponseSchema },
        },
      },
      async (req) => payments.paymentReturned(consumerOf(req), req.params.id, req.body.payment_intent),
    );

    app.get(
      '/api/v1/payment_plans/:id/receipts/:payment_id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'A payment’s receipt (the latest invoice link), as a printable page',
          params: z.object({ id: Id.shape.id, payment_id: Id.shape.id }),
        },
      },
      async (req, reply) => reply.type('text/html').send(await payments.receiptHtml(consumerOf(req), req.params.id, req.params.payment_id)),
    );

    // Consumer spec 7 "Autopay date change": any non-GET method, payment_date in; message out.
    app.route({
      method: ['PUT', 'PATCH', 'POST'],
      url: '/api/subscription_payment_dates/:id',
      preHandler: consumer,
      schema: {
        tags,
        summary: 'Move the next autopay payment to an earlier date',
        description:
          'id: the plan’s subscription_id. payment_date YYYY-MM-DD: tomorrow at the earliest, one day before the next payment at the latest, and at least 24 hours before that payment is billed. 422 with message and errors; 403 for another consumer’s plan; 404 unknown; 429 after 10 changes an hour.',
        params: SubscriptionIdSchema,
        body: PaymentDateChangeInputSchema,
        response: { 200: PaymentDateChangeResponseSchema, 422: PaymentDateChangeErrorSchema },
      },
      handler: async (req, reply) => {
        try {
          return await payments.changePaymentDate(consumerOf(req), req.params.id, req.body.payment_date);
        } catch (err) {
          if (err instanceof AppError && err.code === 'RULE_VIOLATED') {
            return reply
              .code(422)
              .send({ error: err.message, code: err.code, message: err.message, errors: Object.values(err.fields ?? { date: err.message }) });
          }
          throw err;
        }
      },
    });

    // The provider's webhook: no session and no CSRF token, its signature over the raw body instead.
    await app.register(async (scoped) => {
      scoped.removeContentTypeParser('application/json');
      scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scoped.post(
        '/api/payments/webhook',
        {
          config: SIGNATURE_AUTHENTICATED,
          bodyLimit: 256 * 1024,
          schema: {
            tags,
            summary: 'Payment provider webhooks (Stripe-Signature, or the sandbox’s equivalent)',
            description:
              'Verified by signature (5-minute tolerance); each event id is handled once; the payment’s state is read back from the provider. 400 for a bad signature.',
            response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
          },
        },
        async (req) => {
          const signature = req.headers['stripe-signature'];
          if (!Buffer.isBuffer(req.body)) throw new AppError('VALIDATION_FAILED', 'Send the event as application/json');
          return payments.handleWebhook(req.body, typeof signature === 'string' ? signature : undefined);
        },
      );
    });

    app.get(
      '/collectors/api/payouts',
      {
        preHandler: collector,
        schema: { tags, summary: 'The firm’s payouts (ACH or digital check) and what Parley owes it now, in cents', response: { 200: PayoutsSchema } },
      },
      async (req) => payments.payoutsOf(firmActorOf(req).lawFirmId),
    );

    const sandbox = payments.sandbox;
    if (!sandbox) return;

    // The sandbox stands in for the provider's browser side: card tokens and 3-D Secure.
    app.post(
      '/api/v1/payments/sandbox/payment_methods',
      {
        preHandler: payingConsumer,
        schema: {
          tags,
          summary: 'Sandbox only: tokenize a test card (what Stripe Elements does in the browser)',
          description:
            'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0341 saves but its charges decline; 4000 0025 0000 3155 asks for authentication on payments made while you wait; 4000 0027 6000 3184 always does.',
          body: SandboxCardInputSchema,
          response: { 200: SandboxPaymentMethodSchema },
        },
      },
      async (req) => {
        try {
          return await payments.tokenizeSandboxCard(consumerOf(req), req.body);
        } catch (err) {
          if (err instanceof CardDeclinedError) throw new AppError('RULE_VIOLATED', err.message, { number: err.message });
          throw err;
        }
      },
    );

    app.post(
      '/api/v1/payments/sandbox/authenticate/:payment_intent',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Sandbox only: complete or fail the bank’s authentication of a payment',
          params: z.object({ payment_intent: z.string().regex(/^pi_sandbox_[a-f0-9]+$/) }),
          body: SandboxAuthenticateInputSchema,
          response: { 200: SandboxAuthenticateResponseSchema },
        },
      },
      async (req) => {
        await payments.assertOwnsProviderPayment(consumerOf(req), req.params.payment_intent);
        const state = await sandbox.authenticate(req.params.payment_intent, req.body.outcome);
        // Only ever back to this site, even for a payment stored before return_url was checked.
        const stored = await sandbox.paymentReturnUrl(req.params.payment_intent);
        const back = stored && isSitePath(stored) ? stored : '/my_dashboard';
        const separator = back.includes('?') ? '&' : '?';
        return { status: state.status, return_url: `${back}${separator}payment_intent=${state.id}&iframe_context=true` };
      },
    );

    // Development only, like /dev/mailbox (loopback clients, see platform/dev-routes.ts): run the
    // sandbox's autopay as of the end of a given day.
    if (config.devRoutes) {
      app.post(
        '/dev/payments/run_due_charges',
        {
          schema: {
            tags: ['development'],
            summary: 'Embedded sandbox only: charge every autopay payment due by the end of through_date (UTC), as if that day had come',
            body: z.strictObject({ through_date: IsoCalendarDateSchema }),
            response: { 200: z.object({ attempted: z.number(), succeeded: z.number(), failed: z.number() }) },
          },
        },
        async (req) => payments.runDueCharges(billingInstant(req.body.through_date)),
      );
    }
  };
}
