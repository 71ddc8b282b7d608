import {
  BANK_REPORT_EVENTS,
  BankConnectionResponseSchema,
  bankReportRoom,
  ExchangePublicTokenInputSchema,
  FinancialReportSchema,
  LinkTokenResponseSchema,
  PublicTokenResponseSchema,
  SandboxPublicTokenInputSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, sessionOf } from '../../platform/auth.js';
import type { SocketUser } from '../../platform/realtime.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['consumer financial report'];
const JoinSchema = z.object({ user_id: z.number().int() });

export function financialReportRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const reports = services.financialReport;
  const consumer = guards.requireConsumer();

  // The bank report channel: a consumer may join their own room only (ARCHITECTURE "Realtime").
  services.realtime.onConnection((socket, user: SocketUser) => {
    socket.on(BANK_REPORT_EVENTS.join, async (raw: unknown, ack?: unknown) => {
      const reply = (body: unknown) => typeof ack === 'function' && ack(body);
      const input = JoinSchema.safeParse(raw);
      if (!input.success) return reply({ ok: false, error: 'user_id is required' });
      const stillSignedIn = (await services.sessions.resolve(user.realm, user.token)) !== null;
      if (!stillSignedIn) {
        reply({ ok: false, error: 'unauthenticated' });
        return socket.disconnect(true);
      }
      if (user.realm !== 'consumer' || user.session.user.id !== input.data.user_id) {
        await services.audit.record({
          action: 'authorization_refused',
          actorUserId: user.session.user.id,
          realm: user.realm,
          ip: socket.handshake.address,
          details: { channel: 'bank_report', user_id: input.data.user_id },
        });
        return reply({ ok: false, error: 'You do not have permission to do that' });
      }
      await socket.join(bankReportRoom(input.data.user_id));
      reply({ ok: true });
    });
  });

  return async (app) => {
    app.get(
      '/api/v1/financial_report',
      { preHandler: consumer, schema: { tags, summary: "The consumer's financial report and its status", response: { 200: FinancialReportSchema } } },
      async (req) => {
        const report = await reports.getReport(sessionOf(req).user.id);
        await services.audit.recordView(sessionOf(req).sessionId, {
          ...auditActorOf(req),
          action: 'view.financial_report',
          target: { type: 'user', id: sessionOf(req).user.id },
        });
        return report;
      },
    );

    app.post(
      '/api/v1/bank/link_token',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Start connecting a bank: a link token for the provider’s Link (in sandbox mode, for Parley’s own /plaid/link page)',
          response: { 200: LinkTokenResponseSchema },
        },
      },
      async (req) => reports.createLinkToken(sessionOf(req).user.id),
    );

    app.post(
      '/api/v1/bank/sandbox/public_token',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Sandbox mode only: consent given and bank chosen on /plaid/link, a public token as Plaid Link would return',
          body: SandboxPublicTokenInputSchema,
          response: { 200: PublicTokenResponseSchema },
        },
      },
      async (req) => ({ public_token: await reports.sandboxPublicToken(sessionOf(req).user.id, req.body.link_token, req.body.institution_id) }),
    );

    app.post(
      '/api/v1/bank/connections',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Connect the bank with Link’s public token; the report is built in the background',
          description: `Answers at once with status processing; the room bank_report:{user_id} then gets ${BANK_REPORT_EVENTS.ready} or ${BANK_REPORT_EVENTS.failed}. 10 connections a day.`,
          body: ExchangePublicTokenInputSchema,
          response: { 200: BankConnectionResponseSchema },
        },
      },
      async (req) => {
        const { institutionName } = await reports.connect(sessionOf(req).user.id, req.body.public_token, req.ip);
        return { status: 'processing' as const, institution_name: institutionName };
      },
    );
  };
}
