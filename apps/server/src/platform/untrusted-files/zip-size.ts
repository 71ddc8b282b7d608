import { zipEntries } from '../file-type.js';
import { inflatedSize } from './inflated-size.js';

export type ZipLimits = {
  /** What all of the archive's entries may inflate to together. */
  maxInflatedBytes: number;
  /** What the archive may inflate to per byte of its own size (text compresses 5-20 times, rarely 100). */
  maxRatio: number;
  maxEntries: number;
};

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const STORED = 0;
const DEFLATED = 8;

/**
 * Why a ZIP archive (.xlsx, .docx) may not be opened: null when it may. The sizes an archive
 * declares are the sender's word (issue 33: a 308 KB workbook whose headers understated its sheet
 * inflated to 300 MB), so they only refuse early; the rule is what the entries really inflate to,
 * counted while inflating and stopped at the cap, nothing kept. Every local header in the file is
 * measured, wherever it is: a streaming reader (exceljs) walks local headers from the start, a
 * random-access one follows the central directory, and an entry either could find starts at one.
 */
export async function zipProblem(data: Buffer, limits: ZipLimits): Promise<'unreadable' | 'too-large' | null> {
  const declared = zipEntries(data);
  if (!declared || declared.length > limits.maxEntries) return 'unreadable';
  const budget = Math.min(limits.maxInflatedBytes, limits.maxRatio * data.length);
  const declaredTotal = declared.reduce((sum, e) => sum + e.uncompressedBytes, 0);
  const isDeclaredBomb = declared.some((e) => (e.compressedBytes === 0 ? e.uncompressedBytes > 0 : e.uncompressedBytes / e.compressedBytes > limits.maxRatio));
  if (declaredTotal > budget || isDeclaredBomb) return 'too-large';
  let total = 0;
  let headers = 0;
  for (let at = data.indexOf(LOCAL_HEADER); at >= 0 && at + 30 <= data.length; at = data.indexOf(LOCAL_HEADER, at + 1)) {
    if (++headers > limits.maxEntries) return 'unreadable';
    const method = data.readUInt16LE(at + 8);
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    if (start > data.length) continue;
    // A stored entry is its own bytes; any other method but deflate is one no reader here opens.
    if (method === STORED) total += Math.min(data.readUInt32LE(at + 18), data.length - start);
    else if (method === DEFLATED) total += await inflatedSize(data.subarray(start), budget - total, 'raw');
    if (total > budget) return 'too-large';
  }
  return null;
}
