import { API_KEY_PREFIX, type ApiKey, type ApiKeyScope, FIRM_API_MESSAGES, MAX_API_KEYS_PER_FIRM } from '@parley/shared';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/sessions.js';

type Actor = { userId: number; lawFirmId: number; ip: string };
type KeyRow = typeof apiKeys.$inferSelect;

/** A rotated key's previous secret keeps working this long, unless the rotation says 'none'. */
export const ROTATION_OVERLAP_MS = HOUR;
// Last use is written at most this often per key (and whenever the address changes), not per request.
const TOUCH_EVERY_MS = MINUTE;
/** The secret's visible start in lists: the prefix and four characters of the random part. */
const VISIBLE_CHARS = API_KEY_PREFIX.length + 4;

/** The caller a valid key stands for: its firm, acting as the administrator who created it, with user scope. */
export type ApiKeyPrincipal = { key: { id: number; scope: ApiKeyScope; lawFirmId: number }; user: SessionUser };

/**
 * A firm's API keys (docs/decisions/022-api-keys-and-webhooks.md). A secret is 256 random bits, so
 * its SHA-256 is stored and looked up by index: a slow password hash (argon2) would add ~100 ms to
 * every request and cannot be looked up, and guessing 256 bits needs no slowing down. Every request
 * reads the row (no cache), so a revoked key is refused at once by every process.
 */
export function createApiKeysService({ db, clock, audit }: { db: Database; clock: Clock; audit: Audit }) {
  function toApiKey(row: KeyRow, creator: string | null): ApiKey {
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      id: row.id,
      name: row.name,
      scope: row.scope,
      prefix: row.prefix,
      created_at: row.createdAt.toISOString(),
      rotated_at: iso(row.rotatedAt),
      previous_expires_at: row.previousExpiresAt && row.previousExpiresAt > clock.now() ? row.previousExpiresAt.toISOString() : null,
      revoked_at: iso(row.revokedAt),
      last_used_at: iso(row.lastUsedAt),
      last_used_ip: row.lastUsedIp,
      created_by: creator,
    };
  }
  const newSecret = () => {
    const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
    return { secret, hash: sha256(secret), prefix: secret.slice(0, VISIBLE_CHARS) };
  };

  async function getOwnKey(actor: Actor, id: number): Promise<KeyRow> {
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.lawFirmId, actor.lawFirmId)));
    if (!row) throw new AppError('NOT_FOUND', 'API key not found');
    return row;
  }
  async function creatorEmail(userId: number): Promise<string | null> {
    const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return u?.email ?? null;
  }

  return {
    async list(lawFirmId: number): Promise<ApiKey[]> {
      const rows = await db
        .select({ key: apiKeys, email: users.email })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.lawFirmId, lawFirmId))
        .orderBy(desc(apiKeys.id));
      return rows.map((r) => toApiKey(r.key, r.email));
    },

    async create(actor: Actor, input: { name: string; scope: ApiKeyScope }): Promise<{ apiKey: ApiKey; secret: string }> {
      const [active] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.lawFirmId, actor.lawFirmId), isNull(apiKeys.revokedAt)));
      if ((active?.n ?? 0) >= MAX_API_KEYS_PER_FIRM) throw new AppError('RULE_VIOLATED', FIRM_API_MESSAGES.tooManyKeys);
      const { secret, hash, prefix } = newSecret();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            lawFirmId: actor.lawFirmId,
            createdBy: actor.userId,
            name: input.name,
            scope: input.scope,
            prefix,
            secretHash: hash,
            createdAt: clock.now(),
          })
          .returning();
        if (!inserted) throw new Error('api key insert returned nothing');
        await audit.record(
          {
            action: 'api_key.created',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { api_key_id: inserted.id, scope: input.scope, prefix },
          },
          tx,
        );
        return inserted;
      });
      return { apiKey: toApiKey(row, await creatorEmail(actor.userId)), secret };
    },

    /** A new secret; the old one stays valid for ROTATION_OVERLAP_MS ('one_hour') or ends now ('none'). */
    async rotate(actor: Actor, id: number, overlap: 'one_hour' | 'none'): Promise<{ apiKey: ApiKey; secret: string }> {
      const row = await getOwnKey(actor, id);
      if (row.revokedAt) throw new AppError('CONFLICT', FIRM_API_MESSAGES.keyRevoked);
      const { secret, hash, prefix } = newSecret();
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(apiKeys)
          .set({
            secretHash: hash,
            prefix,
            rotatedAt: now,
            previousSecretHash: overlap === 'none' ? null : row.secretHash,
            previousExpiresAt: overlap === 'none' ? null : new Date(now.getTime() + ROTATION_OVERLAP_MS),
          })
          .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
          .returning();
        if (!u) throw new AppError('CONFLICT', FIRM_API_MESSAGES.keyRevoked);
        await audit.record(
          { action: 'api_key.rotated', actorUserId: actor.userId, realm: 'collector', ip: actor.ip, details: { api_key_id: id, overlap, prefix } },
          tx,
        );
        return u;
      });
      return { apiKey: toApiKey(updated, await creatorEmail(row.createdBy)), secret };
    },

    /** Ends the key and any previous secret at once: the next request with it is refused. */
    async revoke(actor: Actor, id: number): Promise<void> {
      const row = await getOwnKey(actor, id);
      if (row.revokedAt) return;
      await db.transaction(async (tx) => {
        await tx.update(apiKeys).set({ revokedAt: clock.now(), previousSecretHash: null, previousExpiresAt: null }).where(eq(apiKeys.id, id));
        await audit.record(
          { action: 'api_key.revoked', actorUserId: actor.userId, realm: 'collector', ip: actor.ip, details: { api_key_id: id, prefix: row.prefix } },
          tx,
        );
      });
    },

    /** The principal a bearer secret stands for, or null (unknown, revoked, past its overlap, or its creator left the firm). */
    async authenticate(secret: string, ip: string): Promise<ApiKeyPrincipal | null> {
      if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100) return null;
      const hash = sha256(secret);
      const now = clock.now();
      const [row] = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .where(and(isNull(apiKeys.revokedAt), or(eq(apiKeys.secretHash, hash), and(eq(apiKeys.previousSecretHash, hash), gt(apiKeys.previousExpiresAt, now)))))
        .limit(1);
      if (row?.user.kind !== 'collector' || row.user.lawFirmId !== row.key.lawFirmId) return null;
      const { key } = row;
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS || key.lastUsedIp !== ip) {
        await db.update(apiKeys).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiKeys.id, key.id));
      }
      return {
        key: { id: key.id, scope: key.scope, lawFirmId: key.lawFirmId },
        // A key never has an administrator's powers, nor the on-call administrator's.
        user: { ...row.user, lawFirmScope: 'user', isOnCallAdmin: false },
      };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
