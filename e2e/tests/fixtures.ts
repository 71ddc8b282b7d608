import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Parley-demo-2026!';

/** The code the server printed for a firm at start-up (serve.mjs captured it). */
export function authCodeOf(firm: string): string {
  const codes = JSON.parse(readFileSync(new URL('../../.tmp/e2e-auth-codes.json', import.meta.url), 'utf8')) as Record<string, string>;
  const code = codes[firm];
  if (!code) throw new Error(`no auth code printed for ${firm}`);
  return code;
}

/** Collects a page's console errors and uncaught errors, for the test to fail on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Chromium logs every 4xx answer (a refused password, a signed-out session probe) as a
    // console error; those are expected answers, not page errors.
    if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Fails the test on any console error or uncaught page error. `otherPage` is a second browser
 * (its own cookies) for journeys with two people, one in each app.
 */
export const test = base.extend<{ page: Page; otherPage: Page }>({
  page: async ({ page }, use) => {
    const errors = watchErrors(page);
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  otherPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await use(page);
    await context.close();
    expect(errors, 'console errors of the second browser').toEqual([]);
  },
});
/** Signs a demo collector in at /collectors; lands on the accounts page. */
export async function signInCollector(page: Page, email = 'admin@demo-law.test') {
  await page.goto('/collectors');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
}

/** Signs a demo consumer in at /users/sign_in; lands on the dashboard. */
export async function signInConsumer(page: Page, email = 'consumer@demo.test') {
  await page.goto('/users/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my_dashboard$/);
}

export { expect };
