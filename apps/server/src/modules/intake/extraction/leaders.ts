import { distance } from './edit-distance.js';

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

/**
 * A form's row as printed, its label (one to four words, in any case) after an optional row number, then a run of dots, then the value:
 * "3. Defendant ........ Ana M. Roe", "Amount claimed ..... $1,200.00". The dots are what make it a row: read as
 * "Label: value", the row number dropped.
 */
const DOTTED_ROW = /^(?:\d{1,2}[.)]\s+)?([A-Za-z][A-Za-z'’/]*(?: [A-Za-z][A-Za-z'’/]*){0,3})\s*[.…]{4,}\s*([A-Z0-9$].*)$/;

/** A line's leaders between its label in capitals and its value, or between a party's name and its role. */
export function withoutLeaders(line: string): string {
  const dotted = DOTTED_ROW.exec(line);
  if (dotted && /[aeiouy]/i.test(dotted[1] as string) && (dotted[1] as string).replace(/[^A-Za-z]/g, '').length >= 4)
    return `${(dotted[1] as string).trim()}: ${dotted[2]}`;
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

/**
 * A form's leader read as a run of letters with one of them three times over, or behind a guillemet
 * or a plus sign: "«ceoeeesnnmsss", "wsesrrrmmmm", "+++sesess", "«mmm".
 */
const LETTER_LEADER = /^(?:[«»+*][^\sA-Z0-9]*|:?[a-z]*([aceimnorstuvw])\1\1[a-z]*[.:,]?)$/;
/** A leader's tail before the value: a few of the same small letters ("eens.", "sess", "ress", "es"). */
const LEADER_CRUMB = /^[«»+*=:~-]*[aceimnorstuvw]{1,9}[.:,]?$/;
/** A row's label as a form prints it: "Plaintiff", "Address of plaintiff", "City, State, ZIP", "Case NO." */
const ROW_LABEL = /^[A-Z][A-Za-z'’.]*(?:,? (?:[A-Za-z][A-Za-z'’.]*|\/)){0,4}$/;

/** A party's label read with slips in its mixed case ("DeFEnDAMt"): the label it is nearest to. */
function partyLabel(label: string): string {
  if (!/^[A-Za-z]{8,11}$/.test(label)) return label;
  const read = label.toUpperCase();
  const nearest = ['DEFENDANT', 'PLAINTIFF'].find((w) => distance(read, w) <= 3);
  return nearest ? nearest[0] + nearest.slice(1).toLowerCase() : label;
}

const valueAt = (tokens: string[], from: number): number => {
  let at = from;
  while (at < tokens.length && (LETTER_LEADER.test(tokens[at] as string) || LEADER_CRUMB.test(tokens[at] as string))) at++;
  return at;
};

/**
 * Rows of a form whose leaders OCR read as letters: "Plaintiff «seeoeess eens Acme Funding, Inc." is
 * "Plaintiff: Acme Funding, Inc."; a value wrapped to the next line ("Defendant wsesrrrmmm" then
 * "sens: Ana Roe") is joined to its label.
 */
export function letterLeaderRows(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const tokens = line.split(' ');
    const lead = tokens.findIndex((t, k) => k > 0 && LETTER_LEADER.test(t));
    const label = tokens.slice(0, Math.max(lead, 0)).join(' ');
    if (lead < 1 || lead > 5 || !ROW_LABEL.test(label)) {
      out.push(line);
      continue;
    }
    const name = partyLabel(label.replace(/[.:]+$/, ''));
    const at = valueAt(tokens, lead + 1);
    if (at < tokens.length) {
      out.push(/^[A-Z0-9$§(]/.test(tokens[at] as string) ? `${name}: ${tokens.slice(at).join(' ')}` : line);
      continue;
    }
    const next = (lines[i + 1] ?? '').split(' ');
    const from = valueAt(next, 0);
    if (from < next.length && /^[A-Z0-9$§(]/.test(next[from] as string)) {
      out.push(`${name}: ${next.slice(from).join(' ')}`);
      i++;
    } else out.push(`${name}:`);
  }
  return out;
}
