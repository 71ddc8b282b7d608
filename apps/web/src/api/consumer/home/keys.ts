import { consumerKeys } from '../keys';

export const homeKeys = {
  dashboard: () => [...consumerKeys.all, 'dashboard'] as const,
  financialReport: () => [...consumerKeys.all, 'financial-report'] as const,
};
