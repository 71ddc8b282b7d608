import { z } from 'zod';
import { INTAKE_MESSAGES, summaryFieldError } from '../domain/intake.js';
import { LAST_ACTION_LABELS } from '../domain/lifecycle.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';
import { parseDollarsToCents } from '../money/money.js';
import { EmailSchema, IsoCalendarDateSchema, isStorableText, nameSchema } from './common.js';
import { MailingAddressSchema } from './mailing-address.js';

/**
 * A firm's portfolio file (CSV or XLSX): one account a row. Each field is checked by the rule the
 * rest of Parley already applies to it (the intake's summary fields, the mailing-address schema,
 * the e-mail and date schemas, the file-number limit), so an imported account is one the consumer's
 * own walk-through would have accepted. `reference` is the firm's account reference (the spec's
 * civil_number, "reference or case number"): the key of a re-import.
 */
export const PORTFOLIO_FIELDS = [
  {
    key: 'reference',
    label: 'Account reference',
    required: true,
    aliases: ['reference', 'account reference', 'account number', 'account no', 'civil number', 'case number', 'ref'],
  },
  { key: 'customer_name', label: 'Consumer name', required: true, aliases: ['customer name', 'consumer name', 'name', 'debtor', 'debtor name', 'full name'] },
  {
    key: 'lawsuit_amount',
    label: 'Amount (dollars)',
    required: true,
    aliases: ['amount', 'balance', 'debt amount', 'lawsuit amount', 'current balance', 'amount owed'],
  },
  { key: 'lawsuit_state', label: 'State', required: true, aliases: ['state', 'lawsuit state', 'st', 'venue state'] },
  { key: 'plaintiff_name', label: 'Creditor', required: true, aliases: ['creditor', 'plaintiff', 'plaintiff name', 'original creditor', 'creditor name'] },
  { key: 'file_number', label: 'File number', required: false, aliases: ['file number', 'file no', 'file', 'internal id', 'matter number'] },
  { key: 'email', label: 'E-mail', required: false, aliases: ['email', 'e-mail', 'email address'] },
  { key: 'birthdate', label: 'Birthdate', required: false, aliases: ['birthdate', 'date of birth', 'dob', 'birth date'] },
  { key: 'mailing_street', label: 'Street', required: false, aliases: ['street', 'address', 'mailing street', 'address line 1', 'street address'] },
  { key: 'mailing_city', label: 'City', required: false, aliases: ['city', 'mailing city'] },
  { key: 'mailing_state', label: 'Mailing state', required: false, aliases: ['mailing state', 'address state'] },
  { key: 'mailing_zip', label: 'ZIP', required: false, aliases: ['zip', 'zip code', 'postal code', 'mailing zip'] },
] as const;
export type PortfolioFieldKey = (typeof PORTFOLIO_FIELDS)[number]['key'];
export const PORTFOLIO_FIELD_KEYS = PORTFOLIO_FIELDS.map((f) => f.key) as [PortfolioFieldKey, ...PortfolioFieldKey[]];

/** Which column (by its header text) feeds each field; a field left out is not imported. */
export const PortfolioMappingSchema = z.partialRecord(z.enum(PORTFOLIO_FIELD_KEYS), z.string().max(200).nullable()).superRefine((mapping, ctx) => {
  for (const field of PORTFOLIO_FIELDS) {
    if (field.required && !mapping[field.key]) ctx.addIssue({ code: 'custom', path: [field.key], message: `Choose the column for ${field.label}` });
  }
});
export type PortfolioMapping = Partial<Record<PortfolioFieldKey, string | null>>;

const normalizeHeader = (h: string) =>
  h
    .toLowerCase()
    .replace(/[_\-.#:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The mapping guessed from a file's headers: each field takes the first header that is one of its names. */
export function guessPortfolioMapping(headers: readonly string[]): PortfolioMapping {
  const normalized = headers.map(normalizeHeader);
  const mapping: PortfolioMapping = {};
  const taken = new Set<number>();
  for (const field of PORTFOLIO_FIELDS) {
    const at = normalized.findIndex((h, i) => !taken.has(i) && (field.aliases as readonly string[]).includes(h));
    mapping[field.key] = at === -1 ? null : (headers[at] as string);
    if (at !== -1) taken.add(at);
  }
  return mapping;
}

const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isPrintableText, 'Contains characters that are not allowed')
    .refine(isStorableText, 'Contains characters that are not allowed');
const Optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
const STATES = US_STATE_CODES as readonly string[];

/** One row, as text cells by field. The output is what the accounts table stores. */
export const PortfolioRowSchema = z
  .object({
    reference: Text(100).pipe(z.string().min(1, INTAKE_MESSAGES.required)),
    customer_name: nameSchema(200).min(1, INTAKE_MESSAGES.blank),
    lawsuit_amount: z
      .string()
      .trim()
      .min(1, INTAKE_MESSAGES.required)
      .transform((v, ctx) => {
        const cents = parseDollarsToCents(v);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars, like 1234.56' });
          return z.NEVER;
        }
        const problem = summaryFieldError('lawsuit_amount', cents, { lawsuitExists: true, states: STATES });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return cents;
      }),
    lawsuit_state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => summaryFieldError('lawsuit_state', v, { lawsuitExists: true, states: STATES }) === null, INTAKE_MESSAGES.selectState),
    plaintiff_name: nameSchema(200).min(1, INTAKE_MESSAGES.blank),
    // The account page's own limit (UpdateFileNumberInputSchema).
    file_number: Optional(Text(64)),
    email: Optional(EmailSchema),
    birthdate: Optional(IsoCalendarDateSchema),
    mailing_street: z.string().default(''),
    mailing_city: z.string().default(''),
    mailing_state: z.string().default(''),
    mailing_zip: z.string().default(''),
  })
  .transform((row, ctx) => {
    const given = { street: row.mailing_street, city: row.mailing_city, state: row.mailing_state, zip: row.mailing_zip };
    // An address is optional, but one given is complete (letters print it), as on the details form.
    if (Object.values(given).every((part) => part.trim() === '')) return { ...row, mailing: null };
    const parsed = MailingAddressSchema.safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [`mailing_${String(issue.path[0])}`], message: issue.message });
      return z.NEVER;
    }
    return { ...row, mailing: parsed.data };
  });
