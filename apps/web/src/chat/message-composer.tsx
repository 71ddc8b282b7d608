import { ActionIcon, Badge, Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, chatAttachmentProblem } from '@parley/shared';
import type { KeyboardEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

const m = {
  remove: { id: 'chat.compose.remove', defaultMessage: 'Remove {name}' },
  attach: { id: 'chat.compose.attach', defaultMessage: 'Attach files' },
  message: { id: 'chat.compose.message', defaultMessage: 'Message' },
  placeholder: { id: 'chat.compose.placeholder', defaultMessage: 'Write a message…' },
  send: { id: 'chat.compose.send', defaultMessage: 'Send' },
  sending: { id: 'chat.compose.sending', defaultMessage: 'Sending…' },
} satisfies Record<string, MessageDescriptor>;

/** Where a message is written: its words, its files (checked as they are picked), the send button and the count of characters. */
export function MessageComposer({
  body,
  onBodyChange,
  files,
  onFilesChange,
  onProblem,
  onSubmit,
  canSend,
  isSending,
}: {
  body: string;
  onBodyChange: (body: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** A file that may not be attached: what is wrong, to show above the box. */
  onProblem: (problem: string) => void;
  onSubmit: () => void;
  canSend: boolean;
  isSending: boolean;
}) {
  const intl = useIntl();
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Collector spec 5: Enter sends; Shift+Enter adds a newline.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      onSubmit();
    }
  };
  return (
    <>
      {files.length > 0 ? (
        <Group gap={4}>
          {files.map((f) => (
            <Badge
              key={f.name}
              variant="outline"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={intl.formatMessage(m.remove, { name: f.name })}
                  onClick={() => onFilesChange(files.filter((x) => x !== f))}
                >
                  ×
                </ActionIcon>
              }
            >
              {f.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton
          onChange={(picked) => {
            const problem = chatAttachmentProblem([...files, ...picked]);
            if (problem) onProblem(problem);
            else onFilesChange([...files, ...picked]);
          }}
          accept={CHAT_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
          multiple
        >
          {(props) => (
            <ActionIcon {...props} variant="default" size="lg" aria-label={intl.formatMessage(m.attach)}>
              +
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          flex={1}
          aria-label={intl.formatMessage(m.message)}
          placeholder={intl.formatMessage(m.placeholder)}
          autosize
          minRows={1}
          maxRows={5}
          value={body}
          onChange={(e) => onBodyChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={body.length > CHAT_MESSAGE_MAX_LENGTH ? translateServerText(intl, CHAT_MESSAGES.tooLong) : undefined}
        />
        <Button onClick={onSubmit} disabled={!canSend}>
          {intl.formatMessage(m.send)}
        </Button>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {isSending ? intl.formatMessage(m.sending) : ''}
        </Text>
        <Text size="xs" c={body.length > CHAT_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}>
          {body.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </Text>
      </Group>
    </>
  );
}
