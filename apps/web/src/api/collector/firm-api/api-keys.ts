import { type ApiKeyScope, ApiKeySecretResponseSchema, ApiKeysResponseSchema, OkSchema } from '@parley/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { collectorKeys } from '../keys';

const apiKeysKey = () => [...collectorKeys.all, 'api-keys'] as const;

export async function getApiKeys() {
  return ApiKeysResponseSchema.parse(await apiFetch('GET', '/collectors/api/api_keys'));
}
export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysKey(), queryFn: getApiKeys });
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** Create, rotate, revoke: each answers with the new list's data refetched; create and rotate with the secret, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; scope: ApiKeyScope }) =>
      ApiKeySecretResponseSchema.parse(await apiFetch('POST', '/collectors/api/api_keys', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey() }),
  });
}
export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      ApiKeySecretResponseSchema.parse(await apiFetch('POST', `/collectors/api/api_keys/${id}/rotate`, { overlap: 'one_hour' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey() }),
  });
}
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => OkSchema.parse(await apiFetch('POST', `/collectors/api/api_keys/${id}/revoke`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey() }),
  });
}
