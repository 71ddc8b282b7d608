import { z } from 'zod';
import { birthdateProblem, formatZip, fullSsnProblem, lastFourProblem, PROFILE_MESSAGES } from '../domain/profile.js';
import { FIELD_MESSAGES, isPrintableText, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblem } from '../domain/validation.js';
import { nameSchema } from './common.js';
import { isBlankMailingAddress, type MailingAddressField, mailingAddressErrors } from './mailing-address.js';

const Text = (max: number) => z.string().max(max, `At most ${max} characters`).refine(isPrintableText, FIELD_MESSAGES.notAllowedCharacters);

/** The profile as the dashboard shows it (consumer spec 3 "User profile"); the SSN only masked. */
export const UserProfileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  is_oauth_user: z.boolean(),
  metadata: z.object({
    address_line1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    birthdate: z.string().nullable(),
    ssn: z.string().nullable().describe('Masked: ***-**-1234, or null when no SSN is on file'),
    ssn_last_four: z.string().nullable(),
    has_full_ssn: z.boolean(),
  }),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * PUT /users (consumer spec 7). The shape only: the rules (some need today's date, some the
 * account) are `profileUpdateErrors`, run by the form to guide and by the server to enforce.
 */
export const ProfileUpdateInputSchema = z.strictObject({
  user: z.strictObject({
    first_name: nameSchema(100),
    last_name: nameSchema(100),
    metadata: z
      .strictObject({
        address_line1: Text(200).optional(),
        city: Text(100).optional(),
        state: z.string().max(2).optional(),
        zip_code: z.string().max(20).optional(),
        birthdate: z.string().max(20).optional(),
        /** The full SSN (digits, dashes allowed), or the last four only; omitted to keep what is on file. */
        ssn: z.string().max(20).optional(),
        ssn_last_four: z.string().max(10).optional(),
      })
      .default({}),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  }),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>['user'];

/** Where the profile form shows each part of the address's message. */
const PROFILE_ADDRESS_FIELDS: Record<MailingAddressField, string> = {
  street: 'metadata.address_line1',
  city: 'metadata.city',
  state: 'metadata.state',
  zip: 'metadata.zip_code',
};

/**
 * Every rule of consumer spec 5 "Profile", keyed by the field it belongs to (`metadata.zip_code`).
 * Empty when the update may go ahead.
 */
export function profileUpdateErrors(input: ProfileUpdateInput, context: { today: Date; isOauthUser: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const m = input.metadata ?? {};
  if (!input.first_name.trim()) errors.first_name = FIELD_MESSAGES.required;
  if (!input.last_name.trim()) errors.last_name = FIELD_MESSAGES.required;
  // The address may be left out entirely; sent whole (as the profile form sends it), it is complete
  // (MailingAddressSchema), since documents print it. A part sent alone only has to be valid.
  const address = { street: m.address_line1, city: m.city, state: m.state, zip: m.zip_code };
  const sent = Object.entries(address).filter(([, part]) => part !== undefined);
  if (sent.length > 0) {
    const whole = { street: address.street ?? '', city: address.city ?? '', state: address.state ?? '', zip: address.zip ?? '' };
    if (!isBlankMailingAddress(whole)) {
      const problems = mailingAddressErrors(whole);
      for (const [part, message] of Object.entries(problems)) {
        const given = address[part as MailingAddressField];
        if (sent.length === 4 || (given !== undefined && given.trim() !== '')) errors[PROFILE_ADDRESS_FIELDS[part as MailingAddressField]] = message;
      }
    }
  }
  if (m.birthdate?.trim()) {
    const problem = birthdateProblem(m.birthdate.trim(), context.today);
    if (problem) errors['metadata.birthdate'] = problem;
  }
  if (m.ssn?.trim()) {
    const problem = fullSsnProblem(m.ssn.trim());
    if (problem) errors['metadata.ssn'] = problem;
  }
  if (m.ssn_last_four?.trim()) {
    const problem = lastFourProblem(m.ssn_last_four.trim());
    if (problem) errors['metadata.ssn_last_four'] = problem;
  }
  if (context.isOauthUser) {
    if (input.password || input.current_password) errors.password = PROFILE_MESSAGES.oauthPassword;
    return errors;
  }
  if (!input.current_password) errors.current_password = PROFILE_MESSAGES.currentPasswordRequired;
  if (input.password) {
    const problem = passwordProblem(input.password);
    if (problem) errors.password = problem;
    else if (input.password !== input.password_confirmation) errors.password_confirmation = PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}

/** The metadata as it is stored: trimmed, ZIP formatted, state upper-cased, blanks as null. */
export function normalizeProfileMetadata(m: ProfileUpdateInput['metadata']) {
  const blank = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim());
  const zip = blank(m?.zip_code);
  const state = blank(m?.state);
  return {
    addressLine1: blank(m?.address_line1),
    city: blank(m?.city),
    state: state ? state.toUpperCase() : state,
    zipCode: zip ? formatZip(zip) : zip,
    birthdate: blank(m?.birthdate),
  };
}

export const ProfileUpdateResponseSchema = z.object({ user: UserProfileSchema, message: z.string() });
