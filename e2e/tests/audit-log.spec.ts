import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, test } from './fixtures';

test('an admin reads their sign-in in the audit log, filters it, and downloads it as CSV (the download is logged too)', async ({ page }) => {
  // A fresh sign-in through the form, so this run's own entry is the newest.
  await page.goto('/collectors');
  await page.getByLabel('Email').fill('admin@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/collectors\/audit_log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
  // The newest entries: the accounts list just viewed, and the sign-in before it.
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toContainText('admin@demo-law.test');

  // Filter to sign-ins: every row is one.
  const action = page.getByRole('combobox', { name: 'Action', exact: true });
  await action.click();
  await action.fill('Signed in');
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await expect(rows.nth(1)).toContainText('Signed in');
  await expect(rows.filter({ hasNotText: 'Signed in' })).toHaveCount(1); // the header row

  // A date range with nothing in it says so.
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-01-31');
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await page.getByLabel('From').fill('');
  await page.getByLabel('To').fill('');
  await expect(rows.nth(1)).toContainText('Signed in');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Time (UTC),Action,Action code,User,User id,Realm,Firm id,Target,IP address,Browser,Details');
  expect(csv).toContain(',Signed in,sign_in,admin@demo-law.test,');

  // The export is itself an entry.
  await page.getByRole('combobox', { name: 'Action', exact: true }).click();
  await page.getByRole('combobox', { name: 'Action', exact: true }).fill('Audit log downloaded');
  await page.getByRole('option', { name: 'Audit log downloaded (CSV)' }).click();
  await expect(rows.nth(1)).toContainText('Audit log downloaded (CSV)');
  await expect(rows.nth(1)).toContainText('admin@demo-law.test');
});

test('a staff member is told the audit log is for administrators', async ({ page }) => {
  await page.goto('/collectors');
  await page.getByLabel('Email').fill('staff@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/collectors/audit_log');
  await expect(page.getByText('Only firm administrators can read the audit log.')).toBeVisible();
});
