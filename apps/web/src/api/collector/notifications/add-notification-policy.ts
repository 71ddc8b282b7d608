import { type AddNotificationPolicyInput, AddNotificationPolicyResponseSchema, type NotificationPolicy } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { notificationsKeys } from './keys';

/** Adds a policy; resolves with it as the server stored it (emails lowercased and deduplicated). */
export async function addNotificationPolicy(input: AddNotificationPolicyInput): Promise<NotificationPolicy> {
  return AddNotificationPolicyResponseSchema.parse(await apiFetch('POST', '/collectors/api/add_notification_policy', input)).policy;
}

export function useAddNotificationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotificationPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.policies() }),
  });
}
