/**
 * A form's numbered rows ("3. Defendant", "4. Defendant's address"), read without their colons: the
 * value beside an address label, or a party's name printed on the line above its label (a long value
 * pushes its label below it, and the label's line may carry the value's last word: "1. Plaintiff company").
 */

/** "4. Defendant's address 1620 Elm St, …": an address label and its value, no colon between. */
const ADDRESS_ROW = /^(\d{1,2}\.?\s+(?:plaintiff|defendant)(?:'s|s')?\s+(?:mailing\s+|street\s+)?address)\s+((?:\d|P\.?\s?O\.?\s+Box\b).*)$/i;
/** "3. Defendant" alone, or with one word wrapped from the value above ("1. Plaintiff company"). */
const PARTY_ROW = /^(\d{1,2}\.?\s+(?:plaintiff|defendant))(?:\s+[a-z]{2,12})?$/i;
/** A line that is a name above its label: begins with a capital, is no label or number of its own. */
const NAME_ABOVE = /^[A-Z][A-Za-z.'&-]*(?:\s+[A-Za-z.,'&-]+){1,12}/;

export function numberedRows(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const address = ADDRESS_ROW.exec(line);
    if (address) {
      out.push(`${address[1]}: ${address[2]}`);
      continue;
    }
    const party = PARTY_ROW.exec(line);
    const above = out.at(-1) ?? '';
    if (party && NAME_ABOVE.test(above) && !/^\d|\b(?:plaintiff|defendant|court|summons|case|number)\b/i.test(above)) {
      // The value's line may carry marks of a box beside it ("…: [_] Lif [_]"), and a party's description (", a Delaware …").
      const name = above
        .replace(/:\s.*$/, '')
        .replace(/:$/, '')
        .replace(/,\s+an?\s+[A-Z][a-z]+\b.*$/, '')
        .trim();
      out[out.length - 1] = `${party[1]}: ${name}`;
      continue;
    }
    out.push(line);
  }
  return out;
}
