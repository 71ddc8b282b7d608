import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatAttachments, chatMessages, conversations, customerDocuments, lawFirms, users } from '../../db/schema/index.js';
import type { Participant } from './participant.js';

/** The messages a side may see: the consumer never sees a collector message that is not delivered. */
export function visibleTo(side: Participant['side']) {
  return side === 'law_firm' ? sql`true` : sql`(${chatMessages.senderSide} = 'consumer' OR ${chatMessages.status} = 'delivered')`;
}

export function ownsConversation(p: Participant) {
  return p.side === 'consumer' ? eq(conversations.consumerUserId, p.userId) : eq(conversations.lawFirmId, p.lawFirmId ?? -1);
}

export async function findConversation(db: Executor, p: Participant, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), ownsConversation(p)));
  return row ?? null;
}

/** Unread for one side: the other side's messages it may see, after its read position. */
export function unreadCountSql(side: Participant['side']) {
  // Spelled out with the table name: Drizzle leaves columns unqualified in a one-table select,
  // and inside this subquery an unqualified "id" would be the message's.
  const lastRead = sql.raw(side === 'law_firm' ? '"conversations"."firm_last_read_message_id"' : '"conversations"."consumer_last_read_message_id"');
  const other = side === 'law_firm' ? 'consumer' : 'law_firm';
  return sql<number>`(SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = "conversations"."id" AND m.sender_side = ${other} AND m.id > ${lastRead} AND (m.sender_side = 'consumer' OR m.status = 'delivered'))`;
}

export async function listConversationRows(db: Executor, p: Participant) {
  return db
    .select({
      conversation: conversations,
      firmName: lawFirms.name,
      consumerFirstName: users.firstName,
      consumerLastName: users.lastName,
      customerName: customerDocuments.customerName,
      civilNumber: customerDocuments.civilNumber,
      fileNumber: customerDocuments.fileNumber,
      lastActionCode: customerDocuments.lastActionCode,
      unreadCount: unreadCountSql(p.side),
    })
    .from(conversations)
    .innerJoin(lawFirms, eq(lawFirms.id, conversations.lawFirmId))
    .innerJoin(users, eq(users.id, conversations.consumerUserId))
    .innerJoin(customerDocuments, eq(customerDocuments.id, conversations.customerDocumentId))
    .where(ownsConversation(p))
    .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, desc(conversations.id))
    .limit(200);
}

/**
 * The message a conversation list previews: the last one the side may see that went, or will go,
 * out. A blocked message was never sent, so it is never the preview, not even on the firm's side.
 */
export async function lastVisibleMessages(db: Executor, side: Participant['side'], conversationIds: number[]) {
  if (conversationIds.length === 0) return new Map<number, typeof chatMessages.$inferSelect>();
  const rows = await db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, conversationIds), visibleTo(side), ne(chatMessages.status, 'blocked')))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

export async function listMessageRows(db: Executor, side: Participant['side'], conversationId: number, afterId: number) {
  const messages = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId), visibleTo(side)))
    .orderBy(chatMessages.id)
    .limit(500);
  const attachments = messages.length
    ? await db
        .select()
        .from(chatAttachments)
        .where(
          inArray(
            chatAttachments.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(chatAttachments.id)
    : [];
  return { messages, attachments };
}

export async function unreadCount(db: Executor, side: Participant['side'], conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: unreadCountSql(side) })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.n ?? 0;
}

/** Both sides' unread counts of one conversation, in one read (a delivered message changes both). */
export async function unreadCounts(db: Executor, conversationId: number): Promise<Record<Participant['side'], number>> {
  const [row] = await db
    .select({ law_firm: unreadCountSql('law_firm'), consumer: unreadCountSql('consumer') })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return { law_firm: row?.law_firm ?? 0, consumer: row?.consumer ?? 0 };
}
