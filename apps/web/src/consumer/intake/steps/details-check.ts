import {
  birthdateError,
  caseLabels,
  detailsSummaryMessage,
  INTAKE_MESSAGES,
  isBlankMailingAddress,
  isValidEmailAddress,
  isValidUsPhone,
  mailingAddressErrors,
  ssnError,
} from '@parley/shared';
import { DETAILS_FIELD_NAMES } from '../intake-words';

/** What the details form holds when it is sent. */
export interface DetailsValues {
  plaintiff: string;
  address: { street: string; city: string; state: string; zipCode: string };
  phone: string;
  showFullSSN: boolean;
  fullSSN: string;
  lastFour: string;
  birthdate: string;
  emails: string[];
  court: string;
  servedOn: string;
  confirmed: boolean;
}

/** What the check needs of the case, and its two sentences in the page's language. */
export interface DetailsCheckContext {
  lawsuitExists: boolean;
  /** A settlement with a firm not on Parley: the firm is reached by the lawyer's email. */
  needsLawyerEmail: boolean;
  /** An Answer: the court and the service date are required. */
  needsCourt: boolean;
  /** The person's own calendar date (birthdates after it are refused). */
  today: string;
  chooseCourt: string;
  servedRequired: string;
}

/** The English names the checks list (the summary message is translated as a whole when shown). */
const fieldName = Object.fromEntries(Object.entries(DETAILS_FIELD_NAMES).map(([k, d]) => [k, String(d.defaultMessage)])) as Record<
  keyof typeof DETAILS_FIELD_NAMES,
  string
>;

/**
 * The details form's own check (consumer spec 5): each field's problem by its key, and under
 * `form` the summary of what is missing and what is invalid, or the confirmation still owed.
 * Nothing is sent while it finds anything.
 */
export function checkDetails(v: DetailsValues, ctx: DetailsCheckContext): Record<string, string> {
  // The checks name fields in English (the shared summary message); the page shows them translated.
  const english = caseLabels(ctx.lawsuitExists);
  const found: Record<string, string> = {};
  const missing: string[] = [];
  const invalid: string[] = [];
  if (!v.plaintiff.trim()) {
    found.plaintiff_name = INTAKE_MESSAGES.plaintiff;
    missing.push(english.plaintiff);
  }
  // The same complete-address rule as the server's (letters and the Answer print it).
  const mailing = { street: v.address.street, city: v.address.city, state: v.address.state, zip: v.address.zipCode };
  const addr = mailingAddressErrors(mailing);
  if (addr.street) found.address = addr.street;
  if (addr.city) found.city = addr.city;
  if (addr.state) found.state = addr.state;
  if (addr.zip) found.zip_code = addr.zip;
  if (Object.keys(addr).length > 0) (isBlankMailingAddress(mailing) ? missing : invalid).push(fieldName.address);
  if (!v.phone) {
    found.phone_number = INTAKE_MESSAGES.phone;
    missing.push(fieldName.phone);
  } else if (!isValidUsPhone(v.phone)) {
    found.phone_number = INTAKE_MESSAGES.phone;
    invalid.push(fieldName.phone);
  }
  const hasSsn = v.showFullSSN ? v.fullSSN !== '' : v.lastFour !== '';
  const ssn = ssnError({ showFullSSN: v.showFullSSN, fullSSN: v.fullSSN, lastFour: v.lastFour });
  if (ssn) {
    found.ssn = ssn;
    (hasSsn ? invalid : missing).push(fieldName.ssn);
  }
  if (!v.birthdate) {
    found.birthdate = INTAKE_MESSAGES.birthdate;
    missing.push(fieldName.birthdate);
  } else if (birthdateError(v.birthdate, ctx.today)) {
    found.birthdate = INTAKE_MESSAGES.birthdate;
    invalid.push(fieldName.birthdate);
  }
  const filled = v.emails.map((e) => e.trim()).filter(Boolean);
  if (!filled.every(isValidEmailAddress)) {
    found.lawyer_emails = INTAKE_MESSAGES.lawyerEmails;
    invalid.push(english.lawyerEmail);
  }
  if (ctx.needsLawyerEmail && filled.length === 0) {
    found.lawyer_emails = INTAKE_MESSAGES.lawyerEmails;
    missing.push(english.lawyerEmail);
  }
  if (ctx.needsCourt && !v.court.trim()) {
    found.court = ctx.chooseCourt;
    missing.push(fieldName.court);
  }
  if (ctx.needsCourt && !v.servedOn) {
    found.served_on = ctx.servedRequired;
    missing.push(fieldName.servedOn);
  }
  const message = detailsSummaryMessage(missing, invalid);
  if (message) found.form = message;
  else if (!v.confirmed) found.form = INTAKE_MESSAGES.confirmAccurate;
  if (!v.confirmed) found.confirmed = INTAKE_MESSAGES.confirmAccurate;
  return found;
}
