import { randomBytes } from 'node:crypto';
import { MFA_MESSAGES } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.js';
import { lawFirms, mfaRecoveryCodes, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, MINUTE } from '../../platform/clock.js';
import { type Crypto, sha256 } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { ResolvedSession, SessionStore, SessionUser } from '../../platform/sessions.js';
import { revokeFirmCodeSessions } from '../law-firms/law-firms.service.js';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
// Five wrong codes per 15 minutes per user: a 6-digit code survives ~10^6/5 windows of guessing.
const VERIFY_LIMIT = { limit: 5, windowMs: 15 * MINUTE };

/** What a code check found: accepted, a code already used (its time step, RFC 6238 5.2), or not a code of this user's. */
export type MfaCheck = 'accepted' | 'replayed' | 'refused';
/** The words for a refused check: a replay is said as one (issue 38.5), anything else as the caller's message. */
export const mfaRefusal = (check: Exclude<MfaCheck, 'accepted'>, otherwise: string) => (check === 'replayed' ? MFA_MESSAGES.codeJustUsed : otherwise);
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secretBase32: string, label: string) {
  return new OTPAuth.TOTP({ issuer: 'Parley', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secretBase32) });
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Two-step verification with an authenticator app (RFC 6238 TOTP, 30 s, 6 digits, ±1 step),
 * one-time recovery codes, and a firm-wide requirement an admin can switch on.
 */
export function createMfaService({
  db,
  clock,
  crypto,
  audit,
  limiter,
  sessions,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  limiter: RateLimiter;
  sessions: SessionStore;
}) {
  async function firmRequiresMfa(lawFirmId: number | null): Promise<boolean> {
    if (lawFirmId === null) return false;
    const [firm] = await db.select({ required: lawFirms.mfaRequired }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
    return firm?.required ?? false;
  }

  /** Checks a TOTP code (never the same time step twice) or uses up a recovery code. */
  async function verify(user: SessionUser, code: string): Promise<MfaCheck> {
    let check: MfaCheck = 'refused';
    await limiter.attempt(`mfa:${user.id}`, VERIFY_LIMIT, async () => {
      check = await verifyUnlimited(user, code);
      return check === 'accepted';
    });
    return check;
  }

  async function verifyUnlimited(user: SessionUser, code: string): Promise<MfaCheck> {
    if (!user.totpSecretEncrypted) return 'refused';
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const totp = totpFor(crypto.decrypt(user.totpSecretEncrypted), user.email ?? String(user.id));
      const now = clock.now().getTime();
      const delta = totp.validate({ token: trimmed, timestamp: now, window: 1 });
      if (delta === null) return 'refused';
      const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
      if (user.totpLastStep !== null && step <= user.totpLastStep) return 'replayed';
      // RFC 6238 5.2: a code is accepted once; the update is conditional so two racing requests cannot both win.
      const accepted = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep)))
        .returning({ id: users.id });
      // The step just used is on the row the sessions carry: no process may check against the old one.
      if (accepted.length > 0) await sessions.forgetUser(user.id);
      return accepted.length > 0 ? 'accepted' : 'replayed';
    }
    const used = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(and(eq(mfaRecoveryCodes.userId, user.id), eq(mfaRecoveryCodes.codeHash, sha256(normalizeRecovery(trimmed))), isNull(mfaRecoveryCodes.usedAt)))
      .returning({ id: mfaRecoveryCodes.id });
    if (used.length > 0) await audit.record({ action: 'mfa.recovery_code_used', actorUserId: user.id, realm: 'collector' });
    return used.length > 0 ? 'accepted' : 'refused';
  }

  return {
    verify,
    firmRequiresMfa,

    /** Staff of a firm that requires two-step verification, not enrolled yet, stay on the set-up page. */
    isEnrollmentRequired({ user, firmRequiresMfa }: ResolvedSession): boolean {
      return user.kind === 'collector' && !user.isLawFirmEntity && !user.totpEnabledAt && firmRequiresMfa;
    },

    async status(user: SessionUser) {
      const left = await db.$count(mfaRecoveryCodes, and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)));
      return { enabled: user.totpEnabledAt !== null, required_by_firm: await firmRequiresMfa(user.lawFirmId), recovery_codes_left: left };
    },

    /** A new secret, pending until a code from it is confirmed. */
    async beginSetup(user: SessionUser) {
      if (user.isLawFirmEntity) throw new AppError('FORBIDDEN', 'The firm code sign-in cannot enrol an authenticator; sign in with your own account.');
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await db
        .update(users)
        .set({ totpPendingSecretEncrypted: crypto.encrypt(secret) })
        .where(eq(users.id, user.id));
      await sessions.forgetUser(user.id);
      const otpauthUrl = totpFor(secret, user.email ?? String(user.id)).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_url: otpauthUrl, qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Turns verification on with the pending secret once a code from it checks out. */
    async confirmSetup(user: SessionUser, code: string, ip: string): Promise<string[]> {
      if (!user.totpPendingSecretEncrypted) throw new AppError('CONFLICT', 'Start the set-up again: no authenticator is waiting to be confirmed.');
      const pending = crypto.decrypt(user.totpPendingSecretEncrypted);
      const now = clock.now().getTime();
      const delta = /^\d{6}$/.test(code.trim()) ? totpFor(pending, user.email ?? '').validate({ token: code.trim(), timestamp: now, window: 1 }) : null;
      if (!(await limiter.attempt(`mfa:${user.id}`, VERIFY_LIMIT, async () => delta !== null)) || delta === null)
        throw new AppError('RULE_VIOLATED', MFA_MESSAGES.badCode, { code: MFA_MESSAGES.badCode });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecretEncrypted: user.totpPendingSecretEncrypted,
            totpPendingSecretEncrypted: null,
            totpEnabledAt: clock.now(),
            totpLastStep: Math.floor(now / 1000 / PERIOD_SECONDS) + delta,
          })
          .where(eq(users.id, user.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
        await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: sha256(normalizeRecovery(c)) })));
        await audit.record({ action: 'mfa.enabled', actorUserId: user.id, realm: 'collector', ip }, tx);
      });
      await sessions.forgetUser(user.id);
      return codes;
    },

    async disable(user: SessionUser, code: string, ip: string): Promise<void> {
      if (await firmRequiresMfa(user.lawFirmId)) throw new AppError('RULE_VIOLATED', MFA_MESSAGES.cannotDisable);
      const check = await verify(user, code);
      if (check !== 'accepted') throw new AppError('RULE_VIOLATED', mfaRefusal(check, MFA_MESSAGES.badCode), { code: mfaRefusal(check, MFA_MESSAGES.badCode) });
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecretEncrypted: null, totpPendingSecretEncrypted: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, user.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
        await audit.record({ action: 'mfa.disabled', actorUserId: user.id, realm: 'collector', ip }, tx);
      });
      await sessions.forgetUser(user.id);
    },

    async setFirmRequirement(actor: { userId: number; lawFirmId: number; ip: string }, required: boolean): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        await tx.update(lawFirms).set({ mfaRequired: required }).where(eq(lawFirms.id, actor.lawFirmId));
        // The firm code skips two-step verification: sessions it opened end when the firm requires it.
        const ended = required ? await revokeFirmCodeSessions(tx, actor.lawFirmId, sessions) : [];
        await audit.record(
          {
            action: required ? 'firm.mfa_required' : 'firm.mfa_optional',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, sessions_ended: ended.length },
          },
          tx,
        );
        return ended;
      });
      await sessions.announceEnded(ended);
      await sessions.forgetFirm(actor.lawFirmId);
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
