import {
  birthdateError,
  caseLabels,
  DefensesInputsSchema,
  detailsSummaryMessage,
  digitsOf,
  HardshipInputsSchema,
  hardshipStatement,
  INTAKE_MESSAGES,
  isValidEmailAddress,
  JurisdictionInputsSchema,
  jurisdictionOf,
  LetterChoiceInputsSchema,
  type MailingAddressField,
  MailingAddressSchema,
  mailingAddressErrors,
  type StepResponseInput,
  type SummaryFieldName,
  ssnError,
  summaryFieldError,
  summaryFields,
  US_STATE_CODES,
} from '@parley/shared';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Doc, Intake } from './intake.steps.js';

/** A step's answers checked: each input's error by its name, and what the valid ones change on the case and its intake. */
type Applied = { errors: Record<string, string>; docPatch: Partial<Doc>; intakePatch: Partial<Intake> };

const STATE_CODES: readonly string[] = US_STATE_CODES;

/** Where the details form shows each part of the mailing address's message. */
export const DETAILS_ADDRESS_FIELDS: Record<MailingAddressField, string> = { street: 'address', city: 'city', state: 'state', zip: 'zip_code' };

/** The rules of a step's answers, by the step. Nothing is written here: the caller saves the patches. */
export function applyStep(doc: Doc, intake: Intake, input: StepResponseInput, deps: { clock: Clock; crypto: Crypto }): Applied {
  return input.step_name === 'document_summary'
    ? applySummary(doc, intake, input.inputs, input.complete)
    : input.step_name === 'details'
      ? applyDetails(doc, intake, input, deps)
      : input.step_name === 'jurisdiction'
        ? applyJurisdiction(input)
        : input.step_name === 'scan_document' || input.step_name === 'document_download'
          ? { errors: {}, docPatch: {}, intakePatch: {} }
          : applyStructured(input);
}

/** The summary's fields: each one sent is checked alone and saved when valid. */
function applySummary(doc: Doc, intake: Intake, inputs: Record<string, unknown>, complete: boolean) {
  const errors: Record<string, string> = {};
  const docPatch: Partial<Doc> = {};
  const intakePatch: Partial<Intake> = {};
  let lawsuitExists = doc.lawsuitExists;
  if ('determine_if_lawsuit_exists' in inputs) {
    if (typeof inputs.determine_if_lawsuit_exists === 'boolean') lawsuitExists = docPatch.lawsuitExists = inputs.determine_if_lawsuit_exists;
    else errors.determine_if_lawsuit_exists = INTAKE_MESSAGES.required;
  }
  const context = { lawsuitExists, states: STATE_CODES };
  const current: Record<SummaryFieldName, unknown> = {
    customer_name: doc.customerName,
    plaintiff_name: doc.plaintiffName,
    law_firm_name: intake.lawFirmName ?? doc.pendingLawFirmName ?? (doc.lawFirmId ? 'on Parley' : null),
    lawyer_email: intake.lawyerEmails.join(', '),
    lawsuit_state: doc.lawsuitState,
    lawsuit_amount: doc.lawsuitAmountCents,
    civil_number: doc.civilNumber,
    determine_if_lawsuit_exists: lawsuitExists,
  };
  const names = summaryFields(lawsuitExists).map((f) => f.name);
  for (const name of names) {
    const given = name in inputs;
    if (!given && !complete) continue;
    const value = given ? inputs[name] : current[name];
    const error = summaryFieldError(name, value, context);
    // Lawyer emails are needed only where the case goes to a firm that is not on Parley.
    const emailOptional = name === 'lawyer_email' && (doc.product !== 'solosettle' || doc.lawFirmId !== null) && (value === '' || value === null);
    if (error && !emailOptional) {
      errors[name] = error;
      continue;
    }
    if (!given) continue;
    const text = typeof value === 'string' ? value.trim() : '';
    if (name === 'customer_name') docPatch.customerName = text;
    if (name === 'plaintiff_name') docPatch.plaintiffName = text;
    if (name === 'lawsuit_state') docPatch.lawsuitState = text;
    if (name === 'lawsuit_amount') docPatch.lawsuitAmountCents = value as number;
    if (name === 'civil_number') docPatch.civilNumber = text || null;
    if (name === 'law_firm_name') {
      intakePatch.lawFirmName = text;
      if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawFirmName = text;
    }
    if (name === 'lawyer_email') {
      const emails = text
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean);
      intakePatch.lawyerEmails = emails;
      if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawyerEmail = emails[0] ?? null;
    }
  }
  return { errors, docPatch, intakePatch };
}

