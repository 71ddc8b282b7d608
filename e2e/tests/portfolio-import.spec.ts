import ExcelJS from 'exceljs';
import { expect, signInCollector, test } from './fixtures';

// Three accounts and one bad row (row 4: an amount under the $100 minimum).
const CSV = [
  'Account Number,Debtor Name,Balance,State,Original Creditor',
  'E2E-1,Portfolio Alpha,1500.00,TX,E2E Bank',
  'E2E-2,Portfolio Beta,2500.00,CA,E2E Bank',
  'E2E-3,Portfolio Gamma,12.00,NY,E2E Bank',
  'E2E-4,Portfolio Delta,900.00,FL,E2E Bank',
].join('\r\n');

test('a firm admin checks a portfolio file, sees its bad row, imports it, finds the accounts and the reports', async ({ page }) => {
  await signInCollector(page, 'admin@demo-law.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Import / Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();

  // Mantine's file input is a button that opens the browser's file chooser, as a person meets it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Portfolio file').click();
  await (await chooser).setFiles({ name: 'portfolio.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  // The mapping is guessed from the headers.
  await expect(page.getByRole('combobox', { name: 'Account reference (required)' })).toHaveValue('Account Number');
  await expect(page.getByRole('combobox', { name: 'Creditor (required)' })).toHaveValue('Original Creditor');

  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByText('Dry run finished: nothing was imported')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(/4\s*Amount \(dollars\)\s*Please enter a lawsuit amount of at least \$100/);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  const summary = page.getByRole('table', { name: 'Import summary' });
  await expect(summary.getByRole('row', { name: /Accounts\s+created/ })).toContainText('3');

  await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
  await page.getByLabel('Search').fill('Portfolio Alpha');
  await expect(page.getByText('Portfolio Alpha').first()).toBeVisible();
  await expect(page.getByText('Portfolio Gamma')).toHaveCount(0);
  // A page change asked for inside the search's 250 ms pause wins: the pending search does not pull
  // the browser back to the accounts (it did, in full runs).
  await page.getByLabel('Search').fill('Portfolio Gamma');
  const collected = (await page.getByRole('group', { name: 'Collected' }).locator('p').nth(1).innerText()).trim();
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(/\/reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByText('Show as a table').nth(2).click();
  await expect(page.getByRole('table', { name: 'By state' }).getByRole('row', { name: /^FL/ })).toBeVisible();

  // The reports reconcile with the accounts page (issue 38.7): Recovered is its Collected plus archived accounts.
  await expect(page.getByTestId('recovered-reconciled')).toContainText(`Collected on active accounts (${collected})`);
  // Every status has its bar named, and every chart says what its colours are.
  const byStatus = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: 'By status' }) });
  await byStatus.getByText('Show as a table').click();
  const statuses = await byStatus.getByRole('table').getByRole('row').count();
  await expect(byStatus.locator('.recharts-yAxis .recharts-cartesian-axis-tick')).toHaveCount(statuses - 1);
  await expect(byStatus.locator('.recharts-legend-wrapper')).toContainText('Recovered');
  // A range of months narrows the chart over time and its total.
  const overTime = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: 'Recovered and outstanding over time' }) });
  const from = overTime.getByLabel('From');
  if ((await from.count()) > 0) {
    const months = await from.locator('option').allInnerTexts();
    await from.selectOption({ label: months.at(-1) ?? '' });
    await expect(overTime.getByText(new RegExp(`^Recovered in ${months.at(-1)}: \\$`))).toBeVisible();
  }
});

test('a firm admin imports an Excel workbook whose numbers and dates are typed cells, and finds its accounts', async ({ page }) => {
  // As a spreadsheet saves it: a numeric account number, amounts as numbers, a real date cell, a second sheet of notes.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Placements');
  sheet.addRow(['Account Number', 'Debtor Name', 'Balance', 'State', 'Original Creditor', 'Date of Birth']);
  sheet.addRow([880001, 'Workbook Ada', 1875.5, 'OH', 'Sheet Bank', new Date(Date.UTC(1981, 2, 14))]);
  sheet.addRow(['WB-2', 'Workbook Grace', 3200, 'WA', 'Sheet Bank', null]);
  book.addWorksheet('Notes').addRow(['not an account']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await signInCollector(page, 'admin@demo-law.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Import / Export' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Portfolio file').click();
  await (await chooser).setFiles({ name: 'placements.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(page.getByRole('combobox', { name: 'Account reference (required)' })).toHaveValue('Account Number');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Import summary' }).getByRole('row', { name: /Accounts\s+created/ })).toContainText('2');

  await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
  await page.getByLabel('Search').fill('Workbook Ada');
  await expect(page.getByText('Workbook Ada').first()).toBeVisible();
});
