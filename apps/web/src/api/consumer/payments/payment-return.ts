import { PaymentReturnResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { paymentsKeys } from './keys';

/** After the provider's redirect: the server reads the payment's outcome from the provider. */
export const recordPaymentReturn = async ({ caseId, paymentIntent }: { caseId: number; paymentIntent: string }) =>
  PaymentReturnResponseSchema.parse(await apiFetch('POST', `/api/v1/payment_plans/${caseId}/payment_return`, { payment_intent: paymentIntent }));

export function usePaymentReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPaymentReturn,
    onSuccess: (answer) => queryClient.setQueryData(paymentsKeys.plan(answer.plan.document_id), answer.plan),
  });
}
