import { ActionIcon, Box, Divider, Group, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage, type Conversation } from '@parley/shared';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { ApiError } from '../api/errors';
import { translateServerText } from '../i18n/server-messages';
import { chatKeys, mergeMessages, messagesQuery, sendMessage } from './chat-api';
import { ChatError } from './chat-error';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { showBlockedReason, useMarkAsReadOnView, useNewlyBlocked, useStickToBottom } from './message-viewport';
import { dateDividerLabel, isSameDay } from './time-labels';
import { useChatChannel } from './use-chat-realtime';

type Realm = 'collector' | 'consumer';

const m = {
  reference: { id: 'chat.account.reference', defaultMessage: 'Ref {reference}' },
  file: { id: 'chat.account.file', defaultMessage: 'File {number}' },
  rewriteBelow: { id: 'chat.blocked.rewriteBelow', defaultMessage: 'A compliant rewrite is suggested below the message.' },
  back: { id: 'chat.view.back', defaultMessage: 'Back to conversations' },
  messages: { id: 'chat.view.messages', defaultMessage: 'Messages' },
  noMessages: { id: 'chat.view.noMessages', defaultMessage: 'No messages yet.' },
} satisfies Record<string, MessageDescriptor>;

/** The account a conversation is about, as the accounts list names it: "Ref 2025-CV-00412 · File DLG-25-000412". */
export function accountLabel(conversation: Conversation, intl: IntlShape): string {
  const a = conversation.attributes;
  return [
    a.account_reference ? intl.formatMessage(m.reference, { reference: a.account_reference }) : null,
    a.file_number ? intl.formatMessage(m.file, { number: a.file_number }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What a screen reader hears when a message is blocked: that it was not sent, and why. */
function blockedAnnouncement(message: ChatMessage, intl: IntlShape): string {
  const reasons = message.attributes.violations.filter((v) => v.blocking).map((v) => `${v.description} (${v.citation})`);
  const said = `${translateServerText(intl, CHAT_MESSAGES.blocked)}: ${reasons.join('; ')}.`;
  return message.attributes.suggested_rewrite ? `${said} ${intl.formatMessage(m.rewriteBelow)}` : said;
}

export function MessageView({ realm, conversation, onBack }: { realm: Realm; conversation: Conversation; onBack: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const messages = useQuery(messagesQuery(realm, conversation.id));
  useChatChannel(realm, conversation.id);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const isCollector = realm === 'collector';
  const isMine = useCallback((m: ChatMessage) => m.attributes.sender.is_collector === isCollector, [isCollector]);
  const list = messages.data ?? [];
  useMarkAsReadOnView(realm, conversation.id, viewport, list, isMine);
  const newlyBlocked = useNewlyBlocked(list, isMine, messages.isSuccess);
  const blockedInView = useRef<number | null>(null);

  useEffect(() => {
    if (viewport && list.length > 0) viewport.scrollTo({ top: viewport.scrollHeight });
  }, [viewport, list.length]);
  // Declared after the scroll to the bottom, so it runs after it and wins.
  useEffect(() => {
    if (!viewport || !newlyBlocked) return;
    blockedInView.current = newlyBlocked.id;
    showBlockedReason(viewport, newlyBlocked.id);
  }, [viewport, newlyBlocked]);
  useStickToBottom(viewport, content, blockedInView);

  // Each send carries its own words, and a conversation's sends go out one after another in the
  // order they were made (one mutation scope): the box is free for the next message at once. A
  // second Enter while the first was on its way was ignored, and the first's answer then wiped
  // the words typed meanwhile.
  const sendKey = ['chat-send', realm, conversation.id];
  const send = useMutation({
    mutationKey: sendKey,
    scope: { id: sendKey.join(':') },
    mutationFn: (draft: { body: string; files: File[] }) => {
      blockedInView.current = null;
      return sendMessage(conversation.id, draft.body, draft.files);
    },
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(realm, conversation.id), (current) => mergeMessages(current, [message]));
    },
    onError: (e, draft) => {
      // Nothing was sent: the words come back to the box, unless new ones are being written there.
      setBody((current) => (current === '' ? draft.body : current));
      setFiles((current) => (current.length === 0 ? draft.files : current));
      setError(e instanceof ApiError && e.status < 500 ? e.message : CHAT_MESSAGES.sendFailed);
    },
  });
  const isSending = useIsMutating({ mutationKey: sendKey }) > 0;
  const canSend = (body.trim().length > 0 || files.length > 0) && body.length <= CHAT_MESSAGE_MAX_LENGTH;
  const submit = () => {
    if (!canSend) return;
    setError(null);
    send.mutate({ body, files });
    setBody('');
    setFiles([]);
  };
  const other = conversation.attributes.other_participants[0];

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onBack} aria-label={intl.formatMessage(m.back)}>
            ←
          </ActionIcon>
          <div>
            <Text fw={600} size="sm">
              {other?.display_name}
            </Text>
            <Text size="xs" c="dimmed">
              {[accountLabel(conversation, intl), conversation.attributes.account_status].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
      </Group>
      {messages.isError ? <ChatError message={CHAT_MESSAGES.loadMessagesFailed} onDismiss={() => void messages.refetch()} /> : null}
      <ScrollArea flex={1} viewportRef={setViewport} type="auto" bg="gray.0" p="xs" style={{ borderRadius: 8 }} aria-label={intl.formatMessage(m.messages)}>
        <Stack gap="sm" ref={content}>
          {list.length === 0 && messages.isSuccess ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {intl.formatMessage(m.noMessages)}
            </Text>
          ) : null}
          {list.map((msg, i) => {
            const previous = list[i - 1];
            const isNewDay = !previous || !isSameDay(previous.attributes.created_at, msg.attributes.created_at);
            return (
              <Box key={msg.id}>
                {isNewDay ? <Divider label={dateDividerLabel(msg.attributes.created_at, new Date(), intl)} labelPosition="center" my={4} /> : null}
                <MessageBubble message={msg} isMine={isMine(msg)} onUseRewrite={setBody} />
              </Box>
            );
          })}
        </Stack>
      </ScrollArea>
      <VisuallyHidden role="status" aria-live="assertive" aria-atomic="true">
        {newlyBlocked ? blockedAnnouncement(newlyBlocked, intl) : ''}
      </VisuallyHidden>
      {error ? <ChatError message={error} onDismiss={() => setError(null)} /> : null}
      <MessageComposer
        body={body}
        onBodyChange={(next) => {
          blockedInView.current = null;
          setBody(next);
        }}
        files={files}
        onFilesChange={setFiles}
        onProblem={setError}
        onSubmit={submit}
        canSend={canSend}
        isSending={isSending}
      />
    </Stack>
  );
}
