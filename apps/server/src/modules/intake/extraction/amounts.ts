/** The amount a summons claims or a letter asks, never a court's limit (extract-fields.ts). */
import { parseDollarsToCents } from '@parley/shared';

export function parseAmountCents(text: string): number | null {
  // (Whole dollars keep their thousands: "$10,000" is not "$10".)
  // (Its thousands comma read as a space: "$18 904.55".)
  const m = /\$\s?(\d{1,3}(?: \d{3})+[.,]\d{2}\b|[\d]{1,3}(?:[,.]\s?\d{3})*(?:[., ]\d{2}\b)|\d{1,3}(?:[,.]\d{3})+(?![\d.])|\d+(?:\.\d{2})?)/.exec(text);
  if (!m?.[1]) return null;
  // The cents' period read as a space: "$4,216 82".
  let digits = m[1].replace(/ (\d{2})$/, '.$1').replace(/\s/g, '');
  // OCR may read a thousands comma as a period, or the cents' period as a comma: "$4.823.17", "$4,823,17".
  const parts = digits.split(/[.,]/);
  if (parts.length > 1 && (parts.at(-1) as string).length === 2) digits = `${parts.slice(0, -1).join('')}.${parts.at(-1)}`;
  else digits = parts.join('');
  return parseDollarsToCents(digits);
}

/** An itemization's row marked as the principal, its amount in the column under the rows: "Rent owed (principal) / Renta adeudada (capital)". */
const PRINCIPAL_ROW = /^[^$\n]*\(principal\)[^$\n]*$/im;

