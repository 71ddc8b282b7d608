/** The words of OCR'd papers: lines cleaned of scan marks, state names read with slips, names in their printed case (extract-fields.ts). */
import { US_STATES } from '@parley/shared';
import { distance } from './edit-distance.js';
import { letterLeaderRows, withoutLeaders } from './leaders.js';
import { numberedRows } from './numbered-rows.js';

/** A month by its name or its first three letters ("Jan", "JANUARY"), in a pattern read case-blind. */
export const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
export const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));
export const STATE_CODES = new Set(Object.keys(US_STATES));
export const STATE_NAMES_PATTERN = [...STATE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

export const LINE_FIXES: [RegExp, string][] = [
  [/[‘’`]/g, "'"],
  [/[“”]/g, '"'],
  [/[—–]/g, '-'],
  // Control characters (a PDF's text layer can carry NUL, which PostgreSQL refuses in text).
  [/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' '],
  // A role's heading with its last F read as E or I, as a form's small capitals come out: "PLAINTIFE(S)" is "PLAINTIFF(S)".
  [/\bPLAINTIF[EI](?=\(S\)|S\b|\b)/g, 'PLAINTIFF'],
  // A house number run into its street's direction letter, as OCR joins them: "3307S. Lynn Ct." is "3307 S. Lynn Ct.".
  [/\b(\d{1,6})([NSEW])\.(?=\s+[A-Z][a-z]+\s+(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Ct|Court|Blvd|Way|Pl|Place|Cir|Ter|Pkwy)\b)/g, '$1 $2.'],
  // A C between digits read as the euro sign, as a case number's letter comes out: "26€004215" is "26C004215" (corpus 2026-12-28).
  [/(?<=\d)€(?=\d)/g, 'C'],
  // A party named with a petition's roles, the role at the line's end: "GULF SOUTH RECOVERY PARTNERS, Petitioner" is the plaintiff,
  // "DENISE M. FONTENOT Respondent" the defendant (a Louisiana citation; corpus 2027-01-07).
  [/(?<=[A-Za-z.][ ,]+)(?:Petitioner|PETITIONER|Claimant|CLAIMANT)(s?)(?=[,.]?[ \t]*$)/gm, 'Plaintiff$1'],
  [/(?<=[A-Za-z.][ ,]+)(?<!Co-)(?:Respondent|RESPONDENT)(s?)(?=[,.]?[ \t]*$)/gm, 'Defendant$1'],
  // A caption's label with a photo's specks read after it as small letters: "Plaintiff, inti" is "Plaintiff," (corpus 2027-01-10).
  [/^([ \t]*(?:Plaintiff|PLAINTIFF|Defendant|DEFENDANT)s?[,.])[ \t]+[a-z]{1,4}[ \t]*$/gm, '$1'],
  // The same roles printed as a caption's labels, each on its own line: "Claimant", "Respondent", "Co-Respondent" (an Arkansas
  // summons; corpus 2027-01-10).
  [/^([ \t]*)(?:Claimant|CLAIMANT|Petitioner|PETITIONER)(s?)(?=[,.]?[ \t]*$)/gm, '$1Plaintiff$2'],
  [/^([ \t]*(?:Co-)?)(?:Respondent|RESPONDENT)(s?)(?=[,.]?[ \t]*$)/gm, '$1Defendant$2'],
];

/** Drops marks of one to three non-letters ("~", "==") from a line's end, one token at a time, in one pass from the end. */
export function withoutTrailingMarks(tokens: string[]): string[] {
  let end = tokens.length;
  while (end > 0 && /^[^A-Za-z0-9.,)]{1,3}$/.test(tokens[end - 1] as string)) end--;
  return tokens.slice(0, end);
}

/**
 * A street's suffix, where its name ends: "St", "Avenue", "Pike". "Court" is each reader's to add, as a court's name
 * ends with it too; a reader that stops at the first suffix adds rarer ones ("Run", "Grove") only where a city cannot follow.
 */
export const STREET_SUFFIX =
  'st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail|loop|sq|square|pike|tpke|turnpike|broadway';
/** A unit's word before its number, in any case: "Apt 4B", "Unit 12", "Fl 2", "Space 14", "#5". */
export const UNIT = '(?:apt|apartment|unit|suite|ste|lot|trlr|bldg|building|rm|room|fl|flr|floor|spc|space|#)';
/** A street named on a line: its suffix, a court, a box or a unit. */
const STREET_ON_LINE = new RegExp(String.raw`\b(?:${STREET_SUFFIX}|court|box)\b|\b${UNIT}\b`, 'i');
/** A line headed by a number (1 to 28) before a capitalised word or "vs.": the rest of the line. */
const NUMBERED_TEXT_LINE = /^[ \t]*(?:[1-9]|1\d|2[0-8])[ \t]+((?:[A-Z]{2,}\b|[Vv][Ss]?\.).*)$/gm;
/** The same number before a street's own house number: "14 4417 SE Division St, Portland" (corpus 2026-12-28). */
const NUMBERED_STREET_LINE = /^[ \t]*(?:[1-9]|1\d|2[0-8])[ \t]+(\d{1,6}[ \t]+[A-Za-z].*)$/gm;

export function normalize(text: string): string[] {
  let t = text;
  for (const [from, to] of LINE_FIXES) t = t.replace(from, to);
  // California pleading paper numbers its lines 1 to 28 down the margin: read between the text's lines,
  // they split a caption or a sentence ("residing at 867 Third Ave Unit", "20", …, "5, Chula Vista").
  const bare = t.split(/\r?\n/).filter((l) => /^\s*(?:[1-9]|1\d|2[0-8])\s*$/.test(l)).length;
  // Its numbers may also be read at the head of a text line ("13 BRANDON K. ELLISON and JANE DOE", "19 vs."): dropped there
  // too, before a capitalised word or "vs.", never before a street ("12 ELM STREET" keeps its house number).
  if (bare >= 8)
    t = t
      .replace(/^\s*(?:[1-9]|1\d|2[0-8])\s*$/gm, '')
      .replace(NUMBERED_TEXT_LINE, (line, rest: string) => (STREET_ON_LINE.test(rest) ? line : rest))
      .replace(NUMBERED_STREET_LINE, (line, rest: string) => (STREET_ON_LINE.test(rest) ? rest : line));
  const rows = letterLeaderRows(
    t
      .split(/\r?\n/)
      // Speckles and table rules read as stray marks at a line's ends.
      .map((l) =>
        // (token by token: a regex with a nested quantifier could backtrack badly on "~ = ~ ~ =" runs)
        withoutTrailingMarks(
          l
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/^[^A-Za-z0-9$(]+/, '')
            .split(' '),
        )
          .join(' ')
          .replace(/\s+[|~=_]+(?=\s|$)/g, ''),
      )
      .filter((l) => l !== '')
      .map(withoutBoxRule)
      .map(withoutLeaders)
      .map(withoutTwinColumn),
  );
  return withUnitsJoined(numberedRows(rows)).flatMap(wrapped);
}

/**
 * A caption printed twice side by side (a landscape page in two columns, each a copy: corpus 12-31's South Carolina summons
 * and complaint) reads each line twice: "Palmetto Installment Finance, LLC, Palmetto Installment Finance, LLC,", "Vs. Vs.".
 * One copy is the line. A doubled word of a place's name ("Walla Walla") is shorter than a copy must be.
 */
/** A caption's line is short; a paragraph run together with one sentence repeated is no twin. */
const TWIN_COPY_MAX = 120;
function withoutTwinColumn(line: string): string {
  // Halves compared, not a back-reference: a line of one phrase repeated (a paragraph run together) stays linear.
  const half = (line.length - 1) / 2;
  const copy = line.slice(0, half);
  const isTwin = Number.isInteger(half) && line[half] === ' ' && line.slice(half + 1).toLowerCase() === copy.toLowerCase();
  return isTwin && copy.length <= TWIN_COPY_MAX && (copy.length >= 6 || /^vs?\.$/i.test(copy)) ? copy : line;
}

/** A street that ends in its unit's word, the unit's number wrapped onto the next line alone: "3850 S Pecos Rd Unit" / "1107". */
const STREET_ENDS_IN_UNIT = new RegExp(String.raw`\d+\s+\S.*\b(?:${STREET_SUFFIX})\.?,?\s+${UNIT}\.?$`, 'i');
const UNIT_NUMBER_ALONE = /^#?(?:[A-Z]?\d{1,5}[A-Z]?|[A-Z])$/;

function withUnitsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last !== undefined && STREET_ENDS_IN_UNIT.test(last) && UNIT_NUMBER_ALONE.test(line)) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * A box's left rule read as a letter before each of its lines ("i Harriet N. Olsen", "l 4410
 * Elm Dr"): a lone small i or l before a capital or a digit starts no English line.
 */
function withoutBoxRule(line: string): string {
  return (
    line
      .replace(/^[il|!]\s+(?=[A-Z0-9])/, '')
      // A numbered box's number before a party's label, as OCR reads a small boxed digit ("[5]", "El", "EA"): "El Plaintiff name".
      .replace(/^(?:[A-Za-z0-9]{1,3}\]?|\(\d{1,2}\))\s+(?=(?:plaintiff|defendant)(?:'?s)?\s+(?:name|address)\b)/i, '')
      // A house number's space read as an apostrophe: "2208'N Birch Ave".
      .replace(/^(\d{1,6})'(?=[A-Z]\s)/, '$1 ')
      // A table's rule or a speck read as an opening quote before a column's word: "2931 Elm Ct 'West Palm Beach FL".
      .replace(/(?<=\s)'(?=[A-Z][a-z])(?![^']*')/g, '')
  );
}

/**
 * The longest line the extraction reads: a printed page's line is under 200 characters, a PDF's
 * text layer may run a paragraph into one line. A longer line is cut at a sentence's or a word's
 * end: the readers look within a line, and a 60 KB line (a hostile upload) took seconds of CPU in
 * some of them.
 */
export const MAX_LINE = 400;

function wrapped(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE) {
    const window = rest.slice(0, MAX_LINE);
    const sentence = window.lastIndexOf('. ');
    const word = window.lastIndexOf(' ');
    const cut = sentence > MAX_LINE / 2 ? sentence + 1 : word > 0 ? word : MAX_LINE;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** The state whose name `words` spells, allowing an OCR slip or two (one per five letters). */
export function stateNamed(words: string): string | null {
  const upper = words.toUpperCase().replace(/[^A-Z ]/g, '');
  let best: { code: string; d: number } | null = null;
  for (const [name, code] of STATE_BY_NAME) {
    const head = upper.slice(0, name.length + 1).trim();
    const d = distance(head.slice(0, name.length), name);
    if (d <= Math.floor(name.length / 5) && (!best || d < best.d)) best = { code, d };
  }
  return best?.code ?? null;
}

export const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Llc|Lllc|Llo|Lp|Llp|Pllc|Plc|Aplc|Apc|Psc|Pa|Pc|Ps|Na|Usa|Ii|Iii|Spv|Lpa|Lvnv)\b/g, (m) => m.toUpperCase())
    // A possessive's s: "PRINCE GEORGE'S" is "Prince George's", never "O'Shea"'s S.
    .replace(/'S\b/g, "'s")
    // A court's or a unit's letter after its number: "41A", "3C", never an ordinal's "th".
    .replace(/\b(\d+)([a-z])\b/g, (_, n: string, c: string) => `${n}${c.toUpperCase()}`)
    .replace(/\bN\.a\./g, 'N.A.')
    .replace(/\bP\.([acs])\./g, (_, c: string) => `P.${c.toUpperCase()}.`)
    // An entity's initials in capitals: "S.C.", "L.L.O.".
    .replace(/\b[A-Z]\.(?:[a-z]\.){1,3}(?=[\s,]|$)/g, (m) => m.toUpperCase());

/** Labels a value stops at when OCR ran them into one line. */
export const NEXT_LABEL =
  /\s+(?:(?:case|cause|index|docket)\s*(?:no|number|#)\b.*|civil action\b.*|no\.\s*\d.*|(?:plaintiffs?|defendants?)\b[,.:]?.*|summons\b.*|complaint\b.*|attorneys?\s+for\b.*)/i;
/**
 * The caption's "v." read onto the name's line, never a middle initial V after a first name printed
 * last name first ("OKAFOR, CHIDI B.", its comma perhaps read as a period).
 */
const VERSUS_AFTER = /(?<![,.]\s*[A-Z][A-Za-z'-]+)\s+v\.?s?\.?$/i;

/** An entity or person's name as printed, with OCR's usual slips in entity suffixes repaired. */
export function cleanName(raw: string): string {
  return (
    raw
      .replace(NEXT_LABEL, '')
      .replace(VERSUS_AFTER, '')
      .replace(/\b5PV\b/gi, 'SPV')
      // A roman numeral after a trust's or a fund's name, read as letters or digits: "Trust IT", "Trust 11".
      .replace(/\b(Trust|Fund|Funding|Series|Capital|Holdings)\s+(?:IT|Il|lI|ll|11|I1|1I)(?=[\s,.]|$)/gi, '$1 II')
      .replace(/\bSPV\s+(?:[1lI|]{1,2}|Ll|LL|Il)(?=[\s,.]|$)/g, 'SPV I')
      // (Or a bracket: "FUND [, LLC".)
      .replace(/\b(Trust|Fund|Funding|Series|Capital|Holdings)\s+\[(?=[\s,.]|$)/gi, '$1 I')
      .replace(/\b(?:L[Il1]C|Lic|LLG|LL[Cc]\.)(?=[\s,.]|$)/g, 'LLC')
      .replace(/\b(?:L[Il1]P|LLP\.)(?=[\s,.]|$)/g, 'LLP')
      .replace(/\bN\.?\s?A[.,]*(?=\s|$)/g, 'N.A.')
      .replace(/\bIne\b\.?/g, 'Inc.')
      // "Inc" is always abbreviated: its period lost to a speck or the comma after it.
      .replace(/\b(INC|Inc)\b(?!\.)/g, '$1.')
      // So is "Corp" that ends the name ("… CREDIT CORP,"), never "Credit Corp Solutions".
      .replace(/\b(CORP|Corp)(?=,?\s*$)/, '$1.')
      // (A "P.A." or "P.C." whose periods OCR lost; Washington's "PS" is often printed without them, and stays as read.)
      .replace(/\bP\s?\.?\s?([AC])\s?\.?(?=\s|$)|\bP(?:\s?\.\s?|\s)(S)\s?\.?(?=\s|$)|\bP(S)\.(?=\s|$)/g, (_, a, b, c) => `P.${a ?? b ?? c}.`)
      .replace(/\.\s+(LLC|LLP|PLLC|Inc\.?|N\.A\.|L\.P\.|P\.[ACS]\.)(?=[\s,]|$)/g, ', $1')
      .replace(/[,;:]+\s*$/, '')
      // (The role as a photo misspells it: "Plaintif", "P1aintiff".)
      .replace(/,?\s+(?:Plaintiff|P[l1I]a[il1]n?t[il1]f{1,2}|Defendant)s?\.?$/i, '')
      // A period after a word that is no abbreviation: "Gregory Fischer.", "LLC.", "LP."; "Corp." keeps its own.
      .replace(/\b(LLC|LLP|LP|(?!(?:Corp|CORP)\.$)[A-Za-z]{4,})\.$/, '$1')
      .trim()
  );
}

/** A court's name printed in capitals, in the case its directory entry uses: "Court of Common Pleas of Erie County". */
export function courtCase(name: string): string {
  // Small capitals, read with some of their letters small ("DisTricT COURT OF JOHNSON COUNTY"): capitals too.
  const letters = name.replace(/[^A-Za-z]/g, '');
  const smallCaps = /\b[A-Za-z]+[a-z][A-Z][A-Za-z]*\b/.test(name) && letters.replace(/[^A-Z]/g, '').length >= 0.7 * letters.length;
  return isUpperName(letters) || smallCaps ? titleCase(name).replace(/(?<=\S\s)(Of|In|And|For|The|At|De|Del|La)\b/g, (w) => w.toLowerCase()) : name;
}

export function isUpperName(s: string) {
  return s === s.toUpperCase() && /[A-Z]/.test(s);
}

export function recase(name: string): string {
  return isUpperName(name.replace(/[^A-Za-z]/g, '')) ? titleCase(name) : name;
}

/** A line that is the word `label` alone ("Plaintiff,"), as OCR may misspell it ("Plainuff", "Patesifl,"). */
export function isLabelLine(line: string, label: string): boolean {
  // (Past a pleading paper's line number before it: "12 Defendants.".)
  const word = line
    .replace(/^\s*\d{1,2}\s+(?=[A-Za-z])/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (/^deman/.test(word)) return false;
  return word.length >= label.length - 3 && word.length <= label.length + 2 && distance(word.replace(/s$/, ''), label) <= 3;
}

/** A line that is only marks, or the "v." between the parties. */
export const isFiller = (line: string) => line.replace(/[^A-Za-z]/g, '').length < 3;

export const ENTITY_SUFFIX = /^(LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)$/i;

/** A word without its accents: "Peñalosa" is "Penalosa", as OCR may read a name in capitals. */
export const withoutAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Letters and digits only, lowercase, accents dropped: "Cavalry SPV I, LLC" and "CAVALRY SPV I LLC" are one name, "Peña" and "PENA" too. */
export const nameKey = (s: string) =>
  withoutAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A courtesy title before a name, as a letter or a caption prints it: "Mr.", "Sra.", "DR". */
export const COURTESY_TITLE = String.raw`(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sr|Sra|Srta|MR|MRS|MS|MISS|MX|DR|SR|SRA|SRTA)\.?`;
