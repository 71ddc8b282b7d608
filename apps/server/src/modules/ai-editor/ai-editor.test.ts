import { AI_EDITOR_MESSAGES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseIntakes, customerDocuments, editorDocuments, users } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let jordan: Agent;
let casey: Agent;
let answerId: number;
let letterId: number;
let unfinishedId: number;
let solosettleId: number;

/** A case of Jordan's whose document the intake has generated. */
async function generatedCase(userId: number, product: 'debt_answer' | 'document_generation'): Promise<number> {
  const [doc] = await t.services.db
    .insert(customerDocuments)
    .values({
      userId,
      product,
      customerName: 'Jordan Miller',
      lawsuitState: 'TX',
      plaintiffName: 'Midland Funding LLC',
      // A document is only laid out from a complete mailing address.
      mailingStreet: '12 Elm St',
      mailingCity: 'Austin',
      mailingState: 'TX',
      mailingZip: '78701',
      createdAt: t.clock.now(),
    })
    .returning({ id: customerDocuments.id });
  const id = doc?.id as number;
  await t.services.db.insert(caseIntakes).values({
    customerDocumentId: id,
    defenses: ['lack_of_standing'],
    letterKind: product === 'document_generation' ? 'debt_validation' : null,
    documentState: 'processing',
    updatedAt: t.clock.now(),
  });
  await t.services.intake.generation.generate(id);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
  jordan = await consumerAgent(t.app);
  casey = await consumerAgent(t.app, 'consumer2@demo.test');
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
  const userId = u?.id as number;
  answerId = await generatedCase(userId, 'debt_answer');
  letterId = await generatedCase(userId, 'document_generation');
  const rows = await t.services.db
    .insert(customerDocuments)
    .values([
      { userId, product: 'document_generation', customerName: 'Jordan Miller', createdAt: t.clock.now() },
      { userId, product: 'solosettle', customerName: 'Jordan Miller', createdAt: t.clock.now() },
    ])
    .returning({ id: customerDocuments.id });
  unfinishedId = rows[0]?.id as number;
  solosettleId = rows[1]?.id as number;
});
afterAll(() => t.close());

const edit = (agent: Agent, body: Record<string, unknown>, id = letterId) => agent.post(`/steps_api/edit_document_with_ai/${id}`, body);
const save = (agent: Agent, id: number, content: string, version?: number) =>
  agent.post(`/steps_api/save_editor_content/${id}`, version === undefined ? { content } : { content, version });

