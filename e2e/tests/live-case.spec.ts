import type { Page } from '@playwright/test';
import { expect, signInCollector, signInConsumer, test } from './fixtures';
import { makeOffer, nextStep, openCase, sendPaymentDetails } from './negotiation-steps';

// Issue 19: one case, live on both sides. Each side sees the other's move appear within 2 s, in
// place and said in words, with no reload; a move made on a screen that missed the news is refused
// with the spec's message, above the account's current step.

const LIVE = { timeout: 2_000 };

/**
 * On the cluster, puts a browser on a given server process (the proxy's pinning cookie), so the
 * two sides sit on different processes and every live update crosses between them.
 */
async function onNode(page: Page, node: 0 | 1) {
  if (test.info().project.name !== 'cluster') return;
  const url = new URL(test.info().project.use.baseURL ?? '');
  await page.context().addCookies([{ name: 'parley_node', value: String(node), domain: url.hostname, path: '/' }]);
}

async function counterOffer(collector: Page, dollars: string) {
  await nextStep(collector).getByRole('tab', { name: 'Counteroffer' }).click();
  await nextStep(collector).getByLabel('Total amount').fill(dollars);
  await nextStep(collector).getByLabel('Number of payments').fill('3');
  await nextStep(collector).getByRole('button', { name: 'Send counteroffer' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
}

test('each side sees the other move within 2 s, without a reload, and is told what changed', async ({ page: collector, otherPage: consumer }) => {
  await onNode(consumer, 0);
  await onNode(collector, 1);
  await signInConsumer(consumer);
  const id = await openCase(consumer, 'Riverbend Credit', '2026-CV-7100');

  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await expect(nextStep(collector).getByText('No offer yet.')).toBeVisible();

  // The consumer offers: the firm's open row turns into accept-or-counter by itself.
  await makeOffer(consumer);
  await expect(nextStep(collector).getByText('Awaiting your answer: accept or counteroffer.')).toBeVisible(LIVE);
  await expect(nextStep(collector).getByRole('status')).toContainText('The consumer made an offer.', LIVE);

  // The firm counters: the consumer's case page shows the answer by itself, and says so.
  await counterOffer(collector, '3000');
  await expect(consumer.getByRole('heading', { name: 'The firm answered' })).toBeVisible(LIVE);
  await expect(consumer.getByRole('status')).toContainText('The firm sent a counteroffer.', LIVE);
  await expect(consumer.getByRole('article', { name: 'Counteroffer 1' }).getByText('$3,000.00')).toBeVisible();

  // The consumer accepts: the firm's row asks for payment details by itself.
  await consumer.getByRole('article', { name: 'Counteroffer 1' }).getByRole('button', { name: 'Accept option 1' }).click();
  await consumer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(consumer.getByRole('heading', { name: 'You have a deal' })).toBeVisible();
  await expect(nextStep(collector).getByText('Payment details requested: send the consumer where to pay.')).toBeVisible(LIVE);

  // The consumer's dashboard, opened in the same browser, reads the same stage as the case page.
  await consumer.goto('/my_dashboard?activeTab=cases');
  await consumer.getByRole('button', { name: 'Riverbend Credit' }).click();
  const card = consumer.getByRole('article', { name: 'SoloSettle: settlement with Demo Law Group' });
  await expect(card.getByText('You have a deal', { exact: true })).toBeVisible();

  // The firm sends payment details: the dashboard, open, follows without a reload.
  await sendPaymentDetails(collector, 'DLG-2026-7100');
  await expect(consumer.getByRole('status')).toContainText('The firm sent the payment details.', LIVE);
});

test('a move on a screen that missed the news is refused with the spec message, and the row shows the current step', async ({
  page: colleague,
  otherPage: consumer,
  browser,
  baseURL,
}) => {
  await onNode(consumer, 0);
  await onNode(colleague, 1);
  await signInConsumer(consumer);
  const id = await openCase(consumer, 'Stale Funding LLC', '2026-CV-7101');
  await makeOffer(consumer);

  // This admin's browser has no live connection (its WebSocket goes nowhere): it cannot hear news.
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await onNode(admin, 0);
  await admin.routeWebSocket(/socket\.io/, () => {});
  await signInCollector(admin);
  await admin.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await expect(nextStep(admin).getByText('Awaiting your answer: accept or counteroffer.')).toBeVisible();

  // A colleague (here the same admin, on a second computer) counters first.
  await signInCollector(colleague);
  await colleague.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await counterOffer(colleague, '3000');
  await expect(nextStep(colleague).getByText('Waiting on customer response to counteroffer.')).toBeVisible();

  // The admin, unaware, accepts the consumer's offer.
  await nextStep(admin).getByRole('tab', { name: 'Accept' }).click();
  await nextStep(admin).getByRole('button', { name: 'Accept offer' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(nextStep(admin).getByText('This account has moved on since you loaded it. The page now shows its current step.')).toBeVisible();
  await expect(nextStep(admin).getByText('Waiting on customer response to counteroffer.')).toBeVisible();
  await context.close();
});

test('on the accounts list, a live change names the consumer and the account and opens it', async ({ page: collector, otherPage: consumer }) => {
  await onNode(consumer, 0);
  await onNode(collector, 1);
  await signInConsumer(consumer);
  const id = await openCase(consumer, 'Lakeshore Funding', '2026-CV-7300');

  await signInCollector(collector);
  // The page joins the firm's live updates once its socket has connected (socket.io's "40" frame);
  // a move made before that is shown by the refetch a connection may make 150 ms later (case-live.ts),
  // but not announced. The count starts once the list has been quiet for 2 s after the frame, with
  // no such request in flight, so that refetch (made or not) is never counted as the change's.
  const seen: string[] = [];
  let connectedAt: number | null = null;
  let inFlight = 0;
  const isListRead = (url: string) => /apply_filters|calculate_collector_metrics/.test(url);
  collector.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (String(f.payload).startsWith('40')) connectedAt = Date.now();
    }),
  );
  collector.on('request', (r) => {
    if (!isListRead(r.url())) return;
    seen.push(r.url());
    inFlight++;
  });
  for (const done of ['requestfinished', 'requestfailed'] as const)
    collector.on(done, (r) => {
      if (isListRead(r.url())) inFlight--;
    });
  await collector.goto('/collectors/accounts');
  await expect(collector.getByRole('row', { name: /2026-CV-7300/ }).first()).toBeVisible();
  let quietSince = Date.now();
  let seenThen = seen.length;
  await expect
    .poll(
      () => {
        if (seen.length !== seenThen || inFlight > 0) [quietSince, seenThen] = [Date.now(), seen.length];
        return connectedAt !== null && Date.now() - Math.max(connectedAt, quietSince) >= 2_000;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  // Issue 40.4: the change brings the row and the firm's metrics; the open list asks for neither.
  const before = seen.length;
  const asked = () => seen.slice(before);
  await makeOffer(consumer);
  // Issue 38.6: the banner says whose account moved, not only what happened.
  const banner = collector.getByRole('status').filter({ hasText: 'The consumer made an offer.' });
  await expect(banner).toContainText(new RegExp(`\\((file \\S+|account #${id})\\): The consumer made an offer\\.`), LIVE);
  await expect(collector.getByRole('row', { name: /2026-CV-7300/ }).first()).toContainText('Consumer Offer', LIVE);
  expect(asked()).toEqual([]);
  await banner.getByRole('link', { name: 'Open this account' }).click();
  await expect(collector).toHaveURL(new RegExp(`customer_document_id.*=${id}`));
  await expect(nextStep(collector).getByText('Awaiting your answer: accept or counteroffer.')).toBeVisible();
});

test('a counteroffer being confirmed when a colleague accepts says it was not sent and why', async ({ page: admin, otherPage: consumer, browser, baseURL }) => {
  await onNode(consumer, 0);
  await onNode(admin, 1);
  await signInConsumer(consumer);
  const id = await openCase(consumer, 'Overtaken Credit LLC', '2026-CV-7400');
  await makeOffer(consumer);

  await signInCollector(admin);
  await admin.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await nextStep(admin).getByRole('tab', { name: 'Counteroffer' }).click();
  await nextStep(admin).getByLabel('Total amount').fill('3000');
  await nextStep(admin).getByLabel('Number of payments').fill('3');
  await nextStep(admin).getByRole('button', { name: 'Send counteroffer' }).click();
  await expect(admin.getByRole('dialog', { name: 'Send counteroffers' })).toBeVisible();

  // Meanwhile a colleague, on another computer, accepts the consumer's offer.
  const context = await browser.newContext({ baseURL });
  const colleague = await context.newPage();
  await onNode(colleague, 0);
  await signInCollector(colleague);
  await colleague.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await nextStep(colleague).getByRole('tab', { name: 'Accept' }).click();
  await nextStep(colleague).getByRole('button', { name: 'Accept offer' }).click();
  await colleague.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(
    nextStep(colleague)
      .getByText(/payment details/i)
      .first(),
  ).toBeVisible();

  // The admin's confirmation does not vanish in silence: the row says the offer was not sent, and what happened.
  const moved = admin.getByRole('dialog', { name: 'This account has moved on' });
  await expect(moved).toContainText('Your counteroffer was not sent', LIVE);
  await expect(moved).toContainText(/accepted/i);
  await context.close();
});
