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

export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An amount in cents around `centerCents`, spread by ±`spread` (0.1 = 10 %). */
  around(centerCents: number, spread: number): number;
};

export function seededRng(...parts: (string | number)[]): Rng {
  // mulberry32
  let state = hash(parts.join('|'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    around: (center, spread) => Math.round(center * (1 - spread + next() * 2 * spread)),
  };
  return rng;
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
