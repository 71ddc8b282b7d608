import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES } from '@parley/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { setArchivedAndReload, useSetAccountArchived } from '../../../api/collector/accounts/archive-document';
import { ArchiveIcon } from '../../../ui/action-icons';
import { ConfirmModal } from '../../../ui/confirm-modal';

const INTENTS = {
  archive: {
    label: 'Archive',
    title: 'Archive account',
    question: 'Are you sure you want to archive this account?',
    failure: ACCOUNT_MESSAGES.archiveFailed,
    done: 'Account archived.',
  },
  unarchive: {
    label: 'Unarchive',
    title: 'Unarchive account',
    question: 'Are you sure you want to unarchive this account?',
    failure: ACCOUNT_MESSAGES.unarchiveFailed,
    done: 'Account unarchived.',
  },
} as const;
type Intent = keyof typeof INTENTS;
const opposite = (intent: Intent): Intent => (intent === 'archive' ? 'unarchive' : 'archive');
/** Long enough to read the toast and reach its Undo. */
const UNDO_MS = 10_000;

/**
 * Says the change is done, with an Undo that reverses it: an archived account leaves the list, so
 * the toast is the only place left to take it back. Runs without the row, which may be gone.
 */
function announce(queryClient: QueryClient, customerDocumentId: number, intent: Intent, canUndo = true) {
  const id = `archive-${customerDocumentId}-${Date.now()}`;
  const undo = async () => {
    notifications.hide(id);
    const back = opposite(intent);
    try {
      await setArchivedAndReload(queryClient, { customerDocumentId, isArchived: back === 'archive' });
      announce(queryClient, customerDocumentId, back, false);
    } catch {
      notifications.show({ color: 'red', message: INTENTS[back].failure, autoClose: UNDO_MS });
    }
  };
  notifications.show({
    id,
    color: 'teal',
    autoClose: canUndo ? UNDO_MS : undefined,
    message: canUndo ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{INTENTS[intent].done}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void undo()}>
          Undo
        </Button>
      </Group>
    ) : (
      INTENTS[intent].done
    ),
  });
}

/** Collector spec 4, "Archive": archive toggles to unarchive, and both ask first. */
export function ArchiveButton({ account }: { account: Account }) {
  const isArchived = account.customer_document.archived_by_law_firm_on !== null;
  // Fixed when the modal opens: the list reloads under it on success, flipping `isArchived`.
  const [intent, setIntent] = useState<Intent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const setArchived = useSetAccountArchived();
  const queryClient = useQueryClient();
  const shown = INTENTS[intent ?? (isArchived ? 'unarchive' : 'archive')];

  function open() {
    setArchived.reset();
    setIntent(isArchived ? 'unarchive' : 'archive');
    setIsOpen(true);
  }

  function confirm() {
    if (!intent) return;
    setArchived.mutate(
      { customerDocumentId: account.customer_document.id, isArchived: intent === 'archive' },
      {
        onSuccess: () => {
          setIsOpen(false);
          announce(queryClient, account.customer_document.id, intent);
        },
      },
    );
  }

  return (
    <>
      <Button variant="default" size="sm" leftSection={<ArchiveIcon />} onClick={open}>
        {INTENTS[isArchived ? 'unarchive' : 'archive'].label}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={shown.title}
        confirmLabel={shown.label}
        isPending={setArchived.isPending}
        error={setArchived.isError ? shown.failure : null}
        onConfirm={confirm}
        onClose={() => setIsOpen(false)}
      >
        {shown.question}
      </ConfirmModal>
    </>
  );
}
