/** The parties of a summons: block headers, captions, form rows, a letter's recipient; the consumer's address and details (extract-fields.ts). */
import {
  type Address,
  addressAt,
  addressNear,
  columnAddress,
  digitsOf,
  FORM_CAPTION,
  INLINE_ADDRESS,
  inlineAddress,
  isAddressLine,
  STATE_WORD,
  STREET_LINE,
  stateCode,
  withCommasForPeriods,
} from './addresses.js';
import { isLabelBesideValue, isOtherColumnLine, isStateAlone, stackedAddresses, withoutSpecks, withoutTrailingSpecks } from './caption-columns.js';
import { ATTORNEY_LABEL, FIRM_WORDS } from './court-and-firm.js';
import { CASE_LABEL } from './numbers.js';
import { headsBlock } from './party-blocks.js';
import { cleanName, ENTITY_SUFFIX, isFiller, isLabelLine, isUpperName, nameKey, STATE_NAMES_PATTERN } from './words.js';

/** A service block's label: "To:", "Served on:", "Serve at:", "Para:"; what follows it is the consumer. */
export const SERVICE_LABEL =
  /^(?:service\s+list\s*[-:]?\s*)?(?:please\s+)?(?:entr[eé]guese\s+en\s*\/\s*)?(?:to|served\s+o[nu]|serve(?:\s+at)?|para|entr[eé]guese\s+en)\s*[:;]\s*(.*)$/i;

/** Words a party's name never is: labels, the court, the document's title. */
export const NOT_A_NAME =
  /\bcaseno\b|\b(court|corte|juzgado|secretario|adjunto|electronically|filed|tribunal|county of|state of|case|cause|index|docket|summons|citation|complaint|petition|claim|notice|plaintiff|defendant|demandante|demandado|attorney|address|name and|name\(s\)|clerk|division|department|precinct|amount|date|copy|parish|county|civil action)\b|:/i;

