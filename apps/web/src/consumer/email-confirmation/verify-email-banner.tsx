import { Alert, Button, Group, Text } from '@mantine/core';
import { CONSUMER_MESSAGES, type CurrentUser } from '@parley/shared';
import { useResendConfirmation } from '../../api/consumer/email-confirmation';
import { describeError } from '../../api/errors';

/**
 * Shown to a consumer who has not confirmed their address yet: their own case works, but
 * comments, chat with a firm and payments answer EMAIL_UNVERIFIED until they follow the link.
 */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const resend = useResendConfirmation();
  if (user.is_email_verified) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md" title="Confirm your email address">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {resend.isSuccess
            ? resend.data
            : resend.isError
              ? describeError(resend.error, 'We could not send the link. Please try again.')
              : `${CONSUMER_MESSAGES.emailUnverified} Until then you can work on your case, but not comment, chat with a law firm or pay.`}
        </Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend the link
        </Button>
      </Group>
    </Alert>
  );
}
