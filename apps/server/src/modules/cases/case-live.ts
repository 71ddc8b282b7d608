import {
  CASE_EVENTS,
  type CaseChangeMessage,
  type CaseMetricsMessage,
  type CollectorMetrics,
  type CustomerInfo,
  type FirmCaseChangeMessage,
} from '@parley/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub, SocketUser } from '../../platform/realtime.js';
import type { CaseChange } from './case-store.js';

/**
 * Cases, live (issue 19): each committed change to a case is pushed to everyone entitled to see it,
 * in every server process (the realtime adapter carries it): the firm's staff, the on-call
 * administrator (who reads every firm) and the consumer whose case it is. A socket joins its rooms
 * when it connects, from its own session; it never asks for a room, so it cannot ask for another's.
 */
const firmRoom = (lawFirmId: number) => `cases:firm:${lawFirmId}`;
const consumerRoom = (userId: number) => `cases:user:${userId}`;
const EVERY_FIRM = 'cases:all';

export function caseChangeMessage(change: CaseChange): CaseChangeMessage {
  return { case_id: change.caseId, kind: change.kind, party: change.party, current_action: change.currentAction };
}

/** What the firm's open tabs show of the cases, read once per change for all of them (the accounts module's). */
export type FirmView = {
  firmRow(lawFirmId: number, caseId: number): Promise<CustomerInfo | null>;
  firmMetrics(lawFirmId: number): Promise<CollectorMetrics>;
};

/** Changes arriving within this window after the first share one metrics read. */
const METRICS_COALESCE_MS = 200;

/**
 * Publishes each change to its rooms (issue 40.4: deltas, not refetches). The consumer's room gets
 * the change at once. The firm's rooms get it with the account's row, read once after the commit,
 * instead of every open tab refetching its page; a row that cannot be read goes out without it, and
 * the tabs refetch. Reads of one case run in order, so a later row never arrives before an earlier
 * one from this process (across processes, `as_of` lets a tab keep the newer). The firm's metrics
 * follow a burst of changes: one read per firm however many tabs are open.
 */
export function createCaseLive(realtime: RealtimeHub, view: FirmView, log: FastifyBaseLogger) {
  const rowReads = new Map<number, Promise<void>>();
  const metricsDue = new Map<number, 'scheduled' | 'reading' | 'again'>();

  async function sendRow(change: CaseChange, lawFirmId: number): Promise<void> {
    const message: FirmCaseChangeMessage = caseChangeMessage(change);
    try {
      const asOf = Date.now();
      const row = await view.firmRow(lawFirmId, change.caseId);
      if (row) Object.assign(message, { row, as_of: asOf });
    } catch (err) {
      log.warn({ err, caseId: change.caseId }, 'a changed case row could not be read; the firm tabs refetch');
    }
    realtime.emit([EVERY_FIRM, firmRoom(lawFirmId)], CASE_EVENTS.changed, message);
  }

  function scheduleMetrics(lawFirmId: number): void {
    const due = metricsDue.get(lawFirmId);
    if (due === 'scheduled' || due === 'again') return;
    if (due === 'reading') {
      metricsDue.set(lawFirmId, 'again');
      return;
    }
    metricsDue.set(lawFirmId, 'scheduled');
    setTimeout(() => void sendMetrics(lawFirmId), METRICS_COALESCE_MS).unref();
  }

  async function sendMetrics(lawFirmId: number): Promise<void> {
    metricsDue.set(lawFirmId, 'reading');
    try {
      const asOf = Date.now();
      const message: CaseMetricsMessage = { metrics: await view.firmMetrics(lawFirmId), as_of: asOf };
      realtime.emit(firmRoom(lawFirmId), CASE_EVENTS.metrics, message);
    } catch (err) {
      log.warn({ err, lawFirmId }, "a firm's metrics could not be read after a change");
    }
    const again = metricsDue.get(lawFirmId) === 'again';
    metricsDue.delete(lawFirmId);
    if (again) scheduleMetrics(lawFirmId);
  }

  return {
    publish(change: CaseChange): void {
      const plain = caseChangeMessage(change);
      if (change.userId !== null) realtime.emit(consumerRoom(change.userId), CASE_EVENTS.changed, plain);
      const lawFirmId = change.lawFirmId;
      if (lawFirmId === null) {
        realtime.emit(EVERY_FIRM, CASE_EVENTS.changed, plain);
        return;
      }
      const previous = rowReads.get(change.caseId) ?? Promise.resolve();
      const read = previous.then(() => sendRow(change, lawFirmId));
      rowReads.set(change.caseId, read);
      void read.then(() => {
        if (rowReads.get(change.caseId) === read) rowReads.delete(change.caseId);
      });
      scheduleMetrics(lawFirmId);
    },
  };
}

/** Puts each new socket in the rooms of the cases its session may see. */
export function joinCaseRooms(realtime: RealtimeHub): void {
  realtime.onConnection((socket, { realm, session }: SocketUser) => {
    const user = session.user;
    if (realm === 'consumer') void socket.join(consumerRoom(user.id));
    else if (user.isOnCallAdmin) void socket.join(EVERY_FIRM);
    else if (user.lawFirmId !== null) void socket.join(firmRoom(user.lawFirmId));
  });
}
