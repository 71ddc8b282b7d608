import { AGREEMENT_MAX_BYTES, NEGOTIATION_MESSAGES } from '@parley/shared';
import { eq, gt } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, settlementAgreements } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { sha256Hex } from '../documents/index.js';

// Issue 18, point 4: an upload that starts with "%PDF-" but is not a PDF stuck the case for good.
let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
let consumer: Agent;
let agreementPdf: Uint8Array;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement between Demo Law Group and the consumer.');
  agreementPdf = await pdf.save();
});
afterAll(() => t.close());

/** A case whose firm has sent the payment details: the next step is the agreement. */
async function caseAwaitingAgreement(): Promise<number> {
  const opened = await consumer.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
  });
  const id = opened.json().id;
  await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 4 });
  await admin.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
  const details = await admin.post('/collectors/api/update_payment_details', {
    customer_document_id: id,
    file_number: 'F-1',
    payee: 'Demo Law Group Trust Account',
    recipient: 'Accounts Receivable',
    mailing_address: '100 Main St, Austin, TX 78701',
  });
  expect(details.statusCode, details.body).toBe(200);
  return id;
}
const upload = (id: number, bytes: Uint8Array) =>
  admin.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id), 'disclosures[]': [] }, [
    { field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes },
  ]);
const currentAction = async (id: number) => (await admin.get(`/collectors/api/get_current_action?customer_document_id=${id}`)).json().type;

async function encryptedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Secret');
  // The standard security handler's entries, as a password-protected PDF carries them.
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44, O: 'x'.repeat(32), U: 'y'.repeat(32) });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  const bytes = await pdf.save({ useObjectStreams: false });
  expect(Buffer.from(bytes).includes(`/${PDFName.of('Encrypt').asString().slice(1)}`)).toBe(true);
  return bytes;
}

describe('the settlement agreement upload parses the PDF', () => {
  it('refuses a file over 10 MB (413), a fake PDF (415) and no file (400) with the spec messages, and the step stays', async () => {
    const id = await caseAwaitingAgreement();
    const big = await upload(id, Buffer.concat([Buffer.from(agreementPdf), Buffer.alloc(AGREEMENT_MAX_BYTES)]));
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: NEGOTIATION_MESSAGES.agreementTooLarge });
    const fake = await upload(id, new TextEncoder().encode('<html>not a pdf</html>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe(NEGOTIATION_MESSAGES.pdfOnly);
    const none = await admin.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(NEGOTIATION_MESSAGES.pdfOnly);
    expect(await currentAction(id)).toBe('request_settlement_agreement');
  });

  it('refuses a file that starts with %PDF- but is not a PDF, an encrypted PDF and a PDF without pages, with clear messages', async () => {
    const id = await caseAwaitingAgreement();
    const junk = await upload(id, new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n'));
    expect(junk.statusCode, junk.body).toBe(415);
    expect(junk.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', error: NEGOTIATION_MESSAGES.pdfUnreadable });

    const locked = await upload(id, await encryptedPdf());
    expect(locked.statusCode, locked.body).toBe(415);
    expect(locked.json().error).toBe(NEGOTIATION_MESSAGES.pdfEncrypted);

    const empty = await upload(id, await (await PDFDocument.create()).save({ addDefaultPage: false }));
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().error).toBe(NEGOTIATION_MESSAGES.pdfNoPages);

    expect(await currentAction(id)).toBe('request_settlement_agreement');
    expect(await t.services.db.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, id))).toEqual([]);
    expect((await upload(id, agreementPdf)).statusCode).toBe(200);
  });

  it('lets the firm replace a stored agreement that cannot be opened, and signing it answers 409, not 500', async () => {
    const id = await caseAwaitingAgreement();
    expect((await upload(id, agreementPdf)).statusCode).toBe(200);
    // An agreement stored before uploads were parsed.
    const junk = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await t.services.db
      .update(settlementAgreements)
      .set({ content: junk, sha256: sha256Hex(junk) })
      .where(eq(settlementAgreements.customerDocumentId, id));

    const sign = () => consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: 'Jordan Miller', consent: true });
    // By id, not by position: PostgreSQL returns rows in no set order, and the mail sender updates them.
    const mailBefore = Math.max(0, ...(await t.services.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id));
    const refused = await sign();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', error: NEGOTIATION_MESSAGES.agreementUnreadable });
    expect(await currentAction(id)).toBe('waiting_for_signed_settlement_agreement');
    // The firm is asked for the agreement again, as the message tells the consumer.
    const firmMail = await t.services.db.select().from(mailOutbox).where(gt(mailOutbox.id, mailBefore));
    expect(firmMail.map((m) => m.toAddress)).toContain('admin@demo-law.test');

    const again = await upload(id, agreementPdf);
    expect(again.statusCode, again.body).toBe(200);
    const [stored] = await t.services.db.select().from(settlementAgreements).where(eq(settlementAgreements.customerDocumentId, id));
    expect(stored?.sha256).toBe(sha256Hex(agreementPdf));

    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().stage).toBe('signed');
    // A readable agreement, or a signed one, is not replaced.
    expect((await upload(id, agreementPdf)).statusCode).toBe(409);
  });

  it('sends the agreement back as a download that no cache keeps, under a name that cannot break the header', async () => {
    const id = await caseAwaitingAgreement();
    const sent = await admin.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id), 'disclosures[]': [] }, [
      { field: 'file', filename: 'Smith "final"; v2.pdf', contentType: 'application/pdf', bytes: agreementPdf },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await admin.post('/collectors/api/settlement_agreement', { customer_document_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    expect(Buffer.from(res.rawPayload).equals(Buffer.from(agreementPdf))).toBe(true);
  });
});
