import type { ComponentType } from 'react';
import { AccountsIcon, BankIcon, BellIcon, ReceiptIcon, ShieldIcon, UsersIcon } from '../../ui/icons';

export interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType;
  isAdminOnly?: boolean;
}

export const SECURITY_PATH = '/collectors/security';

// Collector spec 2, Navigation: in this order, Users for the admin scope only. Security (two-step
// verification) is beyond the spec and comes last.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Accounts', to: '/collectors/accounts', Icon: AccountsIcon },
  { label: 'Direct Deposit', to: '/collectors/direct_deposit', Icon: BankIcon },
  { label: 'Payment Details', to: '/collectors/payment_details', Icon: ReceiptIcon },
  { label: 'Users', to: '/collectors/users', Icon: UsersIcon, isAdminOnly: true },
  { label: 'Notifications', to: '/collectors/notifications', Icon: BellIcon },
  { label: 'Security', to: SECURITY_PATH, Icon: ShieldIcon },
  // Issue 23: recovery reports for the firm's staff; portfolio import and export for its administrators.
  { label: 'Reports', to: '/collectors/reports', Icon: ReceiptIcon },
  { label: 'Import / Export', to: '/collectors/portfolio', Icon: AccountsIcon, isAdminOnly: true },
];

export function visibleNavItems(isAdmin: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.isAdminOnly);
}
