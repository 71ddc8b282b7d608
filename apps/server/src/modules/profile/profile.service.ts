import {
  type Language,
  maskSsn,
  normalizeProfileMetadata,
  PROFILE_MESSAGES,
  type ProfileUpdateInput,
  profileUpdateErrors,
  type UserProfile,
} from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { consumerProfiles, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, MINUTE } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { SessionStore, SessionUser } from '../../platform/sessions.js';
import { hashPassword, verifyPassword } from '../identity/passwords.js';

type ProfileRow = typeof consumerProfiles.$inferSelect;

/** The identity a credit bureau matches on, with the SSN decrypted; null fields are missing. */
export type CreditIdentity = {
  firstName: string | null;
  lastName: string | null;
  ssn: string | null;
  ssnLastFour: string | null;
  birthdate: string | null;
  address: { line1: string | null; city: string | null; state: string | null; zip: string | null };
};

const PASSWORD_CHECK_RULE = { limit: 10, windowMs: 15 * MINUTE };

/** Consumer spec 3 "User profile" and 5 "Profile": PUT /users with every rule; the SSN encrypted at rest. */
export function createProfileService(deps: { db: Database; clock: Clock; crypto: Crypto; audit: Audit; limiter: RateLimiter; sessions: SessionStore }) {
  const { db, clock, crypto, audit, limiter, sessions } = deps;

  async function load(userId: number): Promise<{ user: SessionUser; profile: ProfileRow | undefined }> {
    const [row] = await db.select().from(users).leftJoin(consumerProfiles, eq(consumerProfiles.userId, users.id)).where(eq(users.id, userId));
    if (row?.users.kind !== 'consumer') throw new AppError('NOT_FOUND', 'Profile not found');
    return { user: row.users, profile: row.consumer_profiles ?? undefined };
  }

  function identityOf(user: SessionUser, profile: ProfileRow | undefined): CreditIdentity {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      ssn: profile?.ssnEncrypted ? crypto.decrypt(profile.ssnEncrypted) : null,
      ssnLastFour: profile?.ssnLastFour ?? null,
      birthdate: profile?.birthdate ?? null,
      address: { line1: profile?.addressLine1 ?? null, city: profile?.city ?? null, state: profile?.state ?? null, zip: profile?.zipCode ?? null },
    };
  }

  function view(user: SessionUser, profile: ProfileRow | undefined): UserProfile {
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      is_oauth_user: user.isOauthUser,
      metadata: {
        address_line1: profile?.addressLine1 ?? null,
        city: profile?.city ?? null,
        state: profile?.state ?? null,
        zip_code: profile?.zipCode ?? null,
        birthdate: profile?.birthdate ?? null,
        ssn: profile?.ssnLastFour ? maskSsn(profile.ssnLastFour) : null,
        ssn_last_four: profile?.ssnLastFour ?? null,
        has_full_ssn: !!profile?.ssnEncrypted,
      },
    };
  }

  return {
    /** The language switch: remembered on the account, so every device, email and letter follows it. */
    async setLanguage(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
      // Every process's cached session copy of the user is dropped, so check_auth answers the new one.
      await sessions.forgetUser(userId);
    },

    async getProfile(userId: number): Promise<UserProfile> {
      const { user, profile } = await load(userId);
      return view(user, profile);
    },

    /** Name, address, birthdate and SSN as a bureau needs them (server-side only: the SSN is in the clear). */
    async creditIdentity(userId: number): Promise<CreditIdentity> {
      const { user, profile } = await load(userId);
      return identityOf(user, profile);
    },

    /** The profile, and the bureau's identity when asked for, from one read (the dashboard shows the one and may check the other). */
    async profileAndIdentity(userId: number): Promise<{ profile: UserProfile; identity: () => CreditIdentity }> {
      const { user, profile } = await load(userId);
      return { profile: view(user, profile), identity: () => identityOf(user, profile) };
    },

    /**
     * Applies an update after every rule of the spec passes and, for password accounts, the
     * current password is right. A new password signs the consumer out everywhere else.
     * Returns the profile, and a fresh session token when the password changed.
     */
    async updateProfile(sessionUser: SessionUser, input: ProfileUpdateInput, meta: { ip: string; userAgent?: string }) {
      const { user, profile } = await load(sessionUser.id);
      const errors = profileUpdateErrors(input, { today: clock.now(), isOauthUser: user.isOauthUser });
      if (Object.keys(errors).length > 0) throw new AppError('RULE_VIOLATED', Object.values(errors)[0] as string, errors);
      if (!user.isOauthUser) {
        await limiter.consume(`profile-password:${user.id}`, PASSWORD_CHECK_RULE);
        if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
          await audit.record({
            action: 'profile_update_refused',
            realm: 'consumer',
            actorUserId: user.id,
            ip: meta.ip,
            details: { reason: 'wrong current password' },
          });
          throw new AppError('RULE_VIOLATED', PROFILE_MESSAGES.currentPasswordWrong, { current_password: PROFILE_MESSAGES.currentPasswordWrong });
        }
      }
      const metadata = normalizeProfileMetadata(input.metadata);
      const ssn = input.metadata?.ssn?.replace(/\D/g, '') || null;
      const lastFour = input.metadata?.ssn_last_four?.trim() || null;
      // A full SSN replaces what is on file; a last four alone keeps the full one only if it still matches.
      const ssnFields = ssn
        ? { ssnEncrypted: crypto.encrypt(ssn), ssnLastFour: ssn.slice(-4) }
        : lastFour
          ? { ssnEncrypted: profile?.ssnLastFour === lastFour ? (profile?.ssnEncrypted ?? null) : null, ssnLastFour: lastFour }
          : {};
      const passwordHash = input.password && !user.isOauthUser ? await hashPassword(input.password) : null;
      const now = clock.now();
      const changed = [
        ...Object.entries(metadata)
          .filter(([, v]) => v !== undefined)
          .map(([k]) => k),
        ...(ssn || lastFour ? ['ssn'] : []),
        ...(passwordHash ? ['password'] : []),
      ];
      const saved = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ firstName: input.first_name.trim(), lastName: input.last_name.trim(), ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}) })
          .where(eq(users.id, user.id));
        const values = { ...metadata, ...ssnFields, updatedAt: now };
        await tx
          .insert(consumerProfiles)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: consumerProfiles.userId, set: values });
        const ended = passwordHash ? await sessions.revokeAllForUser(user.id, tx) : [];
        // Never the SSN or a password in the audit trail: only which fields changed.
        await audit.record(
          { action: 'profile_updated', realm: 'consumer', actorUserId: user.id, ip: meta.ip, details: { fields: changed, sessions_ended: ended.length } },
          tx,
        );
        if (!passwordHash) return { token: null, ended };
        return { token: await sessions.create('consumer', user.id, meta, tx), ended };
      });
      // A new password ended every session but the new one; otherwise the row the sessions carry changed.
      if (saved.token) await sessions.announceEnded(saved.ended);
      else await sessions.forgetUser(user.id);
      return { profile: await this.getProfile(user.id), sessionToken: saved.token };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
