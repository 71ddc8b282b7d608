import { formatCents, formatLongDate, planTotalCents } from '@parley/shared';
import {
  type ConsumerParty,
  capitalize,
  describePlan,
  formatAddress,
  type LawFirmParty,
  type PaymentPlan,
  requireDate,
  requireText,
  SCHEDULE_COLUMNS,
  scheduleOf,
  scheduleTable,
  withPeriod,
} from './document-inputs.js';
import { writeSignableDocument } from './document-metadata.js';
import { DocumentWriter } from './layout.js';

export type AuthorizationLetterInput = {
  /** `YYYY-MM-DD` */
  letterDate: string;
  creditorName: string;
  lawFirm: LawFirmParty;
  consumer: ConsumerParty;
  account: { reference: string; fileNumber: string | null };
  /** How the consumer pays, as they would recognise it: "checking account ending in 6789"; null when not chosen yet. */
  paymentMethod: string | null;
  schedule: PaymentPlan;
};

/** How far ahead of a due date a revocation stops that payment. */
export const REVOCATION_NOTICE_BUSINESS_DAYS = 3;

const FOOTER_NOTE =
  'Parley prepared this authorization from the payment plan in your Parley account. Keep a copy for your records. ' +
  'Parley is not a law firm and this document is not legal advice.';

/**
 * The consumer's authorization for Parley to collect the scheduled payments and pay them to the
 * law firm's payee on the consumer's behalf: what, when, to whom, and how to take it back.
 */
export async function renderAuthorizationLetter(input: AuthorizationLetterInput): Promise<Uint8Array> {
  const date = requireDate(input.letterDate, 'letter_date', 'The letter date');
  const creditor = requireText(input.creditorName, 'creditor_name', 'The creditor');
  const firm = requireText(input.lawFirm.name, 'law_firm.name', 'The law firm');
  const payee = requireText(input.lawFirm.payee, 'law_firm.payee', 'The payee');
  const consumer = requireText(input.consumer.name, 'consumer.name', 'The consumer name');
  const reference = requireText(input.account.reference, 'account.reference', 'The account reference');
  const payments = scheduleOf(input.schedule);
  const total = formatCents(planTotalCents(input.schedule.phases));
  const method = input.paymentMethod?.trim() ? `my ${input.paymentMethod.trim()}` : 'the payment method I set up in Parley';
  const accountLabel = input.account.fileNumber ? `${reference} (Law Firm file no. ${input.account.fileNumber})` : reference;

  const writer = await DocumentWriter.create({
    title: `Payment Authorization - Account ${reference}`,
    subject: `Authorization by ${consumer} for Parley to pay ${payee}`,
    author: consumer,
    keywords: ['payment authorization', reference],
    date,
    runningHeader: { left: 'Payment Authorization', right: `Account ${reference}` },
    footerNote: FOOTER_NOTE,
  });

  writer.title('Payment Authorization', [`Authorization for Parley to pay on my behalf  |  Dated ${formatLongDate(date)}`]);

  writer.keyValueBox(
    [
      ['FROM', [consumer, ...(input.consumer.mailingAddress ? formatAddress(input.consumer.mailingAddress) : [])].join('\n')],
      ['TO', 'Parley, the online service that handles the payments of my settlement'],
      ['ACCOUNT', accountLabel],
      ['CREDITOR', creditor],
      ['LAW FIRM', firm],
      ['TOTAL AUTHORIZED', `${total} in ${payments.length === 1 ? 'one payment' : `${payments.length} payments`}`],
      ['PAYMENT METHOD', capitalize(input.paymentMethod?.trim() || 'the payment method I set up in Parley')],
    ],
    130,
  );

  writer.heading('What I authorize');
  writer.paragraph(
    `I, ${consumer}, authorize Parley to collect the payments listed below from ${method} on or after each due date, and to ` +
      `send each payment to ${payee}, the payee of ${firm}, on my behalf, to pay my settlement of account ${reference} with ` +
      `${withPeriod(creditor)} The payments are ${describePlan(input.schedule.phases)}: ${total} in all.`,
  );
  writer.paragraph(
    'This authorization covers only the amounts and dates listed below. Parley will not collect any other amount under it, and ' +
      'it ends when the last payment has been made.',
  );

  writer.heading('Payments');
  const table = scheduleTable(payments, input.schedule.phases);
  writer.table(SCHEDULE_COLUMNS, table.rows, table.total);

  writer.heading('Who receives my payments');
  writer.keyValueBox(
    [
      ['PAYEE', payee],
      ['ON BEHALF OF', `${firm}, attorneys for ${creditor}`],
      ['MAILING ADDRESS', [firm, ...formatAddress(input.lawFirm.mailingAddress)].join('\n')],
      ['FOR CREDIT TO', `Account ${accountLabel}`],
    ],
    130,
  );
  writer.paragraph(
    'A payment counts as made to the Law Firm on the date Parley receives it from me. If a payment cannot be collected, Parley ' + 'will let me know.',
  );

  writer.heading('How to change or revoke this authorization');
  writer.list([
    'I can revoke this authorization at any time, in the Parley app (on my payment plan) or by writing to Parley support. ' +
      `To stop the next payment, I must revoke at least ${REVOCATION_NOTICE_BUSINESS_DAYS} business days before its due date.`,
    'I can also ask my bank or card issuer to stop a payment.',
    'Revoking stops future payments only. It does not cancel my settlement agreement: a payment I do not make may put the ' +
      'settlement in default under the terms of that agreement.',
    'To change my payment method, I can update it in the Parley app; this authorization then applies to the new method.',
  ]);

  writer.heading('Electronic signature');
  writer.paragraph(
    'I agree to sign this authorization electronically and that my electronic signature has the same effect as a handwritten ' +
      'one. I can download a copy of this authorization from my Parley account at any time.',
  );

  writer.space(4);
  const signatureBox = writer.signatureBlocks([{ heading: 'Authorized by', party: [consumer, 'Consumer'], printedName: consumer, isSigner: true }]);
  writeSignableDocument(writer.doc, { kind: 'authorization_letter', signerName: consumer, signatureBox, signed: false });
  return writer.finish();
}
