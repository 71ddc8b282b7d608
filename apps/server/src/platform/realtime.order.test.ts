import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { postgresAdapter } from './realtime.js';

// Two Socket.IO servers on one database through the PostgreSQL adapter, as two server processes
// are: what one broadcasts in a burst (an assistant's streamed deltas, a message then its badge
// update) must reach a client of the other in the order it was sent.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('broadcasts across processes (PostgreSQL phase of npm test only)', () => {
  let database: DatabaseHandle;
  const servers: { io: Server; http: http.Server }[] = [];
  let client: Socket;

  async function startServer() {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const server = http.createServer();
    const io = new Server(server, { serveClient: false });
    io.adapter(postgresAdapter(database.url, pino({ level: 'silent' })));
    io.on('connection', (socket) => void socket.join('room'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({ io, http: server });
    return { io, port: (server.address() as AddressInfo).port };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    client?.disconnect();
    for (const s of servers) await new Promise<void>((resolve) => s.io.close(() => resolve()));
    await database?.close();
  });

  it('keeps a burst of 300 events in order from one server to a client of the other', async () => {
    const sender = await startServer();
    const receiver = await startServer();
    client = connect(`http://127.0.0.1:${receiver.port}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    // The receiving server joined the client to the room on connection; its adapter is listening.
    await new Promise((r) => setTimeout(r, 300));

    const seen: number[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('n', (i: number) => {
        seen.push(i);
        if (seen.length === 300) resolve();
      }),
    );
    // The NOTIFYs waiting behind one in flight go out together: far fewer round trips than broadcasts.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    for (let i = 0; i < 300; i++) sender.io.to('room').emit('n', i);
    await all;
    const notifies = query.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('pg_notify(')).length;
    query.mockRestore();
    expect(seen).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(notifies).toBeGreaterThan(0);
    expect(notifies).toBeLessThan(100);
  }, 30_000);

  it('delivers identical broadcasts sent in one burst as many times as they were sent', async () => {
    // PostgreSQL folds NOTIFYs of the same channel and payload in one transaction into one: two equal
    // streamed deltas (" the", " the") batched into one statement would reach the other process once.
    const sender = await startServer();
    const receiver = await startServer();
    const other = connect(`http://127.0.0.1:${receiver.port}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      other.once('connect', () => resolve());
      other.once('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 300));
    try {
      const seen: string[] = [];
      const all = new Promise<void>((resolve) =>
        other.on('same', (text: string) => {
          seen.push(text);
          if (seen.length === 60) resolve();
        }),
      );
      for (let i = 0; i < 60; i++) sender.io.to('room').emit('same', i % 20 === 10 ? 'other' : ' the');
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${seen.length} of 60 delivered within 5 s`)), 5_000));
      await Promise.race([all, timeout]);
      expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => (i % 20 === 10 ? 'other' : ' the')));
    } finally {
      other.disconnect();
    }
  }, 30_000);

  it("delivers to its own sockets while every connection of the application's pool is busy (issue 40)", async () => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { pool } = database;
    const server = await startServer();
    const own = connect(`http://127.0.0.1:${server.port}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      own.once('connect', () => resolve());
      own.once('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 300));
    // Requests under load hold the pool: the adapter's NOTIFY must not queue behind them.
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
    try {
      const seen = new Promise<number>((resolve) => own.once('live', (n: number) => resolve(n)));
      const sent = performance.now();
      server.io.to('room').emit('live', 7);
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered within 2 s')), 2_000));
      expect(await Promise.race([seen, timeout])).toBe(7);
      expect(performance.now() - sent).toBeLessThan(2_000);
    } finally {
      for (const c of held) c.release();
      own.disconnect();
    }
  }, 30_000);
});
