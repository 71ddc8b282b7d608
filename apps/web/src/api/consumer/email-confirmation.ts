import { MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { consumerKeys } from './keys';

/** Follows the emailed link: the address is confirmed (PUT /users/confirmation). */
export async function confirmEmail(token: string): Promise<string> {
  return MessageSchema.parse(await apiFetch('PUT', '/users/confirmation', { confirmation_token: token })).message;
}

/** Emails the signed-in consumer a new link; the previous one stops working. */
export async function resendConfirmation(): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/users/confirmation')).message;
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  // The session's is_email_verified changes: only that key is refetched.
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: consumerKeys.session() }) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
