import { CHAT_EVENTS, type ChatMessageEvent, type ConversationUpdatedEvent } from '@parley/shared';
import type { Database } from '../../db/client.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import { unreadCounts } from './chat.queries.js';
import { type AttachmentRow, type ConversationRow, type MessageRow, toMessage } from './chat-message.js';
import type { Participant } from './participant.js';

export const rooms = {
  conversations: (side: Participant['side'], id: number) => `conversations:${side === 'law_firm' ? 'firm' : 'user'}:${id}`,
  chat: (conversationId: number, side: Participant['side']) => `chat:${conversationId}:${side}`,
};

/** What each side's sockets are told: a message (new or blocked), and a conversation's unread count. */
export function createChatPublishing({ db, realtime }: { db: Database; realtime: RealtimeHub }) {
  function publishConversationUpdate(conversation: ConversationRow, side: Participant['side'], unread: number) {
    const event: ConversationUpdatedEvent = { type: 'conversation_updated', conversation_id: conversation.id, unread_count: unread };
    realtime.emit(
      rooms.conversations(side, side === 'law_firm' ? conversation.lawFirmId : conversation.consumerUserId),
      CHAT_EVENTS.conversationUpdated,
      event,
    );
  }

  function publishMessage(m: MessageRow, attachments: AttachmentRow[], event: string, sides: Participant['side'][]) {
    const payload: ChatMessageEvent = { conversation_id: m.conversationId, message: toMessage(m, attachments) };
    // One broadcast to every side's room: one NOTIFY between processes, not one per room.
    realtime.emit(
      sides.map((side) => rooms.chat(m.conversationId, side)),
      event,
      payload,
    );
  }

  /** To both sides: the message, then each side's unread count (one read for both). */
  async function deliver(m: MessageRow, attachments: AttachmentRow[], conversation: ConversationRow) {
    publishMessage(m, attachments, CHAT_EVENTS.newMessage, ['law_firm', 'consumer']);
    const unread = await unreadCounts(db, conversation.id);
    publishConversationUpdate(conversation, 'consumer', unread.consumer);
    publishConversationUpdate(conversation, 'law_firm', unread.law_firm);
    return unread;
  }

  return { publishConversationUpdate, publishMessage, deliver };
}
export type ChatPublishing = ReturnType<typeof createChatPublishing>;
