import { CHAT_EVENTS, type ChatMessage, type ChatMessageEvent } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeSocket } from '../app/realtime';
import { chatKeys, fetchMessages, mergeMessages } from './chat-api';

type Realm = 'collector' | 'consumer';

/** The conversations channel: any update refreshes the list (unread badges, last message, order). */
export function useConversationsChannel(realm: Realm) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = realtimeSocket(realm);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(realm) });
    socket.on(CHAT_EVENTS.conversationUpdated, refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off(CHAT_EVENTS.conversationUpdated, refresh);
      socket.off('connect', refresh);
    };
  }, [realm, queryClient]);
}

/**
 * The chat channel of one conversation: joined while it is open, re-joined after a reconnection,
 * when the messages written meanwhile are fetched after the last one held (none lost, none twice).
 */
export function useChatChannel(realm: Realm, conversationId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = realtimeSocket(realm);
    const key = chatKeys.messages(realm, conversationId);
    const upsert = (incoming: ChatMessage[]) => queryClient.setQueryData<ChatMessage[]>(key, (current) => mergeMessages(current, incoming));
    const onMessage = (event: ChatMessageEvent) => {
      if (event.conversation_id === conversationId) upsert([event.message]);
    };
    let hasJoined = false;
    const join = () => {
      socket.emit(CHAT_EVENTS.joinChat, { conversation_id: conversationId }, async () => {
        if (hasJoined) {
          const held = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
          const lastId = held.reduce((max, m) => Math.max(max, m.id), 0);
          // Messages held as unscanned may have changed meanwhile: refetch from the first of them.
          const firstUnscanned = held.find((m) => !m.attributes.scanned)?.id;
          upsert(await fetchMessages(conversationId, firstUnscanned ? firstUnscanned - 1 : lastId));
        }
        hasJoined = true;
      });
    };
    socket.on(CHAT_EVENTS.newMessage, onMessage);
    socket.on(CHAT_EVENTS.messageBlocked, onMessage);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off(CHAT_EVENTS.newMessage, onMessage);
      socket.off(CHAT_EVENTS.messageBlocked, onMessage);
      socket.off('connect', join);
      socket.emit(CHAT_EVENTS.leaveChat, { conversation_id: conversationId });
    };
  }, [realm, conversationId, queryClient]);
}

export function markAsRead(realm: Realm, conversationId: number, messageId: number) {
  realtimeSocket(realm).emit(CHAT_EVENTS.markAsRead, { conversation_id: conversationId, message_id: messageId });
}
