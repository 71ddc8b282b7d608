/** What the parent asks the untrusted-file worker (worker.ts), and what it answers. */
export type UntrustedTask =
  | { kind: 'inspect-pdf'; bytes: Uint8Array; maxDecodedBytes: number }
  | { kind: 'pdf-text'; bytes: Uint8Array; maxPages: number; maxDecodedBytes: number }
  | { kind: 'ocr'; bytes: Uint8Array; maxPixels: number };

export type PdfFacts = {
  /** pdf-lib could parse it and walk its page tree. */
  readable: boolean;
  encrypted: boolean;
  pages: number;
  /** Its streams inflate to at most the task's maxDecodedBytes in all. */
  withinDecodedLimit: boolean;
};

/** A word Tesseract read, with its box in the preprocessed page's pixels. */
export type OcrWord = { text: string; x0: number; y0: number; x1: number; y1: number; confidence: number };
/** What OCR read on an image: its words line by line (in Tesseract's block order), on a page of width x height. */
export type OcrPage = { width: number; height: number; skewDegrees: number; pageFound: boolean; lines: OcrWord[][] };

/** `ocr`: the image's readings, the first as preprocessed (its sheet warped when one was found), then, when it was, the image framed as taken. */
export type UntrustedReply = { ok: true; pdf: PdfFacts } | { ok: true; text: string } | { ok: true; ocr: OcrPage[] } | { ok: false; error: string };