export type PortfolioRow = z.output<typeof PortfolioRowSchema>;

/** Files and rows: what the upload and the import take at most. */
export const PORTFOLIO_LIMITS = {
  maxFileBytes: 50 * 1024 * 1024,
  maxRows: 200_000,
  maxColumns: 100,
  /** Row errors kept for the report; the counts stay exact past it. */
  maxReportedErrors: 1000,
} as const;

export const PORTFOLIO_MESSAGES = {
  tooLarge: `The file is too large (at most ${PORTFOLIO_LIMITS.maxFileBytes / 1024 / 1024} MB)`,
  wrongType: (ext: string) => `The file (${ext}) is not a CSV or an Excel workbook (.xlsx)`,
  missing: 'Choose a CSV or Excel file to import',
  noHeader: 'The file has no header row',
  tooManyColumns: `The file has more than ${PORTFOLIO_LIMITS.maxColumns} columns`,
  tooManyRows: `The file has more than ${PORTFOLIO_LIMITS.maxRows.toLocaleString('en-US')} rows; split it`,
  unknownColumn: (header: string) => `The file has no column "${header}"`,
  duplicateInFile: (row: number) => `The same reference is on row ${row} of this file`,
  unreadable: 'The file could not be read as CSV or as an Excel workbook',
  busy: 'An import of this file is already running',
} as const;

export const PORTFOLIO_IMPORT_STATUSES = ['uploaded', 'validating', 'validated', 'importing', 'imported', 'failed'] as const;

export const PortfolioRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type PortfolioRowError = z.infer<typeof PortfolioRowErrorSchema>;

export const PortfolioImportSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  kind: z.enum(['csv', 'xlsx']),
  status: z.enum(PORTFOLIO_IMPORT_STATUSES),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  mapping: z.record(z.string(), z.string().nullable()),
  rows_read: z.number().int(),
  rows_valid: z.number().int(),
  rows_invalid: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  unchanged_count: z.number().int(),
  /** Rows whose account has a negotiation under way: the file does not overwrite it (see policy). */
  locked_count: z.number().int(),
  errors: z.array(PortfolioRowErrorSchema),
  error: z.string().nullable(),
  dry_run: z.boolean(),
  /** The accounts the import creates go to the firm's staff in turn (issue 38). */
  assign_round_robin: z.boolean(),
});
export type PortfolioImport = z.infer<typeof PortfolioImportSchema>;

export const PortfolioImportIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const PortfolioRunInputSchema = z.strictObject({
  mapping: PortfolioMappingSchema,
  dry_run: z.boolean().default(false),
  assign_round_robin: z.boolean().default(false),
});

export const PORTFOLIO_EXPORTS = ['accounts', 'offers', 'payments'] as const;
export const PortfolioExportParamsSchema = z.object({ kind: z.enum(PORTFOLIO_EXPORTS) });

// ---- Recovery reports ----

const Cents = z.number().int();
export const RecoveryReportSchema = z.object({
  totals: z.object({
    accounts: z.number().int(),
    placed_cents: Cents,
    /** On every account, archived ones included. */
    recovered_cents: Cents,
    /** The part of recovered_cents on accounts not archived: the accounts page's Collected on active accounts. */
    recovered_active_cents: Cents,
    /** The part of recovered_cents on archived accounts. */
    recovered_archived_cents: Cents,
    outstanding_cents: Cents,
  }),
  over_time: z.array(z.object({ month: z.string(), recovered_cents: Cents, outstanding_cents: Cents })),
  by_status: z.array(
    z.object({
      status: z.union([z.enum(LAST_ACTION_LABELS as [string, ...string[]]), z.literal('No offer yet')]),
      accounts: z.number().int(),
      placed_cents: Cents,
      recovered_cents: Cents,
    }),
  ),
  by_state: z.array(z.object({ state: z.string(), accounts: z.number().int(), placed_cents: Cents, recovered_cents: Cents })),
  by_creditor: z.array(z.object({ creditor: z.string(), accounts: z.number().int(), placed_cents: Cents, recovered_cents: Cents })),
  response_time: z.object({
    offers: z.number().int(),
    answered: z.number().int(),
    median_hours: z.number().nullable(),
    p90_hours: z.number().nullable(),
    buckets: z.array(z.object({ bucket: z.string(), accounts: z.number().int() })),
  }),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      status: z.string(),
      amount_cents: Cents,
      ledger_cents: Cents,
      reconciled: z.boolean(),
    }),
  ),
});
export type RecoveryReport = z.infer<typeof RecoveryReportSchema>;
