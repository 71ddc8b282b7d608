import { z } from 'zod';
import { IsoCalendarDateSchema, PG_INTEGER_MAX } from './common.js';

/**
 * Every action the audit log records, with the label a firm reads (GLBA Safeguards Rule,
 * 16 CFR 314.4(c)(8): log who accessed customer information). The server's `audit.record`
 * accepts only these names, so a typo fails to compile; the firm's Audit log page and its CSV
 * show the labels.
 */
export const AUDIT_ACTION_LABELS = {
  // Sign-in and sessions (both realms)
  sign_in: 'Signed in',
  sign_in_mfa: 'Signed in with a two-step code',
  auth_code_sign_in: 'Signed in with the firm code',
  sign_in_failed: 'Sign-in failed',
  'mfa.sign_in_failed': 'Two-step code refused at sign-in',
  auth_code_sign_in_failed: 'Firm-code sign-in failed',
  sign_out: 'Signed out',
  sign_up: 'Signed up',
  sign_up_existing_address: 'Sign-up tried with an address already registered',
  email_verified: 'Email address verified',
  email_verification_sent: 'Verification email sent',
  password_reset: 'Password reset',
  invite_accepted: 'Invite accepted',
  // Two-step verification
  'mfa.enabled': 'Two-step verification turned on',
  'mfa.disabled': 'Two-step verification turned off',
  'mfa.recovery_code_used': 'Two-step recovery code used',
  'firm.mfa_required': 'Two-step verification required for the firm',
  'firm.mfa_optional': 'Two-step verification made optional for the firm',
  // Staff and roles
  'firm.user_invited': 'User invited',
  'firm.user_invite_elsewhere': 'Invite refused: address belongs to another firm',
  'firm.user_removed': 'User removed',
  'firm.user_role_changed': 'User role changed',
  'firm.invite_resent': 'Invite sent again',
  'firm.auth_code_regenerated': 'Firm code regenerated',
  // Payouts
  'firm.bank_account_connected': 'Payout bank account connected',
  'firm.bank_account_removed': 'Payout bank account removed',
  'firm.digital_check_email_set': 'Digital check email set',
  'firm.payment_details_updated': 'Payment details updated',
  'firm.payout_change_requested': 'Payout change requested',
  'firm.payout_change_scheduled': 'Payout change scheduled (takes effect after the waiting period)',
  'firm.payout_change_cancelled': 'Scheduled payout change cancelled',
  'firm.payout_change_applied': 'Scheduled payout change took effect',
  'firm.payout_change_notified': "Firm's administrators emailed about a payout change",
  'notification_policy.added': 'Notification policy added',
  'notification_policy.deleted': 'Notification policy deleted',
  // API keys and webhooks (issue 23)
  'api_key.created': 'API key created',
  'api_key.rotated': 'API key rotated',
  'api_key.revoked': 'API key revoked',
  'webhook_endpoint.created': 'Webhook endpoint added',
  'webhook_endpoint.updated': 'Webhook endpoint changed',
  'webhook_endpoint.deleted': 'Webhook endpoint deleted',
  'webhook_endpoint.disabled_automatically': 'Webhook endpoint disabled after a day of failures',
  'webhook_delivery.redelivered': 'Webhook delivery sent again',
  // Validation notices and disputes (12 CFR 1006.34, 1006.38, 1006.42; issue 24)
  'esign.consented': 'Consented to electronic delivery',
  'validation_notice.delivered': 'Validation notice delivered',
  'dispute.dispute_opened': 'Debt disputed',
  'dispute.original_creditor_opened': 'Original creditor requested',
  'dispute.identity_theft_opened': 'Identity theft reported',
  'dispute.verified': 'Verification uploaded',
  'dispute.report_downloaded': 'Identity-theft report downloaded',
  // Closing the court side after payoff (issue 37.9)
  'court_closing.updated': 'Court closing updated',
  'court_closing.downloaded': 'Court closing paper downloaded',
  budget_shared: 'Budget bands shared with the firm',
  budget_share_withdrawn: 'Budget sharing withdrawn',
  // Portfolio import (issue 23)
  portfolio_uploaded: 'Portfolio file uploaded',
  portfolio_dry_run: 'Portfolio import checked (dry run)',
  portfolio_import_started: 'Portfolio import started',
  portfolio_imported: 'Portfolio imported',
  // Settlement rules (issue 23)
  'settlement_rules.saved': 'Settlement rules saved',
  'settlement_rules.blocked': 'Automatic answer held by the compliance scanner',
  // Automation on whose facts (issue 33)
  'settlement_rules.answered': 'Offer answered by the settlement rules',
  'settlement_rules.suggested_only': 'Settlement rules suggested only: the balance and creditor are the consumer’s',
  'account_facts.confirmed': 'Balance and creditor confirmed',
  // Exports and views of sensitive data
  'export.activity_log': 'Activity log downloaded (CSV)',
  'export.audit_log': 'Audit log downloaded (CSV)',
  'export.portfolio': 'Portfolio exported (CSV)',
  'view.accounts_list': 'Accounts list viewed (consumers’ names, birthdates, addresses)',
  'view.consumer_profile': 'Consumer’s own identity details viewed (masked SSN, birthdate, address)',
  'view.payout_bank_account': 'Payout bank account viewed',
  'view.financial_report': 'Consumer’s own bank-derived financial report viewed',
  // Authorization
  authorization_refused: 'Access refused',
  // Cases and negotiation
  'case.created': 'Case created',
  'account.archived': 'Account archived',
  'accounts.assigned': 'Accounts assigned',
  'account.unarchived': 'Account unarchived',
  'negotiation.accepted': 'Offer accepted by the firm',
  'negotiation.countered': 'Counteroffer sent by the firm',
  'negotiation.payment_details_sent': 'Payment details sent',
  'negotiation.agreement_sent': 'Settlement agreement sent',
  'negotiation.offered': 'Offer made by the consumer',
  'negotiation.consumer_countered': 'Counteroffer made by the consumer',
  'negotiation.consumer_accepted': 'Offer accepted by the consumer',
  'negotiation.agreement_unreadable': 'Signed agreement unreadable',
  'negotiation.agreement_signed': 'Settlement agreement signed',
  // Consumer's own account
  profile_updated: 'Profile updated',
  profile_update_refused: 'Profile update refused',
  bank_connected: 'Bank account connected',
  credit_report_requested: 'Credit report requested',
  credit_report_failed: 'Credit report failed',
  'payments.autopay_set_up': 'Autopay set up',
  'payments.card_changed': 'Payment card changed',
  'payments.payment_date_changed': 'Payment date changed',
  'payments.extra_payment': 'Extra payment made',
  // Community and newsletter
  'blog.comment_created': 'Comment posted',
  'blog.comment_reported': 'Comment reported',
  'blog.comment_hidden': 'Comment hidden',
  'blog.comment_kept': 'Comment kept after review',
  'newsletter.signup': 'Newsletter sign-up',
  'newsletter.confirmed': 'Newsletter subscription confirmed',
  'newsletter.unsubscribed': 'Newsletter unsubscribed',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, value);
