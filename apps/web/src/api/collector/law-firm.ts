import { LawFirmResponseSchema, type LawFirmView } from '@parley/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { collectorKeys } from './keys';

/** The firm's payout method (bank numbers masked to the last four) and its payment details. */
export async function getLawFirm(): Promise<LawFirmView> {
  return LawFirmResponseSchema.parse(await apiFetch('GET', '/collectors/api/get_law_firm')).law_firm;
}

export const lawFirmQueryOptions = () => queryOptions({ queryKey: collectorKeys.lawFirm(), queryFn: getLawFirm });

/** Firm administrators only: the server answers 403 to anyone else, so others do not ask. */
export function useLawFirm({ enabled }: { enabled: boolean }) {
  return useQuery({ ...lawFirmQueryOptions(), enabled });
}
