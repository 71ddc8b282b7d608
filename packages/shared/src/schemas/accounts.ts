import { z } from 'zod';
import { LanguageSchema } from '../domain/language.js';
import { CURRENT_ACTION_TYPES, DISPUTE_FILTER_VALUES, LAST_ACTION_LABELS } from '../domain/lifecycle.js';
import { EVENT_ACTIONS, PARTIES } from '../domain/negotiation.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { CaseChangeMessageSchema } from './negotiation.js';
import { AccountFactsSchema } from './settlement-rules.js';

/** Rows per page of the accounts list; `num_pages` asks for that many pages from the top. */
export const ACCOUNTS_PAGE_SIZE = 25;
export const MAX_NUM_PAGES = 40;

export const ACCOUNT_SORT_KEYS = [
  'name',
  'reference',
  'file_number',
  'amount',
  'status',
  'status_date',
  'offer_amount',
  'payments',
  'tiers',
  'percent',
  'first_payment',
  'id',
] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

// Dollars or epoch seconds: 1e11 is past any debt and the year 5000, and well inside what bigint and timestamp hold (issue 18).
const RANGE_LIMIT = 1e11;
const Finite = z.coerce
  .number({ message: 'must be a number' })
  .refine(Number.isFinite, 'must be a number')
  .refine((n) => Math.abs(n) <= RANGE_LIMIT, `must be between -${RANGE_LIMIT} and ${RANGE_LIMIT}`);
const RangeSchema = z
  .strictObject({ min: Finite.optional(), max: Finite.optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { message: 'min must not be greater than max' });
export type Range = z.infer<typeof RangeSchema>;

/** An enum filter arrives as one value or a list (`filters[key][]=a&filters[key][]=b`). */
function enumList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();
}

export const ARCHIVED_VALUES = ['active', 'archived'] as const;

export const AccountFiltersSchema = z.strictObject({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  customer_document_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: enumList(LAST_ACTION_LABELS as unknown as readonly [string, ...string[]]),
  current_action: enumList(CURRENT_ACTION_TYPES),
  /** Beyond the spec (issue 38.3): accounts under an open dispute, or ever disputed. */
  dispute: enumList(DISPUTE_FILTER_VALUES),
  state: enumList(US_STATE_CODES as unknown as readonly [string, ...string[]]),
  /** Dollars. */
  debt_amount: RangeSchema.optional(),
  /** Dollars. */
  offer_amount: RangeSchema.optional(),
  /** Epoch seconds. */
  status_date: RangeSchema.optional(),
  /** Epoch seconds. */
  first_payment_date: RangeSchema.optional(),
  /** Without it only active (unarchived) accounts are listed. */
  archived: enumList(ARCHIVED_VALUES),
});
export type AccountFilters = z.infer<typeof AccountFiltersSchema>;

export const ApplyFiltersQuerySchema = z.strictObject({
  num_pages: z.coerce.number().int().min(1).max(MAX_NUM_PAGES, `num_pages must be at most ${MAX_NUM_PAGES}`).default(1),
  filters: AccountFiltersSchema.default({}),
  sort: z.enum(ACCOUNT_SORT_KEYS).default('status_date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ApplyFiltersQuery = z.infer<typeof ApplyFiltersQuerySchema>;

export const FILTER_TYPES = ['enum', 'range', 'text'] as const;
export const FilterDefinitionSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(FILTER_TYPES),
  values: z.array(z.union([z.string(), z.number()])),
  unit: z.enum(['value', 'location']),
  /** How the browser shows a range: money in dollars, or dates carried as epoch seconds. */
  format: z.enum(['money', 'date', 'text', 'label']).optional(),
  visible_in_ui: z.boolean(),
});
export const FilterValuesResponseSchema = z.object({ filters: z.array(FilterDefinitionSchema) });
export type FilterDefinition = z.infer<typeof FilterDefinitionSchema>;

export const PhaseSchema = z.object({ iterations: z.number().int(), payment_amount_cents: z.number().int() });
export const CurrentActionSchema = z.object({
  type: z.enum(CURRENT_ACTION_TYPES).nullable(),
  params: z.object({
    can_accept: z.boolean().optional(),
    latest_payment_date: z.string().nullable().optional(),
  }),
});
export type CurrentAction = z.infer<typeof CurrentActionSchema>;

const MoneyTotal = z.union([z.string(), z.object({ cents: z.number().int() })]);

export const FINANCIAL_DETAIL_KEYS = [
  'net_employment_income',
  'unemployment_income',
  'retirement_income',
  'other_income',
  'mortgage_payments',
  'rent',
  'auto_payments',
  'student_loan_payment',
  'credit_card_payments',
  'personal_loan_payments',
  'other_loan_payments',
  'insurance',
  'utilities',
  'telephone',
  'general_expenses',
  'food',
  'transportation',
  'medical_expenses',
  'child_care',
  'charitable_giving',
  'other_expenses',
] as const;
export type FinancialDetailKey = (typeof FINANCIAL_DETAIL_KEYS)[number];

export const NegotiationEventSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  party: z.enum(PARTIES),
  action: z.enum(EVENT_ACTIONS),
  disclosures: z.array(z.string()),
});

