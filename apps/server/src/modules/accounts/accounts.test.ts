import { byStatusDate, CURRENT_ACTION_TYPES, currentActionOf } from '@parley/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerDocuments, lawFirmAccountCounts, negotiationEvents } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, Agent as BrowserAgent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let admin: Agent;
const id = { alice: 0, bob: 0, carla: 0, dan: 0, eve: 0, oscar: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto));
  const now = t.clock.now(); // Monday 2026-11-02 15:00 UTC: valid first payment date is Thursday 2026-11-05
  const db = t.services.db;
  id.alice = await createTestAccount(db, now, {
    lawFirmId: demoFirm.id,
    name: 'Alice Able',
    debtCents: 100_000,
    civilNumber: '2026-CV-00111',
    fileNumber: 'DLG-26-000001',
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 40_000, payments: 4, firstPaymentDate: '2026-11-10' }, daysAgo: 5 }],
  });
  id.bob = await createTestAccount(db, now, {
    lawFirmId: demoFirm.id,
    name: 'Bob Baker',
    debtCents: 200_000,
    state: 'CA',
    steps: [
      { party: 'consumer', action: 'offer', offer: { totalCents: 60_000, payments: 1, firstPaymentDate: '2026-11-03' }, daysAgo: 40 },
      { party: 'law_firm', action: 'counteroffer', offer: { totalCents: 120_000, payments: 6, firstPaymentDate: '2026-12-01' }, daysAgo: 35 },
    ],
  });
  id.carla = await createTestAccount(db, now, {
    lawFirmId: demoFirm.id,
    name: 'Carla Cruz',
    debtCents: 300_000,
    fileNumber: 'DLG-26-000777',
    steps: [
      { party: 'consumer', action: 'offer', offer: { totalCents: 90_000, payments: 3, firstPaymentDate: '2026-10-30' }, daysAgo: 20 },
      { party: 'law_firm', action: 'accept', daysAgo: 18 },
      { party: 'law_firm', action: 'sent_payment_details', daysAgo: 15 },
      { party: 'law_firm', action: 'sent_settlement_agreement', daysAgo: 10 },
      { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 8 },
    ],
    paymentSetupDaysAgo: 7,
    payments: [{ cents: 30_000, daysAgo: 2 }],
  });
  id.dan = await createTestAccount(db, now, {
    lawFirmId: demoFirm.id,
    name: 'Dan Diaz',
    debtCents: 50_000,
    archived: true,
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 20_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 10 }],
  });
  id.eve = await createTestAccount(db, now, { lawFirmId: demoFirm.id, name: 'Eve Evans', debtCents: 80_000 });
  id.oscar = await createTestAccount(db, now, {
    lawFirmId: otherFirm.id,
    name: 'Oscar Other',
    debtCents: 999_900,
    steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 500_000, payments: 1, firstPaymentDate: '2026-11-20' }, daysAgo: 1 }],
  });
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
});
afterAll(() => t.close());

