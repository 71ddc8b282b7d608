import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { MINUTE } from './clock.js';
import { createMailer } from './mail.js';

type Received = { from: string; to: string[]; raw: string };

describe('email through a real SMTP server', () => {
  const received: Received[] = [];
  /** SMTP sessions open now, and the most ever open at once. */
  const sessions = { open: 0, most: 0 };
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        sessions.open++;
        sessions.most = Math.max(sessions.most, sessions.open);
        callback();
      },
      onClose() {
        sessions.open--;
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Parley <no-reply@parley.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message and records it as sent', async () => {
    await t.services.mailer.send({ to: 'reader@example.test', subject: 'Hello from Parley', text: 'Line one.\nhttps://parley.test/x' });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['reader@example.test']);
    expect(received[0]?.from).toBe('no-reply@parley.test');
    expect(received[0]?.raw).toContain('Subject: Hello from Parley');
    expect(received[0]?.raw).toContain('Line one.');
    const [row] = await t.services.db.select().from(mailOutbox);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.messageId).toBeTruthy();
  });

  it('has no dev mailbox when real SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });

  it('queues a message inside a transaction and sends it only from the mail job, once', async () => {
    const { db, mailer } = t.services;
    const before = received.length;
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(tx, { to: 'never@example.test', subject: 'Rolled back', text: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await db.$count(mailOutbox, eq(mailOutbox.toAddress, 'never@example.test'))).toBe(0);

    const id = await db.transaction((tx) => mailer.enqueue(tx, { to: 'queued@example.test', subject: 'Queued', text: 'body', html: '<p>body</p>' }));
    expect(received.length).toBe(before);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sentAt).toBeNull();

    expect(await mailer.deliverQueued()).toBe(1);
    expect(received.slice(before).map((r) => r.to)).toEqual([['queued@example.test']]);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.messageId).toBeTruthy();
    expect(await mailer.deliverQueued()).toBe(0);
    expect(received.length).toBe(before + 1);
  });

  it('runs one delivery at a time however many requests ask for one, and still sends what was queued during a run', async () => {
    const { db, mailer } = t.services;
    const before = received.length;
    for (let i = 0; i < 6; i++) await db.transaction((tx) => mailer.enqueue(tx, { to: `burst${i}@example.test`, subject: 'Burst', text: 'body' }));
    sessions.most = 0;
    // Twenty requests at once, as a busy minute of chat messages and offers makes them; one more message queued mid-run.
    const asked = Array.from({ length: 20 }, () => mailer.deliverQueued());
    await db.transaction((tx) => mailer.enqueue(tx, { to: 'late@example.test', subject: 'Burst', text: 'body' }));
    const late = mailer.deliverQueued();
    const sent = await Promise.all([...asked, late]);
    const to = received.slice(before).flatMap((r) => r.to);
    expect(to.sort()).toEqual([...Array.from({ length: 6 }, (_, i) => `burst${i}@example.test`), 'late@example.test'].sort());
    // Each message once, by two runs at most: the one going and the one after it that the others share.
    expect(new Set(sent).size).toBeLessThanOrEqual(2);
    expect(sessions.most).toBe(1);
  });

  it('leaves a queued message the server refused to the retry job, which sends it once even when run twice at once', async () => {
    const { db, mailer } = t.services;
    const { port } = server.server.address() as AddressInfo;
    const down = createMailer({ db, clock: t.clock, log: t.app.log, from: 'no-reply@parley.test', smtpUrl: `smtp://127.0.0.1:${port + 1}` });
    try {
      const id = await db.transaction((tx) => mailer.enqueue(tx, { to: 'flaky@example.test', subject: 'Try again', text: 'body' }));
      expect(await down.deliverQueued()).toBe(0);
      const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(failed?.sentAt).toBeNull();
      expect(failed?.error).toBeTruthy();
      // The queue job leaves failures alone; the retry job takes them after a minute.
      expect(await mailer.deliverQueued()).toBe(0);
      const before = received.length;
      t.clock.advance(2 * MINUTE);
      const olderThan = new Date(t.clock.now().getTime() - MINUTE);
      const sent = await Promise.all([mailer.retryUnsent(olderThan), mailer.retryUnsent(olderThan)]);
      expect(sent[0] + sent[1]).toBe(1);
      expect(received.slice(before).map((r) => r.to)).toEqual([['flaky@example.test']]);
      expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ error: null, messageId: expect.any(String) });
    } finally {
      down.close();
    }
  });

  it('keeps a message the server could not take, and the retry delivers it', async () => {
    const { port } = server.server.address() as AddressInfo;
    const down = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port + 1}` });
    try {
      await down.services.mailer.send({ to: 'later@example.test', subject: 'Retry me', text: 'body' });
      const [row] = await down.services.db.select().from(mailOutbox);
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});
