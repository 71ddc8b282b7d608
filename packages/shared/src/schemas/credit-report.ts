import { z } from 'zod';
import { CREDIT_FACTORS, FACTOR_IMPACTS, STATUS_TIERS } from '../domain/credit-score.js';

export const CREDIT_REPORT_STATUSES = ['error', 'available', 'missing_metadata', 'consent_required', 'fetching'] as const;
export type CreditReportStatus = (typeof CREDIT_REPORT_STATUSES)[number];

/** Consumer spec 4 and 8. */
export const CREDIT_MESSAGES = {
  error: 'Sorry, there was an error fetching your credit report.',
  couldNotFetch: "Sorry, we couldn't fetch your credit report.",
  fetching: 'We are fetching your credit report. Please check back in a few minutes.',
  missingMetadata: 'Complete your profile (address, birthdate and SSN) so we can find your credit report.',
  consentRequired: 'See your credit score and what shapes it. Checking your own score does not affect it.',
  fetchLimited: 'You have refreshed your credit report several times today. Please try again tomorrow.',
} as const;

const Tier = z.union(STATUS_TIERS.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>]);
const Factor = <T extends z.ZodType>(value: T) => z.object({ value, status_tier: Tier, impact: z.enum(FACTOR_IMPACTS) });

export const CreditFactorsSchema = z.object({
  payment_history: Factor(z.number()).describe('value: share of payments made on time, percent'),
  credit_utilization: Factor(z.number()).describe('value: revolving balances over limits, percent'),
  derogatory_marks: Factor(z.number().int()).describe('value: collections, charge-offs and public records'),
  credit_age: Factor(z.object({ years: z.number().int(), months: z.number().int() })).describe('value: average age of open accounts'),
  total_accounts: Factor(z.number().int()),
  hard_inquiries: Factor(z.number().int()).describe('value: in the last 24 months'),
  available_credit: Factor(z.number().int()).describe('value: unused revolving credit, integer cents'),
});
export type CreditFactors = z.infer<typeof CreditFactorsSchema>;
export const CREDIT_FACTOR_KEYS = CREDIT_FACTORS;

export const CollectionAccountSchema = z.object({
  id: z.string(),
  creditor_name: z.string(),
  original_creditor: z.string().nullable(),
  current_balance_cents: z.number().int(),
  opened_on: z.string(),
  /** The Parley case this collection is, when it is one of the consumer's own cases. */
  document_id: z.number().int().nullable(),
});

export const CreditBaseReportSchema = z.object({
  credit_score: z.object({
    value: z.number().int(),
    status_tier: Tier,
    score_reasons: z.array(z.string()),
    model: z.string(),
    max: z.number().int(),
  }),
  improvement_message: z.string(),
  factors: CreditFactorsSchema,
  score_history: z.array(z.object({ date: z.string(), value: z.number().int() })),
  collection_accounts: z.array(CollectionAccountSchema),
  bureau: z.string(),
  fetched_at: z.string().nullable(),
  /** Set when the latest refresh failed; the scores above are then from the previous pull. */
  error: z.string().nullable(),
});
export type CreditBaseReport = z.infer<typeof CreditBaseReportSchema>;

export const CreditReportSchema = z.object({ status: z.enum(CREDIT_REPORT_STATUSES), base_report: CreditBaseReportSchema.nullable() });
export type CreditReport = z.infer<typeof CreditReportSchema>;

/** Consumer spec 3 "Credit-report settlement offers": each collection account, with its SoloSettle case. */
export const CreditReportSolosettleSchema = z.object({
  collection_account_id: z.string(),
  document_id: z.number().int().nullable(),
  creditor_name: z.string(),
  current_balance: z.number().int().describe('integer cents'),
  resume_url: z.string(),
  has_submitted_offer: z.boolean(),
});
export type CreditReportSolosettle = z.infer<typeof CreditReportSolosettleSchema>;

export const FetchCreditReportResponseSchema = z.object({ success: z.boolean(), status: z.enum(CREDIT_REPORT_STATUSES) });
