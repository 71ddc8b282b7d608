import type { ConsumerSignUpInputSchema, CurrentUser } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { consumerKeys } from './keys';
import { parseUserResponse } from './user-response';

export type ConsumerSignUpInput = ReturnType<typeof ConsumerSignUpInputSchema.parse>;

/** Creates the account; the server signs the new user in. */
export async function signUpConsumer(input: ConsumerSignUpInput): Promise<CurrentUser> {
  return parseUserResponse(await apiFetch('POST', '/users', input));
}

export function useConsumerSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpConsumer,
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: consumerKeys.all });
      queryClient.setQueryData(consumerKeys.session(), user);
    },
  });
}
