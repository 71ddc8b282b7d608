// Screenshots of the dispute UI on both sides at 1280 and 390 px (issue 24). Usage:
//   BASE=http://127.0.0.1:3581 CASE=<id> STEP=<name> node e2e/tools/shots-disputes.mjs
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:3581';
const caseId = process.env.CASE;
const step = process.env.STEP ?? 'shot';
const out = process.env.OUT ?? '/tmp/dispute-shots';
const password = 'Parley-demo-2026!';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const consumer = await (await browser.newContext({ baseURL: base, viewport: { width, height: 900 } })).newPage();
  await consumer.goto('/users/sign_in');
  await consumer.getByLabel('Email').fill('consumer@demo.test');
  await consumer.getByLabel('Password', { exact: true }).fill(password);
  await consumer.getByRole('button', { name: 'Sign in' }).click();
  await consumer.waitForURL(/my_dashboard/);
  await consumer.goto(`/my_cases/${caseId}`);
  const notice = consumer.getByRole('region', { name: 'Validation notice' });
  await notice.waitFor();
  if (process.env.OPEN_FORM) await consumer.getByRole('button', { name: 'Report identity theft' }).click();
  await notice.screenshot({ path: `${out}/${step}-consumer-${width}.png` });

  const collector = await (await browser.newContext({ baseURL: base, viewport: { width, height: 900 } })).newPage();
  await collector.goto('/collectors');
  await collector.getByLabel('Email').fill('admin@demo-law.test');
  await collector.getByLabel('Password', { exact: true }).fill(password);
  await collector.getByRole('button', { name: 'Sign in' }).click();
  await collector.waitForURL(/collectors\/accounts/);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${caseId}`);
  const next = collector.getByRole('region', { name: 'Next step' });
  await next.waitFor();
  await collector.waitForTimeout(800);
  await next.screenshot({ path: `${out}/${step}-collector-${width}.png` });
  await collector.screenshot({ path: `${out}/${step}-collector-page-${width}.png`, fullPage: true });
}
await browser.close();
