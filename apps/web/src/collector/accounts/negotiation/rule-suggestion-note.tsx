import { Alert, Text } from '@mantine/core';
import { SETTLEMENT_RULE_MESSAGES } from '@parley/shared';
import type { RuleSuggestion } from '../../../api/collector/settlement-rules/rule-suggestion';

const TITLES: Record<RuleSuggestion['decision'], string> = {
  accept: SETTLEMENT_RULE_MESSAGES.meetsRules,
  counter: 'Below your rules: the counteroffer below starts from the best allowed plans',
  leave: 'Your rules leave this offer to you',
};

/** What the firm's settlement rules say about the waiting offer (suggest mode; issue 23). */
export function RuleSuggestionNote({ suggestion }: { suggestion: RuleSuggestion }) {
  return (
    <Alert color={suggestion.decision === 'accept' ? 'teal' : 'blue'} variant="light" p="xs" role="note" title={TITLES[suggestion.decision]}>
      <Text size="sm">{suggestion.reason}</Text>
      {suggestion.facts.source === 'consumer' ? (
        <Text size="sm" mt={4}>
          {SETTLEMENT_RULE_MESSAGES.suggestOnlyOnConsumerFacts}
        </Text>
      ) : null}
    </Alert>
  );
}
