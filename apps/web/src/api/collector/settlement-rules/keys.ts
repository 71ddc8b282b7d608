import { collectorKeys } from '../keys';

export const settlementRulesKeys = {
  all: [...collectorKeys.all, 'settlement-rules'] as const,
  ruleSet: () => [...settlementRulesKeys.all, 'rule-set'] as const,
  suggestion: (customerDocumentId: number) => [...settlementRulesKeys.all, 'suggestion', customerDocumentId] as const,
};
