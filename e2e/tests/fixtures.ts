import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';

export const DEMO_PASSWORD = 'Parley-demo-2026!';

/** The code this worker's server printed for a firm at start-up (serve.mjs captured it). */
export function authCodeOf(firm: string): string {
  const port = new URL(base.info().project.use.baseURL ?? '').port;
  const codes = JSON.parse(readFileSync(new URL(`../../.tmp/e2e-auth-codes-${port}.json`, import.meta.url), 'utf8')) as Record<string, string>;
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
 * On a failure, the page's address and the words it showed, printed with the error: a run in CI
 * keeps no screenshots, and a failure nobody can explain is a defect to find, not to rerun.
 */
async function attachWhatItShowed(page: Page, name: string, testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(no text: ${error.message})`);
  await testInfo.attach(`${name} at failure`, { body: `${page.url()}\n\n${text.slice(0, 3_000)}`, contentType: 'text/plain' });
}

/**
 * Fails the test on any console error or uncaught page error. `otherPage` is a second browser
 * (its own cookies) for journeys with two people, one in each app.
 */
export const test = base.extend<{ page: Page; otherPage: Page }>({
  page: async ({ page }, use, testInfo) => {
    const errors = watchErrors(page);
    await use(page);
    await attachWhatItShowed(page, 'page', testInfo);
    expect(errors, 'console errors').toEqual([]);
  },
  otherPage: async ({ browser, baseURL }, use, testInfo) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await use(page);
    await attachWhatItShowed(page, 'otherPage', testInfo);
    await context.close();
    expect(errors, 'console errors of the second browser').toEqual([]);
  },
});
type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/**
 * Sessions this run already opened, by site, realm and email. The server allows 50 sign-ins a
 * quarter of an hour from one address (as it would for any client), and every test comes from
 * 127.0.0.1: a journey that is not about signing in reuses a session that is still
 * open instead of spending one. A session a test ended (sign-out, password change) is not open
 * any more, and the helper signs in again.
 */
const openSessions = new Map<string, Cookie[]>();

async function reuseSession(page: Page, realm: 'collector' | 'consumer', email: string): Promise<boolean> {
  const key = `${base.info().project.use.baseURL}|${realm}|${email}`;
  const cookies = openSessions.get(key);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const check = await page.request.get(realm === 'collector' ? '/collectors/api/check_auth' : '/api/v1/check_auth');
  const body = check.ok() ? ((await check.json()) as { current_user?: { email?: string } | null }) : null;
  if (body?.current_user?.email === email) return true;
  openSessions.delete(key);
  await page.context().clearCookies();
  return false;
}

async function keepSession(page: Page, realm: 'collector' | 'consumer', email: string) {
  const other = realm === 'collector' ? 'parley_consumer_session' : 'parley_collector_session';
  const cookies = (await page.context().cookies()).filter((c) => c.name !== other);
  openSessions.set(`${base.info().project.use.baseURL}|${realm}|${email}`, cookies);
}

/** Signs a demo collector in at /collectors (or reuses their open session); lands on the accounts page. */
export async function signInCollector(page: Page, email = 'admin@demo-law.test') {
  if (await reuseSession(page, 'collector', email)) {
    await page.goto('/collectors/accounts');
    await expect(page).toHaveURL(/\/collectors\/accounts$/);
    return;
  }
  await page.goto('/collectors');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await keepSession(page, 'collector', email);
}

/** Signs a demo consumer in at /users/sign_in (or reuses their open session); lands on the dashboard. */
export async function signInConsumer(page: Page, email = 'consumer@demo.test') {
  if (await reuseSession(page, 'consumer', email)) {
    await page.goto('/my_dashboard');
    await expect(page).toHaveURL(/\/my_dashboard$/);
    return;
  }
  await page.goto('/users/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my_dashboard$/);
  await keepSession(page, 'consumer', email);
}

/** A debt validation letter generated for the signed-in consumer, walked through the API the intake pages call. */
export async function generatedLetter(request: APIRequestContext): Promise<number> {
  const csrf = (await (await request.get('/api/csrf')).json()).csrf_token as string;
  const post = async (url: string, data?: unknown) => {
    const res = await request.post(url, { headers: { 'x-csrf-token': csrf }, data });
    expect(res.status(), url).toBe(200);
    return res.json();
  };
  const { id } = await post('/customer_documents?document_name=document_generation');
  const step = (body: Record<string, unknown>) => post(`/api_controller/update_walk_through_step_response/${id}`, { ...body, complete: true });
  await step({ step_name: 'scan_document', inputs: {} });
  await step({
    step_name: 'document_summary',
    inputs: {
      customer_name: 'Jordan Miller',
      plaintiff_name: 'Portfolio Recovery Associates',
      law_firm_name: 'Sterling & Hale Collections LLP',
      lawyer_email: 'jhale@sterlinghale-law.com',
      lawsuit_state: 'TX',
      lawsuit_amount: 182_317,
      determine_if_lawsuit_exists: false,
      civil_number: '',
    },
  });
  await post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123', consents_to_sms: true });
  await step({
    step_name: 'details',
    inputs: {
      customer_mailing_address: { customer_street: '1423 Elm Street', customer_city: 'Houston', customer_state: 'TX', customer_zip_code: '77002' },
      social_security_number: { social_security_number: '', social_security_number_last_four: '6789' },
      birthdate: '1985-04-12',
      confirmed: true,
    },
  });
  await step({ step_name: 'letter_choice', inputs: { letter_kind: 'debt_validation' } });
  await expect.poll(async () => (await (await request.get(`/api_controller/documents/${id}/downloads`)).json()).state, { timeout: 30_000 }).toBe('completed');
  return id;
}

/** The text of a downloaded PDF, its pages joined, whitespace folded. */
export async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

export { expect };
