import {
  CreateUserInputSchema,
  FIRM_MESSAGES,
  MessageSchema,
  OkSchema,
  RemoveUserInputSchema,
  ResendInviteInputSchema,
  SetUserRoleInputSchema,
  UsersResponseSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firmActorOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['users'];

export function firmUsersRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const firmUsers = services.firmUsers;
  const admin = guards.requireCollector({ admin: true });
  return async (app) => {
    app.get(
      '/collectors/api/users',
      { preHandler: admin, schema: { tags, summary: "The firm's staff and its authentication code (admin)", response: { 200: UsersResponseSchema } } },
      async (req) => firmUsers.list(firmActorOf(req).lawFirmId),
    );

    app.post(
      '/collectors/api/users/create',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Add a staff user and email a 7-day single-use invite (admin)',
          body: CreateUserInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await firmUsers.invite(firmActorOf(req), req.body.user.email, req.body.user.law_firm_scope);
        return { message: FIRM_MESSAGES.userAdded(req.body.user.email) };
      },
    );

    app.post(
      '/collectors/api/users/remove',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Remove a staff user of the firm and end their sessions (admin; not yourself)',
          body: RemoveUserInputSchema,
          response: { 200: OkSchema },
        },
      },
      async (req) => {
        await firmUsers.remove(firmActorOf(req), req.body.user_id);
        return { ok: true as const };
      },
    );

    app.post(
      '/collectors/api/users/role',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: "Change a colleague's role (admin; not your own); their sessions end so the new role holds at once",
          body: SetUserRoleInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        const email = await firmUsers.setRole(firmActorOf(req), req.body.user_id, req.body.law_firm_scope);
        return { message: FIRM_MESSAGES.roleChanged(email, req.body.law_firm_scope) };
      },
    );

    app.post(
      '/collectors/api/users/resend_invite',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Send a pending invite again with a new link; the earlier link stops working (admin)',
          body: ResendInviteInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => ({ message: FIRM_MESSAGES.inviteResent(await firmUsers.resendInvite(firmActorOf(req), req.body.user_id)) }),
    );

    app.post(
      '/collectors/api/users/regenerate_auth_token',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Replace the firm authentication code; the old one stops working (admin)',
          response: { 200: z.object({ auth_token: z.string() }) },
        },
      },
      async (req) => ({ auth_token: await firmUsers.regenerateAuthCode(firmActorOf(req)) }),
    );
  };
}
