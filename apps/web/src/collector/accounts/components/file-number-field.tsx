import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useUpdateFileNumber } from '../../../api/collector/accounts/update-file-number';
import { describeError } from '../../../api/errors';
import { PencilIcon } from '../../../ui/action-icons';

// UpdateFileNumberInputSchema: at most 64 characters.
const FILE_NUMBER_MAX = 64;

/** The firm's own file number, edited in place; saved optimistically and put back if the save fails. */
export function FileNumberField({ account, isReadOnly }: { account: Account; isReadOnly: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateFileNumber();
  const current = account.file_number ?? '';

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null) return;
    if (draft.trim() !== current) update.mutate({ customerDocumentId: account.customer_document.id, fileNumber: draft.trim() });
    setDraft(null);
  }

  if (draft !== null) {
    return (
      <form onSubmit={save}>
        <Group gap={6} align="flex-end" wrap="wrap">
          <TextInput
            label="File number"
            size="xs"
            value={draft}
            maxLength={FILE_NUMBER_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
            autoFocus
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit" size="xs">
            Save
          </Button>
          <Button variant="default" size="xs" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  }

  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Text span size="sm">
          {account.file_number ?? '—'}
        </Text>
        {isReadOnly ? null : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Edit file number"
            onClick={() => {
              update.reset();
              setDraft(current);
            }}
          >
            <PencilIcon size={14} />
          </ActionIcon>
        )}
      </Group>
      {update.isError ? (
        <Text size="xs" c="red.7" role="alert">
          {describeError(update.error, 'The file number could not be saved.')} The previous number was kept.
        </Text>
      ) : null}
    </>
  );
}
