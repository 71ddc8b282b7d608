import { deflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** Decompression and pixel bombs for the upload tests (issue 18): small files, huge once decoded. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid grayscale PNG of width x height, all black: it deflates to almost nothing. */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  // Each scanline is a filter byte and one byte a pixel; all zeros.
  const raw = Buffer.alloc((width + 1) * height);
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF whose content stream is a few hundred KB of FlateDecode that inflates to `inflatedBytes`. */
export async function pdfBomb(inflatedBytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const contents = deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 });
  const stream = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: contents.length }), contents);
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  return pdf.save({ useObjectStreams: false });
}

/** Thousands of empty pages: a few hundred KB. */
export async function manyPagesPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([100, 100]);
  return pdf.save();
}
