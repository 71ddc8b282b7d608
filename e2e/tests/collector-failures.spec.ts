import type { Page } from '@playwright/test';
import { expect, signInCollector, signInConsumer, test } from './fixtures';
import { nextStep, openCaseAndOffer, sendPaymentDetails } from './negotiation-steps';

// Issue 22: a failure in the collector portal is shown where it happened and can be recovered from.

const STALE = 'This account has moved on since you loaded it. The page now shows its current step.';

async function acceptOffer(collector: Page) {
  await nextStep(collector).getByRole('tab', { name: 'Accept' }).click();
  await nextStep(collector).getByRole('button', { name: 'Accept offer' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
}

test('a refused agreement upload is said in its dialog, which stays open, and the step stays', async ({ page: collector, otherPage: consumer }) => {
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Refused Upload Funding', '2026-CV-7200');
  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await acceptOffer(collector);
  await sendPaymentDetails(collector, 'DLG-2026-7200');
  await expect(nextStep(collector).getByRole('button', { name: 'Send agreement' })).toBeVisible();

  // Named .pdf, but its bytes are a web page: the server refuses it by content (415).
  const chooser = collector.waitForEvent('filechooser');
  await nextStep(collector).getByRole('button', { name: 'Settlement agreement (PDF)' }).click();
  await (await chooser).setFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await nextStep(collector).getByRole('button', { name: 'Send agreement' }).click();
  const dialog = collector.getByRole('dialog', { name: 'Send settlement agreement' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a PDF file.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // Closing it leaves the form, saying why beside the file, at the same step.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(nextStep(collector).getByText('Please choose a PDF file.')).toBeVisible();
  await expect(nextStep(collector).getByRole('button', { name: 'Send agreement' })).toBeVisible();
});

test('a stale accept opens a dialog with the spec message and the step the account is at now', async ({
  page: colleague,
  otherPage: consumer,
  browser,
  baseURL,
}) => {
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Stale Accept Funding', '2026-CV-7201');

  // This admin's browser hears no live news (its WebSocket goes nowhere), so its page goes stale.
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await admin.routeWebSocket(/socket\.io/, () => {});
  await signInCollector(admin);
  await admin.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await expect(nextStep(admin).getByText('Awaiting your answer: accept or counteroffer.')).toBeVisible();

  // A colleague counters first, in another browser.
  await signInCollector(colleague);
  await colleague.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await nextStep(colleague).getByRole('tab', { name: 'Counteroffer' }).click();
  await nextStep(colleague).getByLabel('Total amount').fill('3000');
  await nextStep(colleague).getByLabel('Number of payments').fill('3');
  await nextStep(colleague).getByRole('button', { name: 'Send counteroffer' }).click();
  await colleague.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(nextStep(colleague).getByText('Waiting on customer response to counteroffer.')).toBeVisible();

  // The admin, unaware, accepts: the server answers 409, and the dialog says so with the current step.
  await acceptOffer(admin);
  const conflict = admin.getByRole('dialog', { name: 'This account has moved on' });
  await expect(conflict.getByRole('alert')).toHaveText(STALE);
  await expect(conflict.getByTestId('conflict-current-step')).toHaveText('Waiting on customer response to counteroffer.');
  await conflict.getByRole('button', { name: 'OK' }).click();
  await expect(conflict).toBeHidden();
  await expect(nextStep(admin).getByText('Waiting on customer response to counteroffer.')).toBeVisible();
  await context.close();
});
