import { z } from 'zod';
import { isValidRoutingNumber } from '../domain/routing-number.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';
import { EmailSchema, nameSchema } from './common.js';
import { formatMailingAddress, type MailingAddress, MailingAddressSchema } from './mailing-address.js';
import { isPoBox, NEGOTIATION_MESSAGES } from './negotiation.js';

/** Collector spec 8 and 5: the texts the Direct Deposit, Payment Details and Users pages show. */
export const FIRM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  routingDigits: 'Routing number must be 9 digits',
  routingChecksum: 'This is not a valid routing number. Please check it with your bank.',
  accountNumber: 'Please enter a valid account number',
  holderRequired: 'Please enter the account holder name',
  genericError: 'An error occurred',
  emailSaveFailed: 'Failed to save email address',
  removeFailed: 'Failed to remove bank account',
  emailSaved: 'Email saved successfully!',
  bankSaved: 'Bank account and email set up successfully!',
  bankRemoved: 'Bank account removed successfully. Future payments will be sent as digital checks.',
  courierTooltip: 'Checks are sent by 2-day courier.',
  loadFailed: 'Error loading law firm data',
  detailsSaved: 'Payment details updated successfully',
  detailsFailed: 'Error updating payment details',
  fetchUsersFailed: 'Failed to fetch users',
  removeUserFailed: 'Failed to remove user',
  createUserFailed: 'Failed to create user',
  userAdded: (email: string) => `User added successfully. An invite has been sent to ${email}.`,
  removeUserConfirm: 'Are you sure you want to remove this user?',
  cannotRemoveSelf: 'You cannot remove yourself.',
  cannotChangeOwnRole: 'You cannot change your own role. Ask another administrator.',
  roleChanged: (email: string, scope: 'user' | 'admin') =>
    `${email} is now ${scope === 'admin' ? 'an administrator' : 'a user'}. They sign in again for the change to take effect.`,
  inviteResent: (email: string) => `A new invite has been sent to ${email}. The earlier link no longer works.`,
  inviteAccepted: 'This person has already accepted their invite.',
  userExists: 'A user with this email already exists.',
  adminOnly: 'Only firm administrators can do that.',
  noBank: 'No bank account is connected.',
  payoutAdminOnly: "Only a firm administrator can change where the firm's payouts go. You can ask one below: we email your firm's administrators.",
  payoutNeedsMfa: "Changing where the firm's payouts go needs two-step verification on your account. Turn it on under Security, then come back.",
  payoutCodeRequired: 'Enter the current code from your authenticator app, or a recovery code, to confirm this change.',
  payoutCodeInvalid: 'That code did not work. Enter the current code from your authenticator app, or an unused recovery code.',
  payoutChangeRequested: "We emailed your firm's administrators. They can change the payout account from this page.",
  payoutChangeRequestFailed: "We couldn't email your administrators. Please try again.",
} as const;

/** A fresh two-step check for payout changes: a current authenticator code or an unused recovery code. */
const StepUpCodeSchema = z
  .string({ error: FIRM_MESSAGES.payoutCodeRequired })
  .trim()
  .min(1, FIRM_MESSAGES.payoutCodeRequired)
  .max(64, FIRM_MESSAGES.payoutCodeInvalid);

const Text = (max: number) => z.string().trim().max(max).refine(isPrintableText, 'Please remove special characters');

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'BUSINESS'] as const;

export const BankAccountInputSchema = z.strictObject({
  email: z.string().max(254).pipe(EmailSchema).optional(),
  routing_number: z
    .string()
    .trim()
    .regex(/^\d{9}$/, FIRM_MESSAGES.routingDigits)
    .refine(isValidRoutingNumber, FIRM_MESSAGES.routingChecksum),
  account_number: z
    .string()
    .trim()
    .min(4, FIRM_MESSAGES.accountNumber)
    .max(17, FIRM_MESSAGES.accountNumber)
    .regex(/^[0-9]+$/, FIRM_MESSAGES.accountNumber),
  account_name: nameSchema(120).pipe(z.string().min(1, FIRM_MESSAGES.holderRequired)),
  account_type: z.enum(ACCOUNT_TYPES).default('CHECKING'),
  mfa_code: StepUpCodeSchema,
});
export type BankAccountInput = z.infer<typeof BankAccountInputSchema>;