export const AMOUNT_CUES = [
  // A validation notice's itemization ends in the debt as it stands now.
  /total\s+amount\s+of\s+the\s+debt(?:\s+now)?/i,
  // …and in the Spanish model notice: "Total de la deuda ahora:", "Cantidad total de la deuda ahora".
  /(?:cantidad\s+)?total\s+de\s+la\s+deuda(?:\s+ahora)?/i,
  /judgment\s+(?:in\s+the\s+amount\s+of|against\s+(?:the\s+)?(?:defendants?|you)(?:\(s\))?\s+for)/i,
  /principal\s+sum\s+of/i,
  // An amount named the principal right after it: "judgment for: $3,905.72 principal, plus interest …", before the total with costs.
  /(?=\$\s?\d[\d,.]*\d\s+\(?principal\b)/i,
  // A warrant in debt's claim blank: "owe Plaintiff(s) a debt in the sum of" then "5,742.18 net of any credits" (its "$" printed apart, if at all).
  /\ba\s+debt\s+in\s+the\s+sum\s+of\b/i,
  // A clerk's printout or a complaint's line: "PRINCIPAL SUED FOR: $2,057.33", "Amount sued for: $18,904.55".
  /\b(?:principal|amount)\s+sued\s+for\b/i,
  // A form's claim box, its label over its amount or before it: "CLAIM AMOUNT" then "$2,915.40", "Amount of claim: $…" (corpus
  // 2027-01-06: the total with costs beside it was read instead).
  /^(?:claim\s+amount|amount\s+of\s+(?:the\s+)?claim|amount\s+claimed)\s*:?\s*(?=\n\s*\$|\$)/im,
  // "Plaintiff demands judgment against Defendant in the amount of $…", never the loan's "original principal amount of".
  /judgment\s+against\s+(?:the\s+)?(?:defendants?|you)(?:\(s\))?\s+in\s+the\s+amount\s+of/i,
  // "Principal balance on account ending 6610 (charged-off …) $5,843.27": the principal, not the total with costs.
  /(?<!original\s)principal\s+(?:balance|amount|due|owed)\b[^$\n]{0,80}/i,
  // A form's amounts row, the principal's label over its amount: "PRINCIPAL" then "$4,612.09".
  // (Not a label printed under its amount, "$3,084.90" then "PRINCIPAL" then the costs' "$58.00".)
  /(?<!\$\s?[\d,.]+\d\s*\n)^principal(?:\s+claimed)?\s*:?\s*(?=\n\s*\$)/im,
  // …or its row, the label then the amount: "Principal $1,958.12".
  /^principal(?:[ \t]+claimed)?[ \t]*:?[ \t]*(?=\$)/im,
  // An itemization's row marked as the principal: "Rent owed through 11/30/2026 (principal)".
  PRINCIPAL_ROW,
  // A table's principal row read as a column of labels, its amounts after them: "Principal (unpaid loan balance)", "Interest …", "$3,187.60".
  // (Not a label printed under its amount, as above.)
  /(?<!\$\s?[\d,.]+\d\s*\n)^principal\b[^$\n]{0,40}$/im,
  /(?:amount|monto|cantidad)(?:\s+principal)?\s+(?:due|claimed|owed|demanded|reclamad[oa])/i,
  // "the complaint demands the unpaid principal of $…".
  /\bprincipal\s+of\b/i,
  // "A complaint has been filed against you by the plaintiff for $…".
  /\b(?:complaint|claim|suit|action)\s+has\s+been\s+filed\s+against\s+you\b[^$\n.]{0,40}?\bfor\b/i,
  // "The plaintiff has filed a small claim against you in this Court for $1,842.50 …", before its total with costs (corpus 2026-12-28).
  /\b(?:filed|brought)\s+an?\s+(?:small\s+)?(?:claim|suit|action|complaint)\s+against\s+you\b[^$\n.]{0,40}?\bfor\b/i,
  /\bclaims?\s+(?=\$)/i,
  // "Plaintiff sues for a deficiency balance of $6,420.15 …", before the total with costs.
  /\b(?:plaintiff\s+)?sues\s+(?:you\s+|(?:the\s+)?defendants?(?:\(s\))?\s+)?for\b/i,
  // "The petition seeks $2,950.00 on a loan agreement, with interest of …", "The complaint seeks the balance of $5,318.07".
  /\b(?:petition|complaint|plaintiff|claim|suit|lawsuit)\s+(?:seeks|asks\s+for|demands)\s+(?:to\s+recover\s+)?(?:judgment\s+for\s+)?(?:the\s+)?(?:(?:unpaid|outstanding|remaining|principal)\s+)?(?:(?:balance|sum|amount)\s+(?:of\s+)?)?(?=\$)/i,
  // ("Balance due now" whole, so a column of labels over its amounts is read as one: the amount in its row.)
  /\bbalance\s+due(?:\s+now)?\b/i,
  // …and in Spanish: "Saldo adeudado hoy", "Saldo pendiente ahora" (corpus 2027-01-10: the treatment's charges were read).
  /\bsaldo\s+(?:adeudado|pendiente|actual|total)(?:\s+(?:hoy|ahora|a\s+la\s+fecha))?\b/i,
  // The claim as the complaint states it: "Defendant owes Plaintiff $2,214.67", before the total with costs.
  /\bowes?\s+(?:the\s+)?plaintiff(?:\(s\)|s)?/i,
  // "… that the Defendant owes $1,865.30, plus interest …".
  /\bdefendants?(?:\(s\))?\s+owes?\s+(?:me\s+|us\s+)?(?=\$)/i,
  /you\s+owe/i,
  // The Spanish form's claim: "El demandante reclama que el demandado le debe: $…".
  /\b(?:el\s+demandad[oa]\s+)?le\s+debe\b/i,
  // "El demandante reclama la suma de $…", "La demanda reclama un saldo de $…" (corpus 2027-01-08: the total with costs was read).
  /\breclaman?\s+(?:la|el|un|una)\s+(?:suma|cantidad|saldo|monto)\s+de\b/i,
  /sum\s+of/i,
  /amount\s+of/i,
];

/** A court's limit, not a claim: "does not exceed $35,000", "is within the $25,000 civil jurisdiction", "jurisdictional limit of $20,000", "claims up to $15,000". */
const LIMIT_WORDS = String.raw`\b(?:exceed\w*|limit(?:s|ed|e)?|jurisdic(?:tion|ci[oó]n)\w*|not more than|up to|maximum|less than|or less|cap|within|l[ií]mite|m[aá]s de|hasta)\b`;
const A_LIMIT = new RegExp(String.raw`${LIMIT_WORDS}[^$\n]{0,40}\s*$`, 'i');
/** The next of a list of limits: "claims up to $20,000, or $4,000 for a claim arising from consumer credit". */
const NEXT_LIMIT = new RegExp(String.raw`${LIMIT_WORDS}[^$\n]{0,40}\$\s?[\d,]+(?:\.00)?\s*,?\s*(?:or|and|y|o)\s*$`, 'i');

/** A round hundred ("$6,500.00") after a limit's words is the court's limit; "an amount not to exceed $6,904.21" is a claim. */
const isLimit = (cents: number, before: string) => cents % 10_000 === 0 && (A_LIMIT.test(before) || NEXT_LIMIT.test(before));

/**
 * A table read as two columns, its labels first and then its amounts ("Amount claimed", "Filing fee",
 * "Total" then "$2,100.00", "$95.00", "$2,195.00"): the amount in the label's row, the labels and the
 * amounts paired from the last label and the last amount up.
 */
const MAX_TABLE_ROWS = 8;

function amountInTable(lines: string[], row: number): string | null {
  let first = row + 1;
  while (first < lines.length && !/\$/.test(lines[first] as string)) first++;
  // (A note with an amount of its own, read just before the column: "Monthly rent: $1,465.00.".)
  const amountOnly = (line: string | undefined) => line !== undefined && /^\(?[-+]?\s?\$\s?[\d,.]+\d\W*$/.test(line);
  if (!amountOnly(lines[first]) && amountOnly(lines[first + 1])) first++;
  let last = first;
  // (An itemization's amounts carry their signs: "+$142.77", "- $200.00", "($200.00)".)
  while (last < lines.length && /^\(?[-+\u2014\u2013]?\s?\$\s?[\d,.]+\d\W*$/.test(lines[last] as string)) last++;
  if (BALANCE_NOW.test((lines[row] as string).trim()) && isItemization(lines.slice(first, last))) return lines[last - 1] as string;
  // Rows lettered "a." to "f.", as many as the amounts: the row's letter counts its amount from the first, whatever other cell OCR read between.
  const letter = ITEM_LETTER.exec((lines[row] as string).trim())?.[0].replace(/[^a-h]/g, '');
  if (letter) {
    const lettered = lines.slice(Math.max(0, row - MAX_TABLE_ROWS), first).filter((line) => ITEM_LETTER.test(line.trim())).length;
    const k = letter.charCodeAt(0) - 'a'.charCodeAt(0);
    if (lettered === last - first && k < lettered) return lines[first + k] as string;
  }
  // The label's row counted from the last label is the amount's counted from the last amount.
  // (The next section's heading, a question read before the column of amounts, is no row: "How can you dispute the debt?";
  // nor is that section's paragraph read after it.)
  const between = lines.slice(row, first);
  const question = between.findIndex((line) => /\?\s*$/.test(line));
  // (A value read between the labels and the amounts, an account number alone on its line, is no row: blind corpus 2027-01-05.)
  const fromEnd = (question > 0 ? between.slice(0, question) : between).filter((line) => /[A-Za-z]/.test(line)).length;
  if (last > first && fromEnd <= MAX_TABLE_ROWS && fromEnd <= last - first) return lines[last - fromEnd] as string;
  // The row marked as the principal heads its itemization: its amount heads the column, whatever OCR read between.
  if (PRINCIPAL_ROW.test(lines[row] as string) && last > first) return lines[first] as string;
  // A principal's row heads its table too when the amounts were read beside another column's words ("$ 2,950.00 ATTORNEY FOR
  // PLAINTIFF", "$ 318.44 Ga Bar No. …"; blind corpus 2026-12-25): the first amount after the labels is the principal's.
  return /^principal\b/i.test((lines[row] as string).trim()) && AMOUNT_LEAD.test(lines[first] as string) ? (lines[first] as string) : null;
}

/** A line that opens with an amount, whatever another column put after it: "$3,276.50 Filing fee $71.00". */
const AMOUNT_LEAD = /^\s*\$\s?\d[\d,.]*\d\b/;

/** A line that is an amount alone, perhaps signed: "$1,311.40", "+$73.22", "($200.00)". */
const AMOUNT_ONLY = /^\(?[-+\u2014\u2013]?\s?\$\s?[\d,.]+\d\W*$/;

/** An itemization's letter before its row's label: "c. ", "(c) ". */
const ITEM_LETTER = /^(?:[a-h][.)]|\([a-h]\))\s+/;

/** A dollar sign OCR read as a section sign before an amount: "§1, 589,99". */
const SECTION_FOR_DOLLAR = /§(?=\s?\d{1,3}(?:[,.]\s?\d{3})*[,.]\s?\d{2}\b)/g;

/** An amount written out in words before its figures: "Two Thousand Three Hundred Eighteen and 40/100 Dollars ($2,318.40)". */
const SPELLED_AMOUNT =
  /^\s*(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and|no|\d{1,2}\/100)[\s-]+){1,24}(?:dollars|d[oó]lares)\s*(?=\(\s*\$)/i;

/**
 * An itemization's balance now ("Saldo adeudado hoy", "Total amount of the debt now") is its column's last amount when the column
 * adds up: the first amount, each row after it added or taken off, gives the last (corpus 2027-01-10: "$2,460.00", "$1,036.00",
 * "— $240.00", "$1,184.00", the signs lost to OCR).
 */
const BALANCE_NOW = /\b(?:now|today|hoy|ahora)\s*:?$/i;
function isItemization(column: string[]): boolean {
  const cents = column.map((line) => parseAmountCents(line));
  if (cents.length < 3 || cents.length > 8 || cents.some((c) => c === null)) return false;
  const [start, ...rest] = cents as number[];
  const end = rest.pop() as number;
  for (let signs = 0; signs < 1 << rest.length; signs++) {
    const total = rest.reduce((sum, c, k) => sum + (signs & (1 << k) ? -c : c), start as number);
    if (total === end) return true;
  }
  return false;
}

export function findAmount(text: string): number | null {
  const flat = text.replace(SECTION_FOR_DOLLAR, '$').replace(/(\ba\s+debt\s+in\s+the\s+sum\s+of\s*)(?=\d{1,3}(?:,\d{3})*\.\d{2}\b)/gi, '$1$');
  const lines = flat.split('\n');
  const lineAt = (index: number) => flat.slice(0, index).split('\n').length - 1;
  for (const cue of AMOUNT_CUES) {
    for (const m of flat.matchAll(new RegExp(cue.source, `${cue.flags.replace('g', '')}g`))) {
      // The window runs to the end of an amount it cuts ("… limit: $6,0" is "$6,000.00").
      // (Past the amount in words before its figures.)
      const reach = m.index + m[0].length + (SPELLED_AMOUNT.exec(flat.slice(m.index + m[0].length))?.[0].length ?? 0) + 40;
      const window = flat.slice(m.index, reach) + (/^[\d,.]*/.exec(flat.slice(reach))?.[0] ?? '');
      const dollar = window.indexOf('$');
      // A label alone on its line, its amount in the table's column of amounts.
      const row = lineAt(m.index);
      // (Or its amount further down than the next line, past another line of labels: the column's.)
      const dollarLine = dollar < 0 ? -1 : lineAt(m.index + dollar);
      // (An itemization's row may open with its item's letter: "c. Principal balance claimed".)
      // (Or its dotted leaders after it: "TOTAL AMOUNT OF THE DEBT NOW..........".)
      const label = (lines[row] as string).trim().replace(ITEM_LETTER, '');
      const labelAlone = label.replace(/[.:\s]+$/, '') === m[0].trim().replace(/[.:\s]+$/, '');
      // A column of labels with leaders, the amounts read after the last: the first amount under the last label is the column's.
      const leadered = (line: string | undefined) => line !== undefined && /[A-Za-z].*\.{3,}\s*$/.test(line) && !/\$/.test(line);
      // (Or a column of labels over a column of amounts, no leaders: "Payments or credits", "Total amount of the debt now", "$1,311.40", "+$73.22", …)
      const amountOnly = (line: string | undefined) => line !== undefined && AMOUNT_ONLY.test(line);
      const overAmounts = labelAlone && dollarLine === row + 1 && amountOnly(lines[row + 1]) && amountOnly(lines[row + 2]) && !/\$/.test(lines[row - 1] ?? '$');
      const inColumn = labelAlone && dollarLine === row + 1 && ((leadered(lines[row]) && leadered(lines[row - 1])) || overAmounts);
      const tabled = (dollar < 0 || (labelAlone && dollarLine > row + 1) || inColumn) && label.startsWith(m[0]) ? amountInTable(lines, row) : null;
      // An amount on a later line that names another item is not the cue's: "… the unpaid principal balance, together with" then "interest of $311.40".
      const itsLine = dollar < 0 ? '' : flat.slice(flat.lastIndexOf('\n', m.index + dollar) + 1, m.index + dollar);
      // (Only where the cue's sentence runs on: a table's row label, "Rent owed (principal)", has its amount read wherever.)
      const runsOn = /[a-z,]\s*$/.test(lines[row] as string);
      if (!tabled && runsOn && dollarLine > row && /\b(?:interest|costs?|fees?)\b/i.test(itsLine)) continue;
      // The cue's sentence goes on to another item before the amount: "… for the amount claimed plus court costs of $144.00".
      if (!tabled && dollar >= 0 && /\bplus\b|\b(?:costs?|fees?|interest|costas|intereses)\s+(?:of|de)\b/i.test(window.slice(m[0].length, dollar))) continue;
      const cents = parseAmountCents(tabled ?? window);
      if (cents !== null && isLimit(cents, window.slice(0, Math.max(0, dollar)))) continue;
      // A zero is an itemization's empty row ("Fees $0.00"), never what is claimed.
      if (cents !== null && cents > 0) return cents;
    }
  }
  // Otherwise the largest dollar amount on the papers that is not a court's limit.
  const all = [...flat.matchAll(/\$\s?[\d,.]+\d/g)]
    .map((m) => ({ cents: parseAmountCents(m[0]), before: flat.slice(Math.max(0, (m.index ?? 0) - 60), m.index) }))
    .filter((a): a is { cents: number; before: string } => a.cents !== null && !isLimit(a.cents, a.before))
    .map((a) => a.cents);
  return all.length ? Math.max(...all) : null;
}
