import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { Clock } from './clock.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe); not kept in the outbox, so a retried message goes without them. */
  headers?: Record<string, string>;
};
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
    // Claimed by setting sent_at before sending, so two jobs running at once never send one
    // message twice; a failure clears it again for the retry job.
    const [claimed] = await db
      .update(mailOutbox)
      .set({ sentAt: clock.now() })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    if (!claimed) return false;
    try {
      const info = await transport.sendMail({ from, ...message });
      await db.update(mailOutbox).set({ sentAt: clock.now(), messageId: info.messageId, error: null }).where(eq(mailOutbox.id, id));
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({ sentAt: null, error: reason.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
      log.warn({ mailId: id, reason }, 'mail delivery failed; will retry');
      return false;
    }
  }

  /** Sends queued messages not tried yet, oldest first; failures wait for retryUnsent. */
  async function deliverQueued(batchSize: number): Promise<number> {
    let sent = 0;
    // Batch after batch until the queue is empty; sent, claimed and failed rows drop out of the query.
    for (let batch = 0; batch < 20; batch++) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)))
        .orderBy(asc(mailOutbox.id))
        .limit(batchSize);
      for (const r of rows) {
        if (await deliver(r.id, { to: r.toAddress, subject: r.subject, text: r.textBody, html: r.htmlBody ?? undefined })) sent++;
      }
      if (rows.length < batchSize) break;
    }
    return sent;
  }

  /**
   * One delivery run at a time in this process. Every chat message, offer and dispute asks for a
   * run after its commit; run side by side, each run read the same oldest rows and tried to claim
   * each of them, so a busy minute held hundreds of copies of the queue's bodies in memory and sent
   * hundreds of failed claims to the database (the load bench's memory slope, issue 40). A request
   * made while a run is going is answered by one more run after it, shared by every such request,
   * so what they queued is still sent by the time their promise resolves.
   */
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  function deliverQueuedOnce(batchSize: number): Promise<number> {
    if (!current) {
      const run: Promise<number> = deliverQueued(batchSize).finally(() => {
        if (current === run) current = null;
      });
      current = run;
      return run;
    }
    next ??= current
      .catch(() => 0)
      .then(() => {
        next = null;
        return deliverQueuedOnce(batchSize);
      });
    return next;
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, createdAt: clock.now() })
        .returning({ id: mailOutbox.id });
      if (row) await deliver(row.id, message);
    },
    /**
     * Queues a message inside the caller's transaction and sends nothing: if the transaction rolls
     * back, the message never existed. The mail job (deliverQueued) sends it after the commit.
     */
    async enqueue(tx: Executor, message: MailMessage): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, createdAt: clock.now() })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox insert returned nothing');
      return row.id;
    },
    /** Sends queued messages not tried yet, oldest first (the mail job); failures wait for retryUnsent. */
    deliverQueued(batchSize = 50): Promise<number> {
      return deliverQueuedOnce(batchSize);
    },
    /** Resolves once every delivery this process started has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (current || next) await Promise.allSettled([current, next]);
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
