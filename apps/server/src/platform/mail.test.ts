import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

type Received = { from: string; to: string[]; raw: string };

describe('email through a real SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
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
