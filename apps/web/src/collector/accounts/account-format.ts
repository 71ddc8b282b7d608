import {
  COLLECTOR_WORDING,
  type CurrentActionType,
  DISPUTE_FILTER_LABELS,
  type DisputeFilterValue,
  FINANCIAL_DETAIL_KEYS,
  type Party,
  US_STATES,
} from '@parley/shared';

/** `net_employment_income` → `Net employment income`. */
export function humanizeKey(key: string): string {
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const FINANCIAL_DETAIL_LABELS = Object.fromEntries(FINANCIAL_DETAIL_KEYS.map((key) => [key, humanizeKey(key)])) as Record<
  (typeof FINANCIAL_DETAIL_KEYS)[number],
  string
>;

export const PARTY_LABELS: Record<Party, string> = { consumer: 'Consumer', law_firm: 'Law firm' };

const ARCHIVED_LABELS: Record<string, string> = { active: 'Active', archived: 'Archived' };

/** How an enum filter's value reads in its select. */
export function enumValueLabel(filterKey: string, value: string): string {
  if (filterKey === 'current_action') return COLLECTOR_WORDING[value as CurrentActionType]?.label ?? humanizeKey(value);
  if (filterKey === 'state') return value in US_STATES ? `${value} · ${US_STATES[value as keyof typeof US_STATES]}` : value;
  if (filterKey === 'archived') return ARCHIVED_LABELS[value] ?? humanizeKey(value);
  if (filterKey === 'dispute') return DISPUTE_FILTER_LABELS[value as DisputeFilterValue] ?? humanizeKey(value);
  return value;
}
