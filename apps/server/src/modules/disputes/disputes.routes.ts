import {
  CustomerDocumentIdSchema,
  DISPUTE_MESSAGES,
  DISPUTE_UPLOAD_MAX_BYTES,
  DisputeDetailsSchema,
  DisputeInputSchema,
  EsignConsentInputSchema,
  SuccessSchema,
  ValidationNoticeSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/file-reply.js';
import { detectAttachmentType } from '../../platform/file-type.js';
import { readMultipartUpload, type UploadedFile, type UploadRules } from '../../platform/multipart-upload.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from '../accounts/viewer.js';
import { renderValidationNotice } from '../documents/index.js';
import { requireVerifiedEmail } from '../identity/email-verified.js';

const tags = ['disputes'];
const DbId = z.coerce.number().int().positive().max(2_147_483_647);
const CaseParams = z.strictObject({ id: DbId });
const FileParams = z.strictObject({ id: DbId, disputeId: DbId });

const viewer = (req: FastifyRequest) => viewerOf(sessionOf(req).user, req.ip);
const consumerOf = (req: FastifyRequest) => ({ userId: sessionOf(req).user.id, ip: req.ip, userAgent: req.headers['user-agent'] });

/** The FTC identity-theft report: a PDF or a photo of it, judged by its bytes. */
const REPORT_UPLOAD: UploadRules = {
  maxFileBytes: DISPUTE_UPLOAD_MAX_BYTES,
  kinds: ['pdf', 'jpg', 'png'],
  fileFields: ['file'],
  matchExtension: true,
  messages: { tooLarge: DISPUTE_MESSAGES.reportTooLarge, wrongType: () => DISPUTE_MESSAGES.reportTypes, missing: DISPUTE_MESSAGES.reportTypes },
};
/** The firm's verification: one PDF. */
const VERIFICATION_UPLOAD: UploadRules = {
  maxFileBytes: DISPUTE_UPLOAD_MAX_BYTES,
  kinds: ['pdf'],
  fileFields: ['file'],
  messages: {
    tooLarge: DISPUTE_MESSAGES.verificationTooLarge,
    wrongType: () => DISPUTE_MESSAGES.verificationPdfOnly,
    missing: DISPUTE_MESSAGES.verificationPdfOnly,
  },
};

/** A stored report's type is read from its bytes, as it was checked when it was uploaded. */
const contentTypeOf = (bytes: Uint8Array) => detectAttachmentType(Buffer.from(bytes))?.contentType ?? 'application/octet-stream';

export function disputesRoutes({ services, guards, config }: RouteContext): FastifyPluginAsyncZod {
  const disputes = services.disputes;
  const collector = guards.requireCollector();
  const consumer = guards.requireConsumer();
  // A dispute or an identity-theft report pauses the firm's collection: it waits until the consumer
  // confirmed their address (issue 33), as everything else that reaches a firm does.
  const consumerWithConfirmedEmail = [consumer, requireVerifiedEmail];
  const onlineUrl = (id: number) => `${config.publicUrl}/my_cases/${id}/notice`;

  return async (app) => {
    // ---- The consumer's side ----

    app.get(
      '/api/v1/settlement_cases/:id/validation_notice',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'The validation notice of a case (12 CFR 1006.34), delivered on first view',
          description:
            'Delivered electronically when the consumer has given E-SIGN consent, else marked for mail (receipt assumed 5 business days later). 422 before a firm works the account.',
          params: CaseParams,
          response: { 200: ValidationNoticeSchema },
        },
      },
      async (req) => disputes.consumerNotice(consumerOf(req), req.params.id),
    );

    app.get(
      '/api/v1/settlement_cases/:id/validation_notice.pdf',
      { preHandler: consumer, schema: { tags, summary: 'The validation notice as a PDF (model form B-1)', params: CaseParams } },
      async (req, reply) => {
        const notice = await disputes.consumerNotice(consumerOf(req), req.params.id);
        return sendAttachment(
          reply,
          `validation-notice-${notice.customer_document_id}.pdf`,
          await renderValidationNotice(notice, onlineUrl(notice.customer_document_id)),
        );
      },
    );

    app.post(
      '/api/v1/esign_consent',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Consent to receive notices electronically (E-SIGN; 12 CFR 1006.42)',
          body: EsignConsentInputSchema,
          response: { 200: z.object({ consented_at: z.string(), method: z.string() }) },
        },
      },
      async (req) => disputes.recordConsent(consumerOf(req)),
    );

    app.post(
      '/api/v1/settlement_cases/:id/disputes',
      {
        preHandler: consumerWithConfirmedEmail,
        schema: {
          tags,
          summary: 'Dispute the debt (all or part) or ask for the original creditor (12 CFR 1006.38)',
          description: "The firm's collection actions pause until it uploads verification. 409 while another request is open.",
          params: CaseParams,
          body: DisputeInputSchema,
          response: { 200: ValidationNoticeSchema },
        },
      },
      async (req) => disputes.openDispute(consumerOf(req), req.params.id, req.body),
    );

    app.post(
      '/api/v1/settlement_cases/:id/identity_theft',
      {
        preHandler: consumerWithConfirmedEmail,
        schema: {
          tags,
          summary: 'Report identity theft with the FTC identity-theft report attached',
          description:
            'multipart/form-data: file (PDF, JPG or PNG, checked by its bytes, at most 10 MB), details (optional). Collection pauses as for a dispute.',
          params: CaseParams,
          response: { 200: ValidationNoticeSchema },
        },
      },
      async (req) => {
        const { files, fields } = await readMultipartUpload(req, REPORT_UPLOAD);
        const details = DisputeDetailsSchema.safeParse(fields.details?.[0] ?? '');
        if (!details.success) {
          const message = details.error.issues[0]?.message ?? 'The details are not valid';
          throw new AppError('VALIDATION_FAILED', message, { details: message });
        }
        return disputes.reportIdentityTheft(consumerOf(req), req.params.id, files[0] as UploadedFile, details.data || null);
      },
    );

    app.get(
      '/api/v1/settlement_cases/:id/disputes/:disputeId/verification',
      { preHandler: consumer, schema: { tags, summary: "Download the firm's verification of a dispute", params: FileParams } },
      async (req, reply) => {
        const file = await disputes.disputeFile({ consumer: consumerOf(req) }, req.params.id, req.params.disputeId, 'verification');
        return sendAttachment(reply, file.filename, file.bytes);
      },
    );

    // ---- The firm's side ----

    app.get(
      '/collectors/api/validation_notice',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: "An account's validation notice and disputes",
          querystring: CustomerDocumentIdSchema,
          response: { 200: ValidationNoticeSchema },
        },
      },
      async (req) => disputes.firmNotice(viewer(req), req.query.customer_document_id),
    );

    app.post(
      '/collectors/api/validation_notice_pdf',
      { preHandler: collector, schema: { tags, summary: 'The validation notice as a PDF (model form B-1)', body: CustomerDocumentIdSchema } },
      async (req, reply) => {
        const notice = await disputes.firmNotice(viewer(req), req.body.customer_document_id);
        return sendAttachment(
          reply,
          `validation-notice-${notice.customer_document_id}.pdf`,
          await renderValidationNotice(notice, onlineUrl(notice.customer_document_id)),
        );
      },
    );

    app.post(
      '/collectors/api/upload_dispute_verification',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Upload verification of a disputed debt (or the original creditor’s name and address)',
          description:
            'multipart/form-data: file (a PDF, checked by its bytes, at most 10 MB), customer_document_id. Lifts the dispute’s hold; 409 when no dispute is open.',
          response: { 200: SuccessSchema },
        },
      },
      async (req) => {
        const { files, fields } = await readMultipartUpload(req, VERIFICATION_UPLOAD);
        const parsed = CustomerDocumentIdSchema.safeParse({ customer_document_id: fields.customer_document_id?.[0] });
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'The request is not valid');
        const file = files[0] as UploadedFile;
        await disputes.uploadVerification(viewer(req), parsed.data.customer_document_id, { filename: file.filename, bytes: new Uint8Array(file.data) });
        return { success: true as const };
      },
    );

    app.get(
      '/collectors/api/dispute_report',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: "Download a dispute's FTC identity-theft report",
          querystring: z.strictObject({ customer_document_id: DbId, dispute_id: DbId }),
        },
      },
      async (req, reply) => {
        const file = await disputes.disputeFile({ viewer: viewer(req) }, req.query.customer_document_id, req.query.dispute_id, 'report');
        return sendAttachment(reply, file.filename, file.bytes, contentTypeOf(file.bytes));
      },
    );
  };
}
