import { type ExtractedFields, parseDollarsToCents, US_STATES } from '@parley/shared';

/**
 * The summary fields from the text of a summons, complaint or collection letter (OCR output laid
 * out by layout.ts, or a PDF's text layer). Rules, not a model: each field is found by its label
 * ("Plaintiff", "v.", "Case No.", "Attorney for Plaintiff", "To:", "Served on:", a form's
 * "Defendant address") or its place (the caption, the court's header), its value stops at the next
 * label, and where the value's shape is known (case numbers, ZIP codes, state names and codes,
 * entity suffixes, emails) the usual OCR confusions are repaired: 1/I/l, 0/O, 8/B, "Lic" for
 * "LLC". Tuned and measured on the generated corpus (./corpus, bench/ocr.bench.mjs).
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
        if (/[\d-]/.test(before) || /[\d-]/.test(after)) {
          const digits = [...run].map((c) => DIGIT_FOR[c] ?? c).join('');
          if (/^\d+$/.test(digits) && !(run.length >= 2 && /^[A-Z]+$/.test(run) && !/[OIBSZ]/.test(run))) return digits;
        }
        return upper;
      }),
    )
    .join(' ');
}

const CASE_LABEL = /\b(?:case|cause|civil\s+act[il1]?on|index|docket)\s*(?:no|number|n[o0]|#)\b\.?\s*[:.]?\s*|^(?:\S{1,3}\s+)?N[oa0][.,:]\s*:?\s*/i;

function findCaseNumber(lines: string[]): string | null {
  for (const line of lines) {
    const m = CASE_LABEL.exec(line);
    if (!m) continue;
    if (/\bbar\b/i.test(line.slice(0, m.index))) continue;
    const tokens = line.slice(m.index + m[0].length).split(' ');
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
  return word.length >= label.length - 3 && word.length <= label.length + 2 && distance(word.replace(/s$/, ''), label) <= 3;
}

/** A line that is only marks, or the "v." between the parties. */
const isFiller = (line: string) => line.replace(/[^A-Za-z]/g, '').length < 3;

/** The caption: "PLAINTIFF NAME, Plaintiff, v. DEFENDANT NAME, Defendant." or a form's "Plaintiff: NAME". */
function findParties(lines: string[]): { plaintiff: string | null; defendant: string | null } {
  let plaintiff: string | null = null;
  let defendant: string | null = null;
  let defendantAt = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // A form's row; the label's first letters may be cut off at a photo's edge ("aintiff:").
    const form = /^[^\s:]{0,3}?(p?l?aintiff|d?e?fendant)\s*:\s*(.+)$/i.exec(line);
    if (form?.[2]) {
      if (/aintiff$/i.test(form[1] as string) && !plaintiff) plaintiff = cleanName(form[2]);
      if (/fendant$/i.test(form[1] as string) && !defendant) defendant = cleanName(form[2]);
      continue;
    }
    if (isLabelLine(line, 'plaintiff') && !plaintiff) plaintiff = previousName(lines, i);
    if (isLabelLine(line, 'defendant') && !defendant) {
      defendant = previousName(lines, i);
      defendantAt = i - 1;
    }
    // "NAME, Plaintiff," on one line (a centered caption); not a sentence ending in "the plaintiff".
    const inline = /^(.{3,70}?),\s+Plaintiffs?[,.]?$/i.exec(line);
    if (inline?.[1] && !plaintiff && !/\bthe\s+plaintiffs?[,.]?$/i.test(line) && !ATTORNEY_LABEL.test(line) && !/^(the|to)\b/i.test(line))
      plaintiff = cleanName(inline[1]);
    const inlineDefendant = /^(.{3,70}?),\s+Defendants?[,.]?$/i.exec(line);
    if (inlineDefendant?.[1] && !defendant && !/^(the|to)\b/i.test(line) && !/\bthe\s+defendants?[,.]?$/i.test(line)) defendant = cleanName(inlineDefendant[1]);
  }
  // The "Plaintiff," under the plaintiff's name was not read: the name above the defendant's, past the "v.".
  if (!plaintiff && defendantAt > 0) {
    for (let j = defendantAt - 1; j >= Math.max(0, defendantAt - 4); j--) {
      const candidate = lines[j] as string;
      // A caption prints the parties in capitals: a word in lower case is a misread label.
      if (isFiller(candidate) || isLabelLine(candidate, 'plaintiff') || !isUpperName(candidate.replace(/[^A-Za-z]/g, ''))) continue;
      if (!CASE_LABEL.test(candidate) && !/\b(court|state of)\b/i.test(candidate)) plaintiff = cleanName(candidate);
      break;
    }
  }
  return { plaintiff, defendant };
}

