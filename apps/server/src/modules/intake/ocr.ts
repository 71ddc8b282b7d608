import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { getDocumentProxy } from 'unpdf';

const require = createRequire(import.meta.url);

/**
 * English LSTM data shipped inside @tesseract.js-data/eng. tesseract.js must be pointed at it:
 * without a langPath it tries to download the data and, offline, hangs instead of failing.
 */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export type TextReader = {
  /** The text of one image (PNG, JPEG, GIF). */
  readImage(bytes: Buffer): Promise<string>;
  close(): Promise<void>;
};

/** One tesseract worker, started on first use and reused (starting one takes about a second). */
export function createTesseractReader(): TextReader {
  let worker: Promise<Worker> | null = null;
  // A worker recognizes one image at a time; calls queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    readImage(bytes) {
      const run = queue.then(async () => {
        // Without an errorHandler tesseract.js rethrows a failed job in its message handler, an
        // uncaught exception that would end the process: a corrupt upload must only fail its own job.
        worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none', errorHandler: () => undefined });
        const { data } = await (await worker).recognize(bytes);
        return data.text;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

/** The text layer of a PDF (empty for a scanned PDF that has none). */
export async function readPdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, 30); n++) {
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
