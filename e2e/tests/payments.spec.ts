import type { Locator, Page } from '@playwright/test';
import { expect, signInCollector, signInConsumer, test } from './fixtures';
import { nextStep, openCaseAndOffer, sendAgreement, sendPaymentDetails } from './negotiation-steps';

const calendarDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The negotiation journey (as in negotiation.spec.ts), shortened: offer, accept, payment details, agreement, signature. */
async function walkToSignedAgreement(consumer: Page, collector: Page): Promise<number> {
  const id = await openCaseAndOffer(consumer, 'Cedar Card Services', '2026-CV-7001');

  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await nextStep(collector).getByRole('button', { name: 'Accept offer' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(nextStep(collector).getByText('Payment details requested: send the consumer where to pay.')).toBeVisible();
  await sendPaymentDetails(collector, 'DLG-2026-070');
  await expect(nextStep(collector).getByText(/Settlement agreement requested/)).toBeVisible();
  await sendAgreement(collector, 'Settlement agreement: Cedar Card Services v. Jordan Miller');
  await expect(nextStep(collector).getByText('Waiting for signed settlement agreement.')).toBeVisible();

  await consumer.reload();
  await consumer.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
  await consumer.getByLabel('Type your full name to sign').fill('Jordan Miller');
  await consumer.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(consumer.getByRole('heading', { name: 'Agreement signed' })).toBeVisible();
  return id;
}

/** The plan panel's sandbox card form, filled with a card that pays. */
async function setUpAutopay(plan: Locator) {
  await plan.getByLabel('Card number').fill('4242 4242 4242 4242');
  await plan.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await plan.getByLabel('CVC').fill('123');
  await plan.getByLabel('ZIP').fill('78701');
  await plan.getByRole('button', { name: 'Set up autopay' }).click();
  await expect(plan.getByText('Autopay set up')).toBeVisible();
}

test('after signing, the consumer sets up autopay with a sandbox card, the first charge runs, and both sides see it', async ({
  page: collector,
  otherPage: consumer,
}) => {
  // Two people, a negotiation, signing and a charge: 24-27 s on a quiet run, over the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  await signInConsumer(consumer);
  const id = await walkToSignedAgreement(consumer, collector);

  // The plan panel with the agreed schedule, and the sandbox card form.
  const plan = consumer.getByRole('region', { name: 'Payment plan' });
  await expect(plan.getByRole('heading', { name: 'Set up autopay' })).toBeVisible();
  await expect(plan.getByRole('table', { name: 'Payment schedule' }).getByRole('row')).toHaveCount(4);
  await plan.getByRole('button', { name: 'Set up autopay' }).click();
  await expect(plan.getByRole('alert')).toHaveText('Your card details are incomplete');
  await setUpAutopay(plan);
  await expect(plan.getByText('Paying with VISA ••••4242')).toBeVisible();
  await expect(plan.getByText(/Your first payment of \$500\.00 is charged on/)).toBeVisible();

  await collector.reload();
  await expect(nextStep(collector).getByText("Consumer set up auto-pay but hasn't made a payment yet.")).toBeVisible();

  // The first charge runs when due. The agreed first payment date is three business days out, so the
  // embedded sandbox's dev route runs autopay as of the end of that day (see the report).
  const firstPaymentDate = ((await (await consumer.request.get(`/api/v1/payment_plans/${id}`)).json()) as { next_payment_date: string }).next_payment_date;
  const csrf = ((await (await consumer.request.get('/api/csrf')).json()) as { csrf_token: string }).csrf_token;
  const run = await consumer.request.post('/dev/payments/run_due_charges', { data: { through_date: firstPaymentDate }, headers: { 'x-csrf-token': csrf } });
  expect(await run.json()).toMatchObject({ succeeded: 1, failed: 0 });

  await consumer.reload();
  const history = plan.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row', { name: `${calendarDate(firstPaymentDate)} $500.00` })).toBeVisible();
  await expect(plan.getByText('Autopay on')).toBeVisible();
  await expect(plan.getByText(/25% paid · 1 of 4 payments made · 3 remaining/)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'View the latest receipt' })).toBeVisible();

  await collector.reload();
  await expect(nextStep(collector).getByText(`Consumer made their latest payment on ${calendarDate(firstPaymentDate)}.`)).toBeVisible();

  // An extra payment over the balance is refused with the balance named, never lowered to it, and
  // nothing is charged before the confirmation that shows the amount and the card.
  const charges: string[] = [];
  consumer.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/additional_payments')) charges.push(r.url());
  });
  await consumer.goto(`/customer_documents/${id}/setup_additional_payment_amount`);
  const amount = consumer.getByRole('textbox', { name: 'Amount' });
  await amount.fill('5000');
  await consumer.getByRole('button', { name: 'Review payment' }).click();
  await expect(consumer.getByRole('alert')).toContainText('An extra payment can be at most your remaining balance of $1,500.00.');
  await expect(amount).toHaveValue('$5,000.00');
  await consumer.getByRole('button', { name: 'Pay the full balance of $1,500.00 instead' }).click();
  await consumer.getByRole('button', { name: 'Review payment' }).click();
  await expect(consumer.getByRole('heading', { name: 'Confirm your extra payment' })).toBeVisible();
  await expect(consumer.getByText(/to your VISA card ending 4242 now/)).toBeVisible();
  await expect(consumer.getByRole('button', { name: 'Pay $1,500.00 now' })).toBeVisible();
  await consumer.getByRole('button', { name: 'Change the amount' }).click();
  expect(charges).toEqual([]);
});

