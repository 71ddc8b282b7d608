import { authCodeOf, DEMO_PASSWORD, expect, test } from './fixtures';

test('an admin signs in with email and password, lands on the remembered page, and signs out', async ({ page }) => {
  await page.goto('/collectors/users?from=bookmark');
  await expect(page).toHaveURL(/\/collectors$/);

  await page.getByLabel('Email').fill('admin@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/collectors\/users\?from=bookmark$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toBeVisible();

  // A signed-in visit to the sign-in screen goes to accounts.
  await page.goto('/collectors');
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await expect(page.getByText('Welcome, Demo Law Group')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/collectors$/);
  await page.goto('/collectors/accounts');
  await expect(page).toHaveURL(/\/collectors$/);
});

test('a firm signs in with its authentication code, as user scope without the Users tab', async ({ page }) => {
  await page.goto('/collectors');
  await page
    .getByText(/authentication code/i)
    .first()
    .click();
  await page.getByLabel('Authentication Code').fill(authCodeOf('Demo Law Group'));
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await expect(page.getByText('Welcome, Demo Law Group')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Direct Deposit' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a wrong password shows the server message and stays on the sign-in screen', async ({ page }) => {
  await page.goto('/collectors');
  await page.getByLabel('Email').fill('admin@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/collectors$/);
});

test('the on-call administrator sees the banner and no navigation', async ({ page }) => {
  await page.goto('/collectors');
  await page.getByLabel('Email').fill('oncall@parley.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Viewing user accounts as administrator.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Direct Deposit' })).toHaveCount(0);
});

test('a collector resets a forgotten password from the emailed link', async ({ page }) => {
  await page.goto('/collectors');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await page.getByLabel('Email').fill('staff@demo-law.test');
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  await page.goto('/dev/mailbox');
  await page
    .getByRole('link', { name: /\/collectors\/password\/reset\?token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/collectors\/password\/reset$/);
  await page.getByLabel('New password').fill('a brand new passphrase');
  await page.getByLabel('Confirm password').fill('a brand new passphrase');
  await page.getByRole('button', { name: /set|save|reset/i }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();

  await page.goto('/collectors');
  await page.getByLabel('Email').fill('staff@demo-law.test');
  await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
});
