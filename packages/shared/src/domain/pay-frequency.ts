/** How often an income source pays, as bank-data providers name it (Plaid's pay frequencies). */
export const PAY_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'UNKNOWN'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/** Consumer spec 9: BIWEEKLY and SEMI_MONTHLY read "twice a month"; UNKNOWN reads "irregular". */
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  WEEKLY: 'weekly',
  BIWEEKLY: 'twice a month',
  SEMI_MONTHLY: 'twice a month',
  MONTHLY: 'monthly',
  UNKNOWN: 'irregular',
};
