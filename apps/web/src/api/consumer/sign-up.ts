import { type ConsumerSignUpInputSchema, type CurrentUser, MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { findCurrentUser } from './check-auth';
import { consumerKeys } from './keys';

export type ConsumerSignUpInput = ReturnType<typeof ConsumerSignUpInputSchema.parse>;

/**
 * Creates the account. The server answers the same message whether or not the address already
 * has an account; a new account comes with a session (user), a taken address without (null).
 */
export async function signUpConsumer(input: ConsumerSignUpInput): Promise<{ message: string; user: CurrentUser | null }> {
  const { message } = MessageSchema.parse(await apiFetch('POST', '/users', input));
  return { message, user: await findCurrentUser() };
}

export function useConsumerSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpConsumer,
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ queryKey: consumerKeys.all });
      queryClient.setQueryData(consumerKeys.session(), user);
    },
  });
}
