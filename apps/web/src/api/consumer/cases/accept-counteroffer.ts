import { apiFetch } from '../../client';
import { useCaseMutation } from './use-case-mutation';

export const acceptCounteroffer = ({ caseId, offerId }: { caseId: number; offerId: number }) =>
  apiFetch('POST', `/api/v1/settlement_cases/${caseId}/accept`, { offer_id: offerId });
export const useAcceptCounteroffer = () => useCaseMutation(acceptCounteroffer);
