import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { Agent } from './test-app.js';

/**
 * Live sockets for tests, as a browser opens them: on the app's own port, with an agent's session
 * cookie. `listen` starts the app on a free port; `closeAll` ends every socket opened.
 */
export function socketPool() {
  let base = '';
  const sockets: Socket[] = [];
  return {
    /** This site's own origin, as a browser on it sends. */
    get origin(): string {
      return base;
    },
    async listen(app: FastifyInstance): Promise<void> {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    /** Opens a socket (not yet connected): no agent means no cookie; `origin` fakes another site. */
    open(agent: Agent | null, options: { realm?: 'consumer' | 'collector'; origin?: string } = {}): Socket {
      const socket = connect(base, {
        transports: ['websocket'],
        reconnection: false,
        auth: { realm: options.realm ?? 'consumer' },
        extraHeaders: { ...(agent ? { cookie: agent.cookieHeader } : {}), ...(options.origin ? { origin: options.origin } : {}) },
      });
      sockets.push(socket);
      return socket;
    },
    /** Opens a socket and waits until it is connected. */
    async live(agent: Agent, realm: 'consumer' | 'collector'): Promise<Socket> {
      const socket = this.open(agent, { realm });
      await connected(socket);
      return socket;
    },
    closeAll(): void {
      for (const s of sockets) s.disconnect();
    },
  };
}

export const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.on('connect', () => resolve());
    s.on('connect_error', (e) => reject(e));
  });

/** The next `event` on the socket. */
export const nextEvent = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
export function disconnection(socket: Socket, ms = 3_000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
