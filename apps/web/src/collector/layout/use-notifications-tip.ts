import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { COUNT_AFTER_DISMISSAL, countAfterShowing, readTipCount, shouldShowTip, TIP_DELAY_MS, tipCookie } from './notifications-tip';

export interface NotificationsTip {
  isOpen: boolean;
  /** 'Got it': closes it for good. */
  dismiss: () => void;
  /** Escape or a click elsewhere: closes it for now; the showing is already counted. */
  close: () => void;
}

function writeCount(count: number) {
  // The count lives in a cookie (spec: kept for a year); nothing here is sensitive.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal supports.
  document.cookie = tipCookie(count, window.location.protocol === 'https:');
}

/**
 * Shows the Notifications tip once per page load at most, 1 s after a page (other than
 * Notifications) opens, while it has been shown fewer than twice. Leaving the page closes it.
 */
export function useNotificationsTip(isEnabled: boolean): NotificationsTip {
  const { pathname } = useLocation();
  // The page it was shown on; another page means it is closed.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const [hasShown, setHasShown] = useState(false);

  useEffect(() => {
    if (!isEnabled || hasShown || !shouldShowTip(readTipCount(document.cookie), pathname)) return;
    const timer = window.setTimeout(() => {
      writeCount(countAfterShowing(readTipCount(document.cookie)));
      setHasShown(true);
      setShownOn(pathname);
    }, TIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isEnabled, hasShown, pathname]);

  const dismiss = useCallback(() => {
    writeCount(COUNT_AFTER_DISMISSAL);
    setShownOn(null);
  }, []);
  const close = useCallback(() => setShownOn(null), []);
  return { isOpen: shownOn !== null && shownOn === pathname, dismiss, close };
}
