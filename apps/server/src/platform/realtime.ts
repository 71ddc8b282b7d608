import { findUnstorableValue } from '@parley/shared';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Cookies } from './cookies.js';
import { realtimeConnections, realtimeEvents } from './metrics.js';
import { isOwnOrigin } from './origin.js';
import type { Realm, ResolvedSession, SessionStore } from './sessions.js';

export type SocketUser = { realm: Realm; session: ResolvedSession; token: string };
type ConnectionHandler = (socket: Socket, user: SocketUser) => void;

/** How often each process re-checks the sessions of its open sockets (the net under revocation). */
export const SOCKET_SESSION_RECHECK_MS = 30_000;
/** Every socket is in its session's room, so ending a session closes its sockets in every process. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * The realtime hub services publish through. Socket.IO is attached once the HTTP server exists
 * (installRealtime); until then, and in processes without it, publishing does nothing.
 */
export function createRealtimeHub() {
  let io: Server | null = null;
  let sweep: () => Promise<number> = async () => 0;
  const handlers: ConnectionHandler[] = [];
  return {
    attach(server: Server) {
      io = server;
    },
    attachSweep(run: () => Promise<number>) {
      sweep = run;
    },
    /** Closes this process's sockets whose session has ended; returns how many (tests call it). */
    sweepEndedSessions: () => sweep(),
    get server(): Server | null {
      return io;
    },
    /** To one room or several at once (one broadcast, so one NOTIFY between processes). */
    emit(room: string | string[], event: string, payload: unknown) {
      if (!io) return;
      realtimeEvents.inc({ event });
      io.to(room).emit(event, payload);
    },
    /** A module's socket events; each connection is handed to every handler. */
    onConnection(handler: ConnectionHandler) {
      handlers.push(handler);
    },
    handlers,
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/** How long the adapter's publishing connection may take to open, or one of its queries to answer, before it is replaced. */
const ADAPTER_QUERY_TIMEOUT_MS = 5_000;

/**
 * What @socket.io/postgres-adapter takes from a pg.Pool: `query` for NOTIFY and its table, and
 * `connect` once for the connection that LISTENs. Both are connections of their own, never the
 * application's pool (issue 40):
 *   - The adapter delivers a broadcast to this process's own sockets only after its NOTIFY has
 *     been sent. On the pool, each NOTIFY queued behind the requests waiting for a connection: at
 *     500 users every live message waited seconds, the NOTIFYs queued faster than they went out,
 *     and none reached even a socket of the sending process within 30 s. On a connection of its
 *     own a NOTIFY takes a fraction of a millisecond.
 *   - The LISTEN connection is never given back, so a lost one would stay counted in the pool for
 *     good, and an error on a borrowed client has no listener and ends the process. The adapter
 *     reconnects (and LISTENs again) when it ends.
 * The queries run one after another: PostgreSQL delivers notifications in commit order, so a burst
 * (an assistant's streamed deltas, a message then its badge update) reaches the other processes in
 * the order it was sent. The NOTIFYs waiting behind one in flight go out together, as one statement
 * in their order, save that an equal one (same channel and payload, folded into one by PostgreSQL
 * within a transaction) waits for the next statement: each costs a round trip and a turn of the event loop, and every broadcast, this
 * process's own sockets' too, waits for its NOTIFY, so one at a time they queued under load (500 users:
 * deliveries p95 13.8 s). A query that fails or hangs past the timeout drops its connection; the next
 * one opens a new one.
 */
/** The adapter's one NOTIFY, and how many of them go out as one statement. */
const ONE_NOTIFY = /^SELECT pg_notify\(\$1, \$2\)$/;
const NOTIFY_BATCH = 100;
type Waiting = { text: string; values?: unknown[]; resolve: (result: unknown) => void; reject: (err: unknown) => void };
/** A NOTIFY's channel and payload, which PostgreSQL delivers once per transaction however often they are sent. */
const notifyKey = (w: Waiting) => JSON.stringify(w.values ?? []);

function adapterConnections(url: string, log: FastifyBaseLogger): pg.Pool {
  let publisher: Promise<pg.Client> | null = null;
  /** Ends a publishing connection; the next query opens a new one. */
  const drop = (opened: Promise<pg.Client>) => {
    if (publisher === opened) publisher = null;
    opened.then((client) => client.end()).catch(() => undefined);
  };
  const publishing = () => {
    if (publisher) return publisher;
    const client = new pg.Client({ connectionString: url, query_timeout: ADAPTER_QUERY_TIMEOUT_MS, connectionTimeoutMillis: ADAPTER_QUERY_TIMEOUT_MS });
    const opened = client.connect().then(() => client);
    client.on('error', (err) => {
      log.warn({ err }, 'realtime: lost the publishing connection to PostgreSQL; reconnecting');
      drop(opened);
    });
    opened.catch(() => drop(opened));
    publisher = opened;
    return opened;
  };
  const waiting: Waiting[] = [];
  let sending = false;
  /** Sends what waits, in order: a run of NOTIFYs at the head as one statement, anything else alone. */
  const send = async () => {
    if (sending) return;
    sending = true;
    while (waiting.length > 0) {
      const batch = [waiting.shift() as Waiting];
      if (ONE_NOTIFY.test(batch[0]?.text ?? '')) {
        // PostgreSQL folds equal NOTIFYs (one channel, one payload) of a transaction into one: a repeat starts the next statement.
        const inBatch = new Set([notifyKey(batch[0] as Waiting)]);
        while (batch.length < NOTIFY_BATCH && ONE_NOTIFY.test(waiting[0]?.text ?? '') && !inBatch.has(notifyKey(waiting[0] as Waiting))) {
          const next = waiting.shift() as Waiting;
          inBatch.add(notifyKey(next));
          batch.push(next);
        }
      }
      const opened = publishing();
      try {
        const client = await opened;
        const [first] = batch;
        const result =
          batch.length === 1 && first
            ? await client.query(first.text, first.values)
            : await client.query(
                `SELECT ${batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`,
                batch.flatMap((w) => w.values ?? []),
              );
        for (const w of batch) w.resolve(result);
      } catch (err) {
        drop(opened);
        for (const w of batch) w.reject(err);
      }
    }
    sending = false;
  };
  const connections = {
    query(text: string, values?: unknown[]) {
      return new Promise((resolve, reject) => {
        waiting.push({ text, values, resolve, reject });
        void send();
      });
    },
    async connect() {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) => log.warn({ err }, 'realtime: lost the LISTEN connection to PostgreSQL; reconnecting'));
      await client.connect();
      // The adapter "releases" it only when it closes: the publishing connection closes with it.
      return Object.assign(client, {
        release: () => {
          void client.end().catch(() => undefined);
          if (publisher) drop(publisher);
        },
      });
    },
  };
  return connections as unknown as pg.Pool;
}

