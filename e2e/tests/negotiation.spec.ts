import { expect, signInCollector, signInConsumer, test } from './fixtures';
import { nextStep, openCaseAndOffer, sendAgreement, sendPaymentDetails } from './negotiation-steps';

test('the consumer offers, the firm counters with two tiers, both sign: the row waits for the first payment', async ({
  page: collector,
  otherPage: consumer,
}) => {
  // Two people and eleven moves (offer, a two-tier counter, acceptance, payment details, an agreement
  // uploaded and signed on both sides): 22 s in the full suite, too near the default 30 s on 2 cores.
  test.setTimeout(120_000);
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Lakeside Bank');

  // The firm counters with two tiers: $500 × 2 then $250 × 8 = $3,000.
  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await expect(nextStep(collector).getByText('Awaiting your answer: accept or counteroffer.')).toBeVisible();
  await nextStep(collector).getByRole('tab', { name: 'Counteroffer' }).click();
  await nextStep(collector).getByLabel('Total amount').fill('3000');
  await nextStep(collector).getByRole('button', { name: 'Split into tiers' }).click();
  await nextStep(collector).getByRole('textbox', { name: 'Tier 1 payment amount' }).fill('500');
  await nextStep(collector).getByRole('textbox', { name: 'Tier 1 payments' }).fill('2');
  await expect(nextStep(collector).getByText('Remaining balance: $2,000.00')).toBeVisible();
  await nextStep(collector).getByRole('textbox', { name: 'Tier 2 payment amount' }).fill('250');
  await nextStep(collector).getByRole('button', { name: 'Fill from balance' }).click();
  await expect(nextStep(collector).getByRole('textbox', { name: 'Tier 2 payments' })).toHaveValue('8');
  await expect(nextStep(collector).getByText('Remaining balance: $0.00')).toBeVisible();
  await nextStep(collector).getByRole('button', { name: 'Send counteroffer' }).click();
  await expect(collector.getByText('Are you sure you want to submit these counteroffers?')).toBeVisible();
  await collector.getByRole('button', { name: 'Submit' }).click();
  await expect(nextStep(collector).getByText('Waiting on customer response to counteroffer.')).toBeVisible();

  // The consumer sees the counteroffer with its schedule and accepts it.
  await consumer.reload();
  await expect(consumer.getByRole('heading', { name: 'The firm answered' })).toBeVisible();
  const option = consumer.getByRole('article', { name: 'Counteroffer 1' });
  await expect(option.getByText('$3,000.00')).toBeVisible();
  await expect(option.getByText('2 payments of $500.00, then 8 payments of $250.00')).toBeVisible();
  await option.getByRole('button', { name: 'Accept option 1' }).click();
  await consumer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(consumer.getByRole('heading', { name: 'You have a deal' })).toBeVisible();

  // The firm sends payment details, then the agreement.
  await collector.reload();
  await expect(nextStep(collector).getByText('Payment details requested: send the consumer where to pay.')).toBeVisible();
  await sendPaymentDetails(collector, 'DLG-2026-001');
  await expect(nextStep(collector).getByText(/Settlement agreement requested/)).toBeVisible();

  const downloaded = collector.waitForEvent('download');
  await nextStep(collector).getByRole('button', { name: 'Download agreement' }).click();
  expect((await downloaded).suggestedFilename()).toBe(`settlement-agreement-${id}.pdf`);

  await sendAgreement(collector, 'Settlement agreement: Lakeside Bank v. Jordan Miller');
  await expect(nextStep(collector).getByText('Waiting for signed settlement agreement.')).toBeVisible();

  // The consumer signs.
  await consumer.reload();
  await expect(consumer.getByRole('heading', { name: 'Sign your settlement agreement' })).toBeVisible();
  await consumer.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
  await consumer.getByLabel('Type your full name to sign').fill('Jordan Miller');
  await consumer.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(consumer.getByRole('heading', { name: 'Agreement signed' })).toBeVisible();
  await expect(consumer.getByRole('link', { name: 'Download the signed agreement' })).toBeVisible();

  await collector.reload();
  await expect(nextStep(collector).getByText('Waiting for first payment.')).toBeVisible();
});

test('an emailed link with the accept auto action accepts the offer after the account shows', async ({ page: collector, otherPage: consumer }) => {
  await signInConsumer(consumer);
  const id = await openCaseAndOffer(consumer, 'Harbor Credit Union');
  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}&auto_action=accept`);
  // The link opens on the account, not on the metrics and filters, and says what it did, in view.
  const outcome = collector.getByRole('status').filter({ hasText: 'Offer accepted' });
  await expect(outcome).toBeInViewport();
  await expect(outcome).toContainText('offer from your email link');
  await expect(collector.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(nextStep(collector).getByText('Payment details requested: send the consumer where to pay.')).toBeVisible();
  await expect(nextStep(collector)).toBeInViewport({ ratio: 0.2 });
  await expect(collector).not.toHaveURL(/auto_action/);
  await consumer.reload();
  await expect(consumer.getByRole('heading', { name: 'You have a deal' })).toBeVisible();
});
