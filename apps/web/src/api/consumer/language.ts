import { CheckAuthResponseSchema, type Language } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { consumerKeys } from './keys';

/** Remembers the signed-in consumer's language on the account (emails and letters follow it). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => CheckAuthResponseSchema.parse(await apiFetch('PUT', '/api/v1/language', { language })).current_user,
    onSuccess: (user) => queryClient.setQueryData(consumerKeys.session(), user),
  });
}
