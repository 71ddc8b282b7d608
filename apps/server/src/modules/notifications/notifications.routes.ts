import {
  AddNotificationPolicyInputSchema,
  AddNotificationPolicyResponseSchema,
  NOTIFICATION_ACTION_OPTIONS,
  NOTIFICATION_STATE_OPTIONS,
  NotificationPoliciesResponseSchema,
  NotificationPolicyActionsResponseSchema,
  NotificationPolicyStatesResponseSchema,
  OkSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firmActorOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['notifications'];

/**
 * Collector spec 7 "Notifications". Every collector of the firm (admin, user, or the firm-code
 * session) reads and changes its own firm's policies (spec 6 lists notifications for all
 * collector users); the on-call administrator, who belongs to no firm, is refused.
 */
export function notificationsRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const notifications = services.notifications;
  const firmUser = guards.requireCollector({ allowOnCall: false });
  return async (app) => {
    app.get(
      '/collectors/api/get_notification_policy_actions',
      {
        preHandler: firmUser,
        schema: {
          tags,
          summary: "The events a policy can route, with their labels ('*' is every event)",
          response: { 200: NotificationPolicyActionsResponseSchema },
        },
      },
      async () => ({ actions: NOTIFICATION_ACTION_OPTIONS }),
    );

    app.get(
      '/collectors/api/get_notification_policy_states',
      {
        preHandler: firmUser,
        schema: { tags, summary: "US states and DC by code, with their names ('*' is every state)", response: { 200: NotificationPolicyStatesResponseSchema } },
      },
      async () => ({ states: NOTIFICATION_STATE_OPTIONS }),
    );

    app.get(
      '/collectors/api/get_notification_policies',
      {
        preHandler: firmUser,
        schema: {
          tags,
          summary: "The firm's policies, oldest first; addresses are semicolon-joined",
          response: { 200: NotificationPoliciesResponseSchema },
        },
      },
      async (req) => ({ policies: await notifications.listPolicies(firmActorOf(req).lawFirmId) }),
    );

    app.post(
      '/collectors/api/add_notification_policy',
      {
        preHandler: firmUser,
        schema: {
          tags,
          summary:
            "Add a policy: the event ('*' for all), states (codes, or ['*']) and 1-20 emails. Blank emails are ignored; the rest are lowercased and deduplicated.",
          body: AddNotificationPolicyInputSchema,
          response: { 200: AddNotificationPolicyResponseSchema },
        },
      },
      async (req) => ({ policy: await notifications.addPolicy(firmActorOf(req), req.body) }),
    );

    app.delete(
      '/collectors/api/notification_policies/:id',
      {
        preHandler: firmUser,
        schema: {
          tags,
          summary: "Delete one of the firm's policies (another firm's id answers 404)",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: OkSchema },
        },
      },
      async (req) => {
        await notifications.deletePolicy(firmActorOf(req), req.params.id);
        return { ok: true as const };
      },
    );
  };
}
