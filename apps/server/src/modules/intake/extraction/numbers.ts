/** Case numbers on court papers, with OCR's digit and letter slips repaired (extract-fields.ts); the lawyer's e-mail is mailboxes.ts's. */
import { citesStatute, DECIMAL_SUFFIXED, isSendersFileLabel, isSendersOwnNumber, LOCATION_PREFIXED, opensWithCourtType } from './case-number-shapes.js';
import { findLabelColumn } from './label-column.js';
import { MONTH } from './words.js';

/** Court codes that sit between a case number's digits ("26CV", "CVF", "SC"): their letters are letters. */
export const CASE_CODES = /^(CV|CVD|CVF|CVM|CVI|CVS|CC|SC|GC|DC|DV|GV|C|CA|CI|CIV|SM|LT|LM|LA|JP|CP|CT|MC|SP)$/;
export const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  B: '8',
  S: '5',
  s: '5',
  Z: '2',
  z: '2',
  G: '6',
};

/**
 * A case number as OCR read it, repaired: in a run of letters that is not a court code, letters
 * that look like digits are read as digits ("26CVB11548" → "26CV811548", "2O26" → "2026").
 */
export function repairCaseNumber(raw: string): string {
  // (A space OCR read inside a county's number, court type and court's number: "49K 05-2510-SC-…" is "49K05-2510-SC-…".)
  // (A Pennsylvania magisterial docket opens "MJ-", its J easily read as I or l: "MI-05217-CV-0000412-2026".)
  return lettersOfCodes(
    digitsOfNumbers(raw.replace(/^(\d{2}[A-Z]) (?=\d{2}-\d{4}-[A-Z]{2}-\d)/, '$1').replace(/^M[IlL1|]-(?=\d{5}-[A-Z]{2}-\d{7}-\d{4}$)/, 'MJ-')),
  );
}

export const LETTER_FOR: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '6': 'G', '8': 'B', '2': 'Z' };

/**
 * The other way round: a court code read with a digit for a letter, at the number's end
 * ("04812C1" → "04812CI"), as a short part between dashes ("-5P" → "-SP", "-6C" → "-GC"), or right
 * after the year or the court's number that opens it ("265C04812" → "26SC04812", "20265C004512" → "2026SC004512",
 * "40125C000318" → "4012SC000318").
 */
export function lettersOfCodes(value: string): string {
  return (
    value
      // (Never the year's own last digit: "2026C047731" is the year 2026 and the code C.)
      // (An S read as an 8 too: "26418C000512" → "2641SC000512".)
      .replace(/^(\d{2,4})([01568])([A-Z]{1,2})(?=\d)/, (m, year: string, d: string, rest: string) => {
        const letter = [LETTER_FOR[d], d === '8' ? 'S' : undefined].find((l) => l !== undefined && CASE_CODES.test(`${l}${rest}`));
        return letter && !/^20\d\d$/.test(`${year}${d}`) ? `${year}${letter}${rest}` : m;
      })
      .replace(/(?<=\d)([A-Z]{1,2})([01568])$/, (m, rest: string, d: string) => (CASE_CODES.test(`${rest}${LETTER_FOR[d]}`) ? `${rest}${LETTER_FOR[d]}` : m))
      .replace(/(?<=-)([01568])([A-Z]{1,2})(?=-|$)/g, (_m, d: string, rest: string) => `${LETTER_FOR[d]}${rest}`)
      // A one-letter code's second letter read as a digit where the number opens: "C1-26-01234", "C1 26-4417" → "CI…".
      .replace(/^([A-Z])([01568])(?=[-\s]\d)/, (m, letter: string, d: string) =>
        CASE_CODES.test(`${letter}${LETTER_FOR[d]}`) ? `${letter}${LETTER_FOR[d]}` : m,
      )
      // A code's last letter read as a digit between dashes: "-C1-" → "-CI-", "-S6-" → "-SG-"… when that is a court code.
      .replace(/(?<=\d-)([A-Z])([01568])(?=-\d)/g, (m, letter: string, d: string) =>
        CASE_CODES.test(`${letter}${LETTER_FOR[d]}`) ? `${letter}${LETTER_FOR[d]}` : m,
      )
  );
}

