/** The consumer as a summons's service block names them, against a heading's name read from a stamp (extract-fields.ts). */
import { addressAt, addressNear, INLINE_ADDRESS } from './addresses.js';
import { type Party, partyName, SERVICE_LABEL } from './parties.js';
import { nameKey } from './words.js';

/** How many lines above its service block the caption names the person. */
const CAPTION_REACH = 12;

/**
 * A summons's "TO: NAME" block with the person's street under it, the same name printed in the
 * caption above it, is the consumer, where a heading's name ("NOTICE TO DEFENDANT" over a stamp's
 * letters) has no address and is printed nowhere else on the page.
 */
export function servedInsteadOf(lines: string[], found: Party | null): Party | null {
  if (!found || found.address?.street) return null;
  const key = nameKey(found.name);
  if (key.length === 0 || lines.filter((line) => nameKey(line).includes(key)).length > 1) return null;
  for (const [i, line] of lines.entries()) {
    const label = SERVICE_LABEL.exec(line);
    const name = label ? partyName(label[1] ?? '') : null;
    if (!name || name.split(/\s+/).length < 2) continue;
    const address = (INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, i + 1, 3);
    const served = nameKey(name);
    const inCaption = lines.slice(Math.max(0, i - CAPTION_REACH), i).some((above) => nameKey(above) === served);
    if (address?.street && inCaption) return { name, at: i, address };
  }
  return null;
}
