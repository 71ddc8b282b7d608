import { type PaymentPlan, PaymentPlanSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { paymentsKeys } from './keys';

export async function getPaymentPlan(caseId: number): Promise<PaymentPlan> {
  return PaymentPlanSchema.parse(await apiFetch('GET', `/api/v1/payment_plans/${caseId}`));
}

export const paymentPlanQuery = (caseId: number) => queryOptions({ queryKey: paymentsKeys.plan(caseId), queryFn: () => getPaymentPlan(caseId) });
export const usePaymentPlan = (caseId: number) => useQuery(paymentPlanQuery(caseId));
