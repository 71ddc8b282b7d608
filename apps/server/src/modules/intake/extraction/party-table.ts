/**
 * The parties in a table of Name | Address | Role, as OCR reads its columns one after the other: the
 * names in the table's order, then each row's address with its role at the end (extract-fields.ts).
 */
import { addressAt } from './addresses.js';
import { type Party, partyName } from './parties.js';
import { ENTITY_SUFFIX } from './words.js';

/** The table's heading: "NAME ADDRESS", its "ROLE" read on a line of its own a few lines on, or on the same line. */
const TABLE_HEADING = /^name\s+(?:street\s+)?address(?:\s+role)?\s*$/i;
/** A row's address with its role after it: "2219 Elm Dr #4B, Stillwater, OK 74074 Defendant (co-". */
const ROW = /^(\d{1,6}\s+\S.*?)\s+(plaintiff|defendant)\b[^a-z]*(?:\(.*)?$/i;
/** Not a party's name: the table's other headings, a document's title, a case number's line. */
const NOT_IN_COLUMN = /^(?:role|name|address|petition|summons|complaint|affidavit|original notice)\b|\b(?:no|number|id)\b\.?|\d/i;
/** How many lines under the heading the names and rows are looked for. */
const TABLE_REACH = 16;

export function tableParties(lines: string[]): { plaintiff: Party | null; defendant: Party | null } {
  const heading = lines.findIndex((l) => TABLE_HEADING.test(l.trim()));
  if (heading < 0) return { plaintiff: null, defendant: null };
  const names: { name: string; at: number }[] = [];
  const rows: { role: string; line: string }[] = [];
  for (let k = heading + 1; k < Math.min(lines.length, heading + TABLE_REACH); k++) {
    const line = (lines[k] as string).trim();
    const row = ROW.exec(line);
    if (row) {
      rows.push({ role: (row[2] as string).toLowerCase(), line: row[1] as string });
      continue;
    }
    if (rows.length > 0 || NOT_IN_COLUMN.test(line)) continue;
    // An entity's name wrapped before its suffix: "Red Dirt Home Outfitters," then "LLC".
    const last = names.at(-1);
    if (last && /,$/.test(last.name) && ENTITY_SUFFIX.test(line.replace(/[.,]+$/, ''))) {
      last.name = `${last.name} ${line}`;
      continue;
    }
    names.push({ name: line, at: k });
  }
  if (rows.length < 2 || names.length < rows.length - 1) return { plaintiff: null, defendant: null };
  const partyAs = (role: string): Party | null => {
    const index = rows.findIndex((r) => r.role === role);
    const entry = names[index];
    const name = entry ? partyName(entry.name) : null;
    return entry && name ? { name, at: entry.at, address: addressAt([(rows[index] as { line: string }).line], 0) } : null;
  };
  return { plaintiff: partyAs('plaintiff'), defendant: partyAs('defendant') };
}
