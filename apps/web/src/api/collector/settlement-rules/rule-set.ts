import { type RuleSet, RuleSetSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { settlementRulesKeys } from './keys';

/** The firm's settlement rules and mode; every user of the firm reads them, `can_edit` for administrators. */
export async function getRuleSet(): Promise<RuleSet> {
  return RuleSetSchema.parse(await apiFetch('GET', '/collectors/api/settlement_rules'));
}

export const ruleSetQueryOptions = () => queryOptions({ queryKey: settlementRulesKeys.ruleSet(), queryFn: getRuleSet });

export const useRuleSet = () => useQuery(ruleSetQueryOptions());
