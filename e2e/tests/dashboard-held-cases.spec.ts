import { expect, signInConsumer, test } from './fixtures';
import { openCase } from './negotiation-steps';

// Issue 40: a case that arrives while the consumer's dashboard is open is held behind a notice instead of being
// inserted into the list, so the messages panel docked under it does not move under the person's pointer.

test('a case opened in another tab waits behind a notice on the open dashboard, and nothing under the list moves', async ({
  page: dashboard,
  otherPage: elsewhere,
}) => {
  await signInConsumer(dashboard);
  await dashboard.goto('/my_dashboard?activeTab=cases');
  const messages = dashboard.getByRole('region', { name: 'Messages with law firms' });
  await expect(messages).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Your cases' })).toBeVisible();
  const before = await messages.boundingBox();

  await signInConsumer(elsewhere);
  await openCase(elsewhere, 'Harborview Funding', '2026-CV-7400');

  // The person comes back to the dashboard's tab, which asks the server again.
  await dashboard.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = dashboard.getByRole('status').filter({ hasText: '1 new case' });
  await expect(notice).toBeVisible();
  await expect(dashboard.getByRole('button', { name: 'Harborview Funding' })).toHaveCount(0);
  expect((await messages.boundingBox())?.y).toBe(before?.y);

  await notice.getByRole('button', { name: 'Show the new case' }).click();
  await expect(dashboard.getByRole('button', { name: 'Harborview Funding' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
