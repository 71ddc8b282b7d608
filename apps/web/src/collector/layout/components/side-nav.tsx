import { NavLink, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoutIcon } from '../../../ui/icons';
import { visibleNavItems } from '../nav-items';
import { NOTIFICATIONS_PATH } from '../notifications-tip';
import { useLogout } from '../use-logout';
import type { NotificationsTip } from '../use-notifications-tip';
import { NotificationsTipCard } from './notifications-tip-card';

/** The sidebar on screens 768 px and wider; the 'Got it' tip shows under the Notifications link. */
export function SideNav({ isAdmin, tip }: { isAdmin: boolean; tip: NotificationsTip }) {
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  return (
    <Stack component="nav" aria-label="Main" justify="space-between" h="100%" gap="xs">
      {/* Eleven pages and the tip outgrow a 720 px-high screen: the links scroll, Logout stays in reach. */}
      <Stack gap={4} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {visibleNavItems(isAdmin).map(({ label, to, Icon }) => {
          const isActive = pathname === to;
          const link = (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              variant="light"
              fw={500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
          return to === NOTIFICATIONS_PATH ? (
            <Fragment key={to}>
              {link}
              <NotificationsTipCard tip={tip} />
            </Fragment>
          ) : (
            link
          );
        })}
      </Stack>
      <NavLink
        component="button"
        type="button"
        label="Logout"
        leftSection={<LogoutIcon />}
        onClick={logout}
        disabled={isPending}
        fw={500}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Stack>
  );
}
