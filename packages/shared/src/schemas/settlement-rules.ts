import { z } from 'zod';
import { MAX_OFFER_CENTS, MAX_PAYMENTS, MIN_INSTALLMENT_CENTS } from '../domain/offers.js';
import { ACCOUNT_FACT_SOURCES, COUNTER_RECOVERY_WEIGHT, MIN_COUNTER_HISTORY, RULE_SET_MODES, type SettlementRule } from '../domain/settlement-rules.js';
import { isPrintableText } from '../domain/validation.js';

const Percent = z.coerce.number().int('Use a whole percentage').min(1, 'At least 1%').max(100, 'At most 100%');
const Months = z.coerce.number().int('Use a whole number of months').min(1, 'At least 1 month').max(MAX_PAYMENTS, `At most ${MAX_PAYMENTS} months`);
const Cents = z.coerce.number().int('Amounts are in whole cents').min(0).max(MAX_OFFER_CENTS);
const optionalName = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .refine(isPrintableText, 'Contains characters that are not allowed')
  .nullable()
  .default(null)
  .transform((v) => (v === '' ? null : v));

export const PlanMinimumSchema = z.strictObject({ max_months: Months.min(2, 'A plan has at least 2 payments'), min_percent: Percent });

/** One settlement rule (issue 23); the evaluation is `evaluateOffer` in domain/settlement-rules.ts. */
export const SettlementRuleSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name the rule').max(80, 'At most 80 characters').refine(isPrintableText, 'Contains characters that are not allowed'),
    plaintiff_name: optionalName,
    min_balance_cents: Cents.nullable().default(null),
    max_balance_cents: Cents.nullable().default(null),
    min_lump_sum_percent: Percent,
    plan_minimums: z.array(PlanMinimumSchema).max(4, 'At most 4 plan lengths').default([]),
    max_months: Months,
    min_installment_cents: Cents.min(MIN_INSTALLMENT_CENTS, 'The smallest payment is at least $1.00'),
    first_payment_within_days: z.coerce.number().int('Use whole days').min(3, 'At least 3 days').max(180, 'At most 180 days'),
  })
  .superRefine((r, ctx) => {
    if (r.min_balance_cents !== null && r.max_balance_cents !== null && r.min_balance_cents > r.max_balance_cents) {
      ctx.addIssue({ code: 'custom', path: ['max_balance_cents'], message: 'The top of the balance band is under its bottom' });
    }
    const lengths = r.plan_minimums.map((p) => p.max_months);
    if (new Set(lengths).size !== lengths.length) ctx.addIssue({ code: 'custom', path: ['plan_minimums'], message: 'Each plan length once' });
    r.plan_minimums.forEach((p, i) => {
      if (p.max_months > r.max_months) {
        ctx.addIssue({ code: 'custom', path: ['plan_minimums', i, 'max_months'], message: 'Longer than the maximum months' });
      }
    });
  })
  .transform((r) => ({ ...r, plan_minimums: [...r.plan_minimums].sort((a, b) => a.max_months - b.max_months) }));
export type SettlementRuleInput = z.input<typeof SettlementRuleSchema>;

// The schema and the evaluation's type are one shape.
const _sameShape: (r: z.output<typeof SettlementRuleSchema>) => SettlementRule = (r) => r;
void _sameShape;

export const RuleSetRulesSchema = z.array(SettlementRuleSchema).max(20, 'At most 20 rules');

export const SaveRuleSetInputSchema = z.strictObject({ mode: z.enum(RULE_SET_MODES), rules: RuleSetRulesSchema }).superRefine((s, ctx) => {
  if (s.mode !== 'off' && s.rules.length === 0) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'Add a rule before turning the rules on' });
});
export type SaveRuleSetInput = z.input<typeof SaveRuleSetInputSchema>;

/** A saved rule as the API answers it (the input schema's shape, after its defaults). */
const SettlementRuleViewSchema = z.object({
  name: z.string(),
  plaintiff_name: z.string().nullable(),
  min_balance_cents: z.number().int().nullable(),
  max_balance_cents: z.number().int().nullable(),
  min_lump_sum_percent: z.number().int(),
  plan_minimums: z.array(z.object({ max_months: z.number().int(), min_percent: z.number().int() })),
  max_months: z.number().int(),
  min_installment_cents: z.number().int(),
  first_payment_within_days: z.number().int(),
});

export const RuleSetSchema = z.object({
  mode: z.enum(RULE_SET_MODES),
  rules: z.array(SettlementRuleViewSchema),
  updated_at: z.string().nullable(),
  can_edit: z.boolean(),
});
export type RuleSet = z.infer<typeof RuleSetSchema>;

