/**
 * Undoes the usual ways of hiding a word from a filter ("d3adbeat", "s h i t", "f*ck",
 * "stuuupid") while remembering, for every character, where it came from, so a finding can quote
 * the words the sender actually typed.
 */
export type Normalized = { text: string; source: number[] };

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
const isLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isAlnum = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));

type Ch = { c: string; i: number };

export function normalize(input: string): Normalized {
  let chars: Ch[] = [];
  for (let i = 0; i < input.length; i++) {
    let c = input.charAt(i).toLowerCase();
    if (c === '\u2019' || c === '\u2018') c = "'";
    if (c === '\u201c' || c === '\u201d') c = '"';
    if (/\s/.test(c)) c = ' ';
    chars.push({ c, i });
  }
  // Look-alike characters inside a word: "d3adbeat", "$hit", "l0ser", "sh!t".
  // Two passes, so neighbours count once replaced: "3@" in "d3@dbeat".
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < chars.length; k++) {
      const ch = chars[k] as Ch;
      const sub = LEET[ch.c];
      if (!sub) continue;
      const prev = chars[k - 1]?.c;
      const next = chars[k + 1]?.c;
      const digit = ch.c >= '0' && ch.c <= '9';
      const inWord = digit
        ? (isLetter(prev) && (isLetter(next) || !isAlnum(next))) || (isLetter(next) && !isAlnum(prev))
        : isLetter(next) && (isLetter(prev) || !isAlnum(prev));
      if (inWord) chars[k] = { c: sub, i: ch.i };
    }
  }
  // Separators between letters: "s.h.i.t", "f*ck", "post-dated", "co-workers".
  chars = chars.filter((ch, k) => !('.*-_~+'.includes(ch.c) && isLetter(chars[k - 1]?.c) && isLetter(chars[k + 1]?.c)));
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
  // A letter stretched three times or more: "stuuupid" (no English word triples a letter).
  const squeezed: Ch[] = [];
  for (let k = 0; k < out.length; ) {
    let end = k;
    while (out[end + 1]?.c === out[k]?.c) end++;
    const isStretched = end - k >= 2 && isLetter(out[k]?.c);
    for (let j = k; j <= (isStretched ? k : end); j++) squeezed.push(out[j] as Ch);
    k = end + 1;
  }
  // Runs of spaces become one.
  const final = squeezed.filter((ch, k) => !(ch.c === ' ' && squeezed[k - 1]?.c === ' '));
  return { text: final.map((c) => c.c).join(''), source: final.map((c) => c.i) };
}

/** The sender's own words behind a span of the normalized text. */
export function originalSpan(input: string, n: Normalized, start: number, end: number): string {
  const from = n.source[start] ?? 0;
  const to = n.source[Math.max(start, end - 1)] ?? from;
  return input.slice(from, to + 1).trim();
}