/** Socket.IO's PostgreSQL adapter on connections of its own: broadcasts reach every server process. */
export function postgresAdapter(url: string, log: FastifyBaseLogger) {
  return createAdapter(adapterConnections(url, log), {
    heartbeatInterval: 5_000,
    heartbeatTimeout: 10_000,
    errorHandler: (err: Error) => log.warn({ err }, 'realtime: PostgreSQL adapter error'),
  });
}

/** Disconnects this process's sockets whose session is no longer valid; returns how many. */
async function sweepEndedSessions(io: Server, sessions: SessionStore): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const ids = [...new Set(sockets.map((s) => (s.data.user as SocketUser | undefined)?.session.sessionId).filter((id) => id !== undefined))];
  const valid = await sessions.stillValid(ids);
  let closed = 0;
  for (const socket of sockets) {
    const id = (socket.data.user as SocketUser | undefined)?.session.sessionId;
    if (id !== undefined && valid.has(id)) continue;
    socket.disconnect(true);
    closed++;
  }
  return closed;
}

function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      out[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A malformed cookie is ignored, as the HTTP side does.
    }
  }
  return out;
}

/**
 * Socket.IO on the API's own port, authenticated by the session cookie of either realm (the
 * client may name the realm it wants first). The handshake's Origin must be this site's
 * (OWASP ASVS 5.0: cross-site WebSocket hijacking). With PostgreSQL, the PostgreSQL adapter
 * carries broadcasts between server processes (LISTEN/NOTIFY).
 */
