import { FIELD_MESSAGES, isNameText } from './validation.js';

/**
 * The consumer intake (consumer spec 2, 5, 8, 9): the walk-through steps of each product, the
 * summary and details rules, and every message the spec names. Pure: the forms use these to guide,
 * the server to enforce.
 */

export const CASE_PRODUCTS = ['debt_answer', 'solosettle', 'document_generation'] as const;
export type Product = (typeof CASE_PRODUCTS)[number];

/** Consumer spec 9. */
export const INTAKE_LIMITS = {
  minLawsuitAmountCents: 10_000,
  maxUploadBytes: 26_214_400,
  cameraJpegQuality: 0.8,
  searchMinChars: 2,
  searchDebounceMs: 300,
  downloadMaxPolls: 20,
  saveToastMs: 3000,
  errorToastMs: 5000,
  ssnDigits: 9,
  lastFourDigits: 4,
  phoneDigits: 10,
} as const;

/** Consumer spec 5 "Upload": by content, never by name. */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'gif', 'png'] as const;

/** A file's problem by the spec's upload rules (the server checks the content again), or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (file.size > INTAKE_LIMITS.maxUploadBytes) return INTAKE_MESSAGES.uploadTooLarge;
  const ext = (file.name.split('.').pop() ?? '').toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? null : INTAKE_MESSAGES.uploadType(ext || 'unknown');
}

export const INTAKE_MESSAGES = {
  // Summary fields (spec 5)
  blank: 'Input cannot be blank.',
  required: 'This field is required',
  selectState: 'Please select a state',
  minAmount: 'Please enter a lawsuit amount of at least $100',
  civilNumber: 'Please enter the civil number',
  lawFirmRequired: 'Please enter the law firm name',
  lawyerEmails: 'Please enter valid email addresses',
  ssnEither: 'Please provide either your full SSN or the last 4 digits',
  // Details form (spec 5)
  confirmAccurate: 'Please confirm that the information is correct and accurate',
  missingFields: 'Please fill in the following required fields: ',
  invalidFields: 'Please correct the following fields: ',
  address: 'Please provide your address',
  ssnFull: 'The social security number must be 9 digits',
  ssnLastFour: 'Please enter the last 4 digits of your social security number',
  phone: 'Please enter a valid US phone number',
  plaintiff: 'Please enter the plaintiff name',
  birthdate: 'Please provide your birthdate',
  zip: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
  // Errors (spec 8)
  scanFailed: "We couldn't read your documents. You can enter the details yourself instead.",
  uploadTooLarge: 'File if to large. Max size is 25MB.',
  uploadType: (type: string) => `File type (${type}) isn't allowed.`,
  uploadFailed: 'File upload failed! Please try again in a few moments.',
  directUploadFailed: 'We could not upload your file. Please contact support at support@parley.test.',
  searchCourtsFailed: 'Failed to search courts. Please try again.',
  searchFailed: 'Failed to search. Please try again.',
  displayFailed: 'Failed to display results...',
  selectFailed: (what: 'court' | 'law firm' | 'plaintiff') => `Failed to select ${what}...`,
  saveCourtFailed: 'Failed to save court selection...',
  phoneFailed: 'Failed to validate phone number',
  downloadFailed: 'There was an error generating your document. Please refresh the page to try again.',
  /** Asked to make a document again while it is being made (409). */
  documentBeingMade: 'Your document is already being prepared.',
  /** Asked to make a document again before it was ever made (409). */
  documentNotMadeYet: 'Finish the steps before it first: your document has not been made yet.',
  saved: (label: string) => `${label} saved successfully`,
  courtLevel: 'Please choose the court that sent your papers',
} as const;

/** The steps of each product's walk-through, in order. */
export const WALK_THROUGHS: Record<Product, readonly StepName[]> = {
  solosettle: ['scan_document', 'document_summary', 'details', 'hardship'],
  // The court comes first: a court that needs its own form is named before anything sensitive is asked.
  debt_answer: ['jurisdiction', 'scan_document', 'document_summary', 'details', 'defenses', 'hardship', 'document_download'],
  document_generation: ['scan_document', 'document_summary', 'details', 'letter_choice', 'document_download'],
};

