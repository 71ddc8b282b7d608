import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { accountsKeys } from '../../../api/collector/accounts/keys';
import { dismissConflict, useConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { describeCurrentAction } from '../current-action-text';

/**
 * A step refused with 409 (a colleague or the consumer moved first, a double click, a replay): the
 * form that asked has gone with the old step, so this dialog says why in the server's words and
 * shows the step the reloaded account is at now.
 */
export function ConflictDialog({ account, validFirstPaymentDate }: { account: Account; validFirstPaymentDate: string }) {
  const message = useConflict(account.id);
  const isReloading = useIsFetching({ queryKey: accountsKeys.lists() }) > 0;
  const { text, warning } = describeCurrentAction(account.current_action, validFirstPaymentDate);
  return (
    <Modal
      opened={message !== null}
      onClose={() => dismissConflict(account.id)}
      title="This account has moved on"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Stack gap={4} aria-live="polite">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Current step
          </Text>
          {isReloading ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Loading the account's current step…</Text>
            </Group>
          ) : (
            <>
              <Text size="sm" fw={600} data-testid="conflict-current-step">
                {text}
              </Text>
              {warning ? <Text size="sm">{warning}</Text> : null}
            </>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={() => dismissConflict(account.id)}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
