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
      // Chromium logs every 4xx answer (a refused password, a signed-out session probe) as a
      // console error; those are expected answers, not page errors.
      if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };
