/** The plaintiff's law firm, the court and its state on court papers (extract-fields.ts). */
import { COURT_NAME_MAX } from '@parley/shared';
import { addressNear, isAddressLine, STREET_LINE } from './addresses.js';
import { isCaseBoxBeside, isStateAlone } from './caption-columns.js';
import { notTheLawyers } from './numbers.js';
import { cleanName, isUpperName, nameKey, STATE_BY_NAME, STATE_NAMES_PATTERN, stateNamed } from './words.js';

/** "Attorney(s) for Plaintiff", also as OCR misreads the first word ("Anorney", "Attomey"). */
export const ATTORNEY_LABEL = /\bA[a-z]{4,8}s?\s+f[o0]r\s+(?:the\s+)?P[l1I]a[a-z]{3,6}s?\b\s*:?\s*/i;
/** A block of the plaintiff's lawyer: its header, a bar number, a lawyer's signature ("/s/", or "s/" as the lines are normalized). */
export const ATTORNEY_CUE =
  /\b(?:attorneys?|abogado)\b.*\b(?:plaintiff|demandante)|plaintiff'?s(?:\s*\/\s*petitioner'?s)?\s+(?:attorney|counsel|lawyer)|\bcounsel\s+for\s+(?:the\s+)?plaintiff|\bbar\)?\s*(?:roll\s*)?(?:no|number|#|id)|\bsbn\b|\bjuris\s*(?:no|number|#)|\(P\d{4,6}\)|,\s*P\d{5}\b|\b(?:[A-Z]{1,3}BA|[A-Z]{0,2}SB|ARDC|CPF|reg(?:istration)?)\.?\s*(?:no|#|id)\b|\besq\b|^by:|\/s\/|^s\/\s|\batty\b|supreme court id|attorney (?:code|no|id)/i;
export const NOT_A_FIRM =
  /\b(?:counsel|attorneys?)\s+for\b|\b(court|state of|of new|summons|complaint|bar no|plaintiff|defendant|assignee|courthouse|clerk|division|county|communication is from|post office|one of)\b|^\d|^by\b|:|@|\/s\/|^\(?if any\)?$|^law firm$|^attorneys?\s+(?:and\s+counselors?\s+)?at\s+law$|^office\s+hours\b|^(?:P\.?\s?[ACS]\.|S\.C\.|LLC|LLP|PLLC|L\.L\.O\.),|^an?\s+(?:limited\s+liability\s+(?:law\s+)?(?:company|partnership)|professional\s+(?:law\s+)?corporation|law\s+corporation)$|\bp\.?\s?o\.?\s+box\b/i;
/** A line of the lawyer's block that is their mailbox ("E-mail: ava@ruizlaw.com"), not a court's or a server's. */
const isLawyersMailbox = (line: string) => {
  const m = /^(?:e-?mail\s*:?\s*)?([A-Za-z0-9._%+-]+\s?@\s?[A-Za-z0-9.-]+\.[A-Za-z]{2,})$/i.exec(line);
  return m?.[1] !== undefined && !notTheLawyers(m[1]);
};

/** A bar or registration number on a lawyer's line: "Bar No. 12345", "SBN 123456", "MSB #104227", "Juris No. 412233". */
const BAR_NUMBER = {
  test: (line: string) =>
    /\b(?:SBN|bar\s*(?:roll\s*)?(?:no\.?|#|number)\s*#?\s*\d|[A-Z]{0,3}SB\s*(?:no\.?|#)?\s*\d|juris\s*(?:no\.?|#)\s*\d)/i.test(line) ||
    // A state's code and the number: "KS #25109 / MO #61877".
    /\b[A-Z]{2}\s*#\s*\d{4,}/.test(line),
};

/** Words of a law or collection firm's name. */
export const FIRM_WORDS =
  /\b(LLP|L\.L\.P\.|PLLC|P\.L\.L\.C\.|PLC|P\.L\.C\.|LLLC|L\.L\.L\.C\.|PS|APC|APLC|A\.P\.L\.C\.|PSC|P\.S\.C\.|LPA|L\.P\.A\.|P\.?\s?[ACS]\.|S\.C\.|L\.L\.O\.|Law|Legal|Lawyers?|Counsel|Attorneys|Associates|Collections?|Receivables|Recovery|Services|Offices?)(?=[\s,.]|$)|\s&\s/i;

/**
 * The plaintiff's law firm: the firm-like line nearest a cue of the plaintiff's lawyer (the
 * "Attorney for Plaintiff" block, a bar number, a signature), else a letter's letterhead. Never
 * the plaintiff itself: a debt buyer's "LLC" reads like a firm, and a plaintiff that sues without
 * a lawyer has none (issue 36).
 */
function firmOnly(line: string): string {
  const parts = line.split(/\s+[-–|]\s+/);
  const part = parts.length > 1 ? (parts.find((p) => FIRM_WORDS.test(p) && !/\(\w*\d+\w*\)/.test(p)) ?? line) : line;
  return (
    part
      .replace(/^.*\b(?:offices|office) of\s+(?=[A-Z])/, '')
      .replace(/\s+(?:is|are)\s+(?:a\s+)?(?:debt collectors?|attempting|acting)\b.*$/i, '')
      // The next column's label read onto the line: "OSTROWSKI & VANCE, LLC Aty. for".
      .replace(/\s+(?:atty|aty|attorneys?)\.?\s+for\b.*$/i, '')
      // A photo's specks or the next column's words after the firm's suffix: "Roe & Gantt, PC. Service copes elt …".
      .replace(new RegExp(`^(.+?[\\s,]${FIRM_SUFFIX}\\.?)\\s+(?![A-Z]\\.|${FIRM_SUFFIX}(?=[\\s,.]|$))[A-Za-z].*$`), '$1')
      .trim()
  );
}

export function findLawFirm(lines: string[], plaintiff: string | null, isLawsuit: boolean): string | null {
  const firm = firmNearCues(lines, plaintiff, isLawsuit) ?? firmOfMailbox(lines, plaintiff);
  return firm ? withSuffixPrinted(lines, firm) : null;
}

/** An entity's suffix after a firm's name: "LLC", "P.A.", "LLLC", "PS". */
const FIRM_SUFFIX =
  '(?:LLLC|L\\.L\\.L\\.C\\.|LLC|L\\.L\\.C\\.|LLP|L\\.L\\.P\\.|PLLC|P\\.L\\.L\\.C\\.|PLC|P\\.L\\.C\\.|P\\.\\s?[ACS]\\.|PC|PA|PS|LPA|L\\.P\\.A\\.|APC|APLC|PSC|S\\.C\\.|L\\.L\\.O\\.|LLO|Ltd\\.?)';
/** A firm named by its partners, the last after "&", and its suffix, in a lawyer's run-on line: "…, KS #25109, Ruiz, Alder & Shaw, P.A., 12 Elm St". */
const PARTNERS_FIRM = new RegExp(`(?:^|,\\s)([A-Z][A-Za-z'-]+(?:,\\s+[A-Z][A-Za-z'-]+)*,?\\s+&\\s+[A-Z][A-Za-z'-]+,?\\s+${FIRM_SUFFIX}\\.?)(?=[,;\\s]|$)`);

/**
 * The firm's name as printed in full where it is printed with its suffix: a letterhead's or a
 * signature's "MARSH OTERO & VALE" is the "Marsh Otero & Vale, PLLC" the page prints elsewhere.
 */
function withSuffixPrinted(lines: string[], firm: string): string {
  if (new RegExp(`[\\s,]${FIRM_SUFFIX}$`).test(firm)) return firm;
  const escaped = firm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const full = new RegExp(`^(?:.*\\s)?(${escaped},?\\s+${FIRM_SUFFIX})(?=[\\s,;]|$)`, 'i');
  for (const line of lines) {
    const m = full.exec(line);
    if (m?.[1]) return cleanName(m[1].replace(/\s+/g, ' '));
  }
  return firm;
}

/**
 * The firm named by the lawyer's own mailbox when no cue placed it: a line "Harlan Pruett LLC"
 * whose words, or their initials, are the domain of "jpruett@harlanpruett.com" or "hp-law.com".
 */
function firmOfMailbox(lines: string[], plaintiff: string | null): string | null {
  const domains = [...lines.join('\n').matchAll(/[A-Za-z0-9._%+-]+\s?@\s?([A-Za-z0-9-]+)\.[A-Za-z]{2,}/g)]
    .filter((m) => !notTheLawyers(m[0]))
    .map((m) =>
      (m[1] as string)
        .toLowerCase()
        .replace(/-?(?:law|legal|firm|attorneys?)-?/g, '')
        .replace(/[^a-z]/g, ''),
    )
    .filter((d) => d.length >= 3);
  if (domains.length === 0) return null;
  const own = plaintiff ? nameKey(plaintiff) : '';
  for (const line of lines) {
    // (Two suffixes: "Roe Gantt, P.C., L.L.O.".)
    const m = new RegExp(`^([A-Z][A-Za-z&.' -]{2,50}?),?\\s+(?:${FIRM_SUFFIX},?\\s+)?${FIRM_SUFFIX}$`).exec(line.trim());
    if (!m?.[1] || NOT_A_FIRM.test(line) || isAddressLine(line) || (own && nameKey(line).includes(own))) continue;
    const words = m[1].split(/[\s&]+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(?:and|the|law|legal|firm|group|associates|offices?|of)$/i.test(w));
    const letters = words
      .join('')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const initials = words.map((w) => (w[0] as string).toLowerCase()).join('');
    if (domains.some((d) => d === letters || (initials.length >= 2 && d === initials))) return cleanName(line.trim());
  }
  return null;
}

function firmNearCues(lines: string[], plaintiff: string | null, isLawsuit: boolean): string | null {
  const own = plaintiff ? nameKey(plaintiff) : '';
  const isPlaintiff = (candidate: string) => {
    const key = nameKey(candidate);
    return own.length > 0 && key.length > 0 && (key === own || key.includes(own) || own.includes(key));
  };
  const firmLike = (line: string | undefined): line is string =>
    line !== undefined &&
    line.length < 70 &&
    FIRM_WORDS.test(line) &&
    !NOT_A_FIRM.test(line) &&
    !ATTORNEY_LABEL.test(line) &&
    !isPlaintiff(line) &&
    !isAddressLine(line);
  // A form's "FIRM: Kinsella Oduya & Marsh, LLC" row, its "Firm / Address: X LLC, 50 S. Main St." row, or its
  // "LAW FIRM" label with the name on the line under it.
  const row = lines
    .map((l, i) => {
      const m = /^(?:law\s+)?firm(?:\s+name)?(?:\s*\/\s*address)?\s*(:)?\s*(.{3,70}?)?(?:,\s*(?:\d|p\.?\s?o\.?\s+box).*)?$/i.exec(l);
      if (!m) return undefined;
      if (m[2] && m[1]) return m[2];
      return !m[2] ? lines[i + 1]?.replace(/,\s*\d.*$/, '') : undefined;
    })
    .find((v) => v && !isPlaintiff(v) && !NOT_A_FIRM.test(v) && !isAddressLine(v));
  if (row) return cleanName(row);
  // A form's value over its caption "PLAINTIFF'S ATTORNEY / PHONE": "c/o Roe Gantt LLC, (404) 555-0139" (its "c/" perhaps lost as a mark).
  const overCaption = lines
    .map((l, i) =>
      /^plaintiff'?s\s+attorney(?:\s*\/\s*(?:phone|telephone))?$/i.test(l.trim())
        ? (lines[i - 1] ?? '')
            .replace(/^(?:c\/o|care of|o)\s+/i, '')
            .replace(/,?\s*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}.*$/, '')
            .trim()
        : undefined,
    )
    .find((v) => v && (firmLike(v) || new RegExp(`[\\s,]${FIRM_SUFFIX}$`).test(v)) && !isPlaintiff(v) && !NOT_A_FIRM.test(v));
  if (overCaption) return cleanName(overCaption);
  // A pleading's own words: "Plaintiff, …, by (and through) its attorneys, Hadley Oduya Law Group, P.C., complains …".
  const through =
    /\bby\s+(?:and\s+through\s+)?(?:its|their|his|her)\s+(?:attorneys?|counsel)(?:\s+of\s+record)?,?\s+([A-Z][A-Za-z&.'\s-]{2,50}?,?\s+(?:LLC|L\.L\.C\.|LLP|L\.L\.P\.|PLLC|P\.C\.|PC|LPA|L\.P\.A\.|APLC|PSC|P\.A\.|Ltd\.?))(?=[,.\s]|$)/.exec(
      lines.join(' '),
    );
  if (through?.[1] && !isPlaintiff(through[1])) return cleanName(through[1].replace(/\s+/g, ' '));
  // Each firm-like line, by its distance to the nearest lawyer's cue.
  // (The lawyer's mailbox is one: the firm's block prints it under the firm's name and address.)
  const cues = lines.flatMap((l, i) => (ATTORNEY_CUE.test(l) || ATTORNEY_LABEL.test(l) || isLawyersMailbox(l) ? [i] : []));
  let best: { line: string; d: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const inline = ATTORNEY_LABEL.exec(line);
    const whole = inline ? line.slice(inline.index + inline[0].length).trim() : line;
    // A lawyer's block run onto one line ("Renee T. Vasquez (SBN 281446), BRANDT OKONJO LLP, 3580 Wilshire Blvd, …"): each part.
    // (Shorter when it names a bar number: "Ruth A. Vogel, MO Bar #51234, Vogel Law Office, LLC".)
    const isBlockLine =
      // (Or a sentence naming the plaintiff's lawyer and their firm: "The plaintiff's attorney is Ann Roe, …, Roe Gantt, LLC, 12 Elm St, …".)
      (/\bplaintiff'?s\s+(?:attorney|counsel|lawyer)\s+is\b/i.test(whole) && whole.split(/,\s+/).length >= 3) ||
      // (Or a lawyer's line whose parts dashes set apart: "Ann Roe, VSB No. 12345 - Roe Gantt, PLC - 12 Elm St,".)
      (ATTORNEY_CUE.test(whole) && whole.split(/\s+[-–|]\s+/).length >= 3) ||
      (whole.length >= 70 && /\b(?:SBN|bar\s*(?:roll\s*)?(?:no|#|number)|esq|attorneys? at law)\b|@|\(\d{3}\)\s*\d{3}/i.test(whole)) ||
      (whole.length >= 30 && BAR_NUMBER.test(whole) && whole.split(/,\s+|\s+[-–|]\s+/).length >= 3);
    // (The firm's suffix stays with it: "Vogel Law Office, LLC".)
    // (Its parts may be set apart by dashes: "Ann Roe, Bar No. 1234 - Roe Gantt LLC - 12 Elm St".)
    // (A firm of partners keeps the commas between their names: "Ruiz, Alder & Shaw, P.A.".)
    const partners = isBlockLine ? PARTNERS_FIRM.exec(whole)?.[1] : undefined;
    const parts = partners
      ? [partners]
      : isBlockLine
        ? whole.split(
            /\s+[-–|]\s+|[,;]\s+(?!(?:LLLC|LLC|L\.L\.C\.|LLP|PLLC|P\.L\.L\.C\.|P\.L\.C\.|P\.?\s?[ACS]\.|LPA|L\.P\.A\.|APC|APLC|A\.P\.C\.|PLC|PSC|PC|PA|PS|Ltd|Inc)(?![A-Za-z])\.?(?:[,;]|\s+[-–|]\s|$))/,
          )
        : [whole];
    // A form's "firm and address" row: "Ruiz Alder, P.C., 410 Elm St., Suite 2," (its street cut off).
    // (Or after a dash: "Leal & Roe, PLLC - 3900 N 10th St Ste 210, McAllen, TX 78501".)
    const withoutStreet = parts.map((part) =>
      part.replace(/(?:,|\s+[-–|])\s+[\dOlI]{1,6}\s+[A-Za-z].*$/, (street) => (STREET_LINE.test(street.replace(/^(?:,|\s+[-–|])\s+/, '')) ? '' : street)),
    );
    for (const candidate of withoutStreet.filter((part) => /^[A-Z]/.test(part))) {
      // What the label names is the firm even without a firm's words ("Attorney for Plaintiff: Whitfield Ross LLC").
      const named = inline !== null && /\b(LLC|Ltd|Inc|PLLC|LLP|LPA|P\.?C\.?)\.?$/i.test(candidate) && !isPlaintiff(candidate) && !NOT_A_FIRM.test(candidate);
      // A firm named only by its partners and "LLC" ("NAKAMURA RHODES LLC"), right beside a lawyer's cue, and not the plaintiff.
      const entity =
        !named &&
        !FIRM_WORDS.test(candidate) &&
        candidate.length < 50 &&
        /^[A-Z][A-Za-z&.' -]+,?\s+(?:LLC|L\.L\.C\.|Ltd\.?)$/.test(candidate) &&
        !isPlaintiff(candidate) &&
        !NOT_A_FIRM.test(candidate) &&
        !isAddressLine(candidate);
      if (!firmLike(candidate) && !named && !entity) continue;
      const d = Math.min(...cues.map((c) => Math.abs(c - i) + (c < i ? 0 : 0.5))) + (entity ? 1 : 0);
      if (d <= (entity ? 3.5 : 6) && (!best || d < best.d)) best = { line: candidate, d };
      break;
    }
  }
  // The firm's name without the sentence it sits in: "… LLC is a debt collector attempting …", "at the offices of …", "Name (P71852) - FIRM PLC - street".
  if (best) return cleanName(firmOnly(best.line));
  // OCR misread the firm's words: the line an "Attorney for Plaintiff" label names, or the line after a bar number.
  const usable = (candidate: string | undefined): candidate is string =>
    candidate !== undefined &&
    candidate.replace(/[^A-Za-z]/g, '').length >= 5 &&
    // (A firm's name begins with a capital; a sentence's rest after "attorney for plaintiff" does not.)
    /^[A-Z]/.test(candidate) &&
    !NOT_A_FIRM.test(candidate) &&
    !ATTORNEY_LABEL.test(candidate) &&
    !isPlaintiff(candidate) &&
    !isAddressLine(candidate);
  for (const [i, line] of lines.entries()) {
    const m = ATTORNEY_LABEL.exec(line);
    if (!m) continue;
    const inline = line.slice(m.index + m[0].length).trim();
    const candidate = inline.replace(/[^A-Za-z]/g, '').length >= 3 ? inline : lines[i + 1];
    if (usable(candidate)) return cleanName(candidate);
  }
  const bar = lines.findIndex((l) => /\bbar\s*(?:no|number|#|roll)|\batty\.?\s*reg|\breg(?:istration)?\.?\s*(?:no|#)|\battorney\s*(?:id|no|code)\b/i.test(l));
  if (bar !== -1 && usable(lines[bar + 1])) return cleanName(lines[bar + 1] as string);
  // A letter's letterhead, or a firm named in the text's first lines.
  if (isLawsuit && plaintiff && /^(?:.*\bpro se\b|.*not represented by an attorney)/im.test(lines.join('\n'))) return null;
  const head = lines.slice(0, 8).find((l) => firmLike(l.replace(/^[^A-Za-z]+/, '')));
  return head ? cleanName(head.replace(/^[^A-Za-z]+/, '')) : null;
}

/** Words that make a line with "court" a sentence or a form's box, not the court's name. */
export const NOT_A_COURT_NAME =
  /\b(you|your|will|may|must|shall|deems?|has|have|been|this court|said court|clerk|address|telephone|phone|use only|copy|e-?fil|served|jurisdiction|location of|filed|costs?|amount|within|limits?|claimed)\b|@|^\d+\.\s/i;
export const COURT_KINDS =
  /\b(district|county|superior|circuit|justice|magistrate|magisterial|municipal|civil|common pleas|general sessions|small claims|conciliation|parish court|state court|city court|general court|juez|paz|probate|court of)\b/i;

/** The lower-case words of a court's name: "District Court in and for Tulsa County", "Juzgado de Paz del Condado de Hidalgo". */
const COURT_CONNECTOR = /^(?:of|the|in|and|for|at|de|del|la|las|los|y|en|el|du|des)$/;

/** A line that carries on a court's name: its county, parish, city, township, division or circuit. */
const COURT_NAME_GOES_ON =
  /^(?:(?:in and )?(?:for|of)$|at law(?: no\.? ?\d+)?$|at (?!law\b)[a-z][a-z .'-]{2,30}$|court no\.? ?\d+$|small claims (?:docket|division|department|session|part|section)(?: (?:at|of|for) [a-z .'-]{2,30})?$|(?:in and )?for (?:the )?|of (?:the )?|county of |parish of |city of |city and county of |condado de |(?:[a-z.'-]+ ){1,3}(?:county|parish|township|division|precinct|department|unit)\b(?:[,.]? [a-z ]+)?$|(?:[a-z]+ ){0,2}judicial (?:district|circuit)\b|\d+(?:st|nd|rd|th) (?:judicial )?(?:circuit|district|division)\b|(?:precinct|place|division|department|branch|district|precinto|lugar|subdivisi[oó]n|divisi[oó]n) (?:no\.? ?)?\w+\b|state of [a-z ]+$)/i;
/**
 * The label of the case-number box beside the caption, read between the court's lines ("CIRCUIT COURT
 * OF …" then "CASE NUMBER" then "WILL COUNTY, ILLINOIS"): skipped, never joined, never the court's end.
 */
const CASE_BOX_LABEL = /^(?:(?:small\s+claims?|civil)\s+)?(?:case|docket|index|cause|file)\s+(?:number|no\.?|#)\s*:?(?:\s*\/\s*[^\d]{0,30})?$/i;
/** A case number's label alone on its line, its number on the next: "Docket", "Case No.". */
const BARE_CASE_LABEL = /^(?:(?:case|docket|index|cause|file)(?:\s+(?:number|no\.?|#))?|no\.)\s*:?$/i;
/** A box's small label read as a speck's letters, all small or a few capitals, no digit: "once uween", "TT". */
const BOX_LABEL_SPECKS = /^(?:[a-z]{2,8}|[A-Za-z]{1,3})(?: (?:[a-z]{2,8}|[A-Za-z]{1,3})){0,2}$/;
/** A case number alone on its line: "26-CV-04418". */
const CASE_NUMBER_ALONE = /^(?=[A-Za-z0-9-]*\d{3})[A-Za-z0-9][A-Za-z0-9-]{5,24}$/;
/** The court's city and state on the line under its name: "SPRINGFIELD, ILLINOIS". */
const CITY_AND_STATE = new RegExp(`^[a-z][a-z .'-]{2,30}, (?:${STATE_NAMES_PATTERN})$`, 'i');
/** A form's code or revision printed beside the caption ("Rev. 01/2025", "SCA-C101"): skipped, never joined. */
const FORM_CODE = /^(?:rev\.?|revised|form|sca?-?[a-z]?\d|cv-?\d|jdf|dc-?\d)[\s\S]{0,20}$|^[^a-z]*$/i;
/** A party line of the caption, in whichever column: never part of the court's name. */
const PARTY_WORDS =
  /\b(plaintiffs?|defendants?|petitioners?|respondents?|demandantes?|demandad[oa]s?|vs?\.?|versus|against|case|cause|docket|index|no\.)(?=\W|$)/i;

/**
 * The court, as the caption prints it: "IN THE KING COUNTY DISTRICT COURT", "Superior Court of
 * California, County of San Diego", a line ending in "OF" or "," carried on to the next line, an
 * address after it cut off.
 */
/** A form's label with the court's name on the next line: "Fill in court name and street address:", "Name and address of court:". */
const COURT_NAME_LABEL =
  /^(?:fill in )?(?:the )?(?:court(?:'s)? name(?: and (?:street )?address)?|name and address of (?:the )?court)\s*(?:is)?\s*:?\s*$|^\(?(?:el )?nombre y direcci[oó]n de la corte(?: es)?\)?\s*:?\s*$/i;

export function findCourt(lines: string[]): { name: string; at: number } | null {
  const labelled = lines.findIndex((l) => COURT_NAME_LABEL.test(l));
  const under = labelled >= 0 ? lines[labelled + 1] : undefined;
  if (under && /\b(court|tribunal|juzgado)\b/i.test(under) && COURT_KINDS.test(under)) return { name: under.replace(/,\s*\d.*$/, '').trim(), at: labelled + 1 };
  for (const [i, line] of lines.slice(0, 45).entries()) {
    if (!/\b(court|tribunal|juzgado)\b/i.test(line) || NOT_A_COURT_NAME.test(line) || !COURT_KINDS.test(line)) continue;
    // A sentence that names a court, in any language: "… una respuesta ante este Juzgado de Paz dentro de los 14 días …".
    if (line.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !COURT_CONNECTOR.test(w)).length >= 4) continue;
    const cut = (s: string) =>
      s
        .replace(/\s+[-–]\s+(?=\d|[A-Z][a-z]+ [A-Z]?[a-z]*\s*(?:Courthouse|Center|Building|Hall)|.*\d{5})/, ' §')
        .replace(/\s§.*$|,\s*\d.*$/, '')
        // Its address after a colon: "FAIRFAX COUNTY GENERAL DISTRICT COURT : 4100 Chain Bridge Rd, …".
        .replace(/\s+:\s+\d.*$/, '')
        // Its translation after a slash: "KYRENE JUSTICE COURT / Juzgado de Paz Kyrene".
        .replace(/\s*\/\s*(?:juzgado|corte|tribunal)\b.*$/i, '')
        // (A case number printed at the end of the court's line: "DISTRICT COURT 26-SC-004417".)
        .replace(/\s+(?=[A-Z0-9-]*\d{4})(?=[A-Z0-9-]*[A-Z-])[A-Z0-9-]{6,}$/, '')
        // The case number printed on the court's line: "Mecklenburg County District Court, File No. 25CV…".
        .replace(/,?\s*\b(?:file|case|index|cause|docket)\s+(?:no\b\.?|number\b|#).*$/i, '')
        .trim();
    // "IN THE" (OCR often joins it: "Inthe"), and a state line the caption prints first ("STATE OF WISCONSIN, CIRCUIT COURT, …").
    // (A caption's parts on one line, set apart by a bullet: "CITY COURT OF X • COUNTY OF Y".)
    const parted = line.replace(/\s+[+•·]\s+(?=[A-Za-z])/g, ', ');
    let name = cut(
      parted
        .replace(
          /^(?:\S{1,3}\s+)?(?:[il1][nxm]\s*the|en\s+el|en\s+la|in(?=\s+(?:district|circuit|county|superior|justice|magistrate|municipal|small claims)\s+court\b))\s+/i,
          '',
        )
        .replace(/^state of [a-z ]+?,\s*(?=\S)/i, ''),
    );
    // Its further lines (up to three), past a line of the other column ("Valhalla, NY 10595"): one the
    // first leaves open ("… OF", "… ,"), or one that is plainly more of its name ("COUNTY OF QUEENS",
    // "in and for Hillsborough County, Florida", "Pike Township Division").
    let at = i;
    for (let more = 0; more < 3; more++) {
      // Past a line of the other column: an address, a form code, or the caption's party ("CAPITAL ONE, N.A.,") before "FOR THE COUNTY OF …".
      // (The box's small label OCR read as specks, "once uween" for "CASE NUMBER", before the number.)
      const isSpecks = (line: string) =>
        BOX_LABEL_SPECKS.test(line) && !COURT_NAME_GOES_ON.test(line) && !line.split(' ').every((w) => COURT_CONNECTOR.test(w.toLowerCase()));
      let specks = 0;
      while (specks < 2 && isSpecks((lines[at + 1 + specks] ?? '').trim())) specks++;
      const beside = lines[at + 1 + specks] ?? '';
      // (A case-number box beside the caption, its label and its number on lines of their own: "Docket" then "26-CV-04418".)
      const caseBox = BARE_CASE_LABEL.test(beside.trim()) && CASE_NUMBER_ALONE.test((lines[at + 2 + specks] ?? '').trim());
      const skip =
        specks +
        (caseBox
          ? 3
          : BARE_CASE_LABEL.test(beside.trim()) ||
              isCaseBoxBeside(beside) ||
              isAddressLine(beside) ||
              FORM_CODE.test(beside.trim()) ||
              CASE_BOX_LABEL.test(beside.trim()) ||
              (!COURT_NAME_GOES_ON.test(beside.trim()) && /,$/.test(beside) && COURT_NAME_GOES_ON.test((lines[at + 2 + specks] ?? '').trim()))
            ? 2
            : 1);
      // (A case number printed at the end of the court's line: "SMALL CLAIMS DEPARTMENT 26SC00412".)
      const next = lines[at + skip]?.replace(/\s+(?=[A-Z0-9-]*\d{4})[A-Z0-9-]{6,}$/, '');
      // (A county's name may be a word of a sentence: "WILL COUNTY, ILLINOIS".)
      const isCountyLine = next !== undefined && /^[a-z.' -]{2,30} (?:county|parish)(?:, [a-z ]+)?$/i.test(next.trim());
      // (A court's "SMALL CLAIMS DOCKET" is its part, not a docket number's label.)
      // (Nor is a court's own number: "JUSTICE OF THE PEACE COURT …" then "COURT NO. 13".)
      const isDocketLine = /^small claims docket$|^court no\.? ?\d+$|^at law no\.? ?\d+$/i.test(next?.trim() ?? '');
      // (Nor the judge's line of the case-number box: "Division 4 - Judge A. Roe".)
      if (!next || (NOT_A_COURT_NAME.test(next) && !isCountyLine) || (PARTY_WORDS.test(next) && !isDocketLine) || /^\d+\.\s|\bjudge\b/i.test(next)) break;
      // A word wrapped from the line above: "… OF THE TWELFTH" then "JUDICIAL CIRCUIT", "… FOR HOWARD" then "COUNTY", "STATE OF NEW" then "YORK".
      const wrapped =
        (/^judicial\s+(?:district|circuit)\b/i.test(next.trim()) && /\b(?:\d+(?:st|nd|rd|th)|[a-z]*(?:first|second|third|th))$/i.test(name)) ||
        /^(?:county|parish|township)$/i.test(next.trim()) ||
        (/\bstate of (?:new|north|south|west|rhode)$/i.test(name) && stateNamed(`${name.split(/\s+/).at(-1)} ${next.trim()}`) !== null);
      // (A comma a photo read as a period before the state's line: "PRINCE GEORGE'S COUNTY." then "MARYLAND".)
      if (/[a-z]\.$/i.test(name) && !/\b(?:no|co|inc)\.$/i.test(name) && isStateAlone(next)) name = `${name.slice(0, -1)},`;
      const open = wrapped || /\b(of|for|in and for|at|of the|for the|de|del)$|[,-]$/i.test(name);
      if (!(open || COURT_NAME_GOES_ON.test(next.trim()) || CITY_AND_STATE.test(next.trim()))) break;
      const joiner = open && !/,$/.test(name) ? ' ' : /^(?:of|for|in and for|at)\b/i.test(next.trim()) ? ' ' : open ? ' ' : ', ';
      name = `${name.replace(/-$/, ' -')}${joiner}${cut(next)}`.replace(/\s+/g, ' ');
      at += skip;
    }
    name = name.replace(/[,;:-]+$/, '').trim();
    // A court named by its number ("36TH DISTRICT COURT", "54-A DISTRICT COURT") is named with the state's heading printed over it
    // ("STATE OF MICHIGAN"), in the case its own line is printed; a court its county or town names is not ("STATE OF OHIO" over "CIRCUIT COURT, DANE COUNTY").
    const heading = NUMBERED_COURT.test(name) ? stateHeadingAbove(lines, i) : null;
    if (heading) name = `${isUpperName(name.replace(/[^A-Za-z]/g, '')) ? heading.toUpperCase() : heading}, ${name}`;
    // Longer than the details step's field is a sentence, not a court's name.
    if (name.replace(/[^A-Za-z]/g, '').length >= 8 && name.length <= COURT_NAME_MAX) return { name, at: i };
  }
  return judicialDistrict(lines);
}

/** A court named by its number: "36th District Court", "54-A District Court", "52-3 District Court for the County of Oakland". */
const NUMBERED_COURT = /^\d+(?:st|nd|rd|th)?(?:-?[A-Z]|-\d+)?\s+(?:district|circuit|municipal|justice)\s+court\b/i;

/** How many lines above a court's line its state's heading may be printed, a form's title and copy lines between. */
const STATE_HEADING_REACH = 5;

/** A state's heading line alone, "STATE OF MICHIGAN", "Commonwealth of Kentucky", a few lines over the court's line, in the case a name prints it. */
function stateHeadingAbove(lines: string[], at: number): string | null {
  for (let k = at - 1; k >= Math.max(0, at - STATE_HEADING_REACH); k--) {
    // (The form's title in the other column may be read onto it: "STATE OF MICHIGAN SUMMONS".)
    const m = /^(state|commonwealth) of ([a-z ]+?)(?:\s+(?:summons|complaint|affidavit and claim|claim|citation))?$/i.exec((lines[k] as string).trim());
    if (!m) continue;
    const code = stateNamed(m[2] as string);
    const state = code ? [...STATE_BY_NAME].find(([, c]) => c === code)?.[0] : undefined;
    if (!state || state !== (m[2] as string).toUpperCase().trim()) return null;
    const words = (w: string) => w.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return `${words(m[1] as string)} of ${words(state)}`;
  }
  return null;
}

/**
 * A court a form names only by its state and its numbered judicial district ("STATE OF OHIO" over
 * "14TH JUDICIAL DISTRICT", a form's other column between), with its division when the next line is one.
 */
function judicialDistrict(lines: string[]): { name: string; at: number } | null {
  const state = lines
    .slice(0, 15)
    .findIndex((l) => /^(?:state|commonwealth) of [a-z ]+$/i.test(l.trim()) && stateNamed(l.trim().replace(/^\S+ of /i, '')) !== null);
  if (state < 0) return null;
  for (let at = state + 1; at <= state + 4 && at < lines.length; at++) {
    const district = /^(\d+(?:st|nd|rd|th) judicial (?:district|circuit))\b/i.exec((lines[at] as string).trim());
    if (!district?.[1]) continue;
    const division = /^(?:small claims|civil|general civil) (?:division|department)$/i.exec((lines[at + 1] ?? '').trim());
    return { name: [(lines[state] as string).trim(), district[1], ...(division ? [division[0]] : [])].join(', '), at };
  }
  return null;
}

/** The court's state: "STATE OF X", the state its name or its address gives, else the consumer's. */
export function findState(lines: string[], court: { name: string; at: number } | null, consumerState: string | null): string | null {
  for (const line of lines.slice(0, 40)) {
    const of = /\bSTATE\s+OF\s+([A-Za-z ]{4,20})/i.exec(line);
    const code = of?.[1] ? stateNamed(of[1]) : null;
    if (code) return code;
  }
  if (court) {
    const named = new RegExp(`\\b(${STATE_NAMES_PATTERN})\\b`, 'i').exec(`${court.name} ${lines[court.at + 1] ?? ''}`);
    if (named?.[1]) return STATE_BY_NAME.get(named[1].toUpperCase()) ?? null;
    // The court's own address, printed with its name.
    const address = addressNear(lines, court.at, 4);
    if (address?.state) return address.state;
  }
  return consumerState;
}
