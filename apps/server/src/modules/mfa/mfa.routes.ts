import {
  MessageSchema,
  MFA_MESSAGES,
  MfaConfirmResponseSchema,
  MfaRequireInputSchema,
  MfaSetupResponseSchema,
  MfaStatusSchema,
  MfaVerifyInputSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmActorOf, sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['two-step verification'];

export function mfaRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const mfa = services.mfa;
  // Reachable while a firm's requirement holds the user on the set-up page.
  const enrolling = guards.requireCollector({ duringMfaEnrollment: true });
  return async (app) => {
    app.get(
      '/collectors/api/mfa',
      {
        preHandler: enrolling,
        schema: { tags, summary: 'Whether two-step verification is on, and whether the firm requires it', response: { 200: MfaStatusSchema } },
      },
      async (req) => mfa.status(sessionOf(req).user),
    );

    app.post(
      '/collectors/api/mfa/setup',
      {
        preHandler: enrolling,
        schema: {
          tags,
          summary: 'Start enrolling an authenticator: a new secret and its QR code (pending until confirmed)',
          response: { 200: MfaSetupResponseSchema },
        },
      },
      async (req) => mfa.beginSetup(sessionOf(req).user),
    );

    app.post(
      '/collectors/api/mfa/confirm',
      {
        preHandler: enrolling,
        schema: {
          tags,
          summary: 'Confirm the authenticator with a code; returns 10 one-time recovery codes, shown once',
          body: MfaVerifyInputSchema,
          response: { 200: MfaConfirmResponseSchema },
        },
      },
      async (req) => ({ recovery_codes: await mfa.confirmSetup(sessionOf(req).user, req.body.code, req.ip) }),
    );

    app.post(
      '/collectors/api/mfa/disable',
      {
        preHandler: guards.requireCollector(),
        schema: {
          tags,
          summary: 'Turn two-step verification off with a current code (not when the firm requires it)',
          body: MfaVerifyInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await mfa.disable(sessionOf(req).user, req.body.code, req.ip);
        return { message: MFA_MESSAGES.disabled };
      },
    );

    app.post(
      '/collectors/api/mfa/require',
      {
        preHandler: guards.requireCollector({ admin: true }),
        schema: {
          tags,
          summary: 'Require two-step verification for every staff user of the firm (admin)',
          body: MfaRequireInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await mfa.setFirmRequirement(firmActorOf(req), req.body.required);
        return { message: req.body.required ? 'Two-step verification is now required for your firm.' : 'Two-step verification is now optional for your firm.' };
      },
    );
  };
}
