import { Alert } from '@mantine/core';

/** A form-level error (one not tied to a field). Renders nothing when there is no message. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
