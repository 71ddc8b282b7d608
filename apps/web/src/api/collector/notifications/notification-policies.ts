import { NotificationPoliciesResponseSchema, type NotificationPolicy } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { notificationsKeys } from './keys';

/** The firm's notification policies, oldest first. */
export async function getNotificationPolicies(): Promise<NotificationPolicy[]> {
  return NotificationPoliciesResponseSchema.parse(await apiFetch('GET', '/collectors/api/get_notification_policies')).policies;
}

export const notificationPoliciesQueryOptions = () => queryOptions({ queryKey: notificationsKeys.policies(), queryFn: getNotificationPolicies });

export function useNotificationPolicies() {
  return useQuery(notificationPoliciesQueryOptions());
}
