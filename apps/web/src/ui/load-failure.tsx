import { Alert, Button, Center, Stack } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

const m = {
  retry: { id: 'ui.loadFailure.retry', defaultMessage: 'Try again' },
} satisfies Record<string, MessageDescriptor>;

/** A page could not load what it needs: say why and offer to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Center mih="60dvh" px="md">
      <Stack maw={420} w="100%">
        <Alert color="red" variant="light" role="alert">
          {translateServerText(intl, message)}
        </Alert>
        <Button variant="default" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    </Center>
  );
}
