import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

/** The server's confirmation ("Profile updated successfully"), in the reader's language when it is a known text. */
export function SuccessBanner({ message }: { message: string | null | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      {translateServerText(intl, message)}
    </Alert>
  );
}
