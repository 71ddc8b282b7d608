import { type ExtractedFields, parseDollarsToCents, US_STATES } from '@parley/shared';

/**
 * The summary fields from the text of a summons, complaint or collection letter (OCR output or a
 * PDF's text layer). Rules, not a model: each field has the cues court papers and collection
 * letters use for it, tuned on the generated corpus in ./corpus (see intake-extraction.test.ts).
 */

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));
const STATE_CODES = new Set(Object.keys(US_STATES));
const STATE_NAMES_PATTERN = [...STATE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

const LINE_FIXES: [RegExp, string][] = [
  [/[‘’`]/g, "'"],
  [/[“”]/g, '"'],
  [/[|]/g, 'I'],
];

function normalize(text: string): string[] {
  let t = text;
  for (const [from, to] of LINE_FIXES) t = t.replace(from, to);
  return (
    t
      .split(/\r?\n/)
      // Speckles read as stray quotes or dots at a line's start.
      .map((l) =>
        l
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^[^A-Za-z0-9$(]+/, ''),
      )
      .filter((l) => l !== '')
  );
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Llc|Lp|Llp|Pa|Pc|Na|Usa|Ii|Iii|Spv|Lpa)\b/g, (m) => m.toUpperCase())
    .replace(/\bN\.a\./g, 'N.A.');

/** A name as written in capitals in a caption: kept as the papers spell it, only recased. */
function cleanName(raw: string): string {
  return raw
    .replace(/[,;:]+\s*$/, '')
    .replace(/\s+(Plaintiff|Defendant)s?\.?$/i, '')
    .trim();
}

function isUpperName(s: string) {
  return s === s.toUpperCase() && /[A-Z]/.test(s);
}

function recase(name: string): string {
  return isUpperName(name.replace(/[^A-Za-z]/g, '')) ? titleCase(name) : name;
}

function parseAmountCents(text: string): number | null {
  const m = /\$\s?([\d]{1,3}(?:[,.]\d{3})*(?:\.\d{2})|\d+(?:\.\d{2})?)/.exec(text);
  if (!m?.[1]) return null;
  let digits = m[1];
  // OCR may read a thousands comma as a period: "$4.823.17".
  const parts = digits.split(/[.,]/);
  if (parts.length > 2) digits = `${parts.slice(0, -1).join('')}.${parts.at(-1)}`;
  else digits = digits.replace(/,/g, '');
  return parseDollarsToCents(digits);
}

const AMOUNT_CUES = [
  /judgment\s+(?:in\s+the\s+amount\s+of|against\s+defendant\s+for)/i,
  /principal\s+sum\s+of/i,
  /amount\s+due/i,
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

function findCaseNumber(lines: string[]): string | null {
  for (const line of lines) {
    const m = /\b(?:case|cause|civil\s+action|index|docket)\s*(?:no|number|#)\.?\s*:?\s*([A-Z0-9][A-Z0-9 \-/.]{3,30}[A-Z0-9])/i.exec(line);
    if (m?.[1]) return m[1].replace(/\s{2,}/g, ' ').trim();
  }
  return null;
}

function findEmail(flat: string): string | null {
  const m = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(flat.replace(/\s*@\s*/g, '@'));
  return m ? m[0].toLowerCase() : null;
}

/** The caption: "PLAINTIFF NAME, Plaintiff, v. DEFENDANT NAME, Defendant." */
function findParties(lines: string[]): { plaintiff: string | null; defendant: string | null } {
  let plaintiff: string | null = null;
  let defendant: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^plaintiffs?[,.]?$/i.test(line) && !plaintiff) plaintiff = previousName(lines, i);
    if (/^defendants?[,.]?$/i.test(line) && !defendant) defendant = previousName(lines, i);
    const inline = /^(.+?),?\s+Plaintiffs?[,.]?$/i.exec(line);
    if (inline?.[1] && !plaintiff && !/attorney/i.test(line)) plaintiff = cleanName(inline[1]);
    const inlineDefendant = /^(.+?),?\s+Defendants?[,.]?$/i.exec(line);
    if (inlineDefendant?.[1] && !defendant && !/^(the|to)\b/i.test(line)) defendant = cleanName(inlineDefendant[1]);
  }
  return { plaintiff, defendant };
}

/** The name on the line above a "Plaintiff," label; a case number printed beside it is cut off. */
function previousName(lines: string[], index: number): string | null {
  for (let j = index - 1; j >= Math.max(0, index - 2); j--) {
    const candidate = (lines[j] as string).replace(/\s+(case|cause|index|docket)\s*(no|number|#).*$/i, '');
    if (/^v\.?s?\.?$/i.test(candidate)) continue;
    if (candidate.length >= 3) return cleanName(candidate);
  }
  return null;
}

const STREET =
  /^\d{1,6}\s+[A-Za-z0-9.' ]+?\b(Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Way|Court|Ct|Boulevard|Blvd|Place|Pl|Parkway|Pkwy|Circle|Cir|Terrace|Trail|Highway|Hwy)\b\.?(?:,?\s*(?:Apt|Unit|Suite|#)\s*\w+)?$/i;
const CITY_LINE = /^([A-Za-z .'-]+),\s*([A-Z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;

type Address = { street: string; city: string; state: string; zip: string };

/** The consumer's block: "To: NAME" then street, then "City, ST 12345", then phone, SSN, birth date. */
function findConsumerBlock(lines: string[], defendant: string | null) {
  let start = lines.findIndex((l) => /^(to|defendant)\s*:/i.test(l));
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
  const nameMatch = /^(?:to|defendant)\s*:\s*(.+)$/i.exec(lines[start] as string);
  result.name = nameMatch?.[1] ? cleanName(nameMatch[1]) : null;
  const block = lines.slice(start + 1, start + 8);
  for (const [k, line] of block.entries()) {
    const city = CITY_LINE.exec(line);
    if (city && !result.address) {
      const street = block[k - 1] && STREET.test(block[k - 1] as string) ? (block[k - 1] as string) : '';
      result.address = { street, city: (city[1] as string).trim(), state: city[2] as string, zip: city[3] as string };
    }
    const phone = /(?:phone|tel|telephone)\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4})/i.exec(line);
    if (phone?.[1] && !result.phone) result.phone = phone[1].replace(/\D/g, '');
    const ssn = /(?:SSN|social security(?: number)?|SS#)\s*:?\s*([X*\d]{3})[\s-]*([X*\d]{2})[\s-]*(\d{4})/i.exec(line);
    if (ssn) {
      result.lastFour = ssn[3] as string;
      const full = `${ssn[1]}${ssn[2]}${ssn[3]}`;
      if (/^\d{9}$/.test(full)) result.ssn = full;
    }
    const dob = /(?:date of birth|DOB|birth ?date)\s*:?\s*(\d{1,2})[/-](\d{1,2})[/-](\d{4})/i.exec(line);
    if (dob) result.birthdate = `${dob[3]}-${(dob[1] as string).padStart(2, '0')}-${(dob[2] as string).padStart(2, '0')}`;
  }
  return result;
}

/** The firm: the line after "Attorney for Plaintiff", or the letterhead of a collection letter. */
function findLawFirm(lines: string[]): string | null {
  const i = lines.findIndex((l) => /attorneys?\s+for\s+(the\s+)?plaintiff/i.test(l));
  if (i !== -1) {
    const inline = /attorneys?\s+for\s+(?:the\s+)?plaintiffs?\s*:?\s*(.+)$/i.exec(lines[i] as string);
    if (inline?.[1] && inline[1].length > 3) return inline[1].trim();
    return lines[i + 1]?.trim() ?? null;
  }
  const firm = lines.find(
    (l) =>
      /\b(LLP|LLC|P\.?A\.|P\.?C\.|LPA|Law Group|Law Firm|Attorneys|Collections?|Receivables|Recovery|Services|Associates)\b/i.test(l) &&
      l.length < 60 &&
      !/^re:/i.test(l),
  );
  return firm ? firm.replace(/^[^A-Za-z]+/, '').trim() : null;
}

function findState(flat: string, consumerState: string | null, isLawsuit: boolean): string | null {
  const stateOf = new RegExp(`\\b(?:STATE OF|COUNTY OF [A-Z .]+,?\\s*)(${STATE_NAMES_PATTERN})\\b`, 'i').exec(flat);
  if (stateOf?.[1]) return STATE_BY_NAME.get(stateOf[1].toUpperCase()) ?? null;
  const court = new RegExp(
    `\\b(?:SUPERIOR|DISTRICT|CIRCUIT|CIVIL|COUNTY|JUSTICE|MAGISTRATE|MUNICIPAL) COURT[^\\n]{0,60}?(${STATE_NAMES_PATTERN})\\b`,
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
  fields.law_firm_name = findLawFirm(lines);
  if (block.address) {
    fields.customer_mailing_address = {
      customer_street: block.address.street || null,
      city: block.address.city,
      state: STATE_CODES.has(block.address.state) ? block.address.state : null,
      zip_code: block.address.zip,
    };
  }
  fields.customer_phone_number = block.phone;
  fields.social_security_number = block.ssn;
  fields.social_security_number_last_four = block.lastFour;
  fields.birthdate = block.birthdate;
  fields.lawsuit_state = findState(flat, fields.customer_mailing_address.state, isLawsuit);
  fields.confirm_law_firm = fields.law_firm_name !== null;
  fields.confirm_plaintiff = fields.plaintiff_name !== null;
  return fields;
}
