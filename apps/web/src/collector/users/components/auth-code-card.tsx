import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRegenerateAuthToken } from '../../../api/collector/regenerate-auth-token';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';

/** Collector spec 2, "Users page": the firm's authentication code, read-only; anyone at the firm signs in with it. */
export function AuthCodeCard({ authToken, onRegenerated }: { authToken: string; onRegenerated: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const regenerate = useRegenerateAuthToken();

  function close() {
    setIsConfirming(false);
    regenerate.reset();
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="auth-code-heading">
            Authentication Code
          </Title>
          <Text size="sm" c="dimmed">
            Anyone at your firm can sign in with this code instead of an email and password. It opens the portal as the firm, without admin rights.
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Text
            aria-labelledby="auth-code-heading"
            ff="monospace"
            fz={{ base: 'lg', sm: 'xl' }}
            fw={600}
            px="sm"
            py={6}
            bg="gray.0"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: 'var(--mantine-radius-md)', letterSpacing: '0.06em', userSelect: 'all' }}
          >
            {authToken}
          </Text>
          <CopyButton value={authToken} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => setIsConfirming(true)}>
            Regenerate
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title="Regenerate the authentication code?"
        confirmLabel="Regenerate"
        isDestructive
        isPending={regenerate.isPending}
        error={regenerate.isError ? describeError(regenerate.error, 'Failed to regenerate the code') : null}
        onClose={close}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              close();
              onRegenerated('A new authentication code is ready. Share it with everyone who signs in with the code.');
            },
          })
        }
      >
        A new code replaces the current one. The old code stops working at once: anyone who signs in with it will need the new one.
      </ConfirmModal>
    </Paper>
  );
}
