import {
  AUTOPAY_MESSAGES,
  billingInstant,
  extraPaymentOverBalanceMessage,
  formatLongDate,
  paymentDateErrors,
  paymentSchedule,
  platformFeeCents,
} from '@parley/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { autopaySubscriptions, payments, scheduledCharges } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { CardDeclinedError } from '../../providers/payments/interface.js';
import { recordPaymentSetup } from '../cases/case-store.js';
import { cardCustomerOf } from './card-customer.js';
import { type ChargeOperations, extraPaymentCharge } from './charges.js';
import type { Consumer, PaymentsContext } from './context.js';
import { agreedPlanOf, paymentPlanView } from './plan-view.js';

const DATE_CHANGE_RULE = { limit: 10, windowMs: 3600_000 };
const EXTRA_PAYMENT_RULE = { limit: 10, windowMs: 3600_000 };

function declined(err: unknown): never {
  if (err instanceof CardDeclinedError) throw new AppError('RULE_VIOLATED', err.message, { card: err.message });
  throw err;
}

/** The consumer's side of autopay: set it up, change the card, move the next payment, pay extra. */
export function createAutopayOperations(ctx: PaymentsContext, charges: ChargeOperations) {
  const { db, clock, audit, payments: providers } = ctx;

  async function subscriptionOf(documentId: number) {
    const [s] = await db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.customerDocumentId, documentId));
    return s ?? null;
  }

  return {
    /** Sets up autopay from the agreed schedule with a card the browser tokenized. */
    async setupAutopay(consumer: Consumer, documentId: number, paymentMethodId: string) {
      const doc = await ctx.negotiation.consumerDocument(consumer, documentId);
      const { agreed, lawFirmId } = await agreedPlanOf(ctx, doc);
      if (await subscriptionOf(doc.id)) throw new AppError('CONFLICT', 'Autopay is already set up for this plan. You can change the card instead.');
      const customer = { id: await cardCustomerOf(ctx, consumer) };
      const card = await providers.provider.attachPaymentMethod(customer.id, paymentMethodId).catch(declined);
      const now = clock.now();
      const schedule = paymentSchedule(agreed.phases, agreed.firstPaymentDate);
      await db
        .transaction(async (tx) => {
          const [subscription] = await tx
            .insert(autopaySubscriptions)
            .values({
              customerDocumentId: doc.id,
              userId: consumer.userId,
              lawFirmId,
              provider: providers.provider.kind,
              providerCustomerId: customer.id,
              providerPaymentMethodId: paymentMethodId,
              card,
              status: 'active',
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: autopaySubscriptions.id });
          if (!subscription) throw new Error('subscription insert returned nothing');
          await tx.insert(scheduledCharges).values(
            schedule.map((p, seq) => ({
              subscriptionId: subscription.id,
              customerDocumentId: doc.id,
              seq,
              dueDate: p.date,
              amountCents: p.amount_cents,
              status: 'scheduled' as const,
              nextAttemptAt: billingInstant(p.date),
            })),
          );
          await recordPaymentSetup(tx, doc.id, now);
          await audit.record(
            {
              action: 'payments.autopay_set_up',
              actorUserId: consumer.userId,
              realm: 'consumer',
              ip: consumer.ip,
              details: { customer_document_id: doc.id, card_last4: card.last4 },
            },
            tx,
          );
        })
        .catch((err: unknown) => {
          // Two set-ups at once: the unique index lets one through.
          if ((err as { code?: string }).code === '23505' || String((err as Error).message).includes('autopay_subscriptions_document_key'))
            throw new AppError('CONFLICT', 'Autopay is already set up for this plan. You can change the card instead.');
          throw err;
        });
      return paymentPlanView(ctx, await ctx.negotiation.consumerDocument(consumer, documentId));
    },

    /** Replaces the autopay card; a plan that needed attention has its failed payment tried again now. */
    async updateCard(consumer: Consumer, documentId: number, paymentMethodId: string) {
      const doc = await ctx.negotiation.consumerDocument(consumer, documentId);
      const subscription = await subscriptionOf(doc.id);
      if (!subscription) throw new AppError('NOT_FOUND', AUTOPAY_MESSAGES.notFound);
      // The new card is the consumer's own customer's (a plan set up before cards were bound to
      // their owner had a customer of its own): the plan moves to that customer with it.
      const customerId = await cardCustomerOf(ctx, consumer);
      const card = await providers.provider.attachPaymentMethod(customerId, paymentMethodId).catch(declined);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(autopaySubscriptions)
          .set({ providerCustomerId: customerId, providerPaymentMethodId: paymentMethodId, card, updatedAt: now })
          .where(eq(autopaySubscriptions.id, subscription.id));
        // Declined payments are due again at once with the new card (however many tries they had).
        await tx
          .update(scheduledCharges)
          .set({ nextAttemptAt: now })
          .where(and(eq(scheduledCharges.subscriptionId, subscription.id), eq(scheduledCharges.status, 'failed')));
        await audit.record(
          {
            action: 'payments.card_changed',
            actorUserId: consumer.userId,
            realm: 'consumer',
            ip: consumer.ip,
            details: { customer_document_id: doc.id, card_last4: card.last4 },
          },
          tx,
        );
      });
      if (subscription.status === 'needs_attention') await charges.runDueCharges(now, { subscriptionId: subscription.id });
      return paymentPlanView(ctx, await ctx.negotiation.consumerDocument(consumer, documentId));
    },

    /** Consumer spec 5 and 7: moves the next autopay payment to an earlier day. */
    async changePaymentDate(consumer: Consumer, subscriptionId: number, paymentDate: string | null | undefined) {
      await ctx.limiter.consume(`payment-date:${consumer.userId}`, DATE_CHANGE_RULE);
      const [subscription] = await db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.id, subscriptionId));
      if (!subscription) throw new AppError('NOT_FOUND', AUTOPAY_MESSAGES.notFound);
      // Audited centrally, as every 403 is (platform/auth.ts auditRefusals).
      if (subscription.userId !== consumer.userId) throw new AppError('FORBIDDEN', AUTOPAY_MESSAGES.permission);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [next] = await tx
          .select()
          .from(scheduledCharges)
          .where(and(eq(scheduledCharges.subscriptionId, subscription.id), inArray(scheduledCharges.status, ['scheduled', 'failed', 'processing'])))
          .orderBy(asc(scheduledCharges.seq))
          .limit(1)
          .for('update');
        if (!next || next.status === 'processing') throw new AppError('RULE_VIOLATED', AUTOPAY_MESSAGES.noUpcomingPayment);
        const errors = paymentDateErrors(paymentDate, next.dueDate, now);
        if (errors.length > 0) throw new AppError('RULE_VIOLATED', errors.join(' '), { payment_date: errors[0] as string });
        const date = paymentDate as string;
        await tx
          .update(scheduledCharges)
          .set({ dueDate: date, nextAttemptAt: billingInstant(date) })
          .where(eq(scheduledCharges.id, next.id));
        await tx.update(autopaySubscriptions).set({ updatedAt: now }).where(eq(autopaySubscriptions.id, subscription.id));
        await audit.record(
          {
            action: 'payments.payment_date_changed',
            actorUserId: consumer.userId,
            realm: 'consumer',
            ip: consumer.ip,
            details: { subscription_id: subscription.id, from: next.dueDate, to: date },
          },
          tx,
        );
        const formattedDate = formatLongDate(date);
        return { message: `Your next payment will be charged on ${formattedDate}.`, formattedDate, payment_date: date };
      });
    },

    /**
     * An extra payment now, with the autopay card (setup_additional_payment_amount). It comes off the
     * end of the plan. A card that wants authentication answers with the provider's redirect.
     */
    async additionalPayment(consumer: Consumer, documentId: number, amountCents: number, returnPath: string | undefined) {
      await ctx.limiter.consume(`extra-payment:${consumer.userId}`, EXTRA_PAYMENT_RULE);
      const doc = await ctx.negotiation.consumerDocument(consumer, documentId);
      const plan = await paymentPlanView(ctx, doc);
      const subscription = await subscriptionOf(doc.id);
      if (!subscription) throw new AppError('RULE_VIOLATED', 'Set up autopay first: extra payments use the autopay card.');
      if (amountCents > plan.balance_remaining) {
        const message = extraPaymentOverBalanceMessage(plan.balance_remaining);
        throw new AppError('RULE_VIOLATED', message, { amount_cents: message });
      }
      const now = clock.now();
      const [payment] = await db
        .insert(payments)
        .values({
          customerDocumentId: doc.id,
          lawFirmId: subscription.lawFirmId,
          subscriptionId: subscription.id,
          kind: 'additional',
          provider: subscription.provider,
          idempotencyKey: `extra-${doc.id}-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
          amountCents,
          feeCents: platformFeeCents(amountCents, ctx.feeBps),
          status: 'processing',
          createdAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      const outcome = await providers.provider.charge(extraPaymentCharge(payment, subscription, returnPath));
      await charges.applyProviderPayment(payment.id, outcome, now);
      await audit.record({
        action: 'payments.extra_payment',
        actorUserId: consumer.userId,
        realm: 'consumer',
        ip: consumer.ip,
        details: { customer_document_id: doc.id, amount_cents: amountCents, status: outcome.status },
      });
      return {
        status: outcome.status,
        payment_intent: outcome.id,
        redirect_url: outcome.redirectUrl,
        message: outcome.status === 'failed' ? outcome.failureMessage : null,
      };
    },

    /** After the provider's redirect (payment_success): reads the payment's state from the provider and records it. */
    async paymentReturned(consumer: Consumer, documentId: number, providerPaymentId: string) {
      const doc = await ctx.negotiation.consumerDocument(consumer, documentId);
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.customerDocumentId, doc.id)));
      if (!payment) throw new AppError('NOT_FOUND', 'That payment is not part of this plan.');
      const state = await providers.provider.retrievePayment(providerPaymentId);
      await charges.applyProviderPayment(payment.id, state, clock.now());
      return { plan: await paymentPlanView(ctx, doc), status: state.status, message: state.failureMessage };
    },
  };
}
