import { expect, signInCollector, signInConsumer, test } from './fixtures';

test('a consumer and a collector hold a live conversation, and a threatening reply is blocked with its reasons', async ({ page: consumer, browser }) => {
  const collectorContext = await browser.newContext();
  const collector = await collectorContext.newPage();
  await signInCollector(collector);
  await signInConsumer(consumer);

  // The firm opens the conversation about Jordan's account (as the account row's button does).
  const me = await consumer.request.get('/api/v1/check_auth');
  const jordanId = (await me.json()).current_user.id as number;
  const csrf = (await (await collector.request.get('/api/csrf')).json()).csrf_token as string;
  const opened = await collector.request.post('/api/v1/conversations', { data: { recipient_id: jordanId }, headers: { 'x-csrf-token': csrf } });
  expect(opened.status()).toBe(200);

  // The consumer writes; Shift+Enter adds a line, Enter sends.
  await consumer.reload();
  const panel = consumer.getByRole('region', { name: 'Messages with law firms' });
  // Opened from the keyboard: the case list above the panel grows live while other journeys add Jordan's cases, and a
  // mouse press and release that the list moves apart land on two elements, so no click (CI at e96885ab; issue 40's layout
  // shift, still open).
  await panel.getByRole('button', { name: 'Conversation with Demo Law Group' }).press('Enter');
  const consumerBox = panel.getByRole('textbox', { name: 'Message' });
  await consumerBox.fill('Hi, can I pay over 12 months?');
  await consumerBox.press('Shift+Enter');
  await consumerBox.pressSequentially('Thanks.');
  await consumerBox.press('Enter');
  // In the conversation, not in the box (which empties as soon as Enter sends it).
  await expect(panel.getByLabel('Messages', { exact: true }).getByText('Thanks.')).toBeVisible();
  await expect(consumerBox).toHaveValue('');

  // The collector sees it live: an unread badge on the launcher and on the conversation.
  const launcher = collector.getByRole('button', { name: /^Messages/ });
  await expect(launcher.getByLabel('1 unread')).toBeVisible();
  await launcher.click();
  const chat = collector.getByRole('dialog', { name: 'Chat' });
  const row = chat.getByRole('button', { name: 'Conversation with Jordan Miller' });
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();
  await expect(chat.getByText(/can I pay over 12 months\?/)).toBeVisible();
  // Read at 50% visibility: the badge clears.
  await chat.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(chat.getByRole('button', { name: 'Conversation with Jordan Miller' }).getByLabel(/unread/)).toHaveCount(0);

  const pacificHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const isContactTime = pacificHour >= 8 && pacificHour < 21;
  await chat.getByRole('button', { name: 'Conversation with Jordan Miller' }).click();
  const collectorBox = chat.getByRole('textbox', { name: 'Message' });
  const history = chat.getByLabel('Messages', { exact: true });
  // A reply written while the previous one is still on its way (here held back on the wire) is
  // neither ignored nor wiped: the box empties at each Enter, and the two go out one after
  // another, in the order written. A slow answer once ate the second Enter.
  const sent: string[] = [];
  let letFirstThrough = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    letFirstThrough = resolve;
  });
  await collector.route('**/api/v1/conversations/*/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push(route.request().postData() ?? '');
    if (sent.length === 1) await firstHeld;
    await route.fallback();
  });
  await collectorBox.fill('Yes, 12 payments of $150 work for us.');
  await collectorBox.press('Enter');
  await expect(collectorBox).toHaveValue('');
  await expect(chat.getByText('Sending…')).toBeVisible();
  // The first is on the wire (the upload reads its CSRF token first, so it leaves a moment after
  // the box empties) and held there while the second is written.
  await expect.poll(() => sent.length).toBe(1);
  await collectorBox.fill("We know where you live, so pay up or we'll garnish your wages.");
  await collectorBox.press('Enter');
  await expect(collectorBox).toHaveValue('');
  expect(sent).toHaveLength(1);
  letFirstThrough();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[0]).toContain('12 payments of $150');
  expect(sent[1]).toContain('where you live');
  await collector.unroute('**/api/v1/conversations/*/messages');

  // The compliant reply arrives on the consumer's side, with the debt-collector disclosure. Jordan's
  // account is in San Diego: outside 8 a.m.–9 p.m. Pacific (Reg F) it is held instead, and says until when.
  if (isContactTime) {
    await expect(panel.getByText(/12 payments of \$150 work for us\./)).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByText(/This is a communication from a debt collector\./)).toBeVisible();
  } else {
    await expect(chat.getByText(/^Held until 8:00 AM in the consumer's time zone .*Regulation F/)).toBeVisible({ timeout: 15_000 });
  }

  // The threatening one is blocked with its reasons, and never reaches the consumer. In the 400x560
  // panel the reasons would sit below the fold: they are scrolled into view (issue 22) and
  // announced to screen readers.
  const block = history.getByRole('group', { name: 'Message blocked due to compliance violations' });
  await expect(block).toBeVisible({ timeout: 15_000 });
  await expect(block.getByText('Threat of violence or harm to the person, their reputation or property')).toBeInViewport();
  await expect(block.getByText('Threat of arrest, jail, garnishment or seizure')).toBeVisible();
  await expect(chat.getByRole('status')).toContainText('Message blocked due to compliance violations: Threat of violence');
  // A program is refused when chosen, in words, not after Send (issue 38.6); nothing is attached.
  await chat.locator('input[type=file]').setInputFiles({ name: 'invoice.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(chat.getByRole('alert')).toContainText('Attachments must be PDF, JPG, PNG, GIF, DOC or DOCX files.');
  await expect(chat.getByText('invoice.exe')).toHaveCount(0);
  // The conversation list, loaded afresh, does not preview the blocked text as if it had been
  // sent: its preview is the last message that went (or will go) out.
  await collector.reload();
  await collector.getByRole('button', { name: /^Messages/ }).click();
  const jordanRow = chat.getByRole('button', { name: /^Conversation with Jordan Miller/ });
  await expect(jordanRow).toContainText('12 payments of $150');
  await expect(jordanRow).not.toContainText('where you live');
  await collector.screenshot({ path: '../.tmp/chat-collector-list-1280.png' });
  await jordanRow.click();
  await consumer.reload();
  await consumer.getByRole('region', { name: 'Messages with law firms' }).getByRole('button', { name: 'Conversation with Demo Law Group' }).click();
  if (isContactTime) await expect(consumer.getByText(/12 payments of \$150/)).toBeVisible();
  else await expect(consumer.getByText(/12 payments of \$150/)).toHaveCount(0);
  await expect(consumer.getByText(/where you live/)).toHaveCount(0);

  await collector.screenshot({ path: '../.tmp/chat-collector-1280.png' });
  await consumer.screenshot({ path: '../.tmp/chat-consumer-1280.png', fullPage: true });
  await collectorContext.close();
});

test("an account row's Message consumer button opens the conversation, and says so when the account has no consumer user", async ({ page }) => {
  await signInCollector(page);
  const results = page.getByRole('region', { name: 'Results' });
  const listedFor = (search: string) =>
    page.waitForResponse((r) => r.url().includes('/collectors/api/apply_filters') && new URL(r.url()).searchParams.get('filters[search]') === search);
  const searched = listedFor('Jordan Miller');
  await page.getByLabel('Search').fill('Jordan Miller');
  await searched;
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Show details for Jordan Miller' }).click();
  await page.getByRole('button', { name: 'Message consumer' }).click();

  // The openChatWithUser event opens the panel on Jordan's conversation (created if it was not there).
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  await expect(chat.getByText('Jordan Miller', { exact: true }).first()).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await chat.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(chat.getByRole('button', { name: 'Conversation with Jordan Miller' })).toBeVisible();
  await chat.getByRole('button', { name: 'Close chat' }).click();

  // Every demo account has its consumer, so the list is answered as for one imported without a
  // consumer user: collector spec 8's alert, and no conversation is asked for.
  await page.route('**/collectors/api/apply_filters**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const account of body.customer_info) account.customer_document.user_id = null;
    await route.fulfill({ response, json: body });
  });
  let conversationRequests = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/conversations')) conversationRequests++;
  });
  const relisted = listedFor('Miller');
  await page.getByLabel('Search').fill('Miller');
  await relisted;
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Show details for Jordan Miller' }).click();
  let alerted = '';
  page.once('dialog', async (dialog) => {
    alerted = `${dialog.type()}: ${dialog.message()}`;
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Message consumer' }).click();
  await expect.poll(() => alerted).toBe('alert: Unable to start conversation - consumer information not available');
  await expect(chat).toHaveCount(0);
  expect(conversationRequests).toBe(0);
});
