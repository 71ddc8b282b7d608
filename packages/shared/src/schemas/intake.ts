import { z } from 'zod';
import { CASE_PRODUCTS, HARDSHIP_REASONS, type HardshipKey, INTAKE_MESSAGES, LETTER_KINDS, type LetterKind, STEP_NAMES } from '../domain/intake.js';
import { DEBT_TYPES, DEFENSES, type DebtType, type DefenseKey } from '../domain/jurisdictions.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';
import { IsoCalendarDateSchema, nameSchema } from './common.js';
import { CourtResultSchema } from './court-result.js';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (max: number) => z.string().max(max, `At most ${max} characters`).refine(isPrintableText, 'Contains characters that are not allowed');

export const IntakeIdParamsSchema = z.object({ id: Id });

export const CreateCustomerDocumentQuerySchema = z.object({
  document_name: z.enum(CASE_PRODUCTS, { message: 'document_name must be debt_answer, solosettle or document_generation' }),
  source: z.enum(['pilot']).optional(),
});
export const CreatedCustomerDocumentSchema = z.object({ id: z.number(), resume_url: z.string() });

const CourtLevelView = z.object({
  key: z.string(),
  name: z.string(),
  limit_cents: z.number().nullable(),
  answer_days: z.number().nullable(),
  answer_rule: z.string(),
  form_required: z.string().nullable(),
});
/** Every state and DC; `answer_days` and `answer_rule` are those of the state's usual court. */
export const SupportedJurisdictionsSchema = z.object({
  supported_jurisdictions: z.array(
    z.object({ state: z.string(), name: z.string(), answer_days: z.number().nullable(), answer_rule: z.string(), courts: z.array(CourtLevelView) }),
  ),
});

/** Step answers: a bag of named inputs; `encrypted` names those stored encrypted (SSN). */
export const StepResponseInputSchema = z.strictObject({
  step_name: z.enum(STEP_NAMES),
  inputs: z.record(z.string().max(64), z.unknown()).default({}),
  encrypted: z.array(z.string().max(64)).max(20).default([]),
  errors: z.record(z.string(), z.string()).optional(),
  /** Finish the step: every required input is checked, not only those sent. */
  complete: z.boolean().default(false),
});
export type StepResponseInput = z.infer<typeof StepResponseInputSchema>;
export const StepResponseResultSchema = z.object({ errors: z.record(z.string(), z.string()), resume_url: z.string(), completed: z.boolean() });

export const PrepopulateInputSchema = z.strictObject({ camera: z.boolean().default(false), upload: z.boolean().default(true) });
export const ResumeUrlSchema = z.object({ resume_url: z.string() });

export const UploadedFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  byte_size: z.number(),
  state: z.enum(['uploaded']),
});

export const DirectUploadInputSchema = z.strictObject({
  blob: z.strictObject({
    filename: Text(255).min(1),
    content_type: Text(100),
    byte_size: z.number().int().min(1),
    checksum: Text(64).optional(),
  }),
});
export const DirectUploadSchema = z.object({
  signed_id: z.string(),
  direct_upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});
export const AttachUploadInputSchema = z.strictObject({ signed_id: z.string().max(200), camera: z.boolean().default(false) });

/** The longest court name the details step takes (its field is Text(200)); the reader never offers a longer one. */
export const COURT_NAME_MAX = 200;

export const ExtractedFieldsSchema = z.object({
  customer_name: z.string().nullable(),
  lawsuit_state: z.string().nullable(),
  /** The court as the papers name it (issue 36); the consumer picks the directory's court on the details step. */
  court_name: z.string().max(COURT_NAME_MAX).nullable().default(null),
  lawsuit_amount: z.number().nullable(),
  civil_number: z.string().nullable(),
  lawyer_email: z.string().nullable(),
  law_firm_name: z.string().nullable(),
  plaintiff_name: z.string().nullable(),
  customer_mailing_address: z.object({
    customer_street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
  }),
  customer_phone_number: z.string().nullable(),
  social_security_number: z.string().nullable(),
  social_security_number_last_four: z.string().nullable(),
  birthdate: z.string().nullable(),
  confirm_law_firm: z.boolean(),
  confirm_plaintiff: z.boolean(),
  determine_if_lawsuit_exists: z.boolean().nullable(),
});
export type ExtractedFields = z.infer<typeof ExtractedFieldsSchema>;

export const ExtractedResponsesSchema = z.object({
  state: z.enum(['none', 'processing', 'completed', 'failed']),
  error: z.string().nullable(),
  fields: ExtractedFieldsSchema.nullable(),
});

const StepView = z.object({ name: z.enum(STEP_NAMES), title: z.string(), url: z.string(), completed: z.boolean(), current: z.boolean() });

