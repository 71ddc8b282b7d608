/**
 * The parties in a table of Name | Address | Role, as OCR reads its columns one after the other: the
 * names in the table's order, then each row's address with its role at the end (extract-fields.ts).
 */
import { addressAt, addressNear, CITY_LINE, isAddressLine, STREET_LINE } from './addresses.js';
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

/** A coded table's heading: "NAME (LAST, FIRST, MIDDLE INITIAL) AND ADDRESS OF EACH PARTY … CODE". */
const EACH_PARTY_HEADING = /\bname\b.*\baddress\s+of\s+each\s+party\b/i;
/** A row of it: the name, last name first, then its address on the line, then the party's code ("… CT 06320 50"). */
const CODED_ROW = /^(.+?),\s+(?=[\dOlI]{1,6}\s+[A-Za-z])(.+)$/;
/** A coded table's row naming a person in capitals, last name first, then the address to its ZIP: "ROE, ANA M., 12 Elm St, Apt 2, Ames, IA 50010". */
const PERSON_ROW = /^[A-Z][A-Z'-]+,\s+[A-Z][A-Z'-]+(?:\s+[A-Z]\.?)?,\s+[\dOlI]{1,6}\s+[A-Za-z].{4,80}\b[A-Z]{2}\s+\d{5}\b/;
/** An entity's word: the row is no person's. */
const ENTITY_WORD = /\b(?:LLC|L\.L\.C\.|Inc|Corp|Co|N\.A|LP|LLP|Bank|Services|Company|Trust|Union|Funding)\b/i;

/**
 * A table whose rows each print a party's name, last name first, and address on one line, with the
 * party's code at the end (plaintiffs 01–49, defendants 50–99, or P-01 and D-01): the plaintiff is the first row, the
 * defendant the row coded so, or (its code misread) the first row that names a person.
 */
function codedParties(lines: string[]): { plaintiff: Party | null; defendant: Party | null } | null {
  // (Its heading misread in a photo's small type, a row that names a person in capitals, last name first, is one: "ROE, ANA M., 12 Elm St, …".)
  const found = lines.findIndex((l) => EACH_PARTY_HEADING.test(l));
  const personRow = lines.findIndex((l) => PERSON_ROW.test(l.trim()));
  if (found < 0 && personRow < 0) return null;
  const heading = found >= 0 ? found : personRow - 2;
  const rows: (Party & { code: number | null; person: boolean })[] = [];
  for (let k = Math.max(0, heading + 1); k < Math.min(lines.length, heading + 6); k++) {
    // The code as a number ("… 06320 50") or by its role's letter ("… P-01", "… D-02": a plaintiff's or a defendant's).
    const coded = /\s(?:([PD])-?)?(\d{2})$/.exec((lines[k] as string).trim());
    const line = (lines[k] as string).trim().replace(/\s+[PD]-?\d{2}$/, '');
    if (found < 0 && !PERSON_ROW.test(line)) continue;
    const m = CODED_ROW.exec(line);
    // (Its address wrapped onto the line under it: "…, 90 Research Pkwy," then "Suite 2, Wallingford, CT 06492".)
    const address = m ? (addressAt([m[2] as string], 0) ?? addressAt([`${m[2]} ${(lines[k + 1] ?? '').trim()}`], 0)) : null;
    const name = m && address?.street ? partyName(m[1] as string) : null;
    if (!m || !address || !name) continue;
    const code = coded ? Number(coded[2]) + (coded[1] === 'D' ? 50 : 0) : null;
    rows.push({ name, at: k, address, code, person: !ENTITY_WORD.test(m[1] as string) });
  }
  if (rows.length === 0) return null;
  const defendant = rows.find((r) => r.code !== null && r.code >= 50) ?? rows.find((r) => r.person && (r.code === null || r.code >= 50)) ?? null;
  const plaintiff = rows.find((r) => r !== defendant && (r.code === null || r.code < 50)) ?? null;
  const party = (r: Party | null) => (r ? { name: r.name, at: r.at, address: r.address } : null);
  return { plaintiff: party(plaintiff), defendant: party(defendant) };
}

