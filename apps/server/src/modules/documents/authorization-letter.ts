import { type Language, planTotalCents, type ScheduledPayment } from '@parley/shared';
import { longDate, money, type Translate, translator } from '../../platform/i18n.js';
import { AUTHORIZATION_LETTER_TEXT } from './authorization-letter.messages.js';
import {
  accountLabelOf,
  type ConsumerParty,
  capitalize,
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
  withPeriod,
} from './document-inputs.js';
import { DOCUMENT_PARTS_TEXT } from './document-parts.messages.js';
import { DocumentWriter, type SignatureBox } from './layout.js';
import { documentLanguages, finishTranslatedDocument } from './translated-document.js';

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
  /** The consumer's language (`users.language`): a Spanish reader gets the translation, then the English original. */
  language: Language;
};

/** How far ahead of a due date a revocation stops that payment. */
export const REVOCATION_NOTICE_BUSINESS_DAYS = 3;

/**
 * The consumer's authorization for Parley to collect the scheduled payments and pay them to the
 * law firm's payee on the consumer's behalf: what, when, to whom, and how to take it back.
 *
 * In the consumer's language, as the settlement agreement: a Spanish reader's document is the
 * Spanish translation followed by the English original, which governs and is signed.
 */
export async function renderAuthorizationLetter(input: AuthorizationLetterInput): Promise<Uint8Array> {
  const date = requireDate(input.letterDate, 'letter_date', 'The letter date');
  const creditor = requireText(input.creditorName, 'creditor_name', 'The creditor');
  const firm = requireText(input.lawFirm.name, 'law_firm.name', 'The law firm');
  const payee = requireText(input.lawFirm.payee, 'law_firm.payee', 'The payee');
  const consumer = requireText(input.consumer.name, 'consumer.name', 'The consumer name');
  const reference = requireText(input.account.reference, 'account.reference', 'The account reference');
  const payments = scheduleOf(input.schedule);
  const languages = documentLanguages(input.language);
  const [first = 'en'] = languages;
  const t = translator(AUTHORIZATION_LETTER_TEXT, first);
  const parts = translator(DOCUMENT_PARTS_TEXT, first);

  const writer = await DocumentWriter.create({
    title: t('docTitle', { reference }),
    subject: t('subject', { consumer, payee }),
    author: consumer,
    keywords: ['payment authorization', reference],
    date,
    runningHeader: { left: languages.map((l) => translator(AUTHORIZATION_LETTER_TEXT, l)('title')).join(' / '), right: t('headerAccount', { reference }) },
    footerNote: t('footer'),
    pageLabel: (page, pages) => parts('page', { page, pages }),
  });

  const letter: Letter = { input, date, creditor, firm, payee, consumer, reference, payments };
  return finishTranslatedDocument(writer, input.language, { kind: 'authorization_letter', signerName: consumer }, (language, signer) =>
    writeLetter(writer, letter, language, signer),
  );
}

type Letter = {
  input: AuthorizationLetterInput;
  date: string;
  creditor: string;
  firm: string;
  payee: string;
  consumer: string;
  reference: string;
  payments: ScheduledPayment[];
};

/** The whole letter in one language; the English original (`signer` set) ends with the signature band. */
function writeLetter(writer: DocumentWriter, letter: Letter, language: Language, signer: Language | null): SignatureBox | null {
  const t: Translate<keyof (typeof AUTHORIZATION_LETTER_TEXT)['en']> = translator(AUTHORIZATION_LETTER_TEXT, language);
  const { input, creditor, firm, payee, consumer, reference, payments } = letter;
  const total = money(planTotalCents(input.schedule.phases), language);
  const plan = describePlan(input.schedule.phases, language);
  const chosen = input.paymentMethod?.trim();
  const method = chosen ? t('myMethod', { method: chosen }) : t('parleyMethod');
  const accountLabel = accountLabelOf(input.account, reference, language);

  writer.title(t('title'), [t('subtitle', { date: longDate(letter.date, language) })]);
  if (signer === null) writer.paragraph(t('translationNote'), { style: { font: writer.fonts.serifItalic, size: 10.5 } });

  writer.keyValueBox(
    [
      [t('key.from'), [consumer, ...(input.consumer.mailingAddress ? formatAddress(input.consumer.mailingAddress) : [])].join('\n')],
      [t('key.to'), t('toParley')],
      [t('key.account'), accountLabel],
      [t('key.creditor'), creditor],
      [t('key.lawFirm'), firm],
      [t('key.total'), t('totalIn', { total, count: paymentCount(payments.length, language) })],
      [t('key.method'), capitalize(chosen || t('parleyMethod'))],
    ],
    130,
  );

  writer.heading(t('h.authorize'));
  writer.paragraph(t('p.authorize', { consumer, method, payee, firm, reference, creditor: withPeriod(creditor), plan, total }));
  writer.paragraph(t('p.only'));

  writer.heading(t('h.payments'));
  const table = scheduleTable(payments, input.schedule.phases, language);
  writer.table(scheduleColumns(language), table.rows, table.total);

  writer.heading(t('h.receives'));
  writer.keyValueBox(
    [
      [t('key.payee'), payee],
      [t('key.onBehalf'), t('attorneysFor', { firm, creditor })],
      [t('key.mailing'), [firm, ...formatAddress(input.lawFirm.mailingAddress)].join('\n')],
      [t('key.credit'), t('forAccount', { account: accountLabel })],
    ],
    130,
  );
  writer.paragraph(t('p.counts'));

  writer.heading(t('h.revoke'));
  writer.list([t('revoke.anytime', { days: REVOCATION_NOTICE_BUSINESS_DAYS }), t('revoke.bank'), t('revoke.future'), t('revoke.change')]);

  writer.heading(t('h.esign'));
  writer.paragraph(t('p.esign'));

  writer.space(4);
  if (signer === null) {
    writer.paragraph(t('translationSign'), { style: { font: writer.fonts.serifItalic, size: 11 } });
    return null;
  }
  const both = (key: 'authorizedBy' | 'consumerRole') => (signer === 'en' ? t(key) : `${translator(AUTHORIZATION_LETTER_TEXT, signer)(key)} / ${t(key)}`);
  return writer.signatureBlocks(
    [{ heading: both('authorizedBy'), party: [consumer, both('consumerRole')], printedName: consumer, isSigner: true }],
    signatureLabels(signer, true),
  );
}