export const STEP_NAMES = [
  'jurisdiction',
  'scan_document',
  'document_summary',
  'details',
  'defenses',
  'hardship',
  'letter_choice',
  'document_download',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const STEP_TITLES: Record<StepName, string> = {
  jurisdiction: 'Your court',
  scan_document: 'Scan or upload your papers',
  document_summary: 'Check the summary',
  details: 'Your details',
  defenses: 'Your defenses',
  hardship: 'Your situation',
  letter_choice: 'Choose your letter',
  document_download: 'Download your document',
};

export const PRODUCT_TITLES: Record<Product, string> = {
  debt_answer: 'Debt Answer',
  solosettle: 'SoloSettle',
  document_generation: 'Document Generation',
};

/** The web path of a product's pages: /debt_answers/{id}, /solosettles/{id}, /document_generations/{id}. */
export const PRODUCT_PATHS: Record<Product, string> = {
  debt_answer: 'debt_answers',
  solosettle: 'solosettles',
  document_generation: 'document_generations',
};

export function stepUrl(product: Product, id: number, step: StepName): string {
  if (step === 'document_download') return `/my_dashboard/download?id=${id}`;
  return `/${PRODUCT_PATHS[product]}/${id}/steps/${step}`;
}

/**
 * Labels that follow whether there is a lawsuit (spec 1): collections mode speaks of a debt, a
 * collections agency, a collector and a creditor.
 */
export function caseLabels(lawsuitExists: boolean) {
  return lawsuitExists
    ? {
        lawFirm: 'Law Firm',
        state: 'State of the lawsuit',
        amount: 'Lawsuit amount',
        lawyerEmail: 'Lawyer Email',
        civilNumber: 'Case Number',
        plaintiff: 'Plaintiff Name',
        debt: 'lawsuit',
      }
    : {
        lawFirm: 'Collections Agency',
        state: 'State for the debt',
        amount: 'Amount in collections',
        lawyerEmail: 'Collector Email',
        civilNumber: 'File Number',
        plaintiff: 'Creditor Name',
        debt: 'debt',
      };
}

export const digitsOf = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** NANP: a 10-digit number whose area code and exchange start 2-9 and whose area code is not N11. */
export function isValidUsPhone(value: string): boolean {
  let d = digitsOf(value);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return false;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return false;
  return !/^[2-9]11/.test(d);
}

/** 5 or 9 digits, shown 12345-6789. */
export function isValidZip(value: string): boolean {
  return /^\d{5}(-?\d{4})?$/.test(value.trim());
}

/** An ISO date `years` years before `today`. */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y - years, m - 1, d));
  return target.toISOString().slice(0, 10);
}

/** Details form: the date input's limits, about 125 and 16 years ago (spec 5). */
export function birthdateLimits(today: string): { min: string; max: string } {
  return { min: yearsBefore(today, 125), max: yearsBefore(today, 16) };
}

export type SummaryFieldName =
  | 'customer_name'
  | 'lawsuit_state'
  | 'lawsuit_amount'
  | 'civil_number'
  | 'law_firm_name'
  | 'lawyer_email'
  | 'plaintiff_name'
  | 'determine_if_lawsuit_exists';

