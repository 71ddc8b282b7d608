import { CASE_EVENTS, type CaseChangeMessage, CaseChangeMessageSchema, caseChangeSubject, describeCaseChange, type Party } from '@parley/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { SaidChange } from '../ui/case-change-words';
import { realtimeSocket } from './realtime';

/**
 * Cases, live (issue 19): the server pushes every committed change to a case to the firm's staff
 * and to the consumer (apps/server/src/modules/cases/case-live.ts). Each open view refetches what
 * it shows of the case, and the change is said in words (`useLatestCaseChange`), except the
 * person's own move, which their own screen already shows. The same refetch runs when the window
 * comes back into focus and when the socket reconnects, for whatever was missed meanwhile.
 */

/** `text` is the English; a live change keeps its facts (`change`) to be said in the reader's language. */
export type CaseNotice = { id: number; caseId: number; text: string; at: number; change?: SaidChange };

const NOTICE_MS = 10_000;
const REFETCH_COALESCE_MS = 150;
const OWN_MOVE_GRACE_MS = 2_000;
let notices: CaseNotice[] = [];
let nextNoticeId = 1;
const listeners = new Set<() => void>();
const ownMoves = new Map<number, number>();

function setNotices(next: CaseNotice[]) {
  notices = next;
  for (const l of listeners) l();
}

/**
 * This browser is acting on a case (from `mutate` until it settles, and a moment after, for the
 * news of it that may arrive after the answer): the change it causes is not announced back to it,
 * and nothing is refetched under it while it waits (a live refetch then could unmount the form
 * waiting for the answer). After the answer its side's changes are refetched again at once.
 */
export function markOwnMove(caseId: number): void {
  ownMoves.set(caseId, Number.POSITIVE_INFINITY);
}
export function ownMoveSettled(caseId: number): void {
  ownMoves.set(caseId, Date.now() + OWN_MOVE_GRACE_MS);
}
const isOwnMove = (caseId: number) => Date.now() < (ownMoves.get(caseId) ?? 0);
/** This browser's move on the case is still waiting for its answer (not the grace after it). */
const isOwnMovePending = (caseId: number) => ownMoves.get(caseId) === Number.POSITIVE_INFINITY;

/**
 * Says something about a case in the views that show it: a live change (gone after a while), or a
 * refusal such as "This account has moved on…" (kept until dismissed).
 */
export function sayCaseNotice(caseId: number, text: string, options: { keep?: boolean; change?: SaidChange } = {}): void {
  const notice: CaseNotice = { id: nextNoticeId++, caseId, text, at: Date.now(), change: options.change };
  setNotices([...notices.slice(-4), notice]);
  if (!options.keep) setTimeout(() => dismissCaseNotice(notice.id), NOTICE_MS);
}

/** The newest thing said about one case, outside React (a form that is closing reads it). */
export function latestCaseNoticeText(caseId: number): string | null {
  return notices.filter((n) => n.caseId === caseId).at(-1)?.text ?? null;
}

export function dismissCaseNotice(id: number): void {
  setNotices(notices.filter((n) => n.id !== id));
}

/** The newest change still worth saying, optionally of one case only. */
export function useLatestCaseChange(caseId?: number): CaseNotice | null {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
  return all.filter((n) => caseId === undefined || n.caseId === caseId).at(-1) ?? null;
}

/**
 * Listens for case changes for the signed-in person of `realm` while mounted, and refetches the
 * queries under `keys` (the views of cases) on focus, on reconnect and on each change, or, when the
 * view patches itself from the change (`applyChange`, issue 40.4), only the queries it names.
 */
export function useCaseLive(
  realm: 'collector' | 'consumer',
  keys: readonly QueryKey[],
  nameOf?: (caseId: number) => string | null,
  applyChange?: (raw: unknown) => readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const audience: Party = realm === 'collector' ? 'law_firm' : 'consumer';
    const socket = realtimeSocket(realm);
    // One move may announce two changes (payment details: the file number, then the event); one refetch serves both.
    let pending: ReturnType<typeof setTimeout> | null = null;
    const stale = new Set<QueryKey>();
    const refetch = (which: readonly QueryKey[] = keys) => {
      for (const queryKey of which) stale.add(queryKey);
      if (pending || stale.size === 0) return;
      pending = setTimeout(() => {
        pending = null;
        for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
        stale.clear();
      }, REFETCH_COALESCE_MS);
    };
    const refetchAll = () => refetch();
    const onChange = (raw: unknown) => {
      const parsed = CaseChangeMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const change: CaseChangeMessage = parsed.data;
      // The consumer's own moves (from another tab too: focus refetches it there) and the news of
      // this browser's own move (its side's change, or the ledger's meanwhile) need neither a
      // refetch nor a word; the other side's move always gets both.
      const ownSide = change.party === audience || change.party === null;
      if ((isOwnMovePending(change.case_id) && ownSide) || (audience === 'consumer' && change.party === 'consumer')) return;
      // In the grace after this browser's own move, a change of its side may be a colleague's (a firm
      // has many staff; the work queue's reassignment came within it and was lost): it is refetched,
      // only not announced.
      refetch(applyChange ? applyChange(raw) : keys);
      if (change.kind === 'details_changed' || (isOwnMove(change.case_id) && ownSide)) return;
      const name = nameOf?.(change.case_id);
      const text = describeCaseChange(audience, change);
      sayCaseNotice(change.case_id, name ? `${name}: ${text}` : text, {
        change: { subject: caseChangeSubject(audience, change.party), kind: change.kind, name: name ?? null },
      });
    };
    // Every connection, the first too, refetches: a move made between this view's first load and
    // the socket joining its rooms is never pushed, and the view would show the step before it.
    const onConnect = refetchAll;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchAll();
    };
    socket.on(CASE_EVENTS.changed, onChange);
    socket.on('connect', onConnect);
    window.addEventListener('focus', refetchAll);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (pending) clearTimeout(pending);
      socket.off(CASE_EVENTS.changed, onChange);
      socket.off('connect', onConnect);
      window.removeEventListener('focus', refetchAll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [realm, keys, nameOf, applyChange, queryClient]);
}
