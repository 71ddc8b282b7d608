import type { ConsumerSignInInputSchema, CurrentUser } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { consumerKeys } from './keys';
import { parseUserResponse } from './user-response';

export type ConsumerSignInInput = ReturnType<typeof ConsumerSignInInputSchema.parse>;

export async function signInConsumer(input: ConsumerSignInInput): Promise<CurrentUser> {
  return parseUserResponse(await apiFetch('POST', '/users/sign_in', input));
}

export function useConsumerSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInConsumer,
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: consumerKeys.all });
      queryClient.setQueryData(consumerKeys.session(), user);
    },
  });
}
