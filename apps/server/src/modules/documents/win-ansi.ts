/**
 * PDF's standard fonts (Helvetica, Times…) only have glyphs for the WinAnsi character set: pdf-lib
 * throws on anything else. Names and addresses come from people, so every string drawn goes
 * through `toWinAnsi` first: it keeps what the fonts can show (é, ñ, ü, ß, “quotes”, €…), folds
 * other Latin letters to their nearest shown form (Ł → L, ễ → ê, ż → z) and replaces the rest
 * (Chinese, Cyrillic, emoji…) with "?" rather than crash.
 */

/** WinAnsi's characters in 0x80–0x9F (Windows-1252); the rest of 0x20–0xFF is Latin-1 itself. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  Ə: 'E',
  ə: 'e',
  Ɨ: 'I',
  ɨ: 'i',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
};

const COMBINING_MARK = /\p{M}/u;

function foldChar(char: string): string {
  if (isWinAnsi(char)) return char;
  if (char in FOLDS) return FOLDS[char] as string;
  if (/\s/u.test(char)) return ' ';
  if (/\p{Cc}|\p{Cf}/u.test(char) || COMBINING_MARK.test(char)) return '';
  // Drop combining marks from the end until what is left composes to a character the font has:
  // ễ (e + ̂ + ̃) becomes ê rather than a bare e.
  const parts = Array.from(char.normalize('NFD'));
  while (parts.length > 1) {
    const composed = parts.join('').normalize('NFC');
    if (Array.from(composed).every(isWinAnsi)) return composed;
    parts.pop();
  }
  const base = parts[0] ?? '';
  if (base !== char && !COMBINING_MARK.test(base) && isWinAnsi(base)) return base;
  const compatible = char.normalize('NFKC');
  if (compatible !== char && Array.from(compatible).every(isWinAnsi)) return compatible;
  return '?';
}

/** Text the standard fonts can draw: see the module comment. */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), foldChar).join('');
}
