import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { CONSUMER_MESSAGES } from '@parley/shared';
import { Link } from 'react-router';
import { useConfirmEmail } from '../../api/consumer/email-confirmation';
import { describeError } from '../../api/errors';
import { useLinkToken } from '../../lib/use-link-token';
import { AuthCard } from '../../ui/auth-card';
import { ErrorBanner } from '../../ui/error-banner';
import { DASHBOARD_PATH } from '../session/return-path';

/**
 * /users/confirmation?confirmation_token=…: the link of the confirmation email. A button, not an
 * automatic request, so a mail scanner that opens links does not use the single-use link up.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken('confirmation_token');
  const confirm = useConfirmEmail();
  return (
    <AuthCard title="Confirm your email address" description="One click, and you can comment, chat with a law firm and pay.">
      <Stack gap="md">
        {confirm.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              {confirm.data}
            </Alert>
            <Anchor component={Link} to={DASHBOARD_PATH}>
              Go to my dashboard
            </Anchor>
          </>
        ) : token ? (
          <>
            <ErrorBanner message={confirm.isError ? describeError(confirm.error, CONSUMER_MESSAGES.verificationInvalid) : null} />
            <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              Confirm my email address
            </Button>
          </>
        ) : (
          <Text>{CONSUMER_MESSAGES.verificationInvalid}</Text>
        )}
      </Stack>
    </AuthCard>
  );
}
