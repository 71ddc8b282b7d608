/** Addresses on court papers: "City, ST 12345" under a street line, or on one line ("resides at …") (extract-fields.ts). */
import { CASE_LABEL } from './numbers.js';
import { STATE_CODES, STATE_NAMES_PATTERN, STREET_SUFFIX, stateNamed, UNIT } from './words.js';

export { STREET_SUFFIX, UNIT };

export type Address = { street: string; city: string; state: string | null; zip: string };

export const ZIP_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', B: '8' };
export const digitsOf = (s: string) => [...s].map((c) => ZIP_DIGITS[c] ?? c).join('');
/** A state as printed after a city: a code ("WA", "P.A." as OCR spaced it, "1A" as OCR read IA) or a name. */
export const STATE_WORD = `[A-Z10]\\.?\\s?[A-Z10]\\.?|${STATE_NAMES_PATTERN}`;
/** A floor as a street's unit: "2nd Floor", "3rd Fl.". */
const FLOOR = '\\d{1,3}(?:st|nd|rd|th)\\s+F[lI1](?:oor\\b|\\.|\\b)';

/**
 * A pleading's sentence naming the place in words: "1842 Elm Drive, in the City of Ames, County of Story, Iowa 50010"
 * reads "1842 Elm Drive, Ames, Iowa 50010".
 */
export const withPlaceWordsDropped = (text: string) =>
  text.replace(
    /,\s+in\s+the\s+(?:city|town|village|borough)\s+of\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3}),\s+(?:(?:county|parish)\s+of\s+[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3},\s+)?/gi,
    ', $1, ',
  );

/** A flat of a house named by where it is, no number: "1107 W. 22nd Ave., Rear". */
const FLAT_UNIT = '(?:Upper|Lower|Rear|Front|Bsmt|Basement)\\b';
/** A rural route's box, a street with no house number: "RR 3 Box 47", "Rural Route 3, Box 40", "HC 61 Box 7". */
const RURAL_ROUTE = /^(?:RR|R\.\s?R\.|Rural\s+Route|HC)\s*\d{1,3},?\s+Box\s+\d+/i;
/**
 * "City, ST 12345": the city, the state, the ZIP (its digits possibly read as letters); past the other column's role read onto
 * the line ("AND CO-DEFENDANT Des Moines, IA 50312").
 */
export const CITY_LINE = new RegExp(
  `^(?:(?:and\\s+)?(?:co-?)?(?:defendant|plaintiff|claimant|respondent)s?(?:\\(s\\))?\\s+)?([A-Za-z][A-Za-z .'-]*?)[,.]?\\s+(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`,
  'i',
);
/** "1420 Elm St, Apt 4B, Kent, WA 98032" on one line (a service block, "resides at …"). */
export const INLINE_ADDRESS = new RegExp(
  `\\b((?:(?:RR|Rural\\s+Route|HC)\\s+)?[\\dOlI]{1,6}(?:-\\d{1,5})?[A-Za-z]?\\s+[A-Za-z0-9][A-Za-z0-9 .#'/-]*?(?:,?\\s+${UNIT}\\.?\\s*[A-Za-z0-9-]+|,?\\s+${FLOOR}|,?\\s+${FLAT_UNIT})?),\\s*(?!${UNIT}\\b)([A-Za-z][A-Za-z .'-]{1,30}?),?\\s+(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`,
  'i',
);
/** The same, as a caption prints it, capitalised: "St", "Avenue". */
export const STREET_SUFFIX_TITLED = STREET_SUFFIX.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => bar + c.toUpperCase());
/**
 * A form's one line with the street and the city under separate headings ("STREET ADDRESS  CITY /
 * STATE / ZIP"), so no comma between them: the street ends at its suffix or its unit.
 */
