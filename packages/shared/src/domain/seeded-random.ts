/**
 * Deterministic randomness (mulberry32): the same seed gives the same sequence on every run and
 * machine. The demo data, the sandbox bank and credit providers, and the test corpora use it, so a
 * story, a history or a summons photo can be rebuilt from its seed alone. Not for secrets.
 */
export type Rng = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An amount in cents around `centerCents`, spread by ±`spread` (0.1 = 10 %). */
  around(centerCents: number, spread: number): number;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    around: (center, spread) => Math.round(center * (1 - spread + next() * 2 * spread)),
  };
}