/** A consumer's consented budget share with the firm: bands only, never amounts (issue 24). */
export const BudgetShareSchema = z.object({
  income_band: z.string().nullable(),
  expense_band: z.string().nullable(),
  shared_at: z.string(),
});
export type BudgetShare = z.infer<typeof BudgetShareSchema>;

/** Collector spec 3 "Account (customer_info item)". */
export const CustomerInfoSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  law_firm_name: z.string(),
  birthdate: z.string().nullable(),
  civil_number: z.string().nullable(),
  file_number: z.string().nullable(),
  lawsuit_state: z.string().nullable(),
  plaintiff_name: z.string().nullable(),
  lawsuit_amount: z.number().int().nullable().describe('cents'),
  email: z.string().nullable(),
  lawsuit_exists: z.boolean(),
  last_action: z.string().nullable(),
  /** Beyond the spec (issue 40.4): when the status last changed, the list's "status_date" sort, so an open tab can place a pushed row. */
  status_date: z.string().nullable(),
  latest_event: z.object({ action: z.enum(EVENT_ACTIONS), created_at: z.string() }).nullable(),
  current_action: CurrentActionSchema,
  /** 12 CFR 1006.38: a dispute is open and unverified; the firm's collection actions wait for verification. */
  collection_paused: z.boolean(),
  /** The consumer's language (issue 24): their emails and documents are in it; the collector sees it when it is not English. */
  consumer_language: LanguageSchema,
  /** Whose balance and creditor these are (issue 33): settlement rules act alone only on the firm's. */
  account_facts: AccountFactsSchema,
  latest_historical_offer: z
    .object({ total_amount_cents: z.number().int(), payments: z.number().int(), first_payment_date: z.string().nullable(), phases: z.array(PhaseSchema) })
    .nullable(),
  offer_percent: z.number().int().nullable(),
  customer_mailing_address: z.object({
    customer_street: z.string().nullable(),
    customer_city: z.string().nullable(),
    customer_state: z.string().nullable(),
    customer_zip_code: z.string().nullable(),
  }),
  social_security_number: z.object({ last_four: z.string().nullable() }),
  hardship: z.record(z.string(), z.string()),
  hardship_statement: z.string().nullable(),
  monthly_income_total: MoneyTotal.nullable(),
  monthly_expenses_total: MoneyTotal.nullable(),
  plaid_verified: z.boolean(),
  /** The consumer's consented "Budget verified" share (issue 24): bands from their bank data, or null. */
  budget_verified: BudgetShareSchema.nullable(),
  has_detailed_data: z.boolean(),
  financial_details: z.record(z.string(), z.number().int()).describe('cents per key'),
  settlement_negotiation_events: z.array(NegotiationEventSchema),
  event_id_to_english_text: z.record(z.string(), z.string()),
  customer_document: z.object({
    id: z.number().int(),
    user_id: z.number().int().nullable(),
    archived_by_law_firm_on: z.string().nullable(),
    /** The staff member whose work queue holds the account (issue 38), or null. */
    assigned_user_id: z.number().int().nullable(),
  }),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const ApplyFiltersResponseSchema = z.object({
  customer_info: z.array(CustomerInfoSchema),
  more_pages: z.boolean(),
  total_count: z.number().int(),
  has_payment_details: z.boolean(),
  valid_first_payment_date: z.string(),
});

export const CollectorMetricsSchema = z.object({
  collected_amount: z.number().int().describe('cents'),
  uncollected_amount: z.number().int().describe('cents'),
  waiting_on_consumer_amount: z.number().int().describe('cents'),
  waiting_on_collector_amount: z.number().int().describe('cents'),
  response_rate: z.number().describe('percent, 0-100'),
  offers_count: z.number().int(),
  /** Beyond the spec (issue 38.3): active accounts whose open dispute pauses collection until the firm verifies. */
  disputes_open: z.number().int(),
});
export type CollectorMetrics = z.infer<typeof CollectorMetricsSchema>;

/**
 * Issue 40.4: a case change as the firm's staff receive it: the account's row as the list shows it,
 * read once after the change for every open tab (absent when it could not be read: the tab refetches),
 * and when it was read (ms), so a tab keeps the newer of two reads of one account.
 */
export const FirmCaseChangeMessageSchema = CaseChangeMessageSchema.extend({
  row: CustomerInfoSchema.optional(),
  as_of: z.number().optional(),
});
export type FirmCaseChangeMessage = z.infer<typeof FirmCaseChangeMessageSchema>;
/** The firm's metrics after a burst of changes (issue 40.4), pushed instead of every open tab asking. */
export const CaseMetricsMessageSchema = z.object({ metrics: CollectorMetricsSchema, as_of: z.number() });
export type CaseMetricsMessage = z.infer<typeof CaseMetricsMessageSchema>;

export const CustomerDocumentIdSchema = z.strictObject({ customer_document_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const UpdateFileNumberInputSchema = z.strictObject({
  customer_document_id: z.coerce.number().int().positive().max(2_147_483_647),
  file_number: z.string().trim().max(64, 'File number must be at most 64 characters'),
});

export const ACCOUNT_MESSAGES = {
  archiveFailed: 'Failed to archive document',
  unarchiveFailed: 'Failed to unarchive document',
  notFound: 'Account not found',
  readOnly: 'The on-call administrator views accounts read-only.',
} as const;
