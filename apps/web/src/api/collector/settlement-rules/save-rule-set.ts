import { type RuleSet, RuleSetSchema, type SaveRuleSetInput } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { settlementRulesKeys } from './keys';

/** Saves the rules and their mode (administrators). */
export async function saveRuleSet(input: SaveRuleSetInput): Promise<RuleSet> {
  return RuleSetSchema.parse(await apiFetch('POST', '/collectors/api/settlement_rules', input));
}

export function useSaveRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRuleSet,
    onSuccess: (saved) => {
      queryClient.setQueryData(settlementRulesKeys.ruleSet(), saved);
      // Suggestions follow the rules.
      void queryClient.invalidateQueries({ queryKey: [...settlementRulesKeys.all, 'suggestion'] });
    },
  });
}
