import {
  CustomerDocumentIdSchema,
  RuleSetSchema,
  RuleSuggestionSchema,
  SaveRuleSetInputSchema,
  SimulateRuleSetInputSchema,
  SimulationResultSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmActorOf, sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';
import { viewerOf } from '../accounts/viewer.js';

const tags = ['settlement rules'];

const actorOf = (req: FastifyRequest) => ({ ...firmActorOf(req), isAdmin: sessionOf(req).user.lawFirmScope === 'admin' });

/**
 * Issue 23: every user of a firm reads its settlement rules (staff see the suggestions they make);
 * only an administrator changes them, switches their mode or simulates a draft.
 */
export function settlementRulesRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const rules = services.settlementRules;
  const staff = guards.requireCollector();
  const admin = guards.requireCollector({ admin: true });

  return async (app) => {
    app.get(
      '/collectors/api/settlement_rules',
      {
        preHandler: staff,
        schema: { tags, summary: "The firm's settlement rules and their mode (off, suggest, automatic)", response: { 200: RuleSetSchema } },
      },
      async (req) => rules.getRuleSet(actorOf(req)),
    );

    app.post(
      '/collectors/api/settlement_rules',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Save the rule set and its mode (admin)',
          description:
            'Rules are ordered; for an account the most specific matching rule decides (a creditor/plaintiff outweighs a balance band, which outweighs neither; the first among equals). In automatic mode each consumer offer is accepted or countered as it arrives.',
          body: SaveRuleSetInputSchema,
          response: { 200: RuleSetSchema },
        },
      },
      async (req) => rules.saveRuleSet(actorOf(req), req.body),
    );

    app.post(
      '/collectors/api/settlement_rules/simulate',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: "Run a draft rule set over the firm's open offers and its history (admin); nothing is saved",
          description:
            'Counts what the draft would accept, counter and leave, and the expected recovery: accepted offers in full, counteroffers at counter_recovery_weight of their smallest plan (settled cents per countered cent over the firm’s countered cases at least 30 days old, once it has 10 of them; 0.5 before), with counter_basis saying how many cases it rests on.',
          body: SimulateRuleSetInputSchema,
          response: { 200: SimulationResultSchema },
        },
      },
      async (req) => rules.simulate(firmActorOf(req).lawFirmId, req.body.rules),
    );

    app.get(
      '/collectors/api/settlement_rules/suggestion',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: "What the firm's rules say about an account's waiting offer (null when off or nothing waits)",
          querystring: CustomerDocumentIdSchema,
          response: { 200: RuleSuggestionSchema },
        },
      },
      async (req) => ({ suggestion: await rules.suggestion(viewerOf(sessionOf(req).user, req.ip), req.query.customer_document_id) }),
    );
  };
}
