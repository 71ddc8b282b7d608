import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, pdfText, signInConsumer, test } from './fixtures';

// A phone photo of a Washington summons (corpus entry 01: turned 4°, in perspective, blurred, shadowed, JPEG 56).
const photo = fileURLToPath(new URL('../../apps/server/src/modules/intake/corpus/01-photo.jpg', import.meta.url));

/** A reload (a bookmark, a new tab) lands on the same step, still showing what was saved. */
async function reloadKeeps(page: Page, url: RegExp, what: Locator) {
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(what).toBeVisible();
}

test('a Washington consumer goes from a phone photo of a summons to an Answer edited in the editor, each page surviving a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signInConsumer(page);
  await page.getByRole('link', { name: 'Answer a lawsuit' }).click();

  // The court first, before anything sensitive: Washington was a dead end at step 4 before.
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/jurisdiction$/);
  await reloadKeeps(page, /\/steps\/jurisdiction$/, page.getByRole('combobox', { name: 'State of the lawsuit' }));
  await page.getByRole('combobox', { name: 'State of the lawsuit' }).fill('Washington');
  await page.getByRole('option', { name: 'Washington', exact: true }).click();
  await page.getByRole('radio', { name: /^District Court/ }).check();
  await expect(page.getByText('Parley can prepare your Answer for the Washington District Court')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Scan: the phone photo.
  await expect(page).toHaveURL(/\/steps\/scan_document$/);
  await reloadKeeps(page, /\/steps\/scan_document$/, page.getByRole('button', { name: 'Upload files' }));
  await page.locator('input[type=file]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: '01-photo.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Done (1)' }).click();

  // The summary is read from the photo.
  await expect(page).toHaveURL(/\/steps\/document_summary$/);
  await expect(page.getByLabel('Your Name')).toHaveValue('David Okafor', { timeout: 90_000 });
  await expect(page.getByLabel('Case Number')).toHaveValue('26-2-49359-1');
  await expect(page.getByLabel('Plaintiff Name')).toHaveValue('Discover Bank');
  await reloadKeeps(page, /\/steps\/document_summary$/, page.getByLabel('Your Name'));
  await expect(page.getByLabel('Your Name')).toHaveValue('David Okafor');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Details: the address came from the photo; the court, service date and identity are typed.
  await expect(page).toHaveURL(/\/steps\/details$/);
  await expect(page.getByLabel('Street address')).toHaveValue('1175 Madison Drive');
  await reloadKeeps(page, /\/steps\/details$/, page.getByLabel('Street address'));
  // A city finds its county's court; the directory has no street address for it, and says so.
  await page.getByRole('combobox', { name: 'Court' }).fill('spokane');
  await page.getByRole('option', { name: /Spokane County District Court/ }).click();
  await expect(page.getByText('copy the court’s address from your summons')).toBeVisible();
  await expect(page.getByText('Court saved successfully')).toBeVisible();
  await page.getByLabel('Phone number').fill('5095550147');
  await page.getByLabel('Date you were served').fill('2026-11-02');
  await page.getByLabel('Last 4 of your SSN').fill('4321');
  await page.getByLabel('Birthdate').fill('1976-03-04');
  await page.getByLabel('I confirm that the information is correct and accurate').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Defenses: Washington's 20 days from service (a Sunday last day moves to Monday).
  await expect(page).toHaveURL(/\/steps\/defenses$/);
  await expect(page.getByText('Your Answer is due by')).toContainText('November 23, 2026');
  await reloadKeeps(page, /\/steps\/defenses$/, page.getByText('Your Answer is due by'));
  await page.getByLabel('Was your last payment on this debt a long time ago (more than a few years)?').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/steps\/hardship$/);
  await reloadKeeps(page, /\/steps\/hardship$/, page.getByRole('button', { name: 'Continue' }));
  await page.getByRole('button', { name: 'Continue' }).click();

  // The download page, reloaded as a bookmark would open it.
  await expect(page).toHaveURL(/\/my_dashboard\/download\?id=\d+$/);
  await expect(page.getByRole('link', { name: 'Download Answer (PDF)' })).toBeVisible({ timeout: 60_000 });
  await reloadKeeps(page, /\/my_dashboard\/download\?id=\d+$/, page.getByRole('link', { name: 'Download Answer (PDF)' }));

  // The editor opens this Answer; an edited sentence is saved into it.
  await page.getByRole('link', { name: 'Edit in the editor' }).click();
  const document = page.getByRole('textbox', { name: 'Document' });
  await expect(document).toContainText('STATE OF WASHINGTON');
  await document.getByText(/appearing pro se, answers the Complaint/).click({ clickCount: 3 });
  await page.keyboard.type('Defendant David Okafor, appearing pro se, answers the Complaint and denies owing the amount claimed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(document).toContainText('denies owing the amount claimed');

  // The downloaded Answer is Washington's, with the edit.
  await page.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /\(PDF\)/ }).click();
  const text = await pdfText(await (await download).path());
  expect(text).toContain('STATE OF WASHINGTON');
  expect(text).toContain('DAVID OKAFOR');
  expect(text).toContain('denies owing the amount claimed');
  expect(text).toContain('RCW 4.16.040');
  expect(text).toContain('Defendant, pro se');
});
