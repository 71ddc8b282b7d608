import type { ChatMessage } from '@parley/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { markAsRead } from './use-chat-realtime';

type Realm = 'collector' | 'consumer';

/** Collector spec 4: a message from the other side counts as viewed at 50% visibility. */
export function useMarkAsReadOnView(
  realm: Realm,
  conversationId: number,
  container: HTMLElement | null,
  messages: ChatMessage[],
  isMine: (m: ChatMessage) => boolean,
) {
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!container) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.messageId));
        const highest = Math.max(0, ...seen);
        if (highest > readUpTo.current) {
          readUpTo.current = highest;
          markAsRead(realm, conversationId, highest);
        }
      },
      { root: container, threshold: 0.5 },
    );
    for (const m of messages) {
      if (isMine(m) || m.id <= readUpTo.current) continue;
      const el = container.querySelector(`[data-message-id="${m.id}"]`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [realm, conversationId, container, messages, isMine]);
}
/** Scrolls the viewport so that a blocked message's reasons start at its top (issue 22). */
export function showBlockedReason(viewport: HTMLDivElement, messageId: number): boolean {
  const reason = viewport.querySelector(`[data-blocked-reason="${messageId}"]`);
  if (!reason) return false;
  const top = reason.getBoundingClientRect().top - viewport.getBoundingClientRect().top + viewport.scrollTop - 8;
  viewport.scrollTo({ top });
  return true;
}

/**
 * A message grows in place (its scan ends, the disclosure is added, a block's reasons appear):
 * while the reader is at the newest message, keep them there; one who scrolled up stays put.
 * A message the sender just had blocked keeps its reasons in view instead, until the reader
 * scrolls, types or sends again: in a 560 px panel they would otherwise sit below the fold.
 */
export function useStickToBottom(viewport: HTMLDivElement | null, content: RefObject<HTMLDivElement | null>, blocked: RefObject<number | null>) {
  useEffect(() => {
    const inner = content.current;
    if (!viewport || !inner) return;
    let isAtBottom = true;
    const onScroll = () => {
      isAtBottom = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight < 48;
    };
    const onReaderScroll = () => {
      blocked.current = null;
    };
    const observer = new ResizeObserver(() => {
      if (blocked.current !== null && showBlockedReason(viewport, blocked.current)) return;
      if (isAtBottom) viewport.scrollTo({ top: viewport.scrollHeight });
    });
    viewport.addEventListener('scroll', onScroll, { passive: true });
    viewport.addEventListener('wheel', onReaderScroll, { passive: true });
    viewport.addEventListener('touchstart', onReaderScroll, { passive: true });
    observer.observe(inner);
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('wheel', onReaderScroll);
      viewport.removeEventListener('touchstart', onReaderScroll);
      observer.disconnect();
    };
  }, [viewport, content, blocked]);
}

/**
 * The sender's messages that became blocked while the view was open (in the send's answer, or by
 * a later push): the newest is the one to show and announce. A history opened with blocked
 * messages in it announces nothing.
 */
export function useNewlyBlocked(list: ChatMessage[], isMine: (m: ChatMessage) => boolean, isLoaded: boolean): ChatMessage | null {
  const known = useRef<Set<number> | null>(null);
  const [latest, setLatest] = useState<ChatMessage | null>(null);
  useEffect(() => {
    if (!isLoaded) return;
    const blocked = list.filter((m) => m.attributes.blocked && isMine(m));
    if (known.current === null) {
      known.current = new Set(blocked.map((m) => m.id));
      return;
    }
    const seen = known.current;
    const fresh = blocked.filter((m) => !seen.has(m.id));
    for (const m of fresh) seen.add(m.id);
    const newest = fresh.at(-1);
    if (newest) setLatest(newest);
  }, [list, isMine, isLoaded]);
  return latest;
}
