import { formatCents, formatLongDate, offerPercent, planTotalCents } from '@parley/shared';
import { AppError } from '../../platform/errors.js';
import {
  type AccountTerms,
  type ConsumerParty,
  describePlan,
  formatAddress,
  type LawFirmParty,
  type PaymentPlan,
  requireDate,
  requireText,
  SCHEDULE_COLUMNS,
  scheduleOf,
  scheduleTable,
  stateName,
} from './document-inputs.js';
import { writeSignableDocument } from './document-metadata.js';
import { DocumentWriter } from './layout.js';

export type SettlementAgreementInput = {
  /** `YYYY-MM-DD` */
  agreementDate: string;
  /** The creditor, or the plaintiff when the account is in suit. */
  creditorName: string;
  lawFirm: LawFirmParty;
  consumer: ConsumerParty;
  account: AccountTerms;
  settledAmountCents: number;
  schedule: PaymentPlan;
};

/** The grace after a missed due date before the firm may end the settlement. */
export const CURE_PERIOD_DAYS = 15;
/** How soon after the final payment the account's credit reporting is updated. */
export const CREDIT_REPORTING_DAYS = 30;
/** How soon after the final payment a pending lawsuit is dismissed. */
export const DISMISSAL_DAYS = 30;

const FOOTER_NOTE =
  'This communication is from a debt collector. Parley prepared this document from the terms the parties agreed on in Parley. ' +
  'Parley is not a law firm and this document is not legal advice; you may wish to ask a lawyer before you sign.';

/**
 * The settlement agreement a law firm sends and the consumer signs: who, which account, how much
 * against the balance, when each payment falls due, and what happens when it is all paid (settled
 * in full, reported as such, further claims released) or when a payment is missed. Written for
 * the consumer to read: "you" is the consumer.
 */
