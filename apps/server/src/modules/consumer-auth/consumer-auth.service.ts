import { CONSUMER_MESSAGES, DEFAULT_LANGUAGE, type Language } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { HOUR } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { consumerEmail, languageOr, type Translate, translator } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { SessionStore, SessionUser } from '../../platform/sessions.js';
import { type IdentityService, LIMITS, type RequestMeta } from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';
import { CONSUMER_AUTH_EMAILS } from './consumer-auth.messages.js';

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

  function greeting(t: Translate<keyof (typeof CONSUMER_AUTH_EMAILS)['en']>, firstName: string | null): string {
    return firstName ? t('hello', { name: firstName }) : t('helloNoName');
  }

  async function sendVerificationLink(user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'language'>): Promise<void> {
    if (!user.email) return;
    const token = await identity.issueLink('email_verification', user.id);
    const link = `${publicUrl}/users/confirmation?confirmation_token=${token}`;
    const t = translator(CONSUMER_AUTH_EMAILS, user.language);
    await mailer.send(
      consumerEmail({
        to: user.email,
        language: user.language,
        subject: t('verifySubject'),
        blocks: [greeting(t, user.firstName), t('verifyBody'), { label: t('verifyLink'), href: link }, t('verifyUntil')],
      }),
    );
  }

  /**
   * Told instead of a second account, so the sign-up answer says nothing about who has one. A
   * consumer's account is written to in its own language; a firm's address in English.
   */
  async function sendAlreadyRegistered(email: string, realm: 'consumer' | 'collector'): Promise<void> {
    const signIn = realm === 'consumer' ? `${publicUrl}/users/sign_in` : `${publicUrl}/collectors`;
    const reset = realm === 'consumer' ? `${publicUrl}/users/password/new` : `${publicUrl}/collectors`;
    const language = realm === 'consumer' ? languageOr((await identity.findByEmail('consumer', email))?.language) : DEFAULT_LANGUAGE;
    const t = translator(CONSUMER_AUTH_EMAILS, language);
    await mailer.send(
      consumerEmail({
        to: email,
        language,
        subject: t('existingSubject'),
        blocks: [
          t('helloNoName'),
          t('existingBody', { why: t(realm === 'consumer' ? 'existingConsumer' : 'existingCollector') }),
          [
            { label: t('signIn'), href: signIn },
            { label: t('forgotPassword'), href: reset },
          ],
          t('existingNotYou'),
        ],
      }),
    );
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
      const t = translator(CONSUMER_AUTH_EMAILS, user.language);
      await mailer.send(
        consumerEmail({
          to: email,
          language: user.language,
          subject: t('resetSubject'),
          blocks: [greeting(t, user.firstName), t('resetBody'), { label: t('resetLink'), href: link }, t('resetNotYou')],
        }),
      );
    },

    resetPassword: (token: string, password: string, meta: RequestMeta) =>
      identity.setPasswordWithLink('password_reset', token, password, meta, CONSUMER_MESSAGES.resetInvalid),
  };
}
export type ConsumerAuthService = ReturnType<typeof createConsumerAuthService>;
