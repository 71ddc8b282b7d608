/** The parties as forms and captions print them: form rows, labelled sections, grids, blocks side by side, stacked headings (parties.ts reads one name). */
import {
  type Address,
  addressAt,
  addressNear,
  columnAddress,
  digitsOf,
  INLINE_ADDRESS,
  isAddressLine,
  STATE_WORD,
  STREET_LINE,
  STREET_SUFFIX,
  stateCode,
  UNIT,
} from './addresses.js';
import { isLabelBesideValue, stackedAddresses } from './caption-columns.js';
import { ATTORNEY_LABEL } from './law-firm.js';
import { CASE_LABEL } from './numbers.js';
import { ENTITY_WORDS, type Party, partyAbove, partyBelow, partyName, SERVICE_LABEL, STAMP_LINE } from './parties.js';
import { headsBlock } from './party-blocks.js';
import { headerOf } from './party-header.js';
import { isLabelLine } from './words.js';

/** A form's "Plaintiff: NAME" row; the label's first letters may be cut off at a photo's edge ("aintiff:"). */
export function formRow(line: string, role: 'plaintiff' | 'defendant'): string | null {
  const value = formRowValue(line, role);
  return value ? partyName(value.replace(ROW_ADDRESS, '').replace(ROW_STREET, '')) : null;
}

