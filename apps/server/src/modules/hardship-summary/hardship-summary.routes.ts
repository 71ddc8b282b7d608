import { HardshipSummaryQuerySchema, HardshipSummaryResponseSchema } from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from '../accounts/viewer.js';

/** The account view's hardship summary, under the same rules as get_current_action. */
export function hardshipSummaryRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const collector = guards.requireCollector();
  return async (app) => {
    app.get(
      '/collectors/api/hardship_summary',
      {
        preHandler: collector,
        schema: {
          tags: ['accounts'],
          summary: "An AI summary of the consumer's hardship answers, regenerated when they change",
          querystring: HardshipSummaryQuerySchema,
          response: { 200: HardshipSummaryResponseSchema },
        },
      },
      async (req) => services.hardshipSummary.summaryFor(viewerOf(sessionOf(req).user, req.ip), req.query.customer_document_id),
    );
  };
}
