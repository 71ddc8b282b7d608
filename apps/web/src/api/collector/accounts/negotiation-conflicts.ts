import { useSyncExternalStore } from 'react';
import { ApiError } from '../../errors';

/**
 * The 409 answers of negotiation steps, by account: the server's words ("This account has moved
 * on…"). Kept outside the form that failed, because the form unmounts when the reloaded account
 * shows its new step; the row's conflict dialog reads it and stays until dismissed.
 */
let conflicts: ReadonlyMap<number, string> = new Map();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

export function reportConflict(accountId: number, message: string): void {
  conflicts = new Map(conflicts).set(accountId, message);
  emit();
}

export function dismissConflict(accountId: number): void {
  if (!conflicts.has(accountId)) return;
  const next = new Map(conflicts);
  next.delete(accountId);
  conflicts = next;
  emit();
}

export function useConflict(accountId: number): string | null {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => conflicts,
  );
  return all.get(accountId) ?? null;
}
