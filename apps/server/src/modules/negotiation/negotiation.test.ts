import { ESIGN_CONSENT_TEXT, SIGNATURE_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, historicalOffers, mailOutbox, negotiationEvents, settlementAgreements, users } from '../../db/schema/index.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { sha256Hex } from '../documents/index.js';

// The test clock starts Monday 2026-11-02 15:00 UTC: the valid first payment date is 2026-11-05.
let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
let staff: Agent;
let otherAdmin: Agent;
let onCall: Agent;
let consumer: Agent;
let consumer2: Agent;
let agreementPdf: Uint8Array;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  staff = await collectorAgent(t.app, 'staff@demo-law.test');
  otherAdmin = await collectorAgent(t.app, 'admin@other-law.test');
  onCall = await collectorAgent(t.app, 'oncall@parley.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement between Demo Law Group and the consumer.');
  agreementPdf = await pdf.save();
});
afterAll(() => t.close());

async function openCase(who = consumer, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await who.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
    reference_number: '2026-CV-4242',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const offer = (who: Agent, id: number, body: Record<string, unknown> = {}) =>
  who.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 4, ...body });
const currentAction = async (id: number) => (await admin.get(`/collectors/api/get_current_action?customer_document_id=${id}`)).json().type;
const uploadAgreement = (who: Agent, id: number, bytes = agreementPdf, filename = 'agreement.pdf') =>
  who.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id), 'disclosures[]': ['Sent by Demo Law Group'] }, [
    { field: 'file', filename, contentType: 'application/pdf', bytes },
  ]);
const twoTierCounter = (id: number) => ({
  customer_document_id: id,
  disclosures: ['', 'Call us with questions'],
  offers: [
    {
      total_amount: '3,000.00',
      first_payment_date: '2026-11-20',
      phases: [
        { index: 0, payment_amount_cents: '50000', iterations: 2 },
        { index: 1, payment_amount_cents: '25000', iterations: 8 },
      ],
    },
    { total_amount: 2800, first_payment_date: '2026-11-20', phases: [], payments: 1 },
  ],
});

describe('a negotiation from first offer to signed agreement', () => {
  it('walks every step on both sides and ends waiting for the first payment', async () => {
    const id = await openCase();
    let view = (await consumer.get(`/api/v1/settlement_cases/${id}`)).json();
    expect(view).toMatchObject({ stage: 'make_offer', law_firm_name: 'Demo Law Group', law_firm_on_parley: true, valid_first_payment_date: '2026-11-05' });

    expect((await offer(consumer, id)).statusCode).toBe(200);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');

    const counter = await staff.post('/collectors/api/create_counteroffer', twoTierCounter(id));
    expect(counter.statusCode, counter.body).toBe(200);
    expect(await currentAction(id)).toBe('waiting_for_customer');
    const [event] = await t.services.db
      .select()
      .from(negotiationEvents)
      .where(eq(negotiationEvents.customerDocumentId, id))
      .orderBy(negotiationEvents.id)
      .offset(1);
    expect(event?.disclosures).toEqual(['This counteroffer is a communication from a debt collector', 'Call us with questions']);

    view = (await consumer.get(`/api/v1/settlement_cases/${id}`)).json();
    expect(view.stage).toBe('respond_to_counteroffer');
    expect(view.firm_offers.map((o: { total_amount_cents: number; phases: unknown }) => [o.total_amount_cents, o.phases])).toEqual([
      [
        300_000,
        [
          { iterations: 2, payment_amount_cents: 50_000 },
          { iterations: 8, payment_amount_cents: 25_000 },
        ],
      ],
      [280_000, [{ iterations: 1, payment_amount_cents: 280_000 }]],
    ]);

    const accepted = await consumer.post(`/api/v1/settlement_cases/${id}/accept`, { offer_id: view.firm_offers[0].id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ stage: 'waiting_for_agreement', agreed_offer: { total_amount_cents: 300_000, payments: 10 } });
    expect(await currentAction(id)).toBe('request_payment_details');
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc).toMatchObject({ lastActionCode: 6, offerTotalCents: 300_000, offerTiers: 2, offerPayments: 10 });

    const details = await staff.post('/collectors/api/update_payment_details', {
      customer_document_id: id,
      file_number: 'DLG-77',
      payee: 'Demo Law Group Trust Account',
      recipient: 'Accounts Receivable',
      mailing_address: '100 Main St, Austin, TX 78701',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(await currentAction(id)).toBe('request_settlement_agreement');

    expect((await uploadAgreement(staff, id)).statusCode).toBe(200);
    expect(await currentAction(id)).toBe('waiting_for_signed_settlement_agreement');
    view = (await consumer.get(`/api/v1/settlement_cases/${id}`)).json();
    expect(view).toMatchObject({ stage: 'sign_agreement', payment_details: { payee: 'Demo Law Group Trust Account', file_number: 'DLG-77' } });
    const download = await consumer.get(`/api/v1/settlement_cases/${id}/agreement`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const signed = await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Jordan Miller', consent: true }, { headers: {} });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().stage).toBe('signed');
    expect(await currentAction(id)).toBe('waiting_for_payment');
    const [agreement] = await t.services.db.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, id));
    expect(agreement).toMatchObject({ signerName: 'Jordan Miller', signerIp: '127.0.0.1' });
    expect(agreement?.signedAt?.toISOString()).toBe(t.clock.now().toISOString());
    // Both copies are sealed at rest: the database holds no PDF, the download opens it.
    for (const stored of [agreement?.content, agreement?.signedContent]) {
      expect(Buffer.from(stored as Uint8Array).includes('%PDF')).toBe(false);
      expect(Buffer.from(stored as Uint8Array).includes('Jordan Miller')).toBe(false);
    }
    const signedCopy = await t.services.negotiation.agreementPdf(id);
    expect(signedCopy?.filename).toMatch(/-signed\.pdf$/);
    const signedText = await extractPdfText(signedCopy?.bytes as Uint8Array);
    expect(signedText.text).toContain('Electronic signature certificate');
    expect(signedText.text).toContain('/s/ Jordan Miller');
    expect(signedText.text).toContain(agreement?.sha256);
    const firmCopy = await staff.post('/collectors/api/settlement_agreement', { customer_document_id: id });
    expect((await extractPdfText(firmCopy.rawPayload)).text).toContain('Electronic signature certificate');
  });
});

