import {
  CheckAuthResponseSchema,
  ErrorBodySchema,
  LanguageUpdateInputSchema,
  PROFILE_MESSAGES,
  ProfileUpdateInputSchema,
  ProfileUpdateResponseSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { RouteContext } from '../../route-context.js';
import { toCurrentUser } from '../identity/current-user.js';

/** The spec's answer to a refused update: `error`, and `errors` by field (also as `fields`, like every error). */
const ProfileErrorSchema = ErrorBodySchema.extend({ errors: z.record(z.string(), z.string()) });

export function profileRoutes({ services, guards, cookies, csrf }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/v1/language',
      {
        preHandler: guards.requireConsumer(),
        schema: {
          tags: ['consumer profile'],
          summary: "Set the consumer's language (en or es)",
          description: 'Remembered on the account: the app, emails, letters and the validation notice use it. Answers the signed-in user as check_auth does.',
          body: LanguageUpdateInputSchema,
          response: { 200: CheckAuthResponseSchema },
        },
      },
      async (req) => {
        const user = sessionOf(req).user;
        await services.profile.setLanguage(user.id, req.body.language);
        return { current_user: toCurrentUser({ ...user, language: req.body.language }) };
      },
    );

    app.put(
      '/users',
      {
        preHandler: guards.requireConsumer(),
        schema: {
          tags: ['consumer profile'],
          summary: 'Update the profile (consumer spec 5 "Profile")',
          description:
            'first_name, last_name and metadata (address_line1, city, state, zip_code 5 or 9 digits, birthdate at least 18 years ago, ssn 9 digits or ssn_last_four). current_password is required except for OAuth accounts, which cannot set a password here. A new password signs out every other session. 422 with `errors` by field when a rule fails.',
          body: ProfileUpdateInputSchema,
          response: { 200: ProfileUpdateResponseSchema, 422: ProfileErrorSchema },
        },
      },
      async (req, reply) => {
        try {
          const { profile, sessionToken } = await services.profile.updateProfile(sessionOf(req).user, req.body.user, {
            ip: req.ip,
            userAgent: req.headers['user-agent'],
          });
          if (sessionToken) {
            await cookies.setSession(reply, 'consumer', sessionToken, services.sessions);
            csrf.rotate(reply);
          }
          return { user: profile, message: PROFILE_MESSAGES.updated };
        } catch (error) {
          if (error instanceof AppError && error.code === 'RULE_VIOLATED' && error.fields) {
            return reply.status(422).send({ error: error.message, code: error.code, fields: error.fields, errors: error.fields });
          }
          throw error;
        }
      },
    );
  };
}