async function list(agent: Agent, query = '') {
  const res = await agent.get(`/collectors/api/apply_filters${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    customer_info: { id: number; customer_name: string; [k: string]: unknown }[];
    total_count: number;
    more_pages: boolean;
    valid_first_payment_date: string;
    has_payment_details: boolean;
  };
}
const names = (r: Awaited<ReturnType<typeof list>>) => r.customer_info.map((c) => c.customer_name);

describe('metrics', () => {
  it('computes each metric over the firm’s active accounts', async () => {
    const res = await admin.get('/collectors/api/calculate_collector_metrics');
    expect(res.json()).toEqual({
      collected_amount: 30_000,
      uncollected_amount: 60_000,
      waiting_on_consumer_amount: 120_000,
      waiting_on_collector_amount: 40_000,
      response_rate: 66.7,
      offers_count: 2,
      disputes_open: 0,
    });
  });
});

describe('the accounts list', () => {
  it('lists active accounts by status date, newest first (an account without activity counts as newest)', async () => {
    const r = await list(admin);
    expect(names(r)).toEqual(['Eve Evans', 'Alice Able', 'Carla Cruz', 'Bob Baker']);
    expect(r.total_count).toBe(4);
    expect(r.more_pages).toBe(false);
    expect(r.valid_first_payment_date).toBe('2026-11-05');
    expect(r.has_payment_details).toBe(true); // the demo firm has its payee and mailing address on file
  });

  it('orders by status date as the shared byStatusDate does, both ways, so an open tab places a pushed row where a refetch would (issue 40.4)', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const r = await list(admin, `sort=status_date&direction=${direction}&filters[archived][]=active&filters[archived][]=archived`);
      const rows = r.customer_info.map((c) => ({ id: c.id, status_date: c.status_date as string | null }));
      expect(rows.some((c) => c.status_date === null)).toBe(true);
      expect(rows.map((c) => c.id)).toEqual([...rows].sort(byStatusDate(direction)).map((c) => c.id));
    }
  });

  it('describes each account with the spec’s fields, SSN as last four only', async () => {
    const carla = (await list(admin, 'filters[search]=carla')).customer_info[0];
    expect(carla).toMatchObject({
      customer_name: 'Carla Cruz',
      law_firm_name: 'Demo Law Group',
      lawsuit_amount: 300_000,
      last_action: 'Consumer Signed Settlement Agreement',
      latest_event: { action: 'signed_settlement_agreement' },
      current_action: { type: 'first_payment_made', params: { latest_payment_date: '2026-10-31' } },
      latest_historical_offer: {
        total_amount_cents: 90_000,
        payments: 3,
        first_payment_date: '2026-10-30',
        phases: [{ iterations: 3, payment_amount_cents: 30_000 }],
      },
      offer_percent: 30,
      social_security_number: { last_four: '6789' },
      customer_document: { id: id.carla, archived_by_law_firm_on: null },
    });
    // The events as stored, oldest first, with JavaScript's ISO timestamps (PostgreSQL writes this JSON).
    const stored = await t.services.db
      .select()
      .from(negotiationEvents)
      .where(eq(negotiationEvents.customerDocumentId, id.carla))
      .orderBy(asc(negotiationEvents.createdAt), asc(negotiationEvents.id));
    expect(stored).toHaveLength(5);
    expect(carla?.settlement_negotiation_events).toEqual(
      stored.map((e) => ({ id: e.id, created_at: e.createdAt.toISOString(), party: e.party, action: e.action, disclosures: e.disclosures })),
    );
    expect(carla?.latest_event).toEqual({ action: 'signed_settlement_agreement', created_at: stored.at(-1)?.createdAt.toISOString() });
    expect(Object.values(carla?.event_id_to_english_text as object)).toContain('Settlement agreement signed');
  });

  it.each([
    ['sort=amount&direction=asc', ['Eve Evans', 'Alice Able', 'Bob Baker', 'Carla Cruz']],
    ['sort=amount&direction=desc', ['Carla Cruz', 'Bob Baker', 'Alice Able', 'Eve Evans']],
    ['sort=status&direction=asc', ['Alice Able', 'Bob Baker', 'Carla Cruz', 'Eve Evans']],
    ['sort=name&direction=asc', ['Alice Able', 'Bob Baker', 'Carla Cruz', 'Eve Evans']],
    ['sort=offer_amount&direction=desc', ['Eve Evans', 'Bob Baker', 'Carla Cruz', 'Alice Able']],
    ['sort=percent&direction=asc', ['Carla Cruz', 'Alice Able', 'Bob Baker', 'Eve Evans']],
    ['sort=first_payment&direction=asc', ['Carla Cruz', 'Alice Able', 'Bob Baker', 'Eve Evans']],
    ['sort=payments&direction=desc', ['Eve Evans', 'Bob Baker', 'Alice Able', 'Carla Cruz']],
  ])('sorts with %s', async (query, expected) => {
    expect(names(await list(admin, query))).toEqual(expected);
  });

  it.each([
    ['filters[search]=BAK', ['Bob Baker']],
    ['filters[search]=2026-cv-00111', ['Alice Able']],
    ['filters[search]=000777', ['Carla Cruz']],
    ['filters[search]=%25', []],
    ['filters[status][]=Lawyer%20Counteroffer', ['Bob Baker']],
    ['filters[status]=Consumer%20Offer', ['Alice Able']],
    ['filters[current_action][]=first_payment_made', ['Carla Cruz']],
    ['filters[current_action][]=accept_or_counteroffer&filters[current_action][]=waiting_for_customer', ['Alice Able', 'Bob Baker']],
    ['filters[state][]=CA', ['Bob Baker']],
    ['filters[debt_amount][min]=1500&filters[debt_amount][max]=2500', ['Bob Baker']],
    ['filters[offer_amount][min]=500', ['Carla Cruz', 'Bob Baker']],
    ['filters[debt_amount][min]=900&filters[state][]=TX', ['Alice Able', 'Carla Cruz']],
    ['filters[archived][]=archived', ['Dan Diaz']],
    ['filters[archived][]=archived&filters[archived][]=active&sort=name&direction=asc', ['Alice Able', 'Bob Baker', 'Carla Cruz', 'Dan Diaz', 'Eve Evans']],
    ['filters[first_payment_date][min]=1794096000', ['Alice Able', 'Bob Baker']],
  ])('filters with %s', async (query, expected) => {
    const r = await list(admin, query);
    expect(names(r)).toEqual(expected);
    expect(r.total_count).toBe(expected.length);
  });

  it('filters by status date in epoch seconds', async () => {
    const tenDaysAgo = Math.floor(t.clock.now().getTime() / 1000) - 10 * 86_400;
    expect(names(await list(admin, `filters[status_date][min]=${tenDaysAgo}`))).toEqual(['Alice Able', 'Carla Cruz']);
  });

  it('pages by 25 with num_pages, and says when more exist', async () => {
    const t2 = await buildTestApp();
    try {
      const { demoFirm: firm } = await seedDemo(t2.database, t2.services.crypto);
      for (let i = 0; i < 30; i++)
        await createTestAccount(t2.services.db, t2.clock.now(), { lawFirmId: firm.id, name: `Person ${String(i).padStart(2, '0')}`, debtCents: 10_000 + i });
      const a = await collectorAgent(t2.app, 'staff@demo-law.test');
      const one = (await a.get('/collectors/api/apply_filters?sort=name&direction=asc')).json();
      expect(one.customer_info).toHaveLength(25);
      expect(one.more_pages).toBe(true);
      expect(one.total_count).toBe(30);
      const two = (await a.get('/collectors/api/apply_filters?sort=name&direction=asc&num_pages=2')).json();
      expect(two.customer_info).toHaveLength(30);
      expect(two.more_pages).toBe(false);
      expect(two.customer_info.slice(0, 25)).toEqual(one.customer_info);
    } finally {
      await t2.close();
    }
  });

  it.each([
    ['an unknown filter', 'filters[colour]=red', 'filters'],
    ['min above max', 'filters[debt_amount][min]=500&filters[debt_amount][max]=100', 'filters.debt_amount'],
    ['a non-numeric range', 'filters[offer_amount][min]=lots', 'filters.offer_amount.min'],
    ['a huge num_pages', 'num_pages=100000', 'num_pages'],
    ['num_pages zero', 'num_pages=0', 'num_pages'],
    ['an unknown status', 'filters[status][]=Nope', 'filters.status'],
    ['an unknown sort', 'sort=colour', 'sort'],
    ['a 10,000-character search', `filters[search]=${'x'.repeat(10_000)}`, 'filters.search'],
    ['a nested junk filter', 'filters[search][a][b]=1', 'filters.search'],
  ])('refuses %s with a clear 400', async (_name, query, field) => {
    const res = await admin.get(`/collectors/api/apply_filters?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
  });
});

