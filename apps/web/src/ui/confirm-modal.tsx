import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { common } from './common-messages';
import { ErrorBanner } from './error-banner';

const m = {
  cancel: { id: 'ui.confirmModal.cancel', defaultMessage: 'Cancel' },
} satisfies Record<string, MessageDescriptor>;

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (removing, replacing). */
  isDestructive?: boolean;
  isPending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action; stays open while it runs and shows why it failed. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  isDestructive = false,
  isPending = false,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => undefined : onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(common.close) }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <ErrorBanner message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button color={isDestructive ? 'red' : undefined} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
