import { Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { CHAT_MESSAGES, type Conversation } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { conversationsQuery } from './chat-api';
import { ChatError } from './chat-error';
import { accountLabel, MessageView } from './message-view';
import { conversationTimeLabel } from './time-labels';
import { useConversationsChannel } from './use-chat-realtime';

type Realm = 'collector' | 'consumer';

const m = {
  conversationWith: { id: 'chat.list.conversationWith', defaultMessage: 'Conversation with {name}' },
  conversationWithAccount: { id: 'chat.list.conversationWithAccount', defaultMessage: 'Conversation with {name}, {account}' },
  noMessages: { id: 'chat.list.noMessages', defaultMessage: 'No messages yet' },
  unread: { id: 'chat.list.unread', defaultMessage: '{count} unread' },
  firmUnread: { id: 'chat.list.firmUnread', defaultMessage: '{firm}: {count} unread' },
  noConversations: { id: 'chat.list.noConversations', defaultMessage: 'No conversations yet.' },
} satisfies Record<string, MessageDescriptor>;

function ConversationRow({ conversation, onOpen }: { conversation: Conversation; onOpen: () => void }) {
  const intl = useIntl();
  const a = conversation.attributes;
  const other = a.other_participants[0];
  const account = accountLabel(conversation, intl);
  const name = other?.display_name ?? '';
  // Name and time, then the last message and the unread badge, then the account and its status: on a
  // phone-wide panel the name keeps the room it needs.
  return (
    <UnstyledButton
      onClick={onOpen}
      p="xs"
      style={{ borderRadius: 8 }}
      bg={a.unread_count > 0 ? 'teal.0' : undefined}
      aria-label={account ? intl.formatMessage(m.conversationWithAccount, { name, account }) : intl.formatMessage(m.conversationWith, { name })}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {other?.display_name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {conversationTimeLabel(a.last_message?.created_at ?? a.updated_at, new Date(), intl)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* A person's own words, shown as they wrote them: no translator (the browser's either) rewrites them. */}
          <Text size="xs" c="dimmed" truncate translate={a.last_message ? 'no' : undefined}>
            {a.last_message ? `${a.last_message.sender_name}: ${a.last_message.body}` : intl.formatMessage(m.noMessages)}
          </Text>
          {a.unread_count > 0 ? (
            <Badge size="sm" circle color="red" aria-label={intl.formatMessage(m.unread, { count: a.unread_count })} style={{ flexShrink: 0 }}>
              {a.unread_count}
            </Badge>
          ) : null}
        </Group>
        {/* Two accounts of one consumer are two conversations: the account's reference and file number tell them apart. */}
        {account ? (
          <Text size="xs" c="dimmed" truncate>
            {account}
          </Text>
        ) : null}
        {a.account_status ? (
          <Badge size="xs" variant="light" color="gray" maw="100%">
            {a.account_status}
          </Badge>
        ) : null}
      </Stack>
    </UnstyledButton>
  );
}

/** The chat of either side: the conversation list, or one conversation's messages. */
export function ChatWidget({ realm, openId, onOpenChange }: { realm: Realm; openId: number | null; onOpenChange: (id: number | null) => void }) {
  const intl = useIntl();
  const conversations = useQuery(conversationsQuery(realm));
  useConversationsChannel(realm);
  const [isErrorDismissed, setErrorDismissed] = useState(false);
  const open = conversations.data?.data.find((c) => c.id === openId);
  if (open) return <MessageView realm={realm} conversation={open} onBack={() => onOpenChange(null)} />;
  const list = conversations.data?.data ?? [];
  const byFirm = conversations.data?.meta.unread_by_law_firm ?? [];
  return (
    <Stack gap={4}>
      {conversations.isError && !isErrorDismissed ? (
        <ChatError message={CHAT_MESSAGES.loadConversationsFailed} onDismiss={() => setErrorDismissed(true)} />
      ) : null}
      {conversations.isPending ? <Loader size="sm" mx="auto" my="md" /> : null}
      {realm === 'consumer' && byFirm.some((f) => f.unread_count > 0) ? (
        <Group gap={6}>
          {byFirm
            .filter((f) => f.unread_count > 0)
            .map((f) => (
              <Badge key={f.law_firm_id} variant="light" color="red">
                {intl.formatMessage(m.firmUnread, { firm: f.law_firm_name, count: f.unread_count })}
              </Badge>
            ))}
        </Group>
      ) : null}
      {conversations.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {intl.formatMessage(m.noConversations)}
        </Text>
      ) : null}
      {list.map((c) => (
        <ConversationRow key={c.id} conversation={c} onOpen={() => onOpenChange(c.id)} />
      ))}
    </Stack>
  );
}