describe('current action', () => {
  it('derives it from the events, with the accept rule', async () => {
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${id.alice}`)).json()).toEqual({
      type: 'accept_or_counteroffer',
      params: { can_accept: true },
    });
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${id.bob}`)).json()).toEqual({ type: 'waiting_for_customer', params: {} });
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${id.eve}`)).json()).toEqual({ type: null, params: {} });
  });

  it('the SQL filter agrees with the lifecycle table in every state', async () => {
    const t3 = await buildTestApp();
    try {
      const { demoFirm: firm } = await seedDemo(t3.database, t3.services.crypto);
      const expected = new Map<string, number[]>();
      for (let code = 1; code <= 10; code++) {
        // Collected: nothing, part of the agreed total, all of it, more than it.
        for (const [setup, paid, collected] of [
          [false, false, 0],
          [true, false, 0],
          [true, true, 2_500],
          [false, true, 2_500],
          [true, true, 10_000],
          [false, true, 12_000],
        ] as const) {
          const [doc] = await t3.services.db
            .insert(customerDocuments)
            .values({
              lawFirmId: firm.id,
              product: 'solosettle',
              customerName: `S${code}${setup}${paid}${collected}`,
              createdAt: t3.clock.now(),
              lastActionCode: code,
              lastActionAt: t3.clock.now(),
              paymentSetupAt: setup ? t3.clock.now() : null,
              lastPaymentAt: paid ? t3.clock.now() : null,
              offerTotalCents: 10_000,
              collectedCents: collected,
            })
            .returning();
          const type = doc ? currentActionOf(doc) : null;
          if (type && doc) expected.set(type, [...(expected.get(type) ?? []), doc.id]);
        }
      }
      const a = await collectorAgent(t3.app, 'admin@demo-law.test');
      for (const type of CURRENT_ACTION_TYPES) {
        const r = (await a.get(`/collectors/api/apply_filters?num_pages=4&filters[current_action][]=${type}`)).json();
        expect(r.customer_info.map((c: { id: number }) => c.id).sort(), type).toEqual((expected.get(type) ?? []).sort());
      }
    } finally {
      await t3.close();
    }
  });
});

describe('archive and file number', () => {
  it('archives once, refuses a stale second archive with 409, and unarchives', async () => {
    const body = { customer_document_id: id.eve };
    expect((await admin.post('/collectors/api/archive_document', body)).json()).toEqual({ ok: true });
    expect((await admin.post('/collectors/api/archive_document', body)).statusCode).toBe(409);
    expect(names(await list(admin))).not.toContain('Eve Evans');
    // An emailed link to the account still finds it, archived, so it can be unarchived from there.
    const linked = await list(admin, `filters[customer_document_id]=${id.eve}`);
    expect(names(linked)).toEqual(['Eve Evans']);
    const linkedDocument = linked.customer_info[0]?.customer_document as { archived_by_law_firm_on: string | null } | undefined;
    expect(linkedDocument?.archived_by_law_firm_on).toEqual(expect.any(String));
    expect(names(await list(admin, `filters[customer_document_id]=${id.eve}&filters[archived][]=active`))).toEqual([]);
    expect((await admin.post('/collectors/api/unarchive_document', body)).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/unarchive_document', body)).statusCode).toBe(409);
    expect(await t.services.db.$count(auditLog, eq(auditLog.action, 'account.archived'))).toBe(1);
  });

  it('updates the file number, and clears it with an empty string', async () => {
    expect((await admin.post('/collectors/api/update_file_number', { customer_document_id: id.bob, file_number: ' DLG-99 ' })).json()).toEqual({
      file_number: 'DLG-99',
    });
    expect((await admin.post('/collectors/api/update_file_number', { customer_document_id: id.bob, file_number: '' })).json()).toEqual({ file_number: null });
    expect((await admin.post('/collectors/api/update_file_number', { customer_document_id: id.bob, file_number: 'x'.repeat(65) })).statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  it("another firm's account is 404 on every route, and never listed", async () => {
    const other = id.oscar;
    const before = JSON.stringify(await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, other)));
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${other}`)).statusCode).toBe(404);
    expect((await admin.post('/collectors/api/archive_document', { customer_document_id: other })).statusCode).toBe(404);
    expect((await admin.post('/collectors/api/unarchive_document', { customer_document_id: other })).statusCode).toBe(404);
    expect((await admin.post('/collectors/api/update_file_number', { customer_document_id: other, file_number: 'MINE' })).statusCode).toBe(404);
    expect((await list(admin, `filters[customer_document_id]=${other}`)).total_count).toBe(0);
    expect(names(await list(admin, 'filters[search]=oscar'))).toEqual([]);
    expect(JSON.stringify(await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, other)))).toBe(before);
  });

  it('staff and the firm code work the firm’s accounts too', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await list(staff)).total_count).toBe(4);
    const code = await collectorAgent(t.app, { authCode: demoFirm.authCode });
    expect((await list(code)).total_count).toBe(4);
    const otherAdmin = await collectorAgent(t.app, 'admin@other-law.test');
    expect(names(await list(otherAdmin))).toEqual(['Oscar Other']);
    expect((await otherAdmin.get('/collectors/api/calculate_collector_metrics')).json().waiting_on_collector_amount).toBe(500_000);
  });

  it("says whether the viewer's own firm has payment details, on an empty page too", async () => {
    const none = await list(admin, 'filters[search]=nobody-by-this-name');
    expect(none).toMatchObject({ customer_info: [], total_count: 0, more_pages: false, has_payment_details: true });
    const otherAdmin = await collectorAgent(t.app, 'admin@other-law.test'); // Other Law has set no payee
    expect((await list(otherAdmin)).has_payment_details).toBe(false);
    expect((await list(otherAdmin, 'filters[search]=nobody-by-this-name')).has_payment_details).toBe(false);
    expect((await list(await collectorAgent(t.app, 'oncall@parley.test'))).has_payment_details).toBe(false);
  });

  it('the on-call administrator sees every firm, read-only', async () => {
    const oncall = await collectorAgent(t.app, 'oncall@parley.test');
    expect((await list(oncall)).total_count).toBe(5);
    expect((await oncall.get(`/collectors/api/get_current_action?customer_document_id=${id.oscar}`)).statusCode).toBe(200);
    expect((await oncall.post('/collectors/api/archive_document', { customer_document_id: id.alice })).statusCode).toBe(403);
    expect((await oncall.post('/collectors/api/update_file_number', { customer_document_id: id.alice, file_number: 'X' })).statusCode).toBe(403);
  });

  it('consumers and anonymous callers get 401 on every accounts route', async () => {
    const consumer = await consumerAgent(t.app);
    const anon = new BrowserAgent(t.app);
    for (const agent of [consumer, anon]) {
      for (const url of [
        '/collectors/api/calculate_collector_metrics',
        '/collectors/api/filter_values',
        '/collectors/api/apply_filters',
        `/collectors/api/get_current_action?customer_document_id=${id.alice}`,
      ]) {
        expect((await agent.get(url)).statusCode).toBe(401);
      }
      for (const url of ['/collectors/api/archive_document', '/collectors/api/unarchive_document']) {
        expect((await agent.post(url, { customer_document_id: id.alice })).statusCode).toBe(401);
      }
      expect((await agent.post('/collectors/api/update_file_number', { customer_document_id: id.alice, file_number: 'X' })).statusCode).toBe(401);
    }
  });
});

