import {
  ApiKeySecretResponseSchema,
  ApiKeysResponseSchema,
  CreateApiKeyInputSchema,
  CreateWebhookEndpointInputSchema,
  FirmApiIdParamsSchema,
  OkSchema,
  RotateApiKeyInputSchema,
  UpdateWebhookEndpointInputSchema,
  WEBHOOK_MANUAL_SENDS_PER_MINUTE,
  WebhookDeliveriesResponseSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointSchema,
  WebhookEndpointSecretResponseSchema,
  WebhookEndpointsResponseSchema,
  WebhookTestResponseSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firmActorOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['API keys and webhooks'];

/**
 * The firm's API keys and webhook endpoints: administrators of the firm, with a session (a key
 * never manages keys). docs/api-and-webhooks.md says how to use them.
 */
export function firmApiRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const { apiKeys, webhooks } = services;
  const admin = guards.requireCollector({ admin: true, allowOnCall: false });
  return async (app) => {
    app.get(
      '/collectors/api/api_keys',
      {
        preHandler: admin,
        schema: { tags, summary: "The firm's API keys, with when and from where each was last used (admin)", response: { 200: ApiKeysResponseSchema } },
      },
      async (req) => ({ api_keys: await apiKeys.list(firmActorOf(req).lawFirmId) }),
    );
    app.post(
      '/collectors/api/api_keys',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Create an API key; its secret is in this answer only (admin)',
          body: CreateApiKeyInputSchema,
          response: { 200: ApiKeySecretResponseSchema },
        },
      },
      async (req) => {
        const { apiKey, secret } = await apiKeys.create(firmActorOf(req), req.body);
        return { api_key: apiKey, secret };
      },
    );
    app.post(
      '/collectors/api/api_keys/:id/rotate',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Give a key a new secret, shown once; the old one works for one more hour, or not at all with overlap "none" (admin)',
          params: FirmApiIdParamsSchema,
          body: RotateApiKeyInputSchema,
          response: { 200: ApiKeySecretResponseSchema },
        },
      },
      async (req) => {
        const { apiKey, secret } = await apiKeys.rotate(firmActorOf(req), req.params.id, req.body.overlap);
        return { api_key: apiKey, secret };
      },
    );
    app.post(
      '/collectors/api/api_keys/:id/revoke',
      {
        preHandler: admin,
        schema: { tags, summary: 'Revoke a key: refused from the next request on (admin)', params: FirmApiIdParamsSchema, response: { 200: OkSchema } },
      },
      async (req) => {
        await apiKeys.revoke(firmActorOf(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/collectors/api/webhook_endpoints',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: "The firm's webhook endpoints and the events they can subscribe to (admin)",
          response: { 200: WebhookEndpointsResponseSchema },
        },
      },
      async (req) => webhooks.list(firmActorOf(req).lawFirmId),
    );
    app.post(
      '/collectors/api/webhook_endpoints',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Add an endpoint; its signing secret is in this answer only (admin)',
          description: 'https only in production, and only to public addresses; http://127.0.0.1 or localhost in development.',
          body: CreateWebhookEndpointInputSchema,
          response: { 200: WebhookEndpointSecretResponseSchema },
        },
      },
      async (req) => {
        const { endpoint, secret } = await webhooks.create(firmActorOf(req), req.body);
        return { endpoint, secret };
      },
    );
    app.patch(
      '/collectors/api/webhook_endpoints/:id',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Change the events of an endpoint, or enable or disable it (admin)',
          params: FirmApiIdParamsSchema,
          body: UpdateWebhookEndpointInputSchema,
          response: { 200: z.object({ endpoint: WebhookEndpointSchema }) },
        },
      },
      async (req) => ({ endpoint: await webhooks.update(firmActorOf(req), req.params.id, req.body) }),
    );
    app.delete(
      '/collectors/api/webhook_endpoints/:id',
      {
        preHandler: admin,
        schema: { tags, summary: 'Delete an endpoint and its delivery log (admin)', params: FirmApiIdParamsSchema, response: { 200: OkSchema } },
      },
      async (req) => {
        await webhooks.remove(firmActorOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.get(
      '/collectors/api/webhook_endpoints/:id/deliveries',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: "The endpoint's last 50 deliveries, each with its attempts (status, duration, the answer's first characters) (admin)",
          params: FirmApiIdParamsSchema,
          response: { 200: WebhookDeliveriesResponseSchema },
        },
      },
      async (req) => ({ deliveries: await webhooks.deliveries(firmActorOf(req).lawFirmId, req.params.id) }),
    );
    app.post(
      '/collectors/api/webhook_endpoints/:id/deliveries/:deliveryId/redeliver',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: `Send a delivery again now, with the same event id (admin; with test events, at most ${WEBHOOK_MANUAL_SENDS_PER_MINUTE} a minute per endpoint)`,
          params: WebhookDeliveryParamsSchema,
          response: { 200: OkSchema },
        },
      },
      async (req) => {
        await webhooks.redeliver(firmActorOf(req), req.params.id, req.params.deliveryId);
        return { ok: true as const };
      },
    );
    app.post(
      '/collectors/api/webhook_endpoints/:id/test',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: `Send a webhook.test event to this endpoint, once, and answer with that attempt (admin; with redeliveries, at most ${WEBHOOK_MANUAL_SENDS_PER_MINUTE} a minute per endpoint)`,
          params: FirmApiIdParamsSchema,
          response: { 200: WebhookTestResponseSchema },
        },
      },
      async (req) => ({ ok: true as const, delivery: await webhooks.sendTest(firmActorOf(req), req.params.id) }),
    );
  };
}
