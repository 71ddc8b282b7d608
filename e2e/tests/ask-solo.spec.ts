import { expect, generatedLetter, signInConsumer, test } from './fixtures';

test('a consumer asks Solo, sees a streamed cited answer, rates it, and starts a Debt Answer from the chat', async ({ page }) => {
  await signInConsumer(page);
  await page.getByRole('button', { name: 'Ask Solo' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask Solo' });
  await expect(panel.getByText('CONNECTED')).toBeVisible();

  const box = panel.getByRole('textbox', { name: 'Ask Solo a question' });
  await box.fill('Can a debt collector call me at work?');
  await box.press('Enter');
  const answer = panel.getByLabel("Solo's answer").last();
  await expect(answer).toContainText('A collector may not contact you at work');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer.getByRole('link', { name: /The FDCPA: your rights when a debt collector contacts you/ })).toHaveAttribute(
    'href',
    '/blog/fdcpa-your-rights-with-debt-collectors#when-and-where-collectors-may-contact-you',
  );
  await expect(answer).toContainText("I'm not a lawyer");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '../.tmp/ask-solo-1280.png' });

  // Rate it; pressing the same button again clears the rating.
  const helpful = answer.getByRole('button', { name: 'Helpful', exact: true });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('button', { name: 'Ask Solo' }).click();
  const reloadedHelpful = page.getByRole('dialog', { name: 'Ask Solo' }).getByRole('button', { name: 'Helpful', exact: true }).last();
  await expect(reloadedHelpful).toHaveAttribute('aria-pressed', 'true');
  await reloadedHelpful.click();
  await expect(reloadedHelpful).toHaveAttribute('aria-pressed', 'false');

  // An action: the function call runs and offers the spec's link, which starts the case.
  const panel2 = page.getByRole('dialog', { name: 'Ask Solo' });
  await panel2.getByRole('textbox', { name: 'Ask Solo a question' }).fill('Help me answer my lawsuit');
  await panel2.getByRole('button', { name: 'Send' }).click();
  const start = panel2.getByRole('link', { name: 'Start Debt Answer' });
  await expect(start).toHaveAttribute('href', '/customer_documents?document_name=debt_answer&source=pilot');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '../.tmp/ask-solo-390.png' });
  await start.click();
  // The link opens a Debt Answer case and its first step.
  await expect(page).toHaveURL(/\/debt_answers\/\d+\/steps\/jurisdiction$/);

  // The panel stays open on the new page, and closes with its animation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(panel2).toBeVisible();
  await page.getByRole('button', { name: 'Close Ask Solo' }).click();
  await expect(page.getByRole('dialog', { name: 'Ask Solo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask Solo' })).toBeVisible();
});

test('a consumer opens their generated letter in the editor, makes it friendlier with AI edit, accepts it and saves', async ({ page }) => {
  test.setTimeout(60_000);
  await signInConsumer(page);
  const id = await generatedLetter(page.request);
  await page.goto(`/document_generations/${id}/steps/document_generation_editor`);
  const doc = page.getByRole('textbox', { name: 'Document' });
  await expect(doc).toContainText('I dispute this debt and request validation');

  await page.getByRole('button', { name: 'AI edit' }).click();
  await page.getByRole('radio', { name: 'Friendliness' }).check();
  const slider = page.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 4; i++) await slider.press('ArrowRight');
  await expect(page.getByText('Friendliness: 9')).toBeVisible();
  await page.getByRole('button', { name: 'Edit with AI' }).click();
  await expect(page.getByText(/Friendliness set to 9\/10 for the document: closing thanks added/)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(doc).toContainText('Thank you for your time and attention to this matter.');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Document' })).toContainText('Thank you for your time and attention to this matter.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '../.tmp/editor-390.png' });
});
