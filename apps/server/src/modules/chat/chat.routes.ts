import {
  AttachmentParamsSchema,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MAX_COUNT,
  CHAT_EVENTS,
  CHAT_MESSAGES,
  ChatRoomInputSchema,
  ConversationIdParamsSchema,
  ConversationListResponseSchema,
  ConversationResponseSchema,
  CreateConversationInputSchema,
  MarkAsReadInputSchema,
  MessageListResponseSchema,
  MessageResponseSchema,
  MessagesQuerySchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { readMultipartUpload, type UploadRules } from '../../platform/multipart-upload.js';
import type { SocketUser } from '../../platform/realtime.js';
import type { RouteContext } from '../../route-context.js';
import { requireVerifiedEmail } from '../identity/email-verified.js';
import type { Upload } from './chat.service.js';
import { type Participant, participantOf } from './participant.js';

const tags = ['chat'];
const BODY_FIELD = 'message[body]';
const FILE_FIELD = 'message[attachments][]';

/** The chat's upload rules (collector spec 5 "Chat"): pdf, jpg, png, gif, doc, docx, named as they are. */
const MESSAGE_UPLOAD: UploadRules = {
  maxFileBytes: CHAT_ATTACHMENT_MAX_BYTES,
  maxFiles: CHAT_ATTACHMENT_MAX_COUNT,
  minFiles: 0,
  fileFields: [FILE_FIELD, 'message[attachments]'],
  kinds: ['pdf', 'jpg', 'png', 'gif', 'doc', 'docx'],
  matchExtension: true,
  maxFields: 5,
  messages: {
    tooLarge: CHAT_MESSAGES.attachmentTooLarge,
    wrongType: () => CHAT_MESSAGES.attachmentType,
    missing: CHAT_MESSAGES.emptyMessage,
    tooMany: CHAT_MESSAGES.tooManyAttachments,
    notMultipart: 'Send the message as multipart/form-data',
  },
};

/** Reads message[body] and message[attachments][] from a multipart request, within the chat's limits. */
async function readMessageParts(req: FastifyRequest): Promise<{ body: string; uploads: Upload[] }> {
  const { files, fields } = await readMultipartUpload(req, MESSAGE_UPLOAD);
  return { body: fields[BODY_FIELD]?.[0] ?? '', uploads: files.map(({ filename, data, type }) => ({ filename, data, type })) };
}

/**
 * The chat API (collector spec 7, "Chat") for collectors and consumers alike: a session of either
 * realm; a participant reaches only their own conversations (a firm's staff share the firm's).
 */
export function chatRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const chat = services.chat;
  const anyUser = guards.requireAnyUser();
  const participant = (req: FastifyRequest) => participantOf(sessionOf(req).user);

  // Socket.IO (architecture "Realtime"): the conversations channel joined on connect, a chat
  // channel per conversation joined on request when authorized, and mark_as_read.
  services.realtime.onConnection((socket, user: SocketUser) => {
    let p: Participant;
    try {
      p = participantOf(user.session.user);
    } catch {
      // No chat for this session (the on-call administrator): its socket stays for the rest (cases, live).
      return;
    }
    socket.join(chat.rooms.conversations(p.side, p.side === 'law_firm' ? (p.lawFirmId as number) : p.userId));
    const reply = (ack: unknown, body: unknown) => {
      if (typeof ack === 'function') ack(body);
    };
    socket.on(CHAT_EVENTS.joinChat, async (raw: unknown, ack?: unknown) => {
      const input = ChatRoomInputSchema.safeParse(raw);
      if (!input.success) return reply(ack, { ok: false, error: 'conversation_id is required' });
      if (!(await chat.canJoin(p, input.data.conversation_id))) {
        await services.audit.record({
          action: 'authorization_refused',
          actorUserId: p.userId,
          realm: user.realm,
          ip: socket.handshake.address,
          details: { channel: 'chat', conversation_id: input.data.conversation_id },
        });
        return reply(ack, { ok: false, error: CHAT_MESSAGES.conversationNotFound });
      }
      await socket.join(chat.rooms.chat(input.data.conversation_id, p.side));
      reply(ack, { ok: true });
    });
    socket.on(CHAT_EVENTS.leaveChat, async (raw: unknown, ack?: unknown) => {
      const input = ChatRoomInputSchema.safeParse(raw);
      if (input.success) await socket.leave(chat.rooms.chat(input.data.conversation_id, p.side));
      reply(ack, { ok: true });
    });
    socket.on(CHAT_EVENTS.markAsRead, async (raw: unknown, ack?: unknown) => {
      const input = MarkAsReadInputSchema.safeParse(raw);
      if (!input.success) return reply(ack, { ok: false, error: 'conversation_id is required' });
      try {
        const unread = await chat.markAsRead(p, input.data.conversation_id, input.data.message_id);
        reply(ack, { ok: true, unread_count: unread });
      } catch (err) {
        reply(ack, { ok: false, error: err instanceof AppError ? err.message : 'Something went wrong' });
      }
    });
  });

  return async (app) => {
    app.get(
      '/api/v1/conversations',
      {
        preHandler: anyUser,
        schema: {
          tags,
          summary: "The caller's conversations, newest first, with unread counts (consumers': also grouped by law firm in meta)",
          response: { 200: ConversationListResponseSchema },
        },
      },
      async (req) => chat.listConversations(participant(req)),
    );

    app.post(
      '/api/v1/conversations',
      {
        // A consumer chats with a firm once their address is confirmed (issue 18).
        preHandler: [anyUser, requireVerifiedEmail],
        schema: {
          tags,
          summary:
            'Open (or return) the conversation about an account: collectors give recipient_id (the consumer), consumers law_firm_id; document_id picks the account',
          body: CreateConversationInputSchema,
          response: { 200: ConversationResponseSchema },
        },
      },
      async (req) => ({ data: await chat.createConversation(participant(req), req.body) }),
    );

    app.get(
      '/api/v1/conversations/:id/messages',
      {
        preHandler: anyUser,
        schema: {
          tags,
          summary: 'Messages in order; after_id returns only newer ones (used to resume after a reconnection)',
          params: ConversationIdParamsSchema,
          querystring: MessagesQuerySchema,
          response: { 200: MessageListResponseSchema },
        },
      },
      async (req) => ({ data: await chat.listMessages(participant(req), req.params.id, req.query.after_id ?? 0) }),
    );

    app.post(
      '/api/v1/conversations/:id/messages',
      {
        // A consumer chats with a firm once their address is confirmed (issue 18).
        preHandler: [anyUser, requireVerifiedEmail],
        schema: {
          tags,
          summary: `Send a message (multipart: ${BODY_FIELD} up to 1000 characters, ${FILE_FIELD} pdf/jpg/png/gif/doc/docx up to 25 MB each, checked by content). A collector's message is scanned for compliance in this request, before the consumer sees it: the answer carries the verdict (blocked with its violations, or held_until).`,
          params: ConversationIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (req) => {
        const p = participant(req);
        const parts = await readMessageParts(req);
        return { data: await chat.sendMessage(p, req.params.id, parts) };
      },
    );

    app.get(
      '/api/v1/conversations/:id/attachments/:attachmentId',
      {
        preHandler: anyUser,
        schema: { tags, summary: 'Download an attachment (inline for images and PDFs, otherwise as a download)', params: AttachmentParamsSchema },
      },
      async (req, reply) => {
        const file = await chat.getAttachment(participant(req), req.params.id, req.params.attachmentId);
        const name = encodeURIComponent(file.filename);
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `${file.isPreviewable ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        return reply.send(file.data);
      },
    );
  };
}
