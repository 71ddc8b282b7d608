import {
  AcceptInviteInputSchema,
  BasicStatsResponseSchema,
  COLLECTOR_MESSAGES,
  CollectorCheckAuthResponseSchema,
  CollectorLoginInputSchema,
  CollectorLoginResponseSchema,
  ForgotPasswordInputSchema,
  MessageSchema,
  MfaVerifyInputSchema,
  OkSchema,
  ResetPasswordInputSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['collector sign-in'];

export function collectorAuthRoutes({ services, guards, cookies, csrf }: RouteContext): FastifyPluginAsyncZod {
  const auth = services.collectorAuth;
  return async (app) => {
    app.post(
      '/collectors/api/login',
      {
        schema: {
          tags,
          summary: 'Sign in with email and password, or with the firm authentication code',
          body: CollectorLoginInputSchema,
          response: { 200: CollectorLoginResponseSchema },
        },
      },
      async (req, reply) => {
        const meta = { ip: req.ip, userAgent: req.headers['user-agent'] };
        const result =
          'auth_token' in req.body ? await auth.signInWithAuthCode(req.body.auth_token, meta) : await auth.signIn(req.body.email, req.body.password, meta);
        if (result.mfaChallenge !== undefined) {
          cookies.setMfaChallenge(reply, result.mfaChallenge);
          return { ok: false, mfa_required: true };
        }
        await cookies.setSession(reply, 'collector', result.token, services.sessions);
        csrf.rotate(reply);
        return { ok: true };
      },
    );

    app.post(
      '/collectors/api/login/mfa',
      {
        schema: {
          tags,
          summary: 'Finish a sign-in that asked for two-step verification, with an authenticator or recovery code',
          body: MfaVerifyInputSchema,
          response: { 200: CollectorLoginResponseSchema },
        },
      },
      async (req, reply) => {
        const token = await auth.completeMfaSignIn(cookies.readMfaChallenge(req), req.body.code, { ip: req.ip, userAgent: req.headers['user-agent'] });
        cookies.clearMfaChallenge(reply);
        await cookies.setSession(reply, 'collector', token, services.sessions);
        csrf.rotate(reply);
        return { ok: true };
      },
    );

    app.get(
      '/collectors/api/check_auth',
      { schema: { tags, summary: 'Whether a collector session is open, its scope and user', response: { 200: CollectorCheckAuthResponseSchema } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const session = await guards.resolve(req, 'collector');
        if (!session) return { ok: false, scope: null, current_user: null };
        const { user } = session;
        return {
          ok: true,
          scope: user.lawFirmScope === 'admin' ? ('admin' as const) : ('other' as const),
          current_user: { id: user.id, email: user.email },
          mfa_enrollment_required: services.mfa.isEnrollmentRequired(session),
        };
      },
    );

    app.get(
      '/collectors/api/basic_stats',
      {
        preHandler: guards.requireCollector({ duringMfaEnrollment: true }),
        schema: { tags, summary: 'Who is signed in: the firm, or the on-call administrator', response: { 200: BasicStatsResponseSchema } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const { user } = sessionOf(req);
        return { is_on_call_admin: user.isOnCallAdmin, law_firm: await auth.getFirm(user.lawFirmId) };
      },
    );

    app.delete(
      '/collectors/api/logout',
      {
        preHandler: guards.requireCollector({ duringMfaEnrollment: true }),
        schema: { tags, summary: 'Sign out of this session', response: { 200: OkSchema } },
      },
      async (req, reply) => {
        await services.identity.signOut('collector', cookies.readSession(req, 'collector'), sessionOf(req).user, req.ip);
        cookies.clearSession(reply, 'collector');
        csrf.rotate(reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/accept_invite',
      { schema: { tags, summary: 'Set the password of an invited staff user and sign them in', body: AcceptInviteInputSchema, response: { 200: OkSchema } } },
      async (req, reply) => {
        const { sessionToken } = await auth.acceptInvite(req.body.token, req.body.password, { ip: req.ip, userAgent: req.headers['user-agent'] });
        if (sessionToken) await cookies.setSession(reply, 'collector', sessionToken, services.sessions);
        csrf.rotate(reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/password/forgot',
      {
        schema: {
          tags,
          summary: 'Email a single-use reset link, valid one hour (same answer whether or not the account exists)',
          body: ForgotPasswordInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await auth.requestPasswordReset(req.body.email, req.ip);
        return { message: COLLECTOR_MESSAGES.resetSent };
      },
    );

    app.post(
      '/collectors/api/password/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset link; signs the user out everywhere',
          body: ResetPasswordInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await auth.resetPassword(req.body.token, req.body.password, { ip: req.ip, userAgent: req.headers['user-agent'] });
        return { message: COLLECTOR_MESSAGES.passwordChanged };
      },
    );
  };
}
