import { Affix, Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useClickOutside, useId, useWindowEvent } from '@mantine/hooks';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { NOTIFICATIONS_PATH } from '../notifications-tip';
import type { NotificationsTip } from '../use-notifications-tip';

/**
 * The 'Got it' tip about the Notifications page (collector spec: a popover, 1 s after a page opens).
 * Beside a wide screen's sidebar it sits under the Notifications link. On a phone it floats over the
 * foot of the screen instead of entering the page above its content: a card pushed in a second after
 * the page drew moved everything under the person's thumb (a layout shift of 0.17, issue 40.6).
 * Floating, it closes for now on Escape or a tap elsewhere, as a popover does.
 */
export function NotificationsTipCard({ tip, floating = false }: { tip: NotificationsTip; floating?: boolean }) {
  if (!tip.isOpen) return null;
  return floating ? <FloatingTipCard tip={tip} /> : <TipCard tip={tip} />;
}

/** The floating card listens for Escape and a tap outside only while it floats and is open. */
function FloatingTipCard({ tip }: { tip: NotificationsTip }) {
  const ref = useClickOutside<HTMLElement>(tip.close);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') tip.close();
  });
  return (
    <Affix position={{ bottom: 'var(--mantine-spacing-md)', left: 'var(--mantine-spacing-md)', right: 'var(--mantine-spacing-md)' }}>
      <TipCard tip={tip} floating ref={ref} />
    </Affix>
  );
}

function TipCard({ tip, floating = false, ref }: { tip: NotificationsTip; floating?: boolean; ref?: Ref<HTMLElement> }) {
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      withBorder
      shadow={floating ? 'md' : 'xs'}
      radius="md"
      p="sm"
      bg="indigo.0"
      maw={560}
      mx={floating ? 'auto' : undefined}
    >
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
