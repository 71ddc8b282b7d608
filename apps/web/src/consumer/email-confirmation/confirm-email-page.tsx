import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { CONSUMER_MESSAGES } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useConfirmEmail } from '../../api/consumer/email-confirmation';
import { describeError } from '../../api/errors';
import { translateServerText } from '../../i18n/server-messages';
import { useLinkToken } from '../../lib/use-link-token';
import { AuthCard } from '../../ui/auth-card';
import { common } from '../../ui/common-messages';
import { ErrorBanner } from '../../ui/error-banner';
import { DASHBOARD_PATH } from '../session/return-path';

const m = {
  description: { id: 'auth.confirmEmail.description', defaultMessage: 'One click, and you can comment, chat with a law firm and pay.' },
  toDashboard: { id: 'auth.confirmEmail.toDashboard', defaultMessage: 'Go to my dashboard' },
  confirm: { id: 'auth.confirmEmail.confirm', defaultMessage: 'Confirm my email address' },
} satisfies Record<string, MessageDescriptor>;

/**
 * /users/confirmation?confirmation_token=…: the link of the confirmation email. A button, not an
 * automatic request, so a mail scanner that opens links does not use the single-use link up.
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const token = useLinkToken('confirmation_token');
  const confirm = useConfirmEmail();
  return (
    <AuthCard withLanguageSwitch title={intl.formatMessage(common.confirmEmail)} description={intl.formatMessage(m.description)}>
      <Stack gap="md">
        {confirm.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              {translateServerText(intl, confirm.data)}
            </Alert>
            <Anchor component={Link} to={DASHBOARD_PATH}>
              {intl.formatMessage(m.toDashboard)}
            </Anchor>
          </>
        ) : token ? (
          <>
            <ErrorBanner message={confirm.isError ? describeError(confirm.error, CONSUMER_MESSAGES.verificationInvalid) : null} />
            <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {intl.formatMessage(m.confirm)}
            </Button>
          </>
        ) : (
          <Text>{translateServerText(intl, CONSUMER_MESSAGES.verificationInvalid)}</Text>
        )}
      </Stack>
    </AuthCard>
  );
}
