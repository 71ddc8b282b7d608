import { CASE_EVENTS, type CaseChangeMessage } from '@parley/shared';
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

export function caseRooms(change: CaseChange): string[] {
  return [EVERY_FIRM, ...(change.lawFirmId === null ? [] : [firmRoom(change.lawFirmId)]), ...(change.userId === null ? [] : [consumerRoom(change.userId)])];
}

export function caseChangeMessage(change: CaseChange): CaseChangeMessage {
  return { case_id: change.caseId, kind: change.kind, party: change.party, current_action: change.currentAction };
}

/** Publishes a change to its rooms. */
export function publishCaseChange(realtime: RealtimeHub, change: CaseChange): void {
  realtime.emit(caseRooms(change), CASE_EVENTS.changed, caseChangeMessage(change));
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