/** A form row's street after the name, its city on the row under it: "DORIAN K. WELLS 82 Wrenfield Run, Unit 4". */
const ROW_STREET = /\s+(?=[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z][A-Za-z0-9 .,#'/-]*$)(.+)$/;
/** "City, ST 12345" ending a line, after the other column's text: "a/k/a ANN KELLER-ROSS Gary, IN 46402"; the city's words in one case. */
const CITY_AT_END = new RegExp(
  `((?:[A-Z][a-z.'-]+\\s){0,2}[A-Z][a-z.'-]+|(?:[A-Z.'-]+\\s){0,2}[A-Z.'-]+),\\s*(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?$`,
);

/** A form row's street and city after the name: "ADEYEMI TUNDE 410 Pike St, Apt 3 Gary IN 46402", "KELLER, ANN, 88 Elm St, …", a docket's "ANA RUIZ — 88 Elm St, …". */
const ROW_ADDRESS = /(?:,|\s+[-–—])?\s+(?=[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z0-9].{0,80}\b[A-Za-z]{2}\.?,?\s+[\dOoIlSB]{5}\b).*$/;

/** What a form's party row prints after its label: "Defendant: …", "Defendant (Last, First, M.I.): …", "First named Defendant …". */
function formRowValue(line: string, role: 'plaintiff' | 'defendant'): string | null {
  const label = role === 'plaintiff' ? '(?:p?l?aintiff|demandante)' : '(?:d?e?fendant|demandad[oa])';
  // "Defendant (Last, First, M.I.): KOVACS, ERIKA J.": the label's own note in parentheses (its close wrapped
  // onto the next line: "DEFENDANT (LAST, FIRST,: NAME" then "MIDDLE)").
  const m =
    // (A questionnaire's item number before it: "2 Defendant (person being sued): …".)
    new RegExp(
      `^(?:\\d{1,2}[.)]?\\s+)?[^\\s:]{0,3}?${label}(?:\\(?s\\)?)?(?:'s\\s+name)?(?:\\s*\\([^)]{0,40}\\)|\\s*\\([^):]{0,40}(?=:))?\\s*:\\s*(.+)$`,
      'i',
    ).exec(line) ??
    // A form's "First named Defendant" row, or a shaded form's "PLAINTIFF (NAME)" cell, its label without a colon.
    new RegExp(`^(?:first\\s+named\\s+${label}|${label}\\s*\\((?:full\\s+)?name[^)]{0,30}\\))\\s+(?=[A-Z]{2})(.+)$`, 'i').exec(line);
  // A grid row whose label has no colon and whose name ends in one before the address: "DEFENDANT KELLER, ANN M.: 88 Elm St Gary IN 46402".
  const named = m ? null : new RegExp(`^${label}\\s+([A-Z][^:]{2,80}):\\s*(?=[\\dOlI]{1,6}\\s)(.+)$`, 'i').exec(line);
  if (named && ROW_ADDRESS.test(` ${named[2]}`)) return `${named[1]} ${named[2]}`;
  // A row is short: a longer line is a paragraph that begins with the word.
  return m?.[1] && m[1].length <= 300 ? m[1] : null;
}

/** The address a form's party row prints after the name, with or without commas, or its street with the city ending the row under it. */
function rowAddress(lines: string[], i: number, role: 'plaintiff' | 'defendant'): Address | null {
  const value = formRowValue(lines[i] as string, role);
  if (!value) return null;
  const at = value.search(ROW_ADDRESS);
  if (at >= 0) return addressAt([value.slice(at).replace(/^(?:,|\s+[-–—])?\s+/, '')], 0);
  const street = ROW_STREET.exec(value)?.[1]?.replace(/,$/, '');
  const city = CITY_AT_END.exec(lines[i + 1] ?? '');
  const state = city ? stateCode(city[2] as string) : null;
  if (!street || !STREET_LINE.test(street) || !city || !state) return null;
  return { street: street.replace(/^[\dOlI]+/, digitsOf), city: city[1] as string, state, zip: digitsOf(city[3] as string) };
}

/**
 * A party of the caption, read the ways papers print it: a form's "Plaintiff: NAME" row, a block
 * header with the name under it ("DEFENDANT (Name & Address)"), a caption's "NAME, Plaintiff,"
 * or its name above a "Plaintiff," label.
 */
export function findParty(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  // A bilingual label's other half, or the role's other name: "Defendant / Demandado.", "Plaintiff/Petitioner:".
  // (Or the Spanish first, its slash perhaps lost: "DEMANDANTE PLAINTIFF", "DEMANDADO(A) / DEFENDANT".)
  const labelled = lines.map((line) =>
    line
      .replace(/\s*\/\s*(?:demandantes?|demandad[oa]s?|petitioners?|respondents?|claimants?)\b(?:\([ao]?s\))?/gi, '')
      .replace(/^demandante\S*\s*\/?\s*(?=plaintiff(?:\(s\)|s)?\s*:?$)|^demanda(?!nte)\S*\s*\/?\s*(?=defendant(?:\(s\)|s)?\s*:?$)/i, ''),
  );
  const found = stackedParties(labelled)?.[role] ?? findPartyAs(labelled, role);
  // The first of two defendants: "Maria Elena Gutierrez and John Doe Gutierrez".
  if (found && role === 'defendant') found.name = found.name.replace(/\s+(?:and|&|y)\s+[A-Z].*$/, '');
  return found;
}

/** The consumer when two blocks side by side were read as one line: the person, in the left column when both are people. */
export function oneOfColumns(lines: string[], party: Party | null): Party | null {
  const pair = party ? twoNames(party.name) : null;
  if (!party || !pair) return party;
  // (The blocks' addresses may be read one after the other, the left's first.)
  const stacked = stackedAddresses(lines, party.at);
  const inOrder = stacked.length === 2 ? stacked[pair.column] : undefined;
  return { name: pair.name, at: party.at, address: columnAddress(lines, party.at, pair.column) ?? inOrder ?? party.address };
}

/** A person's name as a caption prints it: "Ana M. Lopez", "DEAN R. COLE JR.". */
const PERSON = "[A-Z][A-Za-z'-]+\\s+[A-Z]\\.?\\s+[A-Z][A-Za-z'-]+(?:\\s+(?:Jr|Sr|JR|SR)\\.?|\\s+(?:II|III|IV))?";
// (The second perhaps without a middle initial: "Rosa T. Lindgren Erik Lindgren".)
const TWO_PEOPLE = new RegExp(`^(${PERSON})\\s+(${PERSON}|[A-Z][A-Za-z'-]+\\s+[A-Z][A-Za-z'-]+)$`);
// (The person perhaps with a whole middle name, in capitals: "… FURNITURE, INC. CARLA RENEE MIMS".)
const ENTITY_THEN_PERSON = new RegExp(
  `^(.+?(?:,?\\s(?:LLC|L\\.L\\.C\\.|Inc\\.?|N\\.A\\.|L\\.P\\.|LLP|Corp\\.?|Co\\.)|\\s(?:credit union|bank)))\\s+(${PERSON}|[A-Z][A-Z'-]+(?:\\s+[A-Z][A-Z'-]+){1,2})$`,
  'i',
);
/** The plaintiff entity, then the person printed last name first as a form's column asks: "ACME CREDIT UNION KOVACH, DANIEL P.". */
const ENTITY_THEN_LAST_FIRST =
  /^(.+?(?:,?\s(?:LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)|\s(?:credit union|bank|company|association|trust)))\s+([A-Z][A-Za-z'-]+,\s+[A-Z][A-Za-z'-]+(?:\s+[A-Z]\.?)?)$/i;

/** A name in mixed case, then a person's in capitals: two columns, "Elm Valley Dental Group ANA M. RUIZ". */
const MIXED_THEN_CAPITALS = /^([A-Z][a-z][A-Za-z&.,' -]+?)\s+([A-Z][A-Z'-]+\s+[A-Z]\.?\s+[A-Z][A-Z'-]+(?:\s+(?:JR|SR)\.?|\s+(?:II|III|IV))?)$/;

/** A name in capitals, its tail in small letters, then another name in capitals. */
const CAPITALS_TAIL_CAPITALS = /^([A-Z][A-Z0-9&.,' -]+?),?\s+[a-z][a-z ]*[a-z]\s+([A-Z][A-Z'-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][A-Z'-]+){1,2})$/;

/** The two names of two columns read as one line, left then right: an entity then a person, or two people. */
function twoColumns(line: string): [string, string] | null {
  // (Or the plaintiff's tail in small letters between the two, the tail's end wrapped under it: "NORTHWOODS BANK & TRUST,
  // successor by merger to YER VANG". The right is a person, never the entity a tail names: "…, as assignee of ACME BANK".)
  const tailed = CAPITALS_TAIL_CAPITALS.exec(line);
  if (tailed && !ENTITY_WORDS.test(tailed[2] as string)) return [tailed[1] as string, tailed[2] as string];
  const people = TWO_PEOPLE.exec(line) ?? ENTITY_THEN_PERSON.exec(line) ?? MIXED_THEN_CAPITALS.exec(line);
  if (people) return [people[1] as string, people[2] as string];
  const lastFirst = ENTITY_THEN_LAST_FIRST.exec(line);
  const person = lastFirst ? partyName(lastFirst[2] as string) : null;
  return lastFirst && person ? [lastFirst[1] as string, person] : null;
}

/**
 * The plaintiff's and the defendant's blocks side by side under their headings, each value over its
 * caption ("ACME LLC  Ana M. Ruiz" over "NAME  NAME", the two streets over "STREET ADDRESS  STREET
 * ADDRESS"): the left column is the plaintiff's, the right the defendant's.
 */
function sideBySide(lines: string[], at: number): Record<'plaintiff' | 'defendant', Party> | null {
  const names = twoColumns(lines[at] ?? '');
  if (!names) return null;
  const plaintiff = partyName(names[0]);
  const defendant = partyName(names[1]);
  if (!plaintiff || !defendant) return null;
  const stacked = stackedAddresses(lines, at);
  const both = stacked.length === 2;
  return {
    plaintiff: { name: plaintiff, at, address: columnAddress(lines, at, 0) ?? (both ? (stacked[0] as Address) : null) },
    defendant: { name: defendant, at, address: columnAddress(lines, at, 1) ?? (both ? (stacked[1] as Address) : null) },
  };
}

/** Two names of two columns read as one: two people (the first is the consumer), or the plaintiff entity then the person. */
function twoNames(name: string): { name: string; column: 0 | 1 } | null {
  const people = TWO_PEOPLE.exec(name);
  if (people) return { name: people[1] as string, column: 0 };
  const entity = ENTITY_THEN_PERSON.exec(name);
  if (entity) return { name: entity[2] as string, column: 1 };
  const lastFirst = ENTITY_THEN_LAST_FIRST.exec(name);
  const person = lastFirst ? partyName(lastFirst[2] as string) : null;
  return person ? { name: person, column: 1 } : null;
}

/** A role's heading alone: "PLAINTIFF(S)", "DEFENDANT (S) (LAST NAME, FIRST NAME, MIDDLE INITIAL)". */
// (Or "PLAINTIFF'S NAME AND ADDRESS", and a colon after each: "PLAINTIFF: DEFENDANT:".)
const ROLE_HEADING = (role: string) =>
  `${role}\\s?(?:\\(s\\)|s|'s)?\\s*(?:\\([^)]*\\))?(?:\\s+name(?:\\(s\\)|s)?\\s+(?:and|&)\\s+address(?:\\(es\\)|es)?)?\\s*:?`;
// (A small-claims form's "CLAIMANT (PLAINTIFF)".)
const BOTH_HEADINGS = new RegExp(`^${ROLE_HEADING('(?:plaintiff|claimant)')}\\s+${ROLE_HEADING('defendant')}\\s*:?$`, 'i');
const PLAINTIFF_HEADING = new RegExp(`^${ROLE_HEADING('(?:plaintiff|claimant)')}\\s*:?$`, 'i');
const DEFENDANT_HEADING = new RegExp(`^${ROLE_HEADING('defendant')}\\s*:?$`, 'i');

/** A caption's tail after a name that may run onto the next line: "…, by its agent Cactus", "…, as assignee of North". */
const TAIL_OPEN = /,?\s+(?:by\s+its\s+(?:agent|attorney|servicer)|as\s+assignee\s+of|as\s+successor(?:\s+in\s+interest)?\s+to|c\/o)\s+[^,]*$/i;

/**
 * A form whose two party headings come before both blocks, side by side ("PLAINTIFF(S)
 * DEFENDANT(S)") or one under the other with nothing between: the blocks follow in the headings'
 * order, the plaintiff's name and address, then the defendant's.
 */
function stackedParties(lines: string[]): Record<'plaintiff' | 'defendant', Party> | null {
  let last = lines.findIndex((line) => BOTH_HEADINGS.test(line));
  if (last < 0) {
    const first = lines.findIndex((line) => PLAINTIFF_HEADING.test(line));
    const second = first < 0 ? -1 : lines.findIndex((line, k) => k > first && k <= first + 5 && DEFENDANT_HEADING.test(line));
    // (A heading's wrapped word between them, "Claims", is no name: a name has two words.)
    if (second < 0 || lines.slice(first + 1, second).some((line) => (partyName(line)?.match(/[A-Za-z]{2,}/g) ?? []).length >= 2)) return null;
    last = second;
  }
  // Both blocks side by side, their values read onto the same lines ("ACME LLC  Ana M. Ruiz" over "NAME  NAME").
  const beside = sideBySide(lines, last + 1);
  if (beside) return beside;
  const found: Party[] = [];
  for (let j = last + 1; j < Math.min(lines.length, last + 14) && found.length < 2; j++) {
    const line = lines[j] as string;
    // The judge's or clerk's line of the form's other column is no party.
    if (STAMP_LINE.test(line) || isAddressLine(line) || CASE_LABEL.test(line) || /^(?:hon\.?|honorable|judge|magistrate)\s/i.test(line)) continue;
    // The rest of the first name's tail wrapped onto its own line ("ACME LLC, by its agent Roe" then "Property Management").
    if (found.length === 1 && j === (found[0] as Party).at + 1 && TAIL_OPEN.test(lines[j - 1] as string)) continue;
    const name = partyName(line);
    const isName = name !== null && (name.match(/[A-Za-z]{2,}/g) ?? []).length >= 2;
    // Between the blocks only the first block's address, phone or a service label ("TO:"): anything else ends them.
    if (!isName && found.length === 1 && !SERVICE_LABEL.test(line)) break;
    if (name && isName) found.push({ name, at: j, address: addressNear(lines, j + 1, 3) });
  }
  return found.length === 2 ? { plaintiff: found[0] as Party, defendant: found[1] as Party } : null;
}

/** A form's numbered section naming the role ("(2) The defendant (the person … being sued) is:"), its "Name:" row under it. */
function formSection(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  // (As the Spanish translation prints it: "(2) El demandado (la persona … que se demanda) es:".)
  const word = role === 'plaintiff' ? 'plaintiff|demandante' : 'defendant|demandad[oa]';
  const section = new RegExp(`^\\W{0,3}\\d?\\W{0,2}\\s*(?:the|el|la) (?:${word})\\b.*\\b(?:is|es)\\s*:?\\s*$`, 'i');
  for (const [i, line] of lines.entries()) {
    if (!section.test(line)) continue;
    for (let j = i + 1; j <= i + 2; j++) {
      const m = /^name\s*:\s*(.+)$/i.exec(lines[j] ?? '');
      const name = m?.[1] ? partyName(m[1]) : null;
      if (name) return { name, at: j, address: addressNear(lines, j + 1, 3) ?? (INLINE_ADDRESS.test(lines[j + 1] ?? '') ? addressAt(lines, j + 1) : null) };
    }
    // The value first, its caption printed under it ("Ana Ruiz (555) 555-0100" over "Name  Phone", "Nombre  Teléfono").
    const value = partyName(lines[i + 1] ?? '');
    // Its address in the captioned blanks under it, the street's blank and the city's apart, another column's blanks between.
    if (value && VALUE_CAPTION.test(lines[i + 2] ?? '')) {
      const address = addressNear(lines, i + 3, 8);
      const street = lines.slice(i + 3, i + 6).find((l) => STREET_LINE.test(l) && !INLINE_ADDRESS.test(l));
      if (address && !address.street && street) address.street = street.replace(/^[\dOlI]+/, digitsOf);
      return { name: value, at: i + 1, address };
    }
  }
  return null;
}

/** A form's caption under a name's blank: "Name", "Name  Phone", "Nombre  Teléfono". */
const VALUE_CAPTION = /^\(?(?:name|nombre)\)?(?:\s+\(?(?:phone|telephone|tel[eé]fono)\)?)?\s*$/i;

/** A grid's heading row naming its columns: "Name  Street address  City" (the state and ZIP in columns apart). */
const GRID_HEADING = /^name\s+(?:street\s+)?address\s+city\b/i;
/** A grid row's street, to its suffix, direction and unit, then the city column: "611 Elm Ave, Apt 4 Beckley". */
const GRID_STREET_CITY = new RegExp(
  String.raw`^([\dOlI]{1,6}[A-Za-z]?\s+.*?\b(?:${STREET_SUFFIX}|court)\b\.?(?:\s+(?:[NSEW]|NE|NW|SE|SW)\b)?(?:,?\s+${UNIT}\.?\s*[A-Za-z0-9-]+)?),?\s+([A-Za-z][A-Za-z .'-]{1,30})$`,
  'i',
);

/**
 * A grid of party rows under a heading row ("Name  Street address  City"), each row led by its role
 * without a colon ("DEFENDANT Ana Ruiz 611 Elm Ave, Apt 4 Beckley"); the "State  ZIP" columns read
 * after the rows, one line a row in the rows' order.
 */
function gridRow(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  const heading = lines.findIndex((line) => GRID_HEADING.test(line));
  if (heading < 0) return null;
  const led = (line: string, word: string) => new RegExp(`^(?:${word})\\s+(?=[A-Z])(.+)$`, 'i').exec(line);
  const word = role === 'plaintiff' ? 'plaintiff|demandante' : 'defendant|demandad[oa]';
  for (let i = heading + 1; i <= heading + 3 && i < lines.length; i++) {
    const value = led(lines[i] as string, word)?.[1];
    if (!value) continue;
    const street = ROW_STREET.exec(value)?.[1];
    const name = partyName(value.replace(ROW_STREET, ''));
    if (!name) return null;
    const split = street ? GRID_STREET_CITY.exec(street) : null;
    const row = lines.slice(heading + 1, i).filter((line) => led(line, 'plaintiff|defendant|demandante|demandad[oa]')).length;
    const states = lines.findIndex((line, k) => k > i && k <= i + 4 && /^state\s+zip(?:\s*code)?$/i.test(line.trim()));
    const stateZip = states >= 0 ? /^([A-Za-z]{2})\.?\s+([\dOoIlSB]{5})$/.exec((lines[states + 1 + row] ?? '').trim()) : null;
    const state = stateZip ? stateCode(stateZip[1] as string) : null;
    const address =
      split && stateZip && state
        ? { street: (split[1] as string).replace(/^[\dOlI]+/, digitsOf), city: (split[2] as string).trim(), state, zip: digitsOf(stateZip[2] as string) }
        : null;
    return { name, at: i, address };
  }
  return null;
}

export function findPartyAs(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  const section = formSection(lines, role) ?? gridRow(lines, role);
  if (section) return section;
  const header = headerOf(role);
  const word = role === 'plaintiff' ? 'plaintiff' : 'defendant';
  // The role's caption printed under its blank, the next column's caption read onto its line ("DEFENDANT:  DEFENDANT PHONE"): the name is above, past a phone.
  const captionUnder = new RegExp(`^${word}s?\\s*:\\s*(?:plaintiff|defendant)(?:'?s)?\\s+(?:phone|telephone|address|name)\\b[^:]*$`, 'i');
  for (const [i, line] of lines.entries()) {
    if (captionUnder.test(line)) {
      for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
        const value = lines[k] as string;
        if (/^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/.test(value.trim())) continue;
        const name = partyName(value);
        if (name) return { name, at: k, address: addressNear(lines, i + 1, 4) };
        break;
      }
    }
    const row = formRow(line, role);
    if (row)
      return {
        name: row,
        at: i,
        address: rowAddress(lines, i, role) ?? addressNear(lines, i + 1, 4) ?? (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null),
      };
    // (Bilingual, the role in both languages: "ANA RUIZ, Demandada (Defendant).", "ACME LLC, Plaintiff / Demandante,".)
    const word = role === 'plaintiff' ? '(?:plaintiff|demandante)s?' : '(?:defendant|demandad[oa])s?';
    // (Or the role in both languages, then the other column's title read onto the line: "ACME LLC, Plaintiff Demandante, SUMMONS CITATORIO".)
    const inline = new RegExp(
      `^(.{3,90}?)(?:,|\\s+[-\u2013\u2014])\\s+${word}(?:\\s*(?:\\(\\s*${word}\\s*\\)|\\/\\s*${word})|\\s+(?:plaintiff|demandante|defendant|demandad[oa])s?)?[,.]?(?:\\s+(?:summons|citation|complaint|petition)\\b[A-Za-z ]{0,20})?$`,
      'i',
    ).exec(line);
    // (After a dash, a name of two words at least: "PARTIES — PLAINTIFF" is a heading.)
    const dashed =
      inline !== null &&
      !line
        .slice((inline[1] as string).length)
        .trimStart()
        .startsWith(',');
    if (
      inline?.[1] &&
      !(dashed && !/[\s,]/.test(inline[1].trim())) &&
      !new RegExp(`\\bthe\\s+${role}s?[,.]?$`, 'i').test(line) &&
      !ATTORNEY_LABEL.test(line) &&
      !/^(the|to)\b/i.test(line)
    ) {
      // (A run-on caption's name wrapped before its last word: "ACME LLC, Plaintiff, against ANA M." then "RUIZ, Defendant.".)
      const wrappedFirst = /\b(?:against|vs?\.|versus)\s+([A-Z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'.-]*){0,2})$/.exec((lines[i - 1] ?? '').trim())?.[1];
      const name = partyName(wrappedFirst && /^[A-Z][A-Za-z'-]+$/.test(inline[1].trim()) ? `${wrappedFirst} ${inline[1].trim()}` : inline[1]);
      if (name) return { name, at: i, address: addressNear(lines, i + 1, 3) };
    }
    // The label with the other column's label and value read onto its line: "Defendant. Plaintiff's file: VHC-88203".
    // (Or the party's own tail after its label: "Plaintiff, as owner of a closed-end personal loan" (corpus 2027-01-03).)
    const led =
      new RegExp(
        `^${role}s?[.,]:?\\s+(?:[^:]{2,40}:|(?:as|by and through|through)\\s+(?:the\\s+)?(?:owner|assignee|successor|trustee|servicer|agent|holder)\\b)`,
        'i',
      ).test(line) || isLabelBesideValue(line, role);
    const bare = led || isLabelLine(line, role) || new RegExp(`^${role === 'plaintiff' ? 'demandantes?' : 'demandad[oa]s?'}\\s*:?$`, 'i').test(line);
    if (!bare && !header.test(line)) continue;
    // A label that ends in ":" or describes the block is a header: the name is under it.
    const isHeader = !bare || /:\s*$/.test(line) || (bare && /^v\.?\s/i.test(line));
    const next = lines[i + 1] ?? '';
    const below = partyBelow(lines, i);
    // A bare label with a name right under it heads a block, unless the name is followed by the other party's label (a caption read out of order).
    const other = role === 'plaintiff' ? 'defendant' : 'plaintiff';
    // (Past the name's address: "ACME LLC" / "PLAINTIFF" / "ANA RUIZ" / "12 Elm St" / "Ames, IA 50010" / "DEFENDANT", no "v." read.)
    const afterName = below ? lines.slice(below.at + 1, below.at + 5).find((l) => !isAddressLine(l)) : undefined;
    // (Unless that label heads a block of its own, a name and its street under it: both are headings.)
    const otherLabel = afterName === undefined ? -1 : lines.indexOf(afterName, (below?.at ?? i) + 1);
    // (The other label right under the name heads its own block too: "PLAINTIFF" / "ACME LLC" / "DEFENDANT" / "ANA RUIZ" / "12 Elm St".)
    // (Nor a block closed by a co-party's own label: "COREY A. WHITFIELD III" / address / "DEFENDANT" / "TAMEKA R. WHITFIELD" /
    // address / "CO-DEFENDANT" prints each label under its block; corpus 2027-01-04. Past "same address" and the other column's
    // title read between: corpus 2027-01-10.)
    const closedByCoParty =
      below !== null && lines.slice(below.at + 1, below.at + 5).some((l) => /^co-?\s*(?:defendant|plaintiff|demandad[oa]|demandante)s?\b/i.test(l));
    const heads =
      below !== null &&
      below.at === i + 1 &&
      (!isLabelLine(lines[i + 2] ?? '', other) || headsBlock(lines, i + 2, other)) &&
      (!isLabelLine(afterName ?? '', other) || headsBlock(lines, otherLabel, other)) &&
      !closedByCoParty;
    // (A label closed by a period under the other party's block, that block headed by its own bare label with the name right under
    // it: "PLAINTIFF" / "ACME LLC" / "12 Elm St" / "Ames, IA 50010" / "DEFENDANT (S)." / "ANA RUIZ" heads its block too.)
    const headsLikeOther =
      below?.at === i + 1 &&
      !closedByCoParty &&
      lines.some((l, k) => k < i && isLabelLine(l, other) && !/[,.:]\s*$/.test(l) && partyBelow(lines, k)?.at === k + 1);
    const found = isHeader
      ? (below ?? partyAbove(lines, i))
      : headsLikeOther
        ? below
        : led || /[,.]$/.test(line) || /^(v\.?s?\.?|-?\s*against\s*-?)$/i.test(next)
          ? partyAbove(lines, i)
          : heads
            ? below
            : (partyAbove(lines, i) ?? below);
    if (found) return found;
  }
  return null;
}

/**
 * The consumer when the caption did not name them: a service block ("To:", "Served on:",
 * "Serve at:"), or a letter's recipient, the first name with an address under it that is not the
 * sender's.
 */
