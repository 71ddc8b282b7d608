import { PaymentResultSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { paymentsKeys } from './keys';

export const makeAdditionalPayment = async ({ caseId, amountCents }: { caseId: number; amountCents: number }) =>
  PaymentResultSchema.parse(await apiFetch('POST', `/api/v1/payment_plans/${caseId}/additional_payments`, { amount_cents: amountCents }));

export function useAdditionalPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdditionalPayment,
    onSuccess: (_result, input) => void queryClient.invalidateQueries({ queryKey: paymentsKeys.plan(input.caseId) }),
  });
}
