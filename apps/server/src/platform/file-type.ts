export type AttachmentType = {
  extension: 'pdf' | 'jpg' | 'png' | 'gif' | 'doc' | 'docx' | 'xlsx' | 'csv';
  contentType: string;
  isPreviewable: boolean;
};

const starts = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);

export type ZipEntry = { name: string; compressedBytes: number; uncompressedBytes: number };

/**
 * A ZIP archive's entries as its central directory declares them (names and sizes), without
 * inflating anything; null when there is no readable central directory. A .docx and an .xlsx are
 * ZIP archives: the names tell them apart, the sizes let a reader refuse a zip bomb before inflating.
 */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  const from = Math.max(0, data.length - 65_557);
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) !== 0x06054b50) continue;
    const count = data.readUInt16LE(i + 10);
    let at = data.readUInt32LE(i + 16);
    const entries: ZipEntry[] = [];
    for (let n = 0; n < count && at + 46 <= data.length; n++) {
      if (data.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = data.readUInt16LE(at + 28);
      const extraLength = data.readUInt16LE(at + 30);
      const commentLength = data.readUInt16LE(at + 32);
      const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
      entries.push({ name, compressedBytes: data.readUInt32LE(at + 20), uncompressedBytes: data.readUInt32LE(at + 24) });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return null;
}

const zipHasEntryUnder = (data: Buffer, folder: string) => zipEntries(data)?.some((e) => e.name.startsWith(folder)) ?? false;

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Text a spreadsheet saved as CSV: valid UTF-8 (a BOM allowed), no NUL or other binary control bytes. */
function isPlainText(data: Buffer): boolean {
  // Tab, newline and return are the only control bytes a CSV holds.
  for (let i = 0; i < data.length; i++) {
    const b = data[i] as number;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of an upload by its content (magic bytes), never by its name or the browser's word:
 * PDF, JPEG, PNG, GIF, Word 97-2003 (OLE2 compound file), Word 2007+ (ZIP with word/), Excel 2007+
 * (ZIP with xl/) and, failing all of those, plain UTF-8 text (CSV).
 */
export function detectAttachmentType(data: Buffer): AttachmentType | null {
  if (starts(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { extension: 'pdf', contentType: 'application/pdf', isPreviewable: true };
  if (starts(data, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg', isPreviewable: true };
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png', isPreviewable: true };
  if (starts(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61) {
    return { extension: 'gif', contentType: 'image/gif', isPreviewable: true };
  }
  if (starts(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { extension: 'doc', contentType: 'application/msword', isPreviewable: false };
  if (starts(data, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntryUnder(data, 'word/')) {
    return { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', isPreviewable: false };
  }
  if (starts(data, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntryUnder(data, 'xl/')) {
    return { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', isPreviewable: false };
  }
  // Last: text has no magic number, so it is what is left when nothing binary matched.
  if (data.length > 0 && isPlainText(data)) return { extension: 'csv', contentType: 'text/csv', isPreviewable: false };
  return null;
}

/** The name's extension must agree with the content (a .png named .pdf is refused too). */
export function extensionMatches(filename: string, type: AttachmentType): boolean {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (type.extension === 'jpg') return ext === 'jpg' || ext === 'jpeg';
  if (type.extension === 'csv') return ext === 'csv' || ext === 'txt';
  return ext === type.extension;
}
