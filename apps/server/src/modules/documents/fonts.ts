import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The typefaces of every PDF Parley writes: DejaVu, embedded and subset. PDF's standard fonts
 * (Times, Helvetica) only hold the WinAnsi characters, so a name like "Nguyễn" or "Łukasz" or
 * "Ольга" printed as "?"; DejaVu covers Latin with every diacritic, Greek and Cyrillic. Serif
 * (condensed: its width is close to Times, so pages hold what they held) for the body of court
 * papers and agreements, Sans where the design wants a label face.
 * DejaVu has no CJK or emoji glyphs: such a character is drawn as U+FFFD (see `drawableText`).
 */
const FACE_FILES = {
  serif: 'DejaVuSerifCondensed.ttf',
  serifBold: 'DejaVuSerifCondensed-Bold.ttf',
  serifItalic: 'DejaVuSerifCondensed-Italic.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  /** There is no script face in DejaVu; Serif Bold Italic is the closest to a hand. */
  script: 'DejaVuSerifCondensed-BoldItalic.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;

export type FaceName = keyof typeof FACE_FILES;

type LoadedFace = { bytes: Uint8Array; covers: (codePoint: number) => boolean };

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** Read and parsed once per process; each document then embeds only the glyphs it uses. */
const loaded = new Map<FaceName, Promise<LoadedFace>>();

function loadFace(name: FaceName): Promise<LoadedFace> {
  let face = loaded.get(name);
  if (!face) {
    face = readFile(join(FONT_DIR, FACE_FILES[name])).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const parsed = fontkit.create(bytes);
      return { bytes, covers: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
    });
    // A failed read is not cached: the next document tries again.
    face.catch(() => loaded.delete(name));
    loaded.set(name, face);
  }
  return face;
}

/** What each embedded font can draw, for `drawableText`. */
const coverage = new WeakMap<PDFFont, (codePoint: number) => boolean>();

/** Embeds the named faces into `doc`, subset to the glyphs the document draws. */
export async function embedFaces<N extends FaceName>(doc: PDFDocument, names: readonly N[]): Promise<Record<N, PDFFont>> {
  doc.registerFontkit(fontkit);
  const faces = await Promise.all(names.map(loadFace));
  // Embedded one after the other, in the order named: the PDF's object numbers, and so its bytes,
  // do not depend on which font file happened to load first.
  const entries: [N, PDFFont][] = [];
  for (const [i, name] of names.entries()) {
    const face = faces[i] as LoadedFace;
    // Ligatures off: "fi" stays two glyphs, so the text copies and searches as typed.
    const font = await doc.embedFont(face.bytes, { subset: true, features: { liga: false } });
    coverage.set(font, face.covers);
    entries.push([name, font]);
  }
  return Object.fromEntries(entries) as Record<N, PDFFont>;
}

const REPLACEMENT = '\uFFFD';

/**
 * Text as `font` can draw it: composed (NFC, so "e" + combining acute is the one glyph "é"), any
 * whitespace a plain space, control and format characters dropped, and a character the font has
 * no glyph for drawn as U+FFFD rather than an invisible .notdef box that copies as nothing.
 */
export function drawableText(text: string, font: PDFFont): string {
  const covers = coverage.get(font);
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/u.test(char)) out += ' ';
    else if (/\p{Cc}|\p{Cf}/u.test(char)) continue;
    else if (!covers || covers(char.codePointAt(0) ?? 0)) out += char;
    else out += REPLACEMENT;
  }
  return out;
}
