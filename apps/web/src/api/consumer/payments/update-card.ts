import { apiFetch } from '../../client';
import { usePlanMutation } from './use-plan-mutation';

export const updateCard = ({ caseId, paymentMethodId }: { caseId: number; paymentMethodId: string }) =>
  apiFetch('PUT', `/api/v1/payment_plans/${caseId}/payment_method`, { payment_method_id: paymentMethodId });
export const useUpdateCard = () => usePlanMutation(updateCard);