describe('the typed signature', () => {
  /** A case waiting for the consumer's signature on the firm's own PDF, its consumer named `legalName`. */
  async function caseToSign(legalName: string, pdf?: (id: number) => Promise<Uint8Array>): Promise<number> {
    const id = await openCase();
    // As a claimed portfolio account, or a name corrected on the intake summary: the case's name is the legal name.
    await t.services.db.update(customerDocuments).set({ customerName: legalName }).where(eq(customerDocuments.id, id));
    await offer(consumer, id);
    await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    const details = {
      customer_document_id: id,
      file_number: 'F-1',
      payee: 'Demo Law Group Trust',
      recipient: 'AR',
      mailing_address: '100 Main St, Austin, TX 78701',
    };
    expect((await staff.post('/collectors/api/update_payment_details', details)).statusCode).toBe(200);
    expect((await uploadAgreement(staff, id, pdf ? await pdf(id) : agreementPdf)).statusCode).toBe(200);
    return id;
  }
  const agreementRow = async (id: number) =>
    (await t.services.db.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, id)))[0];
  const browser = 'Mozilla/5.0 (Parley test) Firefox/140.0';

  it("refuses a name that is not the consumer's with 422 and the message on the field, and keeps nothing", async () => {
    const id = await caseToSign('María J. López');
    const before = {
      agreement: await agreementRow(id),
      events: await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id)),
    };
    for (const typed of ['Mickey Mouse', 'M Lopez', 'Lopez Maria', 'Maria']) {
      const res = await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: typed, consent: true });
      expect(res.statusCode, typed).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'RULE_VIOLATED',
        error: SIGNATURE_MESSAGES.nameMismatch,
        fields: { typed_name: SIGNATURE_MESSAGES.nameMismatch },
      });
    }
    expect(await agreementRow(id)).toEqual(before.agreement);
    expect(before.agreement).toMatchObject({ signedAt: null, signedContent: null, signerName: null });
    expect(await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id))).toEqual(before.events);
    expect(await currentAction(id)).toBe('waiting_for_signed_settlement_agreement');
    expect((await consumer.get(`/api/v1/settlement_cases/${id}`)).json()).toMatchObject({ stage: 'sign_agreement', agreement: { signed_at: null } });
  });

  it('signs with the legal name in another case, spacing and without accents, and the certificate says what, when, from where and the consent', async () => {
    const id = await caseToSign('María J. López');
    const typed = 'maria   LOPEZ';
    const res = await consumer.post(
      `/api/v1/settlement_cases/${id}/sign`,
      { typed_name: `  ${typed} `, consent: true },
      { headers: { 'user-agent': browser } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stage).toBe('signed');
    expect(await agreementRow(id)).toMatchObject({ signerName: typed, signerIp: '127.0.0.1', signerUserAgent: browser, consentText: ESIGN_CONSENT_TEXT });

    const pdf = await consumer.get(`/api/v1/settlement_cases/${id}/agreement`);
    const read = await extractPdfText(pdf.rawPayload);
    // The added signature page prints the legal name under the typed signature.
    const signaturePage = (read.pages[read.pageCount - 2] ?? []).join(' ');
    expect(signaturePage).toContain('Consumer signature page');
    expect(signaturePage).toContain('María J. López');
    const certificate = read.pages[read.pageCount - 1]!.join('\n').replace(/[ \t]+/g, ' ');
    const flat = certificate.replace(/\s+/g, ' ');
    expect(certificate).toContain('Electronic signature certificate');
    expect(certificate).toContain('SIGNER María J. López, as named in the document');
    expect(certificate).toContain('TYPED SIGNATURE /s/ maria LOPEZ');
    expect(certificate).toContain(`SIGNED AT (UTC) ${t.clock.now().toISOString()}`);
    expect(certificate).toContain('IP ADDRESS 127.0.0.1');
    expect(flat).toContain(`USER AGENT ${browser}`);
    expect(flat).toContain(ESIGN_CONSENT_TEXT);
  });

  it("checks a Parley-drafted agreement against the name it prints, even when the case's name changed since", async () => {
    const draft = async (id: number) => (await admin.post('/collectors/api/settlement_agreement', { customer_document_id: id })).rawPayload;
    let drafted: Uint8Array = new Uint8Array();
    const id = await caseToSign('Jordan Miller', async (id) => {
      drafted = await draft(id);
      return drafted;
    });
    expect((await extractPdfText(drafted)).flat).toContain('Jordan Miller');
    await t.services.db.update(customerDocuments).set({ customerName: 'Casey Consumer' }).where(eq(customerDocuments.id, id));
    const wrong = await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Casey Consumer', consent: true });
    expect(wrong.statusCode).toBe(422);
    const right = await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'jordan miller', consent: true });
    expect(right.statusCode, right.body).toBe(200);
    const read = await extractPdfText((await consumer.get(`/api/v1/settlement_cases/${id}/agreement`)).rawPayload);
    expect(read.items.filter((item) => item.str === '/s/ jordan miller')).not.toHaveLength(0);
    expect(read.pages[read.pageCount - 1]).toContain('SIGNER Jordan Miller, as named in the document');
  });
});