export async function installRealtime(
  app: FastifyInstance,
  {
    config,
    database,
    cookies,
    sessions,
    realtime,
  }: { config: Config; database: DatabaseHandle; cookies: Cookies; sessions: SessionStore; realtime: RealtimeHub },
): Promise<Server> {
  const allowedOrigin = new URL(config.publicUrl).origin;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      // Browsers always send Origin on a WebSocket or XHR handshake; other clients carry no ambient cookies.
      const isSameSite = isOwnOrigin(req.headers.origin, req.headers.host, allowedOrigin);
      callback(isSameSite ? null : 'origin not allowed', isSameSite);
    },
  });
  // Its table (socket_io_attachments) comes with the migrations.
  if (database.kind === 'postgres') io.adapter(postgresAdapter(database.url, app.log));

  io.use(async (socket, next) => {
    try {
      const jar = { cookies: parseCookieHeader(socket.handshake.headers.cookie) } as unknown as FastifyRequest;
      const wanted = socket.handshake.auth?.realm === 'collector' ? 'collector' : 'consumer';
      for (const realm of [wanted, wanted === 'collector' ? 'consumer' : 'collector'] as Realm[]) {
        const token = cookies.readSession(jar, realm);
        const session = await sessions.resolve(realm, token);
        if (session && token) {
          socket.data.user = { realm, session, token } satisfies SocketUser;
          return next();
        }
      }
      next(new Error('unauthenticated'));
    } catch (err) {
      app.log.error({ err }, 'socket authentication failed');
      next(new Error('unauthenticated'));
    }
  });
  io.on('connection', (socket) => {
    realtimeConnections.inc();
    socket.on('disconnect', () => realtimeConnections.dec());
    const user = socket.data.user as SocketUser;
    socket.join(sessionRoom(user.session.sessionId));
    // Every event the client sends (a room join, mark as read) re-checks its session first, and
    // carries only what the database can store (the rule HTTP requests follow, storable-input.ts).
    socket.use((packet, next) => {
      const unstorable = findUnstorableValue(packet.filter((part) => typeof part !== 'function'));
      if (unstorable) {
        const ack = packet.at(-1);
        if (typeof ack === 'function') ack({ ok: false, error: unstorable.message });
        return;
      }
      sessions.resolve(user.realm, user.token, { fresh: true }).then(
        (session) => {
          if (session) return next();
          socket.disconnect(true);
        },
        (err) => next(err instanceof Error ? err : new Error(String(err))),
      );
    });
    socket.on('error', () => socket.disconnect(true));
    for (const handler of realtime.handlers) handler(socket, user);
  });
  realtime.attach(io);

  // A session that ends (sign-out, password change or reset, staff removal, firm code replaced)
  // closes its sockets at once, in every process (the adapter carries the disconnect).
  sessions.onEnded((sessionIds) => {
    io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  // And whatever ended without a word (idle or absolute timeout, a row deleted by hand) is found
  // by a periodic re-check of this process's own sockets.
  const recheck = setInterval(() => {
    sweepEndedSessions(io, sessions).catch((err) => app.log.warn({ err }, 'realtime: session re-check failed'));
  }, SOCKET_SESSION_RECHECK_MS);
  recheck.unref();
  realtime.attachSweep(() => sweepEndedSessions(io, sessions));
  // The HTTP server's close waits for upgraded connections; end this process's sockets (local:
  // with the adapter, io.disconnectSockets would reach every process) and let clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });
  return io;
}
