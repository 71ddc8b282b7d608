import type { MessageDescriptor } from 'react-intl';

/** Words several consumer screens share; one message each. */
export const common = {
  parleyHome: { id: 'ui.parleyHome', defaultMessage: 'Parley home' },
  /** The name of a dialog's or drawer's icon-only close button (WCAG 4.1.2). */
  close: { id: 'a11y.closeDialog', defaultMessage: 'Close' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.confirmPassword', defaultMessage: 'Confirm password' },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in' },
  signOut: { id: 'auth.signOut', defaultMessage: 'Sign out' },
  backToSignIn: { id: 'auth.backToSignIn', defaultMessage: 'Back to sign in' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Forgot your password?' },
  firstName: { id: 'auth.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.lastName', defaultMessage: 'Last name' },
  loadAccountFailed: { id: 'layout.loadAccountFailed', defaultMessage: 'We could not load your account. Please try again.' },
  confirmEmail: { id: 'auth.confirmEmail.title', defaultMessage: 'Confirm your email address' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  cases: { id: 'nav.cases', defaultMessage: 'Cases' },
  documents: { id: 'nav.documents', defaultMessage: 'Documents' },
  settleDebt: { id: 'nav.settleDebt', defaultMessage: 'Settle a debt' },
  creditReport: { id: 'nav.creditReport', defaultMessage: 'Credit report' },
  financialReport: { id: 'nav.financialReport', defaultMessage: 'Financial report' },
  profile: { id: 'nav.profile', defaultMessage: 'Profile' },
  account: { id: 'nav.account', defaultMessage: 'Account' },
} satisfies Record<string, MessageDescriptor>;