export function digitsOfNumbers(raw: string): string {
  return raw
    .split(' ')
    .map((token) =>
      token.replace(/[A-Za-z|]+/g, (run, at: number) => {
        const upper = run.toUpperCase();
        // "GVM" is "CVM" with its C read as a G: a civil code, where "GV…" is none.
        if (/^GV./.test(upper) && !CASE_CODES.test(upper) && CASE_CODES.test(`C${upper.slice(1)}`)) return `C${upper.slice(1)}`;
        if (CASE_CODES.test(upper)) return upper;
        // A code's last letter read twice, the second small: "25CVv48213" is "25CV48213".
        if (/^[A-Z]+[a-z]$/.test(run) && run.slice(-2, -1) === upper.slice(-1) && CASE_CODES.test(upper.slice(0, -1))) return upper.slice(0, -1);
        // A court code with one more letter that looks like a digit, before digits: "CVB1…".
        const code = upper.slice(0, -1);
        const last = run.slice(-1);
        const before = token[at - 1] ?? '';
        const after = token[at + run.length] ?? '';
        if (CASE_CODES.test(code) && DIGIT_FOR[last] && /\d/.test(after)) return `${code}${DIGIT_FOR[last]}`;
        // Any code's letters, then an O or I that starts the digits: "26STLCO4812".
        if (run.length >= 3 && /[OIl]/.test(last) && /\d/.test(after)) return `${code}${DIGIT_FOR[last]}`;
        // A one-letter suffix after the last dash is a letter ("…-6021837-S"), and so is a one-letter prefix
        // before the first dash of a number with a court code in it ("D-052-CV-25-…", "M-07-SC-…").
        if (before === '-' && after === '' && run.length === 1 && /[A-Z]/.test(run)) return run;
        if (run.length === 1 && opensWithCourtType(token, at)) return run;
        if (at === 0 && after === '-' && run.length === 1 && /[A-NP-Z]/.test(run) && !/[Il|]/.test(run) && /-[A-Z]{2,3}-/.test(token)) return run;
        // …or of two letters, a court's or a county's prefix, when a court code stands between later dashes: "SG-2026-GC-004419".
        if (at === 0 && after === '-' && run.length === 2 && /^[A-Z]{2}$/.test(run) && /-\d{2,4}-[A-Z]{2,3}-\d/.test(token)) return run;
        // A court's one-letter case type between two dashes is a letter: "26-S-004417", a small claim (corpus 2027-01-07).
        if (before === '-' && after === '-' && run.length === 1 && /[A-HJ-NP-Z]/.test(run)) return run;
        if (/[\d-]/.test(before) || /[\d-]/.test(after)) {
          const digits = [...run].map((c) => DIGIT_FOR[c] ?? c).join('');
          if (/^\d+$/.test(digits) && !(run.length >= 2 && /^[A-Z]+$/.test(run) && !/[OIBSZ]/.test(run))) return digits;
        }
        return upper;
      }),
    )
    .join(' ');
}

