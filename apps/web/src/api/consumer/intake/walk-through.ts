import { WalkThroughSchema } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { intakeKeys } from './keys';

export async function getWalkThrough(id: number) {
  return WalkThroughSchema.parse(await apiFetch('GET', `/api_controller/walk_through/${id}`));
}

export const useWalkThrough = (id: number) => useQuery({ queryKey: intakeKeys.walkThrough(id), queryFn: () => getWalkThrough(id) });
