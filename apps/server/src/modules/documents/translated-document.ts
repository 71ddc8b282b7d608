import type { Language } from '@parley/shared';
import { type SignableDocument, writeSignableDocument } from './document-metadata.js';
import type { DocumentWriter, SignatureBox } from './layout.js';

/** A reader's languages, in order: their translation, then the English original that governs (an English reader gets the original alone). */
export function documentLanguages(reader: Language): Language[] {
  return reader === 'en' ? ['en'] : [reader, 'en'];
}

/**
 * Writes a signable document once per language, each version from a new page, the English original
 * last with the signature band (`writeVersion` gets the reader's language as `signer` there, for the
 * band's labels in both); records it for signing and returns the PDF.
 */
export async function finishTranslatedDocument(
  writer: DocumentWriter,
  reader: Language,
  meta: Pick<SignableDocument, 'kind' | 'signerName'>,
  writeVersion: (language: Language, signer: Language | null) => SignatureBox | null,
): Promise<Uint8Array> {
  let signatureBox: SignatureBox | null = null;
  for (const [i, language] of documentLanguages(reader).entries()) {
    if (i > 0) writer.newPage();
    signatureBox = writeVersion(language, language === 'en' ? reader : null) ?? signatureBox;
  }
  if (!signatureBox) throw new Error('The English original carries the signature band');
  // The language is recorded only when not English: an English document's bytes are as before.
  const language = reader === 'en' ? {} : { language: reader };
  writeSignableDocument(writer.doc, { ...meta, signatureBox, signed: false, ...language });
  return writer.finish();
}
