import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, formatCents, formatLongDate, type ValidationNotice } from '@parley/shared';
import { DocumentWriter } from './layout.js';

const BOX = '\u2610';
const CFPB_URL = 'www.cfpb.gov/debt-collection';

/**
 * The validation notice (12 CFR 1006.34(c); 15 U.S.C. 1692g(a)), laid out after the CFPB's model
 * form B-1: who is collecting and for whom, the itemization since the itemization date, the current
 * amount, how and by when to dispute, the original-creditor request, and the tear-off "How do you
 * want to respond?" form. Using the model form's content is the safe harbor of 1006.34(d)(2).
 */
export async function renderValidationNotice(notice: ValidationNotice, onlineUrl: string): Promise<Uint8Array> {
  const collector = notice.collector.name;
  const creditor = notice.creditor ?? 'the creditor named in your account';
  const end = formatLongDate(notice.delivery.validation_period_end);
  const itemizationDate = formatLongDate(notice.itemization.date);
  const reference = notice.account_reference ?? `Parley case ${notice.customer_document_id}`;
  const i = notice.itemization;

  const writer = await DocumentWriter.create({
    title: `Validation notice - ${reference}`,
    subject: `${collector} is a debt collector: validation notice to ${notice.consumer.name}`,
    author: collector,
    keywords: ['validation notice', 'Regulation F', reference],
    date: notice.notice_date,
    runningHeader: { left: 'Validation notice', right: `Reference ${reference}` },
    footerNote: `${collector} is a debt collector. This notice is delivered ${notice.delivery.method === 'electronic' ? 'electronically with your consent' : 'by mail'} through Parley.`,
  });
  const { fonts } = writer;

  writer.lines([collector, ...notice.collector.mailing_address], { style: { font: fonts.sansBold, size: 9.5 }, gapAfter: 6 });
  writer.lines([notice.consumer.name, ...(notice.consumer.mailing_address ?? [])], { gapAfter: 4 });
  writer.lines([`Notice date: ${formatLongDate(notice.notice_date)}`, `Reference: ${reference}`], { style: { font: fonts.sans, size: 9 } });

  writer.paragraph(
    `${collector} is a debt collector. We are trying to collect a debt that you owe to ${creditor}. We will use any information you give us to help collect the debt.`,
    { style: { font: fonts.serifBold, size: 11 } },
  );

  writer.heading('Our information shows:');
  writer.paragraph(`You owe ${creditor} on the account with reference ${reference}.`);
  writer.keyValueBox(
    [
      [`As of ${itemizationDate}, you owed:`, formatCents(i.amount_on_date_cents)],
      [`Between ${itemizationDate} and today:`, ''],
      ['You were charged this amount in interest:', `+ ${formatCents(i.interest_cents)}`],
      ['You were charged this amount in fees:', `+ ${formatCents(i.fees_cents)}`],
      ['You paid or were credited this amount toward the debt:', `\u2013 ${formatCents(i.payments_cents + i.credits_cents)}`],
      ['Total amount of the debt now:', formatCents(i.current_amount_cents), { font: fonts.serifBold, size: 10.5 }],
    ],
    300,
  );
  writer.paragraph(`The itemization date is ${i.date_label} (${itemizationDate}), as 12 CFR 1006.34(b)(3) allows.`, {
    style: { font: fonts.serifItalic, size: 9 },
  });

  writer.heading('How can you dispute the debt?');
  writer.list([
    `Call or write to us by ${end}, to dispute all or part of the debt. If you do not, we will assume that our information is correct.`,
    `If you write to us by ${end}, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. ` +
      `You may use the form below or write to us without the form. You may also include supporting documents. We accept disputes electronically at ${onlineUrl}.`,
  ]);

  writer.heading('What else can you do?');
  writer.list([
    `Write to ask for the name and address of the original creditor, if different from the current creditor. If you write by ${end}, we must stop collection until we send you that information. ` +
      `You may use the form below or write to us without the form. We accept such requests electronically at ${onlineUrl}.`,
    `Go to ${CFPB_URL} to learn more about your rights under federal law. For instance, you have the right to stop or limit how we contact you.`,
    'Contact us about your payment options.',
    'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
  ]);

  // The tear-off of model form B-1.
  writer.ensureSpace(300);
  writer.centered(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -'], { font: fonts.sans, size: 8 });
  writer.lines([`Mail this form to: ${collector}`, ...notice.collector.mailing_address.map((l) => `    ${l}`)], { style: { font: fonts.sans, size: 9 } });
  writer.lines([notice.consumer.name, ...(notice.consumer.mailing_address ?? []), `Reference: ${reference}`], { style: { font: fonts.sans, size: 9 } });
  writer.heading('How do you want to respond?');
  writer.paragraph('Check all that apply:');
  writer.lines(
    [
      'I want to dispute the debt because I think:',
      ...DISPUTE_REASONS.map((r) => `    ${BOX} ${DISPUTE_REASON_LABELS[r]}`),
      `${BOX} I want you to send me the name and address of the original creditor.`,
      `${BOX} I enclosed this amount: $ ____________`,
      `    Make your check payable to ${collector}. Include the reference number ${reference}.`,
      `${BOX} Quickly dispute online at ${onlineUrl}`,
    ],
    { gapAfter: 8 },
  );
  return writer.finish();
}
