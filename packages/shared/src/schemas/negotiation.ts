import { z } from 'zod';
import { CURRENT_ACTION_TYPES } from '../domain/lifecycle.js';
import { DISCLOSURE_LINES, EVENT_ACTIONS, PARTIES } from '../domain/negotiation.js';
import {
  hasInstallmentUnderMinimum,
  INSTALLMENT_TOO_SMALL,
  MAX_COUNTEROFFERS,
  MAX_OFFER_CENTS,
  MAX_PAYMENTS,
  MAX_PHASES,
  MIN_INSTALLMENT_CENTS,
} from '../domain/offers.js';
import { SIGNATURE_MESSAGES } from '../domain/signature.js';
import { CASE_CHANGE_KINDS, CONSUMER_STAGES } from '../domain/state-wording.js';
import { US_STATE_CODES } from '../domain/us-states.js';
import { isPrintableText } from '../domain/validation.js';
import { equalPaymentPhases, parseDollarsToCents } from '../money/money.js';
import { EmailSchema, IsoCalendarDateSchema, nameSchema } from './common.js';
import { CourtClosingSchema } from './court-closing.js';

const DocumentId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`).refine(isPrintableText, 'Contains characters that are not allowed');

/** The settlement agreement's size limit (collector spec 7 upload_settlement_agreement); `agreementTooLarge` says it. */
export const AGREEMENT_MAX_BYTES = 10 * 1024 * 1024;

export const NEGOTIATION_MESSAGES = {
  acceptConfirm: 'Are you sure you want to accept this offer?',
  counterConfirm: 'Are you sure you want to submit these counteroffers?',
  submitConfirm: 'Are you sure you want to submit?',
  acceptDisclosure: DISCLOSURE_LINES.accept,
  counterDisclosure: DISCLOSURE_LINES.counter,
  agreementDisclosure: DISCLOSURE_LINES.agreement,
  acceptFailed: 'Error processing request',
  paymentDetailsFailed: 'Failed to send payment details',
  downloadFailed: 'Failed to download file',
  agreementDownloadFailed: 'Failed to download settlement agreement',
  stale: 'This account has moved on since you loaded it. The page now shows its current step.',
  pdfOnly: 'Please choose a PDF file.',
  agreementTooLarge: 'The agreement must be at most 10 MB.',
  pdfUnreadable: 'This PDF cannot be opened. Please save or export it again as a PDF and upload that file.',
  pdfEncrypted: 'This PDF is password-protected. Please upload a copy without a password.',
  pdfNoPages: 'This PDF has no pages. Please upload the complete agreement.',
  pdfTooComplex: 'This PDF is too large to process (at most 200 pages). Please upload a smaller file.',
  agreementUnreadable:
    "The firm's agreement cannot be opened, so it cannot be signed. The firm has been asked to send it again; you will get an email when it is ready.",
  poBox: 'Payments are sent by courier, so the mailing address cannot be a PO box.',
} as const;

/** What the firm is told when a step it took went through, naming whose account (issue 38.6). */
export const NEGOTIATION_DONE = {
  accepted: (name: string) => `Offer accepted for ${name}. Next: send the payment details.`,
  countered: (name: string) => `Counteroffer sent to ${name}.`,
  paymentDetailsSent: (name: string) => `Payment details sent to ${name}. Next: send the settlement agreement.`,
  agreementSent: (name: string) => `Settlement agreement sent to ${name} to sign.`,
} as const;

/** Collector spec 5 "Disclosures": extra lines the collector adds; blanks are dropped. */
export const DisclosuresSchema = z
  .array(z.string().max(1000, 'A disclosure is at most 1000 characters').refine(isPrintableText, 'Contains characters that are not allowed'))
  .max(10, 'At most 10 disclosures')
  .default([])
  .transform((lines) => lines.map((l) => l.trim()).filter((l) => l !== ''));

export const AcceptOfferInputSchema = z.strictObject({ customer_document_id: DocumentId, disclosures: DisclosuresSchema });

/** Dollars as typed ("1,234.56" or a number); kept as cents from here on. */
const Dollars = z.union([z.string().max(20), z.number()]).transform((value, ctx) => {
  const cents = parseDollarsToCents(value);
  if (cents === null || cents > MAX_OFFER_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'Total amount must be a dollar amount like 1234.56' });
    return z.NEVER;
  }
  return cents;
});
const Count = z.coerce.number().int('Use a whole number of payments').min(0).max(10_000);
const Cents = z.coerce.number().int('Amounts are in whole cents').min(0).max(MAX_OFFER_CENTS);

/**
 * Every installment of an offer is at least MIN_INSTALLMENT_CENTS: each tier's payment, and every
 * payment of an equal split (the total over too many payments gives $0.00 ones). The same rule is
 * in `offerErrors` (the forms and the services) and is checked again when an offer is accepted.
 */
function refineInstallments(
  offer: { total: number | null | undefined; payments: number | null | undefined; phases: { payment_amount_cents: number | null }[] },
  ctx: z.RefinementCtx,
  phasesKey: string,
) {
  offer.phases.forEach((t, i) => {
    if (t.payment_amount_cents !== null && t.payment_amount_cents < MIN_INSTALLMENT_CENTS) {
      ctx.addIssue({ code: 'custom', path: [phasesKey, i, 'payment_amount_cents'], message: INSTALLMENT_TOO_SMALL });
    }
  });
  const { total, payments } = offer;
  if (offer.phases.length > 0 || !total || total <= 0 || !payments || payments < 1 || payments > MAX_PAYMENTS) return;
  if (hasInstallmentUnderMinimum(equalPaymentPhases(total, payments))) ctx.addIssue({ code: 'custom', path: ['payments'], message: INSTALLMENT_TOO_SMALL });
}

export const PhaseInputSchema = z.strictObject({
  index: z.coerce.number().int().min(0).max(MAX_PHASES).optional(),
  payment_amount_cents: Cents.nullable(),
  iterations: Count.nullable(),
});

/** One offer of `create_counteroffer` (collector spec 7): total in dollars, tiers in cents. */
export const CounterofferOfferSchema = z
  .strictObject({
    customer_document_id: DocumentId.optional(),
    total_amount: Dollars.nullable(),
    first_payment_date: IsoCalendarDateSchema.nullable(),
    phases: z.array(PhaseInputSchema).max(MAX_PHASES, `At most ${MAX_PHASES} tiers`).default([]),
    payments: Count.nullable().optional(),
  })
  .superRefine((o, ctx) => refineInstallments({ total: o.total_amount, payments: o.payments, phases: o.phases }, ctx, 'phases'));
export type CounterofferOffer = z.infer<typeof CounterofferOfferSchema>;

export const CreateCounterofferInputSchema = z.strictObject({
  customer_document_id: DocumentId,
  offers: z.array(CounterofferOfferSchema).min(1, 'Add an offer').max(MAX_COUNTEROFFERS, `At most ${MAX_COUNTEROFFERS} counteroffers at once`),
  disclosures: DisclosuresSchema,
});

export const CounterofferFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('RULE_VIOLATED'),
  offer_index: z.number().int().describe('0-based position of the first invalid offer'),
  errors: z.array(z.string()),
});

export const DetermineLastPaymentInputSchema = z.strictObject({
  customer_document_id: DocumentId,
  total_amount: Dollars.nullable(),
  first_payment_date: IsoCalendarDateSchema.nullable().optional(),
  phases: z.array(PhaseInputSchema).max(MAX_PHASES).default([]),
  payments: Count.nullable().optional(),
});
export const DetermineLastPaymentResponseSchema = z.object({
  success: z.literal(true),
  has_extra_tier: z.boolean(),
  last_payment_amount_cents: z.number().int().nullable(),
});

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;
export function isPoBox(address: string): boolean {
  return PO_BOX.test(address);
}

export const UpdatePaymentDetailsInputSchema = z.strictObject({
  customer_document_id: DocumentId,
  file_number: text(64, 'File number is required'),
  payee: nameSchema(200).min(1, 'Payee is required'),
  recipient: nameSchema(200).min(1, 'Recipient is required'),
  mailing_address: text(500, 'Mailing address is required').refine((a) => !isPoBox(a), NEGOTIATION_MESSAGES.poBox),
});

export const SuccessSchema = z.object({ success: z.literal(true) });

// ---- The consumer's side (designed here; collector spec covers only the firm's calls) ----

export const ConsumerPhaseSchema = z.strictObject({ payment_amount_cents: Cents, iterations: Count });
export const ConsumerOfferInputSchema = z
  .strictObject({
    total_amount_cents: Cents,
    first_payment_date: IsoCalendarDateSchema,
    payments: Count.nullable().optional(),
    phases: z.array(ConsumerPhaseSchema).max(MAX_PHASES).default([]),
  })
  .superRefine((o, ctx) => refineInstallments({ total: o.total_amount_cents, payments: o.payments, phases: o.phases }, ctx, 'phases'));
export type ConsumerOfferInput = z.infer<typeof ConsumerOfferInputSchema>;

export const NewSettlementCaseInputSchema = z
  .strictObject({
    law_firm_id: DocumentId.nullable().optional(),
    law_firm_name: nameSchema(200).optional(),
    lawyer_email: z.union([EmailSchema, z.literal('')]).optional(),
    plaintiff_name: nameSchema(200).min(1, 'Plaintiff is required'),
    amount_owed_cents: z.coerce.number().int().min(100, 'Amount owed is required').max(MAX_OFFER_CENTS, 'Amount owed is too large'),
    state: z.enum(US_STATE_CODES as [string, ...string[]], 'Choose a state'),
    reference_number: z.string().trim().max(64, 'At most 64 characters').refine(isPrintableText, 'Contains characters that are not allowed').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.law_firm_id) return;
    if (!v.law_firm_name) ctx.addIssue({ code: 'custom', path: ['law_firm_name'], message: 'Choose the law firm or type its name' });
    if (!v.lawyer_email) ctx.addIssue({ code: 'custom', path: ['lawyer_email'], message: "Enter the lawyer's email so we can send them your offer" });
  });
export type NewSettlementCaseInput = z.infer<typeof NewSettlementCaseInputSchema>;

export const LawFirmOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const LawFirmOptionsSchema = z.object({ law_firms: z.array(LawFirmOptionSchema) });

const PhaseOut = z.object({ iterations: z.number().int(), payment_amount_cents: z.number().int() });
export const OfferViewSchema = z.object({
  id: z.number().int(),
  party: z.enum(PARTIES),
  offer_index: z.number().int(),
  total_amount_cents: z.number().int(),
  payments: z.number().int(),
  first_payment_date: z.string().nullable(),
  phases: z.array(PhaseOut),
  created_at: z.string(),
});
export type OfferView = z.infer<typeof OfferViewSchema>;

export const SettlementCaseSchema = z.object({
  id: z.number().int(),
  law_firm_name: z.string(),
  law_firm_on_parley: z.boolean(),
  plaintiff_name: z.string().nullable(),
  amount_owed_cents: z.number().int().nullable(),
  state: z.string().nullable(),
  reference_number: z.string().nullable(),
  stage: z.enum(CONSUMER_STAGES),
  current_action: z.enum(CURRENT_ACTION_TYPES).nullable(),
  valid_first_payment_date: z.string(),
  /** The consumer's latest offer, and the firm's latest set of counteroffers (1 to 5). */
  my_latest_offer: OfferViewSchema.nullable(),
  firm_offers: z.array(OfferViewSchema),
  /** The offer both sides agreed on, once one side accepted. */
  agreed_offer: OfferViewSchema.nullable(),
  payment_details: z.object({ payee: z.string(), recipient: z.string(), mailing_address: z.string(), file_number: z.string().nullable() }).nullable(),
  agreement: z.object({ filename: z.string(), signed_at: z.string().nullable() }).nullable(),
  /** A paid-off lawsuit's court side (issue 37.9): which paper ends it, by when, and whether the firm filed it; else null. */
  court_closing: CourtClosingSchema.nullable(),
  events: z.array(
    z.object({ party: z.enum(PARTIES), action: z.enum(EVENT_ACTIONS), text: z.string(), disclosures: z.array(z.string()), created_at: z.string() }),
  ),
  created_at: z.string(),
});
export type SettlementCase = z.infer<typeof SettlementCaseSchema>;
export const SettlementCasesSchema = z.object({ cases: z.array(SettlementCaseSchema) });

export const AcceptCounterofferInputSchema = z.strictObject({ offer_id: DocumentId });

export const ESIGN_CONSENT_TEXT =
  'I agree to use electronic records and signatures for this settlement agreement. I understand that my typed name is my legal signature, that I can ask for a paper copy, and that I can withdraw this consent before signing.';

export const SignAgreementInputSchema = z.strictObject({
  // Whether the name is the signer's is the service's to say (signatureMatchesLegalName): it needs the agreement.
  typed_name: nameSchema(200).min(1, SIGNATURE_MESSAGES.required),
  consent: z.literal(true, SIGNATURE_MESSAGES.consentRequired),
});

/**
 * A committed change to a case, pushed over Socket.IO to the firm's staff and the consumer
 * (apps/server/src/modules/cases/case-live.ts). Views say what changed (describeCaseChange) and
 * bring what they show of the case up to date: the firm's carry the account's row and the firm's
 * metrics (FirmCaseChangeMessageSchema, CaseMetricsMessageSchema), the consumer's refetch.
 */
export const CASE_EVENTS = { changed: 'case_changed', metrics: 'case_metrics' } as const;
export const CaseChangeMessageSchema = z.object({
  case_id: z.number().int(),
  kind: z.enum(CASE_CHANGE_KINDS),
  party: z.enum(PARTIES).nullable(),
  current_action: z.enum(CURRENT_ACTION_TYPES).nullable(),
});
export type CaseChangeMessage = z.infer<typeof CaseChangeMessageSchema>;
