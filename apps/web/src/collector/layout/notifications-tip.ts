/**
 * Collector spec 2 and 9: the 'Got it' tip on the Notifications tab appears 1 s after a page
 * loads, at most twice in all, counted in a cookie kept for a year, and never on that page.
 */
export const TIP_COOKIE = 'parley_notif_popover';
export const TIP_MAX_SHOWINGS = 2;
export const TIP_DELAY_MS = 1000;
export const TIP_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const NOTIFICATIONS_PATH = '/collectors/notifications';

/** How many times the tip has been shown, from `document.cookie`; anything unreadable counts as none. */
export function readTipCount(cookies: string): number {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== TIP_COOKIE) continue;
    const count = Number(value);
    return Number.isInteger(count) && count > 0 ? Math.min(count, TIP_MAX_SHOWINGS) : 0;
  }
  return 0;
}

export function shouldShowTip(count: number, pathname: string): boolean {
  return count < TIP_MAX_SHOWINGS && pathname.replace(/\/+$/, '') !== NOTIFICATIONS_PATH;
}

/** The count after one more showing. */
export function countAfterShowing(count: number): number {
  return Math.min(count + 1, TIP_MAX_SHOWINGS);
}

/** 'Got it' spends the remaining showings: the tip never comes back. */
export const COUNT_AFTER_DISMISSAL = TIP_MAX_SHOWINGS;

/** The Set-Cookie string for `document.cookie`. */
export function tipCookie(count: number, isSecure: boolean): string {
  return `${TIP_COOKIE}=${count}; Max-Age=${TIP_COOKIE_MAX_AGE_SECONDS}; Path=/collectors; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}
