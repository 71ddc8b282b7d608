import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';

/** The PostgreSQL channel every server process LISTENs on for sessions ended or users changed. */
export const SESSION_NOTICES_CHANNEL = 'parley_sessions';
/** What a notice names: sessions that ended, or users whose sessions (or row) changed. */
export type SessionNotice = { sessionIds?: number[]; userIds?: number[] };
/** A notice (nonce n, session ids s, user ids u), or a listener's acknowledgement of one (a). */
type Payload = { n?: string; s?: number[]; u?: number[]; a?: string };
/** Names the listening connections, so a publisher can count who must acknowledge. */
const LISTENER_NAME = 'parley-session-notices';

// A NOTIFY payload must stay under 8000 bytes: ids go in chunks well below that.
const IDS_PER_NOTICE = 400;
// How long a publisher waits for every listener's acknowledgement (then it carries on: a process
// that is slow to hear still drops the entries when it does, and they expire within the TTL anyway).
const ACK_WAIT_MS = 1_000;
const RECONNECT_MS = 1_000;

/**
 * LISTEN/NOTIFY between the processes sharing a database, so that a session ended in one process
 * is dropped from every process's session cache at once. On PostgreSQL the listening connection is
 * a client of its own (a pooled one would be returned and lose its LISTEN); on PGlite, one process
 * by design, PGlite's own listen serves the apps sharing the handle (tests run two).
 *
 * While not listening (not started, or the connection lost and not yet back) `isListening` is
 * false and the store reads every session from the table: a missed notice must not leave a
 * revoked session usable.
 */
export function createSessionNotices(database: DatabaseHandle, log: FastifyBaseLogger) {
  const handlers: ((notice: SessionNotice) => void)[] = [];
  const lossHandlers: (() => void)[] = [];
  const acks = new Map<string, () => void>();
  let listening = false;
  let stopped = false;
  let stop: () => Promise<void> = async () => {};

  function receive(text: string | undefined): void {
    let payload: Payload;
    try {
      payload = JSON.parse(text ?? '') as Payload;
    } catch {
      return;
    }
    if (payload.a !== undefined) {
      acks.get(payload.a)?.();
      return;
    }
    const notice: SessionNotice = { sessionIds: payload.s ?? [], userIds: payload.u ?? [] };
    for (const handler of handlers) handler(notice);
    // Dropped here: the publisher may answer once every process has said so. (Sent on the pool:
    // the listening connection's last query must stay its LISTEN.)
    if (payload.n !== undefined && database.kind === 'postgres') {
      notify({ a: payload.n }).catch((err) => log.warn({ err }, 'sessions: could not acknowledge a session notice'));
    }
  }
  async function notify(payload: Payload): Promise<void> {
    await database.db.execute(sql`select pg_notify(${SESSION_NOTICES_CHANNEL}, ${JSON.stringify(payload)})`);
  }
  async function countListeners(): Promise<number> {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  function lost(): void {
    if (!listening) return;
    listening = false;
    for (const handler of lossHandlers) handler();
  }

  async function listenPostgres(url: string): Promise<void> {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async () => {
      retry = null;
      if (stopped) return;
      const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
      client = next;
      const onLost = (err?: Error) => {
        if (client !== next) return;
        client = null;
        lost();
        log.warn({ err }, 'sessions: lost the LISTEN connection to PostgreSQL; reading sessions from the table until it is back');
        next.end().catch(() => undefined);
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on('error', onLost);
      next.on('end', () => onLost());
      next.on('notification', (msg) => {
        if (msg.channel === SESSION_NOTICES_CHANNEL) receive(msg.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${SESSION_NOTICES_CHANNEL}`);
        if (client === next) listening = true;
      } catch (err) {
        onLost(err instanceof Error ? err : new Error(String(err)));
      }
    };
    await connect();
    stop = async () => {
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      listening = false;
      await open?.end().catch(() => undefined);
    };
  }

  return {
    /** Starts listening (a server process; a worker never resolves sessions and needs no ear). */
    async start(): Promise<void> {
      stopped = false;
      if (database.kind === 'pglite') {
        const unlisten = await database.pglite.listen(SESSION_NOTICES_CHANNEL, receive);
        listening = true;
        stop = async () => {
          listening = false;
          await unlisten().catch(() => undefined);
        };
        return;
      }
      await listenPostgres(database.url);
    },
    async stop(): Promise<void> {
      stopped = true;
      await stop();
    },
    isListening: () => listening,
    onNotice(handler: (notice: SessionNotice) => void): void {
      handlers.push(handler);
    },
    /** Told when the listening connection is lost: notices may be missed from then on. */
    onLoss(handler: () => void): void {
      lossHandlers.push(handler);
    },

    /**
     * Tells every process (this one included) to drop these sessions or users. Sent after the
     * change committed. On PostgreSQL it waits until every listening process has acknowledged (it
     * dropped them), so the answer that ended a session leaves only once no process still holds it;
     * PGlite hands the notice to its listeners before the statement returns.
     */
    async publish(notice: SessionNotice): Promise<void> {
      const payloads: Payload[] = [];
      for (const [key, ids] of [
        ['s', notice.sessionIds ?? []],
        ['u', notice.userIds ?? []],
      ] as const) {
        for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) payloads.push({ n: randomBytes(8).toString('hex'), [key]: ids.slice(i, i + IDS_PER_NOTICE) });
      }
      for (const payload of payloads) {
        const waiting = listening && database.kind === 'postgres' ? acknowledgements(payload.n as string, await countListeners()) : null;
        try {
          await notify(payload);
          await waiting?.promise;
        } finally {
          waiting?.cancel();
        }
      }
    },
  };

  function acknowledgements(nonce: string, expected: number): { promise: Promise<void>; cancel(): void } {
    let timer: NodeJS.Timeout | undefined;
    let heard = 0;
    const promise = new Promise<void>((resolve) => {
      if (expected <= 0) return resolve();
      acks.set(nonce, () => {
        if (++heard >= expected) resolve();
      });
      timer = setTimeout(resolve, ACK_WAIT_MS);
    });
    return {
      promise,
      cancel() {
        clearTimeout(timer);
        acks.delete(nonce);
      },
    };
  }
}
export type SessionNotices = ReturnType<typeof createSessionNotices>;
