/** Shapes of case numbers that the general repairs of numbers.ts would misread, and a sender's own file label (numbers.ts). */

/**
 * A firm's or an agency's own file number, its initials before the label: "KRT File No. 24-118-B",
 * "Our file", "Your ref." are caught by numbers.ts; the initials, or "Firm file no." (corpus 2027-01-03), here. Never the court's
 * own "Civil File No." or "Court File No.", whose words are no initials.
 */
export const isSendersFileLabel = (before: string) =>
  /(?:^|[\s(])(?:(?!(?:CV|SC|CC|NO)\s)[A-Z]{2,4}|[Ff]irm(?:'s)?|FIRM(?:'S)?|[Ll]aw [Ff]irm|[Oo]ffice|OFFICE|[Cc]ollection|[Aa]gency)\s+(?:file|File|FILE)\s*(?:no|No|NO|number|Number|#)\.?\s*:?\s*$/.test(
    before,
  );

/**
 * A case number with a two-digit suffix after a period, as some states print every civil number
 * ("SC-2025-314159.00"): the suffix is the number's, and the number may stand alone, its label far.
 */
export const DECIMAL_SUFFIXED = /^(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{5,24}\.\d{2}$/;

/**
 * A county's number, a one-letter court type and the court's number opening a case number
 * ("49D03-2605-CC-001234", "45D11-…"): the letter is the court's type, never a digit OCR misread.
 */
export const opensWithCourtType = (token: string, at: number) => at === 2 && /^\d{2}[A-Z]\d{2}-\d{4}-[A-Z]{2}-\d/.test(token);

/** A statute's or a rule's citation ("Gen. Stat. §§ 12-40, 12-41"): its section numbers are no case number under a label. */
export const citesStatute = (line: string) => /§|\bsec(?:tion)?s?\.?\s+\d+-\d+/i.test(line);

/**
 * A number the page elsewhere calls the sender's own ("Our file no.: KX-2201"), repeated under a bare
 * "File no.:" on a letter's coupon: the sender's, not a case's.
 */
export const isSendersOwnNumber = (lines: string[], value: string) =>
  lines.some((line) => {
    // (The label right before the number: "Case No. 26-1234  Our file: KX-2201" gives the case's number and the sender's.)
    const at = line.indexOf(value);
    return at > 0 && /\b(?:our|your)\s+(?:file|reference|ref|account|acct)(?:\s*(?:no\.?|number|#))?\s*[:.]?\s*$/i.test(line.slice(0, at));
  });

/**
 * A case number a court's location prefix opens, then the case type and year, the sequence and a one-letter suffix
 * ("WTB-CV26-6077315-S"): no account's shape, though a form's label column prints "ACCOUNT REFERENCE" over it.
 */
export const LOCATION_PREFIXED = /^[A-Z]{2,4}-[A-Z]{1,3}\d{2}-\d{5,8}-[A-Z]$/;
