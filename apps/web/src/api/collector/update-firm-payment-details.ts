import { MessageSchema, type UpdateFirmPaymentDetailsInputSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type UpdateFirmPaymentDetailsInput = ReturnType<typeof UpdateFirmPaymentDetailsInputSchema.parse>;

/** Updates the firm's payee and mailing address (admin). Resolves with the server's message. */
export async function updateFirmPaymentDetails(input: UpdateFirmPaymentDetailsInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/update_firm_payment_details', input)).message;
}

export function useUpdateFirmPaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirmPaymentDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
  });
}