describe('the editor document', () => {
  it("lists the consumer's generated Answer and letter, and nothing of another consumer's", async () => {
    const list = (await jordan.get('/steps_api/editor_documents')).json().documents;
    expect(list.map((d: { customer_document_id: number }) => d.customer_document_id).sort()).toEqual([answerId, letterId].sort());
    expect(list.find((d: { customer_document_id: number }) => d.customer_document_id === letterId)).toMatchObject({
      title: 'Debt validation request',
      updated_at: null,
    });
    expect((await casey.get('/steps_api/editor_documents')).json().documents).toEqual([]);
  });

  it('opens the generated Answer itself, with its downloads', async () => {
    const res = (await jordan.get(`/steps_api/editor_content/${answerId}`)).json();
    expect(res).toMatchObject({ customer_document_id: answerId, version: 0, updated_at: null });
    expect(res.content).toContain('<h2>AFFIRMATIVE DEFENSES</h2><ol><li><p>Lack of standing. Midland Funding LLC is not the original creditor');
    expect(res.content).toContain('MIDLAND FUNDING LLC,<br />\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Plaintiff,');
    expect(res.downloads.map((d: { url: string }) => d.url)).toEqual([
      `/api_controller/documents/${answerId}/files/answer.pdf`,
      `/api_controller/documents/${answerId}/files/answer.docx`,
    ]);
  });

  it('says a case without a generated document has none yet, and keeps other consumers, collectors and SoloSettle out', async () => {
    expect((await jordan.get(`/steps_api/editor_content/${unfinishedId}`)).json()).toMatchObject({
      code: 'RULE_VIOLATED',
      error: AI_EDITOR_MESSAGES.noDocumentYet,
    });
    expect((await jordan.get(`/steps_api/editor_content/${solosettleId}`)).json()).toMatchObject({ error: AI_EDITOR_MESSAGES.notADocumentGeneration });
    expect((await casey.get(`/steps_api/editor_content/${letterId}`)).json()).toMatchObject({ error: AI_EDITOR_MESSAGES.documentNotFound });
    expect((await save(casey, letterId, '<p>x</p>', 0)).statusCode).toBe(404);
    expect((await edit(casey, { current_content: '<p>x</p>' })).statusCode).toBe(404);
    expect((await casey.get(`/api_controller/documents/${letterId}/files/debt-validation-letter.pdf`)).statusCode).toBe(404);
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.get(`/steps_api/editor_content/${letterId}`)).statusCode).toBe(401);
    expect((await staff.get('/steps_api/editor_documents')).statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('saves the edit into the document and lays the PDF and Word downloads out again from it', { timeout: 30_000 }, async () => {
    const opened = (await jordan.get(`/steps_api/editor_content/${letterId}`)).json();
    const edited = opened.content.replace('To whom it may concern:', 'Dear Midland Funding team:');
    expect(edited).not.toBe(opened.content);
    const res = await save(jordan, letterId, `${edited}<script>alert(1)</script>`, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', version: 1 });

    const again = (await jordan.get(`/steps_api/editor_content/${letterId}`)).json();
    expect(again).toMatchObject({ version: 1, updated_at: res.json().updated_at });
    expect(again.content).toBe(edited);
    const pdf = await jordan.get(`/api_controller/documents/${letterId}/files/debt-validation-letter.pdf`);
    const text = await extractPdfText(pdf.rawPayload);
    expect(text.flat).toContain('Dear Midland Funding team:');
    expect(text.flat).not.toContain('To whom it may concern');
    const docx = await jordan.get(`/api_controller/documents/${letterId}/files/debt-validation-letter.docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The dashboard's download URLs are the same ones, now serving the edit.
    const [row] = await t.services.db.select().from(caseIntakes).where(eq(caseIntakes.customerDocumentId, letterId));
    expect(row?.generatedFiles.map((f) => f.name)).toEqual(['debt-validation-letter.pdf', 'debt-validation-letter.docx']);
  });

  it('refuses a save from a stale tab with a 409 in words, and keeps the newer version', async () => {
    const current = (await jordan.get(`/steps_api/editor_content/${letterId}`)).json();
    const res = await save(jordan, letterId, '<p>From an old tab</p>', current.version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: AI_EDITOR_MESSAGES.staleSave });
    const [saved] = await t.services.db.select().from(editorDocuments).where(eq(editorDocuments.customerDocumentId, letterId));
    expect(saved?.version).toBe(current.version);
    expect(JSON.stringify(saved?.document.blocks)).not.toContain('From an old tab');
  });

  it('of two saves from the same version, keeps the first and refuses the second', async () => {
    const { version, content } = (await jordan.get(`/steps_api/editor_content/${answerId}`)).json();
    const [a, b] = await Promise.all([save(jordan, answerId, content.replace('RESPONSES', 'ANSWERS'), version), save(jordan, answerId, content, version)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses an empty document', async () => {
    const { version } = (await jordan.get(`/steps_api/editor_content/${letterId}`)).json();
    expect((await save(jordan, letterId, '<p></p><script>x</script>', version)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('AI edits', () => {
  const letter = "<h1>Letter</h1><p>I don't think I owe this. Please verify the debt.</p><p>Don't call me at work.</p><p>Sincerely,</p><p>Jordan</p>";

  it('raises formality: contractions expanded and register raised, with a summary, nothing saved', async () => {
    const res = await edit(jordan, { current_content: letter, option_id: 'legal_formality', slider_value: 9, slider_label: 'Legal Formality' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', selected_edit_content: null });
    expect(res.json().edited_content).toBe(
      '<h1>Letter</h1><p>I do not believe I owe this. Please verify the debt.</p><p>Do not call me at work.</p><p>Sincerely,</p><p>Jordan</p>',
    );
    expect(res.json().edit_summary).toBe('Legal formality set to 9/10 for the document: contractions expanded (2); "think" → "believe".');
  });

  it('adds citations by statement, and takes them out again', async () => {
    const more = (await edit(jordan, { current_content: letter, option_id: 'citation_density', slider_value: 10 })).json();
    expect(more.edited_content).toContain('Please verify the debt (15 U.S.C. § 1692g).');
    expect(more.edited_content).toContain('call me at work (15 U.S.C. § 1692c).');
    const fewer = (await edit(jordan, { current_content: more.edited_content, option_id: 'citation_density', slider_value: 2 })).json();
    expect(fewer.edited_content).toBe(letter);
    expect(fewer.edit_summary).toContain('citations removed (2)');
  });

  it("honours the request to add a defense with the Answer's own paragraph for this case", async () => {
    const { content } = (await jordan.get(`/steps_api/editor_content/${answerId}`)).json();
    const res = (await edit(jordan, { current_content: content, user_input: 'Add a statute of limitations defense' }, answerId)).json();
    expect(res.edited_content).toContain('<li><p>Statute of limitations. Plaintiff');
    expect(res.edited_content).toContain('Tex. Civ. Prac. &amp; Rem. Code § 16.004');
    expect(res.edit_summary).toContain('defense added: statute of limitations');
  });

  it('edits only the selection when text is selected', async () => {
    const res = (await edit(jordan, { current_content: letter, option_id: 'friendliness', slider_value: 8, selected_text: "Don't call me at work." })).json();
    expect(res.selected_edit_content).toBe("Don't call me at work. Thank you for your time and attention to this matter.");
    expect(res.edited_content).toContain("<p>Don't call me at work. Thank you for your time and attention to this matter.</p>");
  });

  it('sanitizes what the edit is given and what it returns', async () => {
    const res = (await edit(jordan, { current_content: '<p onclick="x()">Plain text.<script>alert(1)</script></p>' })).json();
    expect(res.edited_content).toBe('<p>Plain text.</p>');
    expect((await edit(jordan, { current_content: '<p>x</p>', slider_value: 11 })).statusCode).toBe(400);
  });

  it('answers the spec failure message when the provider fails', async () => {
    const original = t.services.ai.editDocument;
    t.services.ai.editDocument = async () => {
      throw new Error('model down');
    };
    try {
      const res = await edit(jordan, { current_content: letter });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe(AI_EDITOR_MESSAGES.editFailed);
    } finally {
      t.services.ai.editDocument = original;
    }
  });
});
