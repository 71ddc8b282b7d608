/**
 * A pattern that opens with a lookaround ("(?<=\byour (?:\w+ )?boss\b[\s\S]{0,160})\b(?:i|we) …") makes
 * the regex engine run that lookaround at every position of the message, each a backward scan of up to
 * a few hundred characters, before it looks at the first word the match needs. Such patterns were half
 * the scanner's time (issue 34's latency goal, issue 40: the scan runs inside the collector's send).
 *
 * `gated` puts a lookahead for that first word in front: "(?=\b(?:i|we))(?<=…)\b(?:i|we) …". The
 * lookahead is implied by what follows it at the same position, so the pattern matches exactly what it
 * matched before (the same spans, the same groups); positions where the word does not start now fail
 * at once. Each top-level alternative is gated on its own. An alternative is left as written when its
 * first word is not a plain group or literal (a capturing group, a backreference, a character class).
 */
export function gated(source: string): string {
  const alternatives = splitTopLevel(source);
  if (alternatives.length === 0) return source;
  return alternatives.map(gateAlternative).join('|');
}

/** The index just past the atom starting at `i`: a group, a character class, an escape, or one character. */
function atomEnd(source: string, i: number): number {
  const c = source[i];
  if (c === '\\') return i + 2;
  if (c === '[') {
    let j = i + 1;
    if (source[j] === '^') j++;
    if (source[j] === ']') j++;
    while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '(') {
    let depth = 0;
    let j = i;
    while (j < source.length) {
      const d = source[j];
      if (d === '\\') j += 2;
      else if (d === '[') j = atomEnd(source, j);
      else {
        if (d === '(') depth++;
        else if (d === ')' && --depth === 0) return j + 1;
        j++;
      }
    }
    return -1;
  }
  return i + 1;
}

/** The source's top-level alternatives, or [] when its brackets do not balance (then nothing is gated). */
function splitTopLevel(source: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < source.length) {
    if (source[i] === '|') {
      parts.push(source.slice(start, i));
      start = ++i;
      continue;
    }
    const end = atomEnd(source, i);
    if (end < 0 || end > source.length) return [];
    i = end;
  }
  parts.push(source.slice(start));
  return parts;
}

const LOOKAROUND = /^\(\?(?:<=|<!|=|!)/;

/** A zero-width atom: \b, a lookaround, or a non-capturing group of lookarounds alone ("(?:(?<=a)|(?=b))"). */
function isAssertion(atom: string): boolean {
  if (atom === '\\b') return true;
  if (LOOKAROUND.test(atom)) return true;
  if (!atom.startsWith('(?:')) return false;
  const inner = splitTopLevel(atom.slice(3, -1));
  return inner.length > 0 && inner.every((alt) => LOOKAROUND.test(alt) && atomEnd(alt, 0) === alt.length);
}

/** What may be copied into a lookahead: no capturing or named group, no backreference. */
const COPYABLE = (s: string) => !/\((?!\?(?::|=|!|<=|<!))/.test(s.replace(/\\./g, '')) && !/\\(?:[1-9]|k<)/.test(s);

function gateAlternative(alt: string): string {
  let i = 0;
  let lookarounds = 0;
  let atWordStart = false;
  while (i < alt.length) {
    const end = atomEnd(alt, i);
    if (end < 0) return alt;
    const atom = alt.slice(i, end);
    if (!isAssertion(atom)) break;
    if (atom === '\\b') atWordStart = true;
    else lookarounds++;
    i = end;
  }
  if (lookarounds === 0 || i >= alt.length) return alt;
  // The first thing the match consumes: a non-capturing group, or a run of plain letters and spaces.
  let first: string;
  if (alt.startsWith('(?:', i)) {
    const end = atomEnd(alt, i);
    // A group made optional or repeatable from zero ("(?:the )?") may be absent: nothing to gate on.
    if (/^[?*]|^\{0,/.test(alt.slice(end))) return alt;
    first = alt.slice(i, end);
  } else {
    const run = /^[a-z' ]+/i.exec(alt.slice(i))?.[0] ?? '';
    // The run's last letter may be made optional by a quantifier after it ("tax(?:es)?" is safe, "s?" is not).
    first = /^[?*{]/.test(alt.slice(i + run.length)) ? run.slice(0, -1) : run;
  }
  if (first.length === 0 || !COPYABLE(first)) return alt;
  // A \b among the assertions holds at the same position (they consume nothing): the gate carries it, so a word starting
  // there passes and the same letters inside a word ("we" in "answer") fail at once.
  return `(?=${atWordStart ? '\\b' : ''}${first})${alt}`;
}
