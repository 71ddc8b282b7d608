import { DISMISSAL_DAYS, formatCents, type Language, offerPercent, planTotalCents, type ScheduledPayment } from '@parley/shared';
import { AppError } from '../../platform/errors.js';
import { longDate, money, type Translate, translator } from '../../platform/i18n.js';
import {
  type AccountTerms,
  accountLabelOf,
  type ConsumerParty,
  describePlan,
  formatAddress,
  type LawFirmParty,
  type PaymentPlan,
  paymentCount,
  requireDate,
  requireText,
  scheduleColumns,
  scheduleOf,
  scheduleTable,
  signatureLabels,
  stateName,
} from './document-inputs.js';
import { DOCUMENT_PARTS_TEXT } from './document-parts.messages.js';
import { DocumentWriter, type SignatureBox } from './layout.js';
import { SETTLEMENT_AGREEMENT_TEXT } from './settlement-agreement.messages.js';
import { documentLanguages, finishTranslatedDocument } from './translated-document.js';

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
  /** The consumer's language (`users.language`): a Spanish reader gets the translation, then the English original. */
  language: Language;
};

/** The grace after a missed due date before the firm may end the settlement. */
export const CURE_PERIOD_DAYS = 15;
/** How soon after the final payment the account's credit reporting is updated. */
export const CREDIT_REPORTING_DAYS = 30;

/**
 * The settlement agreement a law firm sends and the consumer signs: who, which account, how much
 * against the balance, when each payment falls due, and what happens when it is all paid (settled
 * in full, reported as such, further claims released) or when a payment is missed. Written for
 * the consumer to read: "you" is the consumer.
 *
 * In the consumer's language: a Spanish-speaking consumer's document is the Spanish translation
 * followed, in the same PDF, by the English original, which governs and carries the signature
 * band (its labels in both languages). An English reader's document is the English original alone.
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

  const terms: Terms = {
    date,
    creditor,
    firm,
    payee,
    consumer,
    reference,
    state,
    balanceCents,
    settledCents,
    payments,
    schedule: input.schedule,
    account: input.account,
    firmAddress: formatAddress(input.lawFirm.mailingAddress).join(', '),
    consumerAddress: input.consumer.mailingAddress ? formatAddress(input.consumer.mailingAddress).join(', ') : null,
  };
  const languages = documentLanguages(input.language);
  const [first = 'en'] = languages;
  const t = translator(SETTLEMENT_AGREEMENT_TEXT, first);
  const parts = translator(DOCUMENT_PARTS_TEXT, first);

  const writer = await DocumentWriter.create({
    title: t('docTitle', { reference }),
    subject: t('subject', { reference, creditor, consumer }),
    author: firm,
    keywords: ['settlement agreement', reference],
    date,
    runningHeader: { left: languages.map((l) => translator(SETTLEMENT_AGREEMENT_TEXT, l)('title')).join(' / '), right: t('headerAccount', { reference }) },
    footerNote: t('footer'),
    pageLabel: (page, pages) => parts('page', { page, pages }),
  });

  return finishTranslatedDocument(writer, input.language, { kind: 'settlement_agreement', signerName: consumer }, (language, signer) =>
    writeAgreement(writer, terms, language, signer),
  );
}

type Terms = {
  date: string;
  creditor: string;
  firm: string;
  payee: string;
  consumer: string;
  reference: string;
  state: string;
  balanceCents: number;
  settledCents: number;
  payments: ScheduledPayment[];
  schedule: PaymentPlan;
  account: AccountTerms;
  firmAddress: string;
  consumerAddress: string | null;
};

/**
 * The whole agreement in one language. The English original (`signer` set: the reader's language)
 * ends with the signature band and returns where the signature goes; a translation ends by saying
 * that the English original follows and governs.
 */
