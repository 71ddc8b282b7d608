import { NEWSLETTER_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR } from '../../platform/clock.js';
import { type Crypto, randomToken, safeEqual, sha256 } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';

export const CONFIRM_LINK_TTL_MS = 7 * 24 * HOUR;
// Per address, so nobody can flood someone else's inbox with confirmation mails.
const EMAIL_RATE = { limit: 3, windowMs: HOUR };
const IP_RATE = { limit: 10, windowMs: HOUR };

type Subscription = typeof newsletterSubscriptions.$inferSelect;
export type NewsletterContent = { subject: string; text: string; html: string };

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * Double opt-in newsletter: signing up mails a confirmation link; only confirmed addresses get
 * newsletters, and every newsletter mail (the confirmation included) carries an unsubscribe link
 * and a List-Unsubscribe header.
 */
export function createNewsletterService({
  db,
  clock,
  crypto,
  mailer,
  limiter,
  audit,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  mailer: Mailer;
  limiter: RateLimiter;
  audit: Audit;
  publicUrl: string;
}) {
  const unsubscribeToken = (id: number) => crypto.hmac('newsletter-unsubscribe', String(id));
  const unsubscribeUrl = (id: number) => `${publicUrl}/newsletter/unsubscribe?id=${id}&token=${unsubscribeToken(id)}`;

  /** Adds the unsubscribe footer and header every newsletter mail must carry, then sends it. */
  async function sendToSubscriber(subscription: Pick<Subscription, 'id' | 'email'>, content: NewsletterContent): Promise<void> {
    const url = unsubscribeUrl(subscription.id);
    await mailer.send({
      to: subscription.email,
      subject: content.subject,
      text: `${content.text}\n\n--\nYou get this because this address signed up for Parley's newsletter.\nUnsubscribe: ${url}\n`,
      html: `${content.html}<hr><p style="color:#52606d;font-size:13px">You get this because this address signed up for Parley's newsletter. <a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
      headers: { 'List-Unsubscribe': `<${url}>` },
    });
  }

  async function sendConfirmation(subscription: Pick<Subscription, 'id' | 'email'>, token: string): Promise<void> {
    const confirmUrl = `${publicUrl}/newsletter/confirm?token=${token}`;
    await sendToSubscriber(subscription, {
      subject: 'Confirm your Parley newsletter subscription',
      text: `Please confirm that you want Parley's newsletter: plain-language guides on debt lawsuits, collection letters and settling.\n\nConfirm your subscription: ${confirmUrl}\n\nThe link works for 7 days. If you did not sign up, ignore this email: you will not hear from us.`,
      html: `<p>Please confirm that you want Parley's newsletter: plain-language guides on debt lawsuits, collection letters and settling.</p><p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p><p>The link works for 7 days. If you did not sign up, ignore this email: you will not hear from us.</p>`,
    });
  }

  return {
    sendToSubscriber,

    /** Returns the message the form shows. A confirmed address gets a 409 saying so. */
    async subscribe(email: string, ip: string): Promise<string> {
      await limiter.consume(`newsletter:ip:${ip}`, IP_RATE);
      await limiter.consume(`newsletter:email:${email}`, EMAIL_RATE);
      const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
      if (existing?.status === 'confirmed')
        throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.alreadySubscribed, { email: NEWSLETTER_MESSAGES.alreadySubscribed });
      const token = randomToken();
      const now = clock.now();
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ email, status: 'pending', confirmTokenHash: sha256(token), confirmSentAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { status: 'pending', confirmTokenHash: sha256(token), confirmSentAt: now, unsubscribedAt: null },
        })
        .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
      if (!row) throw new Error('newsletter upsert returned no row');
      await sendConfirmation(row, token);
      await audit.record({ action: 'newsletter.signup', ip, details: { subscriptionId: row.id, resent: existing?.status === 'pending' } });
      return existing?.status === 'pending' ? NEWSLETTER_MESSAGES.confirmationResent : NEWSLETTER_MESSAGES.confirmationSent;
    },

    /** Follows the emailed link. Following it again after confirming still answers "subscribed". */
    async confirm(token: string): Promise<void> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.confirmTokenHash, sha256(token)));
      if (!row || row.status === 'unsubscribed') throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.invalidLink);
      if (row.status === 'confirmed') return;
      const sentAt = row.confirmSentAt?.getTime() ?? 0;
      if (clock.now().getTime() - sentAt > CONFIRM_LINK_TTL_MS) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.invalidLink);
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: clock.now() })
        .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, 'pending')));
      await audit.record({ action: 'newsletter.confirmed', details: { subscriptionId: row.id } });
    },

    /** The link in every mail: an HMAC of the subscription id, so no secret is stored for it. */
    async unsubscribe(id: number, token: string): Promise<void> {
      if (!safeEqual(token, unsubscribeToken(id))) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: clock.now(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.id, id))
        .returning({ id: newsletterSubscriptions.id });
      if (!row) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
      await audit.record({ action: 'newsletter.unsubscribed', details: { subscriptionId: id } });
    },

    /** Addresses that confirmed and did not unsubscribe: the only ones a newsletter goes to. */
    async listConfirmed(): Promise<Pick<Subscription, 'id' | 'email'>[]> {
      return db
        .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'));
    },
  };
}
