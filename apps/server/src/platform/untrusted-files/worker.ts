/**
 * Runs in a worker thread with a heap limit, and is terminated on a timeout or a failure (see index.ts): the
 * only code that parses or decodes a file someone uploaded. It imports nothing from Parley, so it
 * loads the same from the sources (tests) and from the build.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { inflatedSize } from './inflated-size.js';
import { type Preprocessed, preprocessForOcr } from './preprocess.js';
import type { OcrPage, OcrWord, UntrustedReply, UntrustedTask } from './protocol.js';

const require = createRequire(import.meta.url);

/**
 * Whether the PDF's streams inflate to at most `budget` bytes in all: a few hundred KB that would
 * inflate to hundreds of MB is measured, and refused, without ever being held in memory. Images
 * are left out: nothing here decodes them (pdf-lib copies them, pdf.js's text layer skips them),
 * and a scan's pages are big images.
 */
async function decodedBytesWithin(doc: PDFDocument, budget: number): Promise<boolean> {
  let total = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
    const isFlate = filters.some((f) => f === PDFName.of('FlateDecode'));
    total += isFlate ? await inflatedSize(object.contents, budget - total, 'zlib') : object.contents.byteLength;
    if (total > budget) return false;
  }
  return true;
}

async function inspectPdf(bytes: Uint8Array, maxDecodedBytes: number): Promise<UntrustedReply> {
  let doc: PDFDocument;
  try {
    // pdf-lib's EncryptedPDFError fails `instanceof` (its classes are transpiled to ES5): load
    // anyway and ask.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { ok: true, pdf: { readable: false, encrypted: false, pages: 0, withinDecodedLimit: true } };
  }
  if (doc.isEncrypted) return { ok: true, pdf: { readable: true, encrypted: true, pages: 0, withinDecodedLimit: true } };
  let pages: number;
  try {
    pages = doc.getPages().length;
  } catch {
    return { ok: true, pdf: { readable: false, encrypted: false, pages: 0, withinDecodedLimit: true } };
  }
  return { ok: true, pdf: { readable: true, encrypted: doc.isEncrypted, pages, withinDecodedLimit: await decodedBytesWithin(doc, maxDecodedBytes) } };
}

/** The text layer of a PDF's first pages (empty for a scan that has none), line by line. */
async function pdfText(bytes: Uint8Array, maxPages: number): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const rows: { y: number; parts: { x: number; s: string }[] }[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = item.transform[5] ?? 0;
        const row = rows.find((r) => Math.abs(r.y - y) < 2);
        const part = { x: item.transform[4] ?? 0, s: item.str };
        if (row) row.parts.push(part);
        else rows.push({ y, parts: [part] });
      }
      rows.sort((a, b) => b.y - a.y);
      pages.push(
        rows
          .map((r) =>
            r.parts
              .sort((a, b) => a.x - b.x)
              .map((p) => p.s)
              .join(' '),
          )
          .join('\n'),
      );
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * English LSTM data shipped inside @tesseract.js-data/eng. tesseract.js must be pointed at it:
 * without a langPath it tries to download the data and, offline, hangs instead of failing. The
 * image is preprocessed first (preprocess.ts: page, light, skew, threshold), and the words come
 * back with their boxes, so the parent can read the layout (columns, labels).
 *
 * A photo whose sheet was found and warped is read a second time framed as taken: a shadow's edge
 * across the page can pass for the sheet's edge, and the warp then cuts the page off below it or
 * twists it (blind corpus 2026-12-18: a complaint under a lamp's shadow read 3 of 13 fields). Which
 * reading to keep is the caller's to judge (intake/ocr.ts: the one its fields are found in).
 */
async function ocr(bytes: Uint8Array, maxPixels: number): Promise<OcrPage[]> {
  const { createWorker, OEM } = await import('tesseract.js');
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  // Without an errorHandler tesseract.js rethrows a failed job in its message handler.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', errorHandler: () => undefined });
  const read = async (prepared: Preprocessed): Promise<OcrPage> => {
    const { data } = await worker.recognize(prepared.png, {}, { text: false, blocks: true });
    const lines: OcrWord[][] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const words = line.words
            .filter((w) => w.text.trim() !== '')
            .map((w) => ({ text: w.text, x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1, confidence: Math.round(w.confidence) }));
          if (words.length > 0) lines.push(words);
        }
      }
    }
    return { width: prepared.width, height: prepared.height, skewDegrees: prepared.skewDegrees, pageFound: prepared.pageFound, lines };
  };
  try {
    const first = await read(await preprocessForOcr(bytes, maxPixels));
    if (!first.pageFound) return [first];
    return [first, await read(await preprocessForOcr(bytes, maxPixels, { findSheet: false }))];
  } finally {
    await worker.terminate();
  }
}

async function run(task: UntrustedTask): Promise<UntrustedReply> {
  switch (task.kind) {
    case 'inspect-pdf':
      return inspectPdf(task.bytes, task.maxDecodedBytes);
    case 'pdf-text': {
      // pdf.js would inflate a bomb's content stream whole: measure it first.
      const facts = await inspectPdf(task.bytes, task.maxDecodedBytes);
      if (!('pdf' in facts) || !facts.pdf.withinDecodedLimit) return { ok: false, error: 'the PDF inflates past the limit' };
      return { ok: true, text: await pdfText(task.bytes, task.maxPages) };
    }
    case 'ocr':
      return { ok: true, ocr: await ocr(task.bytes, task.maxPixels) };
  }
}

const failure = (err: unknown): UntrustedReply => ({ ok: false, error: err instanceof Error ? err.message : String(err) });

// Each task says when it starts: the parent's timeout counts the reading of the file, not the thread's start (index.ts).
if (workerData) {
  // One task, then the parent terminates this thread (OCR: tesseract's WebAssembly memory is never shrunk).
  parentPort?.postMessage({ started: true });
  run(workerData as UntrustedTask).then(
    (reply) => parentPort?.postMessage(reply),
    (err: unknown) => parentPort?.postMessage(failure(err)),
  );
} else {
  // A warm worker: one task at a time from the parent, each answered with its id (see index.ts).
  parentPort?.on('message', ({ id, task }: { id: number; task: UntrustedTask }) => {
    parentPort?.postMessage({ id, started: true });
    run(task).then(
      (reply) => parentPort?.postMessage({ id, reply }),
      (err: unknown) => parentPort?.postMessage({ id, reply: failure(err) }),
    );
  });
}
