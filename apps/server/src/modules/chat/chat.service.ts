import {
  CHAT_ATTACHMENT_MAX_COUNT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatMessage,
  type Conversation,
  type ConversationListResponse,
  type CreateConversationInput,
  lastActionLabel,
} from '@parley/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { chatAttachments, chatMessages, conversations, customerDocuments } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { type AttachmentType, detectAttachmentType } from '../../platform/file-type.js';
import type { Mailer } from '../../platform/mail.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { Storage } from '../../platform/storage.js';
import type { FirmNotifier } from '../negotiation/negotiation.service.js';
import { createChatPublishing, rooms } from './chat.publishing.js';
import { findConversation, lastVisibleMessages, listConversationRows, listMessageRows, ownsConversation, unreadCount } from './chat.queries.js';
import { createChatScanning } from './chat.scanning.js';
import { type AttachmentRow, type MessageRow, toMessage } from './chat-message.js';
import { findComplianceAccount, recordConsumerWords } from './compliance/account-context.js';
import type { Participant } from './participant.js';

/** A file the multipart reader took: its type is already checked by its bytes (platform/multipart-upload.ts). */
export type Upload = { filename: string; data: Buffer; type: AttachmentType };

/** Collector spec sections 3–8 (chat) and COMPLIANCE.md: conversations, messages, files, and the scan between them. */
export function createChatService({
  db,
  clock,
  storage,
  realtime,
  mailer,
  notifyFirm,
  log,
}: {
  db: Database;
  clock: Clock;
  storage: Storage;
  realtime: RealtimeHub;
  /** The firm's notification routing (event new_message_from_consumer). */
  notifyFirm: FirmNotifier;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const publishing = createChatPublishing({ db, realtime });
  const { publishConversationUpdate, deliver } = publishing;
  const scanning = createChatScanning({ db, clock, log, publishing });

  async function getConversation(p: Participant, id: number) {
    const row = await findConversation(db, p, id);
    // Another participant's conversation answers as missing: its existence is not disclosed.
    if (!row) throw new AppError('NOT_FOUND', CHAT_MESSAGES.conversationNotFound);
    return row;
  }

  async function getConversationAccount(p: Participant, id: number) {
    const account = await findComplianceAccount(db, id, ownsConversation(p));
    if (!account) throw new AppError('NOT_FOUND', CHAT_MESSAGES.conversationNotFound);
    return account;
  }

  /** Emails the firm by its notification policies; a mail failure never fails the consumer's message. */
  async function notifyFirmOfConsumerMessage(lawFirmId: number, documentId: number): Promise<void> {
    try {
      await db.transaction((tx) => notifyFirm(tx, { lawFirmId, event: 'new_message_from_consumer', documentId }));
      void mailer.deliverQueued().catch(() => undefined);
    } catch (err) {
      log.warn({ err, lawFirmId }, 'new-message notification not queued');
    }
  }

  return {
    rooms,
    useScanQueue: scanning.useScanQueue,
    settle: scanning.settle,
    scan: scanning.scan,
    rescanStale: scanning.rescanStale,
    releaseHeldMessages: scanning.releaseHeldMessages,

    async listConversations(p: Participant): Promise<ConversationListResponse> {
      const rows = await listConversationRows(db, p);
      const lastMessages = await lastVisibleMessages(
        db,
        p.side,
        rows.map((r) => r.conversation.id),
      );
      const data: Conversation[] = rows.map((r) => {
        const last = lastMessages.get(r.conversation.id);
        const consumerName = [r.consumerFirstName, r.consumerLastName].filter(Boolean).join(' ') || r.customerName;
        return {
          id: r.conversation.id,
          type: 'conversation',
          attributes: {
            other_participants: [
              p.side === 'law_firm'
                ? { id: r.conversation.consumerUserId, type: 'user', display_name: consumerName, is_collector: false }
                : { id: r.conversation.lawFirmId, type: 'law_firm', display_name: r.firmName, is_collector: true },
            ],
            last_message: last ? { id: last.id, body: last.body, created_at: last.createdAt.toISOString(), sender_name: last.senderName } : null,
            unread_count: r.unreadCount,
            // The firm's own workflow label ("CONSUMER SIGNED SETTLEMENT AGREEMENT") is the firm's: the consumer reads their case's stage on its page.
            account_status: p.side === 'law_firm' ? lastActionLabel(r.lastActionCode) : null,
            account_reference: r.civilNumber,
            file_number: r.fileNumber,
            document_id: r.conversation.customerDocumentId,
            law_firm_id: r.conversation.lawFirmId,
            law_firm_name: r.firmName,
            updated_at: (r.conversation.lastMessageAt ?? r.conversation.createdAt).toISOString(),
          },
        };
      });
      const byFirm = new Map<number, { law_firm_id: number; law_firm_name: string; unread_count: number }>();
      if (p.side === 'consumer') {
        for (const c of data) {
          const entry = byFirm.get(c.attributes.law_firm_id) ?? {
            law_firm_id: c.attributes.law_firm_id,
            law_firm_name: c.attributes.law_firm_name,
            unread_count: 0,
          };
          entry.unread_count += c.attributes.unread_count;
          byFirm.set(entry.law_firm_id, entry);
        }
      }
      return { data, meta: { unread_count: data.reduce((n, c) => n + c.attributes.unread_count, 0), unread_by_law_firm: [...byFirm.values()] } };
    },

    /**
     * Opens the conversation about an account, or returns the one that exists. A firm writes to a
     * consumer of one of its own accounts (recipient_id); a consumer to a firm holding one of theirs.
     */
    async createConversation(p: Participant, input: CreateConversationInput): Promise<Conversation> {
      const lawFirmId = p.side === 'law_firm' ? p.lawFirmId : (input.law_firm_id ?? null);
      const consumerUserId = p.side === 'consumer' ? p.userId : (input.recipient_id ?? null);
      if ((p.side === 'law_firm' && input.recipient_id === undefined) || (p.side === 'consumer' && input.law_firm_id === undefined)) {
        throw new AppError('VALIDATION_FAILED', p.side === 'law_firm' ? 'recipient_id is required' : 'law_firm_id is required');
      }
      if (lawFirmId === null || consumerUserId === null) throw new AppError('VALIDATION_FAILED', 'Give either recipient_id or law_firm_id');
      const [doc] = await db
        .select({ id: customerDocuments.id })
        .from(customerDocuments)
        .where(
          and(
            eq(customerDocuments.lawFirmId, lawFirmId),
            eq(customerDocuments.userId, consumerUserId),
            input.document_id === undefined ? undefined : eq(customerDocuments.id, input.document_id),
          ),
        )
        .orderBy(desc(customerDocuments.id))
        .limit(1);
      // No account ties these two together: the same answer whether the other party exists or not.
      if (!doc) throw new AppError('NOT_FOUND', 'No account links you to that recipient');
      const now = clock.now();
      await db
        .insert(conversations)
        .values({ lawFirmId, consumerUserId, customerDocumentId: doc.id, createdAt: now })
        .onConflictDoNothing({ target: [conversations.lawFirmId, conversations.consumerUserId, conversations.customerDocumentId] });
      const list = await this.listConversations(p);
      const found = list.data.find((c) => c.attributes.document_id === doc.id && c.attributes.law_firm_id === lawFirmId);
      if (!found) throw new Error('conversation missing after insert');
      return found;
    },

    async listMessages(p: Participant, conversationId: number, afterId = 0): Promise<ChatMessage[]> {
      await getConversation(p, conversationId);
      const { messages, attachments } = await listMessageRows(db, p.side, conversationId, afterId);
      return messages.map((m) => toMessage(m, attachments));
    },

    async sendMessage(p: Participant, conversationId: number, input: { body: string; uploads: Upload[] }): Promise<ChatMessage> {
      const isCollector = p.side === 'law_firm';
      // One read: a collector's conversation comes with its account's compliance context, for the scan below.
      const account = isCollector ? await getConversationAccount(p, conversationId) : null;
      const conversation = account ? account.conversation : await getConversation(p, conversationId);
      const body = input.body.replace(/\r\n/g, '\n').trim();
      if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.tooLong, { 'message[body]': CHAT_MESSAGES.tooLong });
      if (body.length === 0 && input.uploads.length === 0)
        throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.emptyMessage, { 'message[body]': CHAT_MESSAGES.emptyMessage });
      if (input.uploads.length > CHAT_ATTACHMENT_MAX_COUNT) throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.tooManyAttachments);
      const keys: string[] = [];
      const now = clock.now();
      let saved: { message: MessageRow; attachments: AttachmentRow[] };
      try {
        for (const u of input.uploads) keys.push(await storage.put(u.data));
        saved = await db.transaction(async (tx) => {
          const [message] = await tx
            .insert(chatMessages)
            .values({
              conversationId,
              senderUserId: p.userId,
              senderSide: p.side,
              senderName: p.displayName,
              body,
              // Every collector message is scanned before the consumer can see it. Committed as
              // 'scanning' first: should this process die before the scan below, the recovery sweep finds it.
              status: isCollector ? 'scanning' : 'delivered',
              createdAt: now,
              scannedAt: isCollector ? null : now,
            })
            .returning();
          if (!message) throw new Error('insert failed');
          const attachments = input.uploads.length
            ? await tx
                .insert(chatAttachments)
                .values(
                  input.uploads.map((u, i) => ({
                    messageId: message.id,
                    storageKey: keys[i] as string,
                    filename: u.filename.replace(/[^\w.\- ()]/g, '_').slice(0, 200),
                    contentType: u.type.contentType,
                    sizeBytes: u.data.length,
                  })),
                )
                .returning()
            : [];
          if (isCollector) {
            await tx
              .update(conversations)
              .set({ firmLastReadMessageId: sql`greatest(${conversations.firmLastReadMessageId}, ${message.id})` })
              .where(eq(conversations.id, conversationId));
          } else {
            await tx
              .update(conversations)
              .set({ lastMessageAt: now, consumerLastReadMessageId: sql`greatest(${conversations.consumerLastReadMessageId}, ${message.id})` })
              .where(eq(conversations.id, conversationId));
            await recordConsumerWords(tx, conversation.customerDocumentId, body, now);
          }
          return { message, attachments };
        });
      } catch (err) {
        // Nothing was saved: the files have no message. (After the commit they belong to it.)
        for (const key of keys) await storage.delete(key).catch(() => {});
        throw err;
      }
      const { message, attachments } = saved;
      if (account) {
        // The sender's answer and both sides' sockets get the verdict, not 'scanning'.
        return toMessage(await scanning.scanInline(message, account, attachments), attachments);
      }
      const unread = await deliver(message, attachments, conversation);
      // One email when the conversation turns unread for the firm, not one per message.
      if (unread.law_firm === 1) {
        await notifyFirmOfConsumerMessage(conversation.lawFirmId, conversation.customerDocumentId);
      }
      return toMessage(message, attachments);
    },

    /** mark_as_read: moves the side's read position (never backwards) and tells that side's other sessions. */
    async markAsRead(p: Participant, conversationId: number, messageId?: number): Promise<number> {
      const conversation = await getConversation(p, conversationId);
      const column = p.side === 'law_firm' ? conversations.firmLastReadMessageId : conversations.consumerLastReadMessageId;
      const upTo = messageId ?? 2_147_483_647;
      const [latest] = await db
        .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), lte(chatMessages.id, upTo)));
      await db
        .update(conversations)
        .set(
          p.side === 'law_firm'
            ? { firmLastReadMessageId: sql`greatest(${column}, ${latest?.id ?? 0})` }
            : { consumerLastReadMessageId: sql`greatest(${column}, ${latest?.id ?? 0})` },
        )
        .where(eq(conversations.id, conversationId));
      const unread = await unreadCount(db, p.side, conversationId);
      publishConversationUpdate(conversation, p.side, unread);
      return unread;
    },

    async canJoin(p: Participant, conversationId: number): Promise<boolean> {
      return (await findConversation(db, p, conversationId)) !== null;
    },

    /** A file, to a participant who may see its message. */
    async getAttachment(p: Participant, conversationId: number, attachmentId: number) {
      await getConversation(p, conversationId);
      const [row] = await db
        .select({ attachment: chatAttachments, message: chatMessages })
        .from(chatAttachments)
        .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
        .where(and(eq(chatAttachments.id, attachmentId), eq(chatMessages.conversationId, conversationId)));
      const isVisible = row && (p.side === 'law_firm' || row.message.senderSide === 'consumer' || row.message.status === 'delivered');
      if (!row || !isVisible) throw new AppError('NOT_FOUND', 'File not found');
      const data = await storage.get(row.attachment.storageKey);
      if (!data) throw new AppError('NOT_FOUND', 'File not found');
      const type = detectAttachmentType(data);
      return { data, filename: row.attachment.filename, contentType: row.attachment.contentType, isPreviewable: type?.isPreviewable ?? false };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
