import { z } from 'zod';
import { EmailSchema, linkTokenSchema, NewPasswordSchema, PasswordAttemptSchema } from './common.js';

export const CollectorPasswordLoginSchema = z.strictObject({ email: EmailSchema, password: PasswordAttemptSchema });
export const CollectorCodeLoginSchema = z.strictObject({ auth_token: z.string().trim().min(1, 'Authentication code is required').max(100) });
export const CollectorLoginInputSchema = z.union([CollectorPasswordLoginSchema, CollectorCodeLoginSchema]);
export type CollectorLoginInput = z.infer<typeof CollectorLoginInputSchema>;

/** `mfa_required`: the password was right; POST /collectors/api/login/mfa with the code finishes sign-in. */
export const CollectorLoginResponseSchema = z.object({ ok: z.boolean(), mfa_required: z.boolean().optional() });

export const CollectorScopeSchema = z.enum(['admin', 'other']);
export type CollectorScope = z.infer<typeof CollectorScopeSchema>;

export const CollectorCheckAuthResponseSchema = z.object({
  ok: z.boolean(),
  scope: CollectorScopeSchema.nullable(),
  current_user: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  /** The firm requires two-step verification and this user has not enrolled yet (beyond the spec). */
  mfa_enrollment_required: z.boolean().optional(),
});
export type CollectorCheckAuth = z.infer<typeof CollectorCheckAuthResponseSchema>;

export const BasicStatsResponseSchema = z.object({
  is_on_call_admin: z.boolean(),
  law_firm: z.object({ name: z.string() }).nullable(),
});
export type BasicStats = z.infer<typeof BasicStatsResponseSchema>;

export const ForgotPasswordInputSchema = z.strictObject({ email: EmailSchema });

export const COLLECTOR_MESSAGES = {
  badCredentials: 'Invalid email or password',
  badAuthCode: 'Invalid authentication code',
  inviteInvalid: 'This invite link is invalid or has expired. Ask your administrator for a new one.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.',
  passwordChanged: 'Your password has been changed. Please sign in.',
} as const;

/** An invite link whose token is cut short or damaged says the invite's own words (collector spec 8 "Invite"). */
export const InviteTokenSchema = linkTokenSchema(COLLECTOR_MESSAGES.inviteInvalid);
export const AcceptInviteInputSchema = z.strictObject({ token: InviteTokenSchema, password: NewPasswordSchema });
export const ResetPasswordInputSchema = z.strictObject({ token: linkTokenSchema(COLLECTOR_MESSAGES.resetInvalid), password: NewPasswordSchema });
