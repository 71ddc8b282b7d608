import { describe, expect, it } from 'vitest';
import {
  COUNT_AFTER_DISMISSAL,
  countAfterShowing,
  readTipCount,
  shouldShowTip,
  TIP_COOKIE_MAX_AGE_SECONDS,
  TIP_MAX_SHOWINGS,
  tipCookie,
} from '../src/collector/layout/notifications-tip';

describe('the Notifications tip counter', () => {
  it.each([
    ['', 0],
    ['other=1', 0],
    ['parley_notif_popover=1', 1],
    ['a=b; parley_notif_popover=2; c=d', 2],
    ['parley_notif_popover=7', 2],
    ['parley_notif_popover=-3', 0],
    ['parley_notif_popover=1.5', 0],
    ['parley_notif_popover=abc', 0],
    ['xparley_notif_popover=1', 0],
  ])('reads %j as %i showings', (cookies, count) => {
    expect(readTipCount(cookies)).toBe(count);
  });

  it('shows the tip on a first and a second page load, then never again', () => {
    let cookies = '';
    const shown: boolean[] = [];
    for (let load = 0; load < 4; load++) {
      const count = readTipCount(cookies);
      const isShown = shouldShowTip(count, '/collectors/accounts');
      shown.push(isShown);
      if (isShown) cookies = tipCookie(countAfterShowing(count), false).split(';')[0] ?? '';
    }
    expect(shown).toEqual([true, true, false, false]);
    expect(TIP_MAX_SHOWINGS).toBe(2);
  });

  it("never shows on the Notifications page, and 'Got it' ends it after one showing", () => {
    expect(shouldShowTip(0, '/collectors/notifications')).toBe(false);
    expect(shouldShowTip(0, '/collectors/notifications/')).toBe(false);
    expect(shouldShowTip(0, '/collectors/users')).toBe(true);
    const afterGotIt = tipCookie(COUNT_AFTER_DISMISSAL, false).split(';')[0] ?? '';
    expect(shouldShowTip(readTipCount(afterGotIt), '/collectors/accounts')).toBe(false);
  });

  it('keeps the count for a year, on the collector portal, Secure over HTTPS', () => {
    expect(TIP_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(tipCookie(1, false)).toBe('parley_notif_popover=1; Max-Age=31536000; Path=/collectors; SameSite=Lax');
    expect(tipCookie(2, true)).toBe('parley_notif_popover=2; Max-Age=31536000; Path=/collectors; SameSite=Lax; Secure');
  });
});