describe('generated documents', () => {
  it('drafts the agreement and the authorization letter from the agreed terms, and refuses before there are any', async () => {
    const id = await openCase();
    await offer(consumer, id, { total_amount_cents: 150_000, payments: 3 });
    const early = await admin.post('/collectors/api/settlement_agreement', { customer_document_id: id });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('The documents can be drawn up once both sides have agreed on the terms.');
    await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });

    const agreement = await admin.post('/collectors/api/settlement_agreement', { customer_document_id: id });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(agreement.rawPayload)).flat;
    for (const expected of [
      'Demo Law Group',
      'Jordan Miller',
      'Midland Funding LLC',
      '2026-CV-4242',
      '$1,500.00',
      '$5,000.00',
      'Demo Law Group Trust Account',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/settled in full/i);
    expect(text).toMatch(/credit report/i);
    expect(text).toMatch(/releas/i);
    expect(text).toContain('November 10, 2026');
    expect(text).toContain('January 10, 2027');

    const letter = await staff.post('/collectors/api/render_document', { customer_document_id: id });
    const letterText = (await extractPdfText(letter.rawPayload)).flat;
    expect(letterText).toMatch(/authoriz/i);
    expect(letterText).toContain('Parley');
    expect(letterText).toContain('$500.00');
    expect((await onCall.post('/collectors/api/render_document', { customer_document_id: id })).statusCode).toBe(200);
    expect((await otherAdmin.post('/collectors/api/render_document', { customer_document_id: id })).statusCode).toBe(404);
  });

  it("draws them up in the consumer's language: the Spanish translation, then the English original", async () => {
    expect((await consumer2.put('/api/v1/language', { language: 'es' })).statusCode).toBe(200);
    try {
      const id = await openCase(consumer2);
      await offer(consumer2, id, { total_amount_cents: 150_000, payments: 3 });
      await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
      const agreement = (await extractPdfText((await admin.post('/collectors/api/settlement_agreement', { customer_document_id: id })).rawPayload)).flat;
      expect(agreement).toContain('Acuerdo de liquidación de deuda');
      expect(agreement).toContain('10 de noviembre de 2026');
      expect(agreement).toContain('$1,500.00');
      expect(agreement).toContain('1. The parties');
      const letter = (await extractPdfText((await staff.post('/collectors/api/render_document', { customer_document_id: id })).rawPayload)).flat;
      expect(letter).toContain('Autorización de pago');
      expect(letter).toContain('What I authorize');
    } finally {
      await consumer2.put('/api/v1/language', { language: 'en' });
    }
  });
});

