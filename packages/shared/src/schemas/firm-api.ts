import { z } from 'zod';
import { isPrintableText } from '../domain/validation.js';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhook-events.js';

/** API keys and webhook endpoints of a firm (collector portal, "API & webhooks"; admins only). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pk_live_';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_API_KEYS_PER_FIRM = 20;
export const MAX_WEBHOOK_ENDPOINTS_PER_FIRM = 10;

/** Test events and redeliveries an administrator may send to one endpoint in a minute (issue 33). */
export const WEBHOOK_MANUAL_SENDS_PER_MINUTE = 10;
/**
 * A delivery's state. `cancelled`: its endpoint was disabled (by an administrator or for failing)
 * before it was delivered; it is never sent.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;

export const FIRM_API_MESSAGES = {
  keyNameRequired: 'Give the key a name (up to 80 characters)',
  tooManyKeys: `A firm can have at most ${MAX_API_KEYS_PER_FIRM} active API keys. Revoke one first.`,
  tooManyEndpoints: `A firm can have at most ${MAX_WEBHOOK_ENDPOINTS_PER_FIRM} webhook endpoints.`,
  urlInvalid: 'Enter a full URL, like https://example.com/parley-webhooks',
  urlNotHttps: 'The URL must start with https://',
  urlPrivate: 'The URL must point to a public address, not a private or local one',
  eventsRequired: 'Choose at least one event',
  keyRevoked: 'The key was revoked',
  endpointDisabled: 'This endpoint is disabled. Enable it first.',
  manualSendsLimited: `At most ${WEBHOOK_MANUAL_SENDS_PER_MINUTE} test events and redeliveries a minute to one endpoint. Please wait a minute and try again.`,
  invalidKey: 'The API key is not valid, or was revoked.',
  keyNotForRoute: 'This route does not accept API keys.',
  bothCredentials: 'Send either an API key or a session cookie, not both.',
  readOnlyKey: 'This API key may only read. Use a key with write scope.',
} as const;

const NameSchema = z
  .string()
  .trim()
  .min(1, FIRM_API_MESSAGES.keyNameRequired)
  .max(80, FIRM_API_MESSAGES.keyNameRequired)
  .refine(isPrintableText, FIRM_API_MESSAGES.keyNameRequired);

export const CreateApiKeyInputSchema = z.object({ name: NameSchema, scope: z.enum(API_KEY_SCOPES) });
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const FirmApiIdParamsSchema = IdParams;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The secret's first characters, to recognise it (never the whole secret after creation). */
  prefix: z.string(),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
  /** Until when the secret before the last rotation still works. */
  previous_expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeysResponseSchema = z.object({ api_keys: z.array(ApiKeySchema) });
/** Shown once: the whole secret is never readable again. */
export const ApiKeySecretResponseSchema = z.object({ api_key: ApiKeySchema, secret: z.string() });
export const RotateApiKeyInputSchema = z.object({
  /** Keep the old secret working for an hour (switch a deployment over), or end it at once. */
  overlap: z.enum(['one_hour', 'none']).default('one_hour'),
});

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export const WebhookUrlSchema = z
  .string()
  .trim()
  .max(500, FIRM_API_MESSAGES.urlInvalid)
  .pipe(z.url({ message: FIRM_API_MESSAGES.urlInvalid }));
export const CreateWebhookEndpointInputSchema = z.object({
  url: WebhookUrlSchema,
  events: z.array(WebhookEventTypeSchema).min(1, FIRM_API_MESSAGES.eventsRequired).max(WEBHOOK_EVENT_TYPES.length),
});
export const UpdateWebhookEndpointInputSchema = z.object({
  events: z.array(WebhookEventTypeSchema).min(1, FIRM_API_MESSAGES.eventsRequired).max(WEBHOOK_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
});

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointsResponseSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema),
  /** The catalogue to subscribe to, with a sentence each. */
  event_types: z.array(z.object({ type: z.string(), description: z.string() })),
});
export const WebhookEndpointSecretResponseSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  response_snippet: z.string().nullable(),
  error: z.string().nullable(),
});
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });
/** A test event is sent once, while the administrator waits: the answer is its one attempt. */
export const WebhookTestResponseSchema = z.object({ ok: z.literal(true), delivery: WebhookDeliverySchema });
export const WebhookDeliveryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
});
