import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, signInCollector, signInConsumer, test } from './fixtures';
import { nextStep, openCaseAndOffer } from './negotiation-steps';

// Issue 24: a dispute pauses the firm's collection until it uploads verification, and each side
// sees the other's move live, without a reload.

const LIVE = { timeout: 5_000 };
const HOLD = /Collection is paused until you upload verification/;

async function pdfSaying(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text, { font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** Chooses a file through a Mantine file input (a button that opens the file chooser). */
async function chooseFile(page: Page, button: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The firm's chat message on the account, through the chat's own API: blocked or not, with the rules it broke. */
async function firmSays(collector: Page, consumer: Page, documentId: number, body: string) {
  const consumerId = (await (await consumer.request.get('/api/v1/check_auth')).json()).current_user.id as number;
  const csrf = (await (await collector.request.get('/api/csrf')).json()).csrf_token as string;
  const opened = await collector.request.post('/api/v1/conversations', {
    data: { recipient_id: consumerId, document_id: documentId },
    headers: { 'x-csrf-token': csrf },
  });
  expect(opened.status()).toBe(200);
  const sent = await collector.request.post(`/api/v1/conversations/${(await opened.json()).data.id}/messages`, {
    multipart: { 'message[body]': body },
    headers: { 'x-csrf-token': csrf },
  });
  expect(sent.status()).toBe(200);
  return (await sent.json()).data.attributes as { blocked: boolean; violations: { rule: string }[] };
}

test('the consumer disputes the debt; the firm’s collection pauses until it uploads verification, live on both screens', async ({
  page: collector,
  otherPage: consumer,
}) => {
  await signInCollector(collector);
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Dispute Credit', '2026-CV-2424');
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  const step = nextStep(collector);
  await expect(step.getByRole('tab', { name: 'Counteroffer' })).toBeVisible();

  // The consumer opens the case's validation notice and disputes the debt with a reason from the model form.
  const notice = consumer.getByRole('region', { name: 'Validation notice' });
  await expect(notice.getByRole('heading', { name: 'Validation notice' })).toBeVisible();
  await notice.getByLabel('The amount is wrong.').check();
  await notice.getByRole('button', { name: 'Dispute the debt' }).click();
  await expect(notice.getByRole('status').filter({ hasText: 'We sent your dispute' })).toBeVisible();
  await expect(notice.getByText('Collection paused', { exact: true })).toBeVisible();

  // The firm's task appears live; its collection actions are shown disabled, with the reason.
  await expect(step.getByText('Dispute: upload verification').first()).toBeVisible(LIVE);
  await expect(step.getByText('The amount is wrong.')).toBeVisible();
  for (const action of ['Accept', 'Counteroffer']) {
    const button = step.getByRole('button', { name: action, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(HOLD);
  }
  await expect(step.getByRole('tab', { name: 'Counteroffer' })).toHaveCount(0);
  // The row's status says the dispute, live (issue 38.3).
  await expect(collector.getByRole('row').getByText('Disputed: collection paused')).toBeVisible(LIVE);
  // A chat message asking for payment is refused by the compliance scanner while the dispute is open.
  const demand = await firmSays(collector, consumer, id, 'Can you make a payment this week?');
  expect(demand.blocked).toBe(true);
  expect(demand.violations.map((v) => v.rule)).toContain('overshadowing');

  // The firm uploads verification; the consumer is told, and collection resumes on both sides.
  await chooseFile(collector, step.getByRole('button', { name: 'Verification (PDF)' }), {
    name: 'verification.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfSaying('Verification: statement of account from Dispute Credit.'),
  });
  await step.getByRole('button', { name: 'Upload verification' }).click();
  await expect(step.getByRole('tab', { name: 'Counteroffer' })).toBeVisible(LIVE);
  await expect(step.getByRole('tab', { name: 'Accept' })).toBeEnabled();
  await expect(step.getByText(HOLD)).toHaveCount(0);
  await expect(collector.getByRole('row').getByText('Disputed: collection paused')).toHaveCount(0);

  await expect(notice.getByRole('status').filter({ hasText: 'Verification arrived' })).toBeVisible(LIVE);
  await expect(notice.getByRole('link', { name: 'Read it (PDF)' })).toBeVisible();
  await expect(notice.getByText('Collection paused', { exact: true })).toHaveCount(0);
  await expect(consumer.getByText('The firm sent verification: collection may resume.')).toBeVisible();
  expect((await firmSays(collector, consumer, id, 'Can you make a payment this week?')).blocked).toBe(false);
});

test('the consumer reports identity theft with the FTC report; the firm sees it live and downloads it', async ({ page: collector, otherPage: consumer }) => {
  await signInCollector(collector);
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Theft Credit', '2026-CV-2525');
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  const step = nextStep(collector);
  await expect(step.getByRole('tab', { name: 'Counteroffer' })).toBeVisible();

  const form = consumer.getByRole('region', { name: 'Identity theft' });
  await form.getByRole('button', { name: 'Report identity theft' }).click();
  // Nothing chosen: said in place, nothing sent.
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(form.getByText('Choose your FTC report first.')).toBeVisible();
  const report = await pdfSaying('FTC Identity Theft Report 123456789');
  await chooseFile(consumer, form.getByRole('button', { name: 'FTC identity-theft report' }), {
    name: 'ftc-report.pdf',
    mimeType: 'application/pdf',
    buffer: report,
  });
  await form.getByLabel('What happened (optional)').fill('Someone opened this card in my name in 2024.');
  await form.getByRole('button', { name: 'Send the report' }).click();
  const notice = consumer.getByRole('region', { name: 'Validation notice' });
  await expect(notice.getByRole('status').filter({ hasText: 'We sent your identity-theft report' })).toBeVisible();

  await expect(step.getByText('Identity-theft report', { exact: true })).toBeVisible(LIVE);
  await expect(step.getByText('“Someone opened this card in my name in 2024.”')).toBeVisible();
  const download = collector.waitForEvent('download');
  await step.getByRole('link', { name: 'Download the FTC identity-theft report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ftc-report.pdf');
  expect(Buffer.compare(await readFile(await file.path()), report)).toBe(0);
});
