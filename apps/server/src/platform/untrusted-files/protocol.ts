/** What the parent asks the untrusted-file worker (worker.ts), and what it answers. */
export type UntrustedTask =
  | { kind: 'inspect-pdf'; bytes: Uint8Array; maxDecodedBytes: number }
  | { kind: 'pdf-text'; bytes: Uint8Array; maxPages: number; maxDecodedBytes: number }
  | { kind: 'ocr'; bytes: Uint8Array };

export type PdfFacts = {
  /** pdf-lib could parse it and walk its page tree. */
  readable: boolean;
  encrypted: boolean;
  pages: number;
  /** Its streams inflate to at most the task's maxDecodedBytes in all. */
  withinDecodedLimit: boolean;
};

export type UntrustedReply = { ok: true; pdf: PdfFacts } | { ok: true; text: string } | { ok: false; error: string };
