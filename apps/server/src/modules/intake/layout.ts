import type { OcrPage, OcrWord } from '../../platform/untrusted-files/index.js';

/**
 * The text of an OCR'd page laid out by its word boxes, for extractFields (issue 21). Tesseract
 * gives lines in its block order, and on a caption table it joined both cells into one line
 * ("CAVALRY SPV I, LLC, CASE NO.: 2026-…"). Here lines are cut where a gap between words is far
 * wider than a space (a column gutter or a table rule), the pieces put in rows by their height on
 * the page, and each stretch of rows that shares a gutter read as what it is:
 *   - a form (the left cells are labels such as "Case No." or "Defendant address"): each row
 *     becomes "label: value", so the value stays with its label;
 *   - two columns of text (a caption, "Served on" beside "Attorney for Plaintiff"): the left
 *     column top to bottom, then the right one.
 */

type Piece = { text: string; x0: number; x1: number; y0: number; y1: number; middle: number };
type Row = { pieces: Piece[]; y: number; height: number };

/** Words of a form's label cell, also as a photo's cropped edge leaves them ("aintiff", "fendant"). */
const FORM_LABEL =
  /^\W*(?:\S{1,2}\s)?\S{0,2}?(case|cause|index|docket|n[o0]\.|aintiff|fendant|attorney|amount|address|phone|email|e-mail|ssn|social|date of|ate of birth|dob|hearing)/i;

/** A vertical rule read as a word. */
const RULE = /^[|[\]!lI{}()]$/;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A line cut at gaps wider than `gutter`, and at a lone vertical rule. */
function cut(words: OcrWord[], gutter: number, lineHeight: number): Piece[] {
  const pieces: Piece[] = [];
  let current: OcrWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    pieces.push({
      text: current.map((w) => w.text).join(' '),
      x0: Math.min(...current.map((w) => w.x0)),
      x1: Math.max(...current.map((w) => w.x1)),
      y0: Math.min(...current.map((w) => w.y0)),
      y1: Math.max(...current.map((w) => w.y1)),
      // Where the piece's letters sit: a mark from a rule or the photo's edge has a tall box.
      middle:
        median(current.filter((w) => w.y1 - w.y0 < lineHeight * 1.8 && w.y1 - w.y0 > lineHeight * 0.5).map((w) => (w.y0 + w.y1) / 2)) ||
        (Math.min(...current.map((w) => w.y0)) + Math.max(...current.map((w) => w.y1))) / 2,
    });
    current = [];
  };
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  for (const [i, word] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (RULE.test(word.text) && i > 0 && i < sorted.length - 1) {
      flush();
      continue;
    }
    if (previous && word.x0 - previous.x1 > gutter) flush();
    current.push(word);
  }
  flush();
  return pieces;
}

function rowsOf(page: OcrPage): Row[] {
  const heights = page.lines.flatMap((line) => line.map((w) => w.y1 - w.y0));
  const lineHeight = Math.max(8, median(heights));
  // Marks read from a photo's edge or a table's rules ("=", "—", "oo") would make a column of their own.
  const pieces = page.lines
    .flatMap((line) => cut(line, lineHeight * 1.6, lineHeight))
    .filter((p) => (p.text.replace(/[^A-Za-z0-9]/g, '').length >= 2 || /^vs?\.?$/i.test(p.text.trim())) && !/^[oe]{2}$/i.test(p.text.trim()));
  pieces.sort((a, b) => a.middle - b.middle);
  const rows: Row[] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    if (row && Math.abs(piece.middle - row.y) < lineHeight * 0.6) row.pieces.push(piece);
    else rows.push({ pieces: [piece], y: piece.middle, height: lineHeight });
  }
  for (const row of rows) row.pieces.sort((a, b) => a.x0 - b.x0);
  return rows;
}

export function layoutText(page: OcrPage): string {
  const rows = rowsOf(page);
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    const row = rows[i] as Row;
    if (row.pieces.length < 2) {
      out.push(row.pieces.map((p) => p.text).join(' '));
      i++;
      continue;
    }
    // A stretch of rows split at the same gutter: each piece left of it or right of it.
    const split = (row.pieces[1] as Piece).x0 - row.height * 0.5;
    const stretch: Row[] = [];
    let j = i;
    while (j < rows.length) {
      const r = rows[j] as Row;
      if (r.pieces.some((p) => p.x0 < split && p.x1 > split + row.height)) break;
      stretch.push(r);
      j++;
    }
    // Overlapping pieces (two of Tesseract's lines over each other): no gutter, read the row as it is.
    if (stretch.length === 0) {
      out.push(row.pieces.map((p) => p.text).join(' '));
      i++;
      continue;
    }
    const left = stretch.map((r) =>
      r.pieces
        .filter((p) => p.x1 <= split + row.height)
        .map((p) => p.text)
        .join(' '),
    );
    const right = stretch.map((r) =>
      r.pieces
        .filter((p) => p.x1 > split + row.height)
        .map((p) => p.text)
        .join(' '),
    );
    const labelled = left.filter((l) => FORM_LABEL.test(l.trim())).length;
    if (labelled >= 2 && labelled >= left.filter((l) => l.trim() !== '').length * 0.6) {
      for (const [k, l] of left.entries()) {
        const value = right[k] ?? '';
        // The label without the marks a rule or the photo's edge left beside it ("| Attorney email", "aintiff —").
        const label = l
          .replace(/(^|\s)[^A-Za-z0-9\s]+(?=\s|$)/g, '')
          .replace(/[:\s]+$/, '')
          .trim();
        if (label && value.trim()) out.push(`${label}: ${value}`);
        else if (l.trim() || value.trim()) out.push(l.trim() || value);
      }
    } else {
      out.push(...left.filter((l) => l.trim() !== ''), ...right.filter((r) => r.trim() !== ''));
    }
    i = j;
  }
  return out.join('\n');
}
