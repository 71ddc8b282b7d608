import { Alert, Button, Group, Text } from '@mantine/core';
import { CONSUMER_MESSAGES, type CurrentUser } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useResendConfirmation } from '../../api/consumer/email-confirmation';
import { describeError } from '../../api/errors';
import { translateServerText } from '../../i18n/server-messages';
import { common } from '../../ui/common-messages';

const m = {
  sendFailed: { id: 'auth.verifyBanner.sendFailed', defaultMessage: 'We could not send the link. Please try again.' },
  untilThen: {
    id: 'auth.verifyBanner.untilThen',
    defaultMessage:
      '{unverified} Until then you can prepare a case, but not send it to a law firm, make or accept an offer, dispute, comment, chat with a firm or pay.',
  },
  resend: { id: 'auth.verifyBanner.resend', defaultMessage: 'Resend the link' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Shown to a consumer who has not confirmed their address yet: their own data works, but what
 * reaches a firm (a new case, offers, disputes, chat), comments and payments answer EMAIL_UNVERIFIED
 * until they follow the link.
 */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const resend = useResendConfirmation();
  if (user.is_email_verified) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md" title={intl.formatMessage(common.confirmEmail)}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {resend.isSuccess
            ? translateServerText(intl, resend.data)
            : resend.isError
              ? describeError(resend.error, intl.formatMessage(m.sendFailed), intl)
              : intl.formatMessage(m.untilThen, { unverified: translateServerText(intl, CONSUMER_MESSAGES.emailUnverified) })}
        </Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {intl.formatMessage(m.resend)}
        </Button>
      </Group>
    </Alert>
  );
}
