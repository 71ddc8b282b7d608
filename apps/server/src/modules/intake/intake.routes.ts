import {
  AddressQuerySchema,
  AddressSuggestionsSchema,
  AttachUploadInputSchema,
  type CourtLevel,
  CourtResultsSchema,
  CourtSearchQuerySchema,
  CreateCustomerDocumentQuerySchema,
  CreatedCustomerDocumentSchema,
  DeleteLawyerEmailQuerySchema,
  DirectUploadInputSchema,
  DirectUploadSchema,
  DownloadsSchema,
  deadlineText,
  ErrorsArraySchema,
  ExtractedResponsesSchema,
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  IntakeIdParamsSchema,
  JURISDICTIONS,
  NameResultsSchema,
  NameSearchQuerySchema,
  PrepopulateInputSchema,
  ResumeUrlSchema,
  SaveCourtInputSchema,
  SaveLawFirmInputSchema,
  SavePlaintiffInputSchema,
  SaveResultSchema,
  StepResponseInputSchema,
  StepResponseResultSchema,
  SupportedJurisdictionsSchema,
  UpdatePhoneInputSchema,
  UploadedFileSchema,
  WalkThroughSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/file-reply.js';
import { readMultipartUpload, type UploadedFile } from '../../platform/multipart-upload.js';
import type { RouteContext } from '../../route-context.js';
import { PAPERS_UPLOAD } from './intake.files.js';

const tags = ['consumer intake'];
const Params = IntakeIdParamsSchema;
const consumerOf = (req: FastifyRequest) => ({ userId: sessionOf(req).user.id, ip: req.ip });

async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; filename: string; camera: boolean }> {
  const { files, fields } = await readMultipartUpload(req, PAPERS_UPLOAD);
  const file = files[0] as UploadedFile;
  return { bytes: file.data, filename: file.filename, camera: fields.camera?.[0] === 'true' };
}

/**
 * Consumer spec 7 "Scan, summary and steps" and "Details form and searches". Every route takes the
 * consumer session; every case route answers 404 for a case that is not the caller's.
 */
