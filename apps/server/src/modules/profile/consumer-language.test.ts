import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

/**
 * Issue 24: a consumer who reads Spanish gets their emails and their validation notice in Spanish
 * (money and dates as es-US writes them); an English-speaking consumer's stay as they were.
 */
let t: TestApp;
let demoFirm: SeededFirm;
let admin: Agent;
let consumer: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  admin = await collectorAgent(t.app, 'admin@demo-law.test');
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  expect((await consumer.put('/api/v1/language', { language: 'es' })).statusCode).toBe(200);
});
afterAll(() => t.close());

async function lastMailTo(to: string) {
  await t.services.mailer.idle();
  const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

async function openCase(): Promise<number> {
  const opened = await consumer.post('/api/v1/settlement_cases', {
    law_firm_id: demoFirm.id,
    plaintiff_name: 'Midland Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().id;
}

describe("a Spanish-speaking consumer's emails", () => {
  it('confirms the address of an account opened in Spanish in Spanish, and an English sign-up in English', async () => {
    const user = (email: string, language: string) => ({
      user: { first_name: 'Lucía', last_name: 'Peña', email, password: 'correct horse battery', password_confirmation: 'correct horse battery', language },
    });
    expect((await new Agent(t.app).post('/users', user('lucia@example.test', 'es'))).statusCode).toBe(200);
    const es = await lastMailTo('lucia@example.test');
    expect(es.subject).toBe('Confirme su correo electrónico para Parley');
    expect(es.textBody).toContain('Hola, Lucía:');
    expect(es.textBody).toMatch(/Confirmar que esta es mi dirección de correo electrónico: http:\/\/\S+confirmation_token=[\w-]+/);
    expect(es.htmlBody).toContain('Mientras tanto puede usar su propio caso');

    expect((await new Agent(t.app).post('/users', user('leo@example.test', 'en'))).statusCode).toBe(200);
    const en = await lastMailTo('leo@example.test');
    expect(en.subject).toBe('Confirm your email address for Parley');
    expect(en.textBody).toContain('Hello Lucía,');

    // A second sign-up with the address: the account's owner is told in the account's language.
    expect((await new Agent(t.app).post('/users', user('lucia@example.test', 'en'))).statusCode).toBe(200);
    expect((await lastMailTo('lucia@example.test')).subject).toBe('Alguien intentó abrir una cuenta de Parley con su correo electrónico');
  });

  it('sends the password reset in Spanish', async () => {
    expect((await new Agent(t.app).post('/users/password', { user: { email: 'consumer@demo.test' } })).statusCode).toBe(200);
    const mail = await lastMailTo('consumer@demo.test');
    expect(mail.subject).toBe('Restablezca su contraseña de Parley');
    expect(mail.textBody).toMatch(/Elegir una nueva contraseña: \S+reset_password_token=[\w-]+/);
    expect(mail.textBody).toContain('Si no fue usted, no haga caso de este correo');
  });

  it("tells of the firm's counteroffer in Spanish, with the amount and the first payment's date as es-US writes them", async () => {
    const id = await openCase();
    const offer = await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: '2026-12-10', payments: 4 });
    expect(offer.statusCode, offer.body).toBe(200);
    const countered = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: id,
      disclosures: [],
      offers: [{ total_amount: 2500.5, first_payment_date: '2026-12-10', phases: [], payments: 1 }],
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const mail = await lastMailTo('consumer@demo.test');
    expect(mail.subject).toBe('El bufete respondió a su oferta de acuerdo');
    expect(mail.textBody).toContain('envió una contraoferta en la cuenta con Midland Funding LLC.');
    expect(mail.textBody).toContain('Pide $2,500.50 en un pago único, la primera el 10 de diciembre de 2026.');
    expect(mail.textBody).toContain(`Abrir su caso: http://`);
    expect(mail.htmlBody).toContain('<p>Puede aceptar una o enviar su propia contraoferta.</p>');
  });

  it('tells of the verification of a dispute in Spanish, dated in Spanish', async () => {
    const id = await openCase();
    expect((await consumer.post(`/api/v1/settlement_cases/${id}/disputes`, { kind: 'dispute', scope: 'all', reason: 'not_my_debt' })).statusCode).toBe(200);
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Verification of the debt.');
    const verified = await admin.multipart('/collectors/api/upload_dispute_verification', { customer_document_id: String(id) }, [
      { field: 'file', filename: 'verification.pdf', contentType: 'application/pdf', bytes: await pdf.save() },
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    const mail = await lastMailTo('consumer@demo.test');
    expect(mail.subject).toBe('Llegó la verificación de la deuda que usted disputó');
    expect(mail.textBody).toMatch(/El bufete envió la verificación de la deuda que usted disputó \(Midland Funding LLC\), el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(mail.textBody).toContain('Ahora el cobro puede continuar.');
  });
});

describe("a Spanish-speaking consumer's validation notice", () => {
  it('says its language, and its PDF is the Spanish notice (es-US dates and amounts) followed by the English one', async () => {
    const id = await openCase();
    const notice = (await consumer.get(`/api/v1/settlement_cases/${id}/validation_notice`)).json();
    expect(notice.language).toBe('es');
    expect((await admin.get(`/collectors/api/validation_notice?customer_document_id=${id}`)).json().language).toBe('es');
    const pdf = await consumer.get(`/api/v1/settlement_cases/${id}/validation_notice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await extractPdfText(pdf.rawPayload);
    const [spanish, english] = [text.flat.slice(0, text.flat.indexOf(' is a debt collector. We are')), text.flat];
    expect(spanish).toContain(
      `${notice.collector.name} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Midland Funding LLC.`,
    );
    for (const heading of ['Nuestra información muestra:', '¿Cómo puede disputar la deuda?', '¿Qué más puede hacer?', '¿Cómo quiere responder?']) {
      expect(spanish).toContain(heading);
    }
    expect(spanish).toContain('Cantidad total de la deuda ahora: $5,000.00');
    expect(spanish).toContain('Llámenos o escríbanos a más tardar el 9 de diciembre de 2026 para disputar la totalidad o una parte de la deuda.');
    expect(spanish).toContain('Esta deuda no es mía.');
    expect(spanish).toContain('Página 1 de');
    expect(spanish).not.toContain('Page 1 of');
    // 1006.34(e): the English notice in the same document, whole.
    expect(english).toContain('Call or write to us by December 9, 2026, to dispute all or part of the debt.');
    expect(english).toContain('How do you want to respond?');
    expect(text.pageCount).toBeGreaterThanOrEqual(2);
  });

  it('is English alone for an English-speaking consumer', async () => {
    const english = await consumerAgent(t.app, 'consumer2@demo.test');
    const opened = await english.post('/api/v1/settlement_cases', {
      law_firm_id: demoFirm.id,
      plaintiff_name: 'Midland Funding LLC',
      amount_owed_cents: 500_000,
      state: 'TX',
    });
    const id = opened.json().id;
    expect((await english.get(`/api/v1/settlement_cases/${id}/validation_notice`)).json().language).toBe('en');
    const { flat } = await extractPdfText((await english.get(`/api/v1/settlement_cases/${id}/validation_notice.pdf`)).rawPayload);
    expect(flat).toContain('Call or write to us by December 9, 2026');
    expect(flat).toContain('Póngase en contacto con nosotros para solicitar una copia de este formulario en español.');
    expect(flat).not.toContain('¿Cómo puede disputar la deuda?');
  });
});

describe("the collector sees the consumer's language", () => {
  it("gives each account the consumer's language, which follows the consumer's switch", async () => {
    const id = await openCase();
    const english = await consumerAgent(t.app, 'consumer2@demo.test');
    const other = (
      await english.post('/api/v1/settlement_cases', { law_firm_id: demoFirm.id, plaintiff_name: 'Cavalry SPV', amount_owed_cents: 100_000, state: 'TX' })
    ).json().id;
    const languages = async () => {
      const res = await admin.get('/collectors/api/apply_filters');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().customer_info as { id: number; consumer_language: string }[];
      return Object.fromEntries(rows.filter((r) => r.id === id || r.id === other).map((r) => [r.id, r.consumer_language]));
    };
    expect(await languages()).toEqual({ [id]: 'es', [other]: 'en' });
    expect((await consumer.put('/api/v1/language', { language: 'en' })).statusCode).toBe(200);
    expect(await languages()).toEqual({ [id]: 'en', [other]: 'en' });
    expect((await consumer.put('/api/v1/language', { language: 'es' })).statusCode).toBe(200);
  });
});
