import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, passwordProblem } from '../domain/validation.js';

export const EmailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .transform(normalizeEmail)
  .refine(isValidEmail, 'Please enter a valid email address');

/** A password being checked at sign-in: any non-empty string within bounds. */
export const PasswordAttemptSchema = z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH);

/** A password being set: the length and common-password rules apply. */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Single-use tokens from emailed links: 43 base64url characters (256 bits). */
export const LinkTokenSchema = z.string().min(20).max(200);

export const OkSchema = z.object({ ok: z.literal(true) });

export const MessageSchema = z.object({ message: z.string() });
