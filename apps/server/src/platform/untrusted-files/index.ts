import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OcrPage, PdfFacts, UntrustedReply, UntrustedTask } from './protocol.js';

import { zipProblem as measureZip } from './zip-size.js';

export { imageDimensions } from './image-size.js';
export type { OcrPage, OcrWord, PdfFacts } from './protocol.js';

/**
 * Limits on what an upload may cost to read (issue 18: a 390 KB PNG of 20000 x 20000 pixels and a
 * 408 KB PDF bomb took 1.1 to 2.5 GB that was never given back, and stalled requests).
 */
export const UNTRUSTED_FILE_LIMITS = {
  /** 50 megapixels: a 48 MP phone photo passes; 20000 x 20000 (400 MP) does not. Read from the header. */
  maxImagePixels: 50_000_000,
  maxPdfPages: 200,
  /** What all of a PDF's streams but its images may inflate to (a page's content is some KB). */
  maxPdfDecodedBytes: 32 * 1024 * 1024,
  /**
   * A ZIP archive (.xlsx, .docx), by what its entries really inflate to (issue 33): a sheet of
   * 200,000 rows is ~100 MB of XML, and text compresses 5-20 times, rarely 100.
   */
  zip: { maxInflatedBytes: 400 * 1024 * 1024, maxRatio: 200, maxEntries: 2000 },
  /** The worker's V8 heap. */
  heapMb: 256,
  timeoutMs: { 'inspect-pdf': 15_000, 'pdf-text': 30_000, ocr: 90_000 } satisfies Record<UntrustedTask['kind'], number>,
};

export class UntrustedFileError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const require = createRequire(import.meta.url);
const isSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(isSource ? './worker.ts' : './worker.js', import.meta.url);