export const STREET_THEN_CITY = new RegExp(
  `^([\\dOlI]{1,6}(?:-\\d{1,5})?[A-Za-z]?\\s+[A-Za-z0-9 .'-]*?\\b(?:${STREET_SUFFIX}|court)\\b\\.?(?:\\s+(?:[NSEW]|NE|NW|SE|SW))?(?:,?\\s+${UNIT}\\.?\\s*[A-Za-z0-9-]+|,?\\s+${FLOOR})?),?\\s+([A-Za-z][A-Za-z.'-]+(?:\\s[A-Za-z][A-Za-z.'-]+){0,2})(?:,\\s*|\\s+)(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`,
  'i',
);
/** Words a street line has: a suffix, a direction, a unit. */
export const STREET_WORD = new RegExp(
  String.raw`\b(?:${STREET_SUFFIX}|run|path|xing|crossing|trace|trce|row|walk|pass|bend|cove|cv|ridge|glen|landing|commons|mews|heights|hts|manor|alley|aly|crest|grove|hollow|point|pt|route|rte|plaza|apt|unit|suite|ste|lot|n|s|e|w|ne|nw|se|sw|north|south|east|west)\b\.?|#\s?\d`,
  'i',
);
/** A grid address, its house number and a coordinate, its direction perhaps read onto the number: "450 S 300 W", "2214S. 1300 E.". */
const GRID_STREET = /^[\dOlI]{1,6}\s*[NSEW]\.?\s+[\dOlI]{1,5}\s*[NSEW]\.?(?=$|[\s,])/;
/** A Wisconsin county grid address, both coordinates lettered before their numbers: "N14 W24200 Tower Place Dr", "W156N8834 Pilgrim Rd". */
const LETTERED_GRID_STREET = /^[NSEW][\dOlI]{1,4}\s?[NSEW][\dOlI]{2,6}\s+[A-Za-z]/;
export const STREET_LINE = {
  test: (line: string) =>
    GRID_STREET.test(line) ||
    LETTERED_GRID_STREET.test(line) ||
    (/^[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z0-9]/.test(line) && (STREET_WORD.test(line.replace(/^\S+/, '')) || /\s(?:court|ct)\.?,?$/i.test(line))) ||
    /^P\.?\s?O\.?\s+Box\s+\S+/i.test(line) ||
    RURAL_ROUTE.test(line),
};

export function stateCode(word: string): string | null {
  const letters = word
    .replace(/1/g, 'I')
    .replace(/0/g, 'O')
    .replace(/[^A-Za-z ]/g, '')
    .trim();
  if (letters.replace(/\s/g, '').length === 2) {
    const code = letters.replace(/\s/g, '').toUpperCase();
    if (STATE_CODES.has(code)) return code;
    // A serif capital I read as a T: "Peoria, TL 61602" is IL, "Providence, RT 02903" RI (corpus 2027-01-10); never a code that is one already.
    const asI = [code.replace(/^T/, 'I'), code.replace(/T$/, 'I')].find((c) => c !== code && STATE_CODES.has(c));
    return asI ?? null;
  }
  return stateNamed(letters);
}

/** An address written on one line, after "at" where the line says where ("resides at …", "served at …"). */
export function inlineAddress(line: string): RegExpExecArray | null {
  const at = /\b(?:at|en)\s+(?=\d)/i.exec(line);
  return (at ? INLINE_ADDRESS.exec(line.slice(at.index + at[0].length)) : null) ?? INLINE_ADDRESS.exec(line);
}

/** A line with its commas read as periods, as a phone photo's blur reads them: "3318 Elm Rd. Waco. TX 76701". */
export const withCommasForPeriods = (line: string) => line.replace(/(?<=[A-Za-z0-9])\.\s+(?=[A-Z\d])/g, ', ');