export const DigitalCheckEmailInputSchema = z.strictObject({ email: EmailSchema, mfa_code: StepUpCodeSchema });
export type DigitalCheckEmailInput = z.infer<typeof DigitalCheckEmailInputSchema>;
export const RemoveBankAccountInputSchema = z.strictObject({ mfa_code: StepUpCodeSchema });
/** A staff user asks the firm's administrators to change the payout account (collector spec 6: staff use Direct Deposit). */
export const RequestPayoutChangeInputSchema = z.strictObject({ note: Text(500).optional().default('') });

export const FirmPaymentDetailsSchema = z.strictObject({
  payee: nameSchema(120).pipe(z.string().min(1, 'Payee name is required')),
  mailing_name: nameSchema(120).optional().default(''),
  // Payments go by courier, so the same rule as an account's payment details: no PO boxes.
  mailing_street: Text(200)
    .pipe(z.string().min(1, 'Street is required'))
    .refine((street) => !isPoBox(street), NEGOTIATION_MESSAGES.poBox),
  mailing_city: Text(100).pipe(z.string().min(1, 'City is required')),
  mailing_state: z.enum(US_STATE_CODES, { message: 'Please select a state' }),
  mailing_zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)')
    .transform((z) => (z.length > 5 ? `${z.slice(0, 5)}-${z.slice(-4)}` : z)),
});
export const UpdateFirmPaymentDetailsInputSchema = z.strictObject({ law_firm: FirmPaymentDetailsSchema });

export const BankAccountViewSchema = z.object({
  institution_name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  account_name: z.string(),
  account_number_masked: z.string(),
  routing_number_masked: z.string(),
});

export const LawFirmResponseSchema = z.object({
  law_firm: z.object({
    id: z.number().int(),
    name: z.string(),
    digital_check_email: z.string().nullable(),
    bank_id: z.number().int().nullable(),
    bank_account: BankAccountViewSchema.nullable(),
    payee: z.string().nullable(),
    mailing_name: z.string().nullable(),
    mailing_street: z.string().nullable(),
    mailing_city: z.string().nullable(),
    mailing_state: z.string().nullable(),
    mailing_zip: z.string().nullable(),
    mfa_required: z.boolean(),
  }),
});
export type LawFirmView = z.infer<typeof LawFirmResponseSchema>['law_firm'];

type FirmAddressParts = Pick<LawFirmView, 'mailing_street' | 'mailing_city' | 'mailing_state' | 'mailing_zip'>;

/** The firm's mailing address, or null while any part of it is missing. */
export function firmMailingAddress(firm: FirmAddressParts): MailingAddress | null {
  const parsed = MailingAddressSchema.safeParse({
    street: firm.mailing_street ?? '',
    city: firm.mailing_city ?? '',
    state: firm.mailing_state ?? '',
    zip: firm.mailing_zip ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** The firm's own payment details as an account's (payee, recipient, mailing address), or null while incomplete. */
export function accountPaymentDetailsFromFirm(firm: LawFirmView): { payee: string; recipient: string; mailing_address: string } | null {
  const address = firmMailingAddress(firm);
  if (!firm.payee || !address) return null;
  return { payee: firm.payee, recipient: firm.mailing_name || firm.name, mailing_address: formatMailingAddress(address).join('\n') };
}

export const LawFirmScopeSchema = z.enum(['user', 'admin']);
export const CollectorUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  law_firm_scope: LawFirmScopeSchema,
  mfa_enabled: z.boolean(),
  invite_pending: z.boolean(),
});
export const UsersResponseSchema = z.object({ users: z.array(CollectorUserSchema), auth_token: z.string() });
export const CreateUserInputSchema = z.strictObject({ user: z.strictObject({ email: EmailSchema, law_firm_scope: LawFirmScopeSchema }) });
export const RemoveUserInputSchema = z.strictObject({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Issue 38.9: an administrator changes a colleague's role (never their own), or sends a pending invite again. */
export const SetUserRoleInputSchema = z.strictObject({ user_id: z.coerce.number().int().positive().max(2_147_483_647), law_firm_scope: LawFirmScopeSchema });
export const ResendInviteInputSchema = RemoveUserInputSchema;
