import { DashboardResponseSchema } from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/file-reply.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['consumer dashboard'];

export function dashboardRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const consumer = guards.requireConsumer();
  return async (app) => {
    app.get(
      '/my_dashboard.json',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'The consumer dashboard: cases, documents, profile, credit and financial reports',
          description: 'Amounts are integer cents. Only the signed-in consumer’s own documents and reports.',
          response: { 200: DashboardResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const dashboard = await services.dashboard.getDashboard(sessionOf(req).user.id);
        await services.audit.recordView(sessionOf(req).sessionId, {
          ...auditActorOf(req),
          action: 'view.consumer_profile',
          target: { type: 'user', id: sessionOf(req).user.id },
        });
        return dashboard;
      },
    );

    app.get(
      '/my_dashboard/download',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Download a document of the dashboard (the settlement agreement: the signed copy once signed)',
          querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (req, reply) => {
        // Another consumer's document answers as missing: its existence is not disclosed.
        const doc = await services.negotiation.consumerDocument({ userId: sessionOf(req).user.id, ip: req.ip }, req.query.id);
        const pdf = await services.negotiation.agreementPdf(doc.id);
        if (!pdf) throw new AppError('NOT_FOUND', 'This document has nothing to download yet.');
        return sendAttachment(reply, pdf.filename, pdf.bytes);
      },
    );
  };
}
