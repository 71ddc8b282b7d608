import type { ACCOUNT_TYPES } from '@parley/shared';

export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** How the account types read on screen; the API keeps the spec's CHECKING / SAVINGS / BUSINESS. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  BUSINESS: 'Business',
};