describe('the state machine', () => {
  const o = (totalCents: number) => ({ totalCents, payments: 2, firstPaymentDate: '2026-11-10' });
  const offer1 = { party: 'consumer', action: 'offer', offer: o(100_000), daysAgo: 9 } as const;
  const counter = { party: 'law_firm', action: 'counteroffer', offer: o(200_000), daysAgo: 8 } as const;
  const accept = { party: 'law_firm', action: 'accept', daysAgo: 7 } as const;
  // Every last-action status (and none), reached through the runtime writer.
  const STATES = {
    'no offer yet': [],
    'Consumer Offer': [offer1],
    'Lawyer Sent Confusing Response to Offer': [offer1, { party: 'law_firm', action: 'sent_confusing_response_to_offer', daysAgo: 8 }],
    'Consumer Counteroffer': [offer1, counter, { party: 'consumer', action: 'counteroffer', offer: o(150_000), daysAgo: 7 }],
    'Lawyer Counteroffer': [offer1, counter],
    'Lawyer Accept': [offer1, accept],
    'Consumer Accept': [offer1, counter, { party: 'consumer', action: 'accept', daysAgo: 7 }],
    'Lawyer Sent Confusing Response To Payment Details Request': [
      offer1,
      accept,
      { party: 'law_firm', action: 'sent_confusing_response_to_payment_details_request', daysAgo: 6 },
    ],
    'Lawyer Sent Payment Details': [offer1, accept, { party: 'law_firm', action: 'sent_payment_details', daysAgo: 6 }],
    'Lawyer Sent Settlement Agreement': [
      offer1,
      accept,
      { party: 'law_firm', action: 'sent_payment_details', daysAgo: 6 },
      { party: 'law_firm', action: 'sent_settlement_agreement', daysAgo: 5 },
    ],
    'Consumer Signed Settlement Agreement': [
      offer1,
      accept,
      { party: 'law_firm', action: 'sent_payment_details', daysAgo: 6 },
      { party: 'law_firm', action: 'sent_settlement_agreement', daysAgo: 5 },
      { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 4 },
    ],
  } as const;
  type State = keyof typeof STATES;
  const paymentDetails = (id: number) => ({
    customer_document_id: id,
    file_number: 'F-1',
    payee: 'Demo Law Group',
    recipient: 'AR',
    mailing_address: '1 Main St, Austin, TX 78701',
  });
  const ACTIONS: Record<string, { allowedIn: State[]; run: (id: number) => Promise<{ statusCode: number; body: string }> }> = {
    'firm accepts': {
      allowedIn: ['Consumer Offer', 'Lawyer Sent Confusing Response to Offer', 'Consumer Counteroffer'],
      run: (id) => staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }),
    },
    'firm counters': {
      allowedIn: ['Consumer Offer', 'Lawyer Sent Confusing Response to Offer', 'Consumer Counteroffer'],
      run: (id) => staff.post('/collectors/api/create_counteroffer', twoTierCounter(id)),
    },
    'firm sends payment details': {
      allowedIn: ['Lawyer Accept', 'Consumer Accept', 'Lawyer Sent Confusing Response To Payment Details Request'],
      run: (id) => staff.post('/collectors/api/update_payment_details', paymentDetails(id)),
    },
    'firm sends the agreement': { allowedIn: ['Lawyer Sent Payment Details'], run: (id) => uploadAgreement(staff, id) },
    'consumer offers': { allowedIn: ['no offer yet', 'Lawyer Counteroffer'], run: (id) => offer(consumer2, id) },
    'consumer accepts a counteroffer': {
      allowedIn: ['Lawyer Counteroffer'],
      run: async (id) => {
        const [firmOffer] = await t.services.db
          .select()
          .from(historicalOffers)
          .where(and(eq(historicalOffers.customerDocumentId, id), eq(historicalOffers.party, 'law_firm')));
        return consumer2.post(`/api/v1/settlement_cases/${id}/accept`, { offer_id: firmOffer?.id ?? 1 });
      },
    },
    'consumer signs': {
      allowedIn: ['Lawyer Sent Settlement Agreement'],
      run: (id) => consumer2.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Casey Nguyen', consent: true }),
    },
  };

  for (const [actionName, action] of Object.entries(ACTIONS)) {
    it(`${actionName}: allowed only in ${action.allowedIn.join(', ')}; 409 and nothing written in every other state`, async () => {
      // The second demo consumer owns these cases: the offers here stay within the first one's rate limit.
      const [casey] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer2@demo.test'));
      for (const [state, steps] of Object.entries(STATES) as [State, (typeof STATES)[State]][]) {
        const id = await createTestAccount(t.services.db, t.clock.now(), {
          lawFirmId: demoFirm.id,
          userId: casey?.id,
          name: 'Casey Nguyen',
          debtCents: 500_000,
          steps: [...steps],
        });
        if (state === 'Lawyer Sent Settlement Agreement') {
          await t.services.db
            .insert(settlementAgreements)
            .values({ customerDocumentId: id, filename: 'a.pdf', content: agreementPdf, sha256: sha256Hex(agreementPdf), createdAt: t.clock.now() });
        }
        const before = await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id));
        const res = await action.run(id);
        const allowed = action.allowedIn.includes(state);
        expect(res.statusCode, `${actionName} in ${state}: ${res.body}`).toBe(allowed ? 200 : 409);
        const after = await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id));
        expect(after.length, `${actionName} in ${state}`).toBe(before.length + (allowed ? 1 : 0));
      }
    });
  }
});

