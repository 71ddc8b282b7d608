import { z } from 'zod';
import { BudgetShareSchema, PhaseSchema } from './accounts.js';

/** The consumer's "Offers you can afford" (issue 24): the offerLadder of their financial report. */
export const LadderRungSchema = z.object({
  kind: z.enum(['lump_sum', 'plan']),
  total_amount_cents: z.number().int(),
  payments: z.number().int(),
  phases: z.array(PhaseSchema),
  largest_payment_cents: z.number().int(),
  explanation: z.string(),
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
  reason: z.string().nullable(),
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
