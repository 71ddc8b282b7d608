import { apiFetch } from '../../client';
import { usePlanMutation } from './use-plan-mutation';

export const setupAutopay = ({ caseId, paymentMethodId }: { caseId: number; paymentMethodId: string }) =>
  apiFetch('POST', `/api/v1/payment_plans/${caseId}/autopay`, { payment_method_id: paymentMethodId });
export const useSetupAutopay = () => usePlanMutation(setupAutopay);
