import { fileURLToPath } from 'node:url';
import { expect, pdfText, signInConsumer, test } from './fixtures';

const summons = fileURLToPath(new URL('../../apps/server/src/modules/intake/corpus/01-summons.png', import.meta.url));

test('a consumer photographs a summons and leaves with an Answer naming the parties, the case and the defenses', async ({ page }) => {
  test.setTimeout(120_000);
  await signInConsumer(page);
  await page.getByRole('link', { name: 'Answer a lawsuit' }).click();

  // The court first, before anything sensitive: Texas, a justice court.
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/jurisdiction$/);
  await page.getByRole('combobox', { name: 'State of the lawsuit' }).fill('Texas');
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await page.getByRole('radio', { name: /^Justice Court/ }).check();
  await expect(page.getByText('Parley can prepare your Answer for the Texas Justice Court')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/scan_document$/);

  // Scan: upload the summons, see its thumbnail, then Done (1).
  await page.locator('input[type=file]').setInputFiles(summons);
  await expect(page.getByRole('img', { name: '01-summons.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Done (1)' }).click();

  // The summary fills itself from the scan.
  await expect(page).toHaveURL(/\/steps\/document_summary$/);
  await expect(page.getByLabel('Your Name')).toHaveValue('Maria Gonzalez', { timeout: 30_000 });
  await expect(page.getByLabel('Case Number')).toHaveValue('CV-2026-004217');
  await expect(page.getByLabel('Lawsuit amount')).toHaveValue('$4,823.17');
  await expect(page.getByLabel('Plaintiff Name')).toHaveValue('Midland Credit Management, Inc.');

  // Correct a field: the creditor's name as the consumer knows it; saved on leaving the field.
  await page.getByLabel('Plaintiff Name').fill('Midland Funding, LLC');
  await page.getByLabel('Plaintiff Name').blur();
  await expect(page.getByText('Plaintiff Name saved successfully')).toBeVisible();
  // An invalid amount is refused beside the field.
  await page.getByLabel('Lawsuit amount').fill('50');
  await page.getByLabel('Lawsuit amount').blur();
  await expect(page.getByText('Please enter a lawsuit amount of at least $100')).toBeVisible();
  await page.getByLabel('Lawsuit amount').fill('4823.17');
  await page.getByLabel('Lawsuit amount').blur();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Details: address and phone came from the summons; the rest is typed.
  await expect(page).toHaveURL(/\/steps\/details$/);
  const detailsUrl = page.url();
  await expect(page.getByLabel('Street address')).toHaveValue('1423 Elm Street');
  await expect(page.getByLabel('Phone number')).toHaveValue('(713) 555-0123');
  // The court as the summons prints it, with a hint to pick the directory's court for its address.
  await expect(page.getByRole('combobox', { name: 'Court' })).toHaveValue('Justice Court, Precinct 1, Place 1, Harris County, State of Texas');
  await expect(page.getByText('As printed on your papers. Pick your court from the list so its address is filled in.')).toBeVisible();
  // The consumer replaces it with the directory's court, which brings its address (typed, as a person does).
  await page.getByRole('combobox', { name: 'Court' }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('harris justice');
  await page.getByRole('option', { name: 'Harris County Justice Court, Precinct 1, Place 1' }).click();
  await expect(page.getByText('Court saved successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please fill in the following required fields:' });
  await expect(missing).toContainText('Date served');
  await expect(missing).not.toContainText('Court');
  await page.getByLabel('Date you were served').fill('2026-03-02');
  await page.getByLabel('Last 4 of your SSN').fill('6789');
  await page.getByLabel('Birthdate').fill('1985-04-12');
  await page.getByLabel('I confirm that the information is correct and accurate').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Defenses, from plain questions; the deadline from the service date and the Texas justice court's 14 days.
  await expect(page).toHaveURL(/\/steps\/defenses$/);
  await expect(page.getByText('Your Answer is due by')).toContainText('March 16, 2026');
  await page.getByLabel('Was your last payment on this debt a long time ago (more than a few years)?').check();
  await page.getByLabel('Is the company suing you different from the one you owed originally?').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Hardship: a checked reason reveals "Tell us more...".
  await expect(page).toHaveURL(/\/steps\/hardship$/);
  await page.getByLabel('Medical bills or an illness in the family').check();
  await page.getByPlaceholder('Tell us more...').fill('Surgery last spring.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Download: the page polls until the Answer is ready.
  await expect(page).toHaveURL(/\/my_dashboard\/download\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Answer (PDF)' }).click({ timeout: 30_000 });
  const download = await downloadPromise;
  const text = await pdfText(await download.path());
  expect(text).toContain('MIDLAND FUNDING, LLC');
  expect(text).toContain('MARIA GONZALEZ');
  expect(text).toContain('Cause No. CV-2026-004217');
  expect(text).toContain("DEFENDANT'S ORIGINAL ANSWER");
  expect(text).toContain('Statute of limitations');
  expect(text).toContain('Lack of standing');
  expect(text).not.toContain('Insufficient service of process');
  expect(text).toContain('(713) 555-0123');
  await expect(page.getByRole('link', { name: 'Download Answer (Word)' })).toBeVisible();
  await expect(page.getByText(/These files were made on/)).toBeVisible();
  const downloadUrl = page.url();

  // Issue 37.2: a fact the Answer uses changes after it was made. The page says so, and one click makes it again.
  await page.goto(detailsUrl);
  await page.getByLabel('Phone number').fill('(713) 555-0199');
  const confirm = page.getByLabel('I confirm that the information is correct and accurate');
  if (!(await confirm.isChecked())) await confirm.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Every step is done, so Continue leads back to the download page, which now says the files are out of date.
  await expect(page).toHaveURL(downloadUrl);
  await expect(page.getByText('You changed details this document uses after it was made.')).toBeVisible();
  await page.getByRole('button', { name: 'Make it again with my current details' }).click();
  await expect(page.getByText('Your document is ready.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You changed details this document uses after it was made.')).toBeHidden();
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Answer (PDF)' }).click();
  const remade = await pdfText(await (await again).path());
  expect(remade).toContain('(713) 555-0199');
  expect(remade).not.toContain('(713) 555-0123');

  // The dashboard has one read model of the case: the Answer shows once, completed, with its downloads,
  // on the Cases tab and on the Documents tab alike.
  await page.goto('/my_dashboard?activeTab=cases');
  await page.getByRole('button', { name: /Midland Funding/i }).click();
  // This Answer's card: the one whose downloads are this case's files.
  const answer = page.getByRole('article').filter({ has: page.locator(`a[href*="/documents/${id}/files/"]`) });
  await expect(answer).toHaveCount(1);
  await expect(answer.getByText('Completed', { exact: true })).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Download', exact: true })).toBeVisible();
  await page.goto('/my_dashboard?activeTab=documents');
  await expect(answer).toHaveCount(1);
  await expect(answer.getByText('Completed', { exact: true })).toBeVisible();
});

test('a consumer sued in a court that needs its own form is told so at the first step, before any personal details', async ({ page }) => {
  await signInConsumer(page);
  await page.getByRole('link', { name: 'Answer a lawsuit' }).click();
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/jurisdiction$/);
  await page.getByRole('combobox', { name: 'State of the lawsuit' }).fill('Maryland');
  await page.getByRole('option', { name: 'Maryland', exact: true }).click();
  await page.getByRole('radio', { name: /^District Court/ }).check();
  await expect(page.getByText('This court needs its own form')).toBeVisible();
  await expect(page.getByText(/Notice of Intention to Defend/)).toBeVisible();
  await expect(page.getByLabel(/SSN/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with a general Answer' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a debt validation letter instead' }).click();
  await expect(page).toHaveURL(/\/document_generations\/\d+\/steps\/scan_document$/);
});
