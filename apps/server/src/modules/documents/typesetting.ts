import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { drawableText, embedFaces } from './fonts.js';

/**
 * The page and its type, shared by the layout (layout.ts) and the signature stamp (signature.ts):
 * US Letter with its margins, the palette, the embedded faces, and measuring, wrapping and drawing
 * a line of text.
 */

export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { left: 72, right: 72, top: 78, bottom: 84 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const COLORS = {
  ink: rgb(0.11, 0.12, 0.14),
  muted: rgb(0.4, 0.42, 0.46),
  rule: rgb(0.78, 0.8, 0.83),
  shade: rgb(0.95, 0.96, 0.97),
  accent: rgb(0.11, 0.22, 0.4),
} as const;

export type Fonts = {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
  /** The typed signature's face (see fonts.ts). */
  script: PDFFont;
  mono: PDFFont;
};

/** Every face of the layout, embedded as subsets: a face a document never draws adds almost nothing. */
export function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return embedFaces(doc, ['serif', 'serifBold', 'serifItalic', 'sans', 'sansBold', 'script', 'mono']);
}

export type TextStyle = { font: PDFFont; size: number; color?: Color };

/** Draws one line of text, made drawable first (see fonts.ts). */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  page.drawText(drawableText(text, style.font), { x, y, font: style.font, size: style.size, color: style.color ?? COLORS.ink });
}

export function textWidth(text: string, font: PDFFont, size: number): number {
  return font.widthOfTextAtSize(drawableText(text, font), size);
}

/**
 * Splits text into lines no wider than `maxWidth`, breaking at spaces; a word longer than a whole
 * line (a long hash, a URL) is broken between characters. Line breaks in the text are kept.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of drawableText(paragraph, font)
      .split(' ')
      .filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      for (const piece of breakWord(word, font, size, maxWidth)) {
        if (line !== '') lines.push(line);
        line = piece;
      }
    }
    lines.push(line);
  }
  return lines;
}

function breakWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece !== '' && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/** Shortens a line with an ellipsis when it cannot fit (a very long name in a signature block). */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  const drawable = drawableText(text, font);
  if (font.widthOfTextAtSize(drawable, size) <= maxWidth) return drawable;
  const chars = Array.from(drawable);
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}\u2026`, size) > maxWidth) chars.pop();
  return `${chars.join('')}\u2026`;
}
