import { z } from 'zod';
import { formatZip } from '../domain/profile.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';

/**
 * A postal address complete enough to print on a letter or a court paper: street, city, the
 * state's two-letter code and a 5- or 9-digit ZIP. One rule for every form that takes an address
 * a document will print (the case details, the profile, the firm's payment details), so that no
 * document prints "Columbus, 43215".
 */
export const MAILING_ADDRESS_MESSAGES = {
  street: 'Please enter the street address',
  city: 'Please enter the city',
  state: 'Please select a state',
  zip: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
  /** A document was asked for while the consumer's saved address is not complete. */
  incomplete: 'Your mailing address is incomplete. Go back to the details step and enter your street, city, state and ZIP code.',
} as const;

const Text = (max: number) => z.string().max(max, `At most ${max} characters`).refine(isPrintableText, 'Contains characters that are not allowed');

export const MailingAddressSchema = z.object({
  street: Text(200).trim().min(1, MAILING_ADDRESS_MESSAGES.street),
  city: Text(100).trim().min(1, MAILING_ADDRESS_MESSAGES.city),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { message: MAILING_ADDRESS_MESSAGES.state })),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, MAILING_ADDRESS_MESSAGES.zip)
    .transform(formatZip),
});
export type MailingAddress = z.output<typeof MailingAddressSchema>;
export type MailingAddressInput = z.input<typeof MailingAddressSchema>;
export type MailingAddressField = keyof MailingAddressInput;

/** Each missing or invalid part's message, by part; empty when the address is complete. */
export function mailingAddressErrors(address: MailingAddressInput): Partial<Record<MailingAddressField, string>> {
  const parsed = MailingAddressSchema.safeParse(address);
  if (parsed.success) return {};
  const errors: Partial<Record<MailingAddressField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as MailingAddressField] ??= issue.message;
  return errors;
}

/** Whether no part of the address was given (an optional address may be left out entirely). */
export function isBlankMailingAddress(address: MailingAddressInput): boolean {
  return Object.values(address).every((part) => part.trim() === '');
}

/** The address as printed: the street line, then "City, ST 12345". */
export function formatMailingAddress(address: MailingAddress): [street: string, cityLine: string] {
  return [address.street, `${address.city}, ${address.state} ${address.zip}`];
}
