/** The parties a narrative warrant types inside its printed sentences, with no caption or labels (extract-fields.ts). */
import { type Address, addressAt } from './addresses.js';
import { type Party, partyName } from './parties.js';

/** A street, city, state and ZIP typed in a sentence: "208 Quillen Hollow Rd, Johnson City, TN 37604". */
const ADDRESS_IN_SENTENCE = String.raw`(\d{1,6}\s+[A-Za-z0-9][^$]{3,90}?,\s*[A-Za-z][A-Za-z .'-]{1,30},?\s+[A-Z]{2}\.?,?\s+\d{5}(?:-\d{4})?)`;
/** "Summon NAME of ADDRESS" (also "residing at"): the officer's order names the defendant and where to find them. */
const SUMMONED = new RegExp(
  String.raw`\b(?:[Ss]ummon|SUMMON)\s+(?:the\s+defendant,?\s+)?([A-Z][^$\d]{3,80}?),?\s+(?:of|at|residing\s+at)\s+${ADDRESS_IN_SENTENCE}`,
);
/** "to answer the complaint of NAME of ADDRESS": the plaintiff, with the address. */
const COMPLAINING = new RegExp(String.raw`\b(?:complaint|COMPLAINT)\s+(?:of|OF)\s+([A-Z][^$\d]{3,80}?),?\s+(?:of|at)\s+${ADDRESS_IN_SENTENCE}`);

/** The line a phrase of the joined text began on. */
const lineOf = (lines: string[], index: number) => {
  let seen = 0;
  for (const [i, line] of lines.entries()) {
    seen += line.length + 1;
    if (index < seen) return i;
  }
  return lines.length - 1;
};

function party(lines: string[], m: RegExpExecArray | null): Party | null {
  const name = m?.[1] ? partyName(m[1]) : null;
  if (!m || !name) return null;
  const address: Address | null = addressAt([(m[2] as string).replace(/\s+/g, ' ')], 0);
  return { name, at: lineOf(lines, m.index + m[0].indexOf(m[1] as string)), address };
}

/** The plaintiff named with no address beside it: "… to answer the claim of" NAME, on the line or the next; "… brought by NAME". */
const CLAIM_OF =
  /\b(?:answer|defend)\s+the\s+(?:claim|complaint|petition|suit|action)\s+of\s*:?\s*(.*)$|\b(?:action|suit|claim|complaint)\s+(?:brought|filed)\s+by\s+(.+?)\.?$/i;
/**
 * The plaintiff the order names: "to answer the complaint of NAME of ADDRESS" with its address; else with none, "… to answer the
 * claim of" with the name on the next line (a Virginia warrant in debt), "… in a civil action brought by ACME LLC." (a
 * Tennessee civil warrant).
 */
function claimant(lines: string[], joined: string): Party | null {
  const withAddress = party(lines, COMPLAINING.exec(joined));
  if (withAddress) return withAddress;
  for (const [i, line] of lines.entries()) {
    const m = CLAIM_OF.exec(line);
    if (!m) continue;
    const rest = (m[1] ?? m[2] ?? '').trim();
    const at = rest ? i : i + 1;
    const name = partyName(rest || (lines[i + 1] ?? ''));
    if (name) return { name, at, address: null };
  }
  return null;
}

/** A civil warrant's "Summon X of … to answer the complaint of Y of …": both parties, each with its address. */
export function warrantParties(lines: string[]): { plaintiff: Party | null; defendant: Party | null } {
  const joined = lines.join(' ');
  return { defendant: party(lines, SUMMONED.exec(joined)), plaintiff: claimant(lines, joined) };
}
