import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Consumer spec 2 "account actions": sign out, and a password reset for who forgot theirs. */
export function AccountActions({ isOauthUser }: { isOauthUser: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="account-title">
      <Title order={2} fz="lg" id="account-title" mb="xs">
        Account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Signing out ends this session on this device.
      </Text>
      <Group>
        <Button component={Link} to="/users/sign_out" variant="default">
          Sign out
        </Button>
        {!isOauthUser && (
          <Button component={Link} to="/users/password/new" variant="subtle">
            Forgot your password?
          </Button>
        )}
      </Group>
    </Paper>
  );
}
