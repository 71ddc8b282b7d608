import type { ComponentType } from 'react';
import { AccountsIcon, BankIcon, BellIcon, ListIcon, ReceiptIcon, RulesIcon, ShieldIcon, UsersIcon } from '../../ui/icons';

export interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType;
  isAdminOnly?: boolean;
}

export const SECURITY_PATH = '/collectors/security';

// Collector spec 2, Navigation: in this order, Users for the admin scope only. Security (two-step
// verification) is beyond the spec and comes last; so are Settlement Rules (issue 23), read by
// all, changed by administrators.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Accounts', to: '/collectors/accounts', Icon: AccountsIcon },
  // Issue 38.2: each person's queue of what waits on them, beside the accounts it comes from.
  { label: 'Work queue', to: '/collectors/work_queue', Icon: ListIcon },
  { label: 'Direct Deposit', to: '/collectors/direct_deposit', Icon: BankIcon },
  { label: 'Payment Details', to: '/collectors/payment_details', Icon: ReceiptIcon },
  { label: 'Settlement Rules', to: '/collectors/settlement_rules', Icon: RulesIcon },
  { label: 'Users', to: '/collectors/users', Icon: UsersIcon, isAdminOnly: true },
  { label: 'Notifications', to: '/collectors/notifications', Icon: BellIcon },
  { label: 'Audit log', to: '/collectors/audit_log', Icon: ListIcon, isAdminOnly: true },
  { label: 'API & webhooks', to: '/collectors/integrations', Icon: ReceiptIcon, isAdminOnly: true },
  // Issue 23: recovery reports for the firm's staff; portfolio import and export for its administrators.
  { label: 'Reports', to: '/collectors/reports', Icon: ReceiptIcon },
  { label: 'Import / Export', to: '/collectors/portfolio', Icon: AccountsIcon, isAdminOnly: true },
  { label: 'Security', to: SECURITY_PATH, Icon: ShieldIcon },
];

export function visibleNavItems(isAdmin: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.isAdminOnly);
}
