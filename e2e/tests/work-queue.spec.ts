import { expect, signInCollector, test } from './fixtures';

/**
 * Issue 38.2, the firm's day: a staff member takes an unassigned account from the queue; the
 * administrator reads the staff member's queue and takes the account back; the staff member's queue
 * loses it live, without a reload. At 390 px the queue is read without sideways scrolling.
 */
test('a staff member takes an account from the queue, the administrator reassigns it, the staff queue follows live', async ({ page, otherPage }) => {
  // A staff member of its own: other journeys change the demo staff member's password (a reset) and sessions.
  const staff = `queue-${Date.now()}@demo-law.test`;
  await signInCollector(page, 'admin@demo-law.test');
  const csrf = async (p: typeof page) => (await (await p.request.get('/api/csrf')).json()).csrf_token as string;
  const invited = await page.request.post('/collectors/api/users/create', {
    data: { user: { email: staff, law_firm_scope: 'user' } },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(invited.ok()).toBe(true);
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()).messages as { to: string; text: string }[];
  const token = /\/collectors\/invite\?token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === staff)?.text ?? '')?.[1];
  const accepted = await otherPage.request.post('/collectors/api/accept_invite', {
    data: { token, password: 'a long queue passphrase' },
    headers: { 'x-csrf-token': await csrf(otherPage) },
  });
  expect(accepted.ok()).toBe(true);
  await otherPage.goto('/collectors/accounts');
  await otherPage.getByRole('navigation').getByRole('link', { name: 'Work queue' }).click();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
  await otherPage.getByText(/^Unassigned \(\d+\)$/).click();
  const items = otherPage.getByRole('list', { name: 'Work queue items' }).getByRole('listitem');
  const first = items.first();
  await expect(first.getByRole('button', { name: /Take it/ })).toBeVisible();
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  expect(name).not.toBe('');
  await first.getByRole('button', { name: /Take it/ }).click();

  await otherPage.getByText(/^My queue \(\d+\)$/).click();
  const mine = otherPage.getByRole('list', { name: 'Work queue items' }).getByRole('listitem').filter({ hasText: name });
  await expect(mine.first()).toBeVisible();
  await expect(mine.first().getByText(/^Waiting /)).toBeVisible();

  await page.goto('/collectors/accounts');
  await page.getByRole('navigation').getByRole('link', { name: 'Work queue' }).click();
  await page.getByRole('combobox', { name: 'Whose queue' }).click();
  await page.getByRole('option', { name: new RegExp(`^${staff.replace(/[.]/g, '\\.')} \\(\\d+\\)$`) }).click();
  const held = page.getByRole('list', { name: 'Work queue items' }).getByRole('listitem').filter({ hasText: name }).first();
  await expect(held).toBeVisible();
  await held.getByRole('combobox', { name: `Assign ${name} to` }).click();
  await page.getByRole('option', { name: /\(you\)$/ }).click();
  await expect(page.getByRole('list', { name: 'Work queue items' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // The staff member's queue loses it without a reload.
  await expect(mine).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Whose queue' }).click();
  await page.getByRole('option', { name: /^My queue/ }).click();
  await expect(page.getByRole('list', { name: 'Work queue items' }).getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