export function intakeRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const { cases, files, searches, generation, maps } = services.intake;
  const consumer = guards.requireConsumer();
  return async (app) => {
    app.addHook('onClose', async () => services.intake.close());

    app.post(
      '/customer_documents',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Start a Debt Answer, SoloSettle or Document Generation case; answers where its walk-through starts',
          querystring: CreateCustomerDocumentQuerySchema,
          response: { 200: CreatedCustomerDocumentSchema },
        },
      },
      async (req) => cases.createCase(consumerOf(req), req.query.document_name, req.query.source),
    );

    app.get(
      '/api_controller/walk_through/:id',
      {
        preHandler: consumer,
        schema: { tags, summary: 'The case as its walk-through shows it, with the current step', params: Params, response: { 200: WalkThroughSchema } },
      },
      async (req) => cases.walkThrough(consumerOf(req), req.params.id),
    );

    app.get(
      '/api_controller/get_supported_jurisdictions',
      { preHandler: consumer, schema: { tags, summary: 'The states Parley can prepare an Answer for', response: { 200: SupportedJurisdictionsSchema } } },
      async () => ({
        supported_jurisdictions: JURISDICTIONS.map((j) => {
          const days = (c: CourtLevel) => (c.answer.from === 'service' ? c.answer.days : null);
          const usual = j.courts[0] as CourtLevel;
          return {
            state: j.state,
            name: j.name,
            answer_days: days(usual),
            answer_rule: usual.answer.citation,
            courts: j.courts.map((c) => ({
              key: c.key,
              name: c.name,
              limit_cents: c.limitCents,
              answer_days: days(c),
              answer_rule: deadlineText(c.answer),
              form_required: c.formRequired ?? null,
            })),
          };
        }),
      }),
    );

    app.post(
      '/api_controller/update_walk_through_step_response/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: "Save a step's inputs; answers each invalid input's message under its name",
          description:
            'Inputs named in `encrypted` are stored encrypted. `complete: true` checks every required input of the step and finishes it when all pass.',
          params: Params,
          body: StepResponseInputSchema,
          response: { 200: StepResponseResultSchema },
        },
      },
      async (req) => cases.updateStep(consumerOf(req), req.params.id, req.body),
    );

    app.post(
      '/api_controller/upload_file/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Upload a photo or file of the papers (multipart `file`, optional `camera`): PDF, JPEG, GIF or PNG, at most 25 MB',
          params: Params,
          response: { 200: UploadedFileSchema },
        },
      },
      async (req) => files.upload(consumerOf(req), req.params.id, await readUpload(req)),
    );

    app.post(
      '/api_controller/direct_uploads',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary:
            "Direct upload, step 1: announce a file; answers where to PUT its bytes (Ask Solo's one-step multipart upload has /rails/active_storage/direct_uploads)",
          body: DirectUploadInputSchema,
          response: { 200: DirectUploadSchema },
        },
      },
      async (req) => files.createDirectUpload(consumerOf(req), req.body.blob),
    );

    app.register(async (raw) => {
      // The bytes of a direct upload arrive as a raw body.
      raw.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: INTAKE_LIMITS.maxUploadBytes + 1 }, (_req, body, done) =>
        done(null, body),
      );
      raw.put(
        '/api_controller/direct_uploads/:token',
        {
          preHandler: consumer,
          schema: {
            tags,
            summary: 'Direct upload, step 2: the file bytes',
            params: z.object({ token: z.string().max(100) }),
            response: { 200: z.object({ ok: z.literal(true) }) },
          },
        },
        async (req) => {
          const body = req.body;
          if (!Buffer.isBuffer(body)) throw new AppError('VALIDATION_FAILED', INTAKE_MESSAGES.uploadFailed);
          await files.receiveDirectUpload(consumerOf(req), (req.params as { token: string }).token, body);
          return { ok: true as const };
        },
      );
    });

    app.post(
      '/api_controller/attach_upload/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Direct upload, step 3: attach the uploaded file to the case',
          params: Params,
          body: AttachUploadInputSchema,
          response: { 200: UploadedFileSchema },
        },
      },
      async (req) => files.attachDirectUpload(consumerOf(req), req.params.id, req.body.signed_id, req.body.camera),
    );

    app.post(
      '/api_controller/prepopulate_from_document_files/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Read the uploaded papers (OCR, PDF text) in the background; answers the summary step to go to',
          params: Params,
          body: PrepopulateInputSchema,
          response: { 200: ResumeUrlSchema },
        },
      },
      async (req) => files.prepopulate(consumerOf(req), req.params.id),
    );

    app.get(
      '/api_controller/get_extracted_walk_through_step_responses/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'What was read off the papers: processing, completed (with the fields) or failed',
          params: Params,
          response: { 200: ExtractedResponsesSchema },
        },
      },
      async (req) => files.extracted(consumerOf(req), req.params.id),
    );

    app.get(
      '/api/courts/search',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Courts by name, city, county or ZIP (2+ characters), optionally in one state and of one court level',
          querystring: CourtSearchQuerySchema,
          response: { 200: CourtResultsSchema },
        },
      },
      async (req) => ({ results: await searches.searchCourts(req.query.query, req.query.state, req.query.level) }),
    );
    app.get(
      '/api/law_firms/search',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Collection law firms and agencies by name; in_database marks firms on Parley',
          querystring: NameSearchQuerySchema,
          response: { 200: NameResultsSchema },
        },
      },
      async (req) => ({ results: await searches.searchLawFirms(req.query.query) }),
    );
    app.get(
      '/api/plaintiffs/search',
      {
        preHandler: consumer,
        schema: { tags, summary: 'Creditors and debt buyers by name', querystring: NameSearchQuerySchema, response: { 200: NameResultsSchema } },
      },
      async (req) => ({ results: await searches.searchPlaintiffs(req.query.query) }),
    );
    app.get(
      '/api/addresses/autocomplete',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'US city and ZIP suggestions (offline directory)',
          querystring: AddressQuerySchema,
          response: { 200: AddressSuggestionsSchema },
        },
      },
      async (req) => ({ suggestions: maps.suggest(req.query.query) }),
    );

    app.post(
      '/api_controller/save_law_firm/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Choose the law firm (a firm on Parley by id, or a name)',
          params: Params,
          body: SaveLawFirmInputSchema,
          response: { 200: SaveResultSchema },
        },
      },
      async (req) => searches.saveLawFirm(consumerOf(req), req.params.id, req.body),
    );
    app.post(
      '/api_controller/save_plaintiff/:id',
      {
        preHandler: consumer,
        schema: { tags, summary: 'Choose the plaintiff or creditor', params: Params, body: SavePlaintiffInputSchema, response: { 200: SaveResultSchema } },
      },
      async (req) => searches.savePlaintiff(consumerOf(req), req.params.id, req.body),
    );
    app.post(
      '/api_controller/save_court/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Choose the court (Debt Answer and Document Generation)',
          params: Params,
          body: SaveCourtInputSchema,
          response: { 200: SaveResultSchema },
        },
      },
      async (req) => searches.saveCourt(consumerOf(req), req.params.id, req.body),
    );
    app.post(
      '/api_controller/update_phone_number/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Save the phone number (a valid 10-digit US number)',
          params: Params,
          body: UpdatePhoneInputSchema,
          response: { 200: ErrorsArraySchema },
        },
      },
      async (req) => searches.updatePhoneNumber(consumerOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api_controller/delete_lawyer_email/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Remove one lawyer email (query `email`)',
          params: Params,
          querystring: DeleteLawyerEmailQuerySchema,
          response: { 200: z.object({ lawyer_emails: z.array(z.string()) }) },
        },
      },
      async (req) => searches.deleteLawyerEmail(consumerOf(req), req.params.id, req.query.email),
    );

    app.get(
      '/api_controller/documents/:id/downloads',
      {
        preHandler: consumer,
        schema: { tags, summary: "The download page's poll: the generated documents once ready", params: Params, response: { 200: DownloadsSchema } },
      },
      async (req) => generation.downloads(consumerOf(req), req.params.id),
    );
    app.post(
      '/api_controller/documents/:id/regenerate',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Makes the document again from the case as it is now (after a fact it uses changed); edits saved in the editor are replaced',
          params: Params,
          response: { 200: DownloadsSchema },
        },
      },
      async (req) => generation.regenerate(consumerOf(req), req.params.id),
    );
    app.get(
      '/api_controller/documents/:id/files/:name',
      {
        preHandler: consumer,
        schema: { tags, summary: 'A generated document (PDF or Word)', params: Params.extend({ name: z.string().regex(/^[a-z-]+\.(pdf|docx)$/) }) },
      },
      async (req, reply) => {
        const file = await generation.file(consumerOf(req), req.params.id, req.params.name);
        return sendAttachment(reply, file.name, file.bytes, file.contentType);
      },
    );
  };
}
