import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lawFirms, users } from '../../db/schema/index.js';
import type { Crypto } from '../../platform/crypto.js';
import type { SessionStore } from '../../platform/sessions.js';

/** Firm codes are shown grouped (PRLY-ABCD-EFGH) but compared without case, spaces or dashes. */
export function normalizeAuthCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// No 0/O, 1/I/L: the code is read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 random characters (~59 bits), shown as XXXX-XXXX-XXXX. */
export function generateAuthCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A firm with its authentication code and the entity user that code signs in as. */
export async function createLawFirm(tx: Executor, crypto: Crypto, name: string): Promise<{ id: number; authCode: string }> {
  const authCode = generateAuthCode();
  const [firm] = await tx
    .insert(lawFirms)
    .values({ name, authCodeLookup: crypto.hmac('auth-code', normalizeAuthCode(authCode)), authCodeEncrypted: crypto.encrypt(authCode) })
    .returning({ id: lawFirms.id });
  if (!firm) throw new Error('law firm insert returned nothing');
  await tx.insert(users).values({ kind: 'collector', lawFirmId: firm.id, lawFirmScope: 'user', isLawFirmEntity: true });
  return { id: firm.id, authCode };
}

export async function listFirmAuthCodes(tx: Executor, crypto: Crypto): Promise<{ id: number; name: string; authCode: string }[]> {
  const rows = await tx.select().from(lawFirms).orderBy(asc(lawFirms.id));
  return rows.map((r) => ({ id: r.id, name: r.name, authCode: crypto.decrypt(r.authCodeEncrypted) }));
}

/**
 * Ends every session the firm code opened: the code signs in as the firm's entity user, and only
 * the code does. Returns the ended ids, to announce once `tx` commits.
 */
export async function revokeFirmCodeSessions(tx: Executor, lawFirmId: number, sessions: SessionStore): Promise<number[]> {
  const entities = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isLawFirmEntity, true)));
  const ended: number[] = [];
  for (const entity of entities) ended.push(...(await sessions.revokeAllForUser(entity.id, tx)));
  return ended;
}