describe('illegal and stale transitions change nothing', () => {
  it('refuses every firm action that does not fit the current step with 409', async () => {
    const id = await openCase();
    const before = await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id));
    const details = { customer_document_id: id, file_number: 'F', payee: 'P', recipient: 'R', mailing_address: '1 Main St' };
    for (const res of [
      await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }),
      await admin.post('/collectors/api/create_counteroffer', twoTierCounter(id)),
      await admin.post('/collectors/api/update_payment_details', details),
      await uploadAgreement(admin, id),
      await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Jordan Miller', consent: true }),
      await consumer.post(`/api/v1/settlement_cases/${id}/accept`, { offer_id: 1 }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatch(/moved on|no longer open/);
    }
    expect(await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id))).toEqual(before);
  });

  it('lets only one of two staff accepting at once win; the other gets 409', async () => {
    const id = await openCase();
    await offer(consumer, id);
    const results = await Promise.all([
      admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }),
      staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const accepts = (await t.services.db.select().from(negotiationEvents).where(eq(negotiationEvents.customerDocumentId, id))).filter(
      (e) => e.action === 'accept',
    );
    expect(accepts).toHaveLength(1);
    // A replay of the same request is stale too.
    expect((await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] })).statusCode).toBe(409);
  });

  it("refuses the consumer's accept of a counteroffer whose first payment date has passed since it was sent", async () => {
    const [casey] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer2@demo.test'));
    const id = await createTestAccount(t.services.db, t.clock.now(), {
      lawFirmId: demoFirm.id,
      userId: casey?.id,
      name: 'Casey Nguyen',
      debtCents: 100_000,
      steps: [
        { party: 'consumer', action: 'offer', offer: { totalCents: 30_000, payments: 1, firstPaymentDate: '2026-10-20' }, daysAgo: 30 },
        { party: 'law_firm', action: 'counteroffer', offer: { totalCents: 50_000, payments: 2, firstPaymentDate: '2026-10-25' }, daysAgo: 29 },
      ],
    });
    const [firmOffer] = await t.services.db
      .select()
      .from(historicalOffers)
      .where(and(eq(historicalOffers.customerDocumentId, id), eq(historicalOffers.party, 'law_firm')));
    const res = await consumer2.post(`/api/v1/settlement_cases/${id}/accept`, { offer_id: firmOffer?.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatch(/^The first payment date of this offer is too soon to accept: the earliest is .+\. Please send a counteroffer instead\.$/);
    expect(await currentAction(id)).toBe('waiting_for_customer');
  });

  it('refuses an accept whose first payment date is before valid_first_payment_date', async () => {
    const id = await createTestAccount(t.services.db, t.clock.now(), {
      lawFirmId: demoFirm.id,
      name: 'Early Payer',
      debtCents: 100_000,
      steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 40_000, payments: 2, firstPaymentDate: '2026-11-04' }, daysAgo: 1 }],
    });
    const res = await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'The first payment date of this offer is too soon to accept: the earliest is November 5, 2026. Please send a counteroffer instead.',
    );
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
  });

  it('takes a consumer offer in tiers, which must pay the total to the cent', async () => {
    const id = await openCase();
    const tiers = [
      { payment_amount_cents: 20_000, iterations: 3 },
      { payment_amount_cents: 50_000, iterations: 2 },
    ];
    const short = await offer(consumer, id, { total_amount_cents: 160_001, payments: null, phases: tiers });
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toBe('Remaining balance must be $0.00 (it is $0.01)');
    expect((await offer(consumer, id, { total_amount_cents: 160_000, payments: null, phases: tiers })).statusCode).toBe(200);
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc).toMatchObject({ offerTotalCents: 160_000, offerTiers: 2, offerPayments: 5 });
  });

  it('the consumer cannot offer while the firm holds the turn', async () => {
    const id = await openCase();
    await offer(consumer, id);
    expect((await offer(consumer, id)).statusCode).toBe(409);
  });
});

