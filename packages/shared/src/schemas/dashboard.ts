import { z } from 'zod';
import { DOCUMENT_SECTION_KEYS, DOCUMENT_STEP_KEYS, DOWNLOAD_KINDS, FILE_FORMATS, WALK_THROUGH_STATUSES } from '../domain/dashboard-document.js';
import { CONSUMER_STAGES } from '../domain/state-wording.js';
import { CreditReportSchema, CreditReportSolosettleSchema } from './credit-report.js';
import { FinancialReportSchema } from './financial-report.js';
import { UserProfileSchema } from './profile.js';

/** Consumer spec 2: the dashboard's tabs, in the `activeTab` query parameter. */
export const DASHBOARD_TABS = ['all', 'cases', 'profile', 'credit_report', 'financial_report', 'documents'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const PROMO_HIDE_DAYS = 7;

export const FilingMethodSchema = z.object({ tracking_number: z.string().nullable(), address_type: z.string() });
export const DocumentStepSchema = z.object({
  /** Beyond the spec: which step `title` names, for the web to say it in the reader's language. */
  key: z.enum(DOCUMENT_STEP_KEYS).optional(),
  title: z.string(),
  value: z.string().nullable(),
  url: z.string().nullable(),
  completed: z.boolean(),
  current: z.boolean(),
  filing_methods: z.array(FilingMethodSchema),
});
export const SectionedStepsSchema = z.object({
  /** Beyond the spec: which section `name` names. */
  key: z.enum(DOCUMENT_SECTION_KEYS).optional(),
  name: z.string(),
  steps: z.array(DocumentStepSchema),
});
export const DocumentDownloadSchema = z.object({
  /** Beyond the spec: what the file is, and its format, which `title` says in English. */
  kind: z.enum(DOWNLOAD_KINDS).optional(),
  format: z.enum(FILE_FORMATS).optional(),
  title: z.string(),
  url: z.string(),
});

/** Consumer spec 3 "Document". */
export const DashboardDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product: z.enum(['solosettle', 'debt_answer', 'document_generation']),
  created_at: z.string(),
  status: z.string(),
  /**
   * Beyond the spec, the facts the English `title`, `status` and `status_definition` are made of,
   * for the web to say them in the reader's language: a SoloSettle case's stage (with its amount
   * owed), a walk-through's status; whether the case is a lawsuit; the plaintiff the title names.
   */
  stage: z.enum(CONSUMER_STAGES).optional(),
  amount_owed_cents: z.number().int().nullable().optional().describe('integer cents'),
  status_key: z.enum(WALK_THROUGH_STATUSES).optional(),
  lawsuit_exists: z.boolean().optional(),
  plaintiff_name: z.string().nullable().optional(),
  status_color: z.string(),
  status_definition: z.string(),
  is_completed: z.boolean(),
  resume_url: z.string(),
  /** A Debt Answer's deadline to file (YYYY-MM-DD), once the state and service date are known. */
  answer_deadline: z.string().nullable(),
  sectioned_steps: z.array(SectionedStepsSchema),
  downloads: z.array(DocumentDownloadSchema),
  law_firm: z.object({ id: z.number().int().nullable(), name: z.string(), in_database: z.boolean() }).nullable(),
  /** Filled by the payment plan feature; null until a plan exists. */
  payment_plan: z.record(z.string(), z.unknown()).nullable(),
});
export type DashboardDocument = z.infer<typeof DashboardDocumentSchema>;

/** Consumer spec 3 "Case": one lawsuit or debt, with the documents made for it. */
export const DashboardCaseSchema = z.object({
  id: z.number().int(),
  info: z.object({
    plaintiff_name: z.string().nullable(),
    lawsuit_amount: z.number().int().nullable().describe('integer cents'),
    civil_number: z.string().nullable(),
    lawsuit_exists: z.boolean(),
    law_firm_name: z.string().nullable(),
    state: z.string().nullable(),
  }),
  has_payment_plan: z.boolean(),
  /** Beyond the spec: the plan's agreed total is received, so the case reads "Paid off", not "Payment plan". */
  plan_paid_off: z.boolean(),
  documents: z.array(DashboardDocumentSchema),
});
export type DashboardCase = z.infer<typeof DashboardCaseSchema>;

/** GET /my_dashboard.json (consumer spec 7). */
export const DashboardResponseSchema = z.object({
  cases: z.array(DashboardCaseSchema),
  credit_report: CreditReportSchema,
  financial_report: FinancialReportSchema,
  unorganizedDocuments: z.array(DashboardDocumentSchema),
  user_profile: UserProfileSchema,
  credit_report_solosettles: z.array(CreditReportSolosettleSchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
