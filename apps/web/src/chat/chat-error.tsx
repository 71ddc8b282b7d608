import { Alert, Button, Group, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

const m = defineMessages({ dismiss: { id: 'chat.error.dismiss', defaultMessage: 'Dismiss' } });

/**
 * A chat failure said in place, with its Dismiss. The message takes the room left and wraps; the
 * button keeps its own width (a long message squeezed it until its word was clipped, issue 38.6).
 */
export function ChatError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {translateServerText(intl, message)}
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDismiss} style={{ flexShrink: 0 }}>
          {intl.formatMessage(m.dismiss)}
        </Button>
      </Group>
    </Alert>
  );
}
