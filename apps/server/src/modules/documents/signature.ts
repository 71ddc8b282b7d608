import { createHash } from 'node:crypto';
import type { Language } from '@parley/shared';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../platform/errors.js';
import { longDate, translator } from '../../platform/i18n.js';
import { signatureLabels } from './document-inputs.js';
import { readSignableDocument, type SignableDocument, writeSignableDocument } from './document-metadata.js';
import { embedFaces } from './fonts.js';
import { DocumentWriter } from './layout.js';
import { SIGNATURE_TEXT } from './signature.messages.js';
import { COLORS, drawLine, fitText, MARGIN, PAGE, textWidth } from './typesetting.js';

/** What the signer did and what Parley recorded when they did it. */
export type ElectronicSignature = {
  /** The name the signer typed as their signature. */
  signerName: string;
  /**
   * The signer's legal name, which the typed name was checked against (signatureMatchesLegalName):
   * printed under the line of the signature page added to a PDF Parley did not render, and named
   * as the signer on the certificate. A document Parley rendered names its signer itself.
   */
  legalName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The consent to electronic records and signatures, word for word as the signer accepted it. */
  consentText: string;
  /** SHA-256 (hex) of the unsigned PDF as it was presented to the signer. */
  documentSha256: string;
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/**
 * Signs a document: "/s/ <typed name>" and the date go into the signer's signature block on the
 * last page (of a document Parley rendered; any other PDF gets a signature page added), and an "Electronic signature certificate" page is appended with who
 * signed, when, from where, what they consented to, and the SHA-256 of the document as presented.
 * The hash must be that of `pdfBytes`: a document that changed after it was shown is not signed.
 */
export async function stampSignature(pdfBytes: Uint8Array, signature: ElectronicSignature): Promise<Uint8Array> {
  const typedName = signature.signerName.trim();
  if (typedName === '') throw new AppError('VALIDATION_FAILED', 'Type your full name to sign', { signer_name: 'Type your full name to sign' });
  if (signature.consentText.trim() === '') throw new AppError('VALIDATION_FAILED', 'Consent to electronic records is required');
  if (Number.isNaN(signature.signedAt.getTime())) throw new AppError('VALIDATION_FAILED', 'The signing time is not a valid date');
  if (!SHA256_HEX.test(signature.documentSha256)) throw new AppError('VALIDATION_FAILED', 'The document fingerprint must be a SHA-256 in hex');
  const documentSha256 = signature.documentSha256.toLowerCase();
  if (sha256Hex(pdfBytes) !== documentSha256) {
    throw new AppError('CONFLICT', 'The document changed after it was presented for signature; review it again before signing');
  }

  const doc = await loadPdf(pdfBytes);
  const fonts = await embedStampFonts(doc);
  // A firm's own agreement has no signature block we know of: it gets a signature page of its own.
  const meta = readSignableDocument(doc) ?? appendSignaturePage(doc, signature.legalName.trim() || typedName, fonts);
  if (meta.signed) throw new AppError('CONFLICT', 'This document is already signed');

  const signedPages = doc.getPageCount();
  stampSignatureBlock(doc, meta, typedName, signature.signedAt, signedPages + 1, fonts);

  const certificate = await PDFDocument.load(await renderCertificate(doc, meta, { ...signature, signerName: typedName, documentSha256 }, signedPages));
  for (const page of await doc.copyPages(certificate, certificate.getPageIndices())) doc.addPage(page);

  writeSignableDocument(doc, { ...meta, signed: true });
  doc.setModificationDate(signature.signedAt);
  return doc.save();
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The file is not a readable PDF');
  }
}

type StampFonts = Awaited<ReturnType<typeof embedStampFonts>>;

/** The stamp's own subsets of the layout's faces: the signed name may use glyphs the document did not. */
function embedStampFonts(doc: PDFDocument) {
  return embedFaces(doc, ['script', 'sans', 'serif']);
}

function stampSignatureBlock(doc: PDFDocument, meta: SignableDocument, typedName: string, signedAt: Date, certificatePage: number, fonts: StampFonts): void {
  const page = doc.getPage(doc.getPageCount() - 1);
  const box = meta.signatureBox;
  const mark = `/s/ ${typedName}`;
  // Shrink a long name to fit the line rather than run past it.
  let size = 17;
  while (size > 8 && textWidth(mark, fonts.script, size) > box.width - 8) size -= 0.5;
  drawLine(page, fitText(mark, fonts.script, size, box.width - 8), box.x + 4, box.signatureLineY + 5, { font: fonts.script, size, color: COLORS.accent });
  const language = meta.language ?? 'en';
  const note = translator(SIGNATURE_TEXT, language)('stampNote', { page: certificatePage });
  // Beside the band's caption, which names the signature in the reader's language and in English.
  const caption = textWidth(signatureLabels(language, true).signature, fonts.sans, 7.5) + 8;
  // A note too long for the room beside the caption (a translated one) goes on the line below it.
  const isBeside = textWidth(note, fonts.sans, 7) <= box.width - caption;
  const [noteX, noteY] = isBeside ? [box.x + caption, box.signatureLineY - 10] : [box.x, box.signatureLineY - 18];
  drawLine(page, fitText(note, fonts.sans, 7, box.x + box.width - noteX), noteX, noteY, {
    font: fonts.sans,
    size: 7,
    color: COLORS.muted,
  });
  drawLine(page, longDate(signedAt.toISOString().slice(0, 10), language), box.dateX, box.dateY, { font: fonts.serif, size: 10, color: COLORS.accent });
}