/** A case number's label, its gloss in parentheses read through ("Número de expediente (Docket No.):", corpus 2027-01-08). */
export const CASE_LABEL =
  /\b(?:case|cause|c(?:iv|w)il\s*act[il1]?on(?:\s+file)?|civil|file|claim|index|docket|warrant|n[uúiûa]{1,2}mero\s+de\s+(?:causa|caso|expediente))\s*(?:no|number|n[o0]|#)?\b\.?(?:\s*\([^()\n]{1,25}\))?\s*[:.]\s*|\bn[uúiûa]{1,2}mero\s+de\s+(?:causa|caso|expediente)\s+(?=[A-Z0-9-]*\d)|\bcaso\s+(?:n[uúi]m(?:ero)?\.?|n[o°º]\.|#)\s*:?\s*|\b(?:case|cause|suit|c(?:iv|w)il\s*act[il1]?on(?:\s+file)?|civil|small\s+claims?|file|index|docket|warrant)\s*(?:no|num[be]er|n[o0]|#)\b\.?\s*[:.]?\s*|\bC\/A\s*(?:no|#)\.?\s*:?\s*|\bC\.\s?A\.\s*(?:no|#)\.?\s*:?\s*|^(?:\S{1,3}\s+)?N[oa0][.,:]\s*:?\s*|^(?:case|cause|file|docket|index)\s*(?:no|number)?\.?\s*$/i;

/** A street and its city, state and ZIP on one line, or a ZIP alone on its line: an address, never a case number's line. */
const STREET_AND_CITY = /^\d+\s+[A-Za-z].*,\s*[A-Z]{2}\.?\s+\d{5}\b/;
/** The label of a form's next cell beside a case number's label: "SECTION", "DIVISION", "COURTROOM". */
const NEXT_CELL_LABEL = /^(?:section|division|div\.?|dept\.?|department|part|courtroom|room)\s*:?$/i;
/** A next cell's label that owns a number of its own: "ACCOUNT NO.", "FILE NO.", "REF. NO.", as a photo reads it too ("TaccounTno."). */
const NEXT_NUMBER_LABEL = /^\W*[a-z]{0,2}(?:accoun|acct|file|our file|ref|reference|loan|invoice|claim)[a-z]*\.?\s*(?:no\.?|number|#)?\s*:?$/i;

/** How many lines under a label at a line's end its number may sit (a two-column form prints other words first). */
const LINES_UNDER_A_LABEL = 5;
/** Not a case number: a court's ordinal ("36TH"), a date, a time, an amount, a phone number. */
const NOT_A_CASE_NUMBER = /^\d+(?:st|nd|rd|th)$|^\d{1,2}\/\d{1,2}\/\d{2,4}$|^\d{1,2}:\d{2}$|^\$|^\(\d{3}\)$|^\d{3}-\d{4}$|^(?:rev|form|fom)/i;
const digitCount = (value: string) => (value.match(/\d/g) ?? []).length;

/** The rest of a case number wrapped at a dash: the next line's head, or a code alone on one of the few lines below. */
function wrappedRest(lines: string[], at: number): string {
  const head = (lines[at + 1] ?? '').trim().split(/\s+/)[0] ?? '';
  const alone = lines.slice(at + 1, at + 8).find((l) => /^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{2,}$/.test(l.trim()));
  return /^[A-Z0-9]/.test(head) && /\d/.test(head) ? head : (alone?.trim() ?? '');
}

/** What follows a court code printed as its own word in a case number: digits split by a dash or slash ("2291-25"), or a long run of digits ("SCSC 104417"). */
const LEADING_CODE_BEFORE = /^(?:\d{2,}[-/]\d{2,}[-/\d]*|\d{6,})[,;.]?$/;

/** The tokens of a case number at the start of `text` ("26-118204-GC SUMMONS" → "26-118204-GC"). */
function numberOpening(text: string): string {
  const kept: string[] = [];
  const tokens = text.split(' ');
  for (const [n, token] of tokens.entries()) {
    // (A code's I read as a small l: "Cl 26-8814" is "CI 26-8814", corpus 2027-01-07.)
    const t = token.replace(/[,;:]$/, '').replace(/^([A-Z])l$/, (code, letter: string) => (CASE_CODES.test(`${letter}I`) ? `${letter}I` : code));
    // A court code printed as a word before the number's digits: "CV 2291-25", "SC 26-0418".
    // (Or a court's own prefix of capitals: "FCV 26-1043".)
    if (n === 0 && (CASE_CODES.test(t) || (/^[A-Z]{2,4}$/.test(t) && !/^(?:NO|THE|FOR|AND|CASE)$/.test(t))) && LEADING_CODE_BEFORE.test(tokens[1] ?? '')) {
      kept.push(t);
      continue;
    }
    // Another label or a word of the caption ends it.
    if (!/^[A-Za-z0-9|][A-Za-z0-9|\-/.]*$/.test(t) || /^(summons|complaint|plaintiff|defendant|for|on|and|the)$/i.test(t) || NOT_A_CASE_NUMBER.test(t)) break;
    if (!/\d/.test(t) && !(kept.length > 0 && /^[A-Z]{1,4}$/.test(t))) break;
    kept.push(t);
    // A colon ends the number, the court's address after it: "2026 CV 004417: 12 N Main Street, …".
    if (token.endsWith(':')) break;
  }
  return kept.join(' ').replace(/[.]+$/, '');
}

/** The tokens of a case number at the end of `text`, a form's right column ("PRECINCT 5, PLACE 1 CV51-26-004217"). */
function numberClosing(text: string): string {
  const kept: string[] = [];
  for (const token of text.split(' ').reverse()) {
    const t = token.replace(/[,;.]$/, '');
    if (!/^[A-Z0-9][A-Z0-9\-/.]*$/.test(t) || NOT_A_CASE_NUMBER.test(t)) break;
    if (!/\d/.test(t) && !/^[A-Z]{1,3}$/.test(t)) break;
    kept.unshift(t);
  }
  // Short codes and one- or two-digit counts before the number are the line's ("PLACE 1 CV51-…"), a year is the number's ("2026 M1 108734"),
  // and so is a court code printed as a word before digits and a dash ("CV 2291-25").
  while (kept.length > 1 && !/\d{3}/.test(kept[0] ?? '') && !(kept.length === 2 && CASE_CODES.test(kept[0] ?? '') && LEADING_CODE_BEFORE.test(kept[1] ?? '')))
    kept.shift();
  const value = kept.join(' ');
  // A ZIP code alone ends an address line.
  return digitCount(value) >= 4 && /\d{3}/.test(value) && !/^\d{5}(?:-\d{4})?$/.test(value) ? value : '';
}

/** A clerk's stamp under a box's label, its date and time: "2026 JAN 14 AM 10:22", "FILED Jan 14, 2026 10:22 AM". */
const DATE_STAMP = new RegExp(
  String.raw`\b(?:19|20)\d{2}\s+${MONTH}\b|\b${MONTH}\.?\s+\d{1,2},?\s+(?:19|20)\d{2}\b|\b\d{1,2}:\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?(?!\S)`,
  'i',
);
/** The box's own words for the clerk's stamp: "FOR COURT USE ONLY", "FILED", "RECEIVED". */
const COURT_USE = /^(?:for court use only|(?:e-?)?filed|received|entered|clerk'?s stamp)$/i;

export function findCaseNumber(lines: string[]): string | null {
  for (const [at, line] of lines.entries()) {
    const m = CASE_LABEL.exec(line);
    if (!m) continue;
    // A mailbox's words are no label: "civil.clerk@…".
    if (/[\w.-]$/.test(line.slice(0, m.index)) || /^[\w.-]*@/.test(line.slice(m.index + m[0].length))) continue;
    // A bar, license or account number, or the sender's own file number, is not the case's.
    if (
      // (A title set off by a dash owns nothing: "Petition on Account — Case No. 2616-AC04417" in a footer.)
      /\b(bar|vsb|sbn|atty|attorney|reg|license|agency|account|acct|ref|reference|our|your|invoice|loan)\b[^A-Za-z0-9\u2013\u2014|-]*(?:[A-Za-z]+[^A-Za-z0-9\u2013\u2014|-]*){0,2}$/i.test(
        // (The owner's word may end the line above: "… Member account" then "No. 0041137.".)
        `${m.index === 0 ? `${lines[at - 1] ?? ''} ` : ''}${line.slice(0, m.index + m[0].length)}`,
      )
    )
      continue;
    if (isSendersFileLabel(line.slice(0, m.index + m[0].length))) continue;
    // A bilingual label's other half ("Case No. / Número de caso:") is not the number.
    // (A prefix's S read as a dollar sign: "$G-2026-LM-…".)
    // (A number wrapped at one of its dashes goes on at the next line's head: "caso No. WY-" then "2026-LM-000913. Las costas…";
    // or, in a two-column caption, on a line of its own below the other column's rows: "Civil No. 09-2026-" … "CV-01873" (corpus
    // 2027-01-03). Its rest has a digit: the other column's next word, "Bank & Trust,", is none of it.)
    const wrapped = /[A-Z0-9]-\s*$/.test(line) ? wrappedRest(lines, at) : '';
    const rest = withSpecksClosed(`${line.slice(m.index + m[0].length).trimEnd()}${wrapped}`)
      .replace(/^\s*\/\s*[^:\d]{1,30}:\s*/, '')
      .replace(/^(\s*)\$(?=[A-Z]{1,2}-\d)/, '$1S');
    // A sentence after the label is its value, never a number under it: "PLAINTIFF'S CLAIM: The defendant owes …".
    if (/^[A-Za-z]+(?:\s+[A-Za-z,']+){3}/.test(rest.trim())) continue;
    // (The next numbered box's label on the label's line is no value: "1. CASE NO.  2. DATE FILED".)
    let value = /\d/.test(rest) && !/^\s*\d{1,2}\.\s+[A-Z]{2,}/.test(rest) ? numberOpening(rest) : '';
    if (!value) {
      // A form's label with its number under it ("CASE NO." then "26SC04812"), past a bilingual form's
      // label in parentheses ("CASE NUMBER:" then "(Número del Caso):"), or at the end of a line under
      // it in a two-column form ("CASE NUMBER" then "PRECINCT 5, PLACE 1 CV51-26-004217").
      // (Nor the court's address printed under the box's label: "3590 S Main Commons, Ogden, UT 84401".)
      // (A clerk's stamp in the box, "FILED" and its date and time, is passed over and not counted.)
      const stamped = (l: string) => DATE_STAMP.test(l) || COURT_USE.test(l.trim());
      const reach = lines.slice(at + 1).reduce((n, l, k) => (k < n && stamped(l) ? n + 1 : n), LINES_UNDER_A_LABEL);
      const under = lines
        .slice(at + 1, at + 1 + reach)
        .filter((l) => !/^\(.*\)\s*:?$/.test(l) && !citesStatute(l) && !STREET_AND_CITY.test(l) && !/^\d{5}(?:-\d{4})?$/.test(l.trim()) && !stamped(l));
      for (const next of under) {
        // A bare number that words follow opens a street address ("1450 Cadillac Square"), not a case.
        const opening = numberOpening(withSpecksClosed(next));
        // Wrapped at a dash under its label too: "CIVIL ACTION NO." over "26-M20C-" over "01187" (corpus 2027-01-08).
        const whole = /[A-Z0-9]-$/.test(opening) ? `${opening}${wrappedRest(lines, lines.indexOf(next, at + 1))}` : opening;
        const caseLike = /[A-Za-z-]/.test(whole) || opening === next.trim();
        value = digitCount(whole) >= 4 && caseLike ? whole : numberClosing(next);
        if (value) break;
      }
      // The label of the next cell on the label's line ("DOCKET NO.  SECTION" over "C-640213  14"): that cell's short value is not the number's.
      if (NEXT_CELL_LABEL.test(rest.trim())) value = value.replace(/\s+(?:\d{1,3}|[A-Z])$/, '');
      // The next cell a number of its own ("CASE NO.  ACCOUNT NO." over "2026SC018834 BPA-7730041"): the first of the two is the case's.
      if (NEXT_NUMBER_LABEL.test(rest.trim())) value = value.replace(/^(\S*\d\S*)\s+\S*\d\S*$/, '$1');
    }
    // A label of a narrow label column read before its values: the number among the values.
    if (!value) value = columnCaseNumber(lines, at);
    // A box's label printed under its number ("502026SC018734XXXASB" over "UNIFORM CASE NUMBER"): the line above, the number alone.
    if (!value && line.slice(m.index + m[0].length).trim() === '') {
      const above = (lines[at - 1] ?? '').trim();
      if (numberOpening(above) === above && digitCount(above) >= 5 && /[A-Za-z-]/.test(above)) value = above;
    }
    // A year alone is a date's, not a case's.
    if (/^(?:19|20)\d{2}$/.test(value)) continue;
    if (isSendersOwnNumber(lines, value)) continue;
    // A certified-mail tracking number ("9214 8301 0661 5400 …") is the envelope's, not the case's.
    if (/^(?:\d{4} ){3,}/.test(value)) continue;
    // A dash read as a period where the number's other separators are dashes: "SC-26-94.48-4118".
    // (Never a decimal suffix's: "DV-2026-104417.00".)
    const dashed = value.includes('-') ? value.replace(/(\d)\.(\d)(?!\d$)/g, '$1-$2') : value;
    if (digitCount(dashed) >= 3 && dashed.length >= 4) return repairCaseNumber(dashed);
  }
  return unlabelledCaseNumber(lines);
}

/**
 * A number as a photo spaces or specks it: the dashes around a court code apart from its parts ("SN-2026 -LM- 004418"),
 * a speck read as "$" inside its prefix ("S$G-2026-…"), its parts printed in two boxes ("SC-2026- 03318"; corpus 2027-01-06), a J
 * read as a bracket at its end ("C-04417-26-]", "…-26-)"; corpus 2027-01-07).
 */
const withSpecksClosed = (text: string) =>
  text
    .replace(/(\w)\s+-([A-Z]{1,4})-\s*(?=\d)/g, '$1-$2-')
    .replace(/\b([A-Z])\$([A-Z]{1,2}-\d)/g, '$1$2')
    .replace(/([A-Z]{1,4}-\d{2,4})-\s+(?=\d{3})/g, '$1-')
    // A division's J after the last dash read as a bracket: "C-04417-26-]" (corpus 2027-01-07).
    .replace(/(\d-)[\])](?=\s|$)/g, '$1J');

/** How many lines of values under a label column its case number is looked for in. */
const COLUMN_VALUES_REACH = 16;

/**
 * The value of a case number's label in a label column (label-column.ts): the first value line that
 * opens with a number of letters and digits ("2026MV0044817 (file no. …)").
 */
function columnCaseNumber(lines: string[], at: number): string {
  const column = findLabelColumn(lines);
  if (!column || at < column.start || at >= column.end) return '';
  for (const line of lines.slice(column.end, column.end + COLUMN_VALUES_REACH)) {
    const opening = numberOpening(line.trim());
    const first = opening.split(' ')[0] ?? '';
    if (digitCount(opening) >= 5 && /[A-Z]/.test(first) && /\d/.test(first)) return opening;
  }
  return '';
}

/**
 * A case number in a box whose label OCR lost or read far from it: a line that is the number
 * alone, a court code of two or more letters between its digits ("2026SC001877", "CI26-812",
 * "D-202-CV-2026-03318"). Every other letter run is a code or a one-letter prefix, so an account's
 * or a loan's reference ("MIL-90-33817", "CIA-3390182") is none.
 */
function unlabelledCaseNumber(lines: string[]): string | null {
  for (const [at, line] of lines.entries()) {
    const value = line.trim();
    // (Its parts may be set apart by single spaces, "26 LM 11807", with more digits than a state and its ZIP.)
    const spaced = /^[A-Z0-9]+(?: [A-Z0-9-]+){1,3}$/.test(value) && digitCount(value) >= 7;
    if (
      (!/^[A-Z0-9][A-Z0-9-]{5,24}$/.test(value) && !spaced && !DECIMAL_SUFFIXED.test(value)) ||
      value.length > 24 ||
      digitCount(value) < 5 ||
      !/\d{3}/.test(value)
    )
      continue;
    // (Its code's letters as a photo reads them, a digit for a letter: "26-5C-0917" is "26-SC-0917".)
    // (A court's location prefix before the first dash is no code: "WTB-CV26-6077315-S".)
    const runs =
      repairCaseNumber(value)
        .replace(/^[A-Z]{2,4}-(?=[A-Z]{1,3}\d)/, '')
        .match(/[A-Z]+/g) ?? [];
    // (Or the year, one letter of the court's docket and the sequence, set apart by dashes: "25-M-30871".)
    // (Or the year and one court code run into the sequence: "25C80346".)
    const runInCode = /^(?:\d{2}|20\d{2})([A-Z]{1,3})\d{4,7}$/.exec(value)?.[1];
    const yearLetterSequence = /^\d{2}-[A-Z]-\d{4,6}$/.test(value) || (runInCode !== undefined && CASE_CODES.test(runInCode));
    if (!yearLetterSequence && (!runs.some((run) => run.length >= 2 && CASE_CODES.test(run)) || !runs.every((run) => run.length === 1 || CASE_CODES.test(run))))
      continue;
    // The line under an account's, a loan's or a bar number's label is theirs.
    if (
      /\b(?:account|acct|loan|ref|reference|invoice|bar|id|license|member|envelope)\b[^A-Za-z0-9]*(?:no\.?|number|#)?\s*:?\s*$/i.test(lines[at - 1] ?? '') &&
      !LOCATION_PREFIXED.test(value)
    )
      continue;
    return repairCaseNumber(value);
  }
  return footerCaseNumber(lines);
}

/**
 * The number a page's footer repeats before its page count, its label lost or never printed:
 * "SCSC704512 - Page 1 of 2", "LACV0988 41 - Page 1". One token with five digits and a letter or a dash.
 */
function footerCaseNumber(lines: string[]): string | null {
  for (const line of lines) {
    const m = /^(?:(?:case|docket|file)\s+(?:no\.?\s*)?)?([A-Z0-9][A-Z0-9-]{5,24})\s*[-|,]?\s*page\s+\d+(?:\s+of\s+\d+)?$/i.exec(line.trim());
    const value = m?.[1];
    if (!value || digitCount(value) < 5 || !/[A-Z-]/.test(value) || !/\d{3}/.test(value)) continue;
    // The same number alone on a line of the page's head reads as printed there: "5CSC704512" is the "SCSC704512" above.
    const shape = (v: string) => [...v.toUpperCase()].map((c) => LETTER_FOR[c] ?? c).join('');
    const alone = lines.find((l) => l.trim() !== value && shape(l.trim()) === shape(value));
    return repairCaseNumber(alone?.trim() ?? value);
  }
  return null;
}
