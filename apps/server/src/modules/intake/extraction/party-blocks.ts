/**
 * Party blocks a form prints under role labels, and both labelled parties on one line (parties.ts,
 * extract-fields.ts): layouts whose labels OCR read where a caption's would be.
 */
import { type Address, addressAt, addressNear, CITY_LINE, INLINE_ADDRESS, isAddressLine, STREET_LINE } from './addresses.js';
import { distance } from './edit-distance.js';
import { findLabelColumn } from './label-column.js';
import { isLabelLine } from './words.js';

/** A person's or an entity's name alone on its line, its words capitalized: "Carla J. Whitmore", "Summit Peak Lending, Inc.". */
const NAME_LINE = /^[A-Z][A-Za-z.'’&-]*,?(?:\s+(?:[A-Z][A-Za-z.'’&-]*|of|the|and|de|la|del),?){1,6}$/;

/**
 * A role label at `at` that heads its own block: a name right under it, and that name's street a few
 * lines under the name. Two blocks each under its label ("PLAINTIFF" / name / address / "DEFENDANT" / name /
 * address) read so; a caption read out of order ("ACME LLC" / "PLAINTIFF" / "ANA RUIZ" / address /
 * "DEFENDANT" / "PETITION") has no block under its second label.
 */
export function headsBlock(lines: string[], at: number, role: 'plaintiff' | 'defendant'): boolean {
  const name = (lines[at + 1] ?? '').trim();
  // (Its street or city right under the name, or a few lines on, past a service label and the name again.)
  const street = lines.slice(at + 2, at + 7).some((line) => STREET_LINE.test(line.trim()) || CITY_LINE.test(line.trim()));
  return isLabelLine(lines[at] ?? '', role) && NAME_LINE.test(name) && !isAddressLine(name) && street;
}

/** A role's label as OCR may misread it ("Plaintitf(s)", "Defendamt"), with its "(s)": the word within two letters of the role's. */
const labelOf = (word: string, role: 'plaintiff' | 'defendant') => {
  const letters = word
    .toLowerCase()
    .replace(/\(s\)$|s$/, '')
    .replace(/[^a-z]/g, '');
  return letters.length >= role.length - 2 && distance(letters, role) <= 2;
};

/**
 * Both parties labelled on one line, "Plaintiff(s): ACME LLC Defendant(s): Ana M. Ruiz", the first
 * label perhaps misread: each role's text after its label (its name, to be cleaned by the name's reader).
 */
export function labelledPair(lines: string[]): { plaintiff: string; defendant: string; at: number } | null {
  for (const [at, line] of lines.entries()) {
    const m = /^(\S{6,14})\s*:\s*(.{3,90}?)\s+(\S{6,14})\s*:\s*(.{3,60})$/.exec(line.trim());
    if (!m || !labelOf(m[1] as string, 'plaintiff') || !labelOf(m[3] as string, 'defendant')) continue;
    return { plaintiff: m[2] as string, defendant: m[4] as string, at };
  }
  return null;
}

/**
 * A form's caption printed under its blank: "PLAINTIFF'S NAME", "DEFENDANT'S NAME" (no colon, nothing after it), or with its
 * note in parentheses, "PLAINTIFF (FULL NAME)", "DEFENDANT (FIRST, MIDDLE INITIAL, LAST)".
 */
const NAME_CAPTION = /^(?:\d{1,2}[.)]?\s*)?(plaintiff|defendant)(?:'s|s'|s)?\s+(?:name|\((?:full\s+)?name\)|\(first,?\s[^)]{0,30}\))\s*$/i;
/** The caption of the form's next box, in capitals, no value on it: "ATTORNEY / BAR NO.", "STREET ADDRESS / APARTMENT". */
const BOX_CAPTION = /^[A-Z][A-Z'’]*(?:\s+(?:[A-Z][A-Z.'’]*|\/|&|\([A-Z ,]+\)))*$/;

export type Captioned = { name: string; at: number; from: number };

/**
 * Values printed over their captions in two columns ("ACME LLC" and "Ana M. Ruiz" over "PLAINTIFF'S
 * NAME" and "DEFENDANT'S NAME"), as OCR reads them: both values, then the left column's caption. The
 * upper name is the caption's role's, the lower the other's; one name over the caption is the
 * caption's. Never a heading with its value under it ("PLAINTIFF'S NAME" then "ACME LLC"). `from` is
 * where the blocks' addresses begin, the left's first.
 */
