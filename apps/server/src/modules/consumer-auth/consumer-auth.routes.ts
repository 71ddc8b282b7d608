import {
  CheckAuthResponseSchema,
  CONSUMER_MESSAGES,
  ConsumerEmailConfirmationSchema,
  ConsumerPasswordResetRequestSchema,
  ConsumerPasswordResetSchema,
  ConsumerSignInInputSchema,
  ConsumerSignUpInputSchema,
  CurrentUserSchema,
  MessageSchema,
  OkSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import { toCurrentUser } from '../identity/current-user.js';

const tags = ['consumer sign-in'];

const UserResponseSchema = z.object({ user: CurrentUserSchema });

export function consumerAuthRoutes({ services, guards, cookies, csrf }: RouteContext): FastifyPluginAsyncZod {
  const auth = services.consumerAuth;
  return async (app) => {
    app.post(
      '/users',
      {
        schema: {
          tags,
          summary: 'Sign up as a consumer: opens a session and emails a link to confirm the address (10 an hour per IP)',
          description:
            'The answer is the same whether or not the address already has an account (consumer or law firm): the owner of a taken address gets an email instead, and no session opens. Read the session with check_auth.',
          body: ConsumerSignUpInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req, reply) => {
        const { token } = await auth.signUp(req.body.user, { ip: req.ip, userAgent: req.headers['user-agent'] });
        if (token) await cookies.setSession(reply, 'consumer', token, services.sessions);
        csrf.rotate(reply);
        return { message: CONSUMER_MESSAGES.signUpReceived };
      },
    );

    app.put(
      '/users/confirmation',
      {
        schema: {
          tags,
          summary: 'Confirm the email address with the emailed single-use link (48 hours)',
          body: ConsumerEmailConfirmationSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await auth.confirmEmail(req.body.confirmation_token, req.ip);
        return { message: CONSUMER_MESSAGES.emailVerified };
      },
    );

    app.post(
      '/users/confirmation',
      {
        preHandler: guards.requireConsumer(),
        schema: { tags, summary: 'Email the signed-in consumer a new confirmation link (3 an hour)', response: { 200: MessageSchema } },
      },
      async (req) => ({ message: await auth.resendVerification(sessionOf(req).user, req.ip) }),
    );

    app.post(
      '/users/sign_in',
      { schema: { tags, summary: 'Sign in as a consumer', body: ConsumerSignInInputSchema, response: { 200: UserResponseSchema } } },
      async (req, reply) => {
        const { user, token } = await auth.signIn(req.body.user.email, req.body.user.password, { ip: req.ip, userAgent: req.headers['user-agent'] });
        await cookies.setSession(reply, 'consumer', token, services.sessions);
        csrf.rotate(reply);
        return { user: toCurrentUser(user) };
      },
    );

    app.delete(
      '/users/sign_out',
      { preHandler: guards.requireConsumer(), schema: { tags, summary: 'Sign out of this consumer session', response: { 200: OkSchema } } },
      async (req, reply) => {
        await services.identity.signOut('consumer', cookies.readSession(req, 'consumer'), sessionOf(req).user, req.ip);
        cookies.clearSession(reply, 'consumer');
        csrf.rotate(reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/users/password',
      {
        schema: {
          tags,
          summary: 'Email a single-use reset link, valid one hour (same answer whether or not the account exists)',
          body: ConsumerPasswordResetRequestSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await auth.requestPasswordReset(req.body.user.email, req.ip);
        return { message: CONSUMER_MESSAGES.resetSent };
      },
    );

    app.put(
      '/users/password',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset link; signs the user out everywhere',
          body: ConsumerPasswordResetSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await auth.resetPassword(req.body.user.reset_password_token, req.body.user.password, { ip: req.ip, userAgent: req.headers['user-agent'] });
        return { message: CONSUMER_MESSAGES.passwordChanged };
      },
    );

    app.get(
      '/api/v1/check_auth',
      {
        preHandler: guards.requireAnyUser(),
        schema: { tags: ['chat'], summary: 'The signed-in user (consumer session first, else collector)', response: { 200: CheckAuthResponseSchema } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { current_user: toCurrentUser(sessionOf(req).user) };
      },
    );
  };
}
