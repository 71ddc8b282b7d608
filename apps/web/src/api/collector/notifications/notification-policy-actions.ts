import { NotificationPolicyActionsResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { notificationsKeys } from './keys';

export type NotificationActionOption = ReturnType<typeof NotificationPolicyActionsResponseSchema.parse>['actions'][number];

/** The events a policy can route, with their labels ('*' is every event). */
export async function getNotificationPolicyActions(): Promise<NotificationActionOption[]> {
  return NotificationPolicyActionsResponseSchema.parse(await apiFetch('GET', '/collectors/api/get_notification_policy_actions')).actions;
}

export const notificationPolicyActionsQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.actions(), queryFn: getNotificationPolicyActions, staleTime: Number.POSITIVE_INFINITY });

export function useNotificationPolicyActions() {
  return useQuery(notificationPolicyActionsQueryOptions());
}
