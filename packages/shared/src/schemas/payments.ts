import { z } from 'zod';
import { MAX_OFFER_CENTS } from '../domain/offers.js';
import { isSitePath } from '../domain/validation.js';

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** A card as the payment provider saw it; the number itself never reaches Parley's server. */
export const CardSummarySchema = z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() });

export const PlanChargeSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  status: z.enum(['scheduled', 'processing', 'paid', 'failed', 'covered']),
  /** When the charge is billed: the end of its day in UTC (ISO instant). */
  billing_at: z.string(),
});

/**
 * Consumer spec 3 "Payment plan". Amounts are cents. `subscription_id` is the id the autopay date
 * change (`/api/subscription_payment_dates/{id}`) takes.
 */
export const PaymentPlanSchema = z
  .object({
    document_id: z.number().int(),
    subscription_id: z.number().int().nullable(),
    total_amount_customer_pays: z.number().int(),
    balance_remaining: z.number().int(),
    total_savings: z.number().int(),
    previous_payment_date: z.string().nullable(),
    next_payment_amount: z.number().int().nullable(),
    next_payment_date: z.string().nullable(),
    /** The instant the next payment is billed (end of its day in UTC); the app shows it in local time. */
    next_billing_at: z.string().nullable(),
    payment_history: z.array(z.object({ id: z.number().int(), amount: z.number().int(), date: z.string() })),
    progress_percentage: z.number().int(),
    last_payment_date: z.string().nullable(),
    total_payments_count: z.number().int(),
    payments_remaining: z.number().int(),
    is_subscription_active: z.boolean(),
    is_subscription_upcoming: z.boolean(),
    subscription_needs_attention: z.boolean(),
    subscription_latest_invoice_url: z.string().nullable(),
    /** The latest failed attempt's reason, shown with the failed-autopay warning. */
    latest_failure_message: z.string().nullable(),
    card: CardSummarySchema.nullable(),
    schedule: z.array(PlanChargeSchema),
    /** The payment date change window for the next payment (tomorrow … one day before it), when it can move. */
    payment_date_window: z.object({ min: z.string(), max: z.string() }).nullable(),
  })
  .meta({ id: 'PaymentPlan' });
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

/** How the browser collects cards: the sandbox form, or Stripe Elements with this publishable key. */
export const PaymentsConfigSchema = z.object({ provider: z.enum(['sandbox', 'stripe']), publishable_key: z.string().nullable() });
/** A card form's start: Stripe's SetupIntent client secret for the consumer's own customer (null for the sandbox). */
export const CardSetupSchema = z.object({ client_secret: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

const PaymentMethodId = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a payment method id');

export const SetupAutopayInputSchema = z.strictObject({ payment_method_id: PaymentMethodId });
export type SetupAutopayInput = z.infer<typeof SetupAutopayInputSchema>;

export const AdditionalPaymentInputSchema = z.strictObject({
  amount_cents: z.coerce.number().int('Amounts are in whole cents').min(100, 'The smallest extra payment is $1.00').max(MAX_OFFER_CENTS),
  return_url: z
    .string()
    .max(500)
    .refine((path) => isSitePath(path) && /^[A-Za-z0-9_\-/?=&.]*$/.test(path), 'Not a path on this site')
    .optional(),
});
export type AdditionalPaymentInput = z.infer<typeof AdditionalPaymentInputSchema>;

/** The outcome of a payment taken while the consumer waits: done, or a redirect to authenticate it. */
export const PaymentResultSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'requires_action', 'failed']),
  payment_intent: z.string(),
  redirect_url: z.string().nullable(),
  message: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const PaymentIntentReturnInputSchema = z.strictObject({
  payment_intent: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .regex(/^[A-Za-z0-9_]+$/),
});

/** Consumer spec 7 "Autopay date change": payment_date in, message (and errors) out. */
export const PaymentDateChangeInputSchema = z.object({ payment_date: z.string().max(40).nullable().optional() });
export const PaymentDateChangeResponseSchema = z.object({ message: z.string(), formattedDate: z.string(), payment_date: z.string() });
export const PaymentDateChangeErrorSchema = z.object({ error: z.string(), code: z.string(), message: z.string(), errors: z.array(z.string()) });
export const SubscriptionIdSchema = z.object({ id: Id });

/** The sandbox's stand-in for the provider's card element: the card goes to the sandbox, a token comes back. */
export const SandboxCardInputSchema = z.strictObject({
  number: z.string().trim().max(30),
  exp_month: z.coerce.number().int().min(1, 'Enter the expiry month').max(12, 'Enter the expiry month'),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  postal_code: z.string().trim().max(10).optional(),
});
export type SandboxCardInput = z.infer<typeof SandboxCardInputSchema>;
export const SandboxPaymentMethodSchema = z.object({ id: z.string(), card: CardSummarySchema });

export const PayoutSchema = z.object({
  id: z.number().int(),
  method: z.enum(['ach', 'digital_check']),
  destination: z.string(),
  amount: z.number().int(),
  status: z.enum(['in_transit', 'paid', 'returned']),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  return_reason: z.string().nullable(),
});
export const PayoutsSchema = z.object({ payouts: z.array(PayoutSchema), owed_cents: z.number().int() });

export const PaymentReturnResponseSchema = z.object({ plan: PaymentPlanSchema, status: z.string(), message: z.string().nullable() });
export const SandboxAuthenticateInputSchema = z.strictObject({ outcome: z.enum(['approve', 'fail']) });
export const SandboxAuthenticateResponseSchema = z.object({ status: z.string(), return_url: z.string() });
