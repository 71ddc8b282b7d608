/**
 * Statutes of limitations for suit on an open account (credit card debt), in years, by state.
 * Reg F 1006.26(b) forbids suing, or threatening to sue, on a time-barred debt. These periods
 * are the commonly cited ones for open accounts; a firm's counsel should confirm them, and a
 * state missing here is never treated as time-barred.
 */
export const LIMITATIONS_YEARS: Record<string, number> = {
  AL: 3,
  AK: 3,
  AZ: 6,
  AR: 5,
  CA: 4,
  CO: 6,
  CT: 6,
  DE: 3,
  DC: 3,
  FL: 5,
  GA: 6,
  HI: 6,
  ID: 5,
  IL: 5,
  IN: 6,
  IA: 5,
  KS: 5,
  KY: 5,
  LA: 3,
  ME: 6,
  MD: 3,
  MA: 6,
  MI: 6,
  MN: 6,
  MS: 3,
  MO: 5,
  MT: 5,
  NE: 4,
  NV: 4,
  NH: 3,
  NJ: 6,
  NM: 4,
  NY: 3,
  NC: 3,
  ND: 6,
  OH: 6,
  OK: 3,
  OR: 6,
  PA: 4,
  RI: 10,
  SC: 3,
  SD: 6,
  TN: 6,
  TX: 4,
  UT: 4,
  VT: 6,
  VA: 3,
  WA: 6,
  WV: 5,
  WI: 6,
  WY: 8,
};

/** True when the debt's limitations period (from default or last payment) has run out. */
export function isTimeBarred(state: string | null, startDate: string | null, now: Date): boolean {
  const years = LIMITATIONS_YEARS[(state ?? '').toUpperCase()];
  if (!years || !startDate) return false;
  const start = new Date(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return false;
  const barredFrom = new Date(Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate()));
  return now.getTime() >= barredFrom.getTime();
}
