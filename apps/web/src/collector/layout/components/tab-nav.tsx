import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { visibleNavItems } from '../nav-items';
import { NOTIFICATIONS_PATH } from '../notifications-tip';
import { useLogout } from '../use-logout';
import type { NotificationsTip } from '../use-notifications-tip';
import classes from './tab-nav.module.css';

/** The same navigation as a scrollable row of tabs, on screens narrower than 768 px; the layout shows the tip above the page. */
export function TabNav({ isAdmin, height, tip }: { isAdmin: boolean; height: number; tip: NotificationsTip }) {
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  const rowRef = useRef<HTMLDivElement>(null);

  // A deep link to a tab far to the right (Notifications) should not leave it scrolled out of sight.
  useEffect(() => {
    rowRef.current?.querySelector(`a[href="${pathname}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  // The tip (above the page) is about the Notifications tab: bring the tab into view.
  useEffect(() => {
    if (tip.isOpen) rowRef.current?.querySelector(`a[href="${NOTIFICATIONS_PATH}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tip.isOpen]);

  return (
    <Box component="nav" aria-label="Main" hiddenFrom="sm" h={height} className={classes.bar}>
      <div ref={rowRef} className={classes.row}>
        {visibleNavItems(isAdmin).map(({ label, to }) => {
          return (
            <Link key={to} to={to} className={classes.tab} aria-current={pathname === to ? 'page' : undefined}>
              {label}
            </Link>
          );
        })}
        <button type="button" className={classes.tab} onClick={logout} disabled={isPending}>
          Logout
        </button>
      </div>
    </Box>
  );
}
