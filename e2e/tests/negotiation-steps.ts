import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from './fixtures';

/** Steps of the negotiation journey that several end-to-end tests share. */

/** The consumer opens a case with Demo Law Group, without an offer yet; returns the case id. */
export async function openCase(consumer: Page, plaintiff: string, reference = '2026-CV-9001'): Promise<number> {
  await consumer.getByRole('link', { name: 'Settle a debt' }).click();
  await consumer.getByRole('combobox', { name: 'Law firm or collection agency' }).fill('Demo');
  await consumer.getByRole('option', { name: 'Demo Law Group' }).click();
  await consumer.getByLabel('Plaintiff or creditor').fill(plaintiff);
  await consumer.getByLabel('Amount owed').fill('5000');
  await consumer.getByRole('combobox', { name: 'State' }).fill('Texas');
  await consumer.getByRole('option', { name: 'Texas' }).click();
  await consumer.getByLabel('Reference or case number').fill(reference);
  await consumer.getByRole('button', { name: 'Continue to your offer' }).click();
  await expect(consumer.getByRole('heading', { name: 'Make your offer' })).toBeVisible();
  return Number(/\/my_cases\/(\d+)/.exec(consumer.url())?.[1]);
}

/** On the open case page, the consumer offers $2,000 in 4 payments. */
export async function makeOffer(consumer: Page) {
  await consumer.getByLabel('Your offer').fill('2000');
  await consumer.getByLabel('Monthly payments').fill('4');
  await consumer.getByRole('button', { name: 'Send offer' }).click();
  // Issue 37: the last step names the amount and how it compares before anything is sent.
  const confirm = consumer.getByRole('group', { name: 'Send this offer?' });
  await expect(confirm).toContainText('You offer $2,000.00');
  await confirm.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(consumer.getByRole('heading', { name: 'Offer sent' })).toBeVisible();
}

/** The consumer opens a case with Demo Law Group and offers $2,000 in 4 payments; returns the case id. */
export async function openCaseAndOffer(consumer: Page, plaintiff: string, reference = '2026-CV-9001'): Promise<number> {
  const id = await openCase(consumer, plaintiff, reference);
  await makeOffer(consumer);
  return id;
}

/**
 * In the account's open row, the firm sends where to pay (then confirms): the form starts from the
 * firm's own Payment Details, and one click opens them to change the recipient for this account.
 */
export async function sendPaymentDetails(collector: Page, fileNumber: string) {
  await nextStep(collector).getByLabel('File number').fill(fileNumber);
  const prefilled = nextStep(collector).getByRole('region', { name: 'Payment details from your firm' });
  await expect(prefilled).toContainText('Demo Law Group Trust Account');
  // Other tests may edit the firm's details (firm-settings.spec.ts keeps the payee and the street's start).
  await expect(prefilled).toContainText('100 Congress Ave');
  await prefilled.getByRole('button', { name: 'Edit' }).click();
  await expect(nextStep(collector).getByLabel('Payee')).toHaveValue('Demo Law Group Trust Account');
  await nextStep(collector).getByLabel('Recipient').fill('Accounts Receivable');
  await expect(nextStep(collector).getByRole('textbox', { name: /Mailing address/ })).toHaveValue(/^100 Congress Ave.*\nAustin, TX 78701$/);
  await nextStep(collector).getByRole('button', { name: 'Send payment details' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  // The firm is told it went through, and whose account it was (issue 38.6).
  await expect(collector.getByRole('alert').filter({ hasText: /^Payment details sent to .+\. Next: send the settlement agreement\.$/ })).toBeVisible();
}

/** In the account's open row, the firm uploads a one-page agreement PDF saying `title` (then confirms). */
export async function sendAgreement(collector: Page, title: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(title, { font: await pdf.embedFont(StandardFonts.Helvetica) });
  const chooser = collector.waitForEvent('filechooser');
  await nextStep(collector).getByRole('button', { name: 'Settlement agreement (PDF)' }).click();
  await (await chooser).setFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
  await nextStep(collector).getByRole('button', { name: 'Send agreement' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(collector.getByRole('alert').filter({ hasText: /^Settlement agreement sent to .+ to sign\.$/ })).toBeVisible();
}

export const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });
