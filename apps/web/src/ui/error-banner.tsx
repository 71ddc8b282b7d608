import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

/** A form-level error (one not tied to a field), in the reader's language when it is a known text. Renders nothing when there is no message. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {translateServerText(intl, message)}
    </Alert>
  );
}
