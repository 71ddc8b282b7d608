import {
  AcceptCounterofferInputSchema,
  AcceptOfferInputSchema,
  AGREEMENT_MAX_BYTES,
  ConsumerOfferInputSchema,
  CounterofferFailureSchema,
  CreateCounterofferInputSchema,
  CustomerDocumentIdSchema,
  DetermineLastPaymentInputSchema,
  DetermineLastPaymentResponseSchema,
  DisclosuresSchema,
  ErrorBodySchema,
  LawFirmOptionsSchema,
  lastPayment,
  NEGOTIATION_MESSAGES,
  NewSettlementCaseInputSchema,
  SettlementCaseSchema,
  SettlementCasesSchema,
  SignAgreementInputSchema,
  SuccessSchema,
  UpdatePaymentDetailsInputSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/file-reply.js';
import { readMultipartUpload, type UploadedFile, type UploadRules } from '../../platform/multipart-upload.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from '../accounts/viewer.js';
import { requireVerifiedEmail } from '../identity/email-verified.js';
import { renderAgreementFor, renderAuthorizationFor, stampAgreement } from './negotiation.documents.js';
import { draftOf } from './negotiation.service.js';

const tags = ['negotiation'];
const consumerTags = ['consumer negotiation'];
const Id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const viewer = (req: FastifyRequest) => viewerOf(sessionOf(req).user, req.ip);
const consumerOf = (req: FastifyRequest) => {
  const { user } = sessionOf(req);
  return { userId: user.id, ip: req.ip, email: user.email, lawFirmId: user.lawFirmId };
};

/** `upload_settlement_agreement` takes one PDF of at most 10 MB (collector spec 7). */
const AGREEMENT_UPLOAD: UploadRules = {
  maxFileBytes: AGREEMENT_MAX_BYTES,
  kinds: ['pdf'],
  fileFields: ['file'],
  messages: {
    tooLarge: NEGOTIATION_MESSAGES.agreementTooLarge,
    wrongType: () => NEGOTIATION_MESSAGES.pdfOnly,
    missing: NEGOTIATION_MESSAGES.pdfOnly,
    notMultipart: 'Send the agreement as multipart/form-data',
  },
};

/** Reads the multipart upload of `upload_settlement_agreement`: one file and the form fields. */
async function readAgreementUpload(req: FastifyRequest) {
  const { files, fields } = await readMultipartUpload(req, AGREEMENT_UPLOAD);
  const parsed = z
    .object({ customer_document_id: z.coerce.number().int().positive().max(2_147_483_647), disclosures: DisclosuresSchema })
    .safeParse({ customer_document_id: fields.customer_document_id?.[0], disclosures: fields.disclosures ?? [] });
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'The request is not valid');
  const file = files[0] as UploadedFile;
  return { ...parsed.data, file: { filename: file.filename, bytes: new Uint8Array(file.data) } };
}

