import { z } from 'zod';
import { LanguageSchema } from '../domain/language.js';
import { FIELD_MESSAGES, PASSWORD_MESSAGES } from '../domain/validation.js';
import { EmailSchema, LinkTokenSchema, NewPasswordSchema, nameSchema, PasswordAttemptSchema } from './common.js';

const NameSchema = nameSchema(100).min(1, FIELD_MESSAGES.required);

export const ConsumerSignUpInputSchema = z.strictObject({
  user: z
    .strictObject({
      first_name: NameSchema,
      last_name: NameSchema,
      email: EmailSchema,
      password: NewPasswordSchema,
      password_confirmation: z.string().max(200),
      /** The language the person signed up in; their emails, letters and the app use it. */
      language: LanguageSchema.optional(),
    })
    .refine((u) => u.password === u.password_confirmation, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['password_confirmation'],
    }),
});

export const ConsumerSignInInputSchema = z.strictObject({
  user: z.strictObject({ email: EmailSchema, password: PasswordAttemptSchema }),
});

export const ConsumerPasswordResetRequestSchema = z.strictObject({ user: z.strictObject({ email: EmailSchema }) });

export const ConsumerPasswordResetSchema = z.strictObject({
  user: z
    .strictObject({
      reset_password_token: LinkTokenSchema,
      password: NewPasswordSchema,
      password_confirmation: z.string().max(200),
    })
    .refine((u) => u.password === u.password_confirmation, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['password_confirmation'],
    }),
});

export const CurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  is_collector: z.boolean(),
  is_consumer: z.boolean(),
  is_law_firm_entity: z.boolean(),
  law_firm_id: z.number().int().nullable(),
  /** False until the consumer follows the emailed link: comments, chat with a firm and payments wait for it. */
  is_email_verified: z.boolean(),
  /** The consumer's language (collectors: English): the app, emails and documents use it. */
  language: LanguageSchema,
});

/** PUT /api/v1/language: the consumer's language switch. */
export const LanguageUpdateInputSchema = z.strictObject({ language: LanguageSchema });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The emailed link's token (the link opens /users/confirmation?confirmation_token=…). */
export const ConsumerEmailConfirmationSchema = z.strictObject({ confirmation_token: LinkTokenSchema });

export const CheckAuthResponseSchema = z.object({ current_user: CurrentUserSchema });

export const CONSUMER_MESSAGES = {
  badCredentials: 'Invalid email or password',
  // The same answer whether or not the address already has an account (no enumeration): its owner gets an email.
  signUpReceived: 'Thanks! We sent you an email: follow its link to confirm your address.',
  emailUnverified: 'Confirm your email address first: we sent you a link.',
  verificationSent: 'We sent you a new link. It works once, for 48 hours.',
  alreadyVerified: 'Your email address is already confirmed.',
  emailVerified: 'Thank you: your email address is confirmed.',
  verificationInvalid: 'This confirmation link is invalid or has expired. Sign in and ask for a new one.',
  resetSent: 'If an account exists for that email, you will receive a link to reset your password in a few minutes.',
  resetInvalid: 'Reset password token is invalid or has expired. Please request a new link.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  signedOut: 'Signed out successfully.',
} as const;
