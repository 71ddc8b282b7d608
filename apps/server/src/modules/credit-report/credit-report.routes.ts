import { FetchCreditReportResponseSchema } from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

export function creditReportRoutes({ services, guards, csrf }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/my_dashboard/fetch_credit_report',
      {
        // The spec makes this a GET, yet it asks the bureau for a report: it takes the CSRF header like a write.
        onRequest: async (req) => csrf.assert(req),
        preHandler: guards.requireConsumer(),
        schema: {
          tags: ['consumer credit report'],
          summary: 'Ask the credit bureau for the consumer’s report (a soft inquiry); it arrives in the background',
          description:
            'Needs X-CSRF-Token. 422 when the profile lacks name, address, birthdate or SSN (missing_metadata); 429 after 5 requests a day. The report then shows in GET /my_dashboard.json as fetching, then available or error.',
          response: { 200: FetchCreditReportResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const status = await services.creditReport.requestFetch(sessionOf(req).user.id, req.ip);
        return { success: true, status };
      },
    );
  };
}
