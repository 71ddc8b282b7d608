/** Query keys of the collector realm; everything under `all` belongs to one collector session. */
export const collectorKeys = {
  all: ['collector'] as const,
  checkAuth: () => [...collectorKeys.all, 'check-auth'] as const,
  basicStats: () => [...collectorKeys.all, 'basic-stats'] as const,
  lawFirm: () => [...collectorKeys.all, 'law-firm'] as const,
  users: () => [...collectorKeys.all, 'users'] as const,
  mfa: () => [...collectorKeys.all, 'mfa'] as const,
};
