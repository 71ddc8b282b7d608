import { type BudgetLadderResponse, BudgetLadderResponseSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { casesKeys } from './keys';

export async function getOfferLadder(caseId: number): Promise<BudgetLadderResponse> {
  return BudgetLadderResponseSchema.parse(await apiFetch('GET', `/api/v1/settlement_cases/${caseId}/offer_ladder`));
}

export const useOfferLadder = (caseId: number) => useQuery({ queryKey: casesKeys.offerLadder(caseId), queryFn: () => getOfferLadder(caseId) });
