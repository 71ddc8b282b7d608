import { imageDimensions, imageProblem, readImageWords } from '../../platform/untrusted-files/index.js';
import { extractFields } from './extract-fields.js';
import { layoutText } from './layout.js';

export { readPdfText } from '../../platform/untrusted-files/index.js';

export type TextReader = {
  /** The text of one image (PNG, JPEG, GIF), laid out by its word boxes (layout.ts). */
  readImage(bytes: Buffer): Promise<string>;
  close(): Promise<void>;
};

/**
 * OCR with tesseract.js after preprocessing (platform/untrusted-files/preprocess.ts), each image in a worker thread of its own (platform/untrusted-files): a
 * heap limit, a timeout, and everything it decoded given back when the worker ends. A tesseract
 * worker kept for the life of the process grew to gigabytes on one 20000 x 20000 PNG and never
 * shrank (issue 18). The image's size is read from its header first and too many pixels refused.
 */
export function createTesseractReader(): TextReader {
  // One image at a time: each holds the model and a decoded image, on a machine of few cores.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    readImage(bytes) {
      const run = queue.then(async () => {
        const problem = imageProblem(imageDimensions(bytes));
        if (problem) throw new Error(`image not read: ${problem}`);
        return fullestReading((await readImageWords(bytes)).map(layoutText));
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
    },
  };
}

/** How many more of a document's fields a second reading must find to be kept over the first. */
const SECOND_READING_MARGIN = 1;

/**
 * Of a photo's readings (its sheet warped, then framed as taken: worker.ts), the one the document's
 * fields are found in: a warp to a shadow's edge cuts the page off or twists it, and its reading
 * then finds fewer of them, whatever the page says. The first on a tie. Which words Tesseract was
 * sure of is no guide: a tilted frame reads words as surely, and breaks the lines they stand in.
 */
export function fullestReading(texts: string[]): string {
  const found = (text: string) => Object.values(extractFields(text)).filter((v) => v !== null && v !== false && v !== '').length;
  let best = texts[0] ?? '';
  let bestFound = found(best);
  for (const text of texts.slice(1)) {
    const n = found(text);
    if (n >= bestFound + SECOND_READING_MARGIN) [best, bestFound] = [text, n];
  }
  return best;
}
