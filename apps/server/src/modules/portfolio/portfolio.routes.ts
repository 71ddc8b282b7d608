import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PortfolioExportParamsSchema,
  PortfolioImportIdParamsSchema,
  PortfolioImportSchema,
  PortfolioRunInputSchema,
  RecoveryReportSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmActorOf } from '../../platform/auth.js';
import { readMultipartUpload, type UploadRules } from '../../platform/multipart-upload.js';
import type { RouteContext } from '../../route-context.js';
import { exportCsv } from './portfolio-export.js';
import { recoveryReport } from './portfolio-reports.js';

const tags = ['portfolio'];

/** A portfolio file: one CSV (UTF-8 text) or Excel workbook (.xlsx), judged by its bytes, named to match. */
const PORTFOLIO_UPLOAD: UploadRules = {
  maxFileBytes: PORTFOLIO_LIMITS.maxFileBytes,
  kinds: ['csv', 'xlsx'],
  fileFields: ['file'],
  matchExtension: true,
  messages: {
    tooLarge: PORTFOLIO_MESSAGES.tooLarge,
    wrongType: ({ extension }) => PORTFOLIO_MESSAGES.wrongType(extension),
    missing: PORTFOLIO_MESSAGES.missing,
    notMultipart: 'Send the file as multipart/form-data',
  },
};

/**
 * Portfolio import and export are the firm administrator's (they create or copy out every account
 * at once); the recovery reports are read by all of the firm's staff, like the metrics strip they
 * extend. The on-call administrator belongs to no firm and is refused.
 */
export function portfolioRoutes({ services, guards, database }: RouteContext): FastifyPluginAsyncZod {
  const portfolio = services.portfolio;
  const admin = guards.requireCollector({ admin: true, allowOnCall: false });
  const staff = guards.requireCollector({ allowOnCall: false });
  return async (app) => {
    app.post(
      '/collectors/api/portfolio/imports',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Upload a portfolio file (CSV or XLSX, admin): its columns, a sample and the guessed mapping',
          consumes: ['multipart/form-data'],
          response: { 200: PortfolioImportSchema },
        },
      },
      async (req) => {
        const [file] = (await readMultipartUpload(req, PORTFOLIO_UPLOAD)).files;
        return portfolio.upload(firmActorOf(req), file as NonNullable<typeof file>);
      },
    );

    app.get(
      '/collectors/api/portfolio/imports/:id',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'An import: its status, progress, counts and row errors (admin)',
          params: PortfolioImportIdParamsSchema,
          response: { 200: PortfolioImportSchema },
        },
      },
      async (req) => portfolio.get(firmActorOf(req), req.params.id),
    );

    app.post(
      '/collectors/api/portfolio/imports/:id/run',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Start the dry run (dry_run: true) or the import of an uploaded file with a column mapping (admin)',
          description:
            'Idempotent by the account reference: a row whose reference the firm already imported updates that account when its content changed and its negotiation has not begun; an unchanged row is skipped; a row of an account under negotiation is counted as locked and left alone.',
          params: PortfolioImportIdParamsSchema,
          body: PortfolioRunInputSchema,
          response: { 200: PortfolioImportSchema },
        },
      },
      async (req) => portfolio.start(firmActorOf(req), req.params.id, req.body.mapping, req.body.dry_run, req.body.assign_round_robin),
    );

    app.get(
      '/collectors/api/portfolio/exports/:kind',
      { preHandler: admin, schema: { tags, summary: "The firm's accounts, offers or consumer payments as CSV (admin)", params: PortfolioExportParamsSchema } },
      async (req, reply) => {
        const actor = firmActorOf(req);
        await services.audit.record({
          action: 'export.portfolio',
          actorUserId: actor.userId,
          realm: 'collector',
          ip: actor.ip,
          details: { kind: req.params.kind },
        });
        const date = services.clock.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${req.params.kind}-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(exportCsv(database, actor.lawFirmId, req.params.kind));
      },
    );

    app.get(
      '/collectors/api/reports/recovery',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: "The firm's recovery reports: recovered and outstanding, by status, state and creditor, response times, payouts",
          response: { 200: RecoveryReportSchema },
        },
      },
      async (req) => recoveryReport(database, firmActorOf(req).lawFirmId),
    );
  };
}
