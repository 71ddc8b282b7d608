import { apiFetch } from '../../client';
import { useCaseMutation } from './use-case-mutation';

export const signAgreement = ({ caseId, typedName }: { caseId: number; typedName: string }) =>
  apiFetch('POST', `/api/v1/settlement_cases/${caseId}/sign`, { typed_name: typedName, consent: true });
export const useSignAgreement = () => useCaseMutation(signAgreement);
