import { type ExtractedFields, parseDollarsToCents, US_STATES } from '@parley/shared';

/**
 * The summary fields from the text of a summons, complaint or collection letter (OCR output laid
 * out by layout.ts, or a PDF's text layer). Rules, not a model, that read a caption's structure
 * (issue 36): a party is taken from a form's row ("Plaintiff: NAME"), from the block under its
 * header ("DEFENDANT (Name & Address)", "Name and Address of Defendant", "Demandado:"), or from a
 * caption, above its "Plaintiff," label past the address and "c/o" lines; the consumer's address is
 * the one under their name wherever it is printed, or on a line that says where they live; the law
 * firm is the firm-like line nearest the plaintiff's lawyer's cues (the attorney block, a bar
 * number, a signature), never the plaintiff; the court is the caption's court line. Where a
 * value's shape is known (case numbers, ZIP codes, state names and codes, entity suffixes, emails)
 * the usual OCR confusions are repaired: 1/I/l, 0/O, 8/B, "Lic" for "LLC". Developed on the
 * generated corpus (./corpus) and on a retired blind corpus; each round is measured once on a new
 * blind corpus (bench/corpora/ocr-blind-*, bench/ocr.bench.mjs).
 */

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));
const STATE_CODES = new Set(Object.keys(US_STATES));
const STATE_NAMES_PATTERN = [...STATE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

const LINE_FIXES: [RegExp, string][] = [
  [/[‘’`]/g, "'"],
  [/[“”]/g, '"'],
  [/[—–]/g, '-'],
];

/** Drops a mark of one to three non-letters ("~", "==") from a line's end, one token at a time. */
function keepUnlessTrailingMark(_token: string, index: number, tokens: string[]): boolean {
  return !tokens.slice(index).every((t) => /^[^A-Za-z0-9.,)]{1,3}$/.test(t));
}

function normalize(text: string): string[] {
  let t = text;
  for (const [from, to] of LINE_FIXES) t = t.replace(from, to);
  return (
    t
      .split(/\r?\n/)
      // Speckles and table rules read as stray marks at a line's ends.
      .map((l) =>
        l
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^[^A-Za-z0-9$(]+/, '')
          // (token by token: a regex with a nested quantifier could backtrack badly on "~ = ~ ~ =" runs)
          .split(' ')
          .filter(keepUnlessTrailingMark)
          .join(' ')
          .replace(/\s+[|~=_]+(?=\s|$)/g, ''),
      )
      .filter((l) => l !== '')
  );
}

/** The Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The state whose name `words` spells, allowing an OCR slip or two (one per five letters). */
function stateNamed(words: string): string | null {
  const upper = words.toUpperCase().replace(/[^A-Z ]/g, '');
  let best: { code: string; d: number } | null = null;
  for (const [name, code] of STATE_BY_NAME) {
    const head = upper.slice(0, name.length + 1).trim();
    const d = distance(head.slice(0, name.length), name);
    if (d <= Math.floor(name.length / 5) && (!best || d < best.d)) best = { code, d };
  }
  return best?.code ?? null;
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Llc|Lp|Llp|Pllc|Pa|Pc|Ps|Na|Usa|Ii|Iii|Spv|Lpa|Lvnv)\b/g, (m) => m.toUpperCase())
    .replace(/\bN\.a\./g, 'N.A.')
    .replace(/\bP\.([acs])\./g, (_, c: string) => `P.${c.toUpperCase()}.`);

/** Labels a value stops at when OCR ran them into one line. */
const NEXT_LABEL =
  /\s+(?:(?:case|cause|index|docket)\s*(?:no|number|#)\b.*|civil action\b.*|no\.\s*\d.*|(?:plaintiffs?|defendants?)\b[,.:]?.*|summons\b.*|complaint\b.*|attorneys?\s+for\b.*|v\.?s?\.?$)/i;

/** An entity or person's name as printed, with OCR's usual slips in entity suffixes repaired. */
function cleanName(raw: string): string {
  return (
    raw
      .replace(NEXT_LABEL, '')
      .replace(/\b5PV\b/gi, 'SPV')
      // A roman numeral after a trust's or a fund's name, read as letters or digits: "Trust IT", "Trust 11".
      .replace(/\b(Trust|Fund|Funding|Series|Capital)\s+(?:IT|Il|lI|ll|11|I1|1I)(?=[\s,.]|$)/gi, '$1 II')
      .replace(/\bSPV\s+(?:[1lI|]{1,2}|Ll|LL|Il)(?=[\s,.]|$)/g, 'SPV I')
      .replace(/\b(?:L[Il1]C|Lic|LLG|LL[Cc]\.)(?=[\s,.]|$)/g, 'LLC')
      .replace(/\b(?:L[Il1]P|LLP\.)(?=[\s,.]|$)/g, 'LLP')
      .replace(/\bN\.?\s?A[.,]*(?=\s|$)/g, 'N.A.')
      .replace(/\bIne\b\.?/g, 'Inc.')
      // "Inc" is always abbreviated: its period lost to a speck or the comma after it.
      .replace(/\b(INC|Inc)\b(?!\.)/g, '$1.')
      .replace(/\bP\s?\.?\s?([ACS])\s?\.?(?=\s|$)/g, 'P.$1.')
      .replace(/\.\s+(LLC|LLP|Inc\.?|N\.A\.|L\.P\.)/g, ', $1')
      .replace(/[,;:]+\s*$/, '')
      .replace(/\s+(Plaintiff|Defendant)s?\.?$/i, '')
      // A period after a word that is no abbreviation: "Gregory Fischer.", "LLC."
      .replace(/\b(LLC|LLP|[A-Za-z]{4,})\.$/, '$1')
      .trim()
  );
}

/** A court's name printed in capitals, in the case its directory entry uses: "Court of Common Pleas of Erie County". */
function courtCase(name: string): string {
  return isUpperName(name.replace(/[^A-Za-z]/g, '')) ? titleCase(name).replace(/(?<=\S\s)(Of|In|And|For|The|At|De|Del|La)\b/g, (w) => w.toLowerCase()) : name;
}

function isUpperName(s: string) {
  return s === s.toUpperCase() && /[A-Z]/.test(s);
}

function recase(name: string): string {
  return isUpperName(name.replace(/[^A-Za-z]/g, '')) ? titleCase(name) : name;
}

function parseAmountCents(text: string): number | null {
  const m = /\$\s?([\d]{1,3}(?:[,.]\s?\d{3})*(?:[., ]\d{2}\b)|\d+(?:\.\d{2})?)/.exec(text);
  if (!m?.[1]) return null;
  // The cents' period read as a space: "$4,216 82".
  let digits = m[1].replace(/ (\d{2})$/, '.$1').replace(/\s/g, '');
  // OCR may read a thousands comma as a period, or the cents' period as a comma: "$4.823.17", "$4,823,17".
  const parts = digits.split(/[.,]/);
  if (parts.length > 1 && (parts.at(-1) as string).length === 2) digits = `${parts.slice(0, -1).join('')}.${parts.at(-1)}`;
  else digits = parts.join('');
  return parseDollarsToCents(digits);
}

const AMOUNT_CUES = [
  /judgment\s+(?:in\s+the\s+amount\s+of|against\s+defendant\s+for)/i,
  /principal\s+sum\s+of/i,
  /amount\s+(?:due|claimed|owed)/i,
  /you\s+owe/i,
  /sum\s+of/i,
  /amount\s+of/i,
];

function findAmount(flat: string): number | null {
  for (const cue of AMOUNT_CUES) {
    const m = cue.exec(flat);
    if (!m) continue;
    const cents = parseAmountCents(flat.slice(m.index, m.index + m[0].length + 40));
    if (cents !== null) return cents;
  }
  // Otherwise the largest dollar amount on the papers.
  const all = [...flat.matchAll(/\$\s?[\d,.]+\d/g)].map((m) => parseAmountCents(m[0])).filter((c): c is number => c !== null);
  return all.length ? Math.max(...all) : null;
}

/** Court codes that sit between a case number's digits ("26CV", "CVF", "SC"): their letters are letters. */
const CASE_CODES = /^(CV|CVD|CVF|CC|SC|GC|DC|GV|C|CA|CI|CIV|SM|LT|JP|CP|CT|MC)$/;
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', i: '1', '|': '1', B: '8', S: '5', s: '5', Z: '2', z: '2', G: '6' };

/**
 * A case number as OCR read it, repaired: in a run of letters that is not a court code, letters
 * that look like digits are read as digits ("26CVB11548" → "26CV811548", "2O26" → "2026").
 */
function repairCaseNumber(raw: string): string {
  return lettersOfCodes(digitsOfNumbers(raw));
}

const LETTER_FOR: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '6': 'G', '8': 'B', '2': 'Z' };

/**
 * The other way round: a court code read with a digit for a letter, at the number's end
 * ("04812C1" → "04812CI") or as a short part between dashes ("-5P" → "-SP", "-6C" → "-GC").
 */
function lettersOfCodes(value: string): string {
  return value
    .replace(/(?<=\d)([A-Z]{1,2})([01568])$/, (m, rest: string, d: string) => (CASE_CODES.test(`${rest}${LETTER_FOR[d]}`) ? `${rest}${LETTER_FOR[d]}` : m))
    .replace(/(?<=-)([01568])([A-Z]{1,2})(?=-|$)/g, (_m, d: string, rest: string) => `${LETTER_FOR[d]}${rest}`);
}

function digitsOfNumbers(raw: string): string {
  return raw
    .split(' ')
    .map((token) =>
      token.replace(/[A-Za-z|]+/g, (run, at: number) => {
        const upper = run.toUpperCase();
        if (CASE_CODES.test(upper)) return upper;
        // A court code with one more letter that looks like a digit, before digits: "CVB1…".
        const code = upper.slice(0, -1);
        const last = run.slice(-1);
        const before = token[at - 1] ?? '';
        const after = token[at + run.length] ?? '';
        if (CASE_CODES.test(code) && DIGIT_FOR[last] && /\d/.test(after)) return `${code}${DIGIT_FOR[last]}`;
        // Any code's letters, then an O or I that starts the digits: "26STLCO4812".
        if (run.length >= 3 && /[OIl]/.test(last) && /\d/.test(after)) return `${code}${DIGIT_FOR[last]}`;
        if (/[\d-]/.test(before) || /[\d-]/.test(after)) {
          const digits = [...run].map((c) => DIGIT_FOR[c] ?? c).join('');
          if (/^\d+$/.test(digits) && !(run.length >= 2 && /^[A-Z]+$/.test(run) && !/[OIBSZ]/.test(run))) return digits;
        }
        return upper;
      }),
    )
    .join(' ');
}

const CASE_LABEL =
  /\b(?:case|cause|civil\s*act[il1]?on(?:\s+file)?|civil|file|claim|index|docket|n[uú]mero\s+de\s+(?:causa|caso|expediente))\s*(?:no|number|n[o0]|#)?\b\.?\s*[:.]\s*|\b(?:case|cause|civil\s*act[il1]?on(?:\s+file)?|civil|file|index|docket)\s*(?:no|number|n[o0]|#)\b\.?\s*[:.]?\s*|^(?:\S{1,3}\s+)?N[oa0][.,:]\s*:?\s*|^(?:case|cause|file)\s*(?:no|number)?\.?\s*$/i;

function findCaseNumber(lines: string[]): string | null {
  for (const line of lines) {
    const m = CASE_LABEL.exec(line);
    if (!m) continue;
    // A bar, license or account number, or the sender's own file number, is not the case's.
    if (
      /\b(bar|vsb|sbn|atty|attorney|reg|license|agency|account|acct|ref|reference|our|your|invoice|loan)\b[^A-Za-z0-9]*(?:[A-Za-z]+[^A-Za-z0-9]*){0,2}$/i.test(
        line.slice(0, m.index + m[0].length),
      )
    )
      continue;
    // A form's label with its number on the line under it ("CASE NO." then "26SC04812").
    const rest = line.slice(m.index + m[0].length);
    const tokens = (/\d/.test(rest) ? rest : (lines[lines.indexOf(line) + 1] ?? '')).split(' ');
    const kept: string[] = [];
    for (const token of tokens) {
      const t = token.replace(/[,;]$/, '');
      // Another label or a word of the caption ends it.
      if (!/^[A-Za-z0-9|][A-Za-z0-9|\-/.]*$/.test(t) || /^(summons|complaint|plaintiff|defendant|for|on|and|the)$/i.test(t)) break;
      if (!/\d/.test(t) && !(kept.length > 0 && /^[A-Z]{1,4}$/.test(t))) break;
      kept.push(t);
    }
    const value = kept.join(' ').replace(/[.]+$/, '');
    // A dash read as a period where the number's other separators are dashes: "SC-26-94.48-4118".
    const dashed = value.includes('-') ? value.replace(/(\d)\.(\d)/g, '$1-$2') : value;
    if (dashed.length >= 4) return repairCaseNumber(dashed);
  }
  return null;
}

function findEmail(flat: string): string | null {
  const repaired = flat
    .replace(/\s*@\s*/g, '@')
    .replace(/\(a\)|\(@\)/g, '@')
    // The dot before the top-level domain read as a space or a comma.
    .replace(/(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)[\s,]+(com|net|org|law)\b/g, '$1.$2');
  const m =
    /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(repaired) ?? /\b([A-Za-z0-9._%+-]+)\s*[©®]\s*([A-Za-z0-9-]+\.(?:com|net|org|law))\b/.exec(repaired);
  if (!m) return null;
  const email = m[1] && m[2] ? `${m[1]}@${m[2]}` : m[0];
  return email
    .toLowerCase()
    .replace(/\.c0m$/, '.com')
    .replace(/\.corn$/, '.com');
}

/** A line that is the word `label` alone ("Plaintiff,"), as OCR may misspell it ("Plainuff", "Patesifl,"). */
function isLabelLine(line: string, label: string): boolean {
  const word = line.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (/^deman/.test(word)) return false;
  return word.length >= label.length - 3 && word.length <= label.length + 2 && distance(word.replace(/s$/, ''), label) <= 3;
}

/** A line that is only marks, or the "v." between the parties. */
const isFiller = (line: string) => line.replace(/[^A-Za-z]/g, '').length < 3;

type Address = { street: string; city: string; state: string | null; zip: string };

const ZIP_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', B: '8' };
const digitsOf = (s: string) => [...s].map((c) => ZIP_DIGITS[c] ?? c).join('');
/** A state as printed after a city: a code ("WA", "P.A." as OCR spaced it) or a name. */
const STATE_WORD = `[A-Z]\\.?\\s?[A-Z]\\.?|${STATE_NAMES_PATTERN}`;
/** "City, ST 12345": the city, the state, the ZIP (its digits possibly read as letters). */
const CITY_LINE = new RegExp(`^([A-Za-z][A-Za-z .'-]*?)[,.]?\\s+(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`, 'i');
/** "1420 Elm St, Apt 4B, Kent, WA 98032" on one line (a service block, "resides at …"). */
const INLINE_ADDRESS = new RegExp(
  `\\b([\\dOlI]{1,6}(?:-\\d{1,5})?[A-Za-z]?\\s+[A-Za-z0-9][A-Za-z0-9 .#'/-]*?(?:,?\\s+(?:Apt|Apartment|Unit|Suite|Ste|Lot|Trlr|#)\\.?\\s*[A-Za-z0-9-]+)?),\\s*([A-Za-z][A-Za-z .'-]{1,30}?),?\\s+(${STATE_WORD})[.,]?\\s+([\\dOoIlSB]{5})(?:-\\d{4})?\\b`,
  'i',
);
/** Words a street line has: a suffix, a direction, a unit. */
const STREET_WORD =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail|loop|sq|square|pike|run|path|xing|route|rte|broadway|plaza|apt|unit|suite|ste|lot|n|s|e|w|ne|nw|se|sw|north|south|east|west)\b\.?|#\s?\d/i;
const STREET_LINE = {
  test: (line: string) =>
    (/^[\dOlI]{1,6}(?:-\d{1,5})?[A-Za-z]?\s+[A-Za-z0-9]/.test(line) && (STREET_WORD.test(line.replace(/^\S+/, '')) || /\s(?:court|ct)\.?,?$/i.test(line))) ||
    /^P\.?\s?O\.?\s+Box\s+\S+/i.test(line),
};

function stateCode(word: string): string | null {
  const letters = word.replace(/[^A-Za-z ]/g, '').trim();
  if (letters.replace(/\s/g, '').length === 2) {
    const code = letters.replace(/\s/g, '').toUpperCase();
    return STATE_CODES.has(code) ? code : null;
  }
  return stateNamed(letters);
}

/** An address written on one line, after "at" where the line says where ("resides at …", "served at …"). */
function inlineAddress(line: string): RegExpExecArray | null {
  const at = /\b(?:at|en)\s+(?=\d)/i.exec(line);
  return (at ? INLINE_ADDRESS.exec(line.slice(at.index + at[0].length)) : null) ?? INLINE_ADDRESS.exec(line);
}

/** A form's label before an address line: "Defendant address:", "Mailing address:". */
const ADDRESS_LABEL = /^[^\s:]{0,3}?(?:d?e?fendant(?:'s)?\s+)?(?:mailing\s+|home\s+|street\s+)?address\s*:\s*/i;

/** The address a line begins, or a street line with the city line under it. */
function addressAt(lines: string[], k: number): Address | null {
  const line = (lines[k] as string).replace(ADDRESS_LABEL, '');
  const inline = inlineAddress(line);
  if (inline) {
    const state = stateCode(inline[3] as string);
    if (state)
      return {
        street: (inline[1] as string).replace(/^[\dOlI]+/, digitsOf).trim(),
        city: (inline[2] as string).trim(),
        state,
        zip: digitsOf(inline[4] as string),
      };
  }
  const city = CITY_LINE.exec(line);
  if (!city) return null;
  const state = stateCode(city[2] as string);
  if (!state) return null;
  const previous = (lines[k - 1] ?? '').replace(ADDRESS_LABEL, '').replace(/,$/, '');
  const street = STREET_LINE.test(previous) && !CASE_LABEL.test(previous) ? previous.replace(/^[\dOlI]+/, digitsOf) : '';
  return { street, city: (city[1] as string).replace(/[.,]+$/, '').trim(), state, zip: digitsOf(city[3] as string) };
}

/** The first address in lines from..from+span. */
function addressNear(lines: string[], from: number, span: number): Address | null {
  for (let k = Math.max(0, from); k < Math.min(lines.length, from + span); k++) {
    // Another block begins: its address is not this one's.
    const line = lines[k] as string;
    if (!ADDRESS_LABEL.test(line) && /^[^:]{2,40}:\s*$|^(?:attorneys?|plaintiff|defendant)\b.*:|attorneys?\s+for/i.test(line)) return null;
    const address = addressAt(lines, k);
    if (address) return address;
  }
  return null;
}

/** A line of a party's address, or what follows a party's name in a caption: "c/o …", "by its agent …", "as assignee of …". */
const isAddressLine = (line: string) =>
  STREET_LINE.test(line.replace(/,$/, '')) ||
  CITY_LINE.test(line) ||
  INLINE_ADDRESS.test(line) ||
  /^[\dOlI]{5}(?:-\d{4})?[,.]?$/.test(line) ||
  /^(?:c\/o|care of|by its|by and through|as assignee|assignee of|successor|d\/b\/a|dba|a\/k\/a|aka|and all|(?:tel|phone|telephone)\b|\(\d{3}\))/i.test(line);

/** Words a party's name never is: labels, the court, the document's title. */
const NOT_A_NAME =
  /\b(court|tribunal|county of|state of|case|cause|index|docket|summons|citation|complaint|petition|claim|notice|plaintiff|defendant|demandante|demandado|attorney|address|name and|name\(s\)|clerk|division|department|precinct|amount|date|copy|parish|county|civil action)\b|:/i;

/** A party's name as printed, without the caption's tails: "; and DOES 1 through 10", ", who may be served at …", ", as assignee of …". */
function partyName(raw: string): string | null {
  const name = cleanName(
    raw
      // A line number of pleading paper before the name ("12 KEVIN H. TRAN").
      .replace(/^\d{1,2}\s+(?=[A-Z][A-Za-z'.-]*\s+[A-Z])/, '')
      .replace(/^(?:v\.?s?\.?|vs\.|against)\s+/i, '')
      .replace(
        /\s*(?:;|,?\s+an?\s+(?:[A-Z][a-z]+\s+)?(?:limited|corporation|national|banking|foreign|domestic|individual|business|statutory|delaware|nevada)\b|,\s+an?\s+|,?\s+(?:wife|husband|spouse)\b|,?\s+and\s+does\b|,?\s+does\s+\d|,?\s+who\s+may\s+be\s+served|,?\s+(?:as\s+)?(?:assignee|successor)\b|,?\s+c\/o\b|,?\s+by\s+(?:its|and)\b|,?\s+a\/k\/a\b|,?\s+aka\b|,?\s+an?\s+individual\b|,?\s+resides\b).*$/i,
        '',
      ),
  );
  if (name.replace(/[^A-Za-z]/g, '').length < 3 || name.length > 70 || NOT_A_NAME.test(name) || isAddressLine(name) || /^[a-z]|[-,]$/.test(name)) return null;
  return name;
}

type Party = { name: string; at: number; address: Address | null };

/**
 * A party's block header: "DEFENDANT:", "DEFENDANT (Name & Address)", "Name And Address Of
 * Defendant 1", "Defendant's name(s), address(es), and telephone no(s).", "V. DEFENDANT",
 * "DEMANDADO:". The name is under it.
 */
function headerOf(role: 'plaintiff' | 'defendant'): RegExp {
  const word = role === 'plaintiff' ? 'plaintiff|demandante|claimant' : 'defendant|demandad[oa]';
  return new RegExp(
    `^(?:v\\.?s?\\.?\\s+|notice\\s+to\\s+(?:the\\s+)?|you\\s+are\\s+being\\s+sued\\s+by\\s+)?(?:name\\s*(?:and|&)\\s*address(?:es)?\\s*of\\s*(?:the\\s+)?)?(?:${word})(?:\\(s\\)|s)?(?:'s|s')?(?:\\s*\\d)?\\s*:?\\s*(?:\\(.{0,60}\\)|name.{0,70}|,?\\s*address.{0,50}|information)?\\s*:?\\s*$`,
    'i',
  );
}

/** The party named under a header, and the address under the name. */
function partyBelow(lines: string[], header: number): Party | null {
  for (let j = header + 1; j <= Math.min(lines.length - 1, header + 2); j++) {
    const name = partyName(lines[j] as string);
    if (name) return { name, at: j, address: addressNear(lines, j + 1, 4) };
  }
  return null;
}

/** The party named above a caption's "Plaintiff," or "Defendant." label, past its address and "c/o" lines. */
function partyAbove(lines: string[], label: number): Party | null {
  let address: Address | null = null;
  for (let j = label - 1; j >= Math.max(0, label - 6); j--) {
    const line = lines[j] as string;
    if (/^v\.?s?\.?$|^-?against-?$/i.test(line) || isFiller(line) || CASE_LABEL.test(line)) continue;
    if (isAddressLine(line)) {
      address ??= addressAt(lines, j);
      continue;
    }
    // The end of a name that ran onto a second line ("husband and the marital community …").
    if (/^[a-z]/.test(line) && j > label - 3) continue;
    // A long name wrapped before its suffix: "ABSOLUTE RESOLUTIONS INVESTMENTS," then "LLC,".
    const above = lines[j - 1];
    const candidate = ENTITY_SUFFIX.test(cleanName(line)) && above && /,$/.test(above) && !CASE_LABEL.test(above) ? `${above} ${line}` : line;
    const name = partyName(candidate);
    // A two-column caption reads the court's or the lawyer's lines between the name and its label.
    if (!name && /\b(court|county|parish|attorneys?\s+for|civil action)\b/i.test(line)) continue;
    if (!name) return null;
    return { name, at: j, address: address ?? addressNear(lines, j + 1, label - j) };
  }
  return null;
}

/**
 * The plaintiff when its "Plaintiff," label was not read: the caption's name in capitals above
 * the defendant's, past the "v.".
 */
function captionAbove(lines: string[], defendantAt: number): Party | null {
  for (let j = defendantAt - 1; j >= Math.max(0, defendantAt - 4); j--) {
    const line = lines[j] as string;
    if (isFiller(line) || /^v\.?s?\.?$|^-?against-?$/i.test(line) || isLabelLine(line, 'plaintiff')) continue;
    const name = isUpperName(line.replace(/[^A-Za-z]/g, '')) && !CASE_LABEL.test(line) ? partyName(line) : null;
    return name ? { name, at: j, address: null } : null;
  }
  return null;
}

/** A form's "Plaintiff: NAME" row; the label's first letters may be cut off at a photo's edge ("aintiff:"). */
function formRow(line: string, role: 'plaintiff' | 'defendant'): string | null {
  const label = role === 'plaintiff' ? '(?:p?l?aintiff|demandante)' : '(?:d?e?fendant|demandad[oa])';
  const m = new RegExp(`^[^\\s:]{0,3}?${label}(?:'s\\s+name)?\\s*:\\s*(.+)$`, 'i').exec(line);
  return m?.[1] ? partyName(m[1]) : null;
}

/**
 * A party of the caption, read the ways papers print it: a form's "Plaintiff: NAME" row, a block
 * header with the name under it ("DEFENDANT (Name & Address)"), a caption's "NAME, Plaintiff,"
 * or its name above a "Plaintiff," label.
 */
function findParty(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  const found = findPartyAs(lines, role);
  // The first of two defendants: "Maria Elena Gutierrez and John Doe Gutierrez".
  if (found && role === 'defendant') found.name = found.name.replace(/\s+(?:and|&|y)\s+[A-Z].*$/, '');
  return found;
}

function findPartyAs(lines: string[], role: 'plaintiff' | 'defendant'): Party | null {
  const header = headerOf(role);
  for (const [i, line] of lines.entries()) {
    const row = formRow(line, role);
    if (row) return { name: row, at: i, address: addressNear(lines, i + 1, 4) ?? (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) };
    const inline = new RegExp(`^(.{3,90}?),\\s+${role}s?[,.]?$`, 'i').exec(line);
    if (inline?.[1] && !new RegExp(`\\bthe\\s+${role}s?[,.]?$`, 'i').test(line) && !ATTORNEY_LABEL.test(line) && !/^(the|to)\b/i.test(line)) {
      const name = partyName(inline[1]);
      if (name) return { name, at: i, address: addressNear(lines, i + 1, 3) };
    }
    const bare = isLabelLine(line, role) || new RegExp(`^${role === 'plaintiff' ? 'demandantes?' : 'demandad[oa]s?'}\\s*:?$`, 'i').test(line);
    if (!bare && !header.test(line)) continue;
    // A label that ends in ":" or describes the block is a header: the name is under it.
    const isHeader = !bare || /:\s*$/.test(line) || (bare && /^v\.?\s/i.test(line));
    const next = lines[i + 1] ?? '';
    const below = partyBelow(lines, i);
    // A bare label with a name right under it heads a block, unless the name is followed by the other party's label (a caption read out of order).
    const other = role === 'plaintiff' ? 'defendant' : 'plaintiff';
    const heads = below !== null && below.at === i + 1 && !isLabelLine(lines[i + 2] ?? '', other);
    const found = isHeader
      ? (below ?? partyAbove(lines, i))
      : /[,.]$/.test(line) || /^(v\.?s?\.?|-?against-?)$/i.test(next)
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
function findRecipient(lines: string[], notThese: string[]): Party | null {
  const taken = (name: string) => notThese.some((n) => n && nameKey(n) === nameKey(name));
  for (const [i, line] of lines.entries()) {
    const label = /^(?:to|served\s+o[nu]|serve\s+at|para)\s*[:;]\s*(.*)$/i.exec(line);
    if (!label) continue;
    const inline = partyName(label[1] ?? '');
    if (inline) return { name: inline, at: i, address: (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, i + 1, 4) };
    const below = partyBelow(lines, i);
    if (below) return below;
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const name = partyName(lines[i] as string);
    if (!name || taken(name) || FIRM_WORDS.test(name) || RECIPIENT_NOT_A_NAME.test(name) || /\d/.test(name) || name.split(/\s+/).length < 2) continue;
    const address = addressNear(lines, i + 1, 3);
    if (address?.street) return { name, at: i, address };
  }
  return null;
}

/** A letter's lines above the recipient's address that are not a person: how it was sent, its marks. */
const RECIPIENT_NOT_A_NAME =
  /\b(via|mail|class|certified|return|receipt|personal|confidential|urgent|important|notice|re|dear|date|payment|balance|account|office|delivery|priority|express)\b/i;

/** The consumer's address: under their name wherever it is printed, or on a line that names them ("… resides at 4820 Clairemont Dr, San Diego, CA 92117"). */
function addressOf(lines: string[], name: string, near: Address | null): Address | null {
  if (near?.street) return near;
  const key = nameKey(name);
  for (const [i, line] of lines.entries()) {
    const names = nameKey(line).includes(key);
    if (!names && !/\b(?:defendant|demandad[oa])\b.{0,60}\b(?:resides?|residing|lives|served|domicilio|vive)\b/i.test(line)) continue;
    // "… residing at 3920 Mountain View Dr Apt 5," then "Anchorage, AK 99508." on the next line.
    const joined = [`${line} ${lines[i + 1] ?? ''}`];
    const found =
      (inlineAddress(line) ? addressAt(lines, i) : null) ??
      (inlineAddress(joined[0] as string) ? addressAt(joined, 0) : null) ??
      (names ? addressNear(lines, i + 1, 3) : null);
    if (found?.street) return found;
  }
  return near;
}

const ENTITY_SUFFIX = /^(LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)$/i;

/** The consumer's phone, SSN and birth date, from the lines of their block. */
function consumerDetails(lines: string[], from: number) {
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

/** "Attorney(s) for Plaintiff", also as OCR misreads the first word ("Anorney", "Attomey"). */
const ATTORNEY_LABEL = /\bA[a-z]{4,8}s?\s+f[o0]r\s+(?:the\s+)?P[l1I]a[a-z]{3,6}s?\b\s*:?\s*/i;
/** A block of the plaintiff's lawyer: its header, a bar number, a lawyer's signature. */
const ATTORNEY_CUE =
  /\b(?:attorneys?|abogado)\b.*\b(?:plaintiff|demandante)|plaintiff'?s\s+(?:attorney|counsel|lawyer)|\bbar\s*(?:no|number|#|id)|\bsbn\b|\(P\d{4,6}\)|\besq\b|^by:|\/s\/|\batty\b|supreme court id|attorney (?:code|no|id)/i;
const NOT_A_FIRM = /\b(court|state of|of new|summons|complaint|bar no|plaintiff|defendant|assignee|courthouse|clerk|division|county)\b|^\d|^by\b|:|@|\/s\//i;
/** Words of a law or collection firm's name. */
const FIRM_WORDS =
  /\b(LLP|L\.L\.P\.|PLLC|PLC|APC|LPA|P\.?\s?[ACS]\.|Law|Legal|Lawyers?|Counsel|Attorneys|Associates|Collections?|Receivables|Recovery|Services|Offices?)(?=[\s,.]|$)|\s&\s/i;

/** Letters and digits only, lowercase: "Cavalry SPV I, LLC" and "CAVALRY SPV I LLC" are one name. */
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The plaintiff's law firm: the firm-like line nearest a cue of the plaintiff's lawyer (the
 * "Attorney for Plaintiff" block, a bar number, a signature), else a letter's letterhead. Never
 * the plaintiff itself: a debt buyer's "LLC" reads like a firm, and a plaintiff that sues without
 * a lawyer has none (issue 36).
 */
function findLawFirm(lines: string[], plaintiff: string | null, isLawsuit: boolean): string | null {
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
  // A form's "FIRM: Kinsella Oduya & Marsh, LLC" row.
  const row = lines.map((l) => /^(?:law\s+)?firm(?:\s+name)?\s*:\s*(.{3,70})$/i.exec(l)?.[1]).find((v) => v && !isPlaintiff(v));
  if (row) return cleanName(row);
  // Each firm-like line, by its distance to the nearest lawyer's cue.
  const cues = lines.flatMap((l, i) => (ATTORNEY_CUE.test(l) || ATTORNEY_LABEL.test(l) ? [i] : []));
  let best: { line: string; d: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const inline = ATTORNEY_LABEL.exec(line);
    const candidate = inline ? line.slice(inline.index + inline[0].length).trim() : line;
    // What the label names is the firm even without a firm's words ("Attorney for Plaintiff: Whitfield Ross LLC").
    const named = inline !== null && /\b(LLC|Ltd|Inc|PLLC|LLP|LPA|P\.?C\.?)\.?$/i.test(candidate) && !isPlaintiff(candidate) && !NOT_A_FIRM.test(candidate);
    if (!firmLike(candidate) && !named) continue;
    const d = Math.min(...cues.map((c) => Math.abs(c - i) + (c < i ? 0 : 0.5)));
    if (d <= 6 && (!best || d < best.d)) best = { line: candidate, d };
  }
  if (best) return cleanName(best.line);
  // OCR misread the firm's words: the line an "Attorney for Plaintiff" label names, or the line after a bar number.
  const usable = (candidate: string | undefined): candidate is string =>
    candidate !== undefined &&
    candidate.replace(/[^A-Za-z]/g, '').length >= 5 &&
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
  const bar = lines.findIndex((l) => /\bbar\s*(?:no|number|#)/i.test(l));
  if (bar !== -1 && usable(lines[bar + 1])) return cleanName(lines[bar + 1] as string);
  // A letter's letterhead, or a firm named in the text's first lines.
  if (isLawsuit && plaintiff && /^(?:.*\bpro se\b|.*not represented by an attorney)/im.test(lines.join('\n'))) return null;
  const head = lines.slice(0, 8).find((l) => firmLike(l.replace(/^[^A-Za-z]+/, '')));
  return head ? cleanName(head.replace(/^[^A-Za-z]+/, '')) : null;
}

/** Words that make a line with "court" a sentence or a form's box, not the court's name. */
const NOT_A_COURT_NAME =
  /\b(you|your|will|may|must|shall|deems?|has|have|been|this court|said court|clerk|address|telephone|phone|use only|copy|e-?fil|served|jurisdiction|location of|filed|costs?)\b|@/i;
const COURT_KINDS =
  /\b(district|county|superior|circuit|justice|magistrate|magisterial|municipal|civil|common pleas|general sessions|small claims|state court|city court|general court|juez|paz|probate|court of)\b/i;

/**
 * The court, as the caption prints it: "IN THE KING COUNTY DISTRICT COURT", "Superior Court of
 * California, County of San Diego", a line ending in "OF" or "," carried on to the next line, an
 * address after it cut off.
 */
function findCourt(lines: string[]): { name: string; at: number } | null {
  for (const [i, line] of lines.slice(0, 45).entries()) {
    if (!/\b(court|tribunal|juzgado)\b/i.test(line) || NOT_A_COURT_NAME.test(line) || !COURT_KINDS.test(line)) continue;
    const cut = (s: string) =>
      s
        .replace(/\s+[-–]\s+(?=\d|[A-Z][a-z]+ [A-Z]?[a-z]*\s*(?:Courthouse|Center|Building|Hall)|.*\d{5})/, ' §')
        .replace(/\s§.*$|,\s*\d.*$/, '')
        .trim();
    let name = cut(line.replace(/^(?:\S{1,3}\s+)?in\s+the\s+/i, ''));
    // Its second line, past a line of the other column ("Valhalla, NY 10595").
    const next = isAddressLine(lines[i + 1] ?? '') ? lines[i + 2] : lines[i + 1];
    if (next && /\b(of|for|in and for|at)$|[,-]$/i.test(name) && !NOT_A_COURT_NAME.test(next))
      name = `${name.replace(/-$/, ' -')} ${cut(next)}`.replace(/\s+/g, ' ');
    name = name.replace(/[,;:-]+$/, '').trim();
    if (name.replace(/[^A-Za-z]/g, '').length >= 8) return { name, at: i };
  }
  return null;
}

/** The court's state: "STATE OF X", the state its name or its address gives, else the consumer's. */
function findState(lines: string[], court: { name: string; at: number } | null, consumerState: string | null): string | null {
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

const LAWSUIT_CUES = /\b(summons|citation|complaint|petition|plaintiff|you have been sued|case no|court|citatorio|demandante|demandado|tribunal)\b/i;
const LETTER_CUES = /\b(debt collector|dispute (all or part of )?the debt|original creditor|validation|no (?:law)?suit has been filed)\b|\bdear\s+[A-Z]/i;

export function emptyExtractedFields(): ExtractedFields {
  return {
    customer_name: null,
    lawsuit_state: null,
    court_name: null,
    lawsuit_amount: null,
    civil_number: null,
    lawyer_email: null,
    law_firm_name: null,
    plaintiff_name: null,
    customer_mailing_address: { customer_street: null, city: null, state: null, zip_code: null },
    customer_phone_number: null,
    social_security_number: null,
    social_security_number_last_four: null,
    birthdate: null,
    confirm_law_firm: false,
    confirm_plaintiff: false,
    determine_if_lawsuit_exists: null,
  };
}

/** A letter's creditor: the one the debt is owed to now, else the original creditor. */
function findCreditor(flat: string): string | null {
  // "Creditor: X", or the label alone with the name on the next line.
  const current = /^(?:current\s+creditor|creditor(?:\s+to\s+whom\s+the\s+debt\s+is\s+owed)?|acreedor(?:\s+actual)?)\s*:[ \t]*\n?(.+)$/im.exec(flat)?.[1];
  const original = /original creditor\s*:?\s*(.+)$/im.exec(flat)?.[1];
  // "This firm represents Cavalry SPV I, LLC", "a debt that you owe to Midland Credit Management, Inc.", "X … is the current owner".
  const entity = `([A-Z][A-Za-z0-9&.' -]{2,50}?,?\\s(?:LLC|Inc\\.?|N\\.A\\.|L\\.P\\.|LP|Corp\\.?|Company|Bank|Trust(?: [IV]+)?)\\b\\.?)`;
  const named =
    new RegExp(`(?:(?:firm|office|we)\\s+represents?|on behalf of(?: our client,?)?|(?:debt|amount)\\s+(?:that\\s+)?you\\s+owe\\s+to)\\s+${entity}`).exec(
      flat,
    )?.[1] ?? new RegExp(`${entity}[^.\\n]{0,80}\\b(?:is the current owner|the current owner|now owns)`).exec(flat)?.[1];
  const found = current ?? named ?? original;
  return found ? cleanName(found.trim()) : null;
}

export function extractFields(text: string): ExtractedFields {
  const lines = normalize(text);
  const flat = lines.join('\n');
  const fields = emptyExtractedFields();
  if (lines.length === 0) return fields;
  const caseNumber = findCaseNumber(lines);
  const isLawsuit = caseNumber !== null || (LAWSUIT_CUES.test(flat) && !LETTER_CUES.test(flat));
  const defendantParty = findParty(lines, 'defendant');
  const plaintiff = findParty(lines, 'plaintiff') ?? (defendantParty ? captionAbove(lines, defendantParty.at) : null);
  const creditor = findCreditor(flat);
  fields.determine_if_lawsuit_exists = isLawsuit;
  fields.civil_number = isLawsuit ? caseNumber : null;
  fields.plaintiff_name = plaintiff && (isLawsuit || !creditor) ? recase(plaintiff.name) : creditor;
  fields.law_firm_name = findLawFirm(lines, fields.plaintiff_name, isLawsuit);
  const defendant = defendantParty ?? findRecipient(lines, [fields.plaintiff_name ?? '', fields.law_firm_name ?? '']);
  // The caption's capitals read more reliably than the mixed case of the address block.
  fields.customer_name = defendant ? recase(defendant.name) : null;
  const address = defendant ? addressOf(lines, defendant.name, defendant.address) : null;
  if (address) {
    fields.customer_mailing_address = { customer_street: address.street || null, city: address.city, state: address.state, zip_code: address.zip };
  }
  // The consumer's phone, SSN and birth date: in the service block ("Served on:"), else under the caption's name.
  const service = lines.findIndex((l) => /^(?:to|served\s+o[nu]|serve\s+at|para)\s*[:;]/i.test(l));
  const inService = consumerDetails(lines, service);
  const inBlock = consumerDetails(lines, defendant ? defendant.at : -1);
  const details = {
    phone: inService.phone ?? inBlock.phone,
    ssn: inService.ssn ?? inBlock.ssn,
    lastFour: inService.lastFour ?? inBlock.lastFour,
    birthdate: inService.birthdate ?? inBlock.birthdate,
  };
  fields.customer_phone_number = details.phone;
  fields.social_security_number = details.ssn;
  fields.social_security_number_last_four = details.lastFour;
  fields.birthdate = details.birthdate;
  fields.lawsuit_amount = findAmount(flat);
  fields.lawyer_email = findEmail(flat);
  const court = isLawsuit ? findCourt(lines) : null;
  fields.court_name = court ? courtCase(court.name) : null;
  fields.lawsuit_state = isLawsuit ? findState(lines, court, fields.customer_mailing_address.state) : fields.customer_mailing_address.state;
  fields.confirm_law_firm = fields.law_firm_name !== null;
  fields.confirm_plaintiff = fields.plaintiff_name !== null;
  return fields;
}
