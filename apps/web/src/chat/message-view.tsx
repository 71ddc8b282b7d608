import { ActionIcon, Alert, Anchor, Badge, Box, Button, Divider, FileButton, Group, List, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, CHAT_SCAN_FALLBACK_MS, type ChatMessage, type Conversation } from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import { chatKeys, mergeMessages, messagesQuery, sendMessage } from './chat-api';
import { dateDividerLabel, isSameDay } from './time-labels';
import { markAsRead, useChatChannel } from './use-chat-realtime';

type Realm = 'collector' | 'consumer';

/** An error of collector spec 8, with its Dismiss button. */
export function ChatError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDismiss}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
}

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
  const a = message.attributes;
  const isScanned = useScanFallback(message);
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
            Attachment: {file.filename}
          </Anchor>
        ))}
      </Paper>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {new Date(a.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
        </Text>
        {isMine && !isScanned ? (
          <Badge size="xs" color="yellow" variant="light">
            {CHAT_MESSAGES.scanning}
          </Badge>
        ) : null}
        {a.held_until ? (
          <Badge size="xs" color="blue" variant="light">
            Delivers {new Date(a.held_until).toLocaleString('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' })}
          </Badge>
        ) : null}
      </Group>
      {a.blocked ? (
        <Alert color="red" variant="light" title={CHAT_MESSAGES.blocked} maw="85%" p="xs">
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
                  <Text size="xs">Triggered by: {v.triggers.map((t) => `“${t}”`).join(', ')}</Text>
                  {v.suggestion ? <Text size="xs">{v.suggestion}</Text> : null}
                </List.Item>
              ))}
          </List>
          {a.suggested_rewrite ? (
            <Stack gap={4} mt="xs">
              <Text size="xs" fw={600}>
                Suggested compliant rewrite:
              </Text>
              <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {a.suggested_rewrite}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => onUseRewrite(a.suggested_rewrite ?? '')} w="fit-content">
                Use suggestion
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

/**
 * A message grows in place (its scan ends, the disclosure is added, a block's reasons appear):
 * while the reader is at the newest message, keep them there; one who scrolled up stays put.
 */
function useStickToBottom(viewport: HTMLDivElement | null, content: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const inner = content.current;
    if (!viewport || !inner) return;
    let isAtBottom = true;
    const onScroll = () => {
      isAtBottom = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight < 48;
    };
    const observer = new ResizeObserver(() => {
      if (isAtBottom) viewport.scrollTo({ top: viewport.scrollHeight });
    });
    viewport.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(inner);
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [viewport, content]);
}

export function MessageView({ realm, conversation, onBack }: { realm: Realm; conversation: Conversation; onBack: () => void }) {
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

  useEffect(() => {
    if (viewport && list.length > 0) viewport.scrollTo({ top: viewport.scrollHeight });
  }, [viewport, list.length]);
  useStickToBottom(viewport, content);

  const send = useMutation({
    mutationFn: () => sendMessage(conversation.id, body, files),
    onSuccess: (message) => {
      setBody('');
      setFiles([]);
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(realm, conversation.id), (current) => mergeMessages(current, [message]));
    },
    onError: (e) => setError(e instanceof ApiError && e.status < 500 ? e.message : CHAT_MESSAGES.sendFailed),
  });
  const canSend = (body.trim().length > 0 || files.length > 0) && body.length <= CHAT_MESSAGE_MAX_LENGTH && !send.isPending;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Collector spec 5: Enter sends; Shift+Enter adds a newline.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (canSend) send.mutate();
    }
  };
  const other = conversation.attributes.other_participants[0];

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to conversations">
            ←
          </ActionIcon>
          <div>
            <Text fw={600} size="sm">
              {other?.display_name}
            </Text>
            {conversation.attributes.account_status ? (
              <Text size="xs" c="dimmed">
                {conversation.attributes.account_status}
              </Text>
            ) : null}
          </div>
        </Group>
      </Group>
      {messages.isError ? <ChatError message={CHAT_MESSAGES.loadMessagesFailed} onDismiss={() => void messages.refetch()} /> : null}
      <ScrollArea flex={1} viewportRef={setViewport} type="auto" bg="gray.0" p="xs" style={{ borderRadius: 8 }} aria-label="Messages">
        <Stack gap="sm" ref={content}>
          {list.length === 0 && messages.isSuccess ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              No messages yet.
            </Text>
          ) : null}
          {list.map((m, i) => {
            const previous = list[i - 1];
            const isNewDay = !previous || !isSameDay(previous.attributes.created_at, m.attributes.created_at);
            return (
              <Box key={m.id}>
                {isNewDay ? <Divider label={dateDividerLabel(m.attributes.created_at, new Date())} labelPosition="center" my={4} /> : null}
                <MessageBubble message={m} isMine={isMine(m)} onUseRewrite={setBody} />
              </Box>
            );
          })}
        </Stack>
      </ScrollArea>
      {error ? <ChatError message={error} onDismiss={() => setError(null)} /> : null}
      {files.length > 0 ? (
        <Group gap={4}>
          {files.map((f) => (
            <Badge
              key={f.name}
              variant="outline"
              rightSection={
                <ActionIcon size="xs" variant="transparent" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((x) => x !== f))}>
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
        <FileButton onChange={(picked) => setFiles([...files, ...picked])} accept={CHAT_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')} multiple>
          {(props) => (
            <ActionIcon {...props} variant="default" size="lg" aria-label="Attach files">
              +
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          flex={1}
          aria-label="Message"
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={5}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={body.length > CHAT_MESSAGE_MAX_LENGTH ? CHAT_MESSAGES.tooLong : undefined}
        />
        <Button onClick={() => send.mutate()} disabled={!canSend} loading={send.isPending}>
          Send
        </Button>
      </Group>
      <Text size="xs" c={body.length > CHAT_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'} ta="right">
        {body.length}/{CHAT_MESSAGE_MAX_LENGTH}
      </Text>
    </Stack>
  );
}
