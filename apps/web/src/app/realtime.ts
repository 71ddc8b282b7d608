import { io, type Socket } from 'socket.io-client';

/**
 * One Socket.IO connection per realm, on this origin, authenticated by the session cookie the
 * browser already holds. Reconnection after a network loss is automatic; listeners resume their
 * rooms on 'connect'.
 *
 * The server closes a socket whose session ended (signed out, password changed elsewhere, staff
 * removed). Socket.IO does not reconnect after that on its own; this tab may hold a newer session
 * (a password change here replaces the cookie), so it tries again a few times with a growing
 * wait. With no valid session the handshake is refused and the tries stop.
 */
const sockets = new Map<'collector' | 'consumer', Socket>();
const RETRY_DELAYS_MS = [500, 3_000, 15_000];
const STABLE_AFTER_MS = 30_000;

export function realtimeSocket(realm: 'collector' | 'consumer'): Socket {
  let socket = sockets.get(realm);
  if (!socket) {
    const created = io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true, auth: { realm } });
    let tries = 0;
    let connectedAt = 0;
    created.on('connect', () => {
      connectedAt = Date.now();
    });
    created.on('disconnect', (reason) => {
      if (reason !== 'io server disconnect') return;
      if (Date.now() - connectedAt > STABLE_AFTER_MS) tries = 0;
      const delay = RETRY_DELAYS_MS[tries++];
      if (delay !== undefined) setTimeout(() => sockets.get(realm) === created && created.connect(), delay);
    });
    sockets.set(realm, created);
    socket = created;
  }
  return socket;
}

export function closeRealtime(): void {
  for (const socket of sockets.values()) socket.disconnect();
  sockets.clear();
}
