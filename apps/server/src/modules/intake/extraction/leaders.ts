/**
 * Dotted leaders of a form read as letters: "ACME LLC ......ccocvvnnee. PLAINTIFF", "DEFENDANT nn
 * ROE, ANA M.", "PLAINTIFF ooo. Acme Funding, Inc.". OCR reads a row of dots as a run of small round
 * letters (c, e, o, s, n, m, u, v, w) and marks; the row's label and its value are what is printed.
 */

/**
 * A leader as OCR reads it: dots or dashes, perhaps with round letters; one round letter repeated
 * ("nn", "ooo."), never a word ("on", "see"); or a long run of them.
 */
const LEADER_TOKEN = /^(?:[.\-=~_…]{3,}[a-z.,:;'\-=~_]*|[=~_][a-z]{1,3}\]?|[=~_-]{3,}[a-z]*|([ceosmnuvw])\1{1,3}[.:\]]?|[ceosmnuvw]{6,}[.:]?)$/;

/** A line's leaders between its label in capitals and its value, or between a party's name and its role. */
export function withoutLeaders(line: string): string {
  const tokens = line.split(' ');
  if (tokens.length < 3 || !tokens.some((t) => LEADER_TOKEN.test(t))) return line;
  // "NAME ……. PLAINTIFF": the name, then its role, as a caption prints it with a comma.
  const role = /^(?:PLAINTIFFS?|DEFENDANTS?)\.?$/.exec(tokens.at(-1) ?? '');
  if (role) {
    let end = tokens.length - 1;
    while (end > 1 && LEADER_TOKEN.test(tokens[end - 1] as string)) end--;
    if (end < tokens.length - 1) return `${tokens.slice(0, end).join(' ').replace(/[,.]$/, '')}, ${role[0]}`;
    return line;
  }
  // "LABEL nn VALUE": a label in capitals, then leaders, then a value that begins with a capital or a digit.
  for (let start = 1; start < tokens.length - 1; start++) {
    const label = tokens.slice(0, start).join(' ');
    if (!/^[A-Z][A-Z'’/]*(?:\s[A-Z][A-Z'’/]*){0,4}$/.test(label)) return line;
    // (A label is a word: "TT" read from specks is none.)
    if (!/[AEIOUY]/.test(label) || label.length < 4) continue;
    let end = start;
    while (end < tokens.length - 1 && LEADER_TOKEN.test(tokens[end] as string)) end++;
    if (end > start && /^[A-Z0-9$]/.test(tokens[end] as string)) return `${label}: ${tokens.slice(end).join(' ')}`;
  }
  return line;
}
