/**
 * A two-column caption read line by line: the right column's lines (the case's kind, a stamp's or a
 * receipt's labelled values) fall between a party's name and its role label (parties.ts).
 */
import { type Address, addressAt, STATE_WORD } from './addresses.js';
import { STATE_BY_NAME } from './words.js';

/**
 * The kind of case the caption's other column names, never a party: "LIMITED CIVIL CASE",
 * "CONSUMER CREDIT TRANSACTION", "Small Claims Case".
 */
const CASE_KIND =
  /^(?:(?:un)?limited\s+civil\s+(?:case|action)|consumer\s+credit\s+(?:transaction|contract)|(?:small\s+claims?|civil)\s+(?:case|action|matter))\s*[.,;:]?$/i;

/**
 * A labelled value of the other column whose value is a date, a time, a fee or a count: "Date
 * filed: 04/02/2026", "Receipt fee: $190.00", perhaps with a stamp's specks before the label
 * ("Li Date filed: …"). A party's line has no such value.
 */
const LABELLED_VALUE = /^(?:\S{1,10}\s+){0,2}[A-Za-z][A-Za-z' ]{1,30}:\s*\$?\s?\d[\d/.,:\s-]*(?:\s?[AP]M)?$/i;

/** A line of the caption's other column, skipped while looking for a party's name above its label. */
export function isOtherColumnLine(line: string): boolean {
  const trimmed = line.trim();
  return CASE_KIND.test(trimmed) || LABELLED_VALUE.test(trimmed);
}

/**
 * A role label with the other column's value read onto its line, no colon between: "Defendant.
 * RCPT88410", "Plaintiff, 4/02/2026". The label is bare; the name is above it.
 */
export function isLabelBesideValue(line: string, role: 'plaintiff' | 'defendant'): boolean {
  // (Or the other column's title: "Plaintiff, SUMMONS (Non-Jury)".)
  return new RegExp(`^${role}s?[.,]\\s+(?:(?=\\S*\\d)\\S+|(?:summons|complaint|citation|petition)\\b[^:]*)$`, 'i').test(line.trim());
}

/**
 * A name in capitals with a sticker's or a barcode's letters read after its comma, in lower case:
 * "NORA J. WEXLER, cdb hnrt dhbah 4". The name is the capitals; a caption's own tails ("an
 * individual", "as assignee of …", "a Delaware corporation") are cut by the name's reader, not here.
 */
export function withoutTrailingSpecks(line: string): string {
  const m = /^([A-Z][A-Z.'-]*(?:\s+[A-Z][A-Z.'-]*){1,4}),\s+([a-z]{2,}(?:\s+\S+){2,})$/.exec(line.trim());
  if (!m) return line;
  // (The tail is specks when it is no words of a sentence: few vowels, or words that begin with no English pair.)
  const words = (m[2] as string).split(/\s+/).filter((w) => /^[a-z]+$/.test(w));
  const vowelless = words.filter((w) => !/[aeiouy]/.test(w)).length;
  const isTail = /^(?:an?|as|and|by|who|the|its|individually|doing|dba|also|formerly)$/.test(words[0] ?? '');
  return !isTail && vowelless >= 2 ? `${m[1]},` : line;
}

/**
 * A line of the case-number box beside the court's heading, read between the court's lines: the
 * number alone ("26-SC-004417", its label on another line), or the label with a barcode's specks
 * after it and no digit ("DOCKET NO. HK LT"). Skipped, never joined to the court's name.
 */
export function isCaseBoxBeside(line: string): boolean {
  const trimmed = line.trim();
  const numberAlone = /^(?=[A-Za-z0-9-]*\d{3})(?=[A-Za-z0-9-]*\d[A-Za-z0-9-]*$)[A-Za-z0-9][A-Za-z0-9-]{5,24}$/.test(trimmed) && /\d{4}/.test(trimmed);
  // (Or the number as OCR read it with a space after a period: "D-061. CV-26-014417".)
  const numberSpaced = /^[A-Z][A-Z0-9-]*\d[.-]?\s[A-Z0-9][A-Z0-9-]{5,20}$/.test(trimmed) && (trimmed.match(/\d/g) ?? []).length >= 8 && trimmed.includes('-');
  const label = /^(?:case|docket|index|cause|file)\s+(?:number|no\.?|#)\s*:?\s*/i.exec(trimmed);
  // (The specks read as capitals: a word of a sentence after the label is no box's.)
  const labelWithSpecks = label !== null && /^(?:[A-Z]{1,3}\s*){1,4}$/.test(trimmed.slice(label[0].length));
  return numberAlone || numberSpaced || labelWithSpecks;
}

/** A state's name alone on its line ("California."), a form's heading or a court's line, never a party. */
export function isStateAlone(line: string): boolean {
  const words = line
    .trim()
    .replace(/[.,:;]+$/, '')
    .toUpperCase();
  return STATE_BY_NAME.has(words);
}

/** A name read from a stamp's or a logo's specks ('QX "\W . (8) LK'): marks no printed name carries. */
export function withoutSpecks(name: string | null): string | null {
  return name !== null && /["\\[\]{}<>|~°«»]|\(\d\)/.test(name) ? null : name;
}

/** A line that begins with a city, its state and ZIP: "Ames, IA 50010". */
const CITY_LINE_START = new RegExp(`^[A-Za-z][A-Za-z .'-]*?[,.]?\\s+(?:${STATE_WORD})[.,]?\\s+[\\dOoIlSB]{5}\\b`, 'i');

/**
 * Two blocks side by side whose blanks OCR read one block after the other, the left's address
 * first: the first two addresses under the names' line, in order.
 */
export function stackedAddresses(lines: string[], at: number): Address[] {
  const stacked: Address[] = [];
  for (let k = at + 1; k < Math.min(lines.length, at + 14) && stacked.length < 2; k++) {
    const address = CITY_LINE_START.test(lines[k] as string) ? addressAt(lines, k) : null;
    if (address?.street) stacked.push(address);
  }
  return stacked;
}
