import { SHORTHAND } from './shorthand.js';

/**
 * Undoes the usual ways of hiding a word from a filter ("d3adbeat", "s h i t", "f*ck",
 * "stuuupid", Cyrillic look-alikes, zero-width characters, "gar nish", "árrést"; in Spanish "cárcel"
 * as "carcel", "¡pague!" as " pague!", "c a r c e l") while
 * remembering, for every character, where it came from, so a finding can quote the words the
 * sender actually typed.
 */
export type Normalized = { text: string; source: number[] };

type Ch = { c: string; i: number };

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
/** Letters from other scripts that look like Latin ones (after lower-casing): Cyrillic, Greek, IPA. */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
  ԁ: 'd',
  ӏ: 'l',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  ε: 'e',
  ο: 'o',
  ρ: 'p',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
/**
 * Words a sender splits to slip past a filter ("gar nish", "w a r r a n t", "ar-rest"): the
 * vocabulary of the rules' threats, insults and accusations. A split is joined only when the
 * pieces spell one of these exactly, between word boundaries.
 */
const WATCHED_WORDS = [
  'arrest',
  'arrested',
  'garnish',
  'garnished',
  'garnishment',
  'warrant',
  'jail',
  'prison',
  'sheriff',
  'police',
  'seize',
  'seizure',
  'repossess',
  'levy',
  'lawsuit',
  'subpoena',
  'summons',
  'deadbeat',
  'criminal',
  'fraud',
  'thief',
  'felony',
  'prosecute',
  'idiot',
  'stupid',
  'loser',
  'worthless',
  'employer',
  'federal',
  'processing',
  'convenience',
  'postdated',
  // Spanish, accents already folded ("c a r c e l", "em-bar-go", "pen dejo").
  'arrestar',
  'arresto',
  'carcel',
  'prision',
  'policia',
  'alguacil',
  'embargo',
  'embargar',
  'demanda',
  'demandar',
  'citacion',
  'ladron',
  'fraude',
  'delito',
  'idiota',
  'estupido',
  'pendejo',
  'cabron',
  'basura',
  'empleador',
  'jefe',
  'gobierno',
  'posfechado',
  'procesamiento',
];
const isLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/**
 * What a point between digits ("$1,212.40", "4.5%", "1006.14") reads as in the normalized text. Rules match that point as
 * `[.,]`, which reads the original text and the normalized one alike; a figure is turned into a number by `numberOf`.
 */
const DECIMAL_POINT = ',';
/** A number as the normalized text writes it: "4,5" (from "4.5") is 4.5. */
export const numberOf = (written: string) => Number(written.replace(DECIMAL_POINT, '.'));
/** A dollar figure, its dollars and its cents, read alike in the original text and the normalized one. */
export const DOLLAR_FIGURE = String.raw`\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{2}))?`;
const isAlnum = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
const isTokenChar = (c: string | undefined) => c !== undefined && (isAlnum(c) || c in LEET);
const INVISIBLE = /[\p{Cf}\u00ad\u115f\u1160\u3164]/u;
const SEPARATOR = /[ .\-_*~+/]/;
/** A file's extension after its name's dot. */
const FILE_EXTENSION = /^(?:pdf|docx?|jpe?g|png|heic|txt)\b/;
// One regular expression for every watched word, a separator allowed between any two letters.
const WATCHED = new RegExp(
  String.raw`\b(?:${WATCHED_WORDS.sort((a, b) => b.length - a.length)
    .map((w) => [...w].join('[ .\\-_*~+/]?'))
    .join('|')})\b`,
  'g',
);

/** One code point as plain lower-case Latin: compatibility forms, accents (and ñ), look-alikes folded. */
function fold(cp: string): string {
  if (cp < '\u0080') return /\s/.test(cp) ? ' ' : cp.toLowerCase();
  // Spanish opening marks ("¡Pague hoy!", "¿Prefiere el 15?") open a clause: a space, not a letter.
  if (cp === '\u00a1' || cp === '\u00bf') return ' ';
  let s = cp.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  s = [...s].map((c) => HOMOGLYPHS[c] ?? c).join('');
  if (s === '\u2019' || s === '\u2018' || s === '\u02bc') return "'";
  if (s === '\u201c' || s === '\u201d') return '"';
  return /\s/.test(s) ? ' ' : s;
}

/**
 * Titles written with a full stop before a name. Not "Jr.", which follows a name and often ends its sentence ("…to Robert
 * Lowe Jr. We will call"), nor "Dr." after a house number and a street's name ("123 Oak Dr. Your payment posted").
 */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'sr', 'sra', 'srta', 'lic', 'licda', 'atty']);
