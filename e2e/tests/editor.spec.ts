import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { expect, signInConsumer, test } from './fixtures';

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The text of a .docx: its main part, tags stripped. */
function docxText(path: string): string {
  const xml = execFileSync('unzip', ['-p', path, 'word/document.xml']).toString('utf8');
  return xml
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** A debt validation letter generated for the signed-in consumer, walked through the API the intake pages call. */
async function generatedLetter(request: APIRequestContext): Promise<number> {
  const csrf = (await (await request.get('/api/csrf')).json()).csrf_token as string;
  const post = async (url: string, data?: unknown) => {
    const res = await request.post(url, { headers: { 'x-csrf-token': csrf }, data });
    expect(res.status(), url).toBe(200);
    return res.json();
  };
  const { id } = await post('/customer_documents?document_name=document_generation');
  const step = (body: Record<string, unknown>) => post(`/api_controller/update_walk_through_step_response/${id}`, { ...body, complete: true });
  await step({ step_name: 'scan_document', inputs: {} });
  await step({
    step_name: 'document_summary',
    inputs: {
      customer_name: 'Jordan Miller',
      plaintiff_name: 'Portfolio Recovery Associates',
      law_firm_name: 'Sterling & Hale Collections LLP',
      lawyer_email: 'jhale@sterlinghale-law.com',
      lawsuit_state: 'TX',
      lawsuit_amount: 182_317,
      determine_if_lawsuit_exists: false,
      civil_number: '',
    },
  });
  await post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123', consents_to_sms: true });
  await step({
    step_name: 'details',
    inputs: {
      customer_mailing_address: { customer_street: '1423 Elm Street', customer_city: 'Houston', customer_state: 'TX', customer_zip_code: '77002' },
      social_security_number: { social_security_number: '', social_security_number_last_four: '6789' },
      birthdate: '1985-04-12',
      confirmed: true,
    },
  });
  await step({ step_name: 'letter_choice', inputs: { letter_kind: 'debt_validation' } });
  await expect.poll(async () => (await (await request.get(`/api_controller/documents/${id}/downloads`)).json()).state, { timeout: 30_000 }).toBe('completed');
  return id;
}

test('a consumer edits a sentence of their generated letter, saves, and both downloads carry the edit', async ({ page }) => {
  test.setTimeout(90_000);
  await signInConsumer(page);
  const id = await generatedLetter(page.request);

  await page.goto(`/document_generations/${id}/steps/document_generation_editor`);
  const document = page.getByRole('textbox', { name: 'Document' });
  await expect(document).toContainText('DEBT VALIDATION REQUEST');
  await document.getByText('To whom it may concern:').click({ clickCount: 3 });
  await page.keyboard.type('Dear Portfolio Recovery Associates:');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.getByRole('button', { name: 'Download' }).click();
  let downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /\(PDF\)/ }).click();
  const pdf = await pdfText(await (await downloadPromise).path());
  expect(pdf).toContain('Dear Portfolio Recovery Associates:');
  expect(pdf).not.toContain('To whom it may concern');
  expect(pdf).toContain('DEBT VALIDATION REQUEST');

  await page.getByRole('button', { name: 'Download' }).click();
  downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /\(Word\)/ }).click();
  const word = docxText(await (await downloadPromise).path());
  expect(word).toContain('Dear Portfolio Recovery Associates:');
  expect(word).not.toContain('To whom it may concern');

  // The dashboard's own download URL serves the edited file too.
  const fromDashboard = await page.request.get(`/api_controller/documents/${id}/files/debt-validation-letter.pdf`);
  expect(fromDashboard.status()).toBe(200);
});
