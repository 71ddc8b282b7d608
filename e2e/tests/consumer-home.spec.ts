import { expect, signInConsumer, test } from './fixtures';

// Issue 7: a consumer signs in and, unaided, sees their cases, a credit report and a budget from their bank.
test('a consumer completes the profile, gets a credit report and a budget from the sandbox bank', async ({ page }) => {
  await signInConsumer(page, 'consumer2@demo.test');
  await expect(page.getByRole('heading', { name: 'Your cases' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // The credit report needs the profile first.
  await page.getByRole('tab', { name: 'Credit report' }).click();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/activeTab=profile/);
  await page.getByLabel('Street address').fill('88 Oak Street');
  await page.getByLabel('City').fill('Fresno');
  await page.getByRole('combobox', { name: 'State' }).fill('California');
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByLabel('ZIP code').fill('937211234');
  await expect(page.getByLabel('ZIP code')).toHaveValue('93721-1234');
  await page.getByLabel('Birthdate').fill('1990-06-15');
  await page.getByRole('textbox', { name: 'Social Security number' }).fill('536221947');
  await expect(page.getByRole('textbox', { name: 'Social Security number' })).toHaveValue('536-22-1947');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Current password is required to make changes')).toBeVisible();
  await page.getByLabel('Current password').fill('Parley-demo-2026!');
  await page.getByRole('button', { name: 'Save profile' }).click();
  // Saved, then back where the profile link came from.
  await expect(page).toHaveURL(/activeTab=credit_report/);

  await page.getByRole('button', { name: 'Get my credit report' }).click();
  await expect(page.getByRole('img', { name: /Credit score \d{3} of 850/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('What shapes your score')).toBeVisible();
  await expect(page.getByText('Payment history', { exact: true })).toBeVisible();

  // The bank: consent, a bank, and the report arrives live on the page.
  await page.getByRole('tab', { name: 'Financial report' }).click();
  await page.getByRole('link', { name: 'Connect your bank' }).click();
  await expect(page).toHaveURL(/\/plaid\/link/);
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel(/I agree that Parley may read my account balances/).check();
  await next.click();
  await page.getByRole('button', { name: 'First Platypus Bank' }).click();
  await expect(page.getByText('Account Connection Successful!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Building your report')).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/activeTab=financial_report/);
  await expect(page.getByText('Monthly income')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Income and expenses by month' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Expenses by category' })).toContainText('Rent');
  await expect(page.getByRole('cell', { name: /weekly|twice a month|monthly/ }).first()).toBeVisible();
});

test('a bank whose transactions cannot be read says so and still lets the consumer continue', async ({ page }) => {
  await signInConsumer(page);
  await page.goto('/plaid/link');
  await page.getByLabel(/I agree that Parley may read my account balances/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Platypus Unreadable Bank' }).click();
  await expect(page.getByText("We couldn't generate your report, but you can continue.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('the header menu opens nested on hover at desktop width and becomes a drawer below 992 px', async ({ page }) => {
  await signInConsumer(page);
  await page.getByRole('button', { name: 'Menu' }).hover();
  await page.getByRole('menuitem', { name: 'My finances' }).hover();
  await page.getByRole('menuitem', { name: 'Credit report' }).click();
  await expect(page).toHaveURL(/activeTab=credit_report/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/activeTab=profile/);
  await expect(page.getByLabel('Email')).toHaveValue('consumer@demo.test');
});
