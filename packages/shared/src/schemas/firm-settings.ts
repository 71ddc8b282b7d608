import { z } from 'zod';
import { isValidRoutingNumber } from '../domain/routing-number.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';
import { EmailSchema, nameSchema } from './common.js';
import { formatMailingAddress, type MailingAddress, MailingAddressSchema } from './mailing-address.js';
import { isPoBox, NEGOTIATION_MESSAGES } from './negotiation.js';

/**
 * Issue 38.5: a payout account a non-administrator sets up takes effect this long after they save
 * it, so the administrators (emailed at once) can cancel a change they did not expect; payouts go
 * to the previous method meanwhile.
 */
export const PAYOUT_COOLING_OFF_HOURS = 72;

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
  payoutAdminOnly: "You can ask your firm's administrators to change where the firm's payouts go: we email them.",
  payoutNeedsMfa: "Changing where the firm's payouts go needs two-step verification on your account. Turn it on under Security, then come back.",
  payoutStaffNeedsMfa:
    "Changing where the firm's payouts go needs two-step verification on your account. Turn it on under Security first, then come back to make the change yourself.",
  payoutStaffCanEnrol: 'Or turn on two-step verification under Security to make the change yourself; it takes effect after a waiting period.',
  payoutChangeScheduled: `Saved. The change takes effect after a ${PAYOUT_COOLING_OFF_HOURS}-hour waiting period; until then payouts go to the current method. Your firm's administrators were emailed.`,
  payoutChangeCancelled: 'The payout change was cancelled. Payouts keep going to the current method.',
  noPendingPayoutChange: 'No payout change is waiting to take effect.',
  payoutChangeNotFound: 'That payout change was not found.',
  payoutChangeCancelNotYours: 'Only an administrator, or the person who made this change, can cancel it.',
  payoutChangeCancelFailed: "We couldn't cancel the payout change. Please try again.",
  payoutCodeRequired: 'Enter the current code from your authenticator app, or a recovery code, to confirm this change.',
  payoutCodeInvalid: 'That code did not work. Enter the current code from your authenticator app, or an unused recovery code.',
  payoutChangeRequested: "We emailed your firm's administrators. They can change the payout account from this page.",
  payoutChangeRequestFailed: "We couldn't email your administrators. Please try again.",
} as const;

/** A fresh two-step check for payout changes: a current authenticator code or an unused recovery code. */
export const StepUpCodeSchema = z
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
/** Cancels the firm's pending payout change (an administrator, or its author), naming the change the page showed. */
export const CancelPayoutChangeInputSchema = z.strictObject({
  payout_change_id: z.coerce.number().int().positive().max(2_147_483_647),
  mfa_code: StepUpCodeSchema,
});
export type CancelPayoutChangeInput = z.infer<typeof CancelPayoutChangeInputSchema>;
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

export const PAYOUT_CHANGE_KINDS = ['bank_account', 'digital_check_email', 'remove_bank_account'] as const;
export type PayoutChangeKind = (typeof PAYOUT_CHANGE_KINDS)[number];

/** A payout change waiting out its cooling-off period; the account number masked to the last four. */
export const PendingPayoutChangeViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYOUT_CHANGE_KINDS),
  institution_name: z.string().nullable(),
  account_number_masked: z.string().nullable(),
  email: z.string().nullable(),
  requested_by_email: z.string().nullable(),
  requested_at: z.iso.datetime(),
  effective_at: z.iso.datetime(),
  /** Whether the reader may cancel it: an administrator or its author, with two-step verification on. */
  can_cancel: z.boolean(),
});
export type PendingPayoutChangeView = z.infer<typeof PendingPayoutChangeViewSchema>;

/** What a payout change does, in a phrase: "a new payout account (JPMorgan Chase Bank ••••1234)". */
export function describePayoutChange(change: Pick<PendingPayoutChangeView, 'kind' | 'institution_name' | 'account_number_masked' | 'email'>): string {
  if (change.kind === 'bank_account') {
    return `a new payout account (${[change.institution_name ?? 'bank account', change.account_number_masked].filter(Boolean).join(' ')})`;
  }
  if (change.kind === 'digital_check_email') return `digital checks sent to ${change.email ?? 'a new email address'}`;
  return 'removing the bank account (payouts then go as digital checks)';
}

/** "Friday, December 4, 2026 at 3:00 PM": when a payout change takes effect, in the reader's time zone (or the one given). */
export function formatPayoutEffectiveAt(at: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(typeof at === 'string' ? new Date(at) : at);
}

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
    pending_payout_change: PendingPayoutChangeViewSchema.nullable(),
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
