import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { common } from '../../../ui/common-messages';

const m = {
  signingOut: { id: 'dashboard.account.signingOut', defaultMessage: 'Signing out ends this session on this device.' },
} satisfies Record<string, MessageDescriptor>;

/** Consumer spec 2 "account actions": sign out, and a password reset for who forgot theirs. */
export function AccountActions({ isOauthUser }: { isOauthUser: boolean }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="account-title">
      <Title order={2} fz="lg" id="account-title" mb="xs">
        {intl.formatMessage(common.account)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(m.signingOut)}
      </Text>
      <Group>
        <Button component={Link} to="/users/sign_out" variant="default">
          {intl.formatMessage(common.signOut)}
        </Button>
        {!isOauthUser && (
          <Button component={Link} to="/users/password/new" variant="subtle">
            {intl.formatMessage(common.forgotPassword)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
