import { DEMO_PASSWORD, expect, signInCollector, test } from './fixtures';

const TIP_COOKIE = 'parley_notif_popover';

test('an admin routes offer emails to two colleagues, deletes the policy, and dismisses the Notifications tip for good', async ({ page, context }) => {
  // Time flows as usual; runFor() below fires the tip's 1 s timer without sleeping in the test.
  await page.clock.install();
  const tipCount = async () => (await context.cookies()).find((c) => c.name === TIP_COOKIE)?.value;
  const tip = page.getByRole('region', { name: 'Who gets emailed?' });

  await page.goto('/collectors');
  await page.getByLabel('Email').fill('admin@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);

  // First showing: a second after the accounts page opens, pointing at the Notifications tab.
  await page.clock.runFor(1100);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Choose who at your firm is emailed');
  expect(await tipCount()).toBe('1');

  // Following the tab closes it, and the Notifications page never shows it.
  await page.getByRole('navigation').getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add a policy' })).toBeVisible();
  await page.clock.runFor(2000);
  await expect(tip).toHaveCount(0);
  expect(await tipCount()).toBe('1');

  // The add form: two email rows to start, at least one address required.
  await expect(page.getByText("No policies yet. Until you add one, your firm's admins get every notification email.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Recipient email \d+$/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Add policy' }).click();
  await expect(page.getByText('Please enter at least one email address')).toBeVisible();

  await page.getByLabel('Event').selectOption({ label: 'Offer or counteroffer made' });
  const states = page.getByRole('combobox', { name: 'State / Territory' });
  await states.click();
  await states.fill('Texas');
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await states.fill('Calif');
  await page.getByRole('option', { name: 'California (CA)' }).click();
  await states.press('Escape');

  await page.getByLabel('Recipient email 1').fill('Offers@Demo-Law.test');
  await expect(page.getByText('2 recipients recommended')).toBeVisible();
  await page.getByLabel('Recipient email 2').fill('backup@demo-law.test');
  // All rows filled: a blank row for the next address, and the advice is met.
  await expect(page.getByLabel('Recipient email 3')).toHaveValue('');
  await expect(page.getByText('2 recipients recommended')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add policy' }).click();
  await expect(page.getByText('Policy added.')).toBeVisible();

  const row = page.getByRole('row', { name: /offers@demo-law\.test/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Offer or counteroffer made');
  await expect(row.getByRole('cell').nth(1)).toHaveText('CA, TX');
  await expect(row.getByRole('listitem')).toHaveText(['offers@demo-law.test', 'backup@demo-law.test']);
  await expect(page.getByRole('textbox', { name: /^Recipient email \d+$/ })).toHaveCount(2);

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Delete policy: Offer or counteroffer made, CA, TX' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete policy' });
  await expect(confirm).toContainText('Are you sure you want to delete this policy?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('row', { name: /offers@demo-law\.test/ })).toHaveCount(0);
  await expect(page.getByText("No policies yet. Until you add one, your firm's admins get every notification email.")).toBeVisible();

  // Second showing, on another page; 'Got it' ends it for good.
  await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByText('Welcome, Demo Law Group')).toBeVisible();
  await page.clock.runFor(1100);
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect(tip).toHaveCount(0);
  expect(await tipCount()).toBe('2');

  await page.reload();
  await expect(page.getByText('Welcome, Demo Law Group')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(tip).toHaveCount(0);
});

test('on a phone the Notifications tip steps aside while the chat panel is open, and comes back when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  const tip = page.getByRole('region', { name: 'Who gets emailed?' });
  await signInCollector(page);
  await page.clock.runFor(1100);
  await expect(tip).toBeVisible();

  // Opened as a link elsewhere on the page would open it (a click alone, no press outside the tip that closes it for now):
  // floating over the panel's foot, the tip would cover the message being read and its rewrite.
  await page.getByRole('button', { name: /^Messages/ }).dispatchEvent('click');
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat).toBeVisible();
  await expect(tip).toHaveCount(0);

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toHaveCount(0);
  await expect(tip).toBeVisible();
});
