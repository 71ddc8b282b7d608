import { consumerKeys } from '../keys';

export const paymentsKeys = {
  all: [...consumerKeys.all, 'payments'] as const,
  config: () => [...paymentsKeys.all, 'config'] as const,
  plan: (caseId: number) => [...paymentsKeys.all, 'plan', caseId] as const,
};
