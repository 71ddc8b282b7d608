import { isSitePath } from '@parley/shared';

export { isSitePath };

/**
 * Where to go back to after signing in. Kept in sessionStorage (this tab only, gone when it closes)
 * and only ever a path on this site: an absolute URL from storage would be an open redirect.
 */
export interface ReturnPath {
  remember(path: string): void;
  /** Returns the remembered path (if still acceptable) and forgets it. */
  consume(): string | null;
}

export function createReturnPath(storageKey: string, isAllowed: (path: string) => boolean): ReturnPath {
  const accepts = (path: string) => isSitePath(path) && isAllowed(path);
  return {
    remember(path) {
      if (accepts(path)) writeSession(storageKey, path);
    },
    consume() {
      const path = readSession(storageKey);
      removeSession(storageKey);
      return path !== null && accepts(path) ? path : null;
    },
  };
}

// Storage can be unavailable (privacy modes, quota): remembering the origin is a convenience, never a failure.
function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the user lands on the default page instead.
  }
}

function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