/** The details form: address, SSN, birthdate, lawyer emails, service date and the accuracy box. */
function applyDetails(doc: Doc, intake: Intake, input: StepResponseInput, { clock, crypto }: { clock: Clock; crypto: Crypto }) {
  const { inputs, complete } = input;
  const errors: Record<string, string> = {};
  const docPatch: Partial<Doc> = {};
  const intakePatch: Partial<Intake> = {};
  const today = clock.now().toISOString().slice(0, 10);
  const labels = caseLabels(doc.lawsuitExists);
  const missing: string[] = [];
  const invalid: string[] = [];

  const address = inputs.customer_mailing_address as Record<string, unknown> | undefined;
  if (address !== undefined) {
    // Letters and the Answer print this address: it is complete or it is refused (a 422 naming
    // each missing part), never saved half-filled.
    const given = {
      street: String(address.customer_street ?? ''),
      city: String(address.customer_city ?? ''),
      state: String(address.customer_state ?? ''),
      zip: String(address.customer_zip_code ?? ''),
    };
    const parsed = MailingAddressSchema.safeParse(given);
    if (!parsed.success) {
      const problems = mailingAddressErrors(given);
      const fields = Object.fromEntries(Object.entries(problems).map(([part, message]) => [DETAILS_ADDRESS_FIELDS[part as MailingAddressField], message]));
      throw new AppError('RULE_VIOLATED', `Your mailing address is incomplete: ${Object.values(problems).join('; ')}`, fields);
    }
    docPatch.mailingStreet = parsed.data.street;
    docPatch.mailingCity = parsed.data.city;
    docPatch.mailingState = parsed.data.state;
    docPatch.mailingZip = parsed.data.zip;
  }
  const ssn = inputs.social_security_number as Record<string, unknown> | undefined;
  if (ssn !== undefined) {
    const full = digitsOf(String(ssn.social_security_number ?? ''));
    const four = digitsOf(String(ssn.social_security_number_last_four ?? ''));
    const error = ssnError({ showFullSSN: full !== '', fullSSN: full, lastFour: four });
    if (error) errors.ssn = error;
    else if (full) {
      docPatch.ssnEncrypted = crypto.encrypt(full);
      docPatch.ssnLastFour = full.slice(-4);
    } else {
      docPatch.ssnEncrypted = null;
      docPatch.ssnLastFour = four;
    }
  }
  if ('birthdate' in inputs) {
    const error = birthdateError(String(inputs.birthdate ?? ''), today);
    if (error) errors.birthdate = error;
    else docPatch.birthdate = String(inputs.birthdate);
  }
  if ('lawyer_emails' in inputs) {
    const emails = (Array.isArray(inputs.lawyer_emails) ? inputs.lawyer_emails : []).map((e) => String(e).trim().toLowerCase()).filter(Boolean);
    if (!emails.every(isValidEmailAddress)) errors.lawyer_emails = INTAKE_MESSAGES.lawyerEmails;
    else {
      intakePatch.lawyerEmails = emails;
      if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawyerEmail = emails[0] ?? null;
    }
  }
  if ('served_on' in inputs && inputs.served_on) {
    const served = String(inputs.served_on);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(served) || served > today) errors.served_on = 'Please enter the date you were served';
    else intakePatch.servedOn = served;
  }
  if (complete) {
    const merged = { ...doc, ...docPatch };
    const mergedIntake = { ...intake, ...intakePatch };
    const need = (ok: boolean, label: string, key: string, message: string) => {
      if (ok || errors[key]) return;
      missing.push(label);
      errors[key] = message;
    };
    need(Boolean(merged.plaintiffName?.trim()), labels.plaintiff, 'plaintiff_name', INTAKE_MESSAGES.plaintiff);
    need(Boolean(merged.mailingStreet && merged.mailingCity && merged.mailingState && merged.mailingZip), 'Address', 'address', INTAKE_MESSAGES.address);
    need(Boolean(mergedIntake.phoneNumber), 'Phone Number', 'phone_number', INTAKE_MESSAGES.phone);
    need(Boolean(merged.ssnLastFour), 'SSN', 'ssn', INTAKE_MESSAGES.ssnEither);
    need(Boolean(merged.birthdate), 'Birthdate', 'birthdate', INTAKE_MESSAGES.birthdate);
    if (doc.product === 'solosettle') {
      need(merged.lawFirmId !== null || Boolean(merged.pendingLawFirmName), labels.lawFirm, 'law_firm_name', INTAKE_MESSAGES.lawFirmRequired);
      need(merged.lawFirmId !== null || Boolean(merged.pendingLawyerEmail), labels.lawyerEmail, 'lawyer_emails', INTAKE_MESSAGES.lawyerEmails);
    }
    if (doc.product === 'debt_answer') {
      need(Boolean(mergedIntake.courtName), 'Court', 'court', 'Please choose the court');
      need(Boolean(mergedIntake.servedOn), 'Date served', 'served_on', 'Please enter the date you were served');
    }
    for (const [key, label] of Object.entries({
      zip_code: 'ZIP code',
      ssn: 'SSN',
      birthdate: 'Birthdate',
      lawyer_emails: labels.lawyerEmail,
      served_on: 'Date served',
    })) {
      if (errors[key] && !missing.includes(label) && key in inputs) invalid.push(label);
    }
    if (inputs.confirmed !== true) errors.confirmed = INTAKE_MESSAGES.confirmAccurate;
    const summary = detailsSummaryMessage(missing, invalid);
    if (summary) errors.form = summary;
    else if (errors.confirmed) errors.form = INTAKE_MESSAGES.confirmAccurate;
    if (!errors.form && Object.keys(errors).length === 0) intakePatch.detailsConfirmedAt = clock.now();
  }
  return { errors, docPatch, intakePatch };
}

