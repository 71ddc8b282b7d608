import { AddressSuggestionsSchema, CourtResultsSchema, INTAKE_LIMITS, NameResultsSchema } from '@parley/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { intakeKeys } from './keys';

export async function searchCourts(query: string, state?: string, level?: string) {
  const q = new URLSearchParams({ query, ...(state ? { state } : {}), ...(level ? { level } : {}) });
  return CourtResultsSchema.parse(await apiFetch('GET', `/api/courts/search?${q}`)).results;
}
export async function searchLawFirms(query: string) {
  return NameResultsSchema.parse(await apiFetch('GET', `/api/law_firms/search?query=${encodeURIComponent(query)}`)).results;
}
export async function searchPlaintiffs(query: string) {
  return NameResultsSchema.parse(await apiFetch('GET', `/api/plaintiffs/search?query=${encodeURIComponent(query)}`)).results;
}
export async function suggestAddresses(query: string) {
  return AddressSuggestionsSchema.parse(await apiFetch('GET', `/api/addresses/autocomplete?query=${encodeURIComponent(query)}`)).suggestions;
}

const enabled = (query: string) => query.trim().length >= INTAKE_LIMITS.searchMinChars;

/** `query` is already debounced by the caller (300 ms). */
export const useCourtSearch = (query: string, state?: string, level?: string) =>
  useQuery({
    queryKey: [...intakeKeys.search('courts', query, state), level ?? ''],
    queryFn: () => searchCourts(query, state, level),
    enabled: enabled(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useLawFirmSearch = (query: string) =>
  useQuery({
    queryKey: intakeKeys.search('law-firms', query),
    queryFn: () => searchLawFirms(query),
    enabled: enabled(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const usePlaintiffSearch = (query: string) =>
  useQuery({
    queryKey: intakeKeys.search('plaintiffs', query),
    queryFn: () => searchPlaintiffs(query),
    enabled: enabled(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useAddressSuggestions = (query: string) =>
  useQuery({
    queryKey: intakeKeys.search('addresses', query),
    queryFn: () => suggestAddresses(query),
    enabled: enabled(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
