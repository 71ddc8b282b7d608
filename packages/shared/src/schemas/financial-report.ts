import { z } from 'zod';
import { PAY_FREQUENCIES } from '../domain/pay-frequency.js';

/** Consumer spec 4: available, consent_required (connect a bank), reconnect (the connection expired); processing while the report is built. */
export const FINANCIAL_REPORT_STATUSES = ['available', 'consent_required', 'reconnect', 'processing'] as const;
export type FinancialReportStatus = (typeof FINANCIAL_REPORT_STATUSES)[number];

/** The realtime channel `bank_report:{user_id}` (ARCHITECTURE "Realtime") and its banner texts (collector spec 4). */
export const BANK_REPORT_EVENTS = { join: 'join_bank_report', ready: 'report_ready', failed: 'report_failed' } as const;
export const bankReportRoom = (userId: number) => `bank_report:${userId}`;

export const BANK_MESSAGES = {
  ready: 'Account Connection Successful!',
  failed: "We couldn't generate your report, but you can continue.",
  reconnect: 'Your bank connection has expired. Reconnect it to refresh your budget.',
  consentRequired: 'Connect your bank account to see a budget built from your real income and spending.',
  processing: 'We are building your report from your bank data. This takes a few seconds.',
  linkExpired: 'This bank connection link has expired. Please start again.',
  unknownInstitution: 'Choose your bank from the list.',
  consentNeeded: 'Please agree to share your bank data to continue.',
  tooManyConnections: 'You have connected banks many times today. Please try again tomorrow.',
} as const;

/** The budget's expense categories (consumer spec 3) and their words: the server labels the report with them, the app translates them. */
export const BUDGET_CATEGORY_LABELS = {
  rent: 'Rent',
  utilities: 'Utilities',
  groceries: 'Groceries',
  dining: 'Dining out',
  transportation: 'Transportation',
  insurance: 'Insurance',
  loan_payments: 'Loan payments',
  medical: 'Medical',
  entertainment: 'Entertainment and subscriptions',
  cash: 'Cash withdrawals',
  shopping: 'Shopping',
  other: 'Other',
} as const;
export type BudgetCategory = keyof typeof BUDGET_CATEGORY_LABELS;

export const BankAccountSummarySchema = z.object({
  name: z.string(),
  institution_name: z.string(),
  type: z.string(),
  mask: z.string(),
  logo: z.string().nullable().describe('An image URL or data: URI'),
  total_balance: z.number().int().describe('integer cents'),
});

export const IncomeSourceSchema = z.object({
  employer_name: z.string(),
  type: z.enum(['wages', 'benefits', 'other']),
  average_monthly_income: z.number().int().describe('integer cents'),
  pay_frequency: z.enum(PAY_FREQUENCIES),
  next_payment_date: z.string().nullable(),
});
export type IncomeSource = z.infer<typeof IncomeSourceSchema>;

export const FinancialBaseReportSchema = z.object({
  average_monthly_balance: z.number().int().describe('integer cents'),
  average_monthly_income: z.number().int().describe('integer cents'),
  average_monthly_expenses: z.number().int().describe('integer cents'),
  income_last_year: z.number().int().describe('integer cents, the 12 months before the report'),
  bank_accounts: z.array(BankAccountSummarySchema),
  income_sources: z.array(IncomeSourceSchema),
  monthly: z.array(z.object({ month: z.string().describe('YYYY-MM'), income_cents: z.number().int(), expenses_cents: z.number().int() })),
  expenses_by_category: z.array(z.object({ category: z.string(), label: z.string(), monthly_average_cents: z.number().int() })),
  period_start: z.string(),
  period_end: z.string(),
  generated_at: z.string(),
});
export type FinancialBaseReport = z.infer<typeof FinancialBaseReportSchema>;

export const FinancialReportSchema = z.object({
  status: z.enum(FINANCIAL_REPORT_STATUSES),
  base_report: FinancialBaseReportSchema.nullable(),
  /** The latest build failed: the banner text; base_report then holds the previous report, if any. */
  last_error: z.string().nullable(),
});
export type FinancialReport = z.infer<typeof FinancialReportSchema>;

// ---- Connecting a bank (the provider's link flow; in sandbox mode Parley's own /plaid/link page) ----

export const BankInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  primary_color: z.string(),
  /** Sandbox only: what choosing it demonstrates ("the report fails"). */
  sandbox_behavior: z.string().nullable(),
});
export const LinkTokenResponseSchema = z.object({
  link_token: z.string(),
  expiration: z.string(),
  mode: z.enum(['sandbox', 'plaid']),
  institutions: z.array(BankInstitutionSchema),
});
export type LinkTokenResponse = z.infer<typeof LinkTokenResponseSchema>;

export const SandboxPublicTokenInputSchema = z.strictObject({
  link_token: z.string().min(1).max(200),
  institution_id: z.string().min(1).max(100),
  consent: z.literal(true, BANK_MESSAGES.consentNeeded),
});
export const PublicTokenResponseSchema = z.object({ public_token: z.string() });

export const ExchangePublicTokenInputSchema = z.strictObject({ public_token: z.string().min(1).max(200) });
export const BankConnectionResponseSchema = z.object({ status: z.literal('processing'), institution_name: z.string() });
export const BankReportEventSchema = z.object({ user_id: z.number().int(), status: z.enum(['ready', 'failed']), message: z.string() });
export type BankReportEvent = z.infer<typeof BankReportEventSchema>;
