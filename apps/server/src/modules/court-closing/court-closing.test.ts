import { COURT_CLOSING_MESSAGES, CourtClosingSchema, DashboardResponseSchema } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerDocuments, negotiationEvents } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { recordPaymentReceived } from '../cases/case-store.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// The test clock starts Monday 2026-11-02 15:00 UTC.
let t: TestApp;
let demoFirm: SeededFirm;
let staff: Agent;
let otherAdmin: Agent;
let consumer: Agent;
let agreementPdf: Uint8Array;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
  otherAdmin = await collectorAgent(t.app, 'admin@other-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement');
  agreementPdf = await pdf.save();
});
afterAll(() => t.close());

/** Consumer Jordan's Texas case walked to the signed agreement: $2,000 settled of $5,000. */
async function signedCase(opts: { state?: string; lawsuitExists?: boolean } = {}): Promise<number> {
  const opened = await consumer.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: opts.state ?? 'TX',
    reference_number: '2026-CV-4242',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = opened.json().id as number;
  if (opts.lawsuitExists === false) await t.services.db.update(customerDocuments).set({ lawsuitExists: false }).where(eq(customerDocuments.id, id));
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  ok(await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 1 }));
  ok(await staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }));
  ok(
    await staff.post('/collectors/api/update_payment_details', {
      customer_document_id: id,
      file_number: 'DLG-1',
      payee: 'Demo Law Group Trust',
      recipient: 'AR',
      mailing_address: '100 Main St, Austin, TX 78701',
    }),
  );
  ok(
    await staff.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id) }, [
      { field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes: agreementPdf },
    ]),
  );
  ok(await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Jordan Miller', consent: true }));
  return id;
}

const payOff = (id: number) => t.services.db.transaction((tx) => recordPaymentReceived(tx, id, 200_000, t.clock.now()));
const status = (agent: Agent, id: number) => agent.get(`/collectors/api/court_closing?customer_document_id=${id}`);
const update = (agent: Agent, id: number, body: { judgment_entered: boolean; filed_on: string | null }) =>
  agent.post('/collectors/api/court_closing', { customer_document_id: id, ...body });
const paper = async (id: number) => {
  const res = await staff.post('/collectors/api/court_closing/document', { customer_document_id: id });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await extractPdfText(res.rawPayload)).flat;
};

