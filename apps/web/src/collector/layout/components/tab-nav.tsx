import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { visibleNavItems } from '../nav-items';
import { useLogout } from '../use-logout';
import classes from './tab-nav.module.css';

/** The same navigation as a scrollable row of tabs, on screens narrower than 768 px; the layout shows the tip above the page. */
export function TabNav({ isAdmin, height }: { isAdmin: boolean; height: number }) {
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  const rowRef = useRef<HTMLDivElement>(null);

  // The tab of the page shown is always in sight, so a person sees where they are: a deep link to a
  // tab far to the right scrolls to it. The Notifications tip links to its page instead of scrolling
  // the row away from the current tab.
  useEffect(() => {
    rowRef.current?.querySelector(`a[href="${pathname}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

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
