import { collectorKeys } from '../keys';

/** Query keys of the Notifications page. */
export const notificationsKeys = {
  all: [...collectorKeys.all, 'notifications'] as const,
  actions: () => [...notificationsKeys.all, 'actions'] as const,
  states: () => [...notificationsKeys.all, 'states'] as const,
  policies: () => [...notificationsKeys.all, 'policies'] as const,
};
