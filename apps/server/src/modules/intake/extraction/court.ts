/** The court and its state on court papers (extract-fields.ts). */
import { COURT_NAME_MAX } from '@parley/shared';
import { addressNear, isAddressLine, STREET_SUFFIX_TITLED } from './addresses.js';
import { isCaseBoxBeside, isStateAlone } from './caption-columns.js';
import { isUpperName, STATE_BY_NAME, STATE_NAMES_PATTERN, stateNamed } from './words.js';

/** Words that make a line with "court" a sentence or a form's box, not the court's name; a state's whole court system ("Kentucky Court of
 * Justice"), a form's boxes to tick ("COURT □ Circuit ☒ District") or a web address. */
export const NOT_A_COURT_NAME =
  /\b(you|your|will|may|must|shall|deems?|has|have|been|this court|said court|clerk|address|telephone|phone|use only|copy|e-?fil|served|jurisdiction|location of|filed|costs?|amount|within|limits?|claimed)\b|@|^\d+\.\s|^(?:\w+\s+)?court\s+of\s+justice\b|\bcircuit\s*[^\w\s]{0,3}\s*district\b|\bwww\./i;
export const COURT_KINDS =
  /\b(district|county|superior|circuit|justice|magistrate|magisterial|municipal|civil|common pleas|general sessions|small claims|conciliation|parish court|state court|city court|general court|juez|paz|probate|court of)\b/i;

/** The lower-case words of a court's name: "District Court in and for Tulsa County", "Juzgado de Paz del Condado de Hidalgo". */
const COURT_CONNECTOR = /^(?:of|the|in|and|for|at|de|del|la|las|los|y|en|el|du|des)$/;

