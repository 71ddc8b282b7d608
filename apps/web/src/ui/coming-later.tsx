import { Paper, Text } from '@mantine/core';

/** Stands in for a page whose content is built in a later release, and says so. */
export function ComingLater({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}
