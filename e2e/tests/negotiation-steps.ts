import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps of the negotiation journey that several end-to-end tests share. */

/** The consumer opens a case with Demo Law Group and offers $2,000 in 4 payments; returns the case id. */
export async function openCaseAndOffer(consumer: Page, plaintiff: string, reference = '2026-CV-9001'): Promise<number> {
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
  const id = Number(/\/my_cases\/(\d+)/.exec(consumer.url())?.[1]);
  await consumer.getByLabel('Your offer').fill('2000');
  await consumer.getByLabel('Monthly payments').fill('4');
  await consumer.getByRole('button', { name: 'Send offer' }).click();
  await expect(consumer.getByRole('heading', { name: 'Offer sent' })).toBeVisible();
  return id;
}

export const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });
