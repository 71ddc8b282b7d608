import { Alert, Button, Center, Stack } from '@mantine/core';

/** A page could not load what it needs: say why and offer to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center mih="60dvh" px="md">
      <Stack maw={420} w="100%">
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
