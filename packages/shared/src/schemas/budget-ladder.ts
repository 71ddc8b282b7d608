import { z } from 'zod';
import { BudgetShareSchema, PhaseSchema } from './accounts.js';

/** An offer's total against the firm's ask or the balance (OfferComparison in domain/offers.ts). */
export const OfferComparisonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('less'), difference_cents: z.number().int(), firm_cents: z.number().int() }),
  z.object({ kind: z.literal('same'), firm_cents: z.number().int() }),
  z.object({ kind: z.literal('more'), difference_cents: z.number().int(), firm_cents: z.number().int() }),
  z.object({ kind: z.literal('share'), percent: z.number().int(), owed_cents: z.number().int() }),
  z.object({ kind: z.literal('none') }),
]);

/** Why the ladder is empty (NoLadderReason in domain/budget-ladder.ts); the web words it in the reader's language. */
export const NoLadderReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_balance') }),
  z.object({ kind: z.literal('unaffordable'), has_spare_money: z.boolean(), savings_above_cushion: z.boolean() }),
]);

/** The consumer's "Offers you can afford" (issue 24): the offerLadder of their financial report. */
export const LadderRungSchema = z.object({
  kind: z.enum(['lump_sum', 'plan']),
  total_amount_cents: z.number().int(),
  payments: z.number().int(),
  phases: z.array(PhaseSchema),
  largest_payment_cents: z.number().int(),
  left_after_cents: z.number().int(),
  comparison: OfferComparisonSchema,
});

/** What the ladder aims at (LadderBasis in domain/budget-ladder.ts): the firm's counteroffer, or typical settlements. */
export const LadderBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('firm_counter'), firm_counter_cents: z.number().int() }),
  z.object({ kind: z.literal('typical'), lump_sum_percent: z.number().int(), plan_percent: z.number().int() }),
]);

export const BudgetLadderResponseSchema = z.object({
  /** False when no bank is connected or the report is not built yet: then there is no ladder. */
  has_report: z.boolean(),
  basis: LadderBasisSchema.nullable(),
  disposable_income_cents: z.number().int().nullable(),
  affordable_monthly_cents: z.number().int().nullable(),
  emergency_cushion_cents: z.number().int(),
  rungs: z.array(LadderRungSchema),
  /** Why there are no rungs; null when there are some, and before a bank is connected (has_report false). */
  reason: NoLadderReasonSchema.nullable(),
  /** The bands this consumer would share, and what is shared with the firm now. */
  income_band: z.string().nullable(),
  expense_band: z.string().nullable(),
  share: BudgetShareSchema.nullable(),
});
export type BudgetLadderResponse = z.infer<typeof BudgetLadderResponseSchema>;

export const BudgetShareInputSchema = z
  .strictObject({ share_income_band: z.boolean(), share_expense_band: z.boolean() })
  .refine((v) => v.share_income_band || v.share_expense_band, { message: 'Choose at least one band to share' });
export type BudgetShareInput = z.infer<typeof BudgetShareInputSchema>;
