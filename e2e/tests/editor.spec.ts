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

test('no line of a long document is drawn over the gap between pages, at 1280 and 390 px (issue 37.7)', async ({ page }) => {
  test.setTimeout(90_000);
  await signInConsumer(page);
  const id = await generatedLetter(page.request);
  await page.goto(`/document_generations/${id}/steps/document_generation_editor`);
  const document = page.getByRole('textbox', { name: 'Document' });
  await expect(document).toContainText('DEBT VALIDATION REQUEST');
  // Two pages' worth of text: the letter, then paragraphs typed at its end.
  await document.click();
  await page.keyboard.press('Control+End');
  for (let i = 1; i <= 24; i++) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Paragraph ${i}: I ask that you send me the documents that show the amount and who owns this account.`);
  }
  /** The text blocks that cross a page's gap (930 px of page, then 20 px of gap), by their first words. */
  const overGaps = () =>
    page.evaluate(() => {
      const root = document.querySelector('.ProseMirror') as HTMLElement;
      const top = root.getBoundingClientRect().top;
      return [...root.children]
        .filter((el) => !el.classList.contains('page-gap'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const [from, to] = [r.top - top, r.bottom - top];
          for (let page = 0; page * 950 < to; page++) if (from < page * 950 + 950 && to > page * 950 + 930) return true;
          return false;
        })
        .map((el) => (el.textContent ?? '').slice(0, 30));
    });
  await expect.poll(overGaps).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(overGaps).toEqual([]);
});