describe('counteroffer validation', () => {
  it('names the invalid offer and its errors, and saves none of them', async () => {
    const id = await openCase();
    await offer(consumer, id);
    const body = twoTierCounter(id);
    body.offers[1] = { total_amount: '2800', first_payment_date: '2026-11-04', phases: [], payments: null } as never;
    const res = await admin.post('/collectors/api/create_counteroffer', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 'RULE_VIOLATED',
      offer_index: 1,
      errors: ['First payment date must be on or after 11/05/2026', 'Number of payments is required'],
      error: 'Offer 2 is invalid: First payment date must be on or after 11/05/2026, Number of payments is required',
    });
    const tiers = twoTierCounter(id);
    tiers.offers[0]?.phases.pop();
    const lone = await admin.post('/collectors/api/create_counteroffer', tiers);
    expect(lone.json().errors).toEqual(['A tier split needs at least 2 tiers', 'Remaining balance must be $0.00 (it is $2,000.00)']);
    const six = await admin.post('/collectors/api/create_counteroffer', { ...twoTierCounter(id), offers: Array(6).fill(twoTierCounter(id).offers[1]) });
    expect(six.statusCode).toBe(400);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
  });

  it('determine_offer_last_payment gives the final-payment hint', async () => {
    const id = await openCase();
    const res = await admin.post('/collectors/api/determine_offer_last_payment', { customer_document_id: id, total_amount: '1000', payments: 3, phases: [] });
    expect(res.json()).toEqual({ success: true, has_extra_tier: true, last_payment_amount_cents: 33_334 });
    const other = await otherAdmin.post('/collectors/api/determine_offer_last_payment', { customer_document_id: id, total_amount: '1000', payments: 3 });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a PO box and a missing field in payment details', async () => {
    const id = await openCase();
    await offer(consumer, id);
    await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    const po = await admin.post('/collectors/api/update_payment_details', {
      customer_document_id: id,
      file_number: 'F-1',
      payee: 'Demo Law Group',
      recipient: 'AR',
      mailing_address: 'P.O. Box 55, Austin TX',
    });
    expect(po.statusCode).toBe(400);
    expect(po.json().fields.mailing_address).toBe('Payments are sent by courier, so the mailing address cannot be a PO box.');
    const missing = await admin.post('/collectors/api/update_payment_details', {
      customer_document_id: id,
      file_number: 'F-1',
      payee: '',
      recipient: 'AR',
      mailing_address: '1 Main',
    });
    expect(missing.json().fields.payee).toBe('Payee is required');
  });

  it('accepts only a PDF, by its bytes, for the settlement agreement', async () => {
    const id = await openCase();
    await offer(consumer, id);
    await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    await admin.post('/collectors/api/update_payment_details', {
      customer_document_id: id,
      file_number: 'F',
      payee: 'P',
      recipient: 'R',
      mailing_address: '1 Main St',
    });
    const fake = await uploadAgreement(admin, id, new TextEncoder().encode('<html>not a pdf</html>'), 'agreement.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('Please choose a PDF file.');
    expect(await currentAction(id)).toBe('request_settlement_agreement');
  });
});

