import {
  agreementSigned,
  billingInstant,
  caseStateOf,
  PAYMENT_PLAN_NOT_STARTED,
  type PaymentPlan,
  type PlanCharge,
  paymentDateErrors,
  paymentDateWindow,
  paymentSchedule,
  planProgress,
  utcDateOf,
} from '@parley/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { customerDocuments } from '../../db/schema/index.js';
import { autopaySubscriptions, payments, scheduledCharges } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentsContext } from './context.js';
import { collectedCentsOf } from './ledger.js';

type Doc = typeof customerDocuments.$inferSelect;

/** The agreed plan of a signed case: its phases and first payment date, or a 404 when there is none yet. */
export async function agreedPlanOf(ctx: PaymentsContext, doc: Doc) {
  const { agreed } = await ctx.negotiation.agreementFacts(doc);
  if (!agreed?.firstPaymentDate || !agreementSigned(caseStateOf(doc)) || doc.lawFirmId === null) {
    throw new AppError('NOT_FOUND', PAYMENT_PLAN_NOT_STARTED);
  }
  return { agreed: { ...agreed, firstPaymentDate: agreed.firstPaymentDate }, lawFirmId: doc.lawFirmId };
}

/** Consumer spec 3 "Payment plan": the panel's fields, from the schedule, the payments and the ledger. */
export async function paymentPlanView(ctx: PaymentsContext, doc: Doc): Promise<PaymentPlan> {
  const { db, clock } = ctx;
  const { agreed } = await agreedPlanOf(ctx, doc);
  const now = clock.now();
  const [subscription] = await db.select().from(autopaySubscriptions).where(eq(autopaySubscriptions.customerDocumentId, doc.id));
  const charges = subscription
    ? await db.select().from(scheduledCharges).where(eq(scheduledCharges.subscriptionId, subscription.id)).orderBy(asc(scheduledCharges.seq))
    : paymentSchedule(agreed.phases, agreed.firstPaymentDate).map((p, seq) => ({
        id: 0,
        seq,
        dueDate: p.date,
        amountCents: p.amount_cents,
        status: 'scheduled' as const,
        lastError: null,
      }));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerDocumentId, doc.id), inArray(payments.status, ['succeeded'])))
    .orderBy(asc(payments.succeededAt), asc(payments.id));
  const history = paid.map((p) => ({ id: p.id, amount_cents: p.amountCents - p.refundedCents, date: utcDateOf(p.succeededAt ?? p.createdAt) }));
  const planCharges: PlanCharge[] = charges.map((c) => ({ date: c.dueDate, amount_cents: c.amountCents, status: c.status }));
  const progress = planProgress({
    debtCents: doc.lawsuitAmountCents,
    totalCents: agreed.totalAmountCents,
    charges: planCharges,
    payments: history,
    collectedCents: await collectedCentsOf(db, doc.id),
  });
  const [latestFailure] = await db
    .select({ message: payments.failureMessage })
    .from(payments)
    .where(and(eq(payments.customerDocumentId, doc.id), inArray(payments.status, ['failed', 'reversed'])))
    .orderBy(desc(payments.id))
    .limit(1);
  const latestPaid = paid.at(-1);
  const next = progress.next_payment_date;
  const window = next ? paymentDateWindow(next, now) : null;
  const canMove = subscription && next && window && window.min <= window.max && paymentDateErrors(window.min, next, now).length === 0;
  const status = subscription?.status ?? null;
  return {
    document_id: doc.id,
    subscription_id: subscription?.id ?? null,
    ...progress,
    next_billing_at: next ? billingInstant(next).toISOString() : null,
    payment_history: history.map((h) => ({ id: h.id, amount: h.amount_cents, date: h.date })),
    is_subscription_active: status === 'active' && paid.length > 0,
    is_subscription_upcoming: status === 'active' && paid.length === 0,
    subscription_needs_attention: status === 'needs_attention',
    subscription_latest_invoice_url: latestPaid ? `/api/v1/payment_plans/${doc.id}/receipts/${latestPaid.id}` : null,
    latest_failure_message: status === 'needs_attention' ? (latestFailure?.message ?? null) : null,
    card: subscription?.card ?? null,
    schedule: charges.map((c) => ({
      id: c.id,
      date: c.dueDate,
      amount: c.amountCents,
      status: c.status,
      billing_at: billingInstant(c.dueDate).toISOString(),
    })),
    payment_date_window: canMove ? window : null,
  };
}
