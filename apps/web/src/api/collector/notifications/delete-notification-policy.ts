import { OkSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { notificationsKeys } from './keys';

export async function deleteNotificationPolicy(policyId: number): Promise<void> {
  OkSchema.parse(await apiFetch('DELETE', `/collectors/api/notification_policies/${policyId}`));
}

export function useDeleteNotificationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotificationPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.policies() }),
  });
}
