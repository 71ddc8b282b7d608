import { ActionIcon, Affix, Badge, Box, Button, CloseButton, Group, Loader, Paper, Portal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CHAT_MESSAGES } from '@parley/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import { Icon } from '../ui/icons';
import { chatKeys, conversationsQuery, createConversation } from './chat-api';
import { ChatError } from './chat-error';
import { useConversationsChannel } from './use-chat-realtime';

// The conversations load when the panel first opens: a page that never opens it does not carry them.
const ChatWidget = lazy(() => import('./chat-widget').then((module) => ({ default: module.ChatWidget })));

/** Collector spec 7, "Browser event": detail of the openChatWithUser CustomEvent. */
export type OpenChatWithUserDetail = { recipientId: number; documentId?: number; recipientName?: string; recipientStatus?: string; recipientType?: string };
export const OPEN_CHAT_EVENT = 'openChatWithUser';
/** Where the layout's header keeps room for the Messages button on a phone: there it covers no page. */
export const HEADER_CHAT_SLOT_ID = 'collector-header-chat';

/** Collector spec 2: the chat widget's launcher at the bottom of the layout. */
export function CollectorChatLauncher() {
  const [isOpen, setOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const conversations = useQuery(conversationsQuery('collector'));
  // The launcher's badge stays live while the panel is closed.
  useConversationsChannel('collector');
  const unread = conversations.data?.meta.unread_count ?? 0;
  // On a phone the launcher is a round button in the header: floating, it sat over the search box, a row's
  // Archive and the first screen's fields (issue 38.8).
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  useEffect(() => {
    const onOpenChat = async (event: Event) => {
      const detail = (event as CustomEvent<OpenChatWithUserDetail>).detail;
      setOpen(true);
      try {
        const conversation = await createConversation({ recipient_id: detail.recipientId, document_id: detail.documentId });
        await queryClient.invalidateQueries({ queryKey: chatKeys.conversations('collector') });
        setOpenId(conversation.id);
        setError(null);
      } catch (e) {
        setError(e instanceof ApiError && e.status < 500 ? e.message : CHAT_MESSAGES.createFailed);
      }
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpenChat);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpenChat);
  }, [queryClient]);

  const phoneButton = (
    <Box pos="relative">
      <ActionIcon
        radius="xl"
        size={44}
        onClick={() => setOpen(!isOpen)}
        aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
        aria-expanded={isOpen}
      >
        {/* A speech bubble, drawn here: Ask Solo's icon set would add its other icons to every collector page. */}
        <Icon size={22}>
          <path d="M4 5h16v11H9l-5 4z" />
        </Icon>
      </ActionIcon>
      {unread > 0 ? (
        <Badge color="red" circle size="sm" pos="absolute" top={-4} right={-4} aria-hidden>
          {unread}
        </Badge>
      ) : null}
    </Box>
  );

  return (
    <>
      {isPhone ? (
        <Portal target={`#${HEADER_CHAT_SLOT_ID}`}>{phoneButton}</Portal>
      ) : (
        // Room under the page's last line, which the launcher would otherwise cover.
        <Box h={64} aria-hidden />
      )}
      {isOpen ? (
        <Affix position={{ bottom: 16, right: 16 }} zIndex={200}>
          <Paper
            shadow="lg"
            radius="md"
            withBorder
            p="sm"
            w="min(400px, calc(100vw - 32px))"
            h="min(560px, calc(100vh - 96px))"
            style={{ display: 'flex', flexDirection: 'column' }}
            role="dialog"
            aria-label="Chat"
          >
            <Group justify="space-between" mb="xs">
              <Text fw={700}>Messages</Text>
              <CloseButton onClick={() => setOpen(false)} aria-label="Close chat" />
            </Group>
            {error ? <ChatError message={error} onDismiss={() => setError(null)} /> : null}
            <div style={{ flex: 1, minHeight: 0, overflowY: openId ? 'hidden' : 'auto' }}>
              <Suspense fallback={<Loader size="sm" aria-label="Loading messages" m="md" />}>
                <ChatWidget realm="collector" openId={openId} onOpenChange={setOpenId} />
              </Suspense>
            </div>
          </Paper>
        </Affix>
      ) : isPhone ? null : (
        <Affix position={{ bottom: 16, right: 16 }} zIndex={200}>
          <Button
            radius="xl"
            size="md"
            onClick={() => setOpen(true)}
            rightSection={
              unread > 0 ? (
                <Badge color="red" circle size="sm" aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null
            }
          >
            Messages
          </Button>
        </Affix>
      )}
    </>
  );
}
