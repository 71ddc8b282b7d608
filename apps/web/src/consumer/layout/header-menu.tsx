import { Burger, Button, Divider, Drawer, Menu, NavLink, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { CLOSE_MESSAGES } from '../../ui/confirm-modal';

type Item = { label: string; to: string };
type Group = { label: string; items: Item[] };

const tab = (name: string) => `/my_dashboard?activeTab=${name}`;

/** The consumer's navigation, nested: each group opens its own submenu. */
export const NAV: Group[] = [
  {
    label: 'My cases',
    items: [
      { label: 'Cases', to: tab('cases') },
      { label: 'Documents', to: tab('documents') },
      { label: 'Settle a debt', to: '/my_cases/new' },
    ],
  },
  {
    label: 'My finances',
    items: [
      { label: 'Credit report', to: tab('credit_report') },
      { label: 'Financial report', to: tab('financial_report') },
      { label: 'Connect a bank', to: '/plaid/link' },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'Profile', to: tab('profile') },
      { label: 'Sign out', to: '/users/sign_out' },
    ],
  },
];

/** Desktop (992 px and up): one "Menu" trigger whose groups open as nested submenus on hover. */
export function HeaderMenu() {
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" width={220} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" size="sm" visibleFrom="md" rightSection={<span aria-hidden>▾</span>}>
          Menu
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/my_dashboard">
          Dashboard
        </Menu.Item>
        {NAV.map((group) => (
          <Menu.Sub key={group.label} openDelay={50} closeDelay={150}>
            <Menu.Sub.Target>
              <Menu.Sub.Item>{group.label}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {group.items.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function MobileNavToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  return <Burger opened={opened} onClick={onToggle} hiddenFrom="md" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />;
}

/** Below 992 px: the same groups in a drawer, each item a full-width link. */
export function MobileNav({ opened, onClose, firstName }: { opened: boolean; onClose: () => void; firstName: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={firstName ? `Hi, ${firstName}` : 'Menu'}
      hiddenFrom="md"
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': intl.formatMessage(CLOSE_MESSAGES.close) }}
    >
      <Stack gap="xs">
        <LanguageSwitch signedIn />
        <NavLink component={Link} to="/my_dashboard" label="Dashboard" onClick={onClose} active={here === '/my_dashboard'} />
        {NAV.map((group) => (
          <Stack key={group.label} gap={0}>
            <Divider my={4} />
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={4}>
              {group.label}
            </Text>
            {group.items.map((item) => (
              <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={onClose} active={here === item.to} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}
