import type { Page } from '@playwright/test';
import { PAGES } from '../../apps/web/src/app/pages';
import { expect, signInCollector, signInConsumer, test } from './fixtures';

// At a phone's width (390 px) no signed-in page is wider than the screen: a long word, a table row or a
// form field that widens the page makes the whole page slide sideways (the integrations page did, on
// its long event names). Every page of the two layouts the table lists, without a parameter, and a case.
const PHONE = { width: 390, height: 844 };

// Nor does anything run past the edge of its card while the page itself still fits (the intake summary's two answers to
// "Have you been sued?", side by side, ran 9 px past theirs): an element outside its Mantine card, with no scrolling or
// clipping box between them, is named.
async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (extra > 0) return `${path}: ${extra} px wider than the screen`;
  const spilled = await page.evaluate(() => {
    for (const card of document.querySelectorAll('.mantine-Paper-root, .mantine-Card-root')) {
      const box = card.getBoundingClientRect();
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || (r.right <= box.right + 1 && r.left >= box.left - 1)) continue;
        let clipped = false;
        for (let a = el.parentElement; a && a !== card && !clipped; a = a.parentElement) clipped = getComputedStyle(a).overflowX !== 'visible';
        if (!clipped)
          return `"${(el.textContent ?? '').trim().slice(0, 40)}" runs ${Math.round(Math.max(r.right - box.right, box.left - r.left))} px past its card`;
      }
    }
    return null;
  });
  return spilled ? `${path}: ${spilled}` : null;
}

const pagesOf = (layout: 'collector' | 'consumer') => PAGES.filter((p) => p.layout === layout && !p.path.includes(':')).map((p) => p.path);

test('every signed-in collector page fits a phone’s width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInCollector(page);
  const wide: string[] = [];
  for (const path of pagesOf('collector')) {
    const found = await overflowOf(page, path);
    if (found) wide.push(found);
  }
  expect(wide).toEqual([]);
});

test('every signed-in consumer page fits a phone’s width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInConsumer(page);
  const listed = (await (await page.request.get('/api/v1/settlement_cases')).json()) as { cases: { id: number }[] };
  const caseId = listed.cases[0]?.id;
  const wide: string[] = [];
  for (const path of [...pagesOf('consumer'), ...(caseId ? [`/my_cases/${caseId}`] : []), '/solo']) {
    const found = await overflowOf(page, path);
    if (found) wide.push(found);
  }
  expect(wide).toEqual([]);
});