/** The name on the line above a "Plaintiff," label; a case number printed beside it is cut off. */
function previousName(lines: string[], index: number): string | null {
  for (let j = index - 1; j >= Math.max(0, index - 2); j--) {
    const candidate = cleanName(lines[j] as string);
    if (/^v\.?s?\.?$/i.test(candidate) || isFiller(candidate) || CASE_LABEL.test(lines[j] as string)) continue;
    // A long name wrapped before its suffix: "ABSOLUTE RESOLUTIONS INVESTMENTS," then "LLC,".
    const above = lines[j - 1];
    if (ENTITY_SUFFIX.test(candidate) && above && /,$/.test(above) && !CASE_LABEL.test(above)) return cleanName(`${above} ${candidate}`);
    if (candidate.length >= 3) return candidate;
  }
  return null;
}

const ENTITY_SUFFIX = /^(LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)$/i;

const CITY_LINE = /^([A-Za-z .'-]+?)[,.]?\s+([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)[.,]?\s+([\dOoIlSB]{5})(?:-\d{4})?\b/;
const ZIP_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', B: '8' };

type Address = { street: string; city: string; state: string | null; zip: string };

/** A block's label, which the values after it do not include. */
const BLOCK_LABEL = /^(?:to|served\s+o[nu]|[^\s:]{0,3}?d?e?fendant(?:'s)?\s+address|[^\s:]{0,3}?d?e?fendant)\s*[:;]\s*/i;

/** The consumer's block: "To:", "Served on:" or a form's "Defendant": name, street, "City, ST 12345", phone, SSN, birth date. */
function findConsumerBlock(lines: string[], defendant: string | null) {
  let start = lines.findIndex((l) => /^(to|served\s+o[nu])\s*[:;]/i.test(l));
  if (start === -1) start = lines.findIndex((l) => /^[^\s:]{0,3}?d?e?fendant\s*:/i.test(l));
  if (start === -1 && defendant) start = lines.findIndex((l) => l.toLowerCase() === defendant.toLowerCase());
  const result: { name: string | null; address: Address | null; phone: string | null; lastFour: string | null; ssn: string | null; birthdate: string | null } =
    {
      name: null,
      address: null,
      phone: null,
      lastFour: null,
      ssn: null,
      birthdate: null,
    };
  if (start === -1) return result;
  const first = lines[start] as string;
  const inlineName = first.replace(BLOCK_LABEL, '');
  let blockStart = start + 1;
  if (inlineName !== first && inlineName.trim()) result.name = cleanName(inlineName);
  else if (inlineName === first) result.name = null;
  else {
    // "Served on:" alone: the name is the next line.
    result.name = cleanName(lines[start + 1] ?? '');
    blockStart = start + 2;
  }
  const block: string[] = [];
  for (const line of lines.slice(blockStart, blockStart + 7)) {
    if (/^attorney|^amount|^you have been|^plaintiff/i.test(line)) break;
    block.push(line.replace(/^[^\s:]{0,3}?d?e?fendant(?:'s)?\s+address\s*:\s*/i, ''));
  }
  for (const [k, line] of block.entries()) {
    const city = CITY_LINE.exec(line);
    if (city && !result.address) {
      const previous = block[k - 1] ?? '';
      const street = /^[\dOlI]{1,6}\s+\S/.test(previous) ? previous.replace(/^[\dOlI]+/, (n) => [...n].map((c) => ZIP_DIGITS[c] ?? c).join('')) : '';
      const stateWord = city[2] as string;
      const state = stateWord.length === 2 ? (STATE_CODES.has(stateWord) ? stateWord : null) : stateNamed(stateWord);
      const zip = [...(city[3] as string)].map((c) => ZIP_DIGITS[c] ?? c).join('');
      result.address = { street, city: (city[1] as string).replace(/[.,]+$/, '').trim(), state, zip };
    }
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
const NOT_A_FIRM = /\b(court|state of|summons|complaint|bar no|plaintiff|defendant)\b|^\d/i;
const FIRM_WORDS = /\b(LLP|LLC|PLLC|P\.?\s?[ACS]\.|LPA|Law Group|Law Firm|Attorneys|Collections?|Receivables|Recovery|Services|Associates)(?=[\s,.]|$)/i;

/**
 * The firm: the value of "Attorney for Plaintiff" (inline, or the next line), else the line after
 * an attorney's "Bar No." line (a signature block names the lawyer, the bar number, then the
 * firm), else the letterhead of a collection letter.
 */
/** Letters and digits only, lowercase: "Cavalry SPV I, LLC" and "CAVALRY SPV I LLC" are one name. */
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The plaintiff's law firm: the line an "Attorney for Plaintiff" label names, the line after a bar
 * number, or a line that reads like a firm. Never the plaintiff itself: a debt buyer's "LLC" reads
 * like a firm, and a plaintiff that sues without a lawyer has none (issue 36).
 */
function findLawFirm(lines: string[], plaintiff: string | null): string | null {
  const isPlaintiff = (candidate: string) => {
    const key = nameKey(candidate);
    const own = plaintiff ? nameKey(plaintiff) : '';
    return own.length > 0 && key.length > 0 && (key === own || key.includes(own) || own.includes(key));
  };
  const usable = (candidate: string | undefined): candidate is string =>
    candidate !== undefined && candidate.length > 0 && !NOT_A_FIRM.test(candidate) && !ATTORNEY_LABEL.test(candidate) && !isPlaintiff(candidate);
  for (const [i, line] of lines.entries()) {
    const m = ATTORNEY_LABEL.exec(line);
    if (!m) continue;
    const inline = line.slice(m.index + m[0].length).trim();
    const candidate = inline.replace(/[^A-Za-z]/g, '').length >= 3 ? inline : lines[i + 1];
    if (usable(candidate)) return cleanName(candidate);
  }
  const bar = lines.findIndex((l) => /\bbar\s*(?:no|number|#)/i.test(l));
  if (bar !== -1 && usable(lines[bar + 1])) return cleanName(lines[bar + 1] as string);
  const firm = lines.find((l) => FIRM_WORDS.test(l) && l.length < 60 && !/^re:/i.test(l) && usable(l.replace(/^[^A-Za-z]+/, '')));
  return firm ? cleanName(firm.replace(/^[^A-Za-z]+/, '')) : null;
}

/** The court's state: "STATE OF X" or "X COURT … OF X" in the header, read with OCR slips allowed. */
function findState(lines: string[], consumerState: string | null, isLawsuit: boolean): string | null {
  for (const line of lines.slice(0, 40)) {
    const of = /\bSTATE\s+OF\s+([A-Za-z ]{4,20})/i.exec(line);
    const code = of?.[1] ? stateNamed(of[1]) : null;
    if (code) return code;
  }
  const flat = lines.join('\n');
  const court = new RegExp(
    `\\b(?:SUPERIOR|DISTRICT|CIRCUIT|CIVIL|COUNTY|JUSTICE|MAGISTRATE|MUNICIPAL|COMMON PLEAS) COURT[^\\n]{0,60}?(${STATE_NAMES_PATTERN})\\b`,
    'i',
  ).exec(flat);
  if (court?.[1]) return STATE_BY_NAME.get(court[1].toUpperCase()) ?? null;
  if (!isLawsuit || consumerState) return consumerState;
  return null;
}

const LAWSUIT_CUES = /\b(summons|citation|complaint|petition|plaintiff|you have been sued|case no|court)\b/i;
const LETTER_CUES = /\b(debt collector|dispute (all or part of )?the debt|original creditor|validation)\b/i;

export function emptyExtractedFields(): ExtractedFields {
  return {
    customer_name: null,
    lawsuit_state: null,
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

export function extractFields(text: string): ExtractedFields {
  const lines = normalize(text);
  const flat = lines.join('\n');
  const fields = emptyExtractedFields();
  if (lines.length === 0) return fields;
  const caseNumber = findCaseNumber(lines);
  const isLawsuit = caseNumber !== null || (LAWSUIT_CUES.test(flat) && !LETTER_CUES.test(flat));
  const parties = findParties(lines);
  const block = findConsumerBlock(lines, parties.defendant);
  const creditor = /original creditor\s*:?\s*(.+)$/im.exec(flat)?.[1]?.trim() ?? null;

  fields.determine_if_lawsuit_exists = isLawsuit;
  fields.civil_number = isLawsuit ? caseNumber : null;
  fields.plaintiff_name = parties.plaintiff ? recase(parties.plaintiff) : creditor;
  // The caption's capitals read more reliably than the mixed case of the address block.
  const name = parties.defendant ?? block.name;
  fields.customer_name = name ? recase(name) : null;
  fields.lawsuit_amount = findAmount(flat);
  fields.lawyer_email = findEmail(flat);
  fields.law_firm_name = findLawFirm(lines, fields.plaintiff_name);
  if (block.address) {
    fields.customer_mailing_address = {
      customer_street: block.address.street || null,
      city: block.address.city,
      state: block.address.state,
      zip_code: block.address.zip,
    };
  }
  fields.customer_phone_number = block.phone;
  fields.social_security_number = block.ssn;
  fields.social_security_number_last_four = block.lastFour;
  fields.birthdate = block.birthdate;
  fields.lawsuit_state = findState(lines, fields.customer_mailing_address.state, isLawsuit);
  fields.confirm_law_firm = fields.law_firm_name !== null;
  fields.confirm_plaintiff = fields.plaintiff_name !== null;
  return fields;
}
