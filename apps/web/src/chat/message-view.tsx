import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  FileButton,
  Group,
  List,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import {
  CHAT_ATTACHMENT_EXTENSIONS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_SCAN_FALLBACK_MS,
  type ChatMessage,
  CONTACT_WINDOW,
  type Conversation,
  chatAttachmentProblem,
} from '@parley/shared';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { ApiError } from '../api/errors';
import { translateServerText } from '../i18n/server-messages';
import { chatKeys, mergeMessages, messagesQuery, sendMessage } from './chat-api';
import { ChatError } from './chat-error';
import { dateDividerLabel, isSameDay } from './time-labels';
import { markAsRead, useChatChannel } from './use-chat-realtime';

type Realm = 'collector' | 'consumer';

const m = {
  reference: { id: 'chat.account.reference', defaultMessage: 'Ref {reference}' },
  file: { id: 'chat.account.file', defaultMessage: 'File {number}' },
  attachment: { id: 'chat.message.attachment', defaultMessage: 'Attachment: {filename}' },
  delivers: {
    id: 'chat.message.delivers',
    defaultMessage:
      "Held until {start} in the consumer's time zone ({when} your time): Regulation F § {section} allows contact only from {start} to {end} where the consumer is",
  },
  triggeredBy: { id: 'chat.blocked.triggeredBy', defaultMessage: 'Triggered by: {triggers}' },
  suggestedRewrite: { id: 'chat.blocked.suggestedRewrite', defaultMessage: 'Suggested compliant rewrite:' },
  useSuggestion: { id: 'chat.blocked.useSuggestion', defaultMessage: 'Use suggestion' },
  rewriteBelow: { id: 'chat.blocked.rewriteBelow', defaultMessage: 'A compliant rewrite is suggested below the message.' },
  back: { id: 'chat.view.back', defaultMessage: 'Back to conversations' },
  messages: { id: 'chat.view.messages', defaultMessage: 'Messages' },
  noMessages: { id: 'chat.view.noMessages', defaultMessage: 'No messages yet.' },
  remove: { id: 'chat.compose.remove', defaultMessage: 'Remove {name}' },
  attach: { id: 'chat.compose.attach', defaultMessage: 'Attach files' },
  message: { id: 'chat.compose.message', defaultMessage: 'Message' },
  placeholder: { id: 'chat.compose.placeholder', defaultMessage: 'Write a message…' },
  send: { id: 'chat.compose.send', defaultMessage: 'Send' },
  sending: { id: 'chat.compose.sending', defaultMessage: 'Sending…' },
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

/** An error of collector spec 8, with its Dismiss button. */
/** Collector spec 4: 'Scanning for Compliance...' until a push, or the 10 s fallback marks it scanned. */
function useScanFallback(message: ChatMessage): boolean {
  const [isExpired, setExpired] = useState(() => Date.now() - new Date(message.attributes.created_at).getTime() > CHAT_SCAN_FALLBACK_MS);
  useEffect(() => {
    if (message.attributes.scanned || isExpired) return;
    const left = CHAT_SCAN_FALLBACK_MS - (Date.now() - new Date(message.attributes.created_at).getTime());
    const timer = setTimeout(() => setExpired(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [message.attributes.scanned, message.attributes.created_at, isExpired]);
  return message.attributes.scanned || isExpired;
}

function MessageBubble({ message, isMine, onUseRewrite }: { message: ChatMessage; isMine: boolean; onUseRewrite: (text: string) => void }) {
  const intl = useIntl();
  const a = message.attributes;
  const isScanned = useScanFallback(message);
  const blocked = translateServerText(intl, CHAT_MESSAGES.blocked);
  return (
    <Stack gap={4} align={isMine ? 'flex-end' : 'flex-start'} data-message-id={message.id}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={a.blocked ? 'red.0' : isMine ? 'teal.7' : 'white'}
        c={a.blocked ? 'red.9' : isMine ? 'white' : 'dark'}
        withBorder={!isMine || a.blocked}
      >
        <Text size="xs" fw={600} opacity={0.85}>
          {a.sender.display_name}
        </Text>
        {a.body ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.body}
          </Text>
        ) : null}
        {a.attachments.map((file) => (
          <Anchor
            key={file.url}
            href={file.url}
            target="_blank"
            rel="noopener"
            size="sm"
            c={isMine && !a.blocked ? 'white' : undefined}
            underline="always"
            display="block"
          >
            {intl.formatMessage(m.attachment, { filename: file.filename })}
          </Anchor>
        ))}
      </Paper>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {intl.formatTime(a.created_at, { hour: 'numeric', minute: '2-digit' })}
        </Text>
        {isMine && !isScanned ? (
          <Badge size="xs" color="yellow" variant="light">
            {translateServerText(intl, CHAT_MESSAGES.scanning)}
          </Badge>
        ) : null}
        {a.held_until ? (
          // Held until the consumer's next 8 a.m. (the scanner's send window): the reason and the rule, not only a time.
          <Text size="xs" c="blue.9" maw="85%">
            {intl.formatMessage(m.delivers, {
              when: intl.formatDate(a.held_until, { weekday: 'short', hour: 'numeric', minute: '2-digit' }),
              ...contactWindow(intl),
            })}
          </Text>
        ) : null}
      </Group>
      {a.blocked ? (
        // A group, not an alert: a history of blocked messages is not read out on opening; a new
        // block is announced once by the view's live region.
        <Alert color="red" variant="light" title={blocked} maw="85%" p="xs" role="group" aria-label={blocked} data-blocked-reason={message.id}>
          <List size="xs" spacing={4}>
            {a.violations
              .filter((v) => v.blocking)
              .map((v) => (
                <List.Item key={v.rule}>
                  <Text size="xs" fw={600} span>
                    {v.description}
                  </Text>{' '}
                  <Text size="xs" span c="dimmed">
                    ({v.citation})
                  </Text>
                  <Text size="xs">{intl.formatMessage(m.triggeredBy, { triggers: v.triggers.map((t) => `“${t}”`).join(', ') })}</Text>
                  {v.suggestion ? <Text size="xs">{v.suggestion}</Text> : null}
                </List.Item>
              ))}
          </List>
          {a.suggested_rewrite ? (
            <Stack gap={4} mt="xs">
              <Text size="xs" fw={600}>
                {intl.formatMessage(m.suggestedRewrite)}
              </Text>
              <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {a.suggested_rewrite}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => onUseRewrite(a.suggested_rewrite ?? '')} w="fit-content">
                {intl.formatMessage(m.useSuggestion)}
              </Button>
            </Stack>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Collector spec 4: a message from the other side counts as viewed at 50% visibility. */
function useMarkAsReadOnView(
  realm: Realm,
  conversationId: number,
  container: HTMLElement | null,
  messages: ChatMessage[],
  isMine: (m: ChatMessage) => boolean,
) {
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!container) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.messageId));
        const highest = Math.max(0, ...seen);
        if (highest > readUpTo.current) {
          readUpTo.current = highest;
          markAsRead(realm, conversationId, highest);
        }
      },
      { root: container, threshold: 0.5 },
    );
    for (const m of messages) {
      if (isMine(m) || m.id <= readUpTo.current) continue;
      const el = container.querySelector(`[data-message-id="${m.id}"]`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [realm, conversationId, container, messages, isMine]);
}

/** Scrolls the viewport so that a blocked message's reasons start at its top (issue 22). */
function showBlockedReason(viewport: HTMLDivElement, messageId: number): boolean {
  const reason = viewport.querySelector(`[data-blocked-reason="${messageId}"]`);
  if (!reason) return false;
  const top = reason.getBoundingClientRect().top - viewport.getBoundingClientRect().top + viewport.scrollTop - 8;
  viewport.scrollTo({ top });
  return true;
}

/**
 * A message grows in place (its scan ends, the disclosure is added, a block's reasons appear):
 * while the reader is at the newest message, keep them there; one who scrolled up stays put.
 * A message the sender just had blocked keeps its reasons in view instead, until the reader
 * scrolls, types or sends again: in a 560 px panel they would otherwise sit below the fold.
 */
function useStickToBottom(viewport: HTMLDivElement | null, content: RefObject<HTMLDivElement | null>, blocked: RefObject<number | null>) {
  useEffect(() => {
    const inner = content.current;
    if (!viewport || !inner) return;
    let isAtBottom = true;
    const onScroll = () => {
      isAtBottom = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight < 48;
    };
    const onReaderScroll = () => {
      blocked.current = null;
    };
    const observer = new ResizeObserver(() => {
      if (blocked.current !== null && showBlockedReason(viewport, blocked.current)) return;
      if (isAtBottom) viewport.scrollTo({ top: viewport.scrollHeight });
    });
    viewport.addEventListener('scroll', onScroll, { passive: true });
    viewport.addEventListener('wheel', onReaderScroll, { passive: true });
    viewport.addEventListener('touchstart', onReaderScroll, { passive: true });
    observer.observe(inner);
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('wheel', onReaderScroll);
      viewport.removeEventListener('touchstart', onReaderScroll);
      observer.disconnect();
    };
  }, [viewport, content, blocked]);
}

/**
 * The sender's messages that became blocked while the view was open (in the send's answer, or by
 * a later push): the newest is the one to show and announce. A history opened with blocked
 * messages in it announces nothing.
 */
function useNewlyBlocked(list: ChatMessage[], isMine: (m: ChatMessage) => boolean, isLoaded: boolean): ChatMessage | null {
  const known = useRef<Set<number> | null>(null);
  const [latest, setLatest] = useState<ChatMessage | null>(null);
  useEffect(() => {
    if (!isLoaded) return;
    const blocked = list.filter((m) => m.attributes.blocked && isMine(m));
    if (known.current === null) {
      known.current = new Set(blocked.map((m) => m.id));
      return;
    }
    const seen = known.current;
    const fresh = blocked.filter((m) => !seen.has(m.id));
    for (const m of fresh) seen.add(m.id);
    const newest = fresh.at(-1);
    if (newest) setLatest(newest);
  }, [list, isMine, isLoaded]);
  return latest;
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
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Collector spec 5: Enter sends; Shift+Enter adds a newline.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
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
                  onClick={() => setFiles(files.filter((x) => x !== f))}
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
            if (problem) setError(problem);
            else setFiles([...files, ...picked]);
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
          onChange={(e) => {
            blockedInView.current = null;
            setBody(e.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          error={body.length > CHAT_MESSAGE_MAX_LENGTH ? translateServerText(intl, CHAT_MESSAGES.tooLong) : undefined}
        />
        <Button onClick={submit} disabled={!canSend}>
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
    </Stack>
  );
}

/** The contact hours as the page's language writes a time of day (one source: CONTACT_WINDOW). */
function contactWindow(intl: IntlShape) {
  const hour = (h: number) => intl.formatTime(new Date(2000, 0, 1, h), { hour: 'numeric', minute: '2-digit' });
  return { start: hour(CONTACT_WINDOW.startHour), end: hour(CONTACT_WINDOW.endHour), section: CONTACT_WINDOW.section };
}
