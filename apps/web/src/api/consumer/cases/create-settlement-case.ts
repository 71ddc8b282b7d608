import type { NewSettlementCaseInput } from '@parley/shared';
import { apiFetch } from '../../client';
import { useCaseMutation } from './use-case-mutation';

export const createSettlementCase = (input: NewSettlementCaseInput) => apiFetch('POST', '/api/v1/settlement_cases', input);
export const useCreateSettlementCase = () => useCaseMutation(createSettlementCase);
