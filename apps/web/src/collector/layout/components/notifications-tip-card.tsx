import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Link } from 'react-router';
import { NOTIFICATIONS_PATH } from '../notifications-tip';
import type { NotificationsTip } from '../use-notifications-tip';

/**
 * The 'Got it' tip about the Notifications page, in the flow of the page (in the sidebar under the
 * Notifications link, or above the page on a phone): it moves what follows down and never covers it.
 */
export function NotificationsTipCard({ tip }: { tip: NotificationsTip }) {
  const titleId = useId();
  if (!tip.isOpen) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="xs" radius="md" p="sm" bg="indigo.0" maw={560}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={4}>
        <Text id={titleId} size="sm" fw={600}>
          Who gets emailed?
        </Text>
        <CloseButton size="sm" aria-label="Close the tip for now" onClick={tip.close} />
      </Group>
      <Text size="sm" mb="sm">
        Choose who at your firm is emailed about new offers, requests and messages from consumers, on the{' '}
        <Anchor component={Link} to={NOTIFICATIONS_PATH} size="sm">
          Notifications page
        </Anchor>
        .
      </Text>
      <Group justify="flex-end">
        <Button size="xs" onClick={tip.dismiss}>
          Got it
        </Button>
      </Group>
    </Paper>
  );
}