export function namesOverCaption(lines: string[], nameOf: (line: string) => string | null): Partial<Record<'plaintiff' | 'defendant', Captioned>> {
  // (A role's label is no value: "PLAINTIFF" over the name, the name over its caption.)
  const valueAt = (at: number) => {
    const value = lines[at] ?? '';
    return NAME_CAPTION.test(value.trim()) || isAddressLine(value) || isLabelLine(value, 'plaintiff') || isLabelLine(value, 'defendant') ? null : nameOf(value);
  };
  const captions = lines.flatMap((line, k) => {
    const caption = NAME_CAPTION.exec(line.trim());
    // (A name under it is its value, unless that name is over the next box's caption: "PLAINTIFF (FULL NAME)" / "Ann Roe AT0012" / "ATTORNEY / BAR NO.".)
    const underIsNextBox = BOX_CAPTION.test((lines[k + 2] ?? '').trim()) && !NAME_CAPTION.test((lines[k + 2] ?? '').trim());
    if (!caption || (nameOf(lines[k + 1] ?? '') !== null && !underIsNextBox)) return [];
    return [{ k, role: (caption[1] as string).toLowerCase() === 'plaintiff' ? ('plaintiff' as const) : ('defendant' as const) }];
  });
  // (Each role's caption gives its own value: "PLAINTIFF (FULL NAME)" near the top, "DEFENDANT (FIRST, …)" further down.)
  const found: Partial<Record<'plaintiff' | 'defendant', Captioned>> = {};
  for (const { k, role } of captions) {
    const other = role === 'plaintiff' ? 'defendant' : 'plaintiff';
    const lower = valueAt(k - 1);
    if (!lower || found[role]) continue;
    // Two names over it, the other role's caption without a name over its own: the two columns' values.
    const upper = valueAt(k - 2);
    const otherHasOwn = captions.some((c) => c.role === other && valueAt(c.k - 1) !== null);
    if (upper && !otherHasOwn && !found[other]) return { [role]: { name: upper, at: k - 2, from: k + 1 }, [other]: { name: lower, at: k - 1, from: k + 1 } };
    // (The next box's caption under this one, "PLAINTIFF (FULL NAME)" then "ATTORNEY / BAR NO.": the two values over them are the two boxes', the upper this one's.)
    const nextBox = BOX_CAPTION.test((lines[k + 1] ?? '').trim()) && !NAME_CAPTION.test((lines[k + 1] ?? '').trim()) && nameOf(lines[k + 1] ?? '') === null;
    found[role] = upper && nextBox ? { name: upper, at: k - 2, from: k + 1 } : { name: lower, at: k - 1, from: k + 1 };
  }
  return found;
}

/** The addresses of the blocks under `from`, in the order OCR read them (the left column's first), up to `count`. */
export function addressesFrom(lines: string[], from: number, count: number): Address[] {
  const found: Address[] = [];
  for (let k = from; k < Math.min(lines.length, from + 12) && found.length < count; k++) {
    const address = addressAt(lines, k);
    if (address?.city && address.street) found.push(address);
  }
  return found;
}

/** How many lines of values under a label column its parties are looked for in. */
const COLUMN_VALUES_REACH = 16;
/** A street after a name and a dash on the name's line: "ANA RUIZ — 88 Elm St, …". */
const DASHED_STREET = /\s[-–—]\s+[\dOlI]{1,6}\s+[A-Za-z]/;

type ColumnParty = { name: string; at: number; address: Address | null };

/**
 * The parties of a form whose label column OCR read before the values (label-column.ts): the first
 * two names among the values that have an address with them (under them, or after a dash on their
 * line), in the order of the parties' labels.
 */
export function columnParties(lines: string[], nameOf: (line: string) => string | null): Partial<Record<'plaintiff' | 'defendant', ColumnParty>> {
  const column = findLabelColumn(lines);
  if (!column) return {};
  const found: ColumnParty[] = [];
  for (let k = column.end; k < Math.min(lines.length, column.end + COLUMN_VALUES_REACH) && found.length < 2; k++) {
    const line = lines[k] as string;
    const dashed = DASHED_STREET.test(line);
    const below = lines[k + 1] ?? '';
    if (!dashed && !(STREET_LINE.test(below) || CITY_LINE.test(below) || INLINE_ADDRESS.test(below))) continue;
    const at = dashed ? line.search(DASHED_STREET) : line.length;
    const name = isAddressLine(line.slice(0, at)) ? null : nameOf(line);
    if (!name) continue;
    const own = line.slice(at).replace(/^\s[-–—]\s+/, '');
    const address = (own && INLINE_ADDRESS.test(own) ? addressAt([own], 0) : null) ?? addressNear(lines, k + 1, 3);
    found.push({ name, at: k, address });
  }
  // One party's address is printed elsewhere (a window envelope's block over the form): the names among the values in order,
  // an address's lines and a number's line passed over (blind corpus 2026-12-19: a Spanish notice's column).
  if (found.length < 2) {
    found.length = 0;
    for (let k = column.end; k < Math.min(lines.length, column.end + COLUMN_VALUES_REACH) && found.length < 2; k++) {
      const line = lines[k] as string;
      if (isAddressLine(line) || STREET_LINE.test(line) || CITY_LINE.test(line) || /\d{3}/.test(line)) continue;
      const name = nameOf(line);
      if (!name) break;
      const below = lines[k + 1] ?? '';
      found.push({ name, at: k, address: STREET_LINE.test(below) || INLINE_ADDRESS.test(below) ? addressNear(lines, k + 1, 3) : null });
    }
    if (found.length < 2) return {};
  }
  const [first, second] = found as [ColumnParty, ColumnParty];
  return column.plaintiffFirst ? { plaintiff: first, defendant: second } : { plaintiff: second, defendant: first };
}

/** A numbered paragraph naming a party: "1. Plaintiff, Acme Funding, Inc., a … corporation, maintains …", "2. Defendant. Ana M. Ruiz Jr.. is a person …". */
const PLEADED_PARTY =
  /^(?:\d{1,2}[.,]?\s+)?(plaintiff|defendant)[,.]\s+([A-Z][A-Za-z.,'&\s-]{2,60}?(?:\b(?:Jr|Sr)\.)?)[.,]{1,2}\s+(?:is|are|was|a|an|maintains|resides|who)\b/i;

/** The parties a numbered complaint's paragraphs name, each the first paragraph that names its role. */
export function pleadedParties(lines: string[], nameOf: (line: string) => string | null): Partial<Record<'plaintiff' | 'defendant', ColumnParty>> {
  const found: Partial<Record<'plaintiff' | 'defendant', ColumnParty>> = {};
  for (const [at, line] of lines.entries()) {
    const m = PLEADED_PARTY.exec(line.trim());
    const role = m?.[1]?.toLowerCase() === 'plaintiff' ? 'plaintiff' : 'defendant';
    const name = m?.[2] ? nameOf(m[2]) : null;
    if (name && !found[role]) found[role] = { name, at, address: null };
  }
  return found;
}
