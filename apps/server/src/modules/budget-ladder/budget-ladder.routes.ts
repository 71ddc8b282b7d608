import { BudgetLadderResponseSchema, BudgetShareInputSchema, BudgetShareSchema, SuccessSchema } from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['consumer negotiation'];
const Id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const consumerOf = (req: FastifyRequest) => ({ userId: sessionOf(req).user.id, ip: req.ip });

/** Offers backed by the budget (issue 24): the ladder, and the consented "Budget verified" share. CSRF is global for mutations. */
export function budgetLadderRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const consumer = guards.requireConsumer();
  return async (app) => {
    app.get(
      '/api/v1/settlement_cases/:id/offer_ladder',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Offers the consumer can afford, from their financial report',
          description:
            'A lump sum from savings above an emergency cushion, and plans whose payments fit 80% of the usual monthly spare money; each rung explained. Empty with a reason when nothing is affordable or no bank is connected. 404 for a case that is not theirs.',
          params: Id,
          response: { 200: BudgetLadderResponseSchema },
        },
      },
      async (req) => services.budgetLadder.ladder(consumerOf(req), req.params.id),
    );

    app.put(
      '/api/v1/settlement_cases/:id/budget_share',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Share a verified budget with the firm: the chosen bands only',
          description: 'The firm sees "Budget verified" with the income and/or expense band ($1,000 wide), never amounts. 409 without a financial report.',
          params: Id,
          body: BudgetShareInputSchema,
          response: { 200: BudgetShareSchema },
        },
      },
      async (req) => services.budgetLadder.share(consumerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/v1/settlement_cases/:id/budget_share',
      {
        preHandler: consumer,
        schema: { tags, summary: 'Withdraw consent: the firm no longer sees the budget bands', params: Id, response: { 200: SuccessSchema } },
      },
      async (req) => {
        await services.budgetLadder.withdraw(consumerOf(req), req.params.id);
        return { success: true as const };
      },
    );
  };
}
