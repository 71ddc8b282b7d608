/** The parties of a summons: block headers, captions, form rows, a letter's recipient; the consumer's address and details (extract-fields.ts). */
import { type Address, addressAt, addressNear, FORM_CAPTION, isAddressLine, STREET_SUFFIX_TITLED, stateCode } from './addresses.js';
import { isOtherColumnLine, isStateAlone, withoutSpecks, withoutTrailingSpecks } from './caption-columns.js';
import { numeralsRead } from './entity-numerals.js';
import { CASE_LABEL } from './numbers.js';
import { COURTESY_TITLE, cleanName, ENTITY_SUFFIX, isFiller, isLabelLine, isUpperName, STATE_NAMES_PATTERN, titleCase } from './words.js';

/** A service block's label: "To:", "Served on:", "Serve at:", "Para:"; what follows it is the consumer. */
export const SERVICE_LABEL =
  /^(?:service\s+list\s*[-:]?\s*)?(?:please\s+)?(?:entr[eé]guese\s+en\s*\/\s*)?(?:to|served\s+o[nu]|serve(?:\s+at)?|para|entr[eé]guese\s+en)\s*[:;]\s*(.*)$/i;

/**
 * Words a party's name never is: labels (a form's "FULL LEGAL NAME" caption, corpus 2027-01-07), the court, the document's title, a
 * pleading's opening formula ("COMES NOW the Plaintiff"), the Commonwealth itself (never a company named for it: "Commonwealth Card
 * Receivables I, LLC").
 */