function writeAgreement(writer: DocumentWriter, terms: Terms, language: Language, signer: Language | null): SignatureBox | null {
  const t: Translate<keyof (typeof SETTLEMENT_AGREEMENT_TEXT)['en']> = translator(SETTLEMENT_AGREEMENT_TEXT, language);
  const usd = (cents: number) => money(cents, language);
  const { creditor, firm, consumer, reference, state, payments, balanceCents, settledCents } = terms;
  const forgivenCents = balanceCents - settledCents;
  const percent = offerPercent(settledCents, balanceCents);
  const plan = describePlan(terms.schedule.phases, language);
  const firstDue = longDate(payments[0]!.date, language);
  const lastDue = longDate(payments[payments.length - 1]!.date, language);
  const accountLabel = accountLabelOf(terms.account, reference, language);
  const isDiscounted = forgivenCents > 0;
  const discounted = isDiscounted ? 'yes' : 'no';
  const date = longDate(terms.date, language);

  writer.title(t('title'), [t('parties', { creditor, consumer }), t('dated', { reference, date })]);
  if (signer === null) writer.paragraph(t('translationNote'), { style: { font: writer.fonts.serifItalic, size: 10.5 } });

  writer.keyValueBox([
    [t('key.creditor'), creditor],
    [t('key.representedBy'), firm],
    [t('key.consumer'), consumer],
    [t('key.account'), accountLabel],
    [t('key.balance'), usd(balanceCents)],
    [t('key.settlement'), isDiscounted ? t('settledPercent', { amount: usd(settledCents), percent }) : usd(settledCents)],
    [t('key.save'), usd(forgivenCents)],
    [t('key.payments'), t('paymentsSummary', { plan, first: firstDue, last: lastDue })],
    [t('key.law'), t('stateOf', { state })],
  ]);

  writer.heading(t('h.parties'));
  writer.paragraph(
    t('p.parties', {
      date,
      creditor,
      firm,
      firmAddress: terms.firmAddress,
      consumer,
      consumerAddress: terms.consumerAddress ? `, ${terms.consumerAddress}` : '',
    }),
  );

  writer.heading(t('h.account'));
  writer.paragraph(t('p.account', { account: accountLabel, balance: usd(balanceCents) }));

  writer.heading(t('h.amount'));
  writer.paragraph(
    isDiscounted
      ? t('p.amountDiscounted', { settled: usd(settledCents), balance: usd(balanceCents), percent, forgiven: usd(forgivenCents) })
      : t('p.amountFull', { balance: usd(balanceCents) }),
  );

  writer.heading(t('h.schedule'));
  writer.paragraph(t('p.schedule', { count: paymentCount(payments.length, language), plan }));
  const table = scheduleTable(payments, terms.schedule.phases, language);
  writer.table(scheduleColumns(language), table.rows, table.total);

  writer.heading(t('h.howPay'));
  writer.paragraph(t('p.howPay', { payee: terms.payee }));

  writer.heading(t('h.settles'));
  writer.paragraph(t('p.settles', { discounted, forgiven: usd(forgivenCents), days: CREDIT_REPORTING_DAYS }));

  writer.heading(t('h.credit'));
  writer.paragraph(t('p.credit', { discounted, days: CREDIT_REPORTING_DAYS }));

  writer.heading(t('h.release'));
  writer.paragraph(t('p.release', { days: DISMISSAL_DAYS }));

  writer.heading(t('h.missed'));
  writer.paragraph(t('p.missed', { days: CURE_PERIOD_DAYS }));

  writer.heading(t('h.taxes'));
  writer.paragraph(t('p.taxes'));

  writer.heading(t('h.law'));
  writer.paragraph(t('p.law', { state }));

  writer.heading(t('h.whole'));
  writer.paragraph(t('p.whole'));

  writer.space(6);
  if (signer === null) {
    writer.paragraph(t('translationSign'), { style: { font: writer.fonts.serifItalic, size: 11 } });
    return null;
  }
  writer.paragraph(t('agree'), { style: { font: writer.fonts.serifItalic, size: 11 } });
  writer.space(4);
  // The reader signs the English original: the band's words are in their language too.
  const both = (key: 'forCreditor' | 'consumerColumn') => (signer === 'en' ? t(key) : `${translator(SETTLEMENT_AGREEMENT_TEXT, signer)(key)} / ${t(key)}`);
  return writer.signatureBlocks(
    [
      { heading: both('forCreditor'), party: [creditor, t('byAttorneys', { firm })], printedName: null, isSigner: false },
      { heading: both('consumerColumn'), party: [consumer, terms.consumerAddress ?? ''], printedName: consumer, isSigner: true },
    ],
    signatureLabels(signer, true),
  );
}
