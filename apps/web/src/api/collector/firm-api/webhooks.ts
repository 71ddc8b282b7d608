import {
  OkSchema,
  WebhookDeliveriesResponseSchema,
  WebhookEndpointSchema,
  WebhookEndpointSecretResponseSchema,
  WebhookEndpointsResponseSchema,
  WebhookTestResponseSchema,
} from '@parley/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../client';
import { collectorKeys } from '../keys';

const endpointsKey = () => [...collectorKeys.all, 'webhook-endpoints'] as const;
const deliveriesKey = (id: number) => [...endpointsKey(), id, 'deliveries'] as const;

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: endpointsKey(),
    queryFn: async () => WebhookEndpointsResponseSchema.parse(await apiFetch('GET', '/collectors/api/webhook_endpoints')),
  });
export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
export function useWebhookDeliveries(endpointId: number) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: async () => WebhookDeliveriesResponseSchema.parse(await apiFetch('GET', `/collectors/api/webhook_endpoints/${endpointId}/deliveries`)),
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { url: string; events: string[] }) =>
      WebhookEndpointSecretResponseSchema.parse(await apiFetch('POST', '/collectors/api/webhook_endpoints', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(), exact: true }),
  });
}
export function useSetWebhookEndpointEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: number; enabled: boolean }) =>
      z.object({ endpoint: WebhookEndpointSchema }).parse(await apiFetch('PATCH', `/collectors/api/webhook_endpoints/${id}`, { enabled })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey(), exact: true }),
  });
}
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server answers after the test event's one attempt: the log already holds it.
    mutationFn: async (id: number) => WebhookTestResponseSchema.parse(await apiFetch('POST', `/collectors/api/webhook_endpoints/${id}/test`)),
    onSuccess: (_data, id) => void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
      OkSchema.parse(await apiFetch('POST', `/collectors/api/webhook_endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`)),
    onSuccess: (_data, v) => setTimeout(() => void queryClient.invalidateQueries({ queryKey: deliveriesKey(v.endpointId) }), 800),
  });
}
