import { type CreateUserInputSchema, MessageSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type CreateUserInput = ReturnType<typeof CreateUserInputSchema.parse>;

/** Adds a staff user and emails them an invite (admin). Resolves with the server's message. */
export async function createFirmUser(input: CreateUserInput): Promise<string> {
  return MessageSchema.parse(await apiFetch('POST', '/collectors/api/users/create', input)).message;
}

export function useCreateFirmUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirmUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorKeys.users() }),
  });
}