export async function renderSettlementAgreement(input: SettlementAgreementInput): Promise<Uint8Array> {
  const date = requireDate(input.agreementDate, 'agreement_date', 'The agreement date');
  const creditor = requireText(input.creditorName, 'creditor_name', 'The creditor');
  const firm = requireText(input.lawFirm.name, 'law_firm.name', 'The law firm');
  const payee = requireText(input.lawFirm.payee, 'law_firm.payee', 'The payee');
  const consumer = requireText(input.consumer.name, 'consumer.name', 'The consumer name');
  const reference = requireText(input.account.reference, 'account.reference', 'The account reference');
  const state = stateName(input.account.state);
  const { balanceCents } = input.account;
  const settledCents = input.settledAmountCents;
  if (!Number.isInteger(balanceCents) || balanceCents <= 0) {
    throw new AppError('VALIDATION_FAILED', 'The balance must be a positive amount', { balance_cents: 'Enter the balance owed' });
  }
  if (!Number.isInteger(settledCents) || settledCents <= 0) {
    throw new AppError('VALIDATION_FAILED', 'The settled amount must be a positive amount', { settled_amount_cents: 'Enter the settled amount' });
  }
  if (settledCents > balanceCents) {
    throw new AppError('RULE_VIOLATED', `The settled amount ${formatCents(settledCents)} is more than the balance ${formatCents(balanceCents)}`);
  }
  const payments = scheduleOf(input.schedule);
  const planTotal = planTotalCents(input.schedule.phases);
  if (planTotal !== settledCents) {
    throw new AppError('RULE_VIOLATED', `The payments add up to ${formatCents(planTotal)}, not the settled amount of ${formatCents(settledCents)}`);
  }

  const forgivenCents = balanceCents - settledCents;
  const percent = offerPercent(settledCents, balanceCents);
  const firstDue = formatLongDate(payments[0]!.date);
  const lastDue = formatLongDate(payments[payments.length - 1]!.date);
  const accountLabel = input.account.fileNumber ? `${reference} (Law Firm file no. ${input.account.fileNumber})` : reference;
  const firmAddress = formatAddress(input.lawFirm.mailingAddress).join(', ');
  const consumerAddress = input.consumer.mailingAddress ? formatAddress(input.consumer.mailingAddress).join(', ') : null;
  const isDiscounted = forgivenCents > 0;

  const writer = await DocumentWriter.create({
    title: `Settlement Agreement - Account ${reference}`,
    subject: `Settlement of account ${reference} between ${creditor} and ${consumer}`,
    author: firm,
    keywords: ['settlement agreement', reference],
    date,
    runningHeader: { left: 'Settlement Agreement', right: `Account ${reference}` },
    footerNote: FOOTER_NOTE,
  });

  writer.title('Settlement Agreement', [`${creditor} and ${consumer}`, `Account ${reference}  |  Dated ${formatLongDate(date)}`]);

  writer.keyValueBox([
    ['CREDITOR', creditor],
    ['REPRESENTED BY', firm],
    ['CONSUMER', consumer],
    ['ACCOUNT', accountLabel],
    ['BALANCE OWED', formatCents(balanceCents)],
    ['SETTLEMENT AMOUNT', isDiscounted ? `${formatCents(settledCents)} (${percent}% of the balance)` : formatCents(settledCents)],
    ['YOU SAVE', formatCents(forgivenCents)],
    ['PAYMENTS', `${describePlan(input.schedule.phases)}; first due ${firstDue}, last due ${lastDue}`],
    ['GOVERNING LAW', `State of ${state}`],
  ]);

  writer.heading('1. The parties');
  writer.paragraph(
    `This agreement is made on ${formatLongDate(date)} between ${creditor} (the "Creditor"), represented by its attorneys ` +
      `${firm}, ${firmAddress} (the "Law Firm"), and ${consumer}${consumerAddress ? `, ${consumerAddress}` : ''} ("you"). ` +
      'Parley, the online service through which the parties reached this agreement, handles the payments described below. ' +
      'Parley is not a party to this agreement and is not the Creditor.',
  );

  writer.heading('2. The account');
  writer.paragraph(
    `This agreement covers the account ${accountLabel}. As of the date of this agreement, the balance owed on the account is ` +
      `${formatCents(balanceCents)} (the "Balance").`,
  );

  writer.heading('3. The settlement amount');
  writer.paragraph(
    isDiscounted
      ? `The Creditor agrees to accept ${formatCents(settledCents)} (the "Settlement Amount") instead of the full Balance of ` +
          `${formatCents(balanceCents)}. The Settlement Amount is ${percent}% of the Balance: you save ${formatCents(forgivenCents)}.`
      : `You agree to pay the full Balance of ${formatCents(balanceCents)} (the "Settlement Amount") on the schedule below.`,
  );

  writer.heading('4. Payment schedule');
  writer.paragraph(
    `You will pay the Settlement Amount in ${payments.length === 1 ? 'one payment' : `${payments.length} payments`}: ` +
      `${describePlan(input.schedule.phases)}. Each payment is due on the date shown below. ` +
      'You may make any payment early, or pay the rest of the Settlement Amount at any time, without any penalty.',
  );
  const table = scheduleTable(payments, input.schedule.phases);
  writer.table(SCHEDULE_COLUMNS, table.rows, table.total);

  writer.heading('5. How you pay');
  writer.paragraph(
    'You make every payment through Parley. Parley collects each payment from the payment method you choose, under a separate ' +
      `payment authorization you give Parley, and sends it to the Law Firm's payee, ${payee}, on your behalf. A payment counts as ` +
      'made on the date Parley receives it. Neither the Creditor nor the Law Firm will charge you any fee, interest or other ' +
      'amount beyond the Settlement Amount.',
  );

  writer.heading('6. Payment in full settles the account');
  writer.paragraph(
    'When the full Settlement Amount has been paid, the account is settled in full: you will owe nothing more on it' +
      (isDiscounted ? `, and the remaining ${formatCents(forgivenCents)} of the Balance is forgiven.` : '.') +
      ` Within ${CREDIT_REPORTING_DAYS} days after your final payment, the Law Firm will send you a letter confirming that the ` +
      'account is settled in full.',
  );

  writer.heading('7. Credit reporting');
  writer.paragraph(
    `Within ${CREDIT_REPORTING_DAYS} days after your final payment, the Creditor, directly or through the Law Firm, will report ` +
      `the account to each credit bureau it reports to as "settled in full" ${isDiscounted ? '("paid in full for less than the full balance")' : '("paid in full")'}, ` +
      'with a balance of $0.00. Until then, the account may continue to be reported as it is today. Neither the Creditor nor the ' +
      'Law Firm will report any forgiven part of the Balance as still owed.',
  );

  writer.heading('8. Release of further claims');
  writer.paragraph(
    'When the full Settlement Amount has been paid, the Creditor and the Law Firm release you from all further claims on this ' +
      'account. They will not try to collect any more of the Balance from you, and they will not sell or transfer any remaining ' +
      `balance to anyone else to collect. If a lawsuit about the account is pending, the Law Firm will, within ${DISMISSAL_DAYS} days ` +
      'after your final payment, ask the court to dismiss it with prejudice or, if a judgment was entered, file a satisfaction ' +
      'of that judgment.',
  );

  writer.heading('9. If a payment is missed');
  writer.paragraph(
    'If a payment is not received by its due date, Parley will let you and the Law Firm know. You then have ' +
      `${CURE_PERIOD_DAYS} days after the due date to make the missed payment; if you do, this agreement continues as if the ` +
      `payment had been made on time. If the payment is still not made by the end of those ${CURE_PERIOD_DAYS} days, the Law Firm may end this ` +
      'agreement by telling you in writing. If it does, the settlement is cancelled, the Balance less every payment you made ' +
      'under this agreement is owed again, and the Creditor may resume collecting it as the law allows. Payments you made are ' +
      'not refunded: they are credited to the account.',
  );

  writer.heading('10. Taxes');
  writer.paragraph(
    'If $600 or more of a debt is forgiven, federal law may require the Creditor to report the forgiven amount to the IRS on ' +
      'Form 1099-C, and it may count as income to you. Neither Parley nor the Law Firm gives tax advice.',
  );

  writer.heading('11. Governing law');
  writer.paragraph(`The laws of the State of ${state} govern this agreement.`);

  writer.heading('12. The whole agreement and electronic signatures');
  writer.paragraph(
    'This document is the whole agreement between the parties about the account. It replaces any earlier offers or discussions, ' +
      'and it can be changed only in a writing signed by both sides. The parties may sign this agreement electronically; an ' +
      'electronic signature has the same effect as a handwritten one. Each party may keep a copy.',
  );

  writer.space(6);
  writer.paragraph('By signing below, the parties agree to the terms of this Settlement Agreement.', { style: { font: writer.fonts.serifItalic, size: 11 } });
  writer.space(4);
  const signatureBox = writer.signatureBlocks([
    { heading: 'For the Creditor', party: [creditor, `by its attorneys, ${firm}`], printedName: null, isSigner: false },
    { heading: 'Consumer', party: [consumer, consumerAddress ?? ''], printedName: consumer, isSigner: true },
  ]);
  writeSignableDocument(writer.doc, { kind: 'settlement_agreement', signerName: consumer, signatureBox, signed: false });
  return writer.finish();
}
