import { type BudgetShareInput, BudgetShareSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { casesKeys } from './keys';

export const shareBudget = async ({ caseId, input }: { caseId: number; input: BudgetShareInput }) =>
  BudgetShareSchema.parse(await apiFetch('PUT', `/api/v1/settlement_cases/${caseId}/budget_share`, input));
export const withdrawBudgetShare = ({ caseId }: { caseId: number }) => apiFetch('DELETE', `/api/v1/settlement_cases/${caseId}/budget_share`);

/** Shares (input) or withdraws (null) the budget bands; only the ladder's query shows the share. */
export function useBudgetShare(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetShareInput | null) => (input ? shareBudget({ caseId, input }) : withdrawBudgetShare({ caseId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKeys.offerLadder(caseId) }),
  });
}
