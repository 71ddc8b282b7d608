import { createDeflateRaw, deflateSync, crc32 as zlibCrc32 } from 'node:zlib';
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

/**
 * A PNG whose header (IHDR) declares width x height, with one small IDAT: a few hundred bytes on
 * disk, whatever it claims. Enough for a cap that reads the header, and cheap to build at 20000 x 20000.
 */
export function pngHeaderBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One part of zipBomb's archive: its text, then `padding` spaces (the bomb's bulk, never held whole). */
export type ZipPart = { name: string; text: string; padding?: number };

/** The parts' bytes, raw-deflated a megabyte of padding at a time, with their CRC-32 and true size. */
async function deflatePart(part: ZipPart): Promise<{ deflated: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const text = Buffer.from(part.text);
  let crc = zlibCrc32(text);
  deflate.write(text);
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = part.padding ?? 0; left > 0; left -= megabyte.length) {
    const piece = megabyte.subarray(0, Math.min(left, megabyte.length));
    crc = zlibCrc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { deflated: Buffer.concat(out), crc, size: text.length + (part.padding ?? 0) };
}

/**
 * A ZIP archive (an .xlsx or .docx when the parts say so) whose padded parts inflate to hundreds of
 * MB from a few hundred KB. Honest, it declares those sizes; with `lie`, its local headers and
 * central directory both declare only the text's size, as if there were no padding (issue 33).
 */
export async function zipBomb(parts: ZipPart[], { lie }: { lie: boolean }): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { deflated, crc, size } = await deflatePart(part);
    const declared = lie ? Buffer.byteLength(part.text) : size;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${main}</Types>`;

/** An .xlsx of one sheet (a header row and one account), then `padding` spaces after the sheet's XML. */
export function xlsxBomb(padding: number, { lie }: { lie: boolean }): Promise<Buffer> {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return zipBomb(
    [
      {
        name: '[Content_Types].xml',
        text: CONTENT_TYPES(
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
        ),
      },
      {
        name: '_rels/.rels',
        text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      },
      {
        name: 'xl/workbook.xml',
        text: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        text: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', 'Account Number')}${cell('B1', 'Debtor Name')}</row><row r="2">${cell('A2', 'ZB-1')}${cell('B2', 'Ada Lovelace')}</row></sheetData></worksheet>`,
        padding,
      },
    ],
    { lie },
  );
}

/** A .docx of one paragraph, then `padding` spaces after the document's XML. */
export function docxBomb(padding: number, { lie }: { lie: boolean }): Promise<Buffer> {
  return zipBomb(
    [
      {
        name: '[Content_Types].xml',
        text: CONTENT_TYPES(
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
        ),
      },
      {
        name: '_rels/.rels',
        text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
      {
        name: 'word/document.xml',
        text: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Receipt</w:t></w:r></w:p></w:body></w:document>',
        padding,
      },
    ],
    { lie },
  );
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
