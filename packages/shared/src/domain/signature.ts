/**
 * The typed electronic signature (issue 37.3: "Mickey Mouse" signed Maria Lopez's agreement).
 * The name typed must be the signer's legal name as the agreement gives it, the one rule the server
 * enforces and the signing form uses (docs/decisions/030-typed-signature-name.md):
 * - case, spacing around and between words, periods and apostrophes do not count, nor do accents
 *   ("maria  lopez" signs for "María López", "OBrien" for "O'Brien"); a hyphen counts as a space;
 * - the first and the last word must be there, in that order, and in full;
 * - a middle name may be left out or given as its initial ("Maria Lopez" or "Maria J Lopez" for
 *   "Maria Jane Lopez"), but no word may be added, shortened at either end or moved:
 *   "M Lopez", "Maria", "Lopez", "Lopez Maria" and "Maria Jane Lopez" for "Maria Lopez" are refused.
 */
export const SIGNATURE_MESSAGES = {
  required: 'Type your full name to sign',
  consentRequired: 'Please agree to sign electronically',
  nameMismatch:
    'Type your legal name as the agreement gives it under the signature line. You may leave out a middle name or initial, but not your first or last name.',
} as const;

/** The words of a name, compared without case, accents, periods or apostrophes. */
export function signatureNameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’ʼ`´]/g, '')
    .split(/[\s\-‐‑‒–—]+/u)
    .filter((word) => word !== '');
}

/** Whether `typed` signs for `legalName` under the rule above. */
export function signatureMatchesLegalName(typed: string, legalName: string): boolean {
  const words = signatureNameWords(typed);
  const legal = signatureNameWords(legalName);
  if (words.length === 0 || legal.length === 0 || words.length > legal.length) return false;
  if (words[0] !== legal[0] || words.at(-1) !== legal.at(-1)) return false;
  if (words.length === 1) return legal.length === 1;
  // The typed middle words, in order, each a legal middle word or its initial; the rest left out.
  let next = 1;
  for (const word of words.slice(1, -1)) {
    while (next < legal.length - 1 && !isWordOrInitial(word, legal[next] as string)) next++;
    if (next >= legal.length - 1) return false;
    next++;
  }
  return true;
}

function isWordOrInitial(word: string, legalWord: string): boolean {
  return word === legalWord || (word.length === 1 && legalWord.startsWith(word));
}
