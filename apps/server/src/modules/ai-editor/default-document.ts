import { escapeHtml } from '../../platform/html.js';

/** What a new document_generation case starts with: a debt validation request the consumer then shapes. */
export function defaultEditorDocument(customerName: string, today: Date): string {
  const date = today.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const name = escapeHtml(customerName);
  return [
    '<h1>Request for validation of debt</h1>',
    `<p>${date}</p>`,
    '<p>To whom it may concern:</p>',
    "<p>I'm writing about the account your office contacted me about. I don't believe I owe this debt as stated, and I'm asking you to validate it.</p>",
    '<p>Send me the name of the original creditor, the amount of the debt and how it was calculated, including any interest and fees, and a copy of any document showing that I agreed to pay it.</p>',
    "<p>Until you validate the debt, stop collection. Don't contact me at work; you can contact me in writing at my address.</p>",
    '<p>Sincerely,</p>',
    `<p>${name}</p>`,
  ].join('');
}
