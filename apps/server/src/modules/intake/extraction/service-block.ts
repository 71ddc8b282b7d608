/**
 * The consumer as a summons's service block names them, against a heading's name read from a stamp, or an
 * entity read under the defendant's heading from a box read across (extract-fields.ts).
 */
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
  if (!found) return null;
  // An entity under the defendant's heading is the plaintiff's name, a two-column box read across: the person served is the consumer.
  if (ENTITY_NAME.test(found.name)) return servedPerson(lines, false);
  if (found.address?.street) return null;
  const key = nameKey(found.name);
  if (key.length === 0 || lines.filter((line) => nameKey(line).includes(key)).length > 1) return null;
  return servedPerson(lines, true);
}

/** An entity's name: its suffix, or what it is ("… Credit Union", "… Bank"). */
export const ENTITY_NAME = /(?:,?\s(?:LLC|L\.L\.C\.|Inc\.?|N\.A\.|L\.P\.|LLP|Corp\.?|Co\.)|\s(?:credit union|bank|company|association|trust))$/i;

/** The person a service block names with their street under it, the same name printed in the caption above it when `inCaptionOnly`. */
function servedPerson(lines: string[], inCaptionOnly: boolean): Party | null {
  for (const [i, line] of lines.entries()) {
    const label = SERVICE_LABEL.exec(line);
    if (!label) continue;
    // The name after the label, or alone under it ("SERVE AT:" then the name, the street, the city).
    const inline = partyName(label[1] ?? '');
    const at = inline ? i : i + 1;
    const name = inline ?? (label[1]?.trim() ? null : partyName(lines[i + 1] ?? ''));
    if (!name || name.split(/\s+/).length < 2) continue;
    const address = (inline && INLINE_ADDRESS.test(line) ? addressAt(lines, i) : null) ?? addressNear(lines, at + 1, 3);
    const served = nameKey(name);
    const inCaption = lines.slice(Math.max(0, i - CAPTION_REACH), i).some((above) => nameKey(above) === served);
    if (address?.street && (inCaption || !inCaptionOnly) && !ENTITY_NAME.test(name)) return { name, at, address };
  }
  return null;
}
