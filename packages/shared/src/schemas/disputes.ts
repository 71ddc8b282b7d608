import { z } from 'zod';
import { LanguageSchema } from '../domain/language.js';
import { isPrintableText } from '../domain/validation.js';
import { DISPUTE_KINDS, DISPUTE_MESSAGES, DISPUTE_REASONS, ITEMIZATION_DATE_KINDS, NOTICE_DELIVERY_METHODS } from '../domain/validation-notice.js';

/** Uploads of this feature (the FTC identity-theft report, the firm's verification): 10 MB at most. */
export const DISPUTE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The consumer's own words with a dispute or an identity-theft report. */
export const DISPUTE_DETAILS_MAX_CHARS = 2000;
export const DisputeDetailsSchema = z
  .string()
  .trim()
  .max(DISPUTE_DETAILS_MAX_CHARS, `At most ${DISPUTE_DETAILS_MAX_CHARS} characters`)
  .refine(isPrintableText, 'Contains characters that are not allowed');

/** E-SIGN consent (12 CFR 1006.42; 15 U.S.C. 7001(c)): the consumer ticks the box after reading the disclosure. */
export const EsignConsentInputSchema = z.strictObject({
  agree: z.literal(true, { error: DISPUTE_MESSAGES.consentNeeded }),
});

/**
 * The consumer's answer from the notice or the case page: a dispute of all or part of the debt with
 * the model form's reason, or a request for the original creditor's name and address.
 */
export const DisputeInputSchema = z
  .strictObject({
    kind: z.enum(['dispute', 'original_creditor']),
    scope: z.enum(['all', 'part']).optional(),
    amount_cents: z.number().int().positive(DISPUTE_MESSAGES.partAmount).max(100_000_000_00).optional(),
    reason: z.enum(DISPUTE_REASONS).optional(),
    details: DisputeDetailsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'dispute') return;
    if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why you dispute the debt.' });
    if (!v.scope) ctx.addIssue({ code: 'custom', path: ['scope'], message: 'Say whether you dispute all of the debt or part of it.' });
    if (v.scope === 'part' && v.amount_cents === undefined) ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: DISPUTE_MESSAGES.partAmount });
    if (v.reason === 'other' && !v.details) ctx.addIssue({ code: 'custom', path: ['details'], message: 'Describe why you dispute the debt.' });
  });
export type DisputeInput = z.infer<typeof DisputeInputSchema>;

export const DisputeViewSchema = z.object({
  id: z.number(),
  kind: z.enum(DISPUTE_KINDS),
  scope: z.enum(['all', 'part']).nullable(),
  amount_cents: z.number().nullable(),
  reason: z.enum(DISPUTE_REASONS).nullable(),
  details: z.string().nullable(),
  opened_at: z.string(),
  has_report: z.boolean(),
  verified_at: z.string().nullable(),
});
export type DisputeView = z.infer<typeof DisputeViewSchema>;

/** The validation notice of one account (the content of the CFPB's model form B-1) and where the consumer's answers stand. */
export const ValidationNoticeSchema = z.object({
  customer_document_id: z.number(),
  notice_date: z.string(),
  collector: z.object({ name: z.string(), mailing_address: z.array(z.string()) }),
  consumer: z.object({ name: z.string(), mailing_address: z.array(z.string()).nullable() }),
  creditor: z.string().nullable(),
  account_reference: z.string().nullable(),
  itemization: z.object({
    date: z.string(),
    date_kind: z.enum(ITEMIZATION_DATE_KINDS),
    date_label: z.string(),
    amount_on_date_cents: z.number(),
    interest_cents: z.number(),
    fees_cents: z.number(),
    payments_cents: z.number(),
    credits_cents: z.number(),
    current_amount_cents: z.number(),
  }),
  delivery: z.object({
    method: z.enum(NOTICE_DELIVERY_METHODS),
    delivered_on: z.string(),
    received_on: z.string(),
    validation_period_end: z.string(),
  }),
  consent: z.object({ consented_at: z.string(), method: z.string() }).nullable(),
  collection_paused: z.boolean(),
  disputes: z.array(DisputeViewSchema),
  /** The consumer's language: the notice's PDF is written in it (Spanish with the English version after it). */
  language: LanguageSchema,
});
export type ValidationNotice = z.infer<typeof ValidationNoticeSchema>;
