import { formatCents, formatLongDate, utcDateOf } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { payments, paymentWebhookEvents } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import { WebhookSignatureError } from '../../providers/payments/interface.js';
import { createAutopayOperations } from './autopay.js';
import { cardCustomerOf } from './card-customer.js';
import { createChargeOperations } from './charges.js';
import type { Consumer, PaymentsContext } from './context.js';
import { createPayoutOperations } from './payouts.js';
import { paymentPlanView } from './plan-view.js';

export function createPaymentsService(ctx: PaymentsContext) {
  const charges = createChargeOperations(ctx);
  const autopay = createAutopayOperations(ctx, charges);
  const payouts = createPayoutOperations(ctx);
  const { db, payments: providers } = ctx;

  return {
    ...autopay,
    ...payouts,
    runDueCharges: charges.runDueCharges,
    reconcileUnconfirmed: charges.reconcileUnconfirmed,
    applyProviderPayment: charges.applyProviderPayment,
    sandbox: providers.sandbox,

    config: () => ({ provider: providers.provider.kind, publishable_key: providers.provider.publishableKey }),

    /** Starts a card form for the consumer's own customer, so the token it makes is theirs alone. */
    async startCardSetup(consumer: Consumer): Promise<{ client_secret: string | null }> {
      const setup = await providers.provider.createCardSetup(await cardCustomerOf(ctx, consumer));
      return { client_secret: setup.clientSecret };
    },

    /** The sandbox's card form: a token bound to the consumer's own customer. */
    async tokenizeSandboxCard(consumer: Consumer, card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
      if (!providers.sandbox) throw new AppError('NOT_FOUND', 'The sandbox is not in use.');
      return providers.sandbox.tokenizeCard(card, await cardCustomerOf(ctx, consumer));
    },

    /** The sandbox's 3-D Secure page acts on a payment of the consumer's own plan only; another's answers as missing. */
    async assertOwnsProviderPayment(consumer: Consumer, providerPaymentId: string): Promise<void> {
      const [payment] = await db.select({ documentId: payments.customerDocumentId }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
      if (!payment) throw new AppError('NOT_FOUND', 'That payment was not found.');
      await ctx.negotiation.consumerDocument(consumer, payment.documentId);
    },

    async plan(consumer: Consumer, documentId: number) {
      return paymentPlanView(ctx, await ctx.negotiation.consumerDocument(consumer, documentId));
    },

    /**
     * A provider webhook: verified by its signature over the raw body, handled once per event id,
     * and applied by reading the payment's current state from the provider (so events arriving
     * late or out of order cannot move a payment backwards).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      let event: Awaited<ReturnType<typeof providers.provider.parseWebhook>>;
      try {
        event = await providers.provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError || err instanceof SyntaxError) throw new AppError('VALIDATION_FAILED', err.message);
        throw err;
      }
      const [seen] = await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
      if (seen) return { received: true, duplicate: true };
      if (event.objectKind === 'payment' && event.objectId) {
        const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, event.objectId));
        if (payment) await charges.applyProviderPayment(payment.id, await providers.provider.retrievePayment(event.objectId), ctx.clock.now());
      }
      await db
        .insert(paymentWebhookEvents)
        .values({ id: event.id, provider: providers.provider.kind, type: event.type, objectId: event.objectId, receivedAt: ctx.clock.now() })
        .onConflictDoNothing();
      return { received: true, duplicate: false };
    },

    /** The receipt of one payment (the plan panel's latest invoice link), as a printable page. */
    async receiptHtml(consumer: Consumer, documentId: number, paymentId: number): Promise<string> {
      const doc = await ctx.negotiation.consumerDocument(consumer, documentId);
      const [p] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.customerDocumentId, doc.id)));
      if (p?.status !== 'succeeded') throw new AppError('NOT_FOUND', 'Receipt not found');
      const date = formatLongDate(utcDateOf(p.succeededAt ?? p.createdAt));
      const rows: [string, string][] = [
        ['Receipt', `#${p.id}`],
        ['Date', date],
        ['Paid to', `Parley, for ${(await ctx.negotiation.agreementFacts(doc)).firm?.name ?? 'the law firm'}`],
        ['Account', `${doc.plaintiffName ?? 'Settlement'}${doc.civilNumber ? ` · ${doc.civilNumber}` : ''}`],
        ['Amount', formatCents(p.amountCents)],
        ...(p.refundedCents > 0 ? ([['Refunded', formatCents(p.refundedCents)]] as [string, string][]) : []),
        ['Provider reference', p.providerPaymentId ?? ''],
      ];
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment receipt #${p.id}</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font:15px/1.5 system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem"><h1>Payment receipt</h1><table>${rows
        .map(([k, v]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('')}</table><p>Thank you. Keep this receipt for your records.</p></body></html>`;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
