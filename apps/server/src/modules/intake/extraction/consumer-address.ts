/** The consumer: a letter's recipient or a service block's name, their address by their name, and the details after it (extract-fields.ts). */
import {
  type Address,
  addressAt,
  addressNear,
  CITY_LINE,
  digitsOf,
  FORM_CAPTION,
  INLINE_ADDRESS,
  inlineAddress,
  lastStreetStart,
  STATE_WORD,
  STREET_LINE,
  STREET_SUFFIX,
  stateCode,
  UNIT,
  UNIT_ONLY,
  withCommasForPeriods,
  withPlaceWordsDropped,
} from './addresses.js';
import { streetCityRow } from './box-row-address.js';
import { withoutSpecks } from './caption-columns.js';
import { FIRM_WORDS } from './law-firm.js';
import { type Party, partyBelow, partyName, SERVICE_LABEL } from './parties.js';
import { ENTITY_NAME } from './service-block.js';
import { COURTESY_TITLE, MONTH, nameKey } from './words.js';

/** A letter's salutation and the name it greets: "Dear Ama K. Boateng:", "DEAR MS. RUIZ,". */
const DEAR = new RegExp(String.raw`\b(?:Dear|DEAR)\s+(?:${COURTESY_TITLE}\s+)?([A-Z][A-Za-z.' -]{2,50}?)\s*[:,]?$`);