test('a paid-off lawsuit: the firm downloads the paper that ends it, marks it filed, and the consumer sees the lawsuit closed without a reload', async ({
  page: collector,
  otherPage: consumer,
}) => {
  test.setTimeout(90_000);
  await signInConsumer(consumer);
  const id = await walkToSignedAgreement(consumer, collector);
  const plan = consumer.getByRole('region', { name: 'Payment plan' });
  await setUpAutopay(plan);

  // The consumer pays the whole balance now as an extra payment (the sandbox may ask to authenticate it): the case is paid off today.
  await consumer.goto(`/customer_documents/${id}/setup_additional_payment_amount`);
  await consumer.getByRole('textbox', { name: 'Amount' }).fill('2000');
  await consumer.getByRole('button', { name: 'Review payment' }).click();
  await consumer.getByRole('button', { name: 'Pay $2,000.00 now' }).click();
  const authenticate = consumer.getByRole('button', { name: 'Complete authentication' });
  const received = consumer.getByRole('heading', { name: 'Payment received' });
  await expect(authenticate.or(received)).toBeVisible();
  if (await authenticate.isVisible()) await authenticate.click();
  await expect(received).toBeVisible();
  await consumer.goto(`/my_cases/${id}`);
  await expect(consumer.getByRole('heading', { name: 'Paid off' })).toBeVisible();
  await expect(consumer.getByText(/Your lawsuit: the agreement says Demo Law Group files a dismissal of the lawsuit with the court by/)).toBeVisible();

  // The firm's side: the paper is ready, in Texas's form.
  await collector.reload();
  const closing = nextStep(collector).getByRole('region', { name: 'Close the lawsuit' });
  await expect(closing).toContainText('The settlement agreement promises the agreed motion to dismiss with prejudice by');
  const [download] = await Promise.all([
    collector.waitForEvent('download'),
    closing.getByRole('button', { name: 'Download agreed motion to dismiss with prejudice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stipulation-of-dismissal-${id}.pdf`);
  // A judgment was entered after all: the paper becomes Texas's release of judgment.
  const judgment = closing.getByRole('checkbox', { name: /A judgment was entered in this case/ });
  await judgment.click();
  await expect(judgment).toBeChecked();
  await expect(closing.getByRole('button', { name: 'Download release of judgment' })).toBeVisible();
  // A filing date in the future is refused in place, in words.
  const filedOn = closing.getByLabel('Filed on');
  await filedOn.fill('2099-01-01');
  await closing.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(closing.getByText('The filing date cannot be in the future.')).toBeVisible();
  await collector.screenshot({ path: '.tmp/court-closing-1280.png', fullPage: false });
  const today = await filedOn.getAttribute('max');
  await filedOn.fill(today as string);
  await closing.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(closing.getByRole('status')).toContainText(`Filed on ${calendarDate(today as string)}.`);

  // The consumer's open page shows it without a reload.
  await expect(consumer.getByText(/Your lawsuit is closed: Demo Law Group filed a satisfaction of the judgment with the court on/)).toBeVisible();
  await consumer.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => consumer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await consumer.screenshot({ path: '.tmp/court-closing-consumer-390.png', fullPage: true });
});
