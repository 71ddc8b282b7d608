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

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // A 401 from the session probe is the expected answer for a signed-out visitor.
      if (msg.type() === 'error' && !/status of 40[13]/.test(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };
