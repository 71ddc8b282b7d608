/** A caption with no role labels: the names either side of its "v." (extract-fields.ts). */
import { addressNear, isAddressLine } from './addresses.js';
import { CASE_LABEL } from './numbers.js';
import { CONTACT_LINE, ENTITY_KIND, type Party, partyName, TAIL_OPENS_AT_END } from './parties.js';
import { isFiller, isLabelLine } from './words.js';

/** The "v." on a line of its own ("Vv." when OCR read it twice). */
const VERSUS_ALONE = /^(?:v{1,2}\.?|vs\.?|versus|-?\s*against\s*-?|contra)$/i;
/** The "v." that opens the defendant's line, the docket's number perhaps after the name: "VERSUS ANDRE J. THIBODEAUX DOCKET NO. 2026-004418-C" (Louisiana). */
const VERSUS_THEN_NAME = /^(?:versus|vs\.?|v\.)\s+([A-Z].*?)(?:\s+(?:docket|case|index|cause|file|suit)\s+(?:no\b\.?|number\b|#).*)?$/i;
/** The paper's title printed between the plaintiff and the "v.": "PETITION ON OPEN ACCOUNT". */
const TITLE_BETWEEN = /^(?:petition|complaint|summons|citation)\b/i;

/** The agent who signs for a party without a lawyer: "by Renee Castellanos, Office Manager". */
const SIGNING_AGENT = /^by\s+[A-Z][^,]*,.*\b(?:agent|manager|owner|officer|member|president)\b/i;

/** The plaintiff's tail wrapped under its name: "Delaware statutory trust, as assignee of Gulf Coast Bank &" / "Trust credit card account no. ****8842" (corpus 2027-01-04). */
const TAIL_WRAPPED = /\b(?:as\s+assignee|assignee\s+of|as\s+successor|successor\s+in\s+interest|statutory\s+trust|account\s+(?:no\b|number)|acct\.?\s+no\b)/i;

/**
 * A caption with no role labels: a name, "VERSUS" (or "v.", "vs.", "against") on its own line or opening the defendant's, a
 * name. The name above is the plaintiff's, the one below (or after it) the defendant's.
 */
export function versusCaption(lines: string[]): { plaintiff: Party; defendant: Party } | null {
  let at = lines.findIndex((line) => VERSUS_ALONE.test(line.trim()));
  let inline: string | null = null;
  if (at < 0) {
    at = lines.findIndex((line) => VERSUS_THEN_NAME.test(line.trim()));
    inline = at < 0 ? null : (VERSUS_THEN_NAME.exec((lines[at] as string).trim())?.[1] ?? null);
  }
  if (at < 0) return null;
  const nameNear = (from: number, step: 1 | -1): Party | null => {
    for (let j = from; j >= 0 && j < lines.length && Math.abs(j - at) <= 5; j += step) {
      const line = lines[j] as string;
      // A party's own phone or e-mail line, or the agent who signs for it ("by Renee Castellanos, Office Manager"), between
      // its name and the "v." (a Georgia statement of claim by a plaintiff without a lawyer, corpus 12-31).
      if (CONTACT_LINE.test(line.trim()) || SIGNING_AGENT.test(line.trim())) continue;
      // The plaintiff's label between its name and the "v." when the defendant's was not read; or the paper's title.
      // (Or, above the "v.", the plaintiff's kind wrapped under its name: "Pennsylvania limited liability company".)
      if (isFiller(line) || isAddressLine(line) || CASE_LABEL.test(line) || isLabelLine(line, 'plaintiff') || TITLE_BETWEEN.test(line.trim())) continue;
      // (Or the name a tail left open on the line above begins: "Harborlight Trust 2020-C, by its servicer" / "Keystone Loan Servicing, Inc.".)
      if (step === -1 && (ENTITY_KIND.test(line.trim()) || TAIL_WRAPPED.test(line.trim()) || TAIL_OPENS_AT_END.test(lines[j - 1] ?? ''))) continue;
      const name = partyName(line);
      return name ? { name, at: j, address: step === 1 ? addressNear(lines, j + 1, 3) : null } : null;
    }
    return null;
  };
  const plaintiff = nameNear(at - 1, -1);
  const inlineName = inline ? partyName(inline) : null;
  const defendant = inline ? (inlineName ? { name: inlineName, at, address: addressNear(lines, at + 1, 3) } : null) : nameNear(at + 1, 1);
  return plaintiff && defendant ? { plaintiff, defendant } : null;
}
