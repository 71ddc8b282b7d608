import { createRng } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { lawFirms, users } from '../../db/schema/index.js';
import type { Crypto } from '../../platform/crypto.js';
import { hashPassword } from '../identity/passwords.js';
import { createLawFirm } from '../law-firms/law-firms.service.js';
import { type AccountStory, buildStory, pickTarget } from './account-stories.js';
import { loadStories, nextIds, reserveIds } from './bulk-load.js';

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

export async function seedDemo(
  database: DatabaseHandle,
  crypto: Crypto,
  options: { withAccounts?: boolean; now?: Date } = {},
): Promise<{ demoFirm: SeededFirm; otherFirm: SeededFirm }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const firms = await database.db.transaction(async (tx) => {
    const demo = await createLawFirm(tx, crypto, 'Demo Law Group');
    const other = await createLawFirm(tx, crypto, 'Other Collections LLC');
    // Demo Law Group has its payment details on file, so its agreements can be drafted at once.
    await tx
      .update(lawFirms)
      .set({
        payee: 'Demo Law Group Trust Account',
        mailingName: 'Demo Law Group',
        mailingStreet: '100 Congress Ave, Suite 400',
        mailingCity: 'Austin',
        mailingState: 'TX',
        mailingZip: '78701',
      })
      .where(eq(lawFirms.id, demo.id));
    // Demo people have confirmed their addresses (email verification gates comments, chat and payments).
    const emailVerifiedAt = options.now ?? new Date();
    await tx.insert(users).values([
      {
        kind: 'collector',
        email: 'admin@demo-law.test',
        passwordHash,
        firstName: 'Dana',
        lastName: 'Reyes',
        lawFirmId: demo.id,
        lawFirmScope: 'admin',
        emailVerifiedAt,
      },
      {
        kind: 'collector',
        email: 'staff@demo-law.test',
        passwordHash,
        firstName: 'Sam',
        lastName: 'Okafor',
        lawFirmId: demo.id,
        lawFirmScope: 'user',
        emailVerifiedAt,
      },
      {
        kind: 'collector',
        email: 'admin@other-law.test',
        passwordHash,
        firstName: 'Lee',
        lastName: 'Marsh',
        lawFirmId: other.id,
        lawFirmScope: 'admin',
        emailVerifiedAt,
      },
      { kind: 'collector', email: 'oncall@parley.test', passwordHash, firstName: 'Robin', lastName: 'Hale', isOnCallAdmin: true, emailVerifiedAt },
      { kind: 'consumer', email: 'consumer@demo.test', passwordHash, firstName: 'Jordan', lastName: 'Miller', emailVerifiedAt },
      { kind: 'consumer', email: 'consumer2@demo.test', passwordHash, firstName: 'Casey', lastName: 'Nguyen', emailVerifiedAt },
    ]);
    return { demoFirm: { ...demo, name: 'Demo Law Group' }, otherFirm: { ...other, name: 'Other Collections LLC' } };
  });
  if (options.withAccounts) await seedDemoAccounts(database, crypto, firms, options.now ?? new Date());
  return firms;
}

export const DEMO_ACCOUNTS = { 'Demo Law Group': 300, 'Other Collections LLC': 40 } as const;
export const DEMO_FIRM_NAMES: readonly string[] = Object.keys(DEMO_ACCOUNTS);

/**
 * Realistic accounts with histories (every last-action status and every current action appears),
 * each with its consumer; the two demo consumers own a few of them.
 */
async function seedDemoAccounts(database: DatabaseHandle, crypto: Crypto, firms: { demoFirm: SeededFirm; otherFirm: SeededFirm }, now: Date): Promise<void> {
  const rng = createRng(2026);
  const ids = await nextIds(database);
  const [demoConsumer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
  const [demoConsumer2] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer2@demo.test'));
  const stories: AccountStory[] = [];
  const plan: { firm: SeededFirm; prefix: string; count: number }[] = [
    { firm: firms.demoFirm, prefix: 'DLG', count: DEMO_ACCOUNTS['Demo Law Group'] },
    { firm: firms.otherFirm, prefix: 'OCL', count: DEMO_ACCOUNTS['Other Collections LLC'] },
  ];
  for (const { firm, prefix, count } of plan) {
    for (let i = 0; i < count; i++) {
      // The first 12 of each firm walk every status and payment stage in order; the rest are drawn.
      const forced = i < 12 ? { target: Math.min(i + 1, 10), paymentStage: Math.max(0, i - 9) } : pickTarget(rng);
      stories.push(
        buildStory(rng, ids, { lawFirmId: firm.id, firmPrefix: prefix, target: forced.target, paymentStage: forced.paymentStage, now, userId: null }),
      );
    }
  }
  // The demo consumers own one or two accounts, under their own names.
  const own = (story: AccountStory | undefined, userId: number | undefined, name: string, email: string) => {
    if (!story || userId === undefined) return;
    story.doc.userId = userId;
    story.doc.customerName = name;
    story.doc.email = email;
  };
  own(stories[3], demoConsumer?.id, 'Jordan Miller', 'consumer@demo.test');
  own(stories[DEMO_ACCOUNTS['Demo Law Group']], demoConsumer?.id, 'Jordan Miller', 'consumer@demo.test');
  own(stories[0], demoConsumer2?.id, 'Casey Nguyen', 'consumer2@demo.test');
  // Every other account gets its own consumer (no password: they would sign up to claim it).
  const unowned = stories.filter((s) => s.doc.userId === null);
  const owners = await database.db
    .insert(users)
    .values(
      unowned.map((s) => ({
        kind: 'consumer' as const,
        email: s.doc.email,
        emailVerifiedAt: now,
        firstName: s.doc.customerName.split(' ')[0],
        lastName: s.doc.customerName.split(' ').slice(1).join(' '),
      })),
    )
    .returning({ id: users.id });
  unowned.forEach((s, i) => {
    s.doc.userId = owners[i]?.id ?? null;
  });
  for (let i = 0; i < stories.length; i += 500) await loadStories(database, crypto, stories.slice(i, i + 500));
  await reserveIds(database, ids);
}
