import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { Clock } from './clock.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = ReturnType<typeof createMailer>;

/**
 * Every message goes through nodemailer and is kept in the outbox table. Without SMTP_URL the
 * transport only renders the message (the dev mailbox shows it); with SMTP_URL it is delivered,
 * and a message the server refused stays unsent for the retry job.
 */
export function createMailer({ db, clock, log, from, smtpUrl }: { db: Database; clock: Clock; log: FastifyBaseLogger; from: string; smtpUrl?: string }) {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(id: number, message: MailMessage): Promise<boolean> {
    try {
      const info = await transport.sendMail({ from, ...message });
      await db.update(mailOutbox).set({ sentAt: clock.now(), messageId: info.messageId, error: null }).where(eq(mailOutbox.id, id));
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({ error: reason.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
      log.warn({ mailId: id, reason }, 'mail delivery failed; will retry');
      return false;
    }
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, createdAt: clock.now() })
        .returning({ id: mailOutbox.id });
      if (row) await deliver(row.id, message);
    },
    /** Retries messages that failed, oldest first (run by the maintenance job). */
    async retryUnsent(olderThan: Date): Promise<number> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.createdAt, olderThan)))
        .limit(50);
      let sent = 0;
      for (const r of rows) {
        if (await deliver(r.id, { to: r.toAddress, subject: r.subject, text: r.textBody, html: r.htmlBody ?? undefined })) sent++;
      }
      return sent;
    },
    close: () => transport.close(),
  };
}
