import type { ChatMessage } from '@parley/shared';
import type { chatAttachments, chatMessages, conversations } from '../../db/schema/index.js';

export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

const attachmentUrl = (conversationId: number, id: number) => `/api/v1/conversations/${conversationId}/attachments/${id}`;

/** A message as the API answers it and the sockets carry it, with its own attachments among `attachments`. */
export function toMessage(m: MessageRow, attachments: AttachmentRow[]): ChatMessage {
  return {
    id: m.id,
    type: 'message',
    attributes: {
      conversation_id: m.conversationId,
      body: m.body,
      sender: { id: m.senderUserId ?? 0, display_name: m.senderName, is_collector: m.senderSide === 'law_firm' },
      created_at: m.createdAt.toISOString(),
      blocked: m.status === 'blocked',
      violations: m.violations,
      suggested_rewrite: m.suggestedRewrite,
      attachments: attachments
        .filter((a) => a.messageId === m.id)
        .map((a) => ({ url: attachmentUrl(m.conversationId, a.id), filename: a.filename, content_type: a.contentType, size_bytes: a.sizeBytes })),
      scanned: m.status !== 'scanning',
      held_until: m.status === 'held' && m.deliverAt ? m.deliverAt.toISOString() : null,
    },
  };
}
