import { type DigitalCheckEmailInputSchema, MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type DigitalCheckEmailInput = ReturnType<typeof DigitalCheckEmailInputSchema.parse>;

/** Sets where digital checks are emailed (admin). Resolves with the server's message. */
export async function saveDigitalCheckEmail(input: DigitalCheckEmailInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/digital_check_email', input)).message;
}

export function useSaveDigitalCheckEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigitalCheckEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.lawFirm() }),
  });
}
