import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ErrorBanner } from './error-banner';

/** The name of a dialog's or drawer's icon-only close button (WCAG 4.1.2). */
export const CLOSE_MESSAGES = defineMessages({
  close: { id: 'a11y.closeDialog', defaultMessage: 'Close' },
});
const m = CLOSE_MESSAGES;

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
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <ErrorBanner message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button color={isDestructive ? 'red' : undefined} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
