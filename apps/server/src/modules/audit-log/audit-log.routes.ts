import { AuditLogQuerySchema, AuditLogResponseSchema } from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import type { AuditReader } from './audit-log.service.js';

const tags = ['audit log'];
const reader = (req: FastifyRequest): AuditReader => ({ user: sessionOf(req).user, ip: req.ip });

/**
 * The firm's audit log (GLBA Safeguards Rule 314.4(c)(8)): a firm's administrators read their
 * firm's entries, the on-call administrator every firm's; staff are refused, and the refusal is
 * itself an entry. docs/operating/audit-log.md.
 */
export function auditLogRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const adminOrOnCall = guards.requireCollector({ adminOrOnCall: true });
  return async (app) => {
    app.get(
      '/collectors/api/audit_log',
      {
        preHandler: adminOrOnCall,
        schema: {
          tags,
          summary: "The firm's audit log, newest first, 50 a page (firm admin; the on-call administrator sees every firm)",
          description: 'Filters: action, user_id, from and to (inclusive UTC calendar days), law_firm_id (the on-call administrator only).',
          querystring: AuditLogQuerySchema,
          response: { 200: AuditLogResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return services.auditLog.list(reader(req), req.query);
      },
    );

    app.get(
      '/collectors/api/audit_log.csv',
      {
        preHandler: adminOrOnCall,
        schema: {
          tags,
          summary: 'The filtered audit log as CSV (at most 10,000 rows; the download is itself audited)',
          querystring: AuditLogQuerySchema,
        },
      },
      async (req, reply) => {
        const { csv, truncated } = await services.auditLog.exportCsv(reader(req), req.query);
        const day = services.clock.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
          .header('x-parley-truncated', truncated ? 'true' : 'false')
          .send(`\uFEFF${csv}`);
      },
    );
  };
}