/** A label for any stored action, including names recorded before this list existed. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

/** What an entry is about. */
export const AUDIT_TARGET_TYPES = ['user', 'law_firm', 'case', 'bank_account', 'notification_policy', 'comment', 'conversation', 'route'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;
/** A CSV export holds at most this many rows; narrow the filters for more. */
export const AUDIT_LOG_EXPORT_MAX_ROWS = 10_000;

const IdParam = z.coerce.number().int().positive().max(PG_INTEGER_MAX);

/** The Audit log page's filters (query string); dates are inclusive calendar days in UTC. */
export const AuditLogQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
    user_id: IdParam.optional(),
    law_firm_id: IdParam.optional(),
    from: IsoCalendarDateSchema.optional(),
    to: IsoCalendarDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be on or before the end date', path: ['to'] });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  action_label: z.string(),
  realm: z.string().nullable(),
  actor_user_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  law_firm_id: z.number().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The people who appear in the filterable log (the firm's staff; for the on-call administrator, everyone). */
  users: z.array(z.object({ id: z.number(), email: z.string() })),
  /** Only for the on-call administrator, who sees every firm. */
  law_firms: z.array(z.object({ id: z.number(), name: z.string() })).nullable(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

/** The web reports a download it built itself (collector spec 7: the activity log CSV is made client-side). */
export const ActivityLogExportInputSchema = z.object({ customer_document_id: IdParam });
