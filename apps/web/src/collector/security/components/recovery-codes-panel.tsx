import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MFA_MESSAGES } from '@parley/shared';

/** The 10 one-time recovery codes, shown once right after set-up. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Alert color="teal" variant="light" title={MFA_MESSAGES.enabled}>
          Store these recovery codes somewhere safe, such as your password manager. Each one signs you in once if you lose your phone. This is the only time
          they are shown.
        </Alert>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 5 }} spacing="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recovery codes">
          {codes.map((code) => (
            <Text
              component="li"
              key={code}
              ff="monospace"
              fw={600}
              size="sm"
              px="xs"
              py={4}
              bg="gray.0"
              style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'center' }}
            >
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