export function findRecipient(lines: string[], notThese: string[]): Party | null {
  const taken = (name: string) => notThese.some((n) => n && nameKey(n) === nameKey(name));
  for (const [i, line] of lines.entries()) {
    const label = SERVICE_LABEL.exec(line);
    if (!label) continue;
    const inline = partyName(label[1] ?? '');
    if (inline) return { name: inline, at: i, address: (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, i + 1, 4) };
    const below = partyBelow(lines, i);
    if (below) return below;
  }
  // The summons's address to the defendant, the name after it on its line: "TO THE ABOVE-NAMED DEFENDANT: Cole B. Lund, 77 W 300 N, …",
  // or greeted by the state: "STATE OF NEW MEXICO to Marisol Anaya Tsosie, Greetings:".
  for (const [i, line] of lines.entries()) {
    const m = ADDRESSED_TO_DEFENDANT.exec(line);
    const value = (m?.[1] ?? m?.[2] ?? '').slice(0, 160).replace(/,\s*[\dOlI]{1,6}\s.*$/, '');
    const name = partyName(value);
    if (name && /\s/.test(name) && name.split(/\s+/).length <= 5 && name.split(/\s+/).every((w) => /^[A-Z]/.test(w)))
      return { name, at: i, address: (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, i + 1, 2) };
  }
  // A letter's salutation names its recipient ("Dear Ama K. Boateng:"): their name where the address block prints it.
  const dear = lines.map((l) => DEAR.exec(l)?.[1]).find((n) => n && /\s/.test(n));
  const greeted = dear ? partyName(dear) : null;
  if (greeted && !RECIPIENT_NOT_A_NAME.test(greeted) && !taken(greeted)) {
    const key = nameKey(greeted);
    // (Or the line it begins, a side column's words after it: "Tamika R. Oyelaran Reference No.: BCA-20418873".)
    const exact = lines.findIndex((l) => nameKey(l) === key);
    const at = exact >= 0 ? exact : lines.findIndex((l) => nameKey(l).startsWith(key) && /:/.test(l.slice(greeted.length)));
    // (A letterhead's band or a logo read as lines of marks may stand between the name and its address.)
    // (Or a side column's lines between them: "Original creditor:", "Our reference:", the letter's date.)
    const address = at >= 0 ? (addressNear(lines, at + 1, 3) ?? interleavedAddress(lines, at + 1) ?? addressNear(lines, at + 1, 14)) : null;
    if (address?.street) return { name: partyName(lines[at] as string) ?? greeted, at, address };
  }
  // Greeted by the surname alone ("Dear Ms. Raman:"): the name that ends a line with that surname, a side column's words
  // before it ("dedication PRIYA S. RAMAN"), with its address under it.
  const surname = dear ? null : (lines.map((l) => DEAR.exec(l)?.[1]?.trim()).find((n) => n && /^[A-Z][A-Za-z'’-]{1,29}$/.test(n)) ?? null);
  if (surname) {
    const ending = new RegExp(String.raw`(?:^|\s)((?:[A-Z][A-Za-z.'’-]*\s+){1,3}(?:${surname}|${surname.toUpperCase()}))\s*$`);
    for (const [at, line] of lines.entries()) {
      const found = ending.exec(line.trim())?.[1];
      const name = found?.split(/\s+/).every((w) => /^[A-Z]/.test(w)) ? partyName(found) : null;
      if (!name || taken(name) || RECIPIENT_NOT_A_NAME.test(name)) continue;
      const address = addressNear(lines, at + 1, 3) ?? interleavedAddress(lines, at + 1) ?? rightColumnAddress(lines, at + 1);
      if (address?.street) return { name, at, address };
    }
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const name = withoutSpecks(partyName(lines[i] as string));
    // A sentence is no recipient: a name's words are capitalized but for its particles ("de", "van").
    const isSentence = (words: string[]) => words.filter((w) => /^[a-z]/.test(w) && !NAME_PARTICLE.test(w)).length >= 2;
    // (The line as printed, too: "WRIT OF SUMMONS" reads as the name "WRIT OF".)
    if (
      !name ||
      taken(name) ||
      FIRM_WORDS.test(name) ||
      // A company is the letter's sender, never its consumer: the notice's own block over the addressee's (a Regulation F
      // model notice, corpus 12-31), its name read "Il" where the body prints "II".
      ENTITY_NAME.test(name) ||
      RECIPIENT_NOT_A_NAME.test(name) ||
      RECIPIENT_NOT_A_NAME.test(lines[i] as string) ||
      /\d/.test(name) ||
      name.split(/\s+/).length < 2
    )
      continue;
    // A barcode or a logo read as letters: a word with three small letters and no vowel ("Ddadnh ddd"), unlike "LLC".
    if (isSentence(name.split(/\s+/)) || /\b[B-DF-HJ-NP-TV-XZ]?[b-df-hj-np-tv-xz]{3,}\b/.test(name)) continue;
    // (Or a side column's lines between its street and its city: office hours, a license number, the letter's date.)
    const address = addressNear(lines, i + 1, 3) ?? (STREET_LINE.test((lines[i + 1] ?? '').trim()) ? interleavedAddress(lines, i + 1) : null);
    if (address?.street) return { name, at: i, address };
    // (Its street's suffix word lost to OCR, "822 Sycmr" over "Ottawa, KS 66067": a house number under the name, the city under it.)
    const city = /^[\dOlI]{1,6}\s+[A-Za-z]/.test((lines[i + 1] ?? '').trim()) ? addressAt(lines, i + 2) : null;
    if (city?.city && !city.street && CITY_LINE.test((lines[i + 2] ?? '').trim())) return { name, at: i, address: city };
  }
  return null;
}

/**
 * A street under a name whose city line the other column's lines pushed further down (a form read column by column: the
 * defendant's street, then the claim's amount and its labels, then "Indianapolis, IN 46254"): the street, and the first city
 * line below it that stands under no street of its own, before any other address begins.
 */
export function streetWithStrayCity(lines: string[], from: number, reach = 8): Address | null {
  const street = (lines[from] ?? '').trim().replace(/,$/, '');
  if (!STREET_LINE.test(street) || INLINE_ADDRESS.test(street)) return null;
  for (let k = from + 1; k < Math.min(lines.length, from + 1 + reach); k++) {
    const line = (lines[k] as string).trim();
    if (INLINE_ADDRESS.test(line) || STREET_LINE.test(line.replace(/,$/, ''))) return null;
    if (!CITY_LINE.test(line)) continue;
    const city = addressAt(lines, k);
    return city?.city && !city.street ? { ...city, street: street.replace(/^[\dOlI]+/, digitsOf) } : null;
  }
  return null;
}

/** How many lines under a name its street may sit past a side column's lines, and its city past one more. */
const INTERLEAVED_REACH = 4;

/** A letter's side column's line: its date, its office hours, its license number, its file or reference, the account's ending ("Our file: …", "Account ending 8840"), a label whose value OCR put elsewhere ("Original creditor:"). */
const SIDE_COLUMN_LINE = new RegExp(
  String.raw`^[^A-Za-z0-9]{0,3}\s*(?:${MONTH}\.?\s+\d{1,2},?\s*\d{4}$|(?:office\s+)?hours\b|(?:[A-Z][a-z]+\s+)?licen[sc]e\s+(?:no\b|number|#)|nmls\b|[A-Z][A-Za-z .'/-]{2,30}:$|(?:our|your)\b|(?:account|acct\.?)\s+(?:no\b|number|#|ending)|(?:account|acct\.?)\s*:|judge\s+[A-Z]|ending\b|ref(?:erence)?\b|date\b)`,
  'i',
);

/** A line of specks read as a short word: "QeLr", "ee". */
const SPECKS_LINE = /^[A-Za-z]{1,5}$/;

/** The street a few lines under a name, past a side column's lines, and its city under the street, past one more. */
function interleavedAddress(lines: string[], from: number): Address | null {
  for (let k = from; k < Math.min(lines.length, from + INTERLEAVED_REACH); k++) {
    const street = (lines[k] as string).trim();
    if (!STREET_LINE.test(street) || INLINE_ADDRESS.test(street)) {
      if (SIDE_COLUMN_LINE.test(street)) continue;
      return null;
    }
    // (Up to three lines of the other column between: "Account: Contract 77-1029", a stamp's specks read as "QeLr"; and the
    // street's unit on a line of its own over the city, "Apt 4B", the street's own.)
    for (const j of [k + 1, k + 2, k + 3, k + 4, k + 5]) {
      const city = CITY_LINE.test((lines[j] ?? '').trim()) ? addressAt(lines, j) : null;
      if (j >= lines.length) break;
      const unit = j > k + 1 && UNIT_ONLY.test((lines[j - 1] ?? '').trim()) ? (lines[j - 1] ?? '').trim() : '';
      if (j === k + 5 && !unit) continue;
      const between = lines.slice(k + 1, unit ? j - 1 : j);
      if (city?.city && between.every((l) => SIDE_COLUMN_LINE.test(l.trim()) || (j > k + 2 && SPECKS_LINE.test(l.trim()))))
        return { ...city, street: [street.replace(/,$/, '').replace(/^[\dOlI]+/, digitsOf), unit].filter(Boolean).join(' ') };
    }
    return null;
  }
  return null;
}

/** A city, state and ZIP ending a line, after the other column's words: never a capitalized word right before the city's first. */
const CITY_ENDING_LINE = new RegExp(
  `(?<![A-Za-z,]\\s)(?<=^|\\s)([A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2}),\\s*(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?$`,
);

/**
 * The street and city that end the lines under a name, a side column's words before each: a window block printed beside a
 * letterhead's column of names and numbers.
 */
function rightColumnAddress(lines: string[], from: number): Address | null {
  for (let k = from; k < Math.min(lines.length - 1, from + 2); k++) {
    const words = (lines[k] as string).trim().split(/\s+/);
    const cut = lastStreetStart(words);
    const street = cut > 0 ? words.slice(cut).join(' ').replace(/,$/, '') : '';
    const city = CITY_ENDING_LINE.exec((lines[k + 1] as string).trim());
    const state = city ? stateCode(city[2] as string) : null;
    if (street && !INLINE_ADDRESS.test(street) && city && state)
      return { street: street.replace(/^[\dOlI]+/, digitsOf), city: (city[1] as string).trim(), state, zip: digitsOf(city[3] as string) };
  }
  return null;
}

/** The lower-case words of a person's name: "de", "van", "bin". */
const NAME_PARTICLE = /^(?:de|del|la|las|los|van|von|der|den|da|di|du|le|y|bin|al)$/;

/**
 * A summons's words to the defendant before their name: "TO THE DEFENDANT:", "THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:";
 * or the state's greeting to them by name (corpus 2027-01-06): "STATE OF NEW MEXICO to Marisol Anaya Tsosie, Greetings:".
 */
const ADDRESSED_TO_DEFENDANT =
  /\bto\s+the\s+(?:above[- ]?named\s+)?defendants?(?:\(s\))?\s*:\s*(\S.*)$|\bstate\s+of\s+[a-z]+(?:\s+[a-z]+)?,?\s+to:?\s+(?!the\b)(\S.*?),?\s+greetings?\b/i;

/**
 * A letter's lines above the recipient's address that are not a person: how it was sent, its marks, its reference ("Reference #:"); or a court's heading
 * or the paper's title over the court's address ("SMALL CLAIMS SESSION", "WRIT OF SUMMONS" over "… Division: 80 Elm St, …").
 */
export const RECIPIENT_NOT_A_NAME =
  /\b(via|mail|class|certified|return|receipt|personal|confidential|urgent|important|notice|re|dear|date|payment|balance|account|office|delivery|priority|express|court|session|judicial|branch|division|district|circuit|clerk|writ|summons|complaint|petition|reference|ref|acct)\b|#/i;

/** A sentence's words before the person's address: "whose address is", "her last known address is". */
const ADDRESS_IS =
  /\b(?:whose|his|her|their|cuya)\s+(?:(?:last\s+known|mailing|home|residence|street|usual)\s+)?(?:address|residence|direcci[oó]n)\s+(?:is|es)\b/i;

/** The consumer's address: under their name wherever it is printed, or on a line that names them ("… resides at 4820 Clairemont Dr, San Diego, CA 92117"). */
export function addressOf(lines: string[], name: string, near: Address | null): Address | null {
  if (near?.street) return near;
  // Found without its generational suffix, which OCR misreads ("Pettigrew Ill" for "III", blind corpus 2027-01-05).
  const bare = name.replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?$/i, '');
  const key = nameKey(bare);
  // The name as a service block prints it, last name first: "BATISTE, MONIQUE S." for "Monique S. Batiste".
  const words = bare.split(/\s+/);
  const reversed = words.length >= 2 ? nameKey(`${words.at(-1)} ${words.slice(0, -1).join(' ')}`) : key;
  let partial: Address | null = null;
  for (const [i, line] of lines.entries()) {
    const names = nameKey(line).includes(key) || nameKey(line).includes(reversed);
    const labelled =
      /\baddress (?:of|for) (?:the )?(?:defendant|service)\b|\bdefendants?['’]?s?['’]? (?:last known |mailing |home |current |residence |residential )?address\b|\bdirecci.n del demandad[oa]\b/i.test(
        line,
      );
    // A sentence saying where the defendant lives, which may begin on the line before ("Defendant is an / individual who may be served … at").
    // (Or a return of service's "at the last and usual place of abode of the defendant, 12 Elm St, …".)
    const says = (text: string) =>
      /\b(?:defendants?|demandad[oa])\b.{0,80}\b(?:resides?|residing|resident|lives|served|domicilio|vive)\b|\bdefendants?['’]s?\s+(?:dwelling|usual\s+place\s+of\s+abode)\b|\b(?:abode|dwelling|residence)\s+of\s+(?:the\s+)?(?:said\s+|within[- ]named\s+)?defendant\b/i.test(
        text,
      );
    // A summons's sentence that gives it: "… to summon Ana Ruiz, whose address is" then "12 Elm St, Ames, IA 50010, to appear …".
    // (Never the lawyer's: "… upon Ann Roe, Esq., plaintiff's attorney, whose address is …".)
    const told = ADDRESS_IS.test(line) && !/\b(?:attorneys?|counsel|esq)\b/i.test(line);
    if (
      !names &&
      !labelled &&
      !told &&
      !says(line) &&
      !(says(`${lines[i - 1] ?? ''} ${line}`) && (inlineAddress(line) || inlineAddress(`${line} ${lines[i + 1] ?? ''}`)))
    )
      continue;
    // "… residing at 3920 Mountain View Dr Apt 5," then "Anchorage, AK 99508." on the next line.
    // (A comma OCR read twice, "St. W,, Apt. 3", is one.)
    const together = withPlaceWordsDropped(`${line} ${lines[i + 1] ?? ''}`.replace(/,{2,}/g, ','));
    const joined = [inlineAddress(together) ? together : withCommasForPeriods(together)];
    const found =
      (told && !inlineAddress(line) && INLINE_ADDRESS.test(lines[i + 1] ?? '') ? addressAt(lines, i + 1) : null) ??
      (inlineAddress(line) ? addressAt(lines, i) : null) ??
      // (Not with a lawyer's sentence on the next line: "… Esq., plaintiff's attorney, whose address is …".)
      (inlineAddress(joined[0] as string) && !/\b(?:attorneys?|counsel|esq)\b/i.test(lines[i + 1] ?? '') ? addressAt(joined, 0) : null) ??
      (names ? addressNear(lines, i + 1, 3) : null) ??
      // A form of captioned blanks ("DEFENDANT NAME" under the name), other blanks between the street's and the city's.
      (names && FORM_CAPTION.test(lines[i + 1] ?? '') ? addressNear(lines, i + 1, 6) : null) ??
      (names ? tableRow(lines, i, key, reversed) : null) ??
      // A letter's recipient block interleaved with its side column ("November 2, 2026", "Our file: …", "Account ending 8840").
      (names ? interleavedAddress(lines, i + 1) : null) ??
      // A letter's window block read on the same lines as a side column to its left ("Marisa L. Keller 417 Birchwood Ln #3B").
      (names ? rightColumnAddress(lines, i + 1) : null) ??
      // "Defendant's Address:" with the address on the lines under it.
      (labelled ? addressNear(lines, i, 4) : null);
    if (found?.street) return found;
    // (The street's line OCR lost, or read without its number: the city line under the name is still theirs.)
    if (names && found?.city) partial ??= found;
  }
  return near ?? boxBesideLabel(lines) ?? streetCityRow(lines) ?? partial;
}

/**
 * A "Serve at:" box printed beside the text: its label read alone, the text's other column
 * between it and the box's lines. The first street with its city under it, a few lines on.
 */
function boxBesideLabel(lines: string[]): Address | null {
  // (Or a pleading's service list at its end, "SERVICE LIST — PLEASE SERVE:", its heading perhaps cut off by the photo's edge.)
  const label = lines.findIndex((l) => /^(?:please\s+)?serve\s+(?:at|on)\s*:?$|^(?:service|defendant'?s?)\s+address\s*:?$|^service\s+list\b/i.test(l.trim()));
  if (label < 0) return null;
  for (let k = label + 1; k < Math.min(lines.length - 1, label + 12); k++) {
    if (!STREET_LINE.test(lines[k] as string) || INLINE_ADDRESS.test(lines[k] as string)) continue;
    const address = addressAt(lines, k + 1);
    if (address?.street) return address;
  }
  return null;
}

/** A table's heading row naming an address's columns: "DEFENDANT  STREET  CITY", "NAME  ADDRESS  CITY  STATE  ZIP". */
const ADDRESS_COLUMNS = /^(?=.*\b(?:street|address)\b)(?=.*\bcity\b|\s*(?:defendants?|name|party)\b)[A-Za-z ,./()]{8,80}$/i;
/** The state's and ZIP's heading of a table whose columns OCR read as a second block, under the rows: "STATE  ZIP  SERVICE (DATE TYPE)". */
const STATE_ZIP_COLUMNS = /^(?:.*\s)?state\s+(?:zip\b|\S{1,4}\s)/i;

/**
 * The consumer's row of a table with street and city columns ("Marta J. Keller  915 N Ohio St
 * Salina"), its state and ZIP on the same row or, as OCR read the table in two blocks, in the
 * same row of the "STATE  ZIP" columns under it.
 */
function tableRow(lines: string[], i: number, key: string, reversed: string): Address | null {
  let h = i - 1;
  while (h >= Math.max(0, i - 4) && !ADDRESS_COLUMNS.test(lines[h] as string)) h--;
  if (h < Math.max(0, i - 4)) return null;
  // The row's text after the name: the name's words are the row's first words.
  const words = (lines[i] as string).split(/\s+/);
  let cut = 0;
  for (let w = 1; w <= words.length; w++) {
    const k = nameKey(words.slice(0, w).join(' '));
    if (k === key || k === reversed) cut = w;
  }
  if (cut === 0) return null;
  const rest = words
    .slice(cut)
    .join(' ')
    .replace(/^[,:;]\s*/, '');
  const whole = STREET_CITY_STATE_ROW.exec(rest) ?? STREET_CITY_ROW.exec(rest);
  if (!whole) return null;
  const street = (whole[1] as string).replace(/^[\dOlI]+/, digitsOf);
  const city = (whole[2] as string).trim();
  const ownState = whole[3] ? stateCode(whole[3]) : null;
  if (ownState && whole[4]) return { street, city, state: ownState, zip: digitsOf(whole[4]) };
  // The state and ZIP columns read under the rows, in the rows' order.
  const row = i - h - 1;
  const columns = lines.findIndex((l, k) => k > i && k <= i + 8 && STATE_ZIP_COLUMNS.test(l));
  if (columns < 0) return null;
  const values = lines.slice(columns + 1, columns + 6).filter((l) => /^[A-Za-z]{2}\.?\s+[\dOoIlSB]{5}\b/.test(l));
  const value = /^([A-Za-z]{2})\.?\s+([\dOoIlSB]{5})\b/.exec(values[row] ?? '');
  const state = value ? stateCode(value[1] as string) : null;
  return value && state ? { street, city, state, zip: digitsOf(value[2] as string) } : null;
}

/** A table row's street, to its suffix, direction and unit: "915 N Ohio St", "14 Oak Rd, Apt 2". */
const ROW_STREET_TO_SUFFIX = String.raw`([\dOlI]{1,6}[A-Za-z]?\s+.*?\b(?:${STREET_SUFFIX}|court|run|row|pass|path|trace|crossing|landing|commons)\b\.?(?:\s+(?:[NSEW]|NE|NW|SE|SW)\b)?(?:,?\s+${UNIT}\.?\s*[A-Za-z0-9-]+)?)`;
/** The row with its state and ZIP: "915 N Ohio St Salina KS 67401". */
const STREET_CITY_STATE_ROW = new RegExp(
  `^${ROW_STREET_TO_SUFFIX},?\\s+([A-Za-z][A-Za-z.'-]+(?:\\s[A-Za-z][A-Za-z.'-]+){0,2}),?\\s+(${STATE_WORD})\\.?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`,
  'i',
);
/** The row without them, the city its last column: "915 N Ohio St Salina". */
const STREET_CITY_ROW = new RegExp(`^${ROW_STREET_TO_SUFFIX},?\\s+([A-Za-z][A-Za-z.'-]+(?:\\s[A-Za-z][A-Za-z.'-]+){0,2})$()()`, 'i');

/**
 * A caption printed on one line, "ACME FUNDING, LLC v. Ana M. Ruiz - Debt Claim Case": the plaintiff
 * before the "v.", the defendant after it, the line's further words after a dash or a slash cut off.
 */
export function oneLineCaption(lines: string[]): { plaintiff: Party; defendant: Party } | null {
  for (const [at, line] of lines.entries()) {
    // (Or a run-on caption with its roles, perhaps wrapped onto the next line: "ACME LLC, a Delaware …," / "Plaintiff, against ANA RUIZ, and …, Defendants.".)
    const roled = [line, `${line} ${lines[at + 1] ?? ''}`]
      .map((l) =>
        /^(.{3,120}?),\s+plaintiffs?,?\s+(?:v\.?|vs\.?|against|versus)\s+(.{3,80}?)(?:,?\s+(?:and|&)\s+[^,]{3,40})?,\s+defendants?\.?$/i.exec(l.trim()),
      )
      .find((r) => r !== null);
    const m = roled ?? /^(?:re\s*:\s*|case\s+name\s*:\s*)?(.{3,80}?)\s+(?:v|vs)\.\s+(.{3,60}?)(?:\s+[-/|]\s+.*|,\s*et\s+al\.?)?$/i.exec(line);
    if (!m) continue;
    const plaintiff = partyName(m[1] as string);
    const defendant = partyName(m[2] as string);
    // (A sentence is no caption: each side is a name, capitalized word by word.)
    const capitalized = (name: string) => name.split(/\s+/).every((w) => /^[A-Z0-9&]/.test(w) || NAME_PARTICLE.test(w));
    if (plaintiff && defendant && capitalized(plaintiff) && capitalized(defendant) && /\s/.test(defendant))
      return { plaintiff: { name: plaintiff, at, address: null }, defendant: { name: defendant, at, address: null } };
  }
  return null;
}

/** The consumer's phone, SSN and birth date, from the lines of their block. */
export function consumerDetails(lines: string[], from: number) {
  const result: { phone: string | null; lastFour: string | null; ssn: string | null; birthdate: string | null } = {
    phone: null,
    lastFour: null,
    ssn: null,
    birthdate: null,
  };
  if (from < 0) return result;
  for (const [k, line] of lines.slice(from, from + 7).entries()) {
    if (k > 0 && /^attorney|^amount|^you have been|^plaintiff/i.test(line)) break;
    const phone = /(?:phone|telephone)\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4})/i.exec(line);
    if (phone?.[1] && !result.phone) result.phone = phone[1].replace(/\D/g, '');
    const ssn = /(?:SSN|social security(?: number)?|SS#)[^\d\n]*?([X*\d]{3})?[\s-]*([X*\d]{2})?[\s-]*(\d{4})\b/i.exec(line);
    if (ssn) {
      result.lastFour = ssn[3] as string;
      const full = `${ssn[1] ?? ''}${ssn[2] ?? ''}${ssn[3]}`;
      if (/^\d{9}$/.test(full)) result.ssn = full;
    }
    const dob = /(?:date of birth|DOB|birth ?date)\s*:?\s*(\d{1,2})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{4})/i.exec(line);
    if (dob) result.birthdate = `${dob[3]}-${(dob[1] as string).padStart(2, '0')}-${(dob[2] as string).padStart(2, '0')}`;
  }
  return result;
}
