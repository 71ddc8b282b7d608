import { DISPUTE_REASONS, type Language, type ValidationNotice } from '@parley/shared';
import { longDate, money, type Translate, translator } from '../../platform/i18n.js';
import { DocumentWriter } from './layout.js';
import { VALIDATION_NOTICE_TEXT } from './validation-notice.messages.js';

const BOX = '\u2610';
const CFPB_URL = 'www.cfpb.gov/debt-collection';

type T = Translate<keyof (typeof VALIDATION_NOTICE_TEXT)['en']>;

/**
 * The validation notice (12 CFR 1006.34(c); 15 U.S.C. 1692g(a)), laid out after the CFPB's model
 * form B-1: who is collecting and for whom, the itemization since the itemization date, the current
 * amount, how and by when to dispute, the original-creditor request, and the tear-off "How do you
 * want to respond?" form. Using the model form's content is the safe harbor of 1006.34(d)(2).
 *
 * In the consumer's language: a Spanish-speaking consumer's notice is the CFPB's Spanish
 * translation of the form followed, in the same document, by the English form, since 1006.34(e)
 * allows a translated notice only with the English one in the same communication (or before it).
 */
export async function renderValidationNotice(notice: ValidationNotice, onlineUrl: string): Promise<Uint8Array> {
  const languages: Language[] = notice.language === 'en' ? ['en'] : [notice.language, 'en'];
  const [first = 'en'] = languages;
  const t = translator(VALIDATION_NOTICE_TEXT, first);
  const collector = notice.collector.name;
  const reference = notice.account_reference ?? t('caseReference', { id: notice.customer_document_id });
  const header = languages.map((l) => translator(VALIDATION_NOTICE_TEXT, l)('header')).join(' / ');

  const writer = await DocumentWriter.create({
    title: t('title', { reference }),
    subject: t('subject', { collector, consumer: notice.consumer.name }),
    author: collector,
    keywords: ['validation notice', 'Regulation F', reference],
    date: notice.notice_date,
    runningHeader: { left: header, right: t('headerReference', { reference }) },
    footerNote: t('footer', { collector, method: notice.delivery.method }),
    pageLabel: (page, pages) => t('page', { page, pages }),
  });
  languages.forEach((language, i) => {
    if (i > 0) writer.newPage();
    writeNotice(writer, notice, onlineUrl, language);
  });
  return writer.finish();
}

/** One complete notice, tear-off form included, in one language. */
function writeNotice(writer: DocumentWriter, notice: ValidationNotice, onlineUrl: string, language: Language): void {
  const t: T = translator(VALIDATION_NOTICE_TEXT, language);
  const { fonts } = writer;
  const collector = notice.collector.name;
  const creditor = notice.creditor ?? t('someCreditor');
  const end = longDate(notice.delivery.validation_period_end, language);
  const itemizationDate = longDate(notice.itemization.date, language);
  const reference = notice.account_reference ?? t('caseReference', { id: notice.customer_document_id });
  const i = notice.itemization;
  const usd = (cents: number) => money(cents, language);

  writer.lines([collector, ...notice.collector.mailing_address], { style: { font: fonts.sansBold, size: 9.5 }, gapAfter: 6 });
  writer.lines([notice.consumer.name, ...(notice.consumer.mailing_address ?? [])], { gapAfter: 4 });
  writer.lines([t('noticeDate', { date: longDate(notice.notice_date, language) }), t('reference', { reference })], { style: { font: fonts.sans, size: 9 } });

  writer.paragraph(t('intro', { collector, creditor }), { style: { font: fonts.serifBold, size: 11 } });

  writer.heading(t('ourInformation'));
  writer.paragraph(t('youOwe', { creditor, reference }));
  writer.keyValueBox(
    [
      [t('asOf', { date: itemizationDate }), usd(i.amount_on_date_cents)],
      [t('between', { date: itemizationDate }), ''],
      [t('interest'), `+ ${usd(i.interest_cents)}`],
      [t('fees'), `+ ${usd(i.fees_cents)}`],
      [t('paid'), `\u2013 ${usd(i.payments_cents + i.credits_cents)}`],
      [t('total'), usd(i.current_amount_cents), { font: fonts.serifBold, size: 10.5 }],
    ],
    300,
  );
  writer.paragraph(t('itemizationDate', { label: t(`dateKind.${i.date_kind}`), date: itemizationDate }), {
    style: { font: fonts.serifItalic, size: 9 },
  });

  writer.heading(t('howDispute'));
  writer.list([t('disputeCall', { end }), t('disputeWrite', { end, url: onlineUrl })]);

  writer.heading(t('whatElse'));
  writer.list([t('originalCreditor', { end, url: onlineUrl }), t('cfpb', { cfpb: CFPB_URL }), t('paymentOptions'), t('spanishCopy')]);

  // The tear-off of model form B-1.
  writer.ensureSpace(300);
  writer.centered(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -'], { font: fonts.sans, size: 8 });
  writer.lines([t('mailTo', { collector }), ...notice.collector.mailing_address.map((l) => `    ${l}`)], { style: { font: fonts.sans, size: 9 } });
  writer.lines([notice.consumer.name, ...(notice.consumer.mailing_address ?? []), t('reference', { reference })], { style: { font: fonts.sans, size: 9 } });
  writer.heading(t('howRespond'));
  writer.paragraph(t('checkAll'));
  writer.lines(
    [
      t('disputeBecause'),
      ...DISPUTE_REASONS.map((r) => `    ${BOX} ${t(`reason.${r}`)}`),
      `${BOX} ${t('wantOriginal')}`,
      `${BOX} ${t('enclosed')}`,
      `    ${t('payable', { collector, reference })}`,
      `${BOX} ${t('online', { url: onlineUrl })}`,
    ],
    { gapAfter: 8 },
  );
}
