import { Anchor, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';
import { ErrorBanner } from './error-banner';
import { SuccessBanner } from './success-banner';

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
};

/** The "choose a new password" card both realms show for an emailed reset link. */
export function ResetPasswordCard({ signInPath, requestLinkPath, invalidLinkMessage, hasToken, successMessage, rejectedLinkMessage, children }: Props) {
  const requestNewLink = (message: string) => (
    <Stack gap="md">
      <ErrorBanner message={message} />
      <Button component={Link} to={requestLinkPath} variant="light" fullWidth>
        Request a new link
      </Button>
    </Stack>
  );
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        // After success the card itself offers the way to sign in.
        successMessage !== undefined ? null : (
          <Anchor component={Link} to={signInPath} size="sm">
            Back to sign in
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
            Sign in
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