const STREET_BEFORE = /\d+[a-z]? (?:[a-z]+ ){1,3}$/;
/** Whether the word that ends just before `at` is a title ("mr" in "Mr."), and nothing but it. */
function isTitleBefore(chars: Ch[], at: number): boolean {
  let start = at;
  while (start > 0 && isLetter(chars[start - 1]?.c)) start--;
  if (start > 0 && isAlnum(chars[start - 1]?.c)) return false;
  const word = chars
    .slice(start, at)
    .map((ch) => ch.c)
    .join('');
  if (
    word === 'dr' &&
    STREET_BEFORE.test(
      chars
        .slice(Math.max(0, start - 40), start)
        .map((ch) => ch.c)
        .join(''),
    )
  )
    return false;
  return TITLES.has(word);
}

export function normalize(input: string): Normalized {
  let chars: Ch[] = [];
  for (let i = 0; i < input.length; ) {
    const cp = String.fromCodePoint(input.codePointAt(i) ?? 0);
    // Inside a word an inverted mark stands for an i ("id¡ota"), as "!" does.
    const isInsideWord = cp === '\u00a1' && /\p{L}/u.test(input.charAt(i - 1)) && /\p{L}/u.test(input.charAt(i + 1));
    if (isInsideWord) chars.push({ c: 'i', i });
    // ASCII holds no invisible format characters: skip the Unicode test for it (the common case, and the cost of a long message).
    // One entry per UTF-16 unit, so the text and its source map stay the same length past an emoji ("👋", "⚖️").
    else if (cp < '\u0080' || !INVISIBLE.test(cp)) for (const c of fold(cp).split('')) chars.push({ c, i });
    i += cp.length;
  }
  // Runs of spaces become one.
  chars = chars.filter((ch, k) => !(ch.c === ' ' && chars[k - 1]?.c === ' '));
  // A point between digits is no sentence's end: "$1,212.40 within 48 hrs" stays one sentence to every rule read within one;
  // it reads as a comma, which every sentence window and every figure's characters already take.
  chars = chars.map((ch, k) => (ch.c === '.' && isDigit(chars[k - 1]?.c) && isDigit(chars[k + 1]?.c) ? { c: DECIMAL_POINT, i: ch.i } : ch));
  // Look-alike characters inside a word: "d3adbeat", "$hit", "l0ser", "j41l", "r3p05s3ss".
  // A word qualifies when it has a letter and every digit in it has a letter look-alike ("3rd"
  // becomes "erd", harmless; "$50", "48h" and "24/7" stay). A symbol counts only before a letter
  // or digit later in the word, so "a$$hole" is read and "now!" and "URGENT!!!" keep their "!".
  for (let k = 0; k < chars.length; ) {
    let end = k;
    while (isTokenChar(chars[end]?.c)) end++;
    if (end === k) {
      k++;
      continue;
    }
    const word = chars.slice(k, end);
    const hasLetter = word.some((ch) => isLetter(ch.c));
    const digitsAllLeet = word.every((ch) => !(ch.c >= '0' && ch.c <= '9') || ch.c in LEET);
    const hasLeet = word.some((ch) => !isLetter(ch.c));
    if (hasLetter && digitsAllLeet && hasLeet && word.length >= 3) {
      for (let j = k; j < end; j++) {
        const ch = chars[j] as Ch;
        const isSymbol = !isAlnum(ch.c);
        if (ch.c in LEET && (!isSymbol || word.slice(j - k + 1).some((next) => isAlnum(next.c)))) chars[j] = { c: LEET[ch.c] as string, i: ch.i };
      }
    }
    k = end;
  }
  // Words joined into a file's name are words: "FINAL_JUDGMENT_NOTICE.pdf" reads "final judgment notice pdf" (an underscore between
  // two runs of letters, or the dot of a file's extension), while "s_h_i_t" still joins below.
  const runBefore = (k: number) => isLetter(chars[k - 1]?.c) && isLetter(chars[k - 2]?.c);
  const runAfter = (k: number) => isLetter(chars[k + 1]?.c) && isLetter(chars[k + 2]?.c);
  chars = chars.map((ch, k) =>
    (ch.c === '_' && runBefore(k) && runAfter(k)) ||
    (ch.c === '.' &&
      runBefore(k) &&
      FILE_EXTENSION.test(
        chars
          .slice(k + 1, k + 6)
          .map((c) => c.c)
          .join(''),
      ))
      ? { c: ' ', i: ch.i }
      : ch,
  );
  // Separators between letters: "s.h.i.t", "f*ck", "post-dated", "co-workers".
  chars = chars.filter((ch, k) => !('.*-_~+'.includes(ch.c) && isLetter(chars[k - 1]?.c) && isLetter(chars[k + 1]?.c)));
  // A title's full stop ends no sentence: "Mr. Cole, who was your attorney", "la Lic. Ruiz", "Dr. Patel's office".
  chars = chars.filter((ch, k) => !(ch.c === '.' && chars[k + 1]?.c === ' ' && isLetter(chars[k + 2]?.c) && isTitleBefore(chars, k)));
  // Watched words split apart: "gar nish", "w a r r a n t", "ar/rest".
  const joined = chars.map((c) => c.c).join('');
  const drop = new Set<number>();
  for (const hit of joined.matchAll(WATCHED)) {
    const start = hit.index ?? 0;
    for (let k = start; k < start + hit[0].length; k++) if (SEPARATOR.test(joined.charAt(k))) drop.add(k);
  }
  if (drop.size > 0) chars = chars.filter((_, k) => !drop.has(k));
  // Letters typed apart: "s h i t", "d e a d b e a t" (three or more single letters in a row).
  const out: Ch[] = [];
  for (let k = 0; k < chars.length; ) {
    let end = k;
    const isSingle = (at: number) => isLetter(chars[at]?.c) && !isLetter(chars[at - 1]?.c) && !isLetter(chars[at + 1]?.c);
    if (isSingle(k) && !isAlnum(chars[k - 1]?.c)) {
      while (isSingle(end) && chars[end + 1]?.c === ' ' && isSingle(end + 2)) end += 2;
    }
    if (end - k >= 4) {
      for (let j = k; j <= end; j += 2) out.push(chars[j] as Ch);
      k = end + 1;
    } else {
      out.push(chars[k] as Ch);
      k++;
    }
  }
  // A letter stretched three times or more: "stuuupid", "cárceeel" (no English or Spanish word triples a letter).
  const squeezed: Ch[] = [];
  for (let k = 0; k < out.length; ) {
    let end = k;
    while (out[end + 1]?.c === out[k]?.c) end++;
    const isStretched = end - k >= 2 && isLetter(out[k]?.c);
    for (let j = k; j <= (isStretched ? k : end); j++) squeezed.push(out[j] as Ch);
    k = end + 1;
  }
  const expanded = expandShorthand(squeezed);
  return { text: expanded.map((c) => c.c).join(''), source: expanded.map((c) => c.i) };
}