export const SimulateRuleSetInputSchema = z.strictObject({ rules: RuleSetRulesSchema });

const Counts = z.object({ accept: z.number().int(), counter: z.number().int(), leave: z.number().int(), expected_recovery_cents: z.number().int() });
export const SimulationResultSchema = z.object({
  open: Counts.extend({ on_consumer_facts: z.number().int() }),
  history: Counts.extend({ offers: z.number().int(), actual_recovery_cents: z.number().int() }),
  by_rule: z.array(z.object({ rule_name: z.string(), accept: z.number().int(), counter: z.number().int(), leave: z.number().int() })),
  counter_recovery_weight: z.number(),
  counter_basis: z.object({ cases: z.number().int(), agreed: z.number().int(), from_history: z.boolean() }),
});

const PlanOut = z.object({
  total_amount_cents: z.number().int(),
  payments: z.number().int(),
  first_payment_date: z.string().nullable(),
  phases: z.array(z.object({ iterations: z.number().int(), payment_amount_cents: z.number().int() })),
});
/**
 * The facts a rule reads on an account (issue 33): the balance and creditor, who supplied them, and
 * for the firm's, who confirmed them when (confirmed_by is null for an import).
 */
export const AccountFactsSchema = z.object({
  balance_cents: z.number().int().nullable(),
  plaintiff_name: z.string().nullable(),
  source: z.enum(ACCOUNT_FACT_SOURCES),
  confirmed_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type AccountFacts = z.infer<typeof AccountFactsSchema>;

/** A staff member vouches for an account's balance and creditor, correcting them if need be. */
export const ConfirmAccountFactsInputSchema = z.strictObject({
  customer_document_id: z.coerce.number().int().positive().max(2_147_483_647),
  balance_cents: z.coerce.number().int('Amounts are in whole cents').min(1, 'Enter the balance the firm holds').max(MAX_OFFER_CENTS),
  plaintiff_name: z
    .string()
    .trim()
    .min(1, 'Enter the creditor or plaintiff')
    .max(200, 'At most 200 characters')
    .refine(isPrintableText, 'Contains characters that are not allowed'),
});
export type ConfirmAccountFactsInput = z.input<typeof ConfirmAccountFactsInputSchema>;

/** The suggestion of the accept/counteroffer dialog (mode suggest or automatic); null when the rules are off or there is no offer. */
export const RuleSuggestionSchema = z.object({
  suggestion: z
    .object({
      decision: z.enum(['accept', 'counter', 'leave']),
      rule_name: z.string().nullable(),
      reason: z.string(),
      counteroffers: z.array(PlanOut),
      /** The facts the decision rested on; the rules answer by themselves only on the firm's. */
      facts: AccountFactsSchema,
    })
    .nullable(),
});

/** An answer the firm's rules made by themselves, as the activity log names it. */
export const automaticRuleLabel = (ruleName: string) => `Automatic: rule ${ruleName}`;

export const SETTLEMENT_RULE_MESSAGES = {
  saved: 'Settlement rules saved.',
  readOnly: 'Only an administrator of the firm changes its settlement rules.',
  meetsRules: 'Meets your rules: accept',
  factsConfirmed: 'Balance and creditor confirmed.',
  factsLockedByAgreement: 'The balance cannot change once terms are agreed.',
  suggestOnlyOnConsumerFacts:
    'The balance and creditor are as the consumer typed them: your rules suggest here, and answer by themselves only once the firm confirms them.',
  onConsumerFacts: (n: number) =>
    `${n} open ${n === 1 ? 'offer rests' : 'offers rest'} on a balance and creditor only the consumer gave: the rules will suggest there, not answer.`,
  /** How the simulation valued a counter: from the firm's own countered cases, or the assumption while it has too few. */
  simulationBasis: (weight: number, basis: { cases: number; agreed: number; from_history: boolean }) =>
    basis.from_history
      ? `Expected recovery counts every accepted offer in full and every counteroffer at ${Math.round(weight * 100)}% of its smallest plan: what your firm's counteroffers brought in, over the ${basis.cases} countered ${basis.cases === 1 ? 'case' : 'cases'} old enough to tell (${basis.agreed} settled).`
      : `Expected recovery counts every accepted offer in full and every counteroffer at an assumed ${Math.round(COUNTER_RECOVERY_WEIGHT * 100)}% of its smallest plan: your firm has ${basis.cases} countered ${basis.cases === 1 ? 'case' : 'cases'} old enough to tell, and the simulation uses its own figure from ${MIN_COUNTER_HISTORY}.`,
} as const;
