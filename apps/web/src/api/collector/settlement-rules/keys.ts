import { collectorKeys } from '../keys';

export const settlementRulesKeys = {
  all: [...collectorKeys.all, 'settlement-rules'] as const,
  ruleSet: () => [...settlementRulesKeys.all, 'rule-set'] as const,
  /** Keyed by the account's latest event too, so a new offer asks again. */
  suggestion: (customerDocumentId: number, latestEventAt: string | null) =>
    [...settlementRulesKeys.all, 'suggestion', customerDocumentId, latestEventAt] as const,
};
