import { UsersResponseSchema } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

export type FirmUsers = ReturnType<typeof UsersResponseSchema.parse>;
export type FirmUser = FirmUsers['users'][number];

/** The firm's staff and its authentication code (admin only). */
export async function getFirmUsers(): Promise<FirmUsers> {
  return UsersResponseSchema.parse(await apiFetch('GET', '/collectors/api/users'));
}

export const firmUsersQueryOptions = () => queryOptions({ queryKey: collectorKeys.users(), queryFn: getFirmUsers });

/** Only asked for admins: the call answers 403 to anyone else. */
export function useFirmUsers({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...firmUsersQueryOptions(), enabled: isEnabled });
}
