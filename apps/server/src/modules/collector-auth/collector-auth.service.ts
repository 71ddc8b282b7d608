import { COLLECTOR_MESSAGES, MFA_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lawFirms, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { type IdentityService, LIMITS, type RequestMeta } from '../identity/identity.service.js';
import { normalizeAuthCode } from '../law-firms/law-firms.service.js';
import { type MfaService, mfaRefusal } from '../mfa/mfa.service.js';

export type CollectorSignIn = { token: string; mfaChallenge?: undefined } | { token?: undefined; mfaChallenge: string };

export function createCollectorAuthService(deps: {
  db: Database;
  crypto: Crypto;
  identity: IdentityService;
  mfa: MfaService;
  limiter: RateLimiter;
  audit: Audit;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, crypto, identity, mfa, limiter, audit, mailer, publicUrl } = deps;

  return {
    /** A right password opens a session, or, with two-step verification on, a 5-minute challenge. */
    async signIn(email: string, password: string, meta: RequestMeta): Promise<CollectorSignIn> {
      const user = await identity.checkPassword('collector', email, password, meta, COLLECTOR_MESSAGES.badCredentials);
      if (user.totpEnabledAt) return { mfaChallenge: await identity.issueLink('mfa_challenge', user.id) };
      return { token: await identity.openSession('collector', user, meta, 'sign_in') };
    },

    /** Finishes a challenged sign-in with an authenticator or recovery code. */
    async completeMfaSignIn(challenge: string | undefined, code: string, meta: RequestMeta): Promise<string> {
      const user = await identity.peekLink('mfa_challenge', challenge);
      if (!user || !challenge) throw new AppError('UNAUTHENTICATED', MFA_MESSAGES.challengeExpired);
      const check = await mfa.verify(user, code);
      if (check !== 'accepted') {
        await audit.record({ action: 'mfa.sign_in_failed', realm: 'collector', actorUserId: user.id, ip: meta.ip });
        const message = mfaRefusal(check, MFA_MESSAGES.badCode);
        throw new AppError('UNAUTHENTICATED', message, { code: message });
      }
      return db.transaction(async (tx) => {
        if (!(await identity.useLink('mfa_challenge', challenge, tx))) throw new AppError('UNAUTHENTICATED', MFA_MESSAGES.challengeExpired);
        return identity.openSession('collector', user, meta, 'sign_in_mfa', tx);
      });
    },

    /** The firm code signs in as the firm itself (its law-firm entity user), with user scope. */
    async signInWithAuthCode(code: string, meta: RequestMeta): Promise<CollectorSignIn> {
      await limiter.consume(`authcode:ip:${meta.ip}`, LIMITS.authCodePerIp);
      const lookup = crypto.hmac('auth-code', normalizeAuthCode(code));
      const [row] = await db
        .select({ user: users, mfaRequired: lawFirms.mfaRequired })
        .from(lawFirms)
        .innerJoin(users, and(eq(users.lawFirmId, lawFirms.id), eq(users.isLawFirmEntity, true)))
        .where(eq(lawFirms.authCodeLookup, lookup))
        .limit(1);
      if (!row) {
        await audit.record({ action: 'auth_code_sign_in_failed', realm: 'collector', ip: meta.ip });
        throw new AppError('UNAUTHENTICATED', COLLECTOR_MESSAGES.badAuthCode);
      }
      // A firm that requires two-step verification has chosen that no sign-in skips it.
      if (row.mfaRequired) throw new AppError('FORBIDDEN', MFA_MESSAGES.codeSignInDisabled);
      return { token: await identity.openSession('collector', row.user, meta, 'auth_code_sign_in') };
    },

    async getFirm(lawFirmId: number | null) {
      if (lawFirmId === null) return null;
      const [firm] = await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
      return firm ?? null;
    },

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      if (!(await identity.limitResetRequest('collector', email, ip))) return;
      const user = await identity.findByEmail('collector', email);
      // Invited staff who never set a password use their invite instead.
      if (!user?.passwordHash) return;
      const token = await identity.issueLink('password_reset', user.id);
      const link = `${publicUrl}/collectors/password/reset?token=${token}`;
      await mailer.send({
        to: email,
        subject: 'Reset your Parley password',
        text: `Someone asked to reset the password of your Parley collector account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        html: `<p>Someone asked to reset the password of your Parley collector account.</p><p><a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
      });
    },

    resetPassword: (token: string, password: string, meta: RequestMeta) =>
      identity.setPasswordWithLink('password_reset', token, password, meta, COLLECTOR_MESSAGES.resetInvalid),

    acceptInvite: (token: string, password: string, meta: RequestMeta) =>
      identity.setPasswordWithLink('invite', token, password, meta, COLLECTOR_MESSAGES.inviteInvalid, 'collector'),
  };
}
export type CollectorAuthService = ReturnType<typeof createCollectorAuthService>;
