import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';

// The files the test world uploads: a chat attachment, a photo of papers, a settlement agreement.

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
// A PNG signature and a 1 x 1 IHDR header (uploads are refused when the header says nothing of the size).
export const PNG_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108000000', 'hex'),
  Buffer.alloc(64, 1),
]);
export const SUMMONS_PNG = readFileSync(fileURLToPath(new URL('../modules/intake/corpus/01-summons.png', import.meta.url)));

export async function samplePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement between Demo Law Group and the consumer.');
  return pdf.save();
}
