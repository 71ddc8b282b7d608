import { Anchor, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';
import { common } from './common-messages';
import { ErrorBanner } from './error-banner';
import { SuccessBanner } from './success-banner';

const m = {
  title: { id: 'ui.resetPassword.title', defaultMessage: 'Choose a new password' },
  requestNewLink: { id: 'ui.resetPassword.requestNewLink', defaultMessage: 'Request a new link' },
} satisfies Record<string, MessageDescriptor>;

type Props = {
  /** Where "Sign in" and "Back to sign in" go. */
  signInPath: string;
  /** Where a fresh link is requested. */
  requestLinkPath: string;
  /** The realm's text for a link that is missing or no longer valid. */
  invalidLinkMessage: string;
  hasToken: boolean;
  /** The server's message once the password was changed. */
  successMessage: string | undefined;
  /** The server's refusal of the link itself (used, expired, unknown): only a new link helps. */
  rejectedLinkMessage: string | null;
  /** The new-password form, shown while none of the above applies. */
  children: ReactNode;
  /** Consumer screens offer English / Español. */
  withLanguageSwitch?: boolean;
};

/** The "choose a new password" card both realms show for an emailed reset link. */
export function ResetPasswordCard({
  signInPath,
  requestLinkPath,
  invalidLinkMessage,
  hasToken,
  successMessage,
  rejectedLinkMessage,
  children,
  withLanguageSwitch,
}: Props) {
  const intl = useIntl();
  const requestNewLink = (message: string) => (
    <Stack gap="md">
      <ErrorBanner message={message} />
      <Button component={Link} to={requestLinkPath} variant="light" fullWidth>
        {intl.formatMessage(m.requestNewLink)}
      </Button>
    </Stack>
  );
  return (
    <AuthCard
      withLanguageSwitch={withLanguageSwitch}
      title={intl.formatMessage(m.title)}
      footer={
        // After success the card itself offers the way to sign in.
        successMessage !== undefined ? null : (
          <Anchor component={Link} to={signInPath} size="sm">
            {intl.formatMessage(common.backToSignIn)}
          </Anchor>
        )
      }
    >
      {!hasToken ? (
        requestNewLink(invalidLinkMessage)
      ) : successMessage !== undefined ? (
        <Stack gap="md">
          <SuccessBanner message={successMessage} />
          <Button component={Link} to={signInPath} fullWidth>
            {intl.formatMessage(common.signIn)}
          </Button>
        </Stack>
      ) : rejectedLinkMessage ? (
        requestNewLink(rejectedLinkMessage)
      ) : (
        children
      )}
    </AuthCard>
  );
}
