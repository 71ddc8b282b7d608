import { type SettlementCase, SettlementCasesSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { casesKeys } from './keys';

export async function getSettlementCases(): Promise<SettlementCase[]> {
  return SettlementCasesSchema.parse(await apiFetch('GET', '/api/v1/settlement_cases')).cases;
}

export const settlementCasesQuery = () => queryOptions({ queryKey: casesKeys.list(), queryFn: getSettlementCases });
export const useSettlementCases = () => useQuery(settlementCasesQuery());