/**
 * A last page for signing a PDF that Parley did not render (the firm's own agreement): it names
 * the document it closes and carries a signature line and a date line for the consumer.
 */
function appendSignaturePage(doc: PDFDocument, signerName: string, fonts: StampFonts): SignableDocument {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const top = PAGE.height - MARGIN.top;
  const width = PAGE.width - MARGIN.left - MARGIN.right;
  drawLine(page, 'Consumer signature page', MARGIN.left, top, { font: fonts.serif, size: 18, color: COLORS.ink });
  const intro = `This page is part of the settlement agreement of the ${doc.getPageCount() - 1} preceding pages, which the consumer signs below.`;
  drawLine(page, fitText(intro, fonts.sans, 9.5, width), MARGIN.left, top - 28, { font: fonts.sans, size: 9.5, color: COLORS.muted });
  const lineY = top - 120;
  const lineWidth = 300;
  page.drawLine({ start: { x: MARGIN.left, y: lineY }, end: { x: MARGIN.left + lineWidth, y: lineY }, thickness: 0.8, color: COLORS.rule });
  drawLine(page, 'Signature', MARGIN.left, lineY - 10, { font: fonts.sans, size: 7.5, color: COLORS.muted });
  drawLine(page, fitText(signerName, fonts.serif, 11, lineWidth), MARGIN.left, lineY - 26, { font: fonts.serif, size: 11, color: COLORS.ink });
  const dateX = MARGIN.left + lineWidth + 30;
  page.drawLine({ start: { x: dateX, y: lineY }, end: { x: dateX + 130, y: lineY }, thickness: 0.8, color: COLORS.rule });
  drawLine(page, 'Date', dateX, lineY - 10, { font: fonts.sans, size: 7.5, color: COLORS.muted });
  return {
    kind: 'settlement_agreement',
    signerName,
    signatureBox: { x: MARGIN.left, signatureLineY: lineY, dateX, dateY: lineY + 5, width: lineWidth },
    signed: false,
  };
}

const DOCUMENT_NAMES: Record<SignableDocument['kind'], string> = {
  settlement_agreement: 'Settlement Agreement',
  authorization_letter: 'Payment Authorization',
};

async function renderCertificate(doc: PDFDocument, meta: SignableDocument, signature: ElectronicSignature, signedPages: number): Promise<Uint8Array> {
  const documentName = doc.getTitle() ?? DOCUMENT_NAMES[meta.kind];
  const signedAtIso = signature.signedAt.toISOString();
  // As the document: the reader's language first, then the English certificate.
  const languages: Language[] = meta.language && meta.language !== 'en' ? [meta.language, 'en'] : ['en'];
  const [first = 'en'] = languages;
  const t = translator(SIGNATURE_TEXT, first);
  const writer = await DocumentWriter.create({
    title: t('title'),
    subject: documentName,
    author: 'Parley',
    keywords: [],
    date: signedAtIso.slice(0, 10),
    runningHeader: { left: languages.map((l) => translator(SIGNATURE_TEXT, l)('title')).join(' / '), right: documentName },
    footerNote: t('footer', { count: signedPages, pages: t('pages', { count: signedPages }) }),
    pageLabel: (page, total) => t('pageLabel', { page, total }),
  });
  for (const [i, language] of languages.entries()) {
    if (i > 0) writer.newPage();
    writeCertificate(writer, meta, signature, { documentName, signedPages, language });
  }
  return writer.finish();
}

function writeCertificate(
  writer: DocumentWriter,
  meta: SignableDocument,
  signature: ElectronicSignature,
  { documentName, signedPages, language }: { documentName: string; signedPages: number; language: Language },
): void {
  const t = translator(SIGNATURE_TEXT, language);
  const signedAtIso = signature.signedAt.toISOString();
  const pages = t('pages', { count: signedPages });
  const mono = { font: writer.fonts.mono, size: 9.5 };
  writer.title(t('title'), [t('for', { document: documentName }), t('signedAt', { at: signedAtIso })]);
  writer.keyValueBox(
    [
      [t('key.document'), t('documentPages', { document: documentName, pages: t('pageCount', { count: signedPages }) })],
      [t('key.signer'), t('asNamed', { signer: meta.signerName })],
      [t('key.typed'), `/s/ ${signature.signerName}`],
      [t('key.at'), signedAtIso, mono],
      [t('key.ip'), signature.ip || t('notRecorded'), mono],
      [t('key.agent'), signature.userAgent || t('notRecorded')],
      // 64 hex digits fit one line in Courier at 8 pt.
      [t('key.sha'), signature.documentSha256, { font: writer.fonts.mono, size: 8 }],
    ],
    130,
  );

  writer.heading(t('h.consent'));
  writer.paragraph(t('p.consent'));
  writer.paragraph(signature.consentText, { style: { font: writer.fonts.serifItalic, size: 10.5 }, indent: 18 });

  writer.heading(t('h.how'));
  writer.paragraph(t('p.how', { page: signedPages }));

  writer.heading(t('h.sha'));
  writer.paragraph(t('p.sha', { pages }));
}
