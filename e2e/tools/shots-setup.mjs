// Opens a case for the demo consumer with Demo Law Group and disputes it (for shots-disputes.mjs); prints its id.
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:3581';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ baseURL: base })).newPage();
await page.goto('/users/sign_in');
await page.getByLabel('Email').fill('consumer@demo.test');
await page.getByLabel('Password', { exact: true }).fill('Parley-demo-2026!');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/my_dashboard/);
const csrf = (await (await page.request.get('/api/csrf')).json()).csrf_token;
const firms = await (await page.request.get('/api/v1/law_firms?query=Demo')).json();
const firmId = (Array.isArray(firms) ? firms : (firms.law_firms ?? firms.data))[0].id;
const opened = await page.request.post('/api/v1/settlement_cases', {
  data: { law_firm_id: firmId, plaintiff_name: 'Shots Credit', amount_owed_cents: 500_000, state: 'TX' },
  headers: { 'x-csrf-token': csrf },
});
const id = (await opened.json()).id;
const kind = process.env.KIND ?? 'dispute';
const body = kind === 'dispute' ? { kind, scope: 'all', reason: 'amount_wrong', details: 'I paid part of this in 2023.' } : { kind };
if (kind !== 'none') await page.request.post(`/api/v1/settlement_cases/${id}/disputes`, { data: body, headers: { 'x-csrf-token': csrf } });
console.log(id);
await browser.close();
