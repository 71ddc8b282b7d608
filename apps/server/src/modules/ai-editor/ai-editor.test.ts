import { AI_EDITOR_MESSAGES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, editorDocuments, users } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let jordan: Agent;
let casey: Agent;
let docId: number;
let solosettleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
  jordan = await consumerAgent(t.app);
  casey = await consumerAgent(t.app, 'consumer2@demo.test');
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'consumer@demo.test'));
  const rows = await t.services.db
    .insert(customerDocuments)
    .values([
      { userId: u?.id, product: 'document_generation', customerName: 'Jordan Miller', createdAt: t.clock.now() },
      { userId: u?.id, product: 'solosettle', customerName: 'Jordan Miller', createdAt: t.clock.now() },
    ])
    .returning({ id: customerDocuments.id });
  docId = rows[0]?.id as number;
  solosettleId = rows[1]?.id as number;
});
afterAll(() => t.close());

const edit = (agent: Agent, body: Record<string, unknown>, id = docId) => agent.post(`/steps_api/edit_document_with_ai/${id}`, body);

describe('the editor document', () => {
  it('starts from the validation-request template with the consumer name', async () => {
    const res = await jordan.get(`/steps_api/editor_content/${docId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customer_document_id: docId, updated_at: null });
    expect(res.json().content).toContain('<h1>Request for validation of debt</h1>');
    expect(res.json().content).toContain('<p>Jordan Miller</p>');
  });

  it('saves sanitized HTML: script, event handlers, styles and javascript: links are stripped', async () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hello <strong>there</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><iframe src="https://evil.test"></iframe><p><a href="javascript:alert(1)">x</a> <a href="https://www.consumerfinance.gov" onmouseover="x()">cfpb</a></p>';
    expect((await jordan.post(`/steps_api/save_editor_content/${docId}`, { content: dirty })).json()).toEqual({ status: 'success' });
    const [saved] = await t.services.db.select().from(editorDocuments).where(eq(editorDocuments.customerDocumentId, docId));
    expect(saved?.content).toBe(
      '<p>Hello <strong>there</strong></p><p><a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="https://www.consumerfinance.gov" rel="noopener noreferrer nofollow" target="_blank">cfpb</a></p>',
    );
    expect((await jordan.get(`/steps_api/editor_content/${docId}`)).json().content).toBe(saved?.content);
  });

  it('keeps other consumers, collectors and other products out', async () => {
    expect((await casey.get(`/steps_api/editor_content/${docId}`)).json()).toMatchObject({ error: AI_EDITOR_MESSAGES.documentNotFound });
    expect((await casey.post(`/steps_api/save_editor_content/${docId}`, { content: '<p>x</p>' })).statusCode).toBe(404);
    expect((await edit(casey, { current_content: '<p>x</p>' })).statusCode).toBe(404);
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.get(`/steps_api/editor_content/${docId}`)).statusCode).toBe(401);
    expect((await jordan.get(`/steps_api/editor_content/${solosettleId}`)).json()).toMatchObject({
      code: 'RULE_VIOLATED',
      error: AI_EDITOR_MESSAGES.notADocumentGeneration,
    });
  });
});

describe('a document case opened by the intake', () => {
  it('opens in the editor for its owner only', async () => {
    const res = await jordan.post('/customer_documents?document_name=document_generation');
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const [row] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(row).toMatchObject({ product: 'document_generation', customerName: 'Jordan Miller' });
    expect((await jordan.get(`/steps_api/editor_content/${id}`)).json()).toMatchObject({ customer_document_id: id });
    expect((await casey.get(`/steps_api/editor_content/${id}`)).statusCode).toBe(404);
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

  it('adds citations from the statute table, and takes them out again', async () => {
    const more = (await edit(jordan, { current_content: letter, option_id: 'citation_density', slider_value: 10 })).json();
    expect(more.edited_content).toContain('Please verify the debt (15 U.S.C. § 1692g).');
    expect(more.edited_content).toContain('call me at work (15 U.S.C. § 1692c).');
    const fewer = (await edit(jordan, { current_content: more.edited_content, option_id: 'citation_density', slider_value: 2 })).json();
    expect(fewer.edited_content).toBe(letter);
    expect(fewer.edit_summary).toContain('citations removed (2)');
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
