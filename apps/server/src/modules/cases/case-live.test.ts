import { CASE_EVENTS, type CaseChangeMessage, type CaseMetricsMessage, type FirmCaseChangeMessage } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { recorder } from '../../test/processes.js';
import { socketPool } from '../../test/sockets.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { appendNegotiationEvent } from './case-store.js';

// Issue 19.3: every committed change to a case reaches, live, everyone entitled to see the case —
// the firm's staff, the on-call administrator and the consumer — and no one else.

let t: TestApp;
let demoFirm: SeededFirm;
let jordan: Agent;
let staff: Agent;
const sockets = socketPool();

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  await sockets.listen(t.app);
  jordan = await consumerAgent(t.app, 'consumer@demo.test');
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('case changes, live', () => {
  it("pushes each move to the firm's staff, the on-call administrator and the consumer, and to no other firm or consumer", async () => {
    const [staffSocket, onCallSocket, otherFirmSocket, jordanSocket, caseySocket] = await Promise.all([
      sockets.live(staff, 'collector'),
      sockets.live(await collectorAgent(t.app, 'oncall@parley.test'), 'collector'),
      sockets.live(await collectorAgent(t.app, 'admin@other-law.test'), 'collector'),
      sockets.live(jordan, 'consumer'),
      sockets.live(await consumerAgent(t.app, 'consumer2@demo.test'), 'consumer'),
    ]);
    const seen = {
      staff: recorder<CaseChangeMessage>(staffSocket, CASE_EVENTS.changed).seen,
      onCall: recorder<CaseChangeMessage>(onCallSocket, CASE_EVENTS.changed).seen,
      otherFirm: recorder<CaseChangeMessage>(otherFirmSocket, CASE_EVENTS.changed).seen,
      jordan: recorder<CaseChangeMessage>(jordanSocket, CASE_EVENTS.changed).seen,
      casey: recorder<CaseChangeMessage>(caseySocket, CASE_EVENTS.changed).seen,
    };

    const opened = await jordan.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Midland Funding LLC',
      amount_owed_cents: 500_000,
      state: 'TX',
      reference_number: 'CV-1',
    });
    const id = opened.json().id as number;
    expect(
      (await jordan.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-20', payments: 4 })).statusCode,
    ).toBe(200);
    const counter = await staff.post('/collectors/api/create_counteroffer', {
      customer_document_id: id,
      disclosures: [],
      offers: [{ total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 2 }],
    });
    expect(counter.statusCode, counter.body).toBe(200);
    await settle();

    const kinds = (messages: CaseChangeMessage[]) => messages.filter((m) => m.case_id === id).map((m) => [m.kind, m.party, m.current_action]);
    const story = [
      ['created', 'consumer', null],
      ['offer', 'consumer', 'accept_or_counteroffer'],
      ['counteroffer', 'law_firm', 'waiting_for_customer'],
    ];
    expect(kinds(seen.staff)).toEqual(story);
    expect(kinds(seen.onCall)).toEqual(story);
    expect(kinds(seen.jordan)).toEqual(story);
    expect(seen.otherFirm).toEqual([]);
    expect(seen.casey).toEqual([]);
  });

  it("brings the firm's tabs the changed row and the firm's metrics, and the consumer only the change (issue 40.4)", async () => {
    const [staffSocket, onCallSocket, jordanSocket] = await Promise.all([
      sockets.live(staff, 'collector'),
      sockets.live(await collectorAgent(t.app, 'oncall@parley.test'), 'collector'),
      sockets.live(jordan, 'consumer'),
    ]);
    const staffSeen = recorder<FirmCaseChangeMessage>(staffSocket, CASE_EVENTS.changed).seen;
    const staffMetrics = recorder<CaseMetricsMessage>(staffSocket, CASE_EVENTS.metrics).seen;
    const onCallSeen = recorder<FirmCaseChangeMessage>(onCallSocket, CASE_EVENTS.changed).seen;
    const onCallMetrics = recorder<CaseMetricsMessage>(onCallSocket, CASE_EVENTS.metrics).seen;
    const jordanSeen = recorder<FirmCaseChangeMessage>(jordanSocket, CASE_EVENTS.changed).seen;
    const opened = await jordan.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Delta Row Funding',
      amount_owed_cents: 400_000,
      state: 'TX',
    });
    const id = opened.json().id as number;
    const offer = await jordan.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 100_000, first_payment_date: '2026-11-20', payments: 2 });
    expect(offer.statusCode, offer.body).toBe(200);
    await settle();

    // The row is the list's own: what the firm's list returns for this account now.
    const listed = await staff.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`);
    const [now] = listed.json().customer_info;
    const last = staffSeen.filter((m) => m.case_id === id).at(-1);
    expect(last?.kind).toBe('offer');
    expect(last?.row).toEqual(now);
    expect(last?.row?.current_action.type).toBe('accept_or_counteroffer');
    expect(last?.row?.status_date).not.toBeNull();
    expect(onCallSeen.filter((m) => m.case_id === id).at(-1)?.row).toEqual(now);
    // The consumer hears of the change, never the firm's view of the account.
    expect(jordanSeen.filter((m) => m.case_id === id).map((m) => [m.kind, 'row' in m])).toEqual([
      ['created', false],
      ['offer', false],
    ]);
    // One metrics read follows the burst, equal to what the strip would ask for; the on-call
    // administrator's strip spans every firm, so it asks.
    const metrics = (await staff.get('/collectors/api/calculate_collector_metrics')).json();
    expect(staffMetrics.length).toBeGreaterThanOrEqual(1);
    expect(staffMetrics.at(-1)?.metrics).toEqual(metrics);
    expect(onCallMetrics).toEqual([]);
  });

  it('pushes the dispute moves both ways: the notice delivered, the dispute filed, the verification uploaded', async () => {
    const [staffSocket, jordanSocket] = await Promise.all([sockets.live(staff, 'collector'), sockets.live(jordan, 'consumer')]);
    const seenByStaff = recorder<CaseChangeMessage>(staffSocket, CASE_EVENTS.changed).seen;
    const seenByJordan = recorder<CaseChangeMessage>(jordanSocket, CASE_EVENTS.changed).seen;
    const opened = await jordan.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Midland Funding LLC',
      amount_owed_cents: 500_000,
      state: 'TX',
    });
    const id = opened.json().id as number;
    const disputed = await jordan.post(`/api/v1/settlement_cases/${id}/disputes`, { kind: 'dispute', scope: 'all', reason: 'not_my_debt' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Verification of the debt.');
    const verified = await staff.multipart('/collectors/api/upload_dispute_verification', { customer_document_id: String(id) }, [
      { field: 'file', filename: 'verification.pdf', contentType: 'application/pdf', bytes: await pdf.save() },
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    await settle();
    const kinds = (messages: CaseChangeMessage[]) => messages.filter((m) => m.case_id === id).map((m) => [m.kind, m.party]);
    const story = [
      ['created', 'consumer'],
      ['validation_notice_delivered', 'law_firm'],
      ['disputed', 'consumer'],
      ['dispute_verified', 'law_firm'],
    ];
    expect(kinds(seenByStaff)).toEqual(story);
    expect(kinds(seenByJordan)).toEqual(story);
  });

  it('announces nothing for a move that is refused or rolled back', async () => {
    const staffSocket = await sockets.live(staff, 'collector');
    const seen = recorder<CaseChangeMessage>(staffSocket, CASE_EVENTS.changed).seen;
    const [jordanUser] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
    const id = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, userId: jordanUser?.id, name: 'Jordan', debtCents: 100_000 });
    await settle();
    seen.length = 0;

    // Refused by the lifecycle table: the firm cannot accept before there is an offer.
    expect((await staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] })).statusCode).toBe(409);
    // Written, then rolled back by a later failure in the same transaction.
    await expect(
      t.services.db.transaction(async (tx) => {
        await appendNegotiationEvent(tx, {
          documentId: id,
          party: 'consumer',
          action: 'offer',
          at: t.clock.now(),
          offers: [{ totalAmountCents: 50_000, payments: 1, firstPaymentDate: '2026-11-20', phases: [{ iterations: 1, payment_amount_cents: 50_000 }] }],
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    await settle();
    expect(seen).toEqual([]);
  });
});
