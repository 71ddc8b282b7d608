import { applyExtraPayment, needsCourtClosing, platformFeeCents, refundLines, reversalLines } from '@parley/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { autopaySubscriptions, customerDocuments, payments, scheduledCharges, users } from '../../db/schema/index.js';
import { consumerEmail, languageOr, money, translator } from '../../platform/i18n.js';
import { paymentOutcomes } from '../../platform/metrics.js';
import type { ChargeInput, ProviderPayment } from '../../providers/payments/interface.js';
import { recordPaymentReceived } from '../cases/case-store.js';
import { MAX_CHARGE_ATTEMPTS, type PaymentsContext, RETRY_DELAY_MS, STUCK_PROCESSING_MS } from './context.js';
import { postConsumerPayment, postJournal } from './ledger.js';
import { PAYMENT_EMAILS } from './payments.messages.js';

type Payment = typeof payments.$inferSelect;

/**
 * Taking money: autopay's due charges, and folding what the provider says about a payment into
 * Parley's records. Every outcome is one transaction: the payment's state, the schedule, the
 * ledger journal and the negotiation projection move together, and each journal is keyed so that
 * the same outcome seen twice (a retried job, a redelivered or late webhook) posts nothing more.
 */
/**
 * What an extra payment asks of the provider, from its saved row. The request and a later
 * reconciliation send exactly this: a provider that keys requests (Stripe) refuses a repeated key
 * whose parameters differ. Only a caller-chosen return path (the API allows one; the web app sends
 * none) cannot be rebuilt: on Stripe such a payment stays unconfirmed, with the refusal logged at
 * each sweep, for someone to settle by hand.
 */
export function extraPaymentCharge(
  payment: Pick<Payment, 'customerDocumentId' | 'amountCents' | 'idempotencyKey'>,
  subscription: { providerCustomerId: string; providerPaymentMethodId: string },
  returnPath?: string,
): ChargeInput {
  return {
    customerId: subscription.providerCustomerId,
    paymentMethodId: subscription.providerPaymentMethodId,
    amountCents: payment.amountCents,
    idempotencyKey: payment.idempotencyKey,
    offSession: false,
    returnUrl: returnPath ?? `/customer_documents/${payment.customerDocumentId}/payment_widget/payment_success`,
    description: `Parley extra payment for account ${payment.customerDocumentId}`,
  };
}

