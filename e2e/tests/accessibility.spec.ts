import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInCollector, signInConsumer, test } from './fixtures';

// axe-core on every page of both apps (and the server-rendered pages), on a desktop and a 390 px
// phone viewport: no serious or critical violation. Then forms by keyboard alone.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/collectors',
  '/collectors/invite?token=not-a-real-token',
  '/collectors/password/forgot',
  '/collectors/password/reset?token=not-a-real-token',
  '/users/sign_up',
  '/users/sign_in',
  '/users/password/new',
  '/users/password/edit?reset_password_token=not-a-real-token',
  '/no-such-page',
  '/blog',
  '/blog/how-to-answer-a-debt-collection-lawsuit',
  '/solosettle',
  '/debt_answer',
];
const COLLECTOR_PAGES = [
  '/collectors/accounts',
  '/collectors/direct_deposit',
  '/collectors/payment_details',
  '/collectors/users',
  '/collectors/notifications',
  '/collectors/security',
];
const CONSUMER_PAGES = ['/my_dashboard', '/my_cases/new'];

/** Serious and critical violations only, each with its rule, the first element and axe's help text. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.html.slice(0, 160)}: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 200)})`,
    );
}

async function settled(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // The portal's "Who gets emailed?" tip opens 1 s after a page loads (TIP_DELAY_MS): let it open
  // first, or axe measures its button mid-fade (a flaky contrast failure, 4.24, on a button that passes at rest).
  if (url.startsWith('/collectors')) await page.waitForTimeout(1_100);
  await animationsDone(page);
}

/** Waits for CSS transitions and animations to end, so axe measures final colours, not a fade. */
async function animationsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Opens a case for the signed-in consumer through the API, as the new-case form does. */
async function openCase(page: Page): Promise<number> {
  const { csrf_token } = await (await page.request.get('/api/csrf')).json();
  const firms = await (await page.request.get('/api/v1/law_firms?query=Demo')).json();
  const res = await page.request.post('/api/v1/settlement_cases', {
    headers: { 'x-csrf-token': csrf_token },
    data: { law_firm_id: firms.law_firms[0].id, plaintiff_name: 'Midland Funding LLC', amount_owed_cents: 420_000, state: 'TX', reference_number: 'A11Y-1' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).id;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test scans a dozen pages with axe: about 27 s on a busy 2-core machine, too close to 30 s.
    test.setTimeout(90_000);

    test('public pages have no serious or critical accessibility violation', async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const url of PUBLIC_PAGES) {
        await settled(page, url);
        const violations = await seriousViolations(page);
        if (violations.length) found[url] = violations;
      }
      expect(found).toEqual({});
    });

    test('every collector page has no serious or critical accessibility violation', async ({ page }) => {
      await signInCollector(page);
      const found: Record<string, string[]> = {};
      for (const url of COLLECTOR_PAGES) {
        await settled(page, url);
        const violations = await seriousViolations(page);
        if (violations.length) found[url] = violations;
      }
      // The account drawer, opened from the list.
      await settled(page, '/collectors/accounts');
      await page.getByRole('row').nth(1).click();
      await animationsDone(page);
      const drawer = await seriousViolations(page);
      if (drawer.length) found['/collectors/accounts (account open)'] = drawer;
      expect(found).toEqual({});
    });

    test('every consumer page has no serious or critical accessibility violation', async ({ page }) => {
      await signInConsumer(page, 'consumer2@demo.test');
      const id = await openCase(page);
      const found: Record<string, string[]> = {};
      for (const url of [...CONSUMER_PAGES, `/my_cases/${id}`]) {
        await settled(page, url);
        const violations = await seriousViolations(page);
        if (violations.length) found[url] = violations;
      }
      expect(found).toEqual({});
    });
  });
}

test.describe('forms by keyboard alone', () => {
  test('collector sign-in: labelled fields, Tab order, Enter submits, the error is announced', async ({ page }) => {
    await page.goto('/collectors');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('admin@demo-law.test');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    // An alert (role=alert is announced at once by screen readers) carries the refusal.
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Parley-demo-2026!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collectors\/accounts$/);
  });

  test('consumer sign-up: a missing field is marked invalid and its message tied to it', async ({ page }) => {
    await page.goto('/users/sign_up');
    const firstField = page.getByLabel('First name');
    await firstField.focus();
    await page.keyboard.press('Enter');
    const invalid = page.locator('[aria-invalid="true"]').first();
    await expect(invalid).toBeVisible();
    const describedBy = await invalid.getAttribute('aria-describedby');
    expect(describedBy, 'the error message is tied to its field').toBeTruthy();
    await expect(page.locator(`[id="${describedBy?.split(' ')[0]}"]`)).not.toBeEmpty();
  });

  test('consumer sign-in by keyboard reaches the dashboard', async ({ page }) => {
    await page.goto('/users/sign_in');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('consumer@demo.test');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('Parley-demo-2026!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my_dashboard$/);
  });
});
