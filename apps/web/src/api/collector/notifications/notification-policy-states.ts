import { NotificationPolicyStatesResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { notificationsKeys } from './keys';

export type NotificationStateOption = ReturnType<typeof NotificationPolicyStatesResponseSchema.parse>['states'][number];

/** US states and DC by code with their names ('*' is every state). */
export async function getNotificationPolicyStates(): Promise<NotificationStateOption[]> {
  return NotificationPolicyStatesResponseSchema.parse(await apiFetch('GET', '/collectors/api/get_notification_policy_states')).states;
}

export const notificationPolicyStatesQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.states(), queryFn: getNotificationPolicyStates, staleTime: Number.POSITIVE_INFINITY });

export function useNotificationPolicyStates() {
  return useQuery(notificationPolicyStatesQueryOptions());
}
