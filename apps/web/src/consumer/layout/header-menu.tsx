import { Burger, Button, Divider, Drawer, Menu, NavLink, Stack, Text } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { common } from '../../ui/common-messages';

type Item = { label: MessageDescriptor; to: string };
type Group = { key: string; label: MessageDescriptor; items: Item[] };

const m = {
  myCases: { id: 'nav.myCases', defaultMessage: 'My cases' },
  myFinances: { id: 'nav.myFinances', defaultMessage: 'My finances' },
  connectBank: { id: 'nav.connectBank', defaultMessage: 'Connect a bank' },
  menu: { id: 'nav.menu', defaultMessage: 'Menu' },
  openNav: { id: 'nav.open', defaultMessage: 'Open navigation' },
  closeNav: { id: 'nav.close', defaultMessage: 'Close navigation' },
  greeting: { id: 'nav.greeting', defaultMessage: 'Hi, {firstName}' },
} satisfies Record<string, MessageDescriptor>;

const tab = (name: string) => `/my_dashboard?activeTab=${name}`;

/** The consumer's navigation, nested: each group opens its own submenu. */
export const NAV: Group[] = [
  {
    key: 'cases',
    label: m.myCases,
    items: [
      { label: common.cases, to: tab('cases') },
      { label: common.documents, to: tab('documents') },
      { label: common.settleDebt, to: '/my_cases/new' },
    ],
  },
  {
    key: 'finances',
    label: m.myFinances,
    items: [
      { label: common.creditReport, to: tab('credit_report') },
      { label: common.financialReport, to: tab('financial_report') },
      { label: m.connectBank, to: '/plaid/link' },
    ],
  },
  {
    key: 'account',
    label: common.account,
    items: [
      { label: common.profile, to: tab('profile') },
      { label: common.signOut, to: '/users/sign_out' },
    ],
  },
];

/** Desktop (992 px and up): one "Menu" trigger whose groups open as nested submenus on hover. */
export function HeaderMenu() {
  const intl = useIntl();
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" width={220} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" size="sm" visibleFrom="md" rightSection={<span aria-hidden>▾</span>}>
          {intl.formatMessage(m.menu)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/my_dashboard">
          {intl.formatMessage(common.dashboard)}
        </Menu.Item>
        {NAV.map((group) => (
          <Menu.Sub key={group.key} openDelay={50} closeDelay={150}>
            <Menu.Sub.Target>
              <Menu.Sub.Item>{intl.formatMessage(group.label)}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {group.items.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
                  {intl.formatMessage(item.label)}
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
  const intl = useIntl();
  return <Burger opened={opened} onClick={onToggle} hiddenFrom="md" size="sm" aria-label={intl.formatMessage(opened ? m.closeNav : m.openNav)} />;
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
      title={firstName ? intl.formatMessage(m.greeting, { firstName }) : intl.formatMessage(m.menu)}
      hiddenFrom="md"
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': intl.formatMessage(common.close) }}
    >
      <Stack gap="xs">
        <LanguageSwitch signedIn />
        <NavLink component={Link} to="/my_dashboard" label={intl.formatMessage(common.dashboard)} onClick={onClose} active={here === '/my_dashboard'} />
        {NAV.map((group) => (
          <Stack key={group.key} gap={0}>
            <Divider my={4} />
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={4}>
              {intl.formatMessage(group.label)}
            </Text>
            {group.items.map((item) => (
              <NavLink key={item.to} component={Link} to={item.to} label={intl.formatMessage(item.label)} onClick={onClose} active={here === item.to} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}