/** The case as the walk-through sees it: what is known, and the steps. */
export const WalkThroughSchema = z.object({
  id: z.number(),
  product: z.enum(CASE_PRODUCTS),
  title: z.string(),
  resume_url: z.string(),
  is_completed: z.boolean(),
  steps: z.array(StepView),
  case: z.object({
    customer_name: z.string(),
    lawsuit_exists: z.boolean(),
    plaintiff_name: z.string().nullable(),
    law_firm_name: z.string().nullable(),
    law_firm_id: z.number().nullable(),
    lawyer_emails: z.array(z.string()),
    lawsuit_state: z.string().nullable(),
    lawsuit_amount: z.number().nullable(),
    civil_number: z.string().nullable(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }),
    phone_number: z.string().nullable(),
    ssn_last_four: z.string().nullable(),
    has_full_ssn: z.boolean(),
    birthdate: z.string().nullable(),
    court: z.object({ id: z.number().nullable(), name: z.string(), street: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }).nullable(),
    served_on: z.string().nullable(),
    /** The court level chosen at the first step of a Debt Answer (jurisdictions.ts keys). */
    court_level: z.string().nullable(),
    debt_type: z.string().nullable(),
    answer_deadline: z.string().nullable(),
    defenses: z.array(z.string()),
    hardship: z.record(z.string(), z.string()),
    letter_kind: z.string().nullable(),
    files: z.array(UploadedFileSchema),
  }),
});
export type WalkThrough = z.infer<typeof WalkThroughSchema>;

export { type CourtResult, CourtResultSchema } from './court-result.js';
export const CourtSearchQuerySchema = z.object({
  query: Text(100).default(''),
  state: z.string().max(2).optional(),
  /** A court level key of the state (jurisdictions.ts): only its courts, and those of unknown level. */
  level: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
});
export const NameSearchQuerySchema = z.object({ query: Text(100).default('') });
export const CourtResultsSchema = z.object({ results: z.array(CourtResultSchema) });
export const NameResultsSchema = z.object({ results: z.array(z.object({ id: z.number().nullable(), name: z.string(), in_database: z.boolean() })) });

export const SaveLawFirmInputSchema = z.strictObject({
  law_firm_name: nameSchema(200).min(1, 'Please enter the law firm name'),
  selected_law_firm_id: Id.nullable().optional(),
});
export const SavePlaintiffInputSchema = z.strictObject({
  plaintiff_name: nameSchema(200).min(1, 'Please enter the plaintiff name'),
  selected_plaintiff_id: Id.nullable().optional(),
});
export const SaveCourtInputSchema = z.strictObject({
  customer_document_id: Id.optional(),
  court_name: Text(COURT_NAME_MAX).trim().min(1, 'Please choose the court'),
  selected_court_id: Id.nullable().optional(),
  court_city: Text(100).default(''),
  court_state: Text(2).default(''),
  court_street: Text(200).default(''),
  court_zip_code: Text(10).default(''),
});
export const UpdatePhoneInputSchema = z.strictObject({ phone_number: Text(30), consents_to_sms: z.boolean().default(true) });
export const ErrorsArraySchema = z.object({ errors: z.array(z.string()) });
export const SaveResultSchema = z.object({ error: z.string().nullable() });
export const DeleteLawyerEmailQuerySchema = z.object({ email: z.string().max(254) });

export const AddressSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ city: z.string(), state: z.string(), zip_code: z.string(), description: z.string() })),
});
export const AddressQuerySchema = z.object({ query: Text(100).default('') });

export const DownloadsSchema = z.object({
  state: z.enum(['pending', 'processing', 'completed', 'failed']),
  error: z.string().nullable(),
  title: z.string(),
  answer_deadline: z.string().nullable(),
  downloads: z.array(z.object({ title: z.string(), url: z.string() })),
  /** When the documents served were made (ISO), once they are. */
  generated_at: z.string().nullable(),
  /** A fact the document uses changed after it was made: the page offers to make it again. */
  out_of_date: z.boolean(),
  /** The consumer saved edits in the editor, which making it again replaces. */
  edited: z.boolean(),
});

// Typed step inputs, checked by the server after the generic bag above.
export const HardshipInputsSchema = z.strictObject(
  Object.fromEntries(HARDSHIP_REASONS.map((r) => [r.key, Text(2000).optional()])) as Record<HardshipKey, z.ZodOptional<z.ZodString>>,
);
export const DefensesInputsSchema = z.strictObject({
  defenses: z.array(z.enum(DEFENSES.map((d) => d.key) as [DefenseKey, ...DefenseKey[]])).max(10),
  served_on: IsoCalendarDateSchema.optional(),
  debt_type: z
    .enum(DEBT_TYPES.map((d) => d.key) as [DebtType, ...DebtType[]])
    .nullable()
    .optional(),
});
/** The first step of a Debt Answer: the state of the lawsuit and, where there are several, the court level. */
export const JurisdictionInputsSchema = z.strictObject({
  lawsuit_state: z.enum(US_STATE_CODES, { message: INTAKE_MESSAGES.selectState }),
  court_level: z.string().max(40).nullable().optional(),
});
export const LetterChoiceInputsSchema = z.strictObject({ letter_kind: z.enum(LETTER_KINDS.map((l) => l.key) as [LetterKind, ...LetterKind[]]) });
