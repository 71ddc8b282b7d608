import { CONTACT_WINDOW } from '@parley/shared';

/**
 * The consumer's time zone from the account's state, refined by ZIP prefix where a state spans
 * two zones (Reg F 1006.6(b)(1) counts 8 a.m.–9 p.m. at the consumer's location). An account
 * without a known state falls back to Eastern.
 */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** ZIP3 prefixes in the other zone of a split state. */
const ZIP3_ZONES: [from: number, to: number, zone: string][] = [
  [324, 325, 'America/Chicago'], // Florida panhandle
  [420, 424, 'America/Chicago'], // western Kentucky
  [463, 464, 'America/Chicago'], // northwest Indiana
  [476, 477, 'America/Chicago'], // southwest Indiana
  [498, 499, 'America/Menominee'], // Michigan's Upper Peninsula, western part
  [376, 379, 'America/New_York'], // east Tennessee
  [575, 577, 'America/Denver'], // western South Dakota
  [677, 679, 'America/Denver'], // western Kansas
  [691, 693, 'America/Denver'], // western Nebraska
  [798, 799, 'America/Denver'], // El Paso, Texas
  [838, 838, 'America/Los_Angeles'], // north Idaho
  [979, 979, 'America/Boise'], // eastern Oregon
];

export function consumerTimeZone(state: string | null, zip: string | null): string {
  const zip3 = zip && /^\d{3}/.test(zip) ? Number(zip.slice(0, 3)) : null;
  if (zip3 !== null) {
    const hit = ZIP3_ZONES.find(([from, to]) => zip3 >= from && zip3 <= to);
    if (hit) return hit[2];
  }
  return STATE_ZONES[(state ?? '').toUpperCase()] ?? 'America/New_York';
}

/** Hour and minute on the wall clock of a zone. */
export function localClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
}

/** The start of the local calendar day containing `at`. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const { hour, minute } = localClock(at, timeZone);
  return new Date(at.getTime() - (hour * 60 + minute) * 60_000 - at.getUTCSeconds() * 1000 - at.getUTCMilliseconds());
}

/** When a message sent at `at` may be delivered: now inside 8 a.m.–9 p.m. local, else the next 8 a.m. */
export function nextAllowedContact(at: Date, timeZone: string): Date | null {
  const { hour, minute } = localClock(at, timeZone);
  if (hour >= CONTACT_WINDOW.startHour && hour < CONTACT_WINDOW.endHour) return null;
  const hoursAhead = hour >= CONTACT_WINDOW.endHour ? 24 - hour + CONTACT_WINDOW.startHour : CONTACT_WINDOW.startHour - hour;
  return new Date(at.getTime() + (hoursAhead * 60 - minute) * 60_000 - at.getUTCSeconds() * 1000 - at.getUTCMilliseconds());
}