describe('closing the court side of a paid-off lawsuit (issue 37.9)', () => {
  it('has nothing to close before payoff, and for a paid-off debt that was never a lawsuit', async () => {
    const id = await signedCase();
    const early = await status(staff, id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe(COURT_CLOSING_MESSAGES.notNeeded);
    expect((await staff.post('/collectors/api/court_closing/document', { customer_document_id: id })).statusCode).toBe(422);

    const collection = await signedCase({ lawsuitExists: false });
    expect(await payOff(collection)).not.toBeNull();
    expect((await status(staff, collection)).statusCode).toBe(422);
  });

  it('tells the firm which paper ends the case and by when, and draws it up in the state’s form', async () => {
    const id = await signedCase();
    expect(await payOff(id)).toMatchObject({ id });
    // A second payment does not pay it off again.
    expect(await t.services.db.transaction((tx) => recordPaymentReceived(tx, id, 1, t.clock.now()))).toBeNull();

    const view = CourtClosingSchema.parse((await status(staff, id)).json());
    expect(view).toEqual({
      kind: 'stipulation_of_dismissal',
      title: 'Agreed Motion to Dismiss With Prejudice',
      judgment_entered: false,
      paid_off_on: '2026-11-02',
      due_on: '2026-12-02',
      filed_on: null,
    });
    const dismissal = await paper(id);
    for (const words of [
      'AGREED MOTION TO DISMISS WITH PREJUDICE',
      'MIDLAND FUNDING LLC',
      'JORDAN MILLER',
      '2026-CV-4242',
      'dismissed with prejudice, each party to bear its own costs',
      'Demo Law Group',
      'The settlement agreement promises this filing by December 2, 2026.',
    ])
      expect(dismissal).toContain(words);
    expect(dismissal).not.toContain('ACKNOWLEDGMENT');

    // A judgment was entered: the paper is Texas's release of judgment, with a notary's acknowledgment.
    const judged = await update(staff, id, { judgment_entered: true, filed_on: null });
    expect(judged.statusCode, judged.body).toBe(200);
    expect(judged.json()).toMatchObject({ kind: 'satisfaction_of_judgment', title: 'Release of Judgment', filed_on: null });
    const release = await paper(id);
    expect(release).toContain('RELEASE OF JUDGMENT');
    expect(release).toContain('has been satisfied in full');
    expect(release).toContain('ACKNOWLEDGMENT');
  });

  it('refuses a filing date in the future or before the payoff, and changes nothing', async () => {
    const id = await signedCase();
    await payOff(id);
    for (const [filed_on, message] of [
      ['2026-11-03', COURT_CLOSING_MESSAGES.filedInFuture],
      ['2026-11-01', COURT_CLOSING_MESSAGES.filedBeforePayoff],
    ] as const) {
      const res = await update(staff, id, { judgment_entered: true, filed_on });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, fields: { filed_on: message } });
    }
    const bad = await update(staff, id, { judgment_entered: false, filed_on: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(CourtClosingSchema.parse((await status(staff, id)).json())).toMatchObject({ judgment_entered: false, filed_on: null });
  });

  it('records the filing once, in the case history and the audit log, and the consumer sees it', async () => {
    const id = await signedCase();
    await payOff(id);
    const closeStep = async () => {
      const body = DashboardResponseSchema.parse((await consumer.get('/my_dashboard.json')).json());
      const doc = body.cases.flatMap((c) => c.documents).find((d) => d.id === id);
      return doc?.sectioned_steps.flatMap((s) => s.steps).find((s) => s.key === 'close_lawsuit');
    };
    expect(await closeStep()).toMatchObject({ title: 'Law firm closes the lawsuit in court', completed: false, current: true });
    // It waits in the firm's work queue, due when the agreement says, until it is filed.
    const queued = async () =>
      (
        (await staff.get('/collectors/api/work_queue?owner=unassigned')).json().items as {
          kind: string;
          customer_document_id: number;
          title: string;
          due: string;
        }[]
      ).filter((item) => item.customer_document_id === id);
    expect(await queued()).toEqual([expect.objectContaining({ kind: 'court_closing', title: 'Close the lawsuit', due: '2026-12-02T15:00:00.000Z' })]);

    for (let i = 0; i < 2; i++) {
      const filed = await update(staff, id, { judgment_entered: false, filed_on: '2026-11-02' });
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json()).toMatchObject({ filed_on: '2026-11-02' });
    }
    const events = await t.services.db
      .select()
      .from(negotiationEvents)
      .where(and(eq(negotiationEvents.customerDocumentId, id), eq(negotiationEvents.action, 'court_case_closed')));
    expect(events).toHaveLength(1);
    expect(await closeStep()).toMatchObject({ completed: true });
    expect(await queued()).toEqual([]);
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'court_closing.updated'));
    expect(audits.some((a) => (a.details as Record<string, unknown>).customer_document_id === id)).toBe(true);

    // A mistaken "filed" is taken back: the step is open again.
    expect((await update(staff, id, { judgment_entered: false, filed_on: null })).json()).toMatchObject({ filed_on: null });
    expect(await closeStep()).toMatchObject({ completed: false });
  });

  it('is the firm’s own: another firm finds nothing, a consumer is refused', async () => {
    const id = await signedCase();
    await payOff(id);
    expect((await status(otherAdmin, id)).statusCode).toBe(404);
    expect((await update(otherAdmin, id, { judgment_entered: true, filed_on: null })).statusCode).toBe(404);
    expect((await consumer.get(`/collectors/api/court_closing?customer_document_id=${id}`)).statusCode).toBe(401);
    expect(CourtClosingSchema.parse((await status(staff, id)).json()).judgment_entered).toBe(false);
  });
});
