import { z } from 'zod';

/** Collector spec 5 and 9: chat limits. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const CHAT_ATTACHMENT_MAX_COUNT = 5;
export const CHAT_ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx'] as const;
/** Collector spec 4: a sent message shows as scanning until a push, or this fallback. */
export const CHAT_SCAN_FALLBACK_MS = 10_000;

/** Collector spec 8: the chat's error texts, each shown with a Dismiss button. */
export const CHAT_MESSAGES = {
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  createFailed: 'Failed to create conversation',
  blocked: 'Message blocked due to compliance violations',
  scanning: 'Scanning for Compliance...',
  noConsumer: 'Unable to start conversation - consumer information not available',
  emptyMessage: 'Write a message or attach a file.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  attachmentType: 'Attachments must be PDF, JPG, PNG, GIF, DOC or DOCX files.',
  attachmentTooLarge: 'Attachments can be at most 25 MB each.',
  tooManyAttachments: `At most ${CHAT_ATTACHMENT_MAX_COUNT} attachments per message.`,
  conversationNotFound: 'Conversation not found',
} as const;

/**
 * What the browser can tell of chosen files before they are sent: a type by its name, a size, a
 * count. The server checks again, by content; this only says no at once instead of after Send.
 */
export function chatAttachmentProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > CHAT_ATTACHMENT_MAX_COUNT) return CHAT_MESSAGES.tooManyAttachments;
  const allowed: readonly string[] = CHAT_ATTACHMENT_EXTENSIONS;
  if (files.some((f) => !allowed.includes(f.name.split('.').pop()?.toLowerCase() ?? ''))) return CHAT_MESSAGES.attachmentType;
  if (files.some((f) => f.size > CHAT_ATTACHMENT_MAX_BYTES)) return CHAT_MESSAGES.attachmentTooLarge;
  return null;
}

export const ConversationParticipantSchema = z.object({
  id: z.number().int(),
  type: z.enum(['law_firm', 'user']),
  display_name: z.string(),
  is_collector: z.boolean(),
});

export const LastMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  sender_name: z.string(),
});

export const ConversationSchema = z.object({
  id: z.number().int(),
  type: z.literal('conversation'),
  attributes: z.object({
    other_participants: z.array(ConversationParticipantSchema),
    last_message: LastMessageSchema.nullable(),
    unread_count: z.number().int(),
    /** The account's last-action status (collector spec 3), or null before any negotiation. */
    account_status: z.string().nullable(),
    /** The account's reference (court case or civil number) and the firm's file number: two accounts of one consumer are told apart by them. */
    account_reference: z.string().nullable(),
    file_number: z.string().nullable(),
    document_id: z.number().int(),
    law_firm_id: z.number().int(),
    law_firm_name: z.string(),
    updated_at: z.string(),
  }),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const UnreadByLawFirmSchema = z.object({ law_firm_id: z.number().int(), law_firm_name: z.string(), unread_count: z.number().int() });

export const ConversationListResponseSchema = z.object({
  data: z.array(ConversationSchema),
  /** Consumers' unread counts grouped by law firm (collector spec 6); empty for collectors. */
  meta: z.object({ unread_count: z.number().int(), unread_by_law_firm: z.array(UnreadByLawFirmSchema) }),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const CreateConversationInputSchema = z
  .strictObject({
    recipient_id: Id.optional(),
    law_firm_id: Id.optional(),
    document_id: Id.optional(),
  })
  .refine((v) => (v.recipient_id === undefined) !== (v.law_firm_id === undefined), {
    message: 'Give either recipient_id or law_firm_id',
    path: ['recipient_id'],
  });
export type CreateConversationInput = z.infer<typeof CreateConversationInputSchema>;

export const ConversationResponseSchema = z.object({ data: ConversationSchema });

export const ConversationIdParamsSchema = z.strictObject({ id: Id });
export const AttachmentParamsSchema = z.strictObject({ id: Id, attachmentId: Id });
export const MessagesQuerySchema = z.strictObject({
  /** Reconnection: only the messages after the last one the client has. */
  after_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const ViolationSchema = z.object({
  rule: z.string(),
  description: z.string(),
  citation: z.string(),
  triggers: z.array(z.string()),
  blocking: z.boolean(),
  suggestion: z.string().nullable(),
});
export type Violation = z.infer<typeof ViolationSchema>;

export const MessageAttachmentSchema = z.object({ url: z.string(), filename: z.string(), content_type: z.string(), size_bytes: z.number().int() });

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  type: z.literal('message'),
  attributes: z.object({
    conversation_id: z.number().int(),
    body: z.string(),
    sender: z.object({ id: z.number().int(), display_name: z.string(), is_collector: z.boolean() }),
    created_at: z.string(),
    blocked: z.boolean(),
    violations: z.array(ViolationSchema),
    /** A compliant rewrite of a blocked message, where the scanner has one. */
    suggested_rewrite: z.string().nullable(),
    attachments: z.array(MessageAttachmentSchema),
    scanned: z.boolean(),
    /** Reg F 1006.6(b)(1): a message scanned outside 8 a.m.–9 p.m. local waits until this time. */
    held_until: z.string().nullable(),
  }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const MessageListResponseSchema = z.object({ data: z.array(ChatMessageSchema) });
export const MessageResponseSchema = z.object({ data: ChatMessageSchema });

/** Socket.IO events (architecture "Realtime"). */
export const CHAT_EVENTS = {
  joinChat: 'join_chat',
  leaveChat: 'leave_chat',
  markAsRead: 'mark_as_read',
  newMessage: 'new_message',
  messageBlocked: 'message_blocked',
  conversationUpdated: 'conversation_updated',
} as const;

export const ChatRoomInputSchema = z.strictObject({ conversation_id: Id });
export const MarkAsReadInputSchema = z.strictObject({ conversation_id: Id, message_id: Id.optional() });
export type ConversationUpdatedEvent = { type: 'conversation_updated'; conversation_id: number; unread_count: number };
export type ChatMessageEvent = { conversation_id: number; message: ChatMessage };
