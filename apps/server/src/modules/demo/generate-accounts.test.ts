import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, lawFirmAccountCounts, ledgerEntries, ledgerJournals, paymentsReceived } from '../../db/schema/index.js';
import { rowsOf } from '../../test/db-checksum.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { recordPaymentReceived } from '../cases/case-store.js';
import { postConsumerPayment } from '../payments/ledger.js';
import { generateAccounts } from './generate-accounts.js';
import { seedDemo } from './seed-demo.js';

// The benchmark generator, small: 900 accounts in batches of 60, so on PostgreSQL three batches are
// in flight at once (with their indexes and foreign keys dropped), on top of the demo data and a
// payment taken live before the run.
let t: TestApp;
let livePaymentId: number;
let firmIds: number[];
const progress: number[] = [];
let schemaBefore: string[];
let sequenceAhead: number;

async function schemaObjects(): Promise<string[]> {
  if (t.database.kind !== 'postgres') return [];
  const { rows } = await t.database.pool.query<{ name: string }>(
    `SELECT indexdef AS name FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) || CASE WHEN convalidated THEN ' (checked)' ELSE ' (NOT VALID)' END
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto, { withAccounts: true, now: t.clock.now() });
  const [doc] = await t.services.db.select({ id: customerDocuments.id }).from(customerDocuments).limit(1);
  await recordPaymentReceived(t.services.db, doc?.id ?? -1, 12_345, t.clock.now());
  const [live] = await t.services.db.select({ id: paymentsReceived.id }).from(paymentsReceived).where(eq(paymentsReceived.amountCents, 12_345));
  livePaymentId = live?.id ?? -1;
  // Rolled-back inserts leave a sequence ahead of max(id): the loader must start past it.
  const moved = await t.services.db.execute<{ ahead: number }>(
    sql`SELECT setval(pg_get_serial_sequence('customer_documents', 'id'), (SELECT max(id) FROM customer_documents) + 1000)::int AS ahead`,
  );
  sequenceAhead = rowsOf<{ ahead: number }>(moved)[0]?.ahead ?? -1;
  schemaBefore = await schemaObjects();
  ({ firmIds } = await generateAccounts(t.database, t.services.crypto, {
    firms: 3,
    accounts: 900,
    batchSize: 60,
    now: t.clock.now(),
    onProgress: (done) => progress.push(done),
  }));
}, 120_000);
afterAll(() => t.close());

describe('the benchmark generator', () => {
  it('loads the accounts asked for, the largest firm first, past ids the sequence already gave out, and reports its progress', async () => {
    const counts = await t.services.db
      .select({ firm: customerDocuments.lawFirmId, n: sql<number>`count(*)::int` })
      .from(customerDocuments)
      .where(inArray(customerDocuments.lawFirmId, firmIds))
      .groupBy(customerDocuments.lawFirmId);
    const byFirm = new Map(counts.map((c) => [c.firm, c.n]));
    expect(firmIds.map((id) => byFirm.get(id))).toEqual([90, 405, 405]);
    expect(progress.at(-1)).toBe(900);
    const [{ lowest } = { lowest: 0 }] = await t.services.db
      .select({ lowest: sql<number>`min(${customerDocuments.id})` })
      .from(customerDocuments)
      .where(inArray(customerDocuments.lawFirmId, firmIds));
    expect(lowest).toBe(sequenceAhead + 1);
    const kept = await t.services.db.select().from(lawFirmAccountCounts).where(inArray(lawFirmAccountCounts.lawFirmId, firmIds));
    const active = await t.services.db
      .select({ firm: customerDocuments.lawFirmId, n: sql<number>`count(*)::int` })
      .from(customerDocuments)
      .where(and(inArray(customerDocuments.lawFirmId, firmIds), sql`${customerDocuments.archivedByLawFirmOn} IS NULL`))
      .groupBy(customerDocuments.lawFirmId);
    expect(new Map(kept.map((k) => [k.lawFirmId, k.activeCount]))).toEqual(new Map(active.map((a) => [a.firm, a.n])));
  });

  it('posts each loaded payment to the ledger once, as a live payment posts, and nothing for payments it did not load', async () => {
    const loaded = await t.services.db
      .select({ id: paymentsReceived.id, doc: paymentsReceived.customerDocumentId, cents: paymentsReceived.amountCents, firm: customerDocuments.lawFirmId })
      .from(paymentsReceived)
      .innerJoin(customerDocuments, eq(customerDocuments.id, paymentsReceived.customerDocumentId))
      .where(inArray(customerDocuments.lawFirmId, firmIds));
    expect(loaded.length).toBeGreaterThan(10);
    const journals = await t.services.db.select().from(ledgerJournals).where(like(ledgerJournals.idempotencyKey, 'imported:%'));
    const byKey = new Map(journals.map((j) => [j.idempotencyKey, j]));
    const entries = await t.services.db.select().from(ledgerEntries);
    for (const p of loaded) {
      const journal = byKey.get(`imported:${p.id}`);
      expect(journal?.lawFirmId, `payment ${p.id}`).toBe(p.firm);
      const lines = entries.filter((e) => e.journalId === journal?.id).map((e) => [e.account, e.amountCents, e.lawFirmId, e.customerDocumentId]);
      expect(lines.sort()).toEqual(
        [
          ['firm_payable', -p.cents, p.firm, p.doc],
          ['platform_cash', p.cents, p.firm, p.doc],
        ].sort(),
      );
    }
    // The payment taken live was never imported: posting it again would count its money twice.
    expect(byKey.has(`imported:${livePaymentId}`)).toBe(false);
    // The demo seed's payments are posted too, each once.
    const all = await t.services.db.select({ n: sql<number>`count(*)::int` }).from(paymentsReceived);
    expect(journals).toHaveLength((all[0]?.n ?? 0) - 1);
  });

  it('leaves every index and foreign key as it found them (each key checked), and the id sequences past the loaded rows', async () => {
    expect(await schemaObjects()).toEqual(schemaBefore);
    const [doc] = await t.services.db
      .select({ id: customerDocuments.id })
      .from(customerDocuments)
      .where(eq(customerDocuments.lawFirmId, firmIds[0] ?? -1))
      .limit(1);
    await recordPaymentReceived(t.services.db, doc?.id ?? -1, 500, t.clock.now());
    expect(
      await postConsumerPayment(t.services.db, {
        key: 'after-the-load',
        paymentId: null,
        documentId: doc?.id ?? -1,
        lawFirmId: firmIds[0] ?? -1,
        amountCents: 500,
        feeCents: 0,
        at: t.clock.now(),
      }),
    ).toBe(true);
  });
});
