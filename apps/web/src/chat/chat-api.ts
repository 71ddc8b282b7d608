import {
  type ChatMessage,
  type Conversation,
  ConversationListResponseSchema,
  ConversationResponseSchema,
  type CreateConversationInput,
  MessageListResponseSchema,
  MessageResponseSchema,
} from '@parley/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api/client';

/** Query keys of the chat, per realm (a browser may hold a collector and a consumer session). */
export const chatKeys = {
  all: (realm: string) => ['chat', realm] as const,
  conversations: (realm: string) => [...chatKeys.all(realm), 'conversations'] as const,
  messages: (realm: string, conversationId: number) => [...chatKeys.all(realm), 'messages', conversationId] as const,
};

export async function fetchConversations() {
  return ConversationListResponseSchema.parse(await apiFetch('GET', '/api/v1/conversations'));
}
export const conversationsQuery = (realm: string) => queryOptions({ queryKey: chatKeys.conversations(realm), queryFn: fetchConversations });

export async function fetchMessages(conversationId: number, afterId = 0): Promise<ChatMessage[]> {
  const query = afterId > 0 ? `?after_id=${afterId}` : '';
  return MessageListResponseSchema.parse(await apiFetch('GET', `/api/v1/conversations/${conversationId}/messages${query}`)).data;
}
export const messagesQuery = (realm: string, conversationId: number) =>
  queryOptions({ queryKey: chatKeys.messages(realm, conversationId), queryFn: () => fetchMessages(conversationId) });

export async function createConversation(input: CreateConversationInput): Promise<Conversation> {
  return ConversationResponseSchema.parse(await apiFetch('POST', '/api/v1/conversations', input)).data;
}

export async function sendMessage(conversationId: number, body: string, files: File[]): Promise<ChatMessage> {
  const form = new FormData();
  form.append('message[body]', body);
  for (const file of files) form.append('message[attachments][]', file, file.name);
  return MessageResponseSchema.parse(await apiUpload(`/api/v1/conversations/${conversationId}/messages`, form)).data;
}

/** Adds or replaces messages by id, in id order: a push and a fetch of the same message never duplicate it. */
export function mergeMessages(current: ChatMessage[] | undefined, incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map((current ?? []).map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
