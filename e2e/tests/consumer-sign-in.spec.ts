import { expect, test } from './fixtures';

test('a consumer signs up, signs out and signs back in', async ({ page }) => {
  const email = `jamie.${Date.now()}@example.test`;
  const password = 'my own long passphrase';

  await page.goto('/users/sign_up');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/my_dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
  // Its own case works at once; comments, chat and payments wait for the emailed link.
  await expect(page.getByText('Confirm your email address first: we sent you a link.')).toBeVisible();
  await page.goto('/dev/mailbox');
  await page
    .getByRole('link', { name: /\/users\/confirmation\?confirmation_token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/users\/confirmation$/);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
  await expect(page.getByText('Confirm your email address first: we sent you a link.')).toHaveCount(0);

  await page
    .getByRole('button', { name: 'Sign out' })
    .or(page.getByRole('link', { name: 'Sign out' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await expect(page.getByText('Signed out successfully.')).toBeVisible();

  await page.goto('/my_dashboard');
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my_dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
});

test('sign-up shows field errors beside their fields and keeps what was typed', async ({ page }) => {
  await page.goto('/users/sign_up');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill('jamie.typo@example.test');
  await page.getByLabel('Password', { exact: true }).fill('another long passphrase');
  await page.getByLabel('Confirm password').fill('another long passphrase, mistyped');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jamie');
});

test('sign-up with a taken address answers as any sign-up and signs nobody in', async ({ page }) => {
  await page.goto('/users/sign_up');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill('consumer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('another long passphrase');
  await page.getByLabel('Confirm password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Thanks! We sent you an email: follow its link to confirm your address.')).toBeVisible();
  await page.goto('/my_dashboard');
  await expect(page).toHaveURL(/\/users\/sign_in/);
});

test('a consumer resets a forgotten password from the emailed link', async ({ page }) => {
  await page.goto('/users/sign_in');
  await page.getByRole('link', { name: /forgot your password/i }).click();
  await page.getByLabel('Email').fill('consumer2@demo.test');
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  await page.goto('/dev/mailbox');
  await page
    .getByRole('link', { name: /\/users\/password\/edit\?reset_password_token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/users\/password\/edit$/);
  await page.getByLabel('New password').fill('a fresh consumer passphrase');
  await page.getByLabel('Confirm password').fill('a fresh consumer passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByLabel('Email').fill('consumer2@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('a fresh consumer passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my_dashboard$/);
});