/** A form's label before an address line: "Defendant address:", "Mailing address:", "City, State, Zip:". */
export const ADDRESS_LABEL =
  /^(?:\d{1,2}[.)]?\s+)?[^\s:]{0,3}?(?:(?:(?:d?e?fendant(?:'?s)?\s+)?(?:last\s+known\s+)?(?:(?:mailing\s+|home\s+|street\s+|residence\s+)?address(?:\s+line\s*\d)?|residence)|(?:residence\s+|home\s+)?street|(?:please\s+)?serve[ds]?\s+(?:at|on)|service\s+address|address\s+(?:for|of)\s+service)\s*(?::\s*|\s+(?=[\dOlI]{1,6}\s))|(?:d?e?fendant(?:'?s)?\s+)?(?:city|town)\s*[,/]?\s*st(?:ate)?\s*[,/]?\s*(?:and\s+)?zip(?:\s*code)?\s*(?::\s*|\s+(?=[A-Za-z])))/i;
/** A form's city row with its own labels: "City: Akron  State: OH  Zip: 44301". */
const CITY_ROW = /^city\s*[:.]\s*([A-Za-z][A-Za-z .'-]*?)\s+state\s*[:.]\s*([A-Za-z]{2})\.?\s+zip(?:\s*code)?\s*[:.]\s*([\dOoIlSB]{5})\b/i;

/** A street's own caption: "Street", "Street and apartment", "No. and street (apt.)", "Calle". */
const STREET_CAPTION =
  /^(?:(?:house\s+)?(?:no\.?|number)\s+(?:and|&)\s+)?(?:street|calle(?:\s*,?\s*n.mero)?(?:\s*,?\s*y\s+(?:apartamento|apto\.?|unidad))?|direcci[oó]n \(calle\))(?:\s*(?:and|&|\/|,)\s*(?:apartment|apt\.?|unit)(?:\s*(?:or|\/)\s*(?:unit|apt\.?|suite))?)?(?:\s*\([^)]{0,40}\))?$/i;
/** A form's caption of an address field, printed under the value: "Defendant's street address (apt./unit)", "Address where served (Dirección)", a bare "Street". */
const FIELD_CAPTION = {
  test: (raw: string) => isCaption(raw.replace(/[.,:;]+$/, '')),
};
// (Its second part after a slash: "STREET ADDRESS / APARTMENT".)
const isCaption = (line: string) =>
  /^(?![^(]*\baddress\b[^(]*\baddress\b)[A-Za-z' ]{0,30}\baddress\b(?:\s*\/\s*)?[A-Za-z' ]{0,30}(?:\([^)]{0,40}\))?$/i.test(line) || STREET_CAPTION.test(line);

/** "ZIP" as OCR reads it in a blank's small caption: "2IP", "2p", "zp". */
export const ZIP_MISREAD = /\b(?:2IP|2P|ZP)\b/gi;

/** Any field's caption a form prints under its value: "Plaintiff's name", "City, state, ZIP", "Defendant's street address (apt./unit)". */
export const FORM_CAPTION = {
  test: (raw: string) => isFormCaption(raw.replace(/[.,:;]+$/, '')),
};
const isFormCaption = (raw: string) => {
  // ("ZIP" read "2IP", "2p" or "zp" under a blank.)
  const line = raw.replace(ZIP_MISREAD, 'ZIP');
  return /^(?=[^\d]*$)[A-Za-z' ,./]{0,40}\b(?:name|address|zip)\b[A-Za-z' ,./]{0,30}(?:\([^)]{0,40}\))?$/i.test(line) || STREET_CAPTION.test(line);
};

/** The address a line begins, or a street line with the city line under it. */
export function addressAt(lines: string[], k: number): Address | null {
  // (A comma OCR read twice, "St. W,, Apt. 3", is one.)
  const own = (lines[k] as string).replace(ADDRESS_LABEL, '').replace(/,{2,}/g, ',');
  // The ZIP wrapped onto a line of its own: "133 Oak St, Suite 300, Albany, GA" then "31701".
  // (Past a speck's line between them: "Hilo, HI" / "41}" / "96720".)
  const isZip = (l: string | undefined) => /^[\dOlI]{5}(?:-\d{4})?[,.]?$/.test(l ?? '');
  const zipAt = isZip(lines[k + 1]) ? k + 1 : /^\S{1,5}$/.test((lines[k + 1] ?? '').trim()) && isZip(lines[k + 2]) ? k + 2 : -1;
  const zipBelow = zipAt > 0 && /[,\s][A-Za-z]{2}\.?$/.test(own) && !/^[\dOlI]{5}\b/.test(own);
  const read = zipBelow ? `${own} ${lines[zipAt]}` : own;
  // Its commas read as periods: "2210 Elm Rd SW. Unit 14. Macon. GA 31201".
  const pointed = withCommasForPeriods(read);
  const line = !inlineAddress(read) && pointed !== read && inlineAddress(pointed) && stateCode(inlineAddress(pointed)?.[3] ?? '') ? pointed : read;
  const inline = inlineAddress(line);
  // Two columns on one line: one address whole, the other's street after it with its city on the next line
  // ("100 Pearl St, 8th Floor, Hartford, CT 06103 88 Zion St, Apt 3" then "Hartford, CT 06106"): the stacked one is read down.
  const after = inline ? line.slice(line.indexOf(inline[0]) + inline[0].length).replace(/^[\s,;-]+/, '') : '';
  const below = lines[k + 1] ?? '';
  if (inline && STREET_LINE.test(after) && !INLINE_ADDRESS.test(after) && CITY_LINE.test(below)) {
    const city = CITY_LINE.exec(below) as RegExpExecArray;
    const state = stateCode(city[2] as string);
    if (state)
      return {
        street: after.replace(/,$/, '').replace(/^[\dOlI]+/, digitsOf),
        city: (city[1] as string).replace(/[.,]+$/, '').trim(),
        state,
        zip: digitsOf(city[3] as string),
      };
  }
  if (inline) {
    const state = stateCode(inline[3] as string);
    // Read with its periods as commas, the street keeps the period its suffix was printed with: "Ave. Wichita, KS" is "Ave.".
    const from = line === pointed && pointed.length === read.length ? line.indexOf(inline[1] as string) : -1;
    const abbreviated = /\b(?:st|ave|rd|dr|blvd|ln|ct|pl|pkwy|hwy|cir|ter|trl|[NSEW])$/i.test(inline[1] as string);
    const printed = from >= 0 && abbreviated && read[from + (inline[1] as string).length] === '.' ? `${inline[1]}.` : (inline[1] as string);
    if (state)
      return {
        street: printed.replace(/^[\dOlI]+/, digitsOf).trim(),
        city: (inline[2] as string).trim(),
        state,
        zip: digitsOf(inline[4] as string),
      };
  }
  const row = CITY_ROW.exec(lines[k] as string);
  const rowState = row ? stateCode(row[2] as string) : null;
  if (row && rowState) {
    const previous = (lines[k - 1] ?? '').replace(ADDRESS_LABEL, '').replace(/,$/, '');
    return {
      street: STREET_LINE.test(previous) ? previous.replace(/^[\dOlI]+/, digitsOf) : '',
      city: (row[1] as string).trim(),
      state: rowState,
      zip: digitsOf(row[3] as string),
    };
  }
  const both = STREET_THEN_CITY.exec(line);
  const bothState = both ? stateCode(both[3] as string) : null;
  if (both && bothState)
    return {
      street: (both[1] as string).replace(/^[\dOlI]+/, digitsOf).trim(),
      city: (both[2] as string).trim(),
      state: bothState,
      zip: digitsOf(both[4] as string),
    };
  const city = CITY_LINE.exec(line);
  if (!city) return null;
  const state = stateCode(city[2] as string);
  if (!state) return null;
  // A form prints each field's caption under its value ("Street address (apt./unit)" under the street): the street is above it.
  const captioned = FIELD_CAPTION.test(lines[k - 1] ?? '') ? k - 2 : k - 1;
  // (Its house number read onto a line of its own above it: "906" then "W Kelly Ave".)
  const ownNumber =
    /^\d{1,6}$/.test((lines[captioned - 1] ?? '').trim()) && !/^\d/.test(lines[captioned] ?? '') ? `${(lines[captioned - 1] as string).trim()} ` : '';
  // (The other column's account line read onto the street's: "88 Elm St, Apt 2 Acct. No. 4417-XXXX", "88 Elm St Card ending 0412".)
  const previous = `${ownNumber}${lines[captioned] ?? ''}`
    .replace(ADDRESS_LABEL, '')
    // (Its label after the other columns' words: "DUONG, THANH V. Service address 3850 S Pecos Rd Unit 1107".)
    .replace(/^.*?\b(?:service|mailing|home|residence|residential|street|last known) address\s*:?\s+(?=[\dOlI]{1,6}\s)/i, '')
    .replace(/\s+(?:acct|account|card|loan)\.?\s+(?:no\.?|number|#|ending)(?:\s.*)?$/i, '')
    // (Or the other column's officer who serves it: "412 Elberta St Sheriff".)
    .replace(/\s+(?:sheriff|constable|marshal)$/i, '')
    // (Or the other column's title, past a mark: "4410 SW 29th St © PETITION".)
    .replace(/\s+(?:[^\w\s]\s+)?(?:PETITION|SUMMONS|COMPLAINT)$/, '')
    .replace(/,$/, '');
  let street = STREET_LINE.test(previous) && !CASE_LABEL.test(previous) ? previous.replace(/^[\dOlI]+/, digitsOf) : '';
  // The city's own caption under it ("CITY, STATE, ZIP"): a form of captioned blanks, another blank (a date, a sentence
  // of the other column) read between the street's and the city's; the street is the value over the street's caption.
  // (The caption's first word misread in its small type: "cry STATE ZIP".)
  const cityCaption = (lines[k + 1] ?? '').replace(ZIP_MISREAD, 'ZIP');
  // (Or both its first and last words misread: "cry STATE pats".)
  const misreadCaption = /^\S{1,5}\s+state\s+\S{1,5}$/i.test(cityCaption.trim());
  if (!street && ((FORM_CAPTION.test(cityCaption) && /\b(?:city|zip)\b/i.test(cityCaption)) || misreadCaption)) {
    for (let j = k - 2; j >= Math.max(0, k - 8); j--) {
      const value = (lines[j] as string).replace(/,$/, '');
      if (FIELD_CAPTION.test(lines[j + 1] ?? '') && STREET_LINE.test(value) && !INLINE_ADDRESS.test(value) && !CASE_LABEL.test(value)) {
        street = value.replace(/^[\dOlI]+/, digitsOf);
        break;
      }
    }
  }
  // The street's unit on a line of its own over the city, the other column's lines (office hours, a license number, the date) read
  // between it and the street: "1840 Parsons Ave" / "Office hours MF 8am-6pm" / "December 1, 2026" / "Apt 4B" / "Columbus, OH 43207".
  if (!street && UNIT_ONLY.test((lines[k - 1] ?? '').trim())) {
    for (let j = k - 2; j >= Math.max(0, k - 5); j--) {
      const value = (lines[j] as string).replace(/,$/, '');
      if (INLINE_ADDRESS.test(value) || CITY_LINE.test(value)) break;
      if (STREET_LINE.test(value) && !CASE_LABEL.test(value)) {
        street = `${value.replace(/^[\dOlI]+/, digitsOf)} ${(lines[k - 1] as string).trim()}`;
        break;
      }
    }
  }
  // A sidebar's line read between the street and its city ("12 Elm St" / "Creditor to whom the" / "Ames, IA 50010"): words, no number.
  const between = lines[k - 1] ?? '';
  const twoUp = (lines[k - 2] ?? '').replace(/,$/, '');
  if (!street && /^[A-Za-z][A-Za-z ,.'’:-]*$/.test(between) && STREET_LINE.test(twoUp) && !INLINE_ADDRESS.test(twoUp) && !CASE_LABEL.test(twoUp))
    street = twoUp.replace(/^[\dOlI]+/, digitsOf);
  // A form of captioned blanks, the street's value over its caption a few lines up, another blank between ("482 Oak Rd" / "STREET ADDRESS" / "…" / "Ames IA 50010").
  if (!street) {
    for (let j = k - 2; j >= Math.max(0, k - 4); j--) {
      const value = (lines[j] as string).replace(/,$/, '');
      if (STREET_CAPTION_ONLY.test((lines[j + 1] ?? '').trim()) && STREET_LINE.test(value) && !INLINE_ADDRESS.test(value) && !CASE_LABEL.test(value)) {
        street = value.replace(/^[\dOlI]+/, digitsOf);
        break;
      }
    }
  }
  return { street, city: (city[1] as string).replace(/[.,]+$/, '').trim(), state, zip: digitsOf(city[3] as string) };
}

/** A unit alone on its line: "Apt 4B", "#12", "Unit 3". */
export const UNIT_ONLY = new RegExp(String.raw`^${UNIT}\.?\s*[A-Za-z0-9-]{1,6}$`, 'i');

/** A street's own caption under its blank: "STREET ADDRESS", "Street", "Defendant's street address". */
const STREET_CAPTION_ONLY = /^(?:[A-Za-z']+\s+){0,2}street(?:\s+address)?(?:\s*\([^)]{0,30}\))?[.:]?$/i;

/** A field of a person's block a form may leave empty between the name and the address: "Alias:", "a/k/a:", "Phone:". */
const EMPTY_OWN_FIELD = /^(?:alias(?:es)?|a\/?k\/?a|also known as|phone|tel(?:ephone)?|date of birth|dob)\s*:?\s*-?$/i;

/** A lawyer's bar or registration number on their line: "Ga. Bar No. 448120", "Atty. Reg. #: 48810", "(P61234)", "VSB 81133". */
const LAWYERS_NUMBER =
  /\b(?:bar\s*(?:roll\s*)?(?:no\b|#|number\b)|atty\.?\s*reg\b|reg(?:istration)?\.?\s*(?:no\b|#)|sbn\b)|\(P\d{4,6}\)|\b[A-Z]{0,2}SB\s*(?:no\.?|#)?\s*\d{4,}/i;

/** The first address in lines from..from+span. */
export function addressNear(lines: string[], from: number, span: number): Address | null {
  let end = from + span;
  for (let k = Math.max(0, from); k < Math.min(lines.length, end); k++) {
    // A form's caption under a value ("Defendant's name", "Street address (apt./unit)") takes no line of the span.
    if (FORM_CAPTION.test(lines[k] as string)) end++;
    // Another block begins: its address is not this one's.
    const line = lines[k] as string;
    // An empty field of the person's own block ("Alias:", "Phone:") is no new block.
    if (EMPTY_OWN_FIELD.test(line)) continue;
    // A sentence naming a lawyer gives the lawyer's address: "… serve upon Ann Roe, Esq., plaintiff's attorney, whose address is 9 Elm St, …".
    if (/\b(?:attorneys?|counsel|esq)\b/i.test(line) && INLINE_ADDRESS.test(line)) continue;
    // A lawyer's line with their bar or registration number: the lawyer's block begins, and the address under it is theirs.
    if (LAWYERS_NUMBER.test(line)) return null;
    if (!ADDRESS_LABEL.test(line) && /^[^:]{2,40}:\s*$|^(?:attorneys?|plaintiff|defendant)\b.*:|attorneys?\s+for/i.test(line)) return null;
    // The plaintiff's address field of a form, its label without a colon ("Plaintiff address / phone / e-mail"): never the consumer's.
    // (A numbered box's too: "5. PLAINTIFF ADDRESS".)
    if (/^(?:\d{1,2}[.)]?\s+)?plaintiff(?:'?s)?\s+address\b/i.test(line) && !FORM_CAPTION.test(line)) return null;
    const address = addressAt(lines, k);
    if (address) return address;
  }
  return null;
}

/** A line of a party's address, or what follows a party's name in a caption: "c/o …", "by its agent …", "as assignee of …". */
export const isAddressLine = (line: string) =>
  STREET_LINE.test(line.replace(/,$/, '')) ||
  CITY_LINE.test(line) ||
  INLINE_ADDRESS.test(line) ||
  /^[\dOlI]{5}(?:-\d{4})?[,.]?$/.test(line) ||
  // A unit's line with its city: "Suite 5, Wilmington, DE 19801", "Floor 8, Boston, MA 02110".
  new RegExp(String.raw`^${UNIT}\.?\s*[\w-]{1,6},?\s+[A-Za-z .'-]{2,40},?\s+[A-Z]{2}\.?,?\s+\d{5}(?:-\d{4})?$`, 'i').test(line) ||
  /^(?:c\/o|care of|by its|by and through|as assignee|assignee of|successor|d\/b\/a|dba|a\/k\/a|aka|and all|(?:tel|phone|telephone)\b|\(\d{3}\))/i.test(line);

/** A unit's word before its number: the number is no house number of a second street ("Apt 3308 455 Elm Rd"). */
const UNIT_WORD = new RegExp(String.raw`^(?:${UNIT}|no)\.?$`, 'i');

/**
 * Where the last street on a line of two columns begins: the last house number that no unit or register word owns
 * ("Apt 12", "Reg. No. 0078210"), its rest a street; -1 when none after the first word.
 */
export function lastStreetStart(words: string[]): number {
  let cut = -1;
  for (let w = 1; w < words.length; w++) {
    if (/^[\dOlI]{1,6}[A-Za-z]?$/.test(words[w] as string) && !UNIT_WORD.test(words[w - 1] as string) && STREET_LINE.test(words.slice(w).join(' '))) cut = w;
  }
  return cut;
}
/** Two columns' captions read as one line: "NAME NAME", "STREET ADDRESS STREET ADDRESS", "TELEPHONE TELEPHONE". */
const COLUMN_CAPTIONS = /^([A-Za-z][A-Za-z ,./']{1,30}?)\s+\1$/i;
/** "City, ST 12345" anywhere in a line, once per column. */
const CITY_GROUP = new RegExp(`([A-Za-z][A-Za-z .'-]*?)[,.]?\\s+(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`, 'gi');

/**
 * Two blocks printed side by side and read onto the same lines: the street line holds both streets
 * ("12 Elm St, Apt 4 40 Oak Ave") and the city line both cities ("Ames, IA 50010 Boone, IA 50036").
 * The address of column 0 (left) or 1 (right), from the lines under a name at `from`.
 */
export function columnAddress(lines: string[], from: number, column: 0 | 1): Address | null {
  // (A form's captions under the values, "NAME  NAME", "STREET ADDRESS  STREET ADDRESS", take no line of the span.)
  const captions = lines.slice(from + 1, from + 8).filter((line) => FORM_CAPTION.test(line) || COLUMN_CAPTIONS.test(line)).length;
  for (let k = from + 1; k < Math.min(lines.length, from + 4 + captions); k++) {
    const cities = [...(lines[k] as string).matchAll(CITY_GROUP)];
    if (cities.length !== 2) continue;
    const city = cities[column] as RegExpMatchArray;
    const state = stateCode(city[2] as string);
    let above = k - 1;
    while (above > from && (FORM_CAPTION.test(lines[above] as string) || COLUMN_CAPTIONS.test(lines[above] as string))) above--;
    const street = (lines[above] ?? '').replace(ADDRESS_LABEL, '');
    const words = street.split(/\s+/);
    // The second street begins at the last house number that no unit word owns, its rest a street.
    const cut = lastStreetStart(words);
    if (!state || cut < 0) return null;
    const part = (column === 0 ? words.slice(0, cut) : words.slice(cut)).join(' ').replace(/,$/, '');
    if (!STREET_LINE.test(part)) return null;
    return { street: part.replace(/^[\dOlI]+/, digitsOf), city: (city[1] as string).trim(), state, zip: digitsOf(city[3] as string) };
  }
  return column === 1 ? rightBelowLeft(lines, from) : null;
}

/** A city, state and ZIP ending a line after one token of the other column: "info@acme.test Salem, OR 97302". */
const CITY_AFTER_OTHER_COLUMN = new RegExp(
  `^\\S+\\s+([A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2}),\\s*(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?$`,
);

/**
 * The right column's address when its lines run one lower than the left's: the left's city line carries the right's
 * street after the ZIP ("Salem, OR 97301 88 Elm St, Apt 2"), and the right's city is alone on the next line.
 */
function rightBelowLeft(lines: string[], from: number): Address | null {
  for (let k = from + 1; k < Math.min(lines.length - 1, from + 5); k++) {
    // (Or the left's whole address on one line: "12 Oak Rd, Salem, OR 97301 88 Elm St, Apt 2".)
    const whole = INLINE_ADDRESS.exec(lines[k] as string);
    const left = CITY_LINE.exec(lines[k] as string) ?? (whole?.index === 0 ? whole : null);
    const street = left ? (lines[k] as string).slice(left[0].length).trim().replace(/,$/, '') : '';
    if (!left || !STREET_LINE.test(street) || INLINE_ADDRESS.test(street)) continue;
    // (The right's city after the left's last line, its e-mail or phone: "info@acme.test Salem, OR 97302".)
    const city = CITY_LINE.exec((lines[k + 1] as string).trim()) ?? CITY_AFTER_OTHER_COLUMN.exec((lines[k + 1] as string).trim());
    const state = city ? stateCode(city[2] as string) : null;
    if (city && state) return { street: street.replace(/^[\dOlI]+/, digitsOf), city: (city[1] as string).trim(), state, zip: digitsOf(city[3] as string) };
  }
  return null;
}

/**
 * An address whose captions are printed over their values, a return's "STREET" over the street and
 * "CITY  STATE  ZIP" over "Austin TX 78739" (a state the OCR may miss).
 */
export function headedAddress(lines: string[]): Address | null {
  for (let k = 0; k + 3 < lines.length; k++) {
    if (!/^street(?:\s+address)?\s*:?$/i.test(lines[k] as string)) continue;
    const street = (lines[k + 1] as string).replace(/,$/, '');
    if (!STREET_LINE.test(street) || !/\bcity\b/i.test(lines[k + 2] as string)) continue;
    const city = new RegExp(`^([A-Za-z][A-Za-z .'-]*?)[,.]?(?:\\s+(${STATE_WORD}))?[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?$`, 'i').exec(
      (lines[k + 3] as string).trim(),
    );
    if (!city) continue;
    const state = city[2] ? stateCode(city[2]) : null;
    return { street: street.replace(/^[\dOlI]+/, digitsOf), city: (city[1] as string).trim(), state, zip: digitsOf(city[3] as string) };
  }
  return null;
}
