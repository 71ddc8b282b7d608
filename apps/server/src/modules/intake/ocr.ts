import { imageDimensions, imageProblem, readImageText } from '../../platform/untrusted-files/index.js';

export { readPdfText } from '../../platform/untrusted-files/index.js';

export type TextReader = {
  /** The text of one image (PNG, JPEG, GIF). */
  readImage(bytes: Buffer): Promise<string>;
  close(): Promise<void>;
};

/**
 * OCR with tesseract.js, each image in a worker thread of its own (platform/untrusted-files): a
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
        return readImageText(bytes);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
    },
  };
}
