import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Crypto } from '../../platform/crypto.js';
import { hashPassword } from '../identity/passwords.js';
import { createLawFirm } from '../law-firms/law-firms.service.js';

export const DEMO_PASSWORD = 'Parley-demo-2026!';

export const DEMO_SIGN_INS = [
  { email: 'admin@demo-law.test', role: 'collector admin, Demo Law Group' },
  { email: 'staff@demo-law.test', role: 'collector user, Demo Law Group' },
  { email: 'admin@other-law.test', role: 'collector admin, Other Collections LLC' },
  { email: 'oncall@parley.test', role: 'on-call administrator' },
  { email: 'consumer@demo.test', role: 'consumer' },
  { email: 'consumer2@demo.test', role: 'consumer' },
] as const;

/** The demo firms and people, in one transaction. Run on an empty database only. */
export type SeededFirm = { id: number; name: string; authCode: string };

export async function seedDemo(db: Database, crypto: Crypto): Promise<{ demoFirm: SeededFirm; otherFirm: SeededFirm }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const demo = await createLawFirm(tx, crypto, 'Demo Law Group');
    const other = await createLawFirm(tx, crypto, 'Other Collections LLC');
    await tx.insert(users).values([
      { kind: 'collector', email: 'admin@demo-law.test', passwordHash, firstName: 'Dana', lastName: 'Reyes', lawFirmId: demo.id, lawFirmScope: 'admin' },
      { kind: 'collector', email: 'staff@demo-law.test', passwordHash, firstName: 'Sam', lastName: 'Okafor', lawFirmId: demo.id, lawFirmScope: 'user' },
      { kind: 'collector', email: 'admin@other-law.test', passwordHash, firstName: 'Lee', lastName: 'Marsh', lawFirmId: other.id, lawFirmScope: 'admin' },
      { kind: 'collector', email: 'oncall@parley.test', passwordHash, firstName: 'Robin', lastName: 'Hale', isOnCallAdmin: true },
      { kind: 'consumer', email: 'consumer@demo.test', passwordHash, firstName: 'Jordan', lastName: 'Miller' },
      { kind: 'consumer', email: 'consumer2@demo.test', passwordHash, firstName: 'Casey', lastName: 'Nguyen' },
    ]);
    return { demoFirm: { ...demo, name: 'Demo Law Group' }, otherFirm: { ...other, name: 'Other Collections LLC' } };
  });
}
