import { CONSUMER_MESSAGES, type Language } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { HOUR } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { SessionStore, SessionUser } from '../../platform/sessions.js';
import { type IdentityService, LIMITS, type RequestMeta } from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';

export type SignUpInput = { first_name: string; last_name: string; email: string; password: string; language?: Language };

/**
 * Issue 18: 200 accounts in 2.7 s from one address. A household or an office behind one address
 * opens a handful of accounts a day, not ten an hour.
 */
export const SIGN_UP_PER_IP = { limit: 10, windowMs: HOUR };
/** Each resend invalidates the previous link; a few an hour is plenty for a lost email. */
export const VERIFICATION_RESEND_PER_USER = { limit: 3, windowMs: HOUR };

export function createConsumerAuthService(deps: {
  db: Database;
  clock: Clock;
  identity: IdentityService;
  sessions: SessionStore;
  limiter: RateLimiter;
  audit: Audit;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, clock, identity, sessions, limiter, audit, mailer, publicUrl } = deps;

  async function sendVerificationLink(user: { id: number; email: string | null; firstName: string | null }): Promise<void> {
    if (!user.email) return;
    const token = await identity.issueLink('email_verification', user.id);
    const link = `${publicUrl}/users/confirmation?confirmation_token=${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your email address for Parley',
      text: `Hello ${user.firstName ?? ''},\n\nConfirm that this is your email address (the link works once, for 48 hours):\n${link}\n\nUntil then you can use your own case, but not comment, chat with a law firm or pay. If you did not open a Parley account, ignore this email.`,
      html: `<p>Hello ${escapeHtml(user.firstName ?? '')},</p><p><a href="${link}">Confirm that this is your email address</a> (the link works once, for 48 hours).</p><p>Until then you can use your own case, but not comment, chat with a law firm or pay. If you did not open a Parley account, ignore this email.</p>`,
    });
  }

  /** Told instead of a second account, so the sign-up answer says nothing about who has one. */
  async function sendAlreadyRegistered(email: string, realm: 'consumer' | 'collector'): Promise<void> {
    const signIn = realm === 'consumer' ? `${publicUrl}/users/sign_in` : `${publicUrl}/collectors`;
    const reset = realm === 'consumer' ? `${publicUrl}/users/password/new` : `${publicUrl}/collectors`;
    const why =
      realm === 'consumer'
        ? 'You already have a Parley account with this email address.'
        : 'This email address belongs to a law firm account on Parley, so it cannot also open a consumer account. Use another address for your own debts.';
    await mailer.send({
      to: email,
      subject: 'Someone tried to open a Parley account with your email address',
      text: `Hello,\n\nSomeone (perhaps you) tried to open a Parley account with this email address. ${why}\n\nSign in: ${signIn}\nForgot your password? ${reset}\n\nIf it was not you, ignore this email; nothing changed.`,
      html: `<p>Hello,</p><p>Someone (perhaps you) tried to open a Parley account with this email address. ${escapeHtml(why)}</p><p><a href="${signIn}">Sign in</a> · <a href="${reset}">Forgot your password?</a></p><p>If it was not you, ignore this email; nothing changed.</p>`,
    });
  }

  return {
    /**
     * Opens an account and signs it in (its own data works at once), and emails the link that
     * confirms the address. An address that already has an account, consumer or firm, gets an
     * email instead and the answer is the same: no session, nothing created.
     */
    async signUp(input: SignUpInput, meta: RequestMeta): Promise<{ user: SessionUser | null; token: string | null }> {
      await limiter.consume(`sign-up:ip:${meta.ip}`, SIGN_UP_PER_IP);
      // Hashed whichever way it goes, so the answer takes as long for a taken address.
      const passwordHash = await hashPassword(input.password);
      const [collector] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.kind, 'collector'), eq(users.email, input.email)))
        .limit(1);
      const created = collector
        ? null
        : await db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({ kind: 'consumer', email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, language: input.language })
              .onConflictDoNothing()
              .returning();
            if (!user) return null;
            await audit.record({ action: 'sign_up', realm: 'consumer', actorUserId: user.id, ip: meta.ip }, tx);
            const token = await identity.openSession('consumer', user, meta, 'sign_in', tx);
            return { user, token };
          });
      if (!created) {
        await audit.record({ action: 'sign_up_existing_address', realm: collector ? 'collector' : 'consumer', actorUserId: collector?.id, ip: meta.ip });
        await sendAlreadyRegistered(input.email, collector ? 'collector' : 'consumer');
        return { user: null, token: null };
      }
      await sendVerificationLink(created.user);
      return created;
    },

    /** Uses an emailed link once: the address is confirmed. Throws RULE_VIOLATED for a bad or spent link. */
    async confirmEmail(token: string, ip: string): Promise<void> {
      await limiter.consume(`link:email_verification:ip:${ip}`, LIMITS.linkPerIp);
      const user = await identity.peekLink('email_verification', token);
      if (!user || !(await identity.useLink('email_verification', token))) throw new AppError('RULE_VIOLATED', CONSUMER_MESSAGES.verificationInvalid);
      await db
        .update(users)
        .set({ emailVerifiedAt: clock.now() })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
      await sessions.forgetUser(user.id);
      await audit.record({ action: 'email_verified', realm: user.kind, actorUserId: user.id, ip });
    },

    /** A new link for the signed-in consumer; the previous one stops working. */
    async resendVerification(user: SessionUser, ip: string): Promise<string> {
      if (user.emailVerifiedAt !== null) return CONSUMER_MESSAGES.alreadyVerified;
      await limiter.consume(`email-verification:user:${user.id}`, VERIFICATION_RESEND_PER_USER);
      await sendVerificationLink(user);
      await audit.record({ action: 'email_verification_sent', realm: 'consumer', actorUserId: user.id, ip });
      return CONSUMER_MESSAGES.verificationSent;
    },

    signIn: (email: string, password: string, meta: RequestMeta) =>
      identity.signInWithPassword('consumer', email, password, meta, CONSUMER_MESSAGES.badCredentials),

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      if (!(await identity.limitResetRequest('consumer', email, ip))) return;
      const user = await identity.findByEmail('consumer', email);
      if (!user || user.isOauthUser) return;
      const token = await identity.issueLink('password_reset', user.id);
      const link = `${publicUrl}/users/password/edit?reset_password_token=${token}`;
      await mailer.send({
        to: email,
        subject: 'Reset your Parley password',
        text: `Hello ${user.firstName ?? ''},\n\nSomeone asked to reset the password of your Parley account. Set a new one here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        html: `<p>Hello ${escapeHtml(user.firstName ?? '')},</p><p>Someone asked to reset the password of your Parley account. <a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
      });
    },

    resetPassword: (token: string, password: string, meta: RequestMeta) =>
      identity.setPasswordWithLink('password_reset', token, password, meta, CONSUMER_MESSAGES.resetInvalid),
  };
}
export type ConsumerAuthService = ReturnType<typeof createConsumerAuthService>;