export const NOT_A_NAME =
  /@|^(?:role|respondent|claimant|petitioner|appellant|appellee|garnishee)s?(?:\s+\d+)?$|^(?:full\s+)?(?:legal\s+|true\s+)?name(?:\s+of\s+(?:party|business|person))?$|\bfees?\b(?!\s+\w)|\b(?:total|subtotal) (?:with|including|incl|due|amount|claimed|owed)\b|\b(?:court|filing|service|mailing|other) costs\b|^(?:postage|total|subtotal|costs)$|^(?:comes?|now)\s+(?:now|comes?)\b|\bcaseno\b|\boriginal creditor\b|\bacct\b|\baccount (?:no|number|#)|\bdist\.? mag\b|\bmagisterial\b|\bjudicial (?:district|circuit)\b|\b(court|corte|juzgado|secretario|adjunto|electronically|filed|tribunal|county of|state of|commonwealth(?=\s+of\b|\s*$)|case|cause|index|docket|summons|citation|complaint|petition|claim|notice|plaintiff|defendant|demandante|demandado|attorney|address|name and|name\(s\)|clerk|division|department|precinct|amount|date|copy|parish|county|civil action)\b|:/i;

/** A sentence, an instruction, a stub's heading, a signature block's words, a column's heading ("Last name"), the fictitious "Does I through X, inclusive" or "JOHN DOE, unknown spouse of …" (corpus 2026-12-21) or an attorney's line where a name was looked for: "You are being sued by the", "Please Serve", "Response of", "Elise M. Farrah (State Bar", "10 Lindqvist"; a court's part, "SECTION 2", "DIVISION B". */
const NOT_A_PERSON_OR_PARTY =
  /\bunknown (?:spouse|occupants?|heirs?|tenants?|owners?)\b|^(?:john|jane) doe\b,?\s*(?:unknown\b|\d|[ivx]+\b|$)|^(?:respectfully|signature|signed|sincerely|dated|(?:last|first|middle|full|legal) name|you|your|please|any|all|each|every|if|when|whom|to (?:the|each|every|all|any|said)|first named|named|serve[ds]?|(?:response|answer|reply) (?:of|to)|(?:suing )?party(?: sued| \d)?$|(?:judge|magistrate|honorable|hon\.)(?:\s+\S+)?$)\b|^\(|^\d+[.)]?\s|\((?:state )?bar\b|\([A-Z]{0,3}SB\b|\bbar\s*(?:roll\s*)?(?:no\b|#|number\b)|\bbar$|\besq\b|\bproper officer\b|\b(?:\w+-)?day\)|\bthrough [ivxl1]+\b|\binclusive\b|^(?:section|sec\.|division|div\.|part|dept\.?|department|chapter|page|room|courtroom)\s+(?:[\dIVX]+|[A-Z])\b\.?$/i;

/** What kind of entity a party is, wrapped onto its own line of a caption: "Delaware limited liability company,". */
export const ENTITY_KIND = new RegExp(
  `^(?:an?\\s+)?(?:(?:${STATE_NAMES_PATTERN}|foreign|domestic|federal|state|nonprofit|non-profit|mutual|chartered)\\s+){0,2}(?:limited liability company|corporation|limited partnership|professional corporation|national (?:banking )?association|banking (?:association|corporation)|business trust|statutory trust|company)\\b[,.]?(?:\\s*(?:acting (?:by and )?through|by and through|through|organized under)\\b.*)?$`,
  'i',
);

/** A party's name as printed, without the caption's tails: "; and DOES 1 through 10", ", who may be served at …", ", as assignee of …". */
export function partyName(raw: string): string | null {
  if (DOCUMENT_TITLE.test(raw.trim())) return null; // "SWORN COMPLAINT ON OPEN ACCOUNT" is no "SWORN".
  const name = cleanName(
    // (A photo's speck doubling the last period: "Finance, Inc..", "Raghunathan, Priya S.."; corpus 2027-01-04.)
    numeralsRead(raw.replace(/(?<=\w)\.{2,}\s*$/, '.'))
      // The comma before a suffix read as a period: "BROUSSARD. JR.", "Holdings. L.L.C." (never an initial's period: "P. Jr").
      .replace(/([A-Za-z]{2,})\.\s+(?=(?:jr|sr|ii|iii|iv|llc|l\.l\.c|inc|l\.p|n\.a)\b\.?)/gi, '$1, ')
      // …or the comma of a capitals "LAST, FIRST M" read as a period on a photo: "THERIAULT. RYAN P".
      .replace(/^([A-Z][A-Z'-]+)\.\s+(?=[A-Z][A-Z'-]+(?:\s+[A-Z]\.?)?$)/, '$1, ')
      // A party table's code column before the name: "P-01 Harborlight Funding Trust", "D-02 Ramos, Lydia M.".
      .replace(/^[PD]-?\d{1,2}\s+(?=[A-Z])/, '')
      // A line number of pleading paper, or a form's item number, before the name ("12 KEVIN H. TRAN", "1. Luis A. Figueroa").
      .replace(/^\(?\d{1,2}[.)]?\s+(?=[A-Z][A-Za-z'.-]*(?:,?\s+[A-Z]|,?$))/, '')
      // A form's telephone column read onto the name's line: "Dana R. Keller (555) 555-0100", "Dana R. Keller unknown".
      .replace(/(?<!:)\s+(?:\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}|\(\d{3}\)|unknown|none|n\/a)$/i, '')
      // A caption's column of parentheses read after the name: "ACME CREDIT UNION, )".
      .replace(/^([^(]*?)[\s,]*\)$/, '$1')
      // The party's address after the name on its line: "Acme Funding Corp., 6 Main St, Suite 3, Ames, IA 50010".
      // (Or after a dash, as a docket's row prints it: "Acme Funding Corp. — 6 Main St, …".)
      .replace(/(?:,|\s+[-–—])\s+(?=[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z][A-Za-z0-9 .#'/-]*,.{0,80}\b[A-Za-z]{2}\.?,?\s+[\dOoIlSB]{5}\b).*$/, '')
      // …or a street address run onto the name's line without a comma, as a table's cells read: "Nguyen, Thao 56 Grafton Street, Apt. 2".
      .replace(new RegExp(String.raw`\s+(?=\d{1,6}\s+(?:[A-Z0-9][A-Za-z0-9'.-]*\s+){1,3}(?:${STREET_SUFFIX_TITLED}|Court)\b\.?).*$`), '')
      // A form grid's row label without its colon: "Name Dana R. Keller"; or the party's rank on a party grid (Connecticut's
      // JD-CV-1: "First named = OKAFOR, MARISOL T.", "Additional"), its own line no name at all (corpus 2026-12-28).
      .replace(/^(?:NAME|Name|first\s?named|additional)\s*[:.=]?\s*(?=[A-Z]|$)/i, '')
      // A courtesy title before the name, as a letter's address prints it: "Sra. Rosa Elena Quintanilla", "Mr. Darnell Webb".
      .replace(new RegExp(String.raw`^${COURTESY_TITLE}\s+(?=[A-Z][a-z])`), '')
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
      // A generation's numeral read as small l's and 1's after the name: "KENDRICK L. BOYD lil", "Boyd Ill" is "III" (corpus 2027-01-10).
      .replace(/(?<=[A-Za-z]{2},?\s+)(?:[Il1|]{3}|lil|Il|lI|I1|1I)$/, (numeral) => 'I'.repeat(numeral.length))
      // A photo's specks read after the name as small letters: "Ana M. Ruiz oo" (never a name's particle: "Bank of the").
      .replace(/(?<=[A-Z][A-Za-z.'-]*\s+[A-Z][A-Za-z.'-]*)(?:,?\s+(?!(?:of|the|and|de|la|del|van|von|y|da|du|le|et|al|as|an|a)\b)[a-z]{1,3})+$/, '')
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
        /\s*(?:;|,?\s+an?\s+(?:[A-Z][a-z]+\s+)?(?:limited|corporation|national|banking|foreign|domestic|individual|business|statutory|delaware|nevada)\b|,\s+(?:an?|una?)\s+|,?\s+(?:wife|husband|spouse)\b|,?\s+and\s+does\b|,?\s+does\s+\d|,?\s+who\s+may\s+be\s+served|,?\s+(?:as\s+)?(?:assignee|successor)\b|,?\s+(?:como\s+)?(?:cesionari[oa]|sucesor[a]?)\b|,?\s+c\/o\b|,?\s+by\s+(?:its|and)\b|,?\s+a\/k\/a\b|,?\s+aka\b|,?\s+(?:also|formerly)\s+known\s+as\b|,?\s+f\/k\/a\b|,?\s+an?\s+individual\b|,?\s+(?:resides|residing|domiciled|domiciliad[oa])\b|,?\s+(?:and\s+)?the\s+marital\s+community\b|\s+and\s+(?:jane|john)\s+doe\b).*$/i,
        '',
      )
      // A tail's first word left at the line's end once the rest is cut: "…, LLC, as c/o Registered Agent", "…TRUST 2019-B, by and".
      .replace(/,?\s+(?:as|by|and|&)$/i, ''),
  )
    // In capitals, its comma read as a period: "OKAFOR. CHIDI B." is "OKAFOR, CHIDI B.".
    .replace(/^(?!(?:ST|MT|FT|DR|MR|MRS|MS)\.)([A-Z][A-Z'-]{2,})\.\s+([A-Z][A-Z]+(?:\s+[A-Z]\.?)?)\.*$/, '$1, $2')
    // Printed last name first: "Renteria, Alberto J." reads "Alberto J. Renteria"; with a middle name in full
    // ("Le, Thi Mai"), once the caption's tails are cut ("LE, THI MAI, an individual"), but not a
    // generation ("Barnes, III") or an entity ("Acme, Bank USA").
    .replace(/^([A-Z][A-Za-z'-]+),\s+([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]*\.?)?)\s*$/, (whole, last: string, first: string) =>
      // (The surname in capitals before a given name in mixed case, "FERRIS, Jo Ellen", is written as the given name is.)
      ENTITY_SUFFIX.test(first) || GENERATION.test(first) || ENTITY_WORDS.test(whole)
        ? whole
        : `${first} ${isUpperName(last.replace(/[^A-Za-z]/g, '')) && !isUpperName(first.replace(/[^A-Za-z]/g, '')) ? titleCase(last) : last}`,
    )
    // The surname with its generation before the given names: "Cortez Jr., Anthony J." reads "Anthony J. Cortez Jr.".
    .replace(GENERATION_FIRST, (_, last: string, gen: string, first: string) => `${first} ${last} ${gen}${/^(?:jr|sr)$/i.test(gen) ? '.' : ''}`)
    // A generation after a comma, as the caption prints it ("BARNES, JR."), is written without it.
    .replace(/,\s*((?:Jr|Sr|JR|SR)\.?|II|III|IV)$/, ' $1')
    // "III" as a photo reads its capitals I as small l's: "QUIST Ill".
    // (Or as digits, a script's capitals read as ones: "Ostrowski 111", corpus 2027-01-07.)
    .replace(/(?<=[A-Za-z]\s)(?:Ill|IlI|lII|lll|Il1|111|11I|1I1|I11)$/, 'III');
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
    // (The line as printed, too: "88 BIRCH ST APT 2" is a street, not "BIRCH ST APT 2" after a pleading line's number.)
    (/^[\dOlI]/.test(raw.trim()) && isAddressLine(raw.trim())) ||
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
export const ENTITY_WORDS =
  /\b(?:bank|trust|company|corp|corporation|services|financial|funding|capital|credit|union|association|group|partners|holdings|usa)\b/i;
/** An entity named without a suffix, by what it is: "… Federal Credit Union", "… Savings Bank", "… Finance Company". */
export const ENTITY_WITHOUT_SUFFIX = /\b(?:credit union|bank|company|association|trust)$/i;

export type Party = { name: string; at: number; address: Address | null };

/**
 * What a form's court-use box prints between a label and its value, read in line order: a label in
 * parentheses, "ELECTRONICALLY FILED", the court's name, the filing date, the clerk's line.
 */
export const STAMP_LINE =
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
  // A form's other column read between the header and the name ("COMPLAINT FOR", the file number, the court's title): an
  // entity's name with its street under it, a few lines further down.
  for (let j = header + 1; j < lines.length && j <= header + 12; j++) {
    const name = partyName(lines[j] as string);
    const address = name && ENTITY_SUFFIX.test(name.split(/[\s,]+/).at(-1) ?? '') ? addressNear(lines, j + 1, 2) : null;
    if (name && address?.street) return { name, at: j, address };
  }
  return null;
}

/** A caption's tail left open at a line's end, its name on the next line: "…, as assignee of North", "…, by its servicer". */
export const TAIL_OPENS_AT_END =
  /\b(?:assignee|successor(?:\s+in\s+interest)?)\s+(?:of|to)\b[^,]*$|\bc\/o\b[^,]*$|\bby\s+(?:its|and\s+through(?:\s+its)?)\s+(?:servicer|agent|attorney[- ]in[- ]fact|trustee|manager)\b[^,]*$/i;

/** A line that is only a way to reach a party or its lawyer: a phone, an e-mail, or a "Tel:", "Fax:", "E-mail:" line. */
export const CONTACT_LINE = /^(?:\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b.*|\S+@\S+\.\w+.*|(?:tel|phone|fax|e-?mail)\b.*)$/i;

/** The party named above a caption's "Plaintiff," or "Defendant." label, past its address and "c/o" lines. */
export function partyAbove(lines: string[], label: number): Party | null {
  let address: Address | null = null;
  for (let j = label - 1; j >= Math.max(0, label - 6); j--) {
    const read = lines[j] as string;
    // The other column's case label read after a name in capitals, its number perhaps after it: "ACME FUNDING, INC., Case No." or
    // "ACME FUNDING, INC., Civil No. 2DRC-26-0041" is the name (past a speck's small letters before it: "pi ACME …"; an I read as "|"; a tail's first word after it: "…, LLC, as").
    const caseAt = CASE_LABEL.exec(read);
    // (The caption's ")" column mark read before the label, a tail's first word before it: "CASCADE FUND III, LLC, a) Case No.".)
    const named = caseAt
      ? read
          .slice(0, caseAt.index)
          .trim()
          .replace(/^[a-z]{1,3}\s+(?=[A-Z])/, '')
          .replace(/(?:,?\s+(?:a|an))?\s*(?:\)|[~|]{1,3})$/, '')
      : '';
    const after = caseAt ? read.slice(caseAt.index + caseAt[0].length).trim() : '';
    const line =
      caseAt &&
      (after === '' || /^(?=\S*\d)[A-Za-z0-9][A-Za-z0-9./-]{4,}$/.test(after)) &&
      // (In mixed case too, with its assignor's words before the other column: "Dakota Plains Recovery, LLC, as assignee of First Western ~~ Civil No.".)
      (/^[A-Z][A-Z&.,'| -]{4,}$/.test(named.replace(/,?\s+(?:as|by|and)$/, '')) ||
        /^[A-Z][A-Za-z&.'-]*(?: [A-Za-z&.'-]+)*, (?:LLC|L\.L\.C\.|Inc\.?|LP|L\.P\.|N\.A\.|Corp\.?|Co\.?), (?:as|by) /.test(named))
        ? named
        : read;
    if (/^v\.?s?\.?$|^-?\s*against\s*-?$/i.test(line) || isFiller(line) || CASE_LABEL.test(line)) continue;
    // The lawyer's column read between the name and its label: a bar number's digits, a phone, an e-mail.
    // (Or a pleading paper's line number read on a line of its own: "10".)
    if (/^\d{1,2}$|^\d{3,7}$/.test(line.trim()) || CONTACT_LINE.test(line.trim())) continue;
    // A form's captions printed under the blanks of a party's address ("STREET  CITY, STATE ZIP"), or the title
    // of the caption's other column ("SUMMONS") read between the name and its label.
    if (isCaptionRow(line) || DOCUMENT_TITLE.test(line) || isOtherColumnLine(line)) continue;
    if (isAddressLine(line)) {
      address ??= addressAt(lines, j);
      continue;
    }
    // The address's city and state, its ZIP wrapped onto the next line ("Maryville, TN" then "37801,"), past a speck's line: never a name.
    const cityAndState = /^[A-Z][A-Za-z .'-]{1,30},\s*([A-Z]{2}|[A-Za-z ]{4,20})\.?$/.exec(line.trim());
    const zipUnder = [lines[j + 1], lines[j + 2]].some((l) => /^[\dOoIlSB]{5}(?:-\d{4})?[,.]?$/.test((l ?? '').trim()));
    // (Or its state and ZIP run together, the state's I read as a 1: "Racine, W153403".)
    const glued = /^[A-Z][A-Za-z .'-]{1,30},\s*([A-Z][A-Z10])(\d{5})$/.exec(line.trim());
    if (glued && stateCode(glued[1] as string)) continue;
    if (cityAndState && stateCode(cityAndState[1] as string) && zipUnder) {
      address ??= addressAt(lines, j);
      continue;
    }
    // A service label between the name and its label ("Serve at:", "SERVE: NAME"), the address under it: the caption's name is above.
    if (SERVICE_LABEL.test(line)) continue;
    // The end of a name that ran onto a second line ("husband and the marital community …", "Delaware limited liability company,").
    // (Its kind with an assignor's words after it: "Delaware limited liability company, as assignee of".)
    const kindOnly = line.trim().replace(/,?\s+(?:as\s+)?(?:assignee|successor(?:\s+in\s+interest)?|by\s+its|d\/b\/a)\b.*$/i, '');
    if ((/^[a-z]/.test(line) && j > label - 3) || ENTITY_KIND.test(line.trim()) || (kindOnly !== line.trim() && ENTITY_KIND.test(kindOnly))) continue;
    // The rest of an assignor's name wrapped from the line above ("ACME LLC, as assignee of North" then "Vision Clinic,").
    // (Or an agent's name wrapped the same way: "TRUST 2019-B, by its servicer Desert Palm" then "Servicing, LLC,".)
    if (TAIL_OPENS_AT_END.test(lines[j - 1] ?? '') && j > label - 3) continue;
    // The unnamed parties' tail of the caption ("X, inclusive; and ROE CORPORATIONS I through X,"), or a note of the other column in parentheses.
    if (DOES_TAIL.test(line) || /^\(.*\)$/.test(line)) continue;
    // A long name wrapped before its suffix: "ABSOLUTE RESOLUTIONS INVESTMENTS," then "LLC,".
    const above = lines[j - 1];
    // (Or its last word alone: "ANACOSTIA FEDERAL CREDIT" then "UNION".)
    const lastWordWrapped = above !== undefined && /^[A-Za-z]+,?$/.test(line.trim()) && ENTITY_WITHOUT_SUFFIX.test(`${above} ${line.replace(/,$/, '')}`);
    // (Or wrapped before its last words and suffix, the name's first words a line of their own: "Piedmont Furniture & Appliance" then
    // "Rentals, Inc., a South Carolina", the tail a word or two before its suffix; never a heading's line, a name with its own
    // suffix, or a line in the other case.)
    const lastWords = partyName(line) ?? '';
    const headWrapped =
      above !== undefined &&
      ENTITY_SUFFIX.test(lastWords.split(/[\s,]+/).at(-1) ?? '') &&
      lastWords.split(/[\s,]+/).filter(Boolean).length <= 3 &&
      /^[A-Z][A-Za-z'’&.-]*(?:\s+[A-Za-z'’&.-]+){0,4}$/.test(above.trim()) &&
      !ENTITY_SUFFIX.test(
        above
          .trim()
          .split(/[\s,]+/)
          .at(-1) ?? '',
      ) &&
      !WRAP_HEADING.test(above) &&
      partyName(above) !== null &&
      isUpperName(above.replace(/[^A-Za-z]/g, '')) === isUpperName(lastWords.replace(/[^A-Za-z]/g, ''));
    // (Or wrapped beside the case box, its first words before the box's label: "TIDEWATER CONSUMER C/A No." then "RECEIVABLES, LLC, …".)
    const aboveCase = above === undefined ? null : CASE_LABEL.exec(above);
    const aboveName = aboveCase && above !== undefined ? above.slice(0, aboveCase.index).trim() : '';
    const besideBox =
      aboveCase !== null &&
      aboveCase.index + aboveCase[0].length >= (above ?? '').trimEnd().length &&
      /^[A-Z][A-Z&' -]{3,}[A-Z]$/.test(aboveName) &&
      /^[A-Z]{2,}/.test(line);
    // A run-on caption's line that ends in this party's name: "ACME LLC, Plaintiff, against ANA RUIZ," over "Defendant.".
    const against = /,\s+plaintiffs?,?\s+(?:v\.?|vs\.?|against|versus)\s+(.{3,80})$/i.exec(line)?.[1];
    const candidate = against
      ? against
      : besideBox
        ? `${aboveName} ${line}`
        : (ENTITY_SUFFIX.test(cleanName(line)) && above && /,$/.test(above) && !CASE_LABEL.test(above)) || lastWordWrapped || headWrapped
          ? `${above} ${line}`
          : withoutTrailingSpecks(line);
    const name = withoutSpecks(partyName(candidate));
    // A two-column caption reads the court's or the lawyer's lines between the name and its label.
    if (!name && /\b(court|county|parish|attorneys?\s+for|civil action)\b/i.test(line)) continue;
    if (!name) return null;
    const before = lines[j - 1] ?? '';
    // An entity's suffix alone ("LLC, a Delaware limited liability company") ends a name wrapped from the lines above, past a
    // servicer's tail: "BRIGHTLINE RECEIVABLES TRUST 2019-B," / "by its servicer Cobalt Loan Servicing," / "LLC, a Delaware …".
    if (ENTITY_SUFFIX.test(name) && before) {
      const tail = /^(?:by\s+(?:its|and)|as\s+|acting\s+by|c\/o|d\/b\/a)\b/i.test(before.trim());
      const whole = tail ? partyName(lines[j - 2] ?? '') : partyName(`${before} ${line}`);
      if (whole) return { name: whole, at: tail ? j - 2 : j - 1, address: address ?? addressNear(lines, j + 1, label - j) };
    }
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

/** A caption's heading or role line, never the first words of a party's name. */
const WRAP_HEADING =
  /\b(?:court|county|parish|state|district|commonwealth|circuit|city|township|municipal|justice|magistrate|superior|division|precinct|plaintiffs?|defendants?|vs?|versus|summons|complaint|case|civil|attorneys?)\b/i;

/** A row of a form's captions under its blanks, two or more of them: "STREET  CITY, STATE ZIP", "DEFENDANT NAME" ("ZIP" read "2IP"). */
const isCaptionRow = (line: string) =>
  !/\d/.test(line.replace(/\b2IP\b/gi, '')) &&
  FORM_CAPTION.test(line) &&
  (line.match(/\b(?:street|city|state|zip|2ip|name|address|phone|telephone)\b/gi) ?? []).length >= 2;
const GENERATION_FIRST = /^([A-Z][A-Za-z'-]+)\s+(Jr|Sr|JR|SR|II|III|IV)\.?,\s+([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]*\.?)?)\s*$/;
/** A paper's title, printed in the caption's other column: "SUMMONS", "COMPLAINT", "SWORN COMPLAINT ON OPEN ACCOUNT". */
const DOCUMENT_TITLE =
  /^(?:(?:summons|complaint|petition|citation|civil\s+warrant|small\s+claims?\s+affidavit)\s*$|(?:(?:sworn|verified|amended|original)\s+)+(?:complaint|petition|affidavit|statement of claim)\b)/i;

/** The plaintiff when its "Plaintiff," label was not read: the caption's name in capitals above the defendant's, past the "v." and its tail. */
export function captionAbove(lines: string[], defendantAt: number): Party | null {
  for (let j = defendantAt - 1; j >= Math.max(0, defendantAt - 4); j--) {
    const line = lines[j] as string;
    if (isFiller(line) || /^v\.?s?\.?$|^-?\s*against\s*-?$|^versus$/i.test(line) || isLabelLine(line, 'plaintiff') || isAddressLine(line)) continue;
    const name = isUpperName(line.replace(/[^A-Za-z]/g, '')) && !CASE_LABEL.test(line) ? partyName(line) : null;
    return name ? { name, at: j, address: null } : null;
  }
  return null;
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
