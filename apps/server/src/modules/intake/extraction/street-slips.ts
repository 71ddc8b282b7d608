/**
 * A street line as the papers print it, OCR's slips and a mailing box beside it undone (extract-fields.ts): one chain, so every
 * street read is repaired the same way.
 */
export const streetAsPrinted = (street: string) => withGridSpaced(withFloorRepaired(withoutMailbox(street)));

/** OCR's slips in a street line: a floor's "Fl" read with a capital I or a 1 ("2814 S Drake Ave, 1st FI" is "…, 1st Fl"), and those below. */
const withFloorRepaired = (street: string) =>
  street
    .replace(/\b(\d{1,3}(?:st|nd|rd|th)\s+)F[I1](?=\.|$|[\s,])/, '$1Fl')
    // The comma before a unit read as a period: "19 Elm St. Apt 2" is "19 Elm St, Apt 2".
    // (In capitals too: "2210 ELM BLVD. APT 4".)
    .replace(/\.\s+(?=(?:Apt|Apartment|Unit|Suite|Ste|Lot)\b)/i, ', ')
    // A numbered street's 5 read as an S after the house number: "1825 Sth Ave SE" is "1825 5th Ave SE".
    .replace(/^(\d{1,6}\s+)S(?=th\s)/, '$15')
    // A direction's letter with a mark read on it, and a Place's "Pl" read "PI" at the street's end (corpus 2027-01-06):
    // "4417 S$ Redwood Crest Dr" is "4417 S Redwood Crest Dr", "2207 E 41st PI" is "2207 E 41st Pl".
    .replace(/^(\d{1,6}\s+[NSEW])[$§](?=\s)/, '$1')
    .replace(/(\s[A-Za-z0-9]+\s+)P[I1](?=\.?(?:$|,|\s+(?:Apt|Unit|Suite|Ste|Lot|#)\b))/, '$1Pl');

/** A mailing box printed beside the street: "611 Elm Road + Mail: P.O. Box 12", "611 Elm Road Mail: PO Box 12" (the street is the address). */
const withoutMailbox = (street: string) =>
  /^P\.?\s?O\.?\s+Box\b/i.test(street) ? street : street.replace(/\s+(?:[-–—+|*]\s+)?(?:mail(?:ing)?(?:\s+address)?\s*:|P\.?\s?O\.?\s+Box\b).*$/i, '');

/** A grid address's direction read onto its number, "2214S. 1300 E.", spaced as printed: "2214 S. 1300 E.". */
const withGridSpaced = (street: string) => street.replace(/^(\d{1,6})([NSEW]\.?\s+\d)/, '$1 $2');
