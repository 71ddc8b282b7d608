import { imageDimensions, imageProblem, readImageWords } from '../../platform/untrusted-files/index.js';
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
      const run = queue.then(() => {
        const problem = imageProblem(imageDimensions(bytes));
        if (problem) throw new Error(`image not read: ${problem}`);
        return readImageWords(bytes).then(layoutText);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
    },
  };
}