/** A worker with `task` runs it and is done; without, it stays and takes tasks one at a time. */
function spawn(task: UntrustedTask | null): Worker {
  spawned += 1;
  const options = {
    workerData: task,
    resourceLimits: { maxOldGenerationSizeMb: UNTRUSTED_FILE_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  };
  if (!isSource) return new Worker(workerUrl, options);
  // The tests run the TypeScript sources: the worker registers tsx before loading worker.ts.
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

let spawned = 0;
let nextTaskId = 0;

/**
 * Warm workers for reading PDFs. Starting a worker costs about a second of CPU (loading pdf-lib
 * and pdf.js), which at two uploads a second took more than the machine's two cores (issue 20).
 * A worker that answered is kept for the next task, at most WARM_WORKERS of them, each for at most
 * TASKS_PER_WORKER tasks; one that failed, timed out or ran out of heap is terminated, so a
 * hostile file still costs only its own worker. OCR always gets a worker of its own.
 */
const WARM_WORKERS = 2;
/** How long a worker thread may take to start before its task does: a bound for one that never starts, not for a file. */
const WORKER_START_MS = 120_000;
const TASKS_PER_WORKER = 200;
type WarmWorker = { worker: Worker; tasks: number };
const idle: WarmWorker[] = [];

function takeWarm(): WarmWorker {
  const warm = idle.pop();
  if (warm) return warm;
  const worker = spawn(null);
  // An idle warm worker does not keep the process alive.
  worker.unref();
  const created: WarmWorker = { worker, tasks: 0 };
  worker.on('exit', () => {
    const at = idle.indexOf(created);
    if (at >= 0) idle.splice(at, 1);
  });
  return created;
}

function giveBack(warm: WarmWorker): void {
  if (warm.tasks >= TASKS_PER_WORKER || idle.length >= WARM_WORKERS) void warm.worker.terminate();
  else idle.push(warm);
}

/** How many worker threads were started (tests: a warm worker is reused). */
export function untrustedWorkersStarted(): number {
  return spawned;
}

/**
 * Runs one task on an uploaded file in a worker thread, with a heap limit and a timeout. OCR runs
 * in a worker of its own, terminated when it answers, so tesseract's WebAssembly memory is given
 * back; PDF tasks run in a warm worker (above). A worker that fails or runs out of time is terminated.
 */
function runTask(task: UntrustedTask): Promise<UntrustedReply & { ok: true }> {
  return new Promise((resolve, reject) => {
    const isOneShot = task.kind === 'ocr';
    const warm = isOneShot ? null : takeWarm();
    const worker = warm?.worker ?? spawn(task);
    const id = ++nextTaskId;
    let settled = false;
    const finish = (outcome: () => void, keepWorker = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (warm && keepWorker) giveBack(warm);
      else void worker.terminate();
      outcome();
    };
    // The file's time starts when the worker starts the task: a thread's start (its modules loaded, slower on a busy machine)
    // is no part of reading the file. A route proof on a starved machine had a one-page agreement refused as too large.
    const timedOut = (what: string) => () => finish(() => reject(new UntrustedFileError('timeout', what)));
    let timer = setTimeout(timedOut(`the file reader did not start within ${WORKER_START_MS} ms`), WORKER_START_MS);
    const onMessage = (message: UntrustedReply | { id?: number; started: true } | { id: number; reply: UntrustedReply }) => {
      if ('started' in message) {
        if (warm && message.id !== id) return;
        clearTimeout(timer);
        const limit = UNTRUSTED_FILE_LIMITS.timeoutMs[task.kind];
        timer = setTimeout(timedOut(`reading the file took more than ${limit} ms`), limit);
        return;
      }
      const reply = warm ? (message as { id: number; reply: UntrustedReply }) : { id, reply: message as UntrustedReply };
      if (reply.id !== id) return;
      const answer = reply.reply;
      finish(() => (answer.ok ? resolve(answer) : reject(new UntrustedFileError('failed', answer.error))), answer.ok);
    };
    const onError = (err: Error & { code?: string }) =>
      finish(() => reject(new UntrustedFileError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed', err.message)));
    const onExit = (code: number) => finish(() => reject(new UntrustedFileError('failed', `the file reader exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    if (warm) {
      warm.tasks += 1;
      worker.postMessage({ id, task });
    }
  });
}

/** Whether a PDF parses, is encrypted, how many pages it has, and whether its streams stay in the budget. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const reply = await runTask({ kind: 'inspect-pdf', bytes, maxDecodedBytes: UNTRUSTED_FILE_LIMITS.maxPdfDecodedBytes });
  if (!('pdf' in reply)) throw new UntrustedFileError('failed', 'unexpected answer');
  return reply.pdf;
}

/** The text layer of a PDF's first `maxPages` pages. */
export async function readPdfText(bytes: Uint8Array, maxPages = 30): Promise<string> {
  const reply = await runTask({ kind: 'pdf-text', bytes, maxPages, maxDecodedBytes: UNTRUSTED_FILE_LIMITS.maxPdfDecodedBytes });
  if (!('text' in reply)) throw new UntrustedFileError('failed', 'unexpected answer');
  return reply.text;
}

/**
 * The words of one image by OCR (English), with their boxes: one reading, or two for a photo whose
 * sheet was found and warped (the warped one first, then the photo framed as taken; worker.ts).
 */
export async function readImageWords(bytes: Uint8Array): Promise<OcrPage[]> {
  const reply = await runTask({ kind: 'ocr', bytes, maxPixels: UNTRUSTED_FILE_LIMITS.maxImagePixels });
  if (!('ocr' in reply)) throw new UntrustedFileError('failed', 'unexpected answer');
  return reply.ocr;
}

/** Why a ZIP archive (.xlsx, .docx) may not be opened, by inflating and counting, never by its declared sizes: null when it may. */
export function zipProblem(data: Buffer): Promise<'unreadable' | 'too-large' | null> {
  return measureZip(data, UNTRUSTED_FILE_LIMITS.zip);
}

/** Why an image may not be decoded, by its header alone: null when it may. */
export function imageProblem(dimensions: { width: number; height: number } | null): 'unreadable' | 'too-many-pixels' | null {
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return 'unreadable';
  return dimensions.width * dimensions.height > UNTRUSTED_FILE_LIMITS.maxImagePixels ? 'too-many-pixels' : null;
}
