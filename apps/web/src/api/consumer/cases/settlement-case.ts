import { type SettlementCase, SettlementCaseSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { casesKeys } from './keys';

export async function getSettlementCase(id: number): Promise<SettlementCase> {
  return SettlementCaseSchema.parse(await apiFetch('GET', `/api/v1/settlement_cases/${id}`));
}

export const useSettlementCase = (id: number) => useQuery({ queryKey: casesKeys.detail(id), queryFn: () => getSettlementCase(id) });