/**
 * A watched word with two letters after its first typed the wrong way round ("embrago", "garnsih", "sheirff"): a slip
 * of the fingers, not another word. The first two are never swapped ("rarest" is a word), nor a swap that spells a
 * real one ("carbon" is not "cabron").
 */
const REAL_WORDS_A_SWAP_SPELLS = new Set(['carbon', 'lardon']);
const TRANSPOSED = new Map<string, string>();
for (const word of WATCHED_WORDS) {
  if (word.length < 6) continue;
  for (let i = 1; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    const typed = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (!WATCHED_WORDS.includes(typed) && !REAL_WORDS_A_SWAP_SPELLS.has(typed)) TRANSPOSED.set(typed, word);
  }
}
const isWordChar = (c: string | undefined) => c !== undefined && (isAlnum(c) || c === "'" || c === '/');

/** "ill" typed for "I'll" when a verb follows it ("ill just try your boss", "ill call"): "ill" the adjective never takes one. */
const VERB_AFTER_ILL =
  /^ (?:just |also |then |probably |definitely |def )?(?:call|try|text|send|contact|tell|reach|go|get|make|let|come|take|report|sue|put|post|email|message|see|keep|start|pass|file|have|need|be|talk|speak|ask|notify|inform|drop|swing|stop by|show up|find|give|write|ring|visit|hit)\b/;
const isIllFutureOfI = (chars: Ch[], end: number) =>
  VERB_AFTER_ILL.test(
    chars
      .slice(end, end + 30)
      .map((c) => c.c)
      .join(''),
  );

function expandShorthand(chars: Ch[]): Ch[] {
  const out: Ch[] = [];
  for (let k = 0; k < chars.length; ) {
    if (!isWordChar(chars[k]?.c) || isWordChar(chars[k - 1]?.c)) {
      out.push(chars[k] as Ch);
      k++;
      continue;
    }
    let end = k;
    while (isWordChar(chars[end]?.c)) end++;
    const word = chars
      .slice(k, end)
      .map((c) => c.c)
      .join('');
    // A trailing slash or apostrophe belongs to the sentence, not the word ("and/or", "guys'").
    const full = Object.hasOwn(SHORTHAND, word) ? SHORTHAND[word] : word === 'ill' && isIllFutureOfI(chars, end) ? "i'll" : TRANSPOSED.get(word);
    if (full !== undefined) {
      // The written-out word points back at the typed one letter by letter, spread over it, so a quote of it is the
      // whole word typed ("repo", not "r").
      const typed = end - k;
      [...full].forEach((c, j) => {
        const from = j === full.length - 1 ? typed - 1 : Math.min(typed - 1, Math.floor((j * typed) / full.length));
        out.push({ c, i: (chars[k + from] as Ch).i });
      });
    } else for (let j = k; j < end; j++) out.push(chars[j] as Ch);
    k = end;
  }
  return out;
}

/** The sender's own words behind a span of the normalized text. */
export function originalSpan(input: string, n: Normalized, start: number, end: number): string {
  const from = n.source[start] ?? 0;
  const to = n.source[Math.max(start, end - 1)] ?? from;
  // The last character may be the first half of a surrogate pair ("𝐚"): take the whole code point.
  const last = input.codePointAt(to) ?? 0;
  return input.slice(from, to + (last > 0xffff ? 2 : 1)).trim();
}
