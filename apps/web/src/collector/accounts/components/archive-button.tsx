import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useSetAccountArchived } from '../../../api/collector/accounts/archive-document';
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

/** Collector spec 4, "Archive": archive toggles to unarchive, and both ask first. */
export function ArchiveButton({ account }: { account: Account }) {
  const isArchived = account.customer_document.archived_by_law_firm_on !== null;
  // Fixed when the modal opens: the list reloads under it on success, flipping `isArchived`.
  const [intent, setIntent] = useState<Intent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const setArchived = useSetAccountArchived();
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
          notifications.show({ color: 'teal', message: INTENTS[intent].done });
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
