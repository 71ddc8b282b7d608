import { PROMO_HIDE_DAYS } from '@parley/shared';

/** Consumer spec 4 "Promo cards": a dismissed card stays hidden for 7 days. */
const DAY_MS = 86_400_000;
const KEY = 'parley.promo-dismissals';

export type Dismissals = Record<string, number>;

export function isPromoHidden(id: string, dismissals: Dismissals, now: number): boolean {
  const at = dismissals[id];
  return at !== undefined && now - at < PROMO_HIDE_DAYS * DAY_MS;
}

/** Dismissals older than 7 days are dropped, so the store does not grow. */
export function withDismissal(dismissals: Dismissals, id: string, now: number): Dismissals {
  const kept = Object.fromEntries(Object.entries(dismissals).filter(([, at]) => now - at < PROMO_HIDE_DAYS * DAY_MS));
  return { ...kept, [id]: now };
}

// Which promos were dismissed is no secret: localStorage (this browser) is the right scope.
export function readDismissals(): Dismissals {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Dismissals) : {};
  } catch {
    return {};
  }
}

export function writeDismissals(dismissals: Dismissals): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(dismissals));
  } catch {
    // Storage unavailable: the card comes back next visit, nothing worse.
  }
}
