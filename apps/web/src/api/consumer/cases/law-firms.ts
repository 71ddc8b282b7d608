import { LawFirmOptionsSchema } from '@parley/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { casesKeys } from './keys';

export async function findLawFirms(query: string) {
  return LawFirmOptionsSchema.parse(await apiFetch('GET', `/api/v1/law_firms?query=${encodeURIComponent(query)}`)).law_firms;
}

export const useLawFirms = (query: string) =>
  useQuery({ queryKey: casesKeys.lawFirms(query), queryFn: () => findLawFirms(query), placeholderData: keepPreviousData, staleTime: 60_000 });
