import { createHash } from 'node:crypto';
import { formatLongDate } from '@parley/shared';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../platform/errors.js';
import { readSignableDocument, type SignableDocument, writeSignableDocument } from './document-metadata.js';
import { embedFaces } from './fonts.js';
import { COLORS, DocumentWriter, drawLine, fitText, MARGIN, PAGE, textWidth } from './layout.js';

/** What the signer did and what Parley recorded when they did it. */
export type ElectronicSignature = {
  /** The name the signer typed as their signature. */
  signerName: string;
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
  const meta = readSignableDocument(doc) ?? appendSignaturePage(doc, typedName, fonts);
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
  const note = `Signed electronically: certificate on page ${certificatePage}`;
  const caption = textWidth('Signature', fonts.sans, 7.5) + 8;
  drawLine(page, fitText(note, fonts.sans, 7, box.width - caption), box.x + caption, box.signatureLineY - 10, {
    font: fonts.sans,
    size: 7,
    color: COLORS.muted,
  });
  drawLine(page, formatLongDate(signedAt.toISOString().slice(0, 10)), box.dateX, box.dateY, { font: fonts.serif, size: 10, color: COLORS.accent });
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
  const pages = signedPages === 1 ? 'page 1' : `pages 1 to ${signedPages}`;
  const writer = await DocumentWriter.create({
    title: 'Electronic signature certificate',
    subject: documentName,
    author: 'Parley',
    keywords: [],
    date: signedAtIso.slice(0, 10),
    runningHeader: { left: 'Electronic signature certificate', right: documentName },
    footerNote: `This certificate was added to the ${signedPages}-page document when it was signed. It is not part of that document's ${pages}.`,
    pageLabel: (page, total) => `Certificate page ${page} of ${total}`,
  });
  const mono = { font: writer.fonts.mono, size: 9.5 };
  writer.title('Electronic signature certificate', [`For: ${documentName}`, `Signed ${signedAtIso} (UTC)`]);
  writer.keyValueBox(
    [
      ['DOCUMENT', `${documentName} (${signedPages} ${signedPages === 1 ? 'page' : 'pages'})`],
      ['SIGNER', `${meta.signerName}, as named in the document`],
      ['TYPED SIGNATURE', `/s/ ${signature.signerName}`],
      ['SIGNED AT (UTC)', signedAtIso, mono],
      ['IP ADDRESS', signature.ip || 'not recorded', mono],
      ['USER AGENT', signature.userAgent || 'not recorded'],
      // 64 hex digits fit one line in Courier at 8 pt.
      ['DOCUMENT SHA-256', signature.documentSha256, { font: writer.fonts.mono, size: 8 }],
    ],
    130,
  );

  writer.heading('Consent to electronic records and signatures');
  writer.paragraph('Before signing, the signer accepted the following, word for word:');
  writer.paragraph(signature.consentText, { style: { font: writer.fonts.serifItalic, size: 10.5 }, indent: 18 });

  writer.heading('How the document was signed');
  writer.paragraph(
    'The signer reviewed the document in Parley, accepted the consent above, and typed their name as their signature. Parley ' +
      `recorded the time, the IP address and the browser's user agent shown above, and placed the typed signature and the date in ` +
      `the signature block on page ${signedPages}.`,
  );

  writer.heading('The SHA-256 fingerprint');
  writer.paragraph(
    `The SHA-256 above was computed over the exact bytes of the unsigned document (${pages}, before the signature and this ` +
      'certificate were added) as it was presented to the signer. Any change to a document, however small, gives it a different ' +
      'SHA-256, so this value identifies the document as presented: anyone holding a copy of the unsigned document can compute ' +
      'its SHA-256 and compare it with the value above.',
  );
  return writer.finish();
}
