import type { ComponentType } from 'react';
import { AccountsIcon, BankIcon, BellIcon, ReceiptIcon, UsersIcon } from '../../ui/icons';

export interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType;
  isAdminOnly?: boolean;
}

// Collector spec 2, Navigation: in this order, Users for the admin scope only.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Accounts', to: '/collectors/accounts', Icon: AccountsIcon },
  { label: 'Direct Deposit', to: '/collectors/direct_deposit', Icon: BankIcon },
  { label: 'Payment Details', to: '/collectors/payment_details', Icon: ReceiptIcon },
  { label: 'Users', to: '/collectors/users', Icon: UsersIcon, isAdminOnly: true },
  { label: 'Notifications', to: '/collectors/notifications', Icon: BellIcon },
];

export function visibleNavItems(isAdmin: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.isAdminOnly);
}
