import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { HEADER_CHAT_SLOT_ID } from '../../../chat/collector-chat-launcher';
import { ParleyLogo } from '../../../ui/parley-logo';
import type { CollectorSession } from '../../session/collector-session';
import { useLogout } from '../use-logout';

/** Brand on the left; the firm and the signed-in email on the right, then (on a phone) the Messages button. */
export function CollectorHeader({ session, height }: { session: CollectorSession; height: number }) {
  return (
    <Group h={height} px="md" justify="space-between" wrap="nowrap" gap="md">
      <Anchor component={Link} to="/collectors/accounts" underline="never" aria-label="Parley home" style={{ flex: 'none' }}>
        <ParleyLogo size={26} />
      </Anchor>
      <Group gap="md" wrap="nowrap" miw={0}>
        <Stack gap={0} align="flex-end" miw={0}>
          {session.lawFirmName ? (
            <Text fw={600} size="sm" truncate="end" maw="100%">
              {session.lawFirmName}
            </Text>
          ) : null}
          {session.email ? (
            <Text size="xs" c="dimmed" truncate="end" maw="100%">
              {session.email}
            </Text>
          ) : null}
        </Stack>
        {session.isOnCallAdmin ? <HeaderLogout /> : <Box id={HEADER_CHAT_SLOT_ID} hiddenFrom="xs" style={{ flex: 'none' }} />}
      </Group>
    </Group>
  );
}

/** The on-call administrator has no navigation, so the header carries the logout. */
function HeaderLogout() {
  const { logout, isPending } = useLogout();
  return (
    <Button variant="default" size="xs" onClick={logout} loading={isPending} style={{ flex: 'none' }}>
      Logout
    </Button>
  );
}
