import { DEMO_PASSWORD, expect, test } from './fixtures';

const POST = '/blog/how-to-answer-a-debt-collection-lawsuit';

test('a reader follows the table of contents, comments, and signs up for the newsletter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Public pages' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Parley blog' })).toBeVisible();
  await page.getByRole('link', { name: 'How to answer a debt collection lawsuit' }).click();
  await expect(page).toHaveURL(POST);
  await expect(page.getByRole('heading', { level: 1, name: 'How to answer a debt collection lawsuit' })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();

  // The table of contents: following an entry scrolls its section into view and highlights the entry.
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const entry = toc.getByRole('link', { name: 'Affirmative defenses' });
  await entry.click();
  await expect(page).toHaveURL(`${POST}#affirmative-defenses`);
  await expect(page.getByRole('heading', { name: 'Affirmative defenses' })).toBeInViewport();
  await expect(entry).toHaveAttribute('aria-current', 'location');
  await expect(entry).toHaveClass(/active/);
  // Scrolling on to a later section moves the highlight there.
  await page.getByRole('heading', { name: "Serve a copy on the plaintiff's lawyer" }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: "Serve a copy on the plaintiff's lawyer" })).toHaveAttribute('aria-current', 'location');
  await expect(entry).not.toHaveAttribute('aria-current', 'location');

  // Signed out: the comment form is a sign-in link that comes back to the post.
  await page.getByRole('link', { name: 'Sign in to comment' }).click();
  await expect(page).toHaveURL(/\/users\/sign_in\?return_to=/);
  await page.getByLabel('Email').fill('consumer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${POST}#comments$`));

  const text = `My answer is due Friday. <script>alert("x")</script> Found help at https://www.consumerfinance.gov/complaint ${Date.now()}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const comment = page.locator('.comment').filter({ hasText: 'My answer is due Friday.' }).last();
  await expect(comment).toBeVisible();
  await expect(comment).toContainText('<script>alert("x")</script>');
  await expect(comment.getByText('Jordan M.', { exact: true })).toBeVisible();
  await expect(comment.getByRole('link', { name: 'https://www.consumerfinance.gov/complaint' })).toHaveAttribute('rel', 'nofollow ugc noopener');

  // The newsletter: an ajax post whose message shows for about 3 seconds.
  const email = `reader.${Date.now()}@example.test`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const message = page.getByText('Almost done: check your inbox');
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: 5_000 });
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  // Double opt-in: the link in the dev mailbox confirms.
  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: /\/newsletter\/confirm\?token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
});

test('the start button on an entry page signs a new visitor up and opens the case', async ({ page }) => {
  await page.goto('/debt_answer');
  await expect(page.getByText('$79, one time')).toBeVisible();
  await page.getByRole('link', { name: 'Start my Debt Answer case' }).click();
  await expect(page).toHaveURL(/\/users\/sign_up$/);
  const email = `starter.${Date.now()}@example.test`;
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Shaw');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
  await page.getByLabel('Confirm password').fill('a long enough passphrase');
  const started = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/customer_documents');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await started).status()).toBe(200);
  expect(await (await started).json()).toMatchObject({ id: expect.any(Number) });
  // The new case opens on its first step.
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/jurisdiction$/);
});
