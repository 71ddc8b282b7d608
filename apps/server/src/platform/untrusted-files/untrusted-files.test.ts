import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngBomb } from '../../test/bombs.js';
import { imageDimensions, imageProblem, inspectPdf, readPdfText, UNTRUSTED_FILE_LIMITS, UntrustedFileError, untrustedWorkersStarted } from './index.js';

const jpegHeader = (width: number, height: number, sof = 0xc2) =>
  Buffer.from([
    // SOI, an APP0 of 16 bytes, then a SOFn with precision 8, height and width.
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
    ...[0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03],
  ]);

function gif(screen: [number, number], frame: [number, number, number, number]): Buffer {
  const b = Buffer.alloc(13 + 10 + 4);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(screen[0], 6);
  b.writeUInt16LE(screen[1], 8);
  b[13] = 0x2c;
  b.writeUInt16LE(frame[0], 14);
  b.writeUInt16LE(frame[1], 16);
  b.writeUInt16LE(frame[2], 18);
  b.writeUInt16LE(frame[3], 20);
  b[23] = 2; // LZW minimum code size
  b[24] = 0; // no data sub-blocks
  b[25] = 0x3b;
  return b;
}

describe('image size from the header', () => {
  it('reads PNG, progressive JPEG and GIF sizes, a GIF frame larger than its screen included', () => {
    expect(imageDimensions(pngBomb(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageDimensions(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageDimensions(gif([10, 10], [0, 0, 60_000, 60_000]))).toEqual({ width: 60_000, height: 60_000 });
    expect(imageProblem(imageDimensions(jpegHeader(20_000, 20_000)))).toBe('too-many-pixels');
    expect(imageProblem(imageDimensions(jpegHeader(8000, 6000)))).toBeNull();
  });

  it('calls an image without a readable size unreadable', () => {
    expect(imageProblem(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xd9])))).toBe('unreadable');
    expect(imageProblem(imageDimensions(jpegHeader(100, 0)))).toBe('unreadable');
    expect(imageProblem(imageDimensions(Buffer.from('GIF89a')))).toBe('unreadable');
  });
});

describe('the worker', () => {
  const saved = UNTRUSTED_FILE_LIMITS.timeoutMs['inspect-pdf'];
  afterEach(() => {
    UNTRUSTED_FILE_LIMITS.timeoutMs['inspect-pdf'] = saved;
  });

  it('reading PDFs, is kept warm and reused: one start for several files, not one each (issue 20)', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    await inspectPdf(bytes);
    const before = untrustedWorkersStarted();
    for (let i = 0; i < 3; i++) expect((await inspectPdf(bytes)).pages).toBe(1);
    expect(await readPdfText(bytes)).toBe('');
    expect(untrustedWorkersStarted()).toBe(before);
  });

  it("counts a file's time from when its reading starts, never the thread's own start (a cold worker loads its modules first)", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    // A fresh copy of the module has no warm worker: this file's worker starts cold, which takes longer than the limit set here.
    vi.resetModules();
    const fresh = await import('./index.js');
    fresh.UNTRUSTED_FILE_LIMITS.timeoutMs['inspect-pdf'] = 150;
    const started = performance.now();
    expect((await fresh.inspectPdf(bytes)).pages).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(150);
    expect(fresh.untrustedWorkersStarted()).toBe(1);
  });

  it('is terminated when it runs out of time, the caller is told so, and the next file gets a fresh one', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 150; i++) pdf.addPage();
    const bytes = await pdf.save();
    await inspectPdf(bytes);
    UNTRUSTED_FILE_LIMITS.timeoutMs['inspect-pdf'] = 1;
    const error = await inspectPdf(bytes).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(UntrustedFileError);
    expect((error as UntrustedFileError).reason).toBe('timeout');
    UNTRUSTED_FILE_LIMITS.timeoutMs['inspect-pdf'] = saved;
    const before = untrustedWorkersStarted();
    expect((await inspectPdf(bytes)).pages).toBe(150);
    expect(untrustedWorkersStarted()).toBe(before + 1);
  });
});