describe('filter values', () => {
  it('lists the filters with the ranges of this firm’s data', async () => {
    const filters = (await admin.get('/collectors/api/filter_values')).json().filters as { key: string; values: unknown[]; type: string }[];
    const byKey = Object.fromEntries(filters.map((f) => [f.key, f]));
    expect(Object.keys(byKey)).toEqual(
      expect.arrayContaining(['search', 'status', 'state', 'debt_amount', 'offer_amount', 'status_date', 'first_payment_date', 'archived']),
    );
    expect(byKey.state?.values).toEqual(['CA', 'TX']);
    expect(byKey.debt_amount?.values).toEqual([500, 3000]);
    expect(byKey.status?.values).toHaveLength(10);
  });
});

describe('the kept count of active accounts', () => {
  it('stays equal to a real count through inserts, archives, unarchives, moves and deletes', async () => {
    const t4 = await buildTestApp();
    try {
      const { demoFirm: a, otherFirm: b } = await seedDemo(t4.database, t4.services.crypto, { withAccounts: true, now: t4.clock.now() });
      const db = t4.services.db;
      const real = async (firm: number) =>
        db.$count(customerDocuments, and(eq(customerDocuments.lawFirmId, firm), isNull(customerDocuments.archivedByLawFirmOn)));
      const kept = async (firm: number) => (await db.select().from(lawFirmAccountCounts).where(eq(lawFirmAccountCounts.lawFirmId, firm)))[0]?.activeCount ?? 0;
      const check = async () => {
        for (const firm of [a.id, b.id]) expect(await kept(firm)).toBe(await real(firm));
      };
      await check();
      const fresh = await createTestAccount(db, t4.clock.now(), { lawFirmId: a.id, name: 'New Person', debtCents: 1000 });
      await check();
      await db.update(customerDocuments).set({ archivedByLawFirmOn: t4.clock.now() }).where(eq(customerDocuments.id, fresh));
      await check();
      await db.update(customerDocuments).set({ archivedByLawFirmOn: null }).where(eq(customerDocuments.lawFirmId, a.id));
      await check();
      await db.update(customerDocuments).set({ lawFirmId: b.id }).where(eq(customerDocuments.id, fresh));
      await check();
      await db.delete(customerDocuments).where(eq(customerDocuments.id, fresh));
      await check();
      const agent = await collectorAgent(t4.app, 'admin@demo-law.test');
      expect((await agent.get('/collectors/api/apply_filters')).json().total_count).toBe(await real(a.id));
    } finally {
      await t4.close();
    }
  });
});
