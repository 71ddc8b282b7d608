/**
 * A form's grid whose defendant row's boxes are read across one line: "DEFENDANT STREET ADDRESS CITY /
 * STATE" over "40 Birch Rd Minot, ND", the ZIP in a box of its own further on, its small label read
 * alone ("ZIP", or specks: "zp") over the five digits.
 */
import { type Address, STREET_SUFFIX_TITLED } from './addresses.js';
import { STATE_CODES } from './words.js';

const ROW_LABEL = /^defendant'?s?\s+street\s+address\s+city\s*\/?\s*state$/i;
const STREET_THEN_CITY = new RegExp(
  String.raw`^(\d+[A-Za-z]?\s.*?\b(?:${STREET_SUFFIX_TITLED})\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW))?(?:\s+(?:Apt|Unit|Ste|#)\s*\S+)?)\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,2}),\s*([A-Z]{2})$`,
);
/** How many lines on the ZIP's box may be printed. */
const ZIP_REACH = 12;

export function streetCityRow(lines: string[]): Address | null {
  const at = lines.findIndex((l) => ROW_LABEL.test(l.trim()));
  if (at < 0) return null;
  const m = STREET_THEN_CITY.exec((lines[at + 1] ?? '').trim());
  if (!m || !STATE_CODES.has(m[3] as string)) return null;
  let zip = '';
  for (let k = at + 2; k < Math.min(lines.length, at + 2 + ZIP_REACH); k++) {
    if (/^\d{5}(?:-\d{4})?$/.test((lines[k] as string).trim()) && /^(?:zip(?:\s+code)?|[a-z]{2,4})\s*:?$/i.test((lines[k - 1] as string).trim())) {
      zip = (lines[k] as string).trim();
      break;
    }
  }
  return { street: m[1] as string, city: m[2] as string, state: m[3] as string, zip };
}
