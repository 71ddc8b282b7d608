import { isLanguage, type Language } from '@parley/shared';
import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { SignatureBox } from './layout.js';

/**
 * What a Parley document says about itself, kept in the PDF's document information dictionary
 * under a key of our own: which document it is, who signs it, and where the signer's signature
 * block is, so that signing needs nothing but the PDF itself.
 */
export type SignableDocument = {
  kind: 'settlement_agreement' | 'authorization_letter';
  /** The signer's name as the document prints it. */
  signerName: string;
  signatureBox: SignatureBox;
  signed: boolean;
  /**
   * The reader's language when it is not English (the document is then a translation followed by
   * the English original): the signature note and the certificate follow it. Absent: English.
   */
  language?: Language;
};

const KEY = PDFName.of('ParleyDocument');

function infoDict(doc: PDFDocument): PDFDict {
  const info = doc.context.trailerInfo.Info;
  const dict = info ? doc.context.lookup(info) : undefined;
  if (dict instanceof PDFDict) return dict;
  const created = doc.context.obj({});
  doc.context.trailerInfo.Info = doc.context.register(created);
  return created;
}

export function writeSignableDocument(doc: PDFDocument, meta: SignableDocument): void {
  infoDict(doc).set(KEY, PDFHexString.fromText(JSON.stringify(meta)));
}

/** The document's own description, or null for a PDF that Parley did not render. */
export function readSignableDocument(doc: PDFDocument): SignableDocument | null {
  const value = infoDict(doc).get(KEY);
  if (!(value instanceof PDFHexString || value instanceof PDFString)) return null;
  try {
    const meta = JSON.parse(value.decodeText()) as Partial<SignableDocument>;
    const box = meta.signatureBox;
    const isBox = box && [box.x, box.signatureLineY, box.dateX, box.dateY, box.width].every((n) => typeof n === 'number' && Number.isFinite(n));
    if ((meta.kind !== 'settlement_agreement' && meta.kind !== 'authorization_letter') || typeof meta.signerName !== 'string' || !isBox) return null;
    const language = isLanguage(meta.language) && meta.language !== 'en' ? { language: meta.language } : {};
    return { kind: meta.kind, signerName: meta.signerName, signatureBox: box, signed: meta.signed === true, ...language };
  } catch {
    return null;
  }
}
