import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LogoutIcon } from '../../../ui/icons';
import { visibleNavItems } from '../nav-items';
import { useLogout } from '../use-logout';

/** The sidebar on screens 768 px and wider. */
export function SideNav({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  return (
    <Stack component="nav" aria-label="Main" justify="space-between" h="100%" gap="xs">
      <Stack gap={4}>
        {visibleNavItems(isAdmin).map(({ label, to, Icon }) => {
          const isActive = pathname === to;
          return (
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