describe('who may act', () => {
  it('hides one firm’s and one consumer’s accounts from the others and keeps the on-call admin read-only', async () => {
    const id = await openCase();
    await offer(consumer, id);
    const accept = { customer_document_id: id, disclosures: [] };
    expect((await otherAdmin.post('/collectors/api/accept_offer', accept)).statusCode).toBe(404);
    expect((await onCall.post('/collectors/api/accept_offer', accept)).statusCode).toBe(403);
    expect((await new Agent(t.app).post('/collectors/api/accept_offer', accept)).statusCode).toBe(401);
    expect((await consumer.post('/collectors/api/accept_offer', accept)).statusCode).toBe(401);
    expect((await otherAdmin.post('/collectors/api/settlement_agreement', { customer_document_id: id })).statusCode).toBe(404);
    expect((await consumer2.get(`/api/v1/settlement_cases/${id}`)).statusCode).toBe(404);
    expect((await offer(consumer2, id)).statusCode).toBe(404);
    expect((await consumer2.get(`/api/v1/settlement_cases/${id}/agreement`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/settlement_cases/${id}`)).statusCode).toBe(401);
    expect((await consumer2.get('/api/v1/settlement_cases')).json().cases.some((c: { id: number }) => c.id === id)).toBe(false);
    expect(await currentAction(id)).toBe('accept_or_counteroffer');
  });
});

describe('notifications', () => {
  it('emails the firm by its routing policies for each event, with the auto-action links', async () => {
    const add = await admin.post('/collectors/api/add_notification_policy', { email_type: 'make_offer', state: ['TX'], emails: ['offers@demo-law.test'] });
    expect(add.statusCode, add.body).toBe(200);
    const id = await openCase();
    await offer(consumer, id);
    const toOffers = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'offers@demo-law.test'));
    expect(toOffers).toHaveLength(1);
    expect(toOffers[0]?.textBody).toContain(`filters[customer_document_id]=${id}&auto_action=accept`);
    expect(toOffers[0]?.textBody).toContain(`filters[customer_document_id]=${id}&auto_action=counteroffer`);
    // No policy for the next event: the firm's admins hear of it.
    await staff.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
    const toAdmin = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'admin@demo-law.test'));
    expect(toAdmin.some((m) => m.textBody.includes(`filters[customer_document_id]=${id}`) && /payment details/i.test(m.subject))).toBe(true);
    // The consumer hears that the offer was accepted.
    const toConsumer = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'consumer@demo.test'));
    expect(toConsumer.some((m) => m.subject === 'Your settlement offer was accepted' && m.textBody.includes(`/my_cases/${id}`))).toBe(true);
  });
});

describe('a firm that is not on Parley', () => {
  it('is invited with the first offer, and its lawyer joins and sees the account', async () => {
    const id = await openCase(consumer, { law_firm_id: null, law_firm_name: 'Lone Star Collections', lawyer_email: 'Lawyer@LoneStar.test' });
    expect((await consumer.get(`/api/v1/settlement_cases/${id}`)).json()).toMatchObject({ law_firm_name: 'Lone Star Collections', law_firm_on_parley: false });
    expect((await offer(consumer, id)).statusCode).toBe(200);
    const mails = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lawyer@lonestar.test'));
    expect(mails).toHaveLength(1);
    const token = /invite\?token=([\w-]+)/.exec(mails[0]?.textBody ?? '')?.[1];
    expect(mails[0]?.textBody).toContain('$2,000.00 against a balance of $5,000.00');
    const lawyer = new Agent(t.app);
    const joined = await lawyer.post('/collectors/api/accept_invite', { token, password: 'A-strong-lawyer-pass-1' });
    expect(joined.statusCode, joined.body).toBe(200);
    const list = await lawyer.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`);
    expect(list.json().customer_info[0]).toMatchObject({ id, law_firm_name: 'Lone Star Collections', current_action: { type: 'accept_or_counteroffer' } });
  });
});