export function negotiationRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const negotiation = services.negotiation;
  const collector = guards.requireCollector();
  // The same routes take a firm API key (Authorization: Bearer): reads with any key, writes with a write key.
  const collectorOrReadKey = guards.requireCollector({ apiKey: 'read' });
  const collectorOrWriteKey = guards.requireCollector({ apiKey: 'write' });
  const consumer = guards.requireConsumer();
  // What reaches a firm (a new case, an offer, an acceptance) waits until the consumer confirmed
  // their address (issue 33): an unconfirmed sign-up cannot open cases with any firm it names.
  const consumerWithConfirmedEmail = [consumer, requireVerifiedEmail];

  return async (app) => {
    // ---- The firm's side: collector spec 7 "Negotiation" ----

    app.post(
      '/collectors/api/accept_offer',
      {
        preHandler: collectorOrWriteKey,
        schema: {
          tags,
          summary: "Accept the consumer's latest offer",
          description:
            'Allowed while the current action is accept_or_counteroffer and the offer’s first payment date is on or after valid_first_payment_date (422 otherwise); 409 when the account has moved on (another user answered, a double click, a replay). The fixed first disclosure is added by the server; blank extra lines are dropped.',
          body: AcceptOfferInputSchema,
          response: { 200: SuccessSchema },
        },
      },
      async (req) => {
        await negotiation.acceptOffer(viewer(req), req.body.customer_document_id, req.body.disclosures);
        return { success: true as const };
      },
    );

    app.post(
      '/collectors/api/create_counteroffer',
      {
        preHandler: collectorOrWriteKey,
        schema: {
          tags,
          summary: 'Send 1 to 5 counteroffers at once',
          description:
            'total_amount is in dollars ("1234.56"); phases are tiers with payment_amount_cents and iterations (2 or more, summing to the total exactly), or none with payments set. An invalid offer answers 422 with offer_index (0-based) and errors[]; nothing is saved. 409 when the account has moved on.',
          body: CreateCounterofferInputSchema,
          // A refused counteroffer names the offer; a dispute's hold (12 CFR 1006.38) refuses them all with the usual error body.
          response: { 200: SuccessSchema, 422: z.union([CounterofferFailureSchema, ErrorBodySchema]) },
        },
      },
      async (req, reply) => {
        const result = await negotiation.counteroffer(viewer(req), req.body.customer_document_id, req.body.offers, req.body.disclosures);
        if (result.ok) return { success: true as const };
        return reply.code(422).send({
          success: false as const,
          code: 'RULE_VIOLATED' as const,
          error: `Offer ${result.offerIndex + 1} is invalid: ${result.errors.join(', ')}`,
          offer_index: result.offerIndex,
          errors: result.errors,
        });
      },
    );

    app.post(
      '/collectors/api/determine_offer_last_payment',
      {
        preHandler: collectorOrReadKey,
        schema: {
          tags,
          summary: 'The final-payment hint of the counteroffer form',
          description:
            'Without tiers: whether the equal split leaves a different final payment (has_extra_tier) and its amount. With tiers: whether a balance remains that a final payment would cover, and that balance.',
          body: DetermineLastPaymentInputSchema,
          response: { 200: DetermineLastPaymentResponseSchema },
        },
      },
      async (req) => {
        await negotiation.readableDocument(viewer(req), req.body.customer_document_id);
        return { success: true as const, ...lastPayment(draftOf(req.body)) };
      },
    );

    app.post(
      '/collectors/api/update_payment_details',
      {
        preHandler: collectorOrWriteKey,
        schema: {
          tags,
          summary: 'Send the consumer where to pay (file number, payee, recipient, mailing address)',
          description:
            'Allowed while the current action is request_payment_details; PO boxes are refused (payments go by courier). 409 when the account has moved on.',
          body: UpdatePaymentDetailsInputSchema,
          response: { 200: SuccessSchema },
        },
      },
      async (req) => {
        await negotiation.updatePaymentDetails(viewer(req), req.body);
        return { success: true as const };
      },
    );

    app.post(
      '/collectors/api/upload_settlement_agreement',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Send the settlement agreement for the consumer to sign',
          description:
            'multipart/form-data: file (a PDF, checked by its bytes, at most 10 MB), customer_document_id, disclosures[]. Allowed while the current action is request_settlement_agreement; 409 when the account has moved on; 415 for a file that is not a PDF.',
          response: { 200: SuccessSchema },
        },
      },
      async (req) => {
        const upload = await readAgreementUpload(req);
        await negotiation.uploadSettlementAgreement(viewer(req), upload.customer_document_id, upload.file, upload.disclosures);
        return { success: true as const };
      },
    );

    app.post(
      '/collectors/api/settlement_agreement',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Download the settlement agreement (PDF)',
          description:
            'The signed agreement once the consumer signed, else the one the firm sent, else one Parley drafts from the agreed terms (parties, account, settled amount against the balance, schedule, credit reporting, release). 422 before terms are agreed.',
          body: CustomerDocumentIdSchema,
        },
      },
      async (req, reply) => {
        const doc = await negotiation.readableDocument(viewer(req), req.body.customer_document_id);
        const stored = await negotiation.agreementPdf(doc.id);
        if (stored) return sendAttachment(reply, stored.filename, stored.bytes);
        return sendAttachment(reply, `settlement-agreement-${doc.id}.pdf`, await renderAgreementFor(negotiation, doc, services.clock.now()));
      },
    );

    app.post(
      '/collectors/api/render_document',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Download the payment authorization letter (PDF)',
          description: "The consumer's authorization for Parley to pay the agreed schedule to the firm on their behalf. 422 before terms are agreed.",
          body: CustomerDocumentIdSchema,
        },
      },
      async (req, reply) => {
        const doc = await negotiation.readableDocument(viewer(req), req.body.customer_document_id);
        return sendAttachment(reply, `payment-authorization-${doc.id}.pdf`, await renderAuthorizationFor(negotiation, doc, services.clock.now()));
      },
    );

    // ---- The consumer's side ----

    app.get(
      '/api/v1/law_firms',
      {
        preHandler: consumer,
        schema: {
          tags: consumerTags,
          summary: 'Law firms on Parley, for the case form',
          querystring: z.strictObject({ query: z.string().max(100).default('') }),
          response: { 200: LawFirmOptionsSchema },
        },
      },
      async (req) => ({ law_firms: await negotiation.lawFirmOptions(req.query.query.trim()) }),
    );

    app.get(
      '/api/v1/settlement_cases',
      { preHandler: consumer, schema: { tags: consumerTags, summary: "The consumer's SoloSettle cases", response: { 200: SettlementCasesSchema } } },
      async (req) => ({ cases: await negotiation.consumerCases(consumerOf(req)) }),
    );

    app.post(
      '/api/v1/settlement_cases',
      {
        preHandler: consumerWithConfirmedEmail,
        schema: {
          tags: consumerTags,
          summary: 'Open a SoloSettle case',
          description:
            'law_firm_id for a firm on Parley, or law_firm_name and lawyer_email for one that is not: that firm is invited by email with the first offer. amount_owed_cents in cents; state a two-letter code. 25 cases a day per consumer.',
          body: NewSettlementCaseInputSchema,
          response: { 200: SettlementCaseSchema },
        },
      },
      async (req) => {
        const id = await negotiation.createCase(consumerOf(req), req.body);
        return negotiation.consumerCaseView(consumerOf(req), id);
      },
    );

    app.get(
      '/api/v1/settlement_cases/:id',
      {
        preHandler: consumer,
        schema: { tags: consumerTags, summary: 'One case, with the negotiation so far', params: Id, response: { 200: SettlementCaseSchema } },
      },
      async (req) => negotiation.consumerCaseView(consumerOf(req), req.params.id),
    );

    app.post(
      '/api/v1/settlement_cases/:id/offers',
      {
        preHandler: consumerWithConfirmedEmail,
        schema: {
          tags: consumerTags,
          summary: 'Make the first offer, or counter the firm’s counteroffers',
          description:
            'total_amount_cents, first_payment_date (on or after valid_first_payment_date), and payments or 2+ tiers summing to the total. 409 when it is not the consumer’s turn; 422 with the reasons when the offer is invalid.',
          params: Id,
          body: ConsumerOfferInputSchema,
          response: { 200: SettlementCaseSchema },
        },
      },
      async (req) => {
        await negotiation.makeOffer(consumerOf(req), req.params.id, req.body);
        return negotiation.consumerCaseView(consumerOf(req), req.params.id);
      },
    );

    app.post(
      '/api/v1/settlement_cases/:id/accept',
      {
        preHandler: consumerWithConfirmedEmail,
        schema: {
          tags: consumerTags,
          summary: 'Accept one of the firm’s latest counteroffers',
          description: '409 when that offer is no longer open or the case has moved on.',
          params: Id,
          body: AcceptCounterofferInputSchema,
          response: { 200: SettlementCaseSchema },
        },
      },
      async (req) => {
        await negotiation.acceptCounteroffer(consumerOf(req), req.params.id, req.body.offer_id);
        return negotiation.consumerCaseView(consumerOf(req), req.params.id);
      },
    );

    app.get(
      '/api/v1/settlement_cases/:id/agreement',
      {
        preHandler: consumer,
        schema: { tags: consumerTags, summary: 'The settlement agreement (PDF): the signed copy once signed', params: Id },
      },
      async (req, reply) => {
        const doc = await negotiation.consumerDocument(consumerOf(req), req.params.id);
        const pdf = await negotiation.agreementPdf(doc.id);
        if (!pdf) throw new AppError('NOT_FOUND', 'The firm has not sent the agreement yet.');
        return sendAttachment(reply, pdf.filename, pdf.bytes);
      },
    );

    app.post(
      '/api/v1/settlement_cases/:id/sign',
      {
        preHandler: consumer,
        schema: {
          tags: consumerTags,
          summary: 'Sign the settlement agreement electronically',
          description:
            'consent: true to the electronic-records consent, and the typed full name. The time, IP address and browser are recorded; the signature is stamped onto the agreement and a signature certificate page appended. 409 when there is nothing to sign; 422 (fields.typed_name) when the typed name is not the legal name the agreement gives (case, spacing and accents aside; a middle name or initial may be left out).',
          params: Id,
          body: SignAgreementInputSchema,
          response: { 200: SettlementCaseSchema },
        },
      },
      async (req) => {
        const who = { ...consumerOf(req), userAgent: req.headers['user-agent'] ?? '' };
        await negotiation.signAgreement(who, req.params.id, req.body.typed_name, stampAgreement);
        return negotiation.consumerCaseView(consumerOf(req), req.params.id);
      },
    );
  };
}