/**
 * The first step of a Debt Answer: the state, and the court level where the state has several.
 * Nothing sensitive is asked before it, so a court that needs its own form is named first.
 */
function applyJurisdiction(input: StepResponseInput) {
  const errors: Record<string, string> = {};
  const docPatch: Partial<Doc> = {};
  const parsed = JurisdictionInputsSchema.safeParse(input.inputs);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'inputs')] ??= issue.message;
    return { errors, docPatch, intakePatch: {} };
  }
  const j = jurisdictionOf(parsed.data.lawsuit_state);
  const level = parsed.data.court_level ?? null;
  if (!j) errors.lawsuit_state = INTAKE_MESSAGES.selectState;
  else if (level !== null && !j.courts.some((c) => c.key === level)) errors.court_level = INTAKE_MESSAGES.courtLevel;
  else if (level === null && j.courts.length > 1 && input.complete) errors.court_level = INTAKE_MESSAGES.courtLevel;
  if (!errors.lawsuit_state) docPatch.lawsuitState = parsed.data.lawsuit_state;
  return { errors, docPatch, intakePatch: {} };
}

function applyStructured(input: StepResponseInput) {
  const errors: Record<string, string> = {};
  const docPatch: Partial<Doc> = {};
  const intakePatch: Partial<Intake> = {};
  const fieldsOf = (issues: { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) errors[String(issue.path[0] ?? 'inputs')] ??= issue.message;
  };
  if (input.step_name === 'hardship') {
    const parsed = HardshipInputsSchema.safeParse(input.inputs);
    if (!parsed.success) fieldsOf(parsed.error.issues);
    else {
      const answers = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Record<string, string>;
      docPatch.hardship = answers;
      docPatch.hardshipStatement = hardshipStatement(answers) || null;
    }
  }
  if (input.step_name === 'defenses') {
    const parsed = DefensesInputsSchema.safeParse(input.inputs);
    if (!parsed.success) fieldsOf(parsed.error.issues);
    else {
      intakePatch.defenses = parsed.data.defenses;
      if (parsed.data.served_on) intakePatch.servedOn = parsed.data.served_on;
    }
  }
  if (input.step_name === 'letter_choice') {
    const parsed = LetterChoiceInputsSchema.safeParse(input.inputs);
    if (!parsed.success) errors.letter_kind = INTAKE_MESSAGES.required;
    else intakePatch.letterKind = parsed.data.letter_kind;
  }
  return { errors, docPatch, intakePatch };
}