/** A sentence, an instruction or an attorney's line where a name was looked for: "You are being sued by the", "Please Serve", "Any proper officer", "Elise M. Farrah (State Bar", "10 Lindqvist". */
const NOT_A_PERSON_OR_PARTY =
  /^(?:you|your|please|any|all|each|every|if|when|whom|to (?:the|each|every|all|any|said)|first named|named|serve[ds]?)\b|^\(|^\d+[.)]?\s|\((?:state )?bar\b|\([A-Z]{0,3}SB\b|\bbar\s*(?:roll\s*)?(?:no\b|#|number\b)|\bbar$|\besq\b|\bproper officer\b|\b(?:\w+-)?day\)/i;

/** What kind of entity a party is, wrapped onto its own line of a caption: "Delaware limited liability company,". */
const ENTITY_KIND = new RegExp(
  `^(?:an?\\s+)?(?:(?:${STATE_NAMES_PATTERN}|foreign|domestic|federal|state|nonprofit|non-profit|mutual|chartered)\\s+){0,2}(?:limited liability company|corporation|limited partnership|professional corporation|national (?:banking )?association|banking (?:association|corporation)|business trust|statutory trust|company)\\b[,.]?$`,
  'i',
);

/** A party's name as printed, without the caption's tails: "; and DOES 1 through 10", ", who may be served at …", ", as assignee of …". */
export function partyName(raw: string): string | null {
  const name = cleanName(
    raw
      // A line number of pleading paper, or a form's item number, before the name ("12 KEVIN H. TRAN", "1. Luis A. Figueroa").
      .replace(/^\(?\d{1,2}[.)]?\s+(?=[A-Z][A-Za-z'.-]*(?:,?\s+[A-Z]|,?$))/, '')
      // A form's telephone column read onto the name's line: "Dana R. Keller (555) 555-0100", "Dana R. Keller unknown".
      .replace(/(?<!:)\s+(?:\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}|\(\d{3}\)|unknown|none|n\/a)$/i, '')
      // A caption's column of parentheses read after the name: "ACME CREDIT UNION, )".
      .replace(/^([^(]*?)[\s,]*\)$/, '$1')
      // The party's address after the name on its line: "Acme Funding Corp., 6 Main St, Suite 3, Ames, IA 50010".
      .replace(/,\s+(?=[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z][A-Za-z0-9 .#'/-]*,.{0,80}\b[A-Za-z]{2}\.?,?\s+[\dOoIlSB]{5}\b).*$/, '')
      // A form grid's row label without its colon: "Name Dana R. Keller".
      .replace(/^(?:NAME|Name)\s*[:.]?\s+(?=[A-Z])/, '')
      // A form's next column on the same line: "TOMASZ W. NOWAK $6,203.91 plus costs", "NORTHGATE FUNDING TRUST 2026 M1 108734".
      .replace(/\s+\$\s?\d.*$/, '')
      .replace(/^((?:[A-Za-z&.'-]+\s+){1,}[A-Za-z&.'-]+)(?:\s+[A-Z0-9-]*\d[A-Z0-9-]*){2,}$/, '$1')
      // …or one long code, a case number in the next column: "CIRCLE CITY LENDING, LLC 49K04-2503-SC-001877".
      .replace(/^(.*[A-Za-z].*?)\s+(?=[A-Z0-9-]{8,}$)(?=(?:[^\d\s]*\d){4})[A-Z0-9-]+$/, '$1')
      // "…, LLC, as" with "assignee of …" on the next line.
      // Another name in parentheses after the name: "Ana M. Ruiz (a/k/a Ana M. Soto)".
      .replace(/\s*\((?:a\/k\/a|aka|f\/k\/a|fka|also known as|formerly known as)\b.*$/i, '')
      // A note in parentheses after the name: "Ana M. Ruiz (address on the notice below)", "(see attached)".
      .replace(/\s+\((?=[^)]*\b(?:address|see|below|above|attached|served|notice)\b)[^)]*\)?\s*$/i, '')
      // The caption's co-defendants: "ANA M. RUIZ, et al.", as a photo reads it ("er al.."); a tenant's "and all other occupants".
      .replace(/[,.]?\s+e[rt]\.?\s+a[l1]\b.*$/i, '')
      .replace(/,?\s+and\s+all\s+(?:other\s+)?occupants\b.*$/i, '')
      .replace(/,?\s+as$/i, '')
      // "…, and" with the next defendant on the next line.
      .replace(/,?\s+(?:and|&)$/i, '')
      // "…, LLC, a" with "Delaware limited liability company," on the next line; OCR may drop the space (",a").
      .replace(/,\s*an?$/i, '')
      .replace(/^(?:v\.?s?\.?|vs\.|against)\s+/i, '')
      .replace(
        /\s*(?:;|,?\s+an?\s+(?:[A-Z][a-z]+\s+)?(?:limited|corporation|national|banking|foreign|domestic|individual|business|statutory|delaware|nevada)\b|,\s+(?:an?|una?)\s+|,?\s+(?:wife|husband|spouse)\b|,?\s+and\s+does\b|,?\s+does\s+\d|,?\s+who\s+may\s+be\s+served|,?\s+(?:as\s+)?(?:assignee|successor)\b|,?\s+c\/o\b|,?\s+by\s+(?:its|and)\b|,?\s+a\/k\/a\b|,?\s+aka\b|,?\s+(?:also|formerly)\s+known\s+as\b|,?\s+f\/k\/a\b|,?\s+an?\s+individual\b|,?\s+resides\b|,?\s+(?:and\s+)?the\s+marital\s+community\b|\s+and\s+(?:jane|john)\s+doe\b).*$/i,
        '',
      ),
  )
    // In capitals, its comma read as a period: "OKAFOR. CHIDI B." is "OKAFOR, CHIDI B.".
    .replace(/^(?!(?:ST|MT|FT|DR|MR|MRS|MS)\.)([A-Z][A-Z'-]{2,})\.\s+([A-Z][A-Z]+(?:\s+[A-Z]\.?)?)\.*$/, '$1, $2')
    // Printed last name first: "Renteria, Alberto J." reads "Alberto J. Renteria"; with a middle name in full
    // ("Le, Thi Mai"), once the caption's tails are cut ("LE, THI MAI, an individual"), but not a
    // generation ("Barnes, III") or an entity ("Acme, Bank USA").
    .replace(/^([A-Z][A-Za-z'-]+),\s+([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]*\.?)?)\s*$/, (whole, last: string, first: string) =>
      ENTITY_SUFFIX.test(first) || GENERATION.test(first) || ENTITY_WORDS.test(whole) ? whole : `${first} ${last}`,
    )
    // A generation after a comma, as the caption prints it ("BARNES, JR."), is written without it.
    .replace(/,\s*((?:Jr|Sr|JR|SR)\.?|II|III|IV)$/, ' $1');
  if (
    name.replace(/[^A-Za-z]/g, '').length < 3 ||
    name.length > 70 ||
    NOT_A_NAME.test(name) ||
    /^(?:name|nombre)s?$/i.test(name) ||
    // A caption's connecting words on a line of their own: "IN THE", "FOR THE".
    /^(?:(?:in|for|of|the|and|at|to|on)\s*)+$/i.test(name) ||
    NOT_A_PERSON_OR_PARTY.test(name) ||
    ENTITY_KIND.test(name) ||
    /\bno\.$/i.test(name) ||
    // A case number or a code: "J5-CV-26-004218".
    (!/\s/.test(name) && (name.match(/\d/g) ?? []).length >= 4) ||
    isAddressLine(name) ||
    // A short house number is no pleading line's number when a street's suffix ends the line: "77 Birch Hollow Ln".
    (/^\d/.test(raw.trim()) && /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|pl|place|pkwy|hwy|cir|ter|trl)\.?$/i.test(name)) ||
    /^[a-z]|[-,]$/.test(name) ||
    // A sentence: "There is no other pending or resolved" (its words' case is a sentence's, not a name's).
    name.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !NAME_CONNECTOR.test(w)).length >= 3
  )
    return null;
  return name;
}

/** The lower-case words a name may have: its particles and an entity's connecting words ("Bank of the West", "Ana de la Cruz"). */
const NAME_CONNECTOR = /^(?:of|the|and|for|at|in|on|de|del|la|las|los|van|von|der|den|da|di|du|le|y|bin|al|e|d'\S*)$/;

/** The unnamed parties a caption adds after the defendant: "X, inclusive; and ROE CORPORATIONS I through X,", "DOES 1 through 10,". */
const DOES_TAIL =
  /^(?:\d{1,2}\s+)?(?:(?:(?:through\s+)?[A-Z0-9]{1,4},\s+)?inclusive\b|(?:and\s+)?(?:john\s+|jane\s+)?(?:does|roes?)\s+(?:corporations\s+|entities\s+)?(?:\d|[IVX]+\b|through\b))/i;
/** A generation after a person's name: "Jr.", "III". */
const GENERATION = /^(?:jr|sr|ii|iii|iv)\.?$/i;
/** Words of an entity's name, never a person's given name after a comma. */
const ENTITY_WORDS = /\b(?:bank|trust|company|corp|corporation|services|financial|funding|capital|credit|union|association|group|partners|holdings|usa)\b/i;

export type Party = { name: string; at: number; address: Address | null };

/**
 * A party's block header: "DEFENDANT:", "DEFENDANT (Name & Address)", "DEFENDANT — SERVE AT:", a form's
 * numbered field "3. DEFENDANT'S NAME, ADDRESS, AND ZIP CODE", "Name And Address Of
 * Defendant 1", "Defendant's name(s), address(es), and telephone no(s).", "V. DEFENDANT",
 * "DEMANDADO:". The name is under it.
 */
export function headerOf(role: 'plaintiff' | 'defendant'): RegExp {
  const word = role === 'plaintiff' ? 'plaintiff|demandante|claimant' : 'defendant|demandad[oa]';
  const other = role === 'plaintiff' ? 'defendant|demandad' : 'plaintiff|demandante';
  // (Its translation after a slash, "PLAINTIFF / Nguyên đơn", "DEMANDADO(A) / DEFENDANT": never the other role's or a lawyer's caption.)
  const translation = `(?:\\s*\\/\\s*(?![^/]*\\b(?:${other}|attorney|abogado|counsel|clerk|court|notary))(?=(?:[^:/()]*[A-Za-z]){2})[^:/()]{1,30})?`;
  return new RegExp(
    `^(?:\\d{1,2}(?:[.)]\\s*|\\s+))?(?:parties\\s*[-:]\\s*)?(?:v\\.?s?\\.?\\s+|notice\\s+to\\s+(?:the\\s+)?|aviso\\s+al\\s+|you\\s+are\\s+being\\s+sued\\s+by\\s+|lo\\s+est[aá]\\s+demandando\\s+(?:el\\s+|la\\s+)?)?(?:first\\s+named\\s+)?(?:name\\s*(?:(?:and|&)\\s*address(?:es)?\\s*)?of\\s*(?:the\\s+)?)?(?:${word})(?:\\(s\\)|\\([ao]s?\\)|s)?(?:'s|s')?(?:\\s*\\d)?(?:\\s+(?:case\\s+number|case\\s+no\\.?|cause\\s+(?:number|no\\.?)|amount\\s+claimed|return\\s+date))?\\s*:?\\s*(?:\\(.{0,60}\\)(?:\\s*(?:and|&)\\s+address(?:es)?)?|[,-]?\\s*na(?:m|rn|v)e.{0,70}|[,-]?\\s*address.{0,50}|information|[,\\u2013\\u2014-]?\\s*(?:please\\s+)?serve(?:\\s+(?:at|on))?\\.?)?${translation}\\s*:?\\s*$`,
    'i',
  );
}

/**
 * What a form's court-use box prints between a label and its value, read in line order: a label in
 * parentheses, "ELECTRONICALLY FILED", the court's name, the filing date, the clerk's line.
 */
const STAMP_LINE =
  /^\(.*\)\s*:?$|^(?:for court use only|electronically filed|e-?filed|endorsed|conformed copy|filed)\b|^(?:superior|district|county|circuit|justice|municipal) court\b|^county of\b|^\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:executive officer|clerk of (?:the )?court|deputy(?: clerk)?)\b|^by:?\s/i;
/** A case number of the form's next column, read between a party's header and its name ("Plaintiff", "26SC004417", "ACME BANK"). */
const CODE_LINE = /^(?=[A-Z0-9-]*\d{4})(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{6,}$/;

/** The party named under a header, past a form's court-use box, and the address under the name. */
export function partyBelow(lines: string[], header: number): Party | null {
  let tried = 0;
  for (let j = header + 1; j < lines.length && j <= header + 10 && tried < 2; j++) {
    const line = lines[j] as string;
    if (STAMP_LINE.test(line) || CODE_LINE.test(line.trim()) || isStateAlone(line)) continue;
    tried++;
    const name = withoutSpecks(partyName(line));
    if (name) return { name, at: j, address: addressNear(lines, j + 1, 4) };
  }
  return null;
}

/** The party named above a caption's "Plaintiff," or "Defendant." label, past its address and "c/o" lines. */
export function partyAbove(lines: string[], label: number): Party | null {
  let address: Address | null = null;
  for (let j = label - 1; j >= Math.max(0, label - 6); j--) {
    const line = lines[j] as string;
    if (/^v\.?s?\.?$|^-?\s*against\s*-?$/i.test(line) || isFiller(line) || CASE_LABEL.test(line)) continue;
    // A form's captions printed under the blanks of a party's address ("STREET  CITY, STATE ZIP"), or the title
    // of the caption's other column ("SUMMONS") read between the name and its label.
    if (isCaptionRow(line) || DOCUMENT_TITLE.test(line) || isOtherColumnLine(line)) continue;
    if (isAddressLine(line)) {
      address ??= addressAt(lines, j);
      continue;
    }
    // A service label between the name and its label ("Serve at:", "SERVE: NAME"), the address under it: the caption's name is above.
    if (SERVICE_LABEL.test(line)) continue;
    // The end of a name that ran onto a second line ("husband and the marital community …", "Delaware limited liability company,").
    if ((/^[a-z]/.test(line) && j > label - 3) || ENTITY_KIND.test(line.trim())) continue;
    // The rest of an assignor's name wrapped from the line above ("ACME LLC, as assignee of North" then "Vision Clinic,").
    if (/\b(?:assignee|successor(?:\s+in\s+interest)?)\s+(?:of|to)\b[^,]*$|\bc\/o\b[^,]*$/i.test(lines[j - 1] ?? '') && j > label - 3) continue;
    // The unnamed parties' tail of the caption ("X, inclusive; and ROE CORPORATIONS I through X,"), or a note of the other column in parentheses.
    if (DOES_TAIL.test(line) || /^\(.*\)$/.test(line)) continue;
    // A long name wrapped before its suffix: "ABSOLUTE RESOLUTIONS INVESTMENTS," then "LLC,".
    const above = lines[j - 1];
    // (Or its last word alone: "ANACOSTIA FEDERAL CREDIT" then "UNION".)
    const lastWordWrapped = above !== undefined && /^[A-Za-z]+,?$/.test(line.trim()) && ENTITY_WITHOUT_SUFFIX.test(`${above} ${line.replace(/,$/, '')}`);
    const candidate =
      (ENTITY_SUFFIX.test(cleanName(line)) && above && /,$/.test(above) && !CASE_LABEL.test(above)) || lastWordWrapped
        ? `${above} ${line}`
        : withoutTrailingSpecks(line);
    const name = withoutSpecks(partyName(candidate));
    // A two-column caption reads the court's or the lawyer's lines between the name and its label.
    if (!name && /\b(court|county|parish|attorneys?\s+for|civil action)\b/i.test(line)) continue;
    if (!name) return null;
    const before = lines[j - 1] ?? '';
    // An alias wrapped onto its own line: "ANA M. RUIZ a/k/a" then "ANA M. SOTO,": the party is the name above it.
    const aliased = /\s(?:a\/k\/a|aka|f\/k\/a|fka|also known as|formerly known as)\s*$/i.test(before)
      ? partyName(before.replace(/\s+\S+(?:\s+known\s+as)?\s*$/i, ''))
      : null;
    if (aliased) return { name: aliased, at: j - 1, address: address ?? addressNear(lines, j + 1, label - j) };
    // Two defendants, one a line: "OMAR K. REYES AND" then "LENA P. REYES,": the first is the line above.
    const firstOfTwo = /\s(?:and|&|y)\s*$/i.test(before) ? partyName(before.replace(/\s+(?:and|&|y)\s*$/i, '')) : null;
    if (firstOfTwo && /\s/.test(firstOfTwo)) return { name: firstOfTwo, at: j - 1, address: address ?? addressNear(lines, j + 1, label - j) };
    // Defendants one a line under a plural label ("ANA R. SOLIS," then "MARCO SOLIS," then "Defendants."): the first is the consumer.
    const stacked = /s[.,:]?\s*$/i.test(lines[label] ?? '') && /,$/.test(before) && /,$/.test(line) ? partyName(before) : null;
    if (stacked && /\s/.test(stacked) && isUpperName(stacked.replace(/[^A-Za-z]/g, '')) === isUpperName(name.replace(/[^A-Za-z]/g, '')))
      return { name: stacked, at: j - 1, address: address ?? addressNear(lines, j, label - j + 1) };
    // Two defendants wrapped: "JORGE A. MENDIOLA; MARISOL" then "MENDIOLA; and DOES 1 to 10": the first is the line above (past a note in parentheses).
    let up = j - 1;
    while (up > 0 && /^\(.*\)$/.test(lines[up] ?? '')) up--;
    const first = !/\s/.test(name) && /^[A-Z]/.test(name) ? partyName((lines[up] ?? '').replace(/\s*(?:;|\band\b|&).*$/, '')) : null;
    if (first && /\s/.test(first) && /;|\band\b|&/.test(lines[up] ?? ''))
      return { name: first, at: up, address: address ?? addressNear(lines, up + 1, label - up) };
    // Defendants each in a block of name and address lines (captions under the blanks) above a plural label: the first block's name.
    if (/s[.,:]?\s*$/i.test(lines[label] ?? '') && /\s/.test(name)) {
      for (let k = j - 1; k >= Math.max(0, j - 5); k--) {
        const other = lines[k] as string;
        if (isCaptionRow(other) || isAddressLine(other)) continue;
        const firstName = k < j - 1 ? partyName(other) : null;
        if (firstName && /\s/.test(firstName) && isUpperName(firstName.replace(/[^A-Za-z]/g, '')) === isUpperName(name.replace(/[^A-Za-z]/g, '')))
          return { name: firstName, at: k, address: addressNear(lines, k + 1, j - k - 1) };
        break;
      }
    }
    // Two defendants, each with its own service line, an "and" alone between them: the first is the one above the "and".
    if (/^(?:and|&)$/i.test(lines[j - 1] ?? '')) {
      for (let k = j - 2; k >= Math.max(0, j - 7); k--) {
        const other = lines[k] as string;
        if (isAddressLine(other) || SERVICE_LABEL.test(other) || isFiller(other)) continue;
        const firstName = partyName(other);
        if (firstName && /\s/.test(firstName) && isUpperName(firstName.replace(/[^A-Za-z]/g, '')) === isUpperName(name.replace(/[^A-Za-z]/g, '')))
          // Its own service lines, or the block the caption prints for both under the second ("Serve at:" then the address).
          return { name: firstName, at: k, address: addressNear(lines, k + 1, j - k - 1) ?? address };
      }
    }
    return { name, at: j, address: address ?? addressNear(lines, j + 1, label - j) };
  }
  return null;
}

/** A row of a form's captions under its blanks, two or more of them: "STREET  CITY, STATE ZIP", "DEFENDANT NAME" ("ZIP" read "2IP"). */
const isCaptionRow = (line: string) =>
  !/\d/.test(line.replace(/\b2IP\b/gi, '')) &&
  FORM_CAPTION.test(line) &&
  (line.match(/\b(?:street|city|state|zip|2ip|name|address|phone|telephone)\b/gi) ?? []).length >= 2;
/** A paper's title alone on its line, printed in the caption's other column: "SUMMONS", "COMPLAINT". */
const DOCUMENT_TITLE = /^(?:summons|complaint|petition|citation|civil\s+warrant|small\s+claims?\s+affidavit)\s*$/i;

/**
 * The plaintiff when its "Plaintiff," label was not read: the caption's name in capitals above
 * the defendant's, past the "v.".
 */
export function captionAbove(lines: string[], defendantAt: number): Party | null {
  for (let j = defendantAt - 1; j >= Math.max(0, defendantAt - 4); j--) {
    const line = lines[j] as string;
    if (isFiller(line) || /^v\.?s?\.?$|^-?\s*against\s*-?$|^versus$/i.test(line) || isLabelLine(line, 'plaintiff')) continue;
    const name = isUpperName(line.replace(/[^A-Za-z]/g, '')) && !CASE_LABEL.test(line) ? partyName(line) : null;
    return name ? { name, at: j, address: null } : null;
  }
  return null;
}

/**
 * A caption with no role labels: a name, "VERSUS" (or "v.", "vs.", "against") on its own line, a
 * name. The name above is the plaintiff's, the one below the defendant's.
 */
export function versusCaption(lines: string[]): { plaintiff: Party; defendant: Party } | null {
  // (OCR may read the "v." twice: "Vv.".)
  const at = lines.findIndex((line) => /^(?:v{1,2}\.?|vs\.?|versus|-?\s*against\s*-?|contra)$/i.test(line.trim()));
  if (at < 0) return null;
  const nameNear = (from: number, step: 1 | -1): Party | null => {
    for (let j = from; j >= 0 && j < lines.length && Math.abs(j - at) <= 3; j += step) {
      const line = lines[j] as string;
      // The plaintiff's label between its name and the "v." when the defendant's was not read.
      if (isFiller(line) || isAddressLine(line) || CASE_LABEL.test(line) || isLabelLine(line, 'plaintiff')) continue;
      const name = partyName(line);
      return name ? { name, at: j, address: step === 1 ? addressNear(lines, j + 1, 3) : null } : null;
    }
    return null;
  };
  const plaintiff = nameNear(at - 1, -1);
  const defendant = nameNear(at + 1, 1);
  return plaintiff && defendant ? { plaintiff, defendant } : null;
}

/**
 * Two columns read as one line: the plaintiff's name, then the defendant's name already known
 * ("Copperleaf Financial Services, LLC DARNELL W. HUGHLEY" under "PLAINTIFF DEFENDANT").
 */
export function besideDefendant(lines: string[], defendant: string): Party | null {
  // The defendant as the form's column prints them, perhaps last name first ("KOVACH, DANIEL P.").
  const words = defendant.toUpperCase().split(/\s+/);
  const keys = [words.join(' '), ...(words.length >= 2 ? [`${words.at(-1)}, ${words.slice(0, -1).join(' ')}`] : [])];
  for (const [i, line] of lines.entries()) {
    const key = keys.find((k) => line.toUpperCase().lastIndexOf(k) > 0) ?? (keys[0] as string);
    const at = line.toUpperCase().lastIndexOf(key);
    if (at <= 0 || at + key.length < line.replace(/[\s.,]+$/, '').length) continue;
    const before = line.slice(0, at).trim();
    const name =
      ENTITY_SUFFIX.test(
        before
          .split(/[\s,]+/)
          .filter(Boolean)
          .at(-1) ?? '',
      ) || ENTITY_WITHOUT_SUFFIX.test(before)
        ? partyName(before)
        : null;
    if (name) return { name, at: i, address: null };
  }
  return null;
}

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

/** A form row's street and city after the name: "ADEYEMI TUNDE 410 Pike St, Apt 3 Gary IN 46402", "KELLER, ANN, 88 Elm St, …". */
const ROW_ADDRESS = /,?\s+(?=[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z0-9].{0,80}\b[A-Za-z]{2}\.?,?\s+[\dOoIlSB]{5}\b).*$/;

/** What a form's party row prints after its label: "Defendant: …", "Defendant (Last, First, M.I.): …", "First named Defendant …". */
function formRowValue(line: string, role: 'plaintiff' | 'defendant'): string | null {
  const label = role === 'plaintiff' ? '(?:p?l?aintiff|demandante)' : '(?:d?e?fendant|demandad[oa])';
  // "Defendant (Last, First, M.I.): KOVACS, ERIKA J.": the label's own note in parentheses.
  const m =
    // (A questionnaire's item number before it: "2 Defendant (person being sued): …".)
    new RegExp(`^(?:\\d{1,2}[.)]?\\s+)?[^\\s:]{0,3}?${label}(?:\\(?s\\)?)?(?:'s\\s+name)?(?:\\s*\\([^)]{0,40}\\))?\\s*:\\s*(.+)$`, 'i').exec(line) ??
    // A form's "First named Defendant" row, its label without a colon.
    new RegExp(`^first\\s+named\\s+${label}\\s+(?=[A-Z]{2})(.+)$`, 'i').exec(line);
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
  if (at >= 0) return addressAt([value.slice(at).replace(/^,?\s+/, '')], 0);
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
const TWO_PEOPLE = new RegExp(`^(${PERSON})\\s+(${PERSON})$`);
const ENTITY_THEN_PERSON = new RegExp(
  `^(.+?(?:,?\\s(?:LLC|L\\.L\\.C\\.|Inc\\.?|N\\.A\\.|L\\.P\\.|LLP|Corp\\.?|Co\\.)|\\s(?:credit union|bank)))\\s+(${PERSON})$`,
  'i',
);
/** An entity named without a suffix, by what it is: "… Federal Credit Union", "… Savings Bank", "… Finance Company". */
const ENTITY_WITHOUT_SUFFIX = /\b(?:credit union|bank|company|association|trust)$/i;
/** The plaintiff entity, then the person printed last name first as a form's column asks: "ACME CREDIT UNION KOVACH, DANIEL P.". */
const ENTITY_THEN_LAST_FIRST =
  /^(.+?(?:,?\s(?:LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)|\s(?:credit union|bank|company|association|trust)))\s+([A-Z][A-Za-z'-]+,\s+[A-Z][A-Za-z'-]+(?:\s+[A-Z]\.?)?)$/i;

/** The two names of two columns read as one line, left then right: an entity then a person, or two people. */
function twoColumns(line: string): [string, string] | null {
  const people = TWO_PEOPLE.exec(line) ?? ENTITY_THEN_PERSON.exec(line);
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
const ROLE_HEADING = (role: string) => `${role}\\s?(?:\\(s\\)|s)?\\s*(?:\\([^)]*\\))?`;
const BOTH_HEADINGS = new RegExp(`^${ROLE_HEADING('plaintiff')}\\s+${ROLE_HEADING('defendant')}\\s*:?$`, 'i');
const PLAINTIFF_HEADING = new RegExp(`^${ROLE_HEADING('plaintiff')}\\s*:?$`, 'i');
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
    const second = first < 0 ? -1 : lines.findIndex((line, k) => k > first && k <= first + 3 && DEFENDANT_HEADING.test(line));
    if (second < 0 || lines.slice(first + 1, second).some((line) => partyName(line) !== null)) return null;
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
const GRID_STREET_CITY =
  /^([\dOlI]{1,6}[A-Za-z]?\s+.*?\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail|loop|pike|broadway)\b\.?(?:\s+(?:[NSEW]|NE|NW|SE|SW)\b)?(?:,?\s+(?:apt|apartment|unit|suite|ste|lot|#)\.?\s*[A-Za-z0-9-]+)?),?\s+([A-Za-z][A-Za-z .'-]{1,30})$/i;

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
    const inline = new RegExp(`^(.{3,90}?)(?:,|\\s+[-\u2013\u2014])\\s+${word}(?:\\s*(?:\\(\\s*${word}\\s*\\)|\\/\\s*${word}))?[,.]?$`, 'i').exec(line);
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
      const name = partyName(inline[1]);
      if (name) return { name, at: i, address: addressNear(lines, i + 1, 3) };
    }
    // The label with the other column's label and value read onto its line: "Defendant. Plaintiff's file: VHC-88203".
    const led = new RegExp(`^${role}s?[.,]:?\\s+[^:]{2,40}:`, 'i').test(line) || isLabelBesideValue(line, role);
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
    const heads =
      below !== null &&
      below.at === i + 1 &&
      !isLabelLine(lines[i + 2] ?? '', other) &&
      (!isLabelLine(afterName ?? '', other) || headsBlock(lines, otherLabel, other));
    const found = isHeader
      ? (below ?? partyAbove(lines, i))
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
  // The summons's address to the defendant, the name after it on its line: "TO THE ABOVE-NAMED DEFENDANT: Cole B. Lund, 77 W 300 N, …".
  for (const [i, line] of lines.entries()) {
    const m = ADDRESSED_TO_DEFENDANT.exec(line);
    const value = (m?.[1] ?? '').slice(0, 160).replace(/,\s*[\dOlI]{1,6}\s.*$/, '');
    const name = partyName(value);
    if (name && /\s/.test(name) && name.split(/\s+/).length <= 5 && name.split(/\s+/).every((w) => /^[A-Z]/.test(w)))
      return { name, at: i, address: (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, i + 1, 2) };
  }
  // A letter's salutation names its recipient ("Dear Ama K. Boateng:"): their name where the address block prints it.
  const dear = lines
    .map((l) => /\b(?:Dear|DEAR)\s+(?:(?:Mr|Ms|Mrs|Miss|Dr|MR|MS|MRS|DR)\.?\s+)?([A-Z][A-Za-z.' -]{2,50}?)\s*[:,]?$/.exec(l)?.[1])
    .find((n) => n && /\s/.test(n));
  const greeted = dear ? partyName(dear) : null;
  if (greeted && !RECIPIENT_NOT_A_NAME.test(greeted) && !taken(greeted)) {
    const key = nameKey(greeted);
    const at = lines.findIndex((l) => nameKey(l) === key);
    // (A letterhead's band or a logo read as lines of marks may stand between the name and its address.)
    const address = at >= 0 ? (addressNear(lines, at + 1, 3) ?? addressNear(lines, at + 1, 14)) : null;
    if (address?.street) return { name: partyName(lines[at] as string) ?? greeted, at, address };
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const name = withoutSpecks(partyName(lines[i] as string));
    // A sentence is no recipient: a name's words are capitalized but for its particles ("de", "van").
    const isSentence = (words: string[]) => words.filter((w) => /^[a-z]/.test(w) && !NAME_PARTICLE.test(w)).length >= 2;
    if (!name || taken(name) || FIRM_WORDS.test(name) || RECIPIENT_NOT_A_NAME.test(name) || /\d/.test(name) || name.split(/\s+/).length < 2) continue;
    // A barcode or a logo read as letters: a word with three small letters and no vowel ("Ddadnh ddd"), unlike "LLC".
    if (isSentence(name.split(/\s+/)) || /\b[B-DF-HJ-NP-TV-XZ]?[b-df-hj-np-tv-xz]{3,}\b/.test(name)) continue;
    const address = addressNear(lines, i + 1, 3);
    if (address?.street) return { name, at: i, address };
  }
  return null;
}

/** The lower-case words of a person's name: "de", "van", "bin". */
const NAME_PARTICLE = /^(?:de|del|la|las|los|van|von|der|den|da|di|du|le|y|bin|al)$/;

/** A summons's words to the defendant before their name: "TO THE DEFENDANT:", "THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:". */
const ADDRESSED_TO_DEFENDANT = /\bto\s+the\s+(?:above[- ]?named\s+)?defendants?(?:\(s\))?\s*:\s*(\S.*)$/i;

/** A letter's lines above the recipient's address that are not a person: how it was sent, its marks. */
export const RECIPIENT_NOT_A_NAME =
  /\b(via|mail|class|certified|return|receipt|personal|confidential|urgent|important|notice|re|dear|date|payment|balance|account|office|delivery|priority|express)\b/i;

/** A sentence's words before the person's address: "whose address is", "her last known address is". */
const ADDRESS_IS =
  /\b(?:whose|his|her|their|cuya)\s+(?:(?:last\s+known|mailing|home|residence|street|usual)\s+)?(?:address|residence|direcci[oó]n)\s+(?:is|es)\b/i;

/** The consumer's address: under their name wherever it is printed, or on a line that names them ("… resides at 4820 Clairemont Dr, San Diego, CA 92117"). */
export function addressOf(lines: string[], name: string, near: Address | null): Address | null {
  if (near?.street) return near;
  const key = nameKey(name);
  // The name as a service block prints it, last name first: "BATISTE, MONIQUE S." for "Monique S. Batiste".
  const words = name.split(/\s+/);
  const reversed = words.length >= 2 ? nameKey(`${words.at(-1)} ${words.slice(0, -1).join(' ')}`) : key;
  let partial: Address | null = null;
  for (const [i, line] of lines.entries()) {
    const names = nameKey(line).includes(key) || nameKey(line).includes(reversed);
    const labelled =
      /\baddress (?:of|for) (?:the )?(?:defendant|service)\b|\bdefendants?['’]?s?['’]? (?:last known |mailing |home |current )?address\b|\bdirecci.n del demandad[oa]\b/i.test(
        line,
      );
    // A sentence saying where the defendant lives, which may begin on the line before ("Defendant is an / individual who may be served … at").
    // (Or a return of service's "at the last and usual place of abode of the defendant, 12 Elm St, …".)
    const says = (text: string) =>
      /\b(?:defendants?|demandad[oa])\b.{0,80}\b(?:resides?|residing|resident|lives|served|domicilio|vive)\b|\b(?:abode|dwelling|residence)\s+of\s+(?:the\s+)?(?:said\s+|within[- ]named\s+)?defendant\b/i.test(
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
    const together = `${line} ${lines[i + 1] ?? ''}`;
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
      // "Defendant's Address:" with the address on the lines under it.
      (labelled ? addressNear(lines, i, 4) : null);
    if (found?.street) return found;
    // (The street's line OCR lost, or read without its number: the city line under the name is still theirs.)
    if (names && found?.city) partial ??= found;
  }
  return near ?? boxBesideLabel(lines) ?? partial;
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
const ROW_STREET_TO_SUFFIX =
  '([\\dOlI]{1,6}[A-Za-z]?\\s+.*?\\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail|loop|pike|broadway|run|row|pass|path|trace|crossing|landing|commons)\\b\\.?(?:\\s+(?:[NSEW]|NE|NW|SE|SW)\\b)?(?:,?\\s+(?:apt|apartment|unit|suite|ste|lot|#)\\.?\\s*[A-Za-z0-9-]+)?)';
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
    const m = /^(?:re\s*:\s*|case\s+name\s*:\s*)?(.{3,80}?)\s+(?:v|vs)\.\s+(.{3,60}?)(?:\s+[-/|]\s+.*|,\s*et\s+al\.?)?$/i.exec(line);
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
