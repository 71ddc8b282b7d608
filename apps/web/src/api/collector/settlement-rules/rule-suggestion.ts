import { RuleSuggestionSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { settlementRulesKeys } from './keys';

export type RuleSuggestion = NonNullable<ReturnType<typeof RuleSuggestionSchema.parse>['suggestion']>;

/** What the firm's rules say about an account's waiting offer; null when they are off. */
export async function getRuleSuggestion(customerDocumentId: number): Promise<RuleSuggestion | null> {
  return RuleSuggestionSchema.parse(await apiFetch('GET', `/collectors/api/settlement_rules/suggestion?customer_document_id=${customerDocumentId}`)).suggestion;
}

/** Asked only while the account waits on the firm's answer. */
export const useRuleSuggestion = (customerDocumentId: number, latestEventAt: string | null, { enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: settlementRulesKeys.suggestion(customerDocumentId, latestEventAt), queryFn: () => getRuleSuggestion(customerDocumentId), enabled });
