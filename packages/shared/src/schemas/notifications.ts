import { z } from 'zod';
import { US_STATE_CODES, US_STATES } from '../domain/us-states.js';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../domain/validation.js';

/** Policies match every event, or every state, with this value (collector spec 3). */
export const POLICY_ALL = '*';

/** The events a firm is emailed about (collector spec 3 "Notification policy"). */
export const NOTIFICATION_EVENTS = [
  'make_offer',
  'request_payment_details',
  'request_settlement_agreement',
  'new_message_from_consumer',
  'dispute_opened',
  // Issue 37.9: a lawsuit was paid off, and its dismissal or satisfaction is due.
  'court_closing_due',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_EMAIL_TYPES = [POLICY_ALL, ...NOTIFICATION_EVENTS] as const;
export type NotificationEmailType = (typeof NOTIFICATION_EMAIL_TYPES)[number];

/** Collector spec 9 "Event labels". */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEmailType, string> = {
  '*': 'All events',
  make_offer: 'Offer or counteroffer made',
  request_payment_details: 'Payment details requested',
  request_settlement_agreement: 'Settlement agreement requested',
  new_message_from_consumer: 'New message from consumer',
  dispute_opened: 'Consumer disputed a debt: upload verification',
  court_closing_due: 'Lawsuit paid off: file the dismissal or satisfaction',
};
export const ALL_STATES_LABEL = 'All states';

/** More than this many addresses on one policy is a mailing list, not a recipient list. */
export const MAX_POLICY_EMAILS = 20;
/** Spec 5: at least 2 recipients per event are recommended (advice, not a rule). */
export const RECOMMENDED_POLICY_EMAILS = 2;
export const MAX_FIRM_POLICIES = 200;

/** Collector spec 5 and 8: the texts of the Notifications page. */
export const NOTIFICATION_MESSAGES = {
  emailRequired: 'Please enter at least one email address',
  invalidEmail: 'Please enter a valid email address',
  tooManyEmails: `A policy can have at most ${MAX_POLICY_EMAILS} email addresses`,
  eventRequired: 'Please choose an event',
  stateRequired: 'Please choose at least one state',
  invalidState: 'Please choose states from the list',
  tooManyPolicies: `A firm can have at most ${MAX_FIRM_POLICIES} notification policies. Please delete one first.`,
  policyNotFound: 'Notification policy not found',
  addFailed: 'Failed to add policy. Please try again.',
  deleteFailed: 'Failed to delete policy. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this policy? Its recipients will stop getting these emails.',
  recommendation: `${RECOMMENDED_POLICY_EMAILS} recipients recommended, so nothing is missed when someone is away.`,
  policyAdded: 'Policy added.',
} as const;

const STATE_VALUES: ReadonlySet<string> = new Set([POLICY_ALL, ...US_STATE_CODES]);

/**
 * The recipient rows of the add form as typed: blanks are ignored, each filled row must be an
 * address (its message lands on `emails.<row>`), then they are lowercased and deduplicated.
 */
export const PolicyEmailsSchema = z
  .array(z.string().max(EMAIL_MAX_LENGTH, NOTIFICATION_MESSAGES.invalidEmail), { message: NOTIFICATION_MESSAGES.emailRequired })
  .max(50, NOTIFICATION_MESSAGES.tooManyEmails)
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      const email = normalizeEmail(row);
      if (email !== '' && !isPolicyEmail(email)) ctx.addIssue({ code: 'custom', path: [index], message: NOTIFICATION_MESSAGES.invalidEmail });
    });
    const filled = filledEmails(rows);
    if (filled.length === 0) ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.emailRequired });
    if (filled.length > MAX_POLICY_EMAILS) ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.tooManyEmails });
  })
  .transform(filledEmails);

/** A plain address: the list separators and header punctuation would split or corrupt `addresses`. */
function isPolicyEmail(email: string): boolean {
  return isValidEmail(email) && !/[;,<>"()[\]\\]/.test(email);
}

/** The non-blank rows, normalized, first occurrence kept. */
export function filledEmails(rows: readonly string[]): string[] {
  return [...new Set(rows.map(normalizeEmail).filter((email) => email !== ''))];
}

/** Two-letter codes, or just '*' ('*' with codes means all states too). */
export const PolicyStatesSchema = z
  .array(z.string().trim().toUpperCase(), { message: NOTIFICATION_MESSAGES.stateRequired })
  .min(1, NOTIFICATION_MESSAGES.stateRequired)
  .max(STATE_VALUES.size, NOTIFICATION_MESSAGES.invalidState)
  .refine((states) => states.every((s) => STATE_VALUES.has(s)), NOTIFICATION_MESSAGES.invalidState)
  .transform((states) => (states.includes(POLICY_ALL) ? [POLICY_ALL] : [...new Set(states)].sort()));

export const NotificationEmailTypeSchema = z.enum(NOTIFICATION_EMAIL_TYPES, { message: NOTIFICATION_MESSAGES.eventRequired });

export const AddNotificationPolicyInputSchema = z.strictObject({
  email_type: NotificationEmailTypeSchema,
  state: PolicyStatesSchema,
  emails: PolicyEmailsSchema,
});
export type AddNotificationPolicyInput = z.infer<typeof AddNotificationPolicyInputSchema>;

/** Collector spec 3: `state` is the list of codes or ['*']; `addresses` is semicolon-joined. */
export const NotificationPolicySchema = z.object({
  id: z.number().int(),
  email_type: NotificationEmailTypeSchema,
  state: z.array(z.string()),
  addresses: z.string(),
});
export type NotificationPolicy = z.infer<typeof NotificationPolicySchema>;

export const NotificationPoliciesResponseSchema = z.object({ policies: z.array(NotificationPolicySchema) });
export const AddNotificationPolicyResponseSchema = z.object({ policy: NotificationPolicySchema });

const OptionSchema = z.object({ value: z.string(), label: z.string() });
export const NotificationPolicyActionsResponseSchema = z.object({ actions: z.array(OptionSchema.extend({ value: NotificationEmailTypeSchema })) });
export const NotificationPolicyStatesResponseSchema = z.object({ states: z.array(OptionSchema) });

/** '*' first, then the events in the spec's order. */
export const NOTIFICATION_ACTION_OPTIONS = NOTIFICATION_EMAIL_TYPES.map((value) => ({ value, label: NOTIFICATION_EVENT_LABELS[value] }));
/** '*' first, then the states and DC by code, labelled with their names. */
export const NOTIFICATION_STATE_OPTIONS = [
  { value: POLICY_ALL, label: ALL_STATES_LABEL },
  ...US_STATE_CODES.map((code) => ({ value: code, label: US_STATES[code] })),
];

/** The addresses of `addresses` as a list (collector spec 3: shown as a list of emails). */
export function splitAddresses(addresses: string): string[] {
  return addresses
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '');
}
