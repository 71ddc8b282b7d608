import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The readers of free text (Ask Solo, the compliance scanner, the papers' reader) ask "does the message say X anywhere, and Y?"
 * with a lookahead over the whole message, `(?=[\s\S]*X)[\s\S]*Y`. Unanchored, a test tries it at every character, and each try
 * reads on to the end: a 4,000-character question spent 150–450 ms in five such patterns. Anchored with `^` it is read once and
 * means the same to `test`. This proof finds such a lookahead that begins a pattern or one of its alternatives without the `^`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const READERS = ['apps/server/src/providers/ai', 'apps/server/src/modules/chat/compliance', 'apps/server/src/modules/intake'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', 'blind'].includes(name) ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** A whole-message lookahead at the start of a pattern (`/`, a String.raw's backtick) or of an alternative (`|`, `(`, `(?:`). */
const UNANCHORED = /(?:^|[/|`(]|\(\?:)\(\?=\[\\s\\S\]\*/gm;

/**
 * Where such a lookahead is one side of "before or after the words just matched" (`(?:(?<=X[\s\S]*)|(?=[\s\S]*X))`), it is
 * read only where those words are: the number of them in each file.
 */
const AFTER_MATCHED_WORDS: Record<string, number> = {
  // "give this to your HR" with the order named before or after it, in English and Spanish.
  'apps/server/src/modules/chat/compliance/rules/legal-process.ts': 2,
};

function unanchoredLookaheads(source: string): number {
  return [...source.matchAll(UNANCHORED)].length;
}

describe('whole-message lookaheads', () => {
  it('finds the unanchored kind, and passes the anchored one', () => {
    expect(unanchoredLookaheads(String.raw`/\bsued\b|(?=[\s\S]*\bdied\b)[\s\S]*\bsuing\b/`)).toBe(1);
    expect(unanchoredLookaheads(String.raw`String.raw` + '`(?=[\\s\\S]*x)`')).toBe(1);
    expect(unanchoredLookaheads(String.raw`/\bsued\b|^(?=[\s\S]*\bdied\b)[\s\S]*\bsuing\b/`)).toBe(0);
    // After words already matched it is read only where they are: no whole-message scan from every character.
    expect(unanchoredLookaheads(String.raw`/\bemployer\b(?=[\s\S]*\blaw\b)/`)).toBe(0);
  });

  it('are anchored in every reader of free text', () => {
    const found = READERS.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => path.relative(root, file))
      .filter((file) => unanchoredLookaheads(readFileSync(path.join(root, file), 'utf8')) !== (AFTER_MATCHED_WORDS[file] ?? 0));
    expect(found, 'anchor the lookahead with ^ (it then reads the message once)').toEqual([]);
  });
});
