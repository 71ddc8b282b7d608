import { CourtClosingSchema, CustomerDocumentIdSchema, UpdateCourtClosingInputSchema } from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import { sendAttachment } from '../../platform/file-reply.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from '../accounts/viewer.js';

const tags = ['court closing'];
const viewer = (req: FastifyRequest) => viewerOf(sessionOf(req).user, req.ip);

/**
 * Issue 37.9: closing the court side of a paid-off lawsuit. The firm's own accounts only (the
 * on-call administrator reads); 422 while the account is not a paid-off lawsuit with a case number.
 */
export function courtClosingRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const collector = guards.requireCollector();
  // The on-call administrator reads every firm's accounts and changes none: refused before the body is read.
  const firmStaff = guards.requireCollector({ allowOnCall: false });
  return async (app) => {
    app.get(
      '/collectors/api/court_closing',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Which paper ends the paid-off lawsuit, by when the agreement says it is filed, and whether it was',
          querystring: CustomerDocumentIdSchema,
          response: { 200: CourtClosingSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return services.courtClosing.status(viewer(req), req.query.customer_document_id);
      },
    );

    app.post(
      '/collectors/api/court_closing/document',
      {
        preHandler: collector,
        schema: {
          tags,
          summary: 'Download the stipulation of dismissal or satisfaction of judgment (PDF), drawn up from the case',
          body: CustomerDocumentIdSchema,
        },
      },
      async (req, reply) => {
        const { filename, bytes } = await services.courtClosing.paper(viewer(req), req.body.customer_document_id, sessionOf(req).sessionId);
        return sendAttachment(reply, filename, bytes);
      },
    );

    app.post(
      '/collectors/api/court_closing',
      {
        preHandler: firmStaff,
        schema: {
          tags,
          summary: 'Say whether a judgment was entered (which paper ends the case) and when the paper was filed (null: not filed)',
          description: '400 for a filing date in the future or before the final payment.',
          body: UpdateCourtClosingInputSchema,
          response: { 200: CourtClosingSchema },
        },
      },
      async (req) => services.courtClosing.update(viewer(req), req.body),
    );
  };
}
