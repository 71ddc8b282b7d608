import { execFileSync } from 'node:child_process';
import { expect, generatedLetter, pdfText, signInConsumer, test } from './fixtures';

/** The text of a .docx: its main part, tags stripped. */
function docxText(path: string): string {
  const xml = execFileSync('unzip', ['-p', path, 'word/document.xml']).toString('utf8');
  return xml
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
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
