import { LawFirmResponseSchema, type LawFirmView } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** The firm's payout method (bank numbers masked to the last four) and its payment details. */
export async function getLawFirm(): Promise<LawFirmView> {
  return LawFirmResponseSchema.parse(await apiFetch('GET', '/collectors/api/get_law_firm')).law_firm;
}

export const lawFirmQueryOptions = () => queryOptions({ queryKey: collectorKeys.lawFirm(), queryFn: getLawFirm });

/** Every user of the firm reads it (collector spec 6); the on-call administrator belongs to no firm. */
export function useLawFirm({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...lawFirmQueryOptions(), enabled });
}
