import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, pdfText, signInConsumer, test } from './fixtures';

/**
 * Issue 36: the intake journey in Chromium, from a phone photo to the downloaded Answer, for
 * summonses from five states the project's own corpus has none of (Nebraska, Idaho, Mississippi,
 * New Mexico, Arkansas). The photos are from a blind corpus written without sight of the reader
 * (bench/corpora/ocr-blind-2026-12-11). The consumer corrects in place what the reader got wrong,
 * as a person would; how much it gets right is measured by bench/ocr.bench.mjs, not here.
 */
const CORPUS = new URL('../../bench/corpora/ocr-blind-2026-12-11/', import.meta.url);
type Truth = { file: string; state: string; expected: Record<string, string | number | boolean | null> };
const truths = JSON.parse(readFileSync(new URL('truth.json', CORPUS), 'utf8')) as Truth[];

const JOURNEYS = [
  { file: '17-photo.jpg', stateName: 'Nebraska', county: 'Douglas' },
  { file: '26-photo.jpg', stateName: 'Idaho', county: 'Ada' },
  { file: '20-photo.jpg', stateName: 'Mississippi', county: 'Harrison' },
  { file: '21-photo.jpg', stateName: 'New Mexico', county: 'Bernalillo' },
  { file: '23-photo.jpg', stateName: 'Arkansas', county: 'Benton' },
];

/** Leaves the field holding `value`: what the reader put there when it is right, else the consumer's correction. */
async function correct(page: Page, label: string, value: string) {
  const field = page.getByLabel(label).first();
  if ((await field.inputValue()).trim() === value) return;
  await field.fill(value);
  await field.press('Tab');
}

for (const journey of JOURNEYS) {
  const truth = truths.find((t) => t.file === journey.file) as Truth;
  const fact = (key: string) => String(truth.expected[key] ?? '');

  test(`a ${journey.stateName} consumer goes from a phone photo of a summons to a downloaded Answer`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInConsumer(page);
    await page.getByRole('link', { name: 'Answer a lawsuit' }).click();

    await expect(page).toHaveURL(/\/steps\/jurisdiction$/);
    await page.getByRole('combobox', { name: 'State of the lawsuit' }).fill(journey.stateName);
    await page.getByRole('option', { name: journey.stateName, exact: true }).click();
    await page.getByRole('radio', { name: /Court/ }).first().check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/steps\/scan_document$/);
    await page.locator('input[type=file]').setInputFiles(fileURLToPath(new URL(journey.file, CORPUS)));
    await expect(page.getByRole('img', { name: journey.file })).toBeVisible();
    await page.getByRole('button', { name: 'Done (1)' }).click();

    // What was read from the photo, checked and corrected.
    await expect(page).toHaveURL(/\/steps\/document_summary$/);
    await expect(page.getByText('Reading your papers')).toBeHidden({ timeout: 90_000 });
    await correct(page, 'Your Name', fact('customer_name'));
    await correct(page, 'Case Number', fact('civil_number'));
    await correct(page, 'Plaintiff Name', fact('plaintiff_name'));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/steps\/details$/);
    // As a person does: click into the court the papers named, clear it and type the county.
    const court = page.getByRole('combobox', { name: 'Court' });
    await court.click();
    await court.clear();
    await court.pressSequentially(`${journey.county} County`);
    await page
      .getByRole('option', { name: new RegExp(`${journey.county} County`) })
      .first()
      .click();
    await expect(page.getByText('Court saved successfully')).toBeVisible();
    await correct(page, 'Street address', fact('customer_street'));
    await correct(page, 'City', fact('customer_city'));
    await correct(page, 'ZIP code', fact('customer_zip_code'));
    // The consumer's state, where the reader missed it (the page says so in place).
    const stateBox = page.getByRole('combobox', { name: 'State', exact: true });
    if ((await stateBox.inputValue()) !== journey.stateName) {
      await stateBox.click();
      await stateBox.fill(journey.stateName);
      await page.getByRole('option', { name: journey.stateName, exact: true }).click();
    }
    await page.getByLabel('Phone number').fill('5055550123');
    await page.getByLabel('Date you were served').fill('2026-11-20');
    await page.getByLabel('Last 4 of your SSN').fill('4321');
    await page.getByLabel('Birthdate').fill('1981-06-15');
    await page.getByLabel('I confirm that the information is correct and accurate').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/steps\/defenses$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/steps\/hardship$/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/my_dashboard\/download\?id=\d+$/);
    const link = page.getByRole('link', { name: 'Download Answer (PDF)' });
    await expect(link).toBeVisible({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await link.click();
    const text = await pdfText(await (await download).path());
    expect(text).toContain(fact('customer_name').toUpperCase());
    expect(text).toContain(fact('civil_number'));
    expect(text).toContain(fact('plaintiff_name').toUpperCase());
    expect(text).toContain('Defendant, pro se');
  });
}
