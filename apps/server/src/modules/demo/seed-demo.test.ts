import { CURRENT_ACTION_TYPES, currentActionOf, type EventAction, LAST_ACTION_STATUSES, type Party } from '@parley/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, historicalOffers, lawFirms, negotiationEvents, paymentsReceived } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { EMPTY_PROJECTION, projectEvent, projectPayment } from '../cases/projection.js';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto, { withAccounts: true, now: t.clock.now() });
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('gives Demo Law Group 300 accounts covering every last-action status and every current action', async () => {
    const [demo] = await t.services.db.select().from(lawFirms).where(eq(lawFirms.name, 'Demo Law Group'));
    const docs = await t.services.db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.lawFirmId, demo?.id ?? -1));
    expect(docs).toHaveLength(DEMO_ACCOUNTS['Demo Law Group']);
    const codes = new Set(docs.map((d) => d.lastActionCode));
    for (const s of LAST_ACTION_STATUSES) expect(codes.has(s.code), s.label).toBe(true);
    const actions = new Set(docs.map((d) => currentActionOf(d)));
    for (const a of CURRENT_ACTION_TYPES) expect(actions.has(a), a).toBe(true);
    expect(new Set(docs.map((d) => d.lawsuitState)).size).toBeGreaterThan(8);
    expect(docs.every((d) => d.ssnEncrypted && !d.ssnEncrypted.includes(d.ssnLastFour ?? 'x'))).toBe(true);
  });

  it('stores a projection that replaying the events and payments reproduces exactly', async () => {
    const docs = await t.services.db.select().from(customerDocuments);
    const events = await t.services.db.select().from(negotiationEvents).orderBy(asc(negotiationEvents.createdAt), asc(negotiationEvents.id));
    const offers = new Map((await t.services.db.select().from(historicalOffers)).map((o) => [o.id, o]));
    const payments = await t.services.db.select().from(paymentsReceived);
    for (const doc of docs) {
      let p = EMPTY_PROJECTION;
      for (const e of events.filter((x) => x.customerDocumentId === doc.id)) {
        const o = e.offerId ? offers.get(e.offerId) : undefined;
        p = projectEvent(p, { party: e.party as Party, action: e.action as EventAction, at: e.createdAt, offer: o }, doc.lawsuitAmountCents);
      }
      // Autopay set-up has no table of its own yet (the payments work adds subscriptions): take its time as stored.
      if (doc.paymentSetupAt) p = { ...p, paymentSetupAt: doc.paymentSetupAt };
      for (const pay of payments.filter((x) => x.customerDocumentId === doc.id)) p = projectPayment(p, pay.amountCents, pay.receivedAt);
      const stored = Object.fromEntries(Object.keys(p).map((k) => [k, doc[k as keyof typeof doc]]));
      expect(stored, `account ${doc.id}`).toEqual(p);
    }
  });

  it('keeps every offer’s phases summing to its total, and events in time order after the case was opened', async () => {
    const offers = await t.services.db.select().from(historicalOffers);
    for (const o of offers) expect(o.phases.reduce((s, p) => s + p.iterations * p.payment_amount_cents, 0)).toBe(o.totalAmountCents);
    const docs = new Map((await t.services.db.select().from(customerDocuments)).map((d) => [d.id, d]));
    const events = await t.services.db.select().from(negotiationEvents);
    for (const e of events) expect(e.createdAt.getTime()).toBeGreaterThan(docs.get(e.customerDocumentId)?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
  });
});