export function createChargeOperations(ctx: PaymentsContext) {
  const { db, payments: providers, log } = ctx;

  /**
   * Charges every autopay payment due by `now` (billing is the end of the due day, UTC), and
   * retries declined ones a day apart. Safe to run concurrently and repeatedly: a charge is claimed
   * before it is attempted, and the provider's idempotency key makes a repeated attempt the same charge.
   */
  async function runDueCharges(now: Date, only?: { subscriptionId: number }) {
    const stuckBefore = new Date(now.getTime() - STUCK_PROCESSING_MS);
    const due = await db
      .select({ charge: scheduledCharges, subscription: autopaySubscriptions })
      .from(scheduledCharges)
      .innerJoin(autopaySubscriptions, eq(autopaySubscriptions.id, scheduledCharges.subscriptionId))
      .where(
        and(
          only ? eq(scheduledCharges.subscriptionId, only.subscriptionId) : undefined,
          or(
            and(inArray(scheduledCharges.status, ['scheduled', 'failed']), isNotNull(scheduledCharges.nextAttemptAt), lte(scheduledCharges.nextAttemptAt, now)),
            and(eq(scheduledCharges.status, 'processing'), lt(scheduledCharges.processingSince, stuckBefore)),
          ),
        ),
      )
      .orderBy(asc(scheduledCharges.subscriptionId), asc(scheduledCharges.seq));
    const result = { attempted: 0, succeeded: 0, failed: 0 };
    for (const { charge, subscription } of due) {
      const [claimed] = await db
        .update(scheduledCharges)
        .set({ status: 'processing', processingSince: now })
        .where(
          and(
            eq(scheduledCharges.id, charge.id),
            eq(scheduledCharges.status, charge.status),
            charge.status === 'processing' ? lt(scheduledCharges.processingSince, stuckBefore) : undefined,
          ),
        )
        .returning();
      if (!claimed) continue;
      result.attempted++;
      const key = `charge-${charge.id}-attempt-${charge.attempts + 1}`;
      await db
        .insert(payments)
        .values({
          customerDocumentId: charge.customerDocumentId,
          lawFirmId: subscription.lawFirmId,
          subscriptionId: subscription.id,
          scheduledChargeId: charge.id,
          kind: 'scheduled',
          provider: subscription.provider,
          idempotencyKey: key,
          amountCents: charge.amountCents,
          feeCents: platformFeeCents(charge.amountCents, ctx.feeBps),
          status: 'processing',
          createdAt: now,
        })
        .onConflictDoNothing({ target: payments.idempotencyKey });
      const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
      if (!payment) throw new Error(`payment ${key} missing`);
      let outcome: ProviderPayment;
      try {
        outcome = await providers.provider.charge({
          customerId: subscription.providerCustomerId,
          paymentMethodId: subscription.providerPaymentMethodId,
          amountCents: payment.amountCents,
          idempotencyKey: key,
          offSession: true,
          description: `Parley settlement payment ${charge.seq + 1} for account ${charge.customerDocumentId}`,
        });
      } catch (err) {
        // The provider could not be reached: nothing is known to have happened. The charge stays
        // claimed and is picked up again once the claim goes stale, with the same key.
        log.warn({ err, chargeId: charge.id }, 'autopay charge did not reach the provider');
        continue;
      }
      const applied = await applyProviderPayment(payment.id, outcome, now);
      if (applied === 'succeeded') result.succeeded++;
      if (applied === 'failed') result.failed++;
    }
    return result;
  }

  /**
   * Makes Parley's records agree with the provider's state of a payment. The provider is the truth:
   * whatever order webhooks arrive in, the same state yields the same records.
   */
  async function applyProviderPayment(paymentId: number, pp: ProviderPayment, at: Date): Promise<Payment['status'] | null> {
    const notice = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) return null;
      const before = payment.status;
      let status = payment.status;
      let mail: { kind: 'failed' | 'paid'; payment: Payment } | null = null;
      if (payment.providerPaymentId === null) await tx.update(payments).set({ providerPaymentId: pp.id }).where(eq(payments.id, paymentId));

      if (pp.status === 'succeeded' && (status === 'processing' || status === 'requires_action' || status === 'failed')) {
        await markSucceeded(tx, payment, at);
        status = 'succeeded';
        mail = { kind: 'paid', payment };
      } else if (pp.status === 'failed' && (status === 'processing' || status === 'requires_action')) {
        await tx.update(payments).set({ status: 'failed', failureMessage: pp.failureMessage }).where(eq(payments.id, paymentId));
        await chargeFailed(tx, payment, pp.failureMessage ?? 'The payment failed.', at);
        status = 'failed';
        mail = { kind: 'failed', payment: { ...payment, failureMessage: pp.failureMessage } };
      } else if (pp.status === 'requires_action' && status === 'processing') {
        await tx.update(payments).set({ status: 'requires_action' }).where(eq(payments.id, paymentId));
        status = 'requires_action';
      }

      if (pp.reversed && status === 'succeeded') {
        await postJournal(tx, {
          kind: 'reversal',
          key: `payment:${payment.id}:reversed`,
          lawFirmId: payment.lawFirmId,
          paymentId: payment.id,
          at,
          memo: pp.failureMessage ?? 'payment reversed',
          lines: reversalLines({
            amountCents: payment.amountCents - payment.refundedCents,
            feeCents: payment.feeCents,
            lawFirmId: payment.lawFirmId,
            documentId: payment.customerDocumentId,
          }),
        });
        await tx.update(payments).set({ status: 'reversed', failureMessage: pp.failureMessage }).where(eq(payments.id, paymentId));
        await chargeFailed(tx, payment, pp.failureMessage ?? 'The payment was reversed.', at);
        status = 'reversed';
      }

      const refundedBefore = payment.refundedCents;
      if (status === 'succeeded' && pp.amountRefundedCents > refundedBefore) {
        const delta = pp.amountRefundedCents - refundedBefore;
        await postJournal(tx, {
          kind: 'refund',
          key: `payment:${payment.id}:refunded-to:${pp.amountRefundedCents}`,
          lawFirmId: payment.lawFirmId,
          paymentId: payment.id,
          at,
          lines: refundLines({ amountCents: delta, lawFirmId: payment.lawFirmId, documentId: payment.customerDocumentId }),
        });
        await tx.update(payments).set({ refundedCents: pp.amountRefundedCents }).where(eq(payments.id, paymentId));
      }
      return { status, mail, changed: status !== before };
    });
    if (notice?.changed) paymentOutcomes.inc({ outcome: notice.status });
    if (notice?.mail) await emailConsumer(notice.mail.kind, notice.mail.payment);
    return notice?.status ?? null;
  }

  async function markSucceeded(tx: Executor, payment: Payment, at: Date) {
    await tx.update(payments).set({ status: 'succeeded', succeededAt: at, failureMessage: null }).where(eq(payments.id, payment.id));
    const posted = await postConsumerPayment(tx, {
      key: `payment:${payment.id}:captured`,
      paymentId: payment.id,
      documentId: payment.customerDocumentId,
      lawFirmId: payment.lawFirmId,
      amountCents: payment.amountCents,
      feeCents: payment.feeCents,
      at,
    });
    if (posted) {
      const paidOff = await recordPaymentReceived(tx, payment.customerDocumentId, payment.amountCents, at);
      // Issue 37.9: the agreement binds the firm to close the lawsuit now; its paper is ready on the account.
      if (paidOff?.lawFirmId && needsCourtClosing({ state: 'paid_off', lawsuitExists: paidOff.lawsuitExists, civilNumber: paidOff.civilNumber })) {
        await ctx.notifyFirm(tx, { lawFirmId: paidOff.lawFirmId, event: 'court_closing_due', documentId: paidOff.id });
      }
    }
    if (payment.scheduledChargeId !== null) {
      await tx
        .update(scheduledCharges)
        .set({ status: 'paid', paidAt: at, lastError: null, nextAttemptAt: null, processingSince: null })
        .where(eq(scheduledCharges.id, payment.scheduledChargeId));
    }
    if (payment.subscriptionId === null) return;
    const charges = await tx
      .select()
      .from(scheduledCharges)
      .where(eq(scheduledCharges.subscriptionId, payment.subscriptionId))
      .orderBy(asc(scheduledCharges.seq));
    if (payment.kind === 'additional') {
      // An extra payment comes off the end of the plan.
      const open = charges.map((c) => ({ amount_cents: c.amountCents, open: c.status === 'scheduled' || c.status === 'failed' }));
      const amounts = applyExtraPayment(open, payment.amountCents);
      for (const [i, c] of charges.entries()) {
        const amount = amounts[i] ?? c.amountCents;
        if (amount === c.amountCents) continue;
        await tx
          .update(scheduledCharges)
          .set(amount === 0 ? { amountCents: c.amountCents, status: 'covered', nextAttemptAt: null } : { amountCents: amount })
          .where(eq(scheduledCharges.id, c.id));
        c.status = amount === 0 ? 'covered' : c.status;
      }
    }
    const refreshed = await tx.select().from(scheduledCharges).where(eq(scheduledCharges.subscriptionId, payment.subscriptionId));
    const done = refreshed.every((c) => c.status === 'paid' || c.status === 'covered');
    const failing = refreshed.some((c) => c.status === 'failed');
    await tx
      .update(autopaySubscriptions)
      .set({ status: done ? 'completed' : failing ? 'needs_attention' : 'active', updatedAt: at })
      .where(eq(autopaySubscriptions.id, payment.subscriptionId));
  }

  async function chargeFailed(tx: Executor, payment: Payment, reason: string, at: Date) {
    if (payment.scheduledChargeId !== null) {
      const [charge] = await tx.select().from(scheduledCharges).where(eq(scheduledCharges.id, payment.scheduledChargeId));
      if (charge) {
        const attempts = charge.attempts + 1;
        await tx
          .update(scheduledCharges)
          .set({
            status: 'failed',
            attempts,
            lastError: reason,
            processingSince: null,
            // After the last attempt the charge waits for the consumer to update the card.
            nextAttemptAt: attempts < MAX_CHARGE_ATTEMPTS ? new Date(at.getTime() + RETRY_DELAY_MS) : null,
          })
          .where(eq(scheduledCharges.id, charge.id));
      }
    }
    if (payment.subscriptionId !== null && payment.kind === 'scheduled') {
      await tx.update(autopaySubscriptions).set({ status: 'needs_attention', updatedAt: at }).where(eq(autopaySubscriptions.id, payment.subscriptionId));
    }
  }

  /** Tells the consumer how a payment went, in their language. */
  async function emailConsumer(kind: 'failed' | 'paid', payment: Payment) {
    const [row] = await db
      .select({ email: users.email, language: users.language, plaintiff: customerDocuments.plaintiffName })
      .from(customerDocuments)
      .leftJoin(users, eq(users.id, customerDocuments.userId))
      .where(eq(customerDocuments.id, payment.customerDocumentId));
    if (!row?.email) return;
    const language = languageOr(row.language);
    const t = translator(PAYMENT_EMAILS, language);
    const facts = { amount: money(payment.amountCents, language), creditor: row.plaintiff ?? t('yourCreditor') };
    const link = `${ctx.publicUrl}/my_cases/${payment.customerDocumentId}`;
    const paragraphs = kind === 'paid' ? [t('paid', facts)] : [t('failed', { ...facts, reason: payment.failureMessage ?? t('cardDeclined') }), t('failedNext')];
    await ctx.mailer
      .send(
        consumerEmail({
          to: row.email,
          language,
          subject: t(kind === 'paid' ? 'paidSubject' : 'failedSubject'),
          blocks: [...paragraphs, { label: t('yourPlan'), href: link }],
        }),
      )
      .catch((err: unknown) => log.warn({ err }, 'payment email not sent'));
  }

  /**
   * Extra payments saved as 'processing' that never heard back from the provider: the process
   * died between saving the payment and recording the provider's answer. The provider is asked
   * again with the same idempotency key, which answers with the same payment (nothing is charged
   * twice), and its state is recorded as if the answer had come the first time.
   */
  async function reconcileUnconfirmed(savedBefore: Date): Promise<number> {
    const stuck = await db
      .select({ payment: payments, subscription: autopaySubscriptions })
      .from(payments)
      .innerJoin(autopaySubscriptions, eq(autopaySubscriptions.id, payments.subscriptionId))
      .where(and(eq(payments.kind, 'additional'), eq(payments.status, 'processing'), isNull(payments.providerPaymentId), lte(payments.createdAt, savedBefore)));
    let recorded = 0;
    for (const { payment, subscription } of stuck) {
      let outcome: ProviderPayment;
      try {
        outcome = await providers.provider.charge(extraPaymentCharge(payment, subscription));
      } catch (err) {
        log.warn({ err, paymentId: payment.id }, 'unconfirmed payment: the provider could not be asked; trying again later');
        continue;
      }
      if (await applyProviderPayment(payment.id, outcome, ctx.clock.now())) recorded++;
    }
    return recorded;
  }

  return { runDueCharges, applyProviderPayment, reconcileUnconfirmed };
}
export type ChargeOperations = ReturnType<typeof createChargeOperations>;
