import { z } from 'zod';

export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  badCode: 'That code is not right. Check the time on your phone and try again.',
  /** Issue 38.5: a code is accepted once (RFC 6238 5.2); the same one again is a replay, said as such. */
  codeJustUsed: 'That code was just used. Wait for the next code in your authenticator app, then enter it.',
  required: 'Enter the code from your authenticator app to finish signing in.',
  enrollmentRequired: 'Your firm requires two-step verification. Set up an authenticator app to continue.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  enabled: 'Two-step verification is on.',
  disabled: 'Two-step verification is off.',
  cannotDisable: 'Your firm requires two-step verification, so it cannot be turned off.',
  codeSignInDisabled: 'Your firm requires two-step verification, so the authentication code cannot be used to sign in. Sign in with your email and password.',
} as const;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx). */
export const MfaCodeSchema = z
  .string()
  .trim()
  .min(6, MFA_MESSAGES.codeRequired)
  .max(20, MFA_MESSAGES.codeRequired)
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, MFA_MESSAGES.codeRequired);

export const MfaVerifyInputSchema = z.strictObject({ code: MfaCodeSchema });
export const MfaStatusSchema = z.object({ enabled: z.boolean(), required_by_firm: z.boolean(), recovery_codes_left: z.number().int() });
export const MfaSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export const MfaConfirmResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export const MfaRequireInputSchema = z.strictObject({ required: z.boolean() });
