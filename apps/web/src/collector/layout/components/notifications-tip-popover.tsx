import { Button, Group, Popover, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactElement } from 'react';
import type { NotificationsTip } from '../use-notifications-tip';

/** The 'Got it' tip, anchored to the Notifications link it wraps. */
export function NotificationsTipPopover({ tip, position, children }: { tip: NotificationsTip; position: 'right' | 'bottom'; children: ReactElement }) {
  const titleId = useId();
  return (
    <Popover
      opened={tip.isOpen}
      onChange={(isOpen) => {
        if (!isOpen) tip.close();
      }}
      position={position}
      withArrow
      shadow="md"
      radius="md"
      width={260}
      offset={14}
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Text id={titleId} size="sm" fw={600} mb={4}>
          Who gets emailed?
        </Text>
        <Text size="sm" mb="sm">
          Choose who at your firm is emailed about new offers, requests and messages from consumers.
        </Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={tip.dismiss}>
            Got it
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
