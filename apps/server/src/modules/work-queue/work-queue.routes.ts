import { AssignAccountsInputSchema, AssignAccountsResultSchema, WorkQueueQuerySchema, WorkQueueSchema } from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmActorOf, sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import type { QueueActor } from './work-queue.service.js';

const tags = ['work queue'];

function queueActorOf(req: FastifyRequest): QueueActor {
  return { ...firmActorOf(req), isAdmin: sessionOf(req).user.lawFirmScope === 'admin' };
}

/**
 * Issue 38.2: the firm's work queues. Every staff member reads their own queue and the unassigned
 * accounts' items, and takes an unassigned account; administrators read anyone's and assign. The
 * on-call administrator holds no firm's accounts and is refused.
 */
export function workQueueRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const staff = guards.requireCollector({ allowOnCall: false });
  return async (app) => {
    app.get(
      '/collectors/api/work_queue',
      {
        preHandler: staff,
        schema: {
          tags,
          summary:
            "A work queue, oldest first: what waits on the firm across one person's accounts (owner: a user id, 'unassigned' or 'all'; default the caller)",
          querystring: WorkQueueQuerySchema,
          response: { 200: WorkQueueSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return services.workQueue.queue(queueActorOf(req), req.query);
      },
    );

    app.post(
      '/collectors/api/accounts/assign',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: 'Assign accounts to a staff member or to nobody (administrators); anyone may take unassigned accounts for themselves',
          body: AssignAccountsInputSchema,
          response: { 200: AssignAccountsResultSchema },
        },
      },
      async (req) => ({ assigned: await services.workQueue.assign(queueActorOf(req), req.body.customer_document_ids, req.body.user_id) }),
    );
  };
}