/** A row that starts with its role, then the party's name and street: "Defendant AMINA K. BASHIR 3117 SE 14th St Unit 6", "Defendant 1: ROE, ANA 12 Elm St". */
const ROLE_FIRST_ROW = /^(plaintiff|defendant)(?:\s*#?\s*\d{1,2})?\s*:?\s+(?!'s\b|s\b)(.+?)\s+([\dOlI]{1,6}\s+[A-Za-z].*)$/i;

/**
 * A table of parties whose rows begin with the role, the name and street after it and the city on the line under it
 * (an Iowa original notice's table): the first row of each role with its address is its party, a co-defendant's row
 * after it is not.
 */
function roleFirstRows(lines: string[]): { plaintiff: Party | null; defendant: Party | null } | null {
  const found: { plaintiff: Party | null; defendant: Party | null } = { plaintiff: null, defendant: null };
  lines.forEach((raw, k) => {
    const row = ROLE_FIRST_ROW.exec(raw.trim());
    if (!row || !STREET_LINE.test(row[3] as string)) return;
    const role = (row[1] as string).toLowerCase() as 'plaintiff' | 'defendant';
    const name = found[role] ? null : partyName(row[2] as string);
    if (!name) return;
    // (Only with its address read whole: a grid's row whose city and ZIP sit in other columns is the grid reader's.)
    const below = (lines[k + 1] ?? '').trim();
    // (A city line of the row's own: never the other column's words before a city, "aka CORA VALE-ROSS Scranton, PA 18503".)
    const cityWords = (CITY_LINE.exec(below)?.[1] ?? '').trim().split(/\s+/);
    const cityBelow = cityWords.length <= 3 && cityWords.every((w) => /^[A-Z]/.test(w));
    const address = addressAt([row[3] as string], 0) ?? (CITY_LINE.test(below) && cityBelow ? addressAt([row[3] as string, below], 1) : null);
    if (address) found[role] = { name, at: k, address };
  });
  return found.defendant ? found : null;
}

/** A role as a column prints it alone on its line: "Suing party", "Party sued (1)", "Plaintiff", "Defendant 2". */
const COLUMN_ROLE = /^(?:(plaintiff|claimant|petitioner|suing\s+party|party\s+1)|(defendant|respondent|party\s+sued|party\s+2))(?:\s*\(?\d\)?)?\s*[:.]?$/i;
/** The "v." between the roles, as OCR reads it. */
const VERSUS_MARK = /^v{1,2}s?\.?$/i;
/** The table's other columns read after a name: how each party is served, its account or reference. */
const OTHER_COLUMN_TAIL = /\s+(?:serve|service|ref(?:erence)?|acct|account)\b.*$/i;
/** The names column's heading: "Name / Address", "Name and address", "Ref.". */
const NAMES_HEADING = /^(?:name|names)\b.{0,30}$|^ref\.?$/i;

/**
 * A table of parties whose role column OCR read before its names ("Role", "Suing party", "v.", "Party sued (1)", "Party sued
 * (2)", then "Name / Address" and each party's name over its address): the roles and the names pair in order, so the first
 * party sued is the defendant, a co-signer after it is not (a Tennessee civil warrant, corpus 2027-01-01).
 */
function rolesThenNames(lines: string[]): { plaintiff: Party | null; defendant: Party | null } | null {
  const first = lines.findIndex((l, k) => COLUMN_ROLE.exec(l.trim())?.[1] !== undefined && ROLE_HEADING.test((lines[k - 1] ?? '').trim()));
  if (first < 0) return null;
  const roles: ('plaintiff' | 'defendant')[] = [];
  let k = first;
  for (; k < Math.min(lines.length, first + 8); k++) {
    const line = (lines[k] as string).trim();
    if (VERSUS_MARK.test(line)) continue;
    const role = COLUMN_ROLE.exec(line);
    if (!role) break;
    roles.push(role[1] ? 'plaintiff' : 'defendant');
  }
  if (!roles.includes('plaintiff') || !roles.includes('defendant')) return null;
  const entries: Party[] = [];
  for (; k < Math.min(lines.length, first + TABLE_REACH + 8) && entries.length < roles.length; k++) {
    const line = (lines[k] as string).trim();
    if (NAMES_HEADING.test(line) || isAddressLine(line)) continue;
    // (The other column's words after the name: "WHITFIELD, LORETTA ANNE Serve: Davidson Co.", "… Acct 40-77120-3".)
    const name = partyName(line.replace(OTHER_COLUMN_TAIL, ''));
    if (name) entries.push({ name, at: k, address: addressNear(lines, k + 1, 3) });
  }
  const partyAs = (role: 'plaintiff' | 'defendant') => entries[roles.indexOf(role)] ?? null;
  return entries.length === roles.length ? { plaintiff: partyAs('plaintiff'), defendant: partyAs('defendant') } : null;
}

/** Roles told by the parties' order, never named: "the party named first", "TO THE PERSON NAMED SECOND ABOVE". */
const BY_ORDER = /\b(?:party|person)\s+named\s+(?:first|second)\b/i;

/**
 * A table of parties whose roles the page tells by order (blind corpus 2027-01-05, a Delaware summons): its "Name" column's
 * first two names are the plaintiff's and the defendant's, and the second's address is the first after the "v." between the rows.
 */
function namedByOrder(lines: string[]): { plaintiff: Party | null; defendant: Party | null } | null {
  if (!lines.some((l) => BY_ORDER.test(l))) return null;
  const heading = lines.findIndex((l) => /^names?\s*$/i.test(l.trim()));
  if (heading < 0) return null;
  const names: { name: string; at: number }[] = [];
  for (let k = heading + 1; k < Math.min(lines.length, heading + 6) && names.length < 2; k++) {
    const line = (lines[k] as string).trim();
    if (/\d/.test(line) || NOT_IN_COLUMN.test(line)) break;
    const name = partyName(line);
    if (name) names.push({ name, at: k });
  }
  const [first, second] = names;
  if (!first || !second) return null;
  const versus = lines.findIndex((l, k) => k > heading && /^v[s.]*\.?$/i.test(l.trim()));
  return { plaintiff: { ...first, address: null }, defendant: { ...second, address: versus > 0 ? addressNear(lines, versus + 1, 2) : null } };
}

export function tableParties(lines: string[]): { plaintiff: Party | null; defendant: Party | null } {
  const coded = codedParties(lines) ?? roleFirstRows(lines) ?? rolesThenNames(lines) ?? namedByOrder(lines);
  if (coded) return coded;
  const heading = lines.findIndex((l) => TABLE_HEADING.test(l.trim()));
  if (heading < 0) return { plaintiff: null, defendant: null };
  const names: { name: string; at: number }[] = [];
  const rows: { role: string; line: string }[] = [];
  for (let k = heading + 1; k < Math.min(lines.length, heading + TABLE_REACH); k++) {
    const line = (lines[k] as string).trim();
    const row = ROW.exec(line);
    if (row) {
      // (The row's city wrapped onto the line under it: "37 Elm Street, #4B Defendant" then "Ames, IA 50010".)
      const below = (lines[k + 1] ?? '').trim();
      const wrapped = addressAt([row[1] as string], 0) === null && CITY_LINE.test(below);
      rows.push({ role: (row[2] as string).toLowerCase(), line: wrapped ? `${row[1]}, ${below}` : (row[1] as string) });
      if (wrapped) k++;
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
  if (rows.length < 2 || names.length < rows.length - 1) return rowsThenRoles(lines, heading);
  const partyAs = (role: string): Party | null => {
    const index = rows.findIndex((r) => r.role === role);
    const entry = names[index];
    const name = entry ? partyName(entry.name) : null;
    return entry && name ? { name, at: entry.at, address: addressAt([(rows[index] as { line: string }).line], 0) } : null;
  };
  return { plaintiff: partyAs('plaintiff'), defendant: partyAs('defendant') };
}

/** A row's name and its address on one line: "Acme Credit Union 1900 E. Elm Drive, Ames, IA 50010". */
const NAME_THEN_STREET = /^(.+?)\s+([\dOlI]{1,6}\s+[A-Z].*)$/;
/** The role column's heading, and a role as it prints it, perhaps over two lines ("Attorney for" then "Plaintiff"). */
const ROLE_HEADING = /^role\s*$/i;

/**
 * A table whose rows OCR read whole, each name with its address, and its role column after them, one
 * role a line in the rows' order ("Role", "Plaintiff", "Defendant", "Attorney for", "Plaintiff").
 */
function rowsThenRoles(lines: string[], heading: number): { plaintiff: Party | null; defendant: Party | null } {
  const entries: { name: string; at: number; address: string }[] = [];
  let roleAt = -1;
  for (let k = heading + 1; k < Math.min(lines.length, heading + TABLE_REACH); k++) {
    const line = (lines[k] as string).trim();
    if (ROLE_HEADING.test(line)) {
      roleAt = k;
      break;
    }
    const row = NAME_THEN_STREET.exec(line);
    const name = row && STREET_LINE.test(row[2] as string) ? partyName(row[1] as string) : null;
    if (row && name) entries.push({ name, at: k, address: row[2] as string });
    // (A row's city wrapped onto the line under it.)
    else if (CITY_LINE.test(line) && entries.length > 0) {
      const last = entries.at(-1) as { address: string };
      if (addressAt([last.address], 0) === null) last.address = `${last.address.replace(/\s+[+*-]\s+.*$/, '')}, ${line}`;
    }
  }
  if (roleAt < 0 || entries.length < 2) return { plaintiff: null, defendant: null };
  const roles: string[] = [];
  for (let k = roleAt + 1; k < Math.min(lines.length, roleAt + 8) && roles.length < entries.length; k++) {
    const line = (lines[k] as string).trim().toLowerCase();
    // ("Attorney for" then "Plaintiff" is one role, the lawyer's.)
    if (/^(?:attorney|counsel)\s+for$/.test(line)) {
      roles.push('attorney');
      k++;
    } else roles.push(line);
  }
  const partyAs = (role: string): Party | null => {
    const entry = entries[roles.indexOf(role)];
    return entry ? { name: entry.name, at: entry.at, address: addressAt([entry.address], 0) } : null;
  };
  return { plaintiff: partyAs('plaintiff'), defendant: partyAs('defendant') };
}
