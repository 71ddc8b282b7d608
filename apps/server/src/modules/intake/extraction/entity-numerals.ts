/**
 * An entity's Roman numeral as OCR reads it, put right: read as T, l, L, i, 1 or | ("FUND IIL, LP", corpus 2027-01-07), its comma as a period ("Fund TTT, LP", "Fund ITI. LP"
 * are "Fund III, LP"; corpus 2027-01-02), or run onto the word before it ("CASCADE RECOVERY FUNDIII, LP"; corpus 2027-01-04).
 */
export function numeralsRead(raw: string): string {
  return raw
    .replace(
      /\b(?=[IilLT1|]*[ilLT1|])([IilLT1|]{2,4})([,.]?)(?=\s+(?:LP|L\.P\.|LLC|L\.L\.C\.|Inc|Trust|Corp)\b)/g,
      (_, numeral: string, mark: string) => `${'I'.repeat(numeral.length)}${mark && ','}`,
    )
    .replace(
      /\b(FUND|TRUST|PORTFOLIO|CAPITAL|HOLDINGS|PARTNERS|RECEIVABLES|ASSETS|SPV|VENTURES|ACQUISITIONS|Fund|Trust|Portfolio|Capital|Holdings|Partners|Receivables|Assets|Ventures)(II|III|IV)(?=,?\s+(?:LP|L\.P\.|LLC|L\.L\.C\.|Inc|Trust|Corp)\b)/g,
      '$1 $2',
    );
}