/** The summary's fields, in the order shown, with the labels their toasts use. */
export function summaryFields(lawsuitExists: boolean): { name: SummaryFieldName; label: string }[] {
  const l = caseLabels(lawsuitExists);
  return [
    { name: 'customer_name', label: 'Your Name' },
    { name: 'plaintiff_name', label: l.plaintiff },
    { name: 'law_firm_name', label: l.lawFirm },
    { name: 'lawyer_email', label: l.lawyerEmail },
    { name: 'lawsuit_state', label: l.state },
    { name: 'lawsuit_amount', label: l.amount },
    { name: 'civil_number', label: l.civilNumber },
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmailAddress = (value: string) => value.length <= 254 && EMAIL.test(value);

/**
 * One summary field's error, or null when valid (spec 5 "Summary fields"). `lawsuit_amount` is in
 * cents; `lawyer_email` may hold several addresses separated by commas.
 */
export function summaryFieldError(name: SummaryFieldName, value: unknown, context: { lawsuitExists: boolean; states: readonly string[] }): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  switch (name) {
    // The names keep to nameSchema's rule (schemas/common.ts): one line, no control characters.
    case 'customer_name':
    case 'plaintiff_name':
      if (text === '') return INTAKE_MESSAGES.blank;
      return isNameText(text) ? null : FIELD_MESSAGES.nameCharacters;
    case 'law_firm_name':
      if (text === '') return INTAKE_MESSAGES.lawFirmRequired;
      return isNameText(text) ? null : FIELD_MESSAGES.nameCharacters;
    case 'lawsuit_state':
      return context.states.includes(text) ? null : INTAKE_MESSAGES.selectState;
    case 'lawsuit_amount': {
      const cents = typeof value === 'number' ? value : Number.NaN;
      if (value === null || value === undefined || value === '') return INTAKE_MESSAGES.required;
      return Number.isInteger(cents) && cents >= INTAKE_LIMITS.minLawsuitAmountCents ? null : INTAKE_MESSAGES.minAmount;
    }
    case 'civil_number':
      return context.lawsuitExists && text === '' ? INTAKE_MESSAGES.civilNumber : null;
    case 'lawyer_email': {
      const emails = text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      if (emails.length === 0) return INTAKE_MESSAGES.required;
      return emails.every(isValidEmailAddress) ? null : INTAKE_MESSAGES.lawyerEmails;
    }
    case 'determine_if_lawsuit_exists':
      return typeof value === 'boolean' ? null : INTAKE_MESSAGES.required;
  }
}

export type SsnInput = { showFullSSN: boolean; fullSSN: string; lastFour: string };

/** Details form SSN: the full number or the last four, as the toggle says (spec 5). */
export function ssnError(ssn: SsnInput): string | null {
  const full = digitsOf(ssn.fullSSN);
  const four = digitsOf(ssn.lastFour);
  if (ssn.showFullSSN) {
    if (full === '') return INTAKE_MESSAGES.ssnEither;
    return full.length === INTAKE_LIMITS.ssnDigits ? null : INTAKE_MESSAGES.ssnFull;
  }
  if (four === '') return INTAKE_MESSAGES.ssnEither;
  return four.length === INTAKE_LIMITS.lastFourDigits ? null : INTAKE_MESSAGES.ssnLastFour;
}

export function birthdateError(birthdate: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return INTAKE_MESSAGES.birthdate;
  const { min, max } = birthdateLimits(today);
  return birthdate < min || birthdate > max ? INTAKE_MESSAGES.birthdate : null;
}

/** The details form's one-line summary of what is missing or wrong (spec 5). */
export function detailsSummaryMessage(missing: string[], invalid: string[]): string | null {
  if (missing.length > 0) return `${INTAKE_MESSAGES.missingFields}${missing.join(', ')}`;
  if (invalid.length > 0) return `${INTAKE_MESSAGES.invalidFields}${invalid.join(', ')}`;
  return null;
}

/** Hardship questions (the hardship form): each checked one reveals "Tell us more...". */
export const HARDSHIP_REASONS = [
  { key: 'job_loss', label: 'I lost my job or my hours were cut' },
  { key: 'medical', label: 'Medical bills or an illness in the family' },
  { key: 'divorce', label: 'Divorce or separation' },
  { key: 'fixed_income', label: 'I live on a fixed income (retirement, disability)' },
  { key: 'other_debts', label: 'Other debts or bills I cannot keep up with' },
  { key: 'other', label: 'Something else' },
] as const;
export type HardshipKey = (typeof HARDSHIP_REASONS)[number]['key'];

/** The statement a collector reads: the consumer's own words under each reason they chose. */
export function hardshipStatement(answers: Partial<Record<HardshipKey, string>>): string {
  const parts = HARDSHIP_REASONS.filter((r) => answers[r.key] !== undefined).map((r) => {
    const more = (answers[r.key] ?? '').trim();
    return more ? `${r.label}: ${more}` : `${r.label}.`;
  });
  return parts.join('\n');
}

export const LETTER_KINDS = [
  { key: 'debt_validation', title: 'Debt validation request letter' },
  { key: 'settlement_offer', title: 'Settlement offer letter' },
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number]['key'];