/** A line that carries on a court's name: its county, parish, city, township, division or circuit. */
const COURT_NAME_GOES_ON =
  /^(?:(?:in and )?(?:for|of)$|at law(?: no\.? ?\d+)?$|at (?!law\b)[a-z][a-z .'-]{2,30}$|court no\.? ?\d+$|small claims (?:docket|division|department|session|part|section)(?: (?:at|of|for) [a-z .'-]{2,30})?$|(?:in and )?for (?:the )?|of (?:the )?|county of |parish of |city of |city and county of |condado de |(?:[a-z.'-]+ ){1,3}(?:county|parish|township|division|precinct|department|unit)\b(?:[,.]? [a-z ]+| [-–] [a-z ]+)?$|(?:[a-z]+ ){0,2}judicial (?:district|circuit)\b|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) (?:judicial )?(?:circuit|district|division)\b|(?:precinct|place|division|department|branch|district|precinto|lugar|subdivisi[oó]n|divisi[oó]n) (?:no\.? ?)?\w+\b|state of [a-z ]+$)/i;
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

/**
 * The other column's address or phone read onto the end of a court's line: "TRIAL COURT OF MASSACHUSETTS 225 Main Street",
 * "DISTRICT COURT DEPARTMENT Worcester, MA 01608", "WORCESTER DIVISION (508) 555-0150".
 */
const besideColumnCut = (line: string) =>
  line
    .replace(/\s+\(\d{3}\)\s*\d{3}-\d{4}$/, '')
    .replace(/\s+[A-Z][a-z]+(?: [A-Z][a-z]+)?,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/, '')
    .replace(new RegExp(String.raw`\s+\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,3}(?:${STREET_SUFFIX_TITLED})\.?$`), '');

export function findCourt(lines: string[]): { name: string; at: number } | null {
  const labelled = lines.findIndex((l) => COURT_NAME_LABEL.test(l));
  const under = labelled >= 0 ? lines[labelled + 1] : undefined;
  if (under && /\b(court|tribunal|juzgado)\b/i.test(under) && COURT_KINDS.test(under)) return { name: under.replace(/,\s*\d.*$/, '').trim(), at: labelled + 1 };
  for (const [i, printed] of lines.slice(0, 45).entries()) {
    // A form's box label read onto the court's line: "… SMALL CLAIMS DEPARTMENT  For Court Use Only".
    // A Spanish letter's sentence ending in the court's English name: "… una demanda en su contra ante el County Court in and for".
    const named = /\s(?:ante|en)\s+(?:el|la)\s+((?:[A-Z][\w.'&-]*\s+){0,5}?Court\b.*)$/.exec(printed)?.[1];
    const line = named ?? printed.replace(/\s+(?:\S{1,2}\s+)?for court use(?: only)?\b.*$/i, '');
    if (!/\b(court|tribunal|juzgado)\b/i.test(line) || NOT_A_COURT_NAME.test(line) || !COURT_KINDS.test(line)) continue;
    // A sentence that names a court, in any language: "… una respuesta ante este Juzgado de Paz dentro de los 14 días …".
    if (line.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !COURT_CONNECTOR.test(w)).length >= 4) continue;
    const cut = (s: string) =>
      besideColumnCut(s)
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
        // (Or in Spanish, as OCR may read its accent: "…, Florida, número de caso 2026-…", "nimero de caso".)
        .replace(/,?\s*\b[nñ][uúiûa]{1,2}mero\s+de\s+(?:caso|expediente|causa)\b.*$/i, '')
        .trim();
    // "IN THE" (OCR often joins it: "Inthe"), and a state line the caption prints first ("STATE OF WISCONSIN, CIRCUIT COURT, …").
    // (A caption's parts on one line, set apart by a bullet: "CITY COURT OF X • COUNTY OF Y".)
    // (A form's label before it: "Court: Franklin County Municipal Court".)
    // (Or after the other column's words on its line: "Mon-Fri 8:30-5:00 Court: Franklin County Municipal Court".)
    const afterLabel = /^.*?\s(?:court|tribunal|corte|juzgado)\s*:\s*(\S.*)$/i.exec(line)?.[1];
    const labelled = afterLabel && /\b(court|tribunal|juzgado)\b/i.test(afterLabel) && COURT_KINDS.test(afterLabel) ? afterLabel : line;
    const parted = labelled.replace(/\s+[+•·]\s+(?=[A-Za-z])/g, ', ').replace(/^(?:name of )?(?:court|tribunal|corte|juzgado)\s*:\s*(?=\S)/i, '');
    let name = cut(
      parted
        // A letter's sentence that names the court after the caption: "… LLC v. Keisha D. Morrison, in the Civil Court of the City of New York".
        .replace(/^.*\S,\s+in\s+the\s+(?=(?:[A-Z][\w.'&-]*\s+){0,5}?court\b)/i, '')
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
      // (Or a stamp's letters with its marks: "\LED 5 02!" for "FILED".)
      const isSpecks = (line: string) =>
        (BOX_LABEL_SPECKS.test(line) && !COURT_NAME_GOES_ON.test(line) && !line.split(' ').every((w) => COURT_CONNECTOR.test(w.toLowerCase()))) ||
        (/[\\!{}<>~]/.test(line) && line.length <= 20);
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
      if (
        !next ||
        (NOT_A_COURT_NAME.test(besideColumnCut(next)) && !isCountyLine) ||
        (PARTY_WORDS.test(next) && !isDocketLine) ||
        /^\d+\.\s|\bjudge\b/i.test(next)
      )
        break;
      // A word wrapped from the line above: "… OF THE TWELFTH" then "JUDICIAL CIRCUIT", "… FOR HOWARD" then "COUNTY", "STATE OF NEW" then "YORK".
      const wrapped =
        (/^judicial\s+(?:district|circuit)\b/i.test(next.trim()) && /\b(?:\d+(?:st|nd|rd|th)|[a-z]*(?:first|second|third|th))$/i.test(name)) ||
        /^(?:county|parish|township)$/i.test(next.trim()) ||
        (/\bstate of (?:new|north|south|west|rhode)$/i.test(name) && stateNamed(`${name.split(/\s+/).at(-1)} ${next.trim()}`) !== null);
      // (A comma a photo read as a period before the state's line: "PRINCE GEORGE'S COUNTY." then "MARYLAND".)
      if (/[a-z]\.$/i.test(name) && !/\b(?:no|co|inc)\.$/i.test(name) && isStateAlone(next)) name = `${name.slice(0, -1)},`;
      const open = wrapped || /\b(of|for|in and for|at|of the|for the|de|del)$|[,-]$/i.test(name);
      // (A form's caption under the court's blank is no more of its name: "CITY OR COUNTY — GENERAL DISTRICT COURT".)
      if (/^(?:city or county|county or city|name of court)\b/i.test(next.trim())) break;
      if (!(open || COURT_NAME_GOES_ON.test(besideColumnCut(next).trim()) || CITY_AND_STATE.test(next.trim()))) break;
      const joiner = open && !/,$/.test(name) ? ' ' : /^(?:of|for|in and for|at)\b/i.test(next.trim()) ? ' ' : open ? ' ' : ', ';
      name = `${name.replace(/-$/, ' -')}${joiner}${cut(next)}`.replace(/\s+/g, ' ');
      at += skip;
    }
    name = name.replace(/[,;:-]+$/, '').trim();
    // A bare court kind whose district a form prints a few lines down, past its codes: Connecticut's "SUPERIOR COURT" … "JUDICIAL
    // DISTRICT OF HARTFORD" (corpus 2026-12-28).
    const district = /^(?:superior|district|circuit) court$/i.test(name)
      ? lines.slice(at + 1, at + 9).find((l) => /^judicial district of [a-z .'-]{3,30}$/i.test(l.trim()))
      : undefined;
    if (district) name = `${name}, ${district.trim()}`;
    // A bare "SMALL CLAIMS" line under the name is its part, unless the court's line ended at its case number ("… COURT, File No. …").
    if (/^small claims$/i.test((lines[at + 1] ?? '').trim()) && !/\b(?:file|case|index|cause|docket)\s+(?:no|number|#)/i.test(line))
      name = `${name}, ${(lines[at + 1] as string).trim()}`;
    // A court named by its number ("36TH DISTRICT COURT", "54-A DISTRICT COURT") is named with the state's heading printed over it
    // ("STATE OF MICHIGAN"), in the case its own line is printed; a court its county or town names is not ("STATE OF OHIO" over "CIRCUIT COURT, DANE COUNTY").
    const heading = NUMBERED_COURT.test(name) ? stateHeadingAbove(lines, i) : stateHeadingOver(lines, i, name);
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
 * The caption's heading printed on the lines right over a court that names no place ("STATE OF
 * VERMONT" over "SUPERIOR COURT" / "SECOND UNIT"; "COMMONWEALTH" / "OF VIRGINIA" on two lines): the
 * name begins with it.
 */
function stateHeadingOver(lines: string[], at: number, name: string): string | null {
  // (Only a name that names no place: "DISTRICT COURT" / "SIXTH DIVISION"; "BOONE DISTRICT COURT" is named without its state.)
  if (!/^(?:district|circuit|superior|justice|magistrate|municipal) court\b/i.test(name) || /\b(?:county|parish|city|town|of|for|at)\b/i.test(name))
    return null;
  // (A county's heading may stand between: "STATE OF SOUTH CAROLINA" / "COUNTY OF RICHLAND" / "IN THE MAGISTRATE COURT".)
  const county = /^(?:county|parish) of [a-z .'-]{3,30}$/i.test((lines[at - 1] ?? '').trim()) ? (lines[at - 1] as string).trim() : null;
  const k = county ? at - 2 : at - 1;
  let line = (lines[k] ?? '').trim();
  if (/^of [a-z ]+$/i.test(line) && /^(?:state|commonwealth)$/i.test((lines[k - 1] ?? '').trim())) line = `${(lines[k - 1] as string).trim()} ${line}`;
  const m = /^(state|commonwealth) of ([a-z ]+)$/i.exec(line);
  const code = m?.[2] ? stateNamed(m[2]) : null;
  const state = code ? [...STATE_BY_NAME].find(([, c]) => c === code)?.[0] : undefined;
  if (!m || !state || state !== (m[2] as string).toUpperCase().trim() || new RegExp(`\\b${state}\\b`, 'i').test(name)) return null;
  return county ? `${line}, ${county}` : line;
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
    // (Never the state a party was organized in: "a company organized under the laws of the State of Delaware".)
    const of = /(?<!\blaws?\s+of\s+(?:the\s+)?)\bSTATE\s+OF\s+([A-Za-z ]{4,20})/i.exec(line);
    const code = of?.[1] ? stateNamed(of[1]) : null;
    if (code) return code;
  }
  if (court) {
    // (Never a county, a city or a parish named like a state: "Washington County", "Delaware County".)
    const named = new RegExp(`\\b(${STATE_NAMES_PATTERN})\\b(?!\\s+(?:county|parish|city|township)\\b)`, 'i').exec(
      `${court.name} ${lines[court.at + 1] ?? ''}`,
    );
    if (named?.[1]) return STATE_BY_NAME.get(named[1].toUpperCase()) ?? null;
    // The court's own address, printed with its name (past its heading's lines: "SUPERIOR COURT" / "HOUSING SESSION" / "JUDICIAL DISTRICT OF …" / the paper's title).
    const address = addressNear(lines, court.at, 6);
    if (address?.state) return address.state;
  }
  return consumerState;
}
