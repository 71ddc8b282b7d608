import { PaymentDateChangeResponseSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { paymentsKeys } from './keys';

/** Consumer spec 7 "Autopay date change": any non-GET request to /api/subscription_payment_dates/{id}. */
export const changePaymentDate = async ({ subscriptionId, paymentDate }: { caseId: number; subscriptionId: number; paymentDate: string }) =>
  PaymentDateChangeResponseSchema.parse(await apiFetch('PUT', `/api/subscription_payment_dates/${subscriptionId}`, { payment_date: paymentDate }));

export function useChangePaymentDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePaymentDate,
    onSuccess: (_answer, input) => void queryClient.invalidateQueries({ queryKey: paymentsKeys.plan(input.caseId) }),
  });
}
