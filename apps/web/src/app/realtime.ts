import { io, type Socket } from 'socket.io-client';

/**
 * One Socket.IO connection per realm, on this origin, authenticated by the session cookie the
 * browser already holds. Reconnection is automatic; listeners resume their rooms on 'connect'.
 */
const sockets = new Map<'collector' | 'consumer', Socket>();

export function realtimeSocket(realm: 'collector' | 'consumer'): Socket {
  let socket = sockets.get(realm);
  if (!socket) {
    socket = io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true, auth: { realm } });
    sockets.set(realm, socket);
  }
  return socket;
}

export function closeRealtime(): void {
  for (const socket of sockets.values()) socket.disconnect();
  sockets.clear();
}
