import { createRng, type Rng } from '@parley/shared';

export type { Rng };

/**
 * Deterministic randomness for the sandbox providers: the same consumer always gets the same bank
 * and credit history, and each day's draws depend only on (seed, label, day), so moving the window
 * forward a day does not reshuffle the past.
 */
function hash(text: string): number {
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded by a label: the same parts always give the same draws. */
export function seededRng(...parts: (string | number)[]): Rng {
  return createRng(hash(parts.join('|')));
}

const DAY = 86_400_000;

/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD date, and back. */
export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY);
}
export function isoOfDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
