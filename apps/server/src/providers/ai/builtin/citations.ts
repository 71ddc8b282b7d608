import { jurisdictionOf, limitationFor } from '@parley/shared';

/**
 * The one table of which provision a statement calls for, used by the built-in editor's citation
 * edits. Checked per sentence, in this order; a sentence gets at most two.
 * Sources: FDCPA 15 U.S.C. 1692c (communications: times, places, third parties, cease), 1692d
 * (harassment or abuse), 1692e (false or misleading representations), 1692f (unfair practices,
 * unauthorized amounts), 1692g (validation, dispute, verification), 1692k (liability); FCRA
 * 15 U.S.C. 1681i (disputes with a consumer reporting agency) and 1681s-2 (duties of those who
 * furnish information to one); limitation periods from the state's statute (packages/shared jurisdictions).
 */
export type StatementKind =
  | 'statute_of_limitations'
  | 'credit_reporting_agency_dispute'
  | 'credit_reporting'
  | 'validation'
  | 'harassment'
  | 'false_representation'
  | 'unfair_practice'
  | 'communication'
  | 'liability';

const RULES: { kind: StatementKind; topic: RegExp; cite: (state: string | null) => string | null; unless?: StatementKind[] }[] = [
  {
    kind: 'statute_of_limitations',
    topic: /\bstatute of limitations?\b|\btime[- ]barred\b|\blimitations? period\b|\btoo old to (sue|collect)\b/i,
    // The state's limitation for an account (credit card), the usual kind of consumer debt.
    cite: (state) => {
      const j = jurisdictionOf(state);
      return j ? limitationFor(j, null).citation : null;
    },
  },
  {
    kind: 'credit_reporting_agency_dispute',
    topic: /\bcredit (reporting agenc|bureau)|\b(equifax|experian|transunion)\b/i,
    cite: () => '15 U.S.C. § 1681i',
  },
  {
    kind: 'credit_reporting',
    topic: /\bcredit (report|file|history)|\breport(ed|ing)? (it|this|the (debt|account|balance)) to\b|\bfurnish/i,
    cite: () => '15 U.S.C. § 1681s-2',
    unless: ['credit_reporting_agency_dispute'],
  },
  {
    kind: 'validation',
    topic: /\bvalidat|\bverif|\bdisput/i,
    cite: () => '15 U.S.C. § 1692g',
    // A credit-report dispute is the FCRA's, not a debt dispute under the FDCPA.
    unless: ['credit_reporting_agency_dispute', 'credit_reporting'],
  },
  { kind: 'harassment', topic: /\bharass|\babus(e|ive)\b|\bthreat|\boppressive\b|\brepeated(ly)? call/i, cite: () => '15 U.S.C. § 1692d' },
  {
    kind: 'false_representation',
    topic: /\bfalse\b|\bmislead|\bmisrepresent|\bdeceptive\b|\bfalsely\b/i,
    cite: () => '15 U.S.C. § 1692e',
  },
  {
    kind: 'unfair_practice',
    topic: /\bunfair\b|\bunauthori[sz]ed\b|\bnot authori[sz]ed\b|\bnever agreed\b|\bnot agreed\b|\bunconscionable\b/i,
    cite: () => '15 U.S.C. § 1692f',
  },
  {
    kind: 'communication',
    topic:
      /\b(contact(ing)?|call(ing)?|communicat\w*|writ(e|ing)) (with )?me\b|\bcease\b|\bstop (contacting|calling|communicating)\b|\bat (my )?work\b|\bmy (employer|job|workplace|family|neighbou?rs?)\b|\bthird part(y|ies)\b|\bin writing only\b|\binconvenient (time|place)\b|\bbefore 8\b|\bafter 9\b/i,
    cite: () => '15 U.S.C. § 1692c',
  },
  { kind: 'liability', topic: /\b(statutory |actual )?damages\b|\bliable\b|\bliability\b/i, cite: () => '15 U.S.C. § 1692k' },
];

/** The provisions a sentence's statements call for (at most two), for a case in `state`; provisions it already names are left out. */
export function citationsFor(sentence: string, state: string | null): string[] {
  const kinds = RULES.filter((r) => r.topic.test(sentence)).map((r) => r.kind);
  const out: string[] = [];
  for (const rule of RULES) {
    if (!kinds.includes(rule.kind) || rule.unless?.some((k) => kinds.includes(k))) continue;
    const cite = rule.cite(state);
    if (!cite || out.includes(cite) || alreadyCites(sentence, cite)) continue;
    out.push(cite);
    if (out.length === 2) break;
  }
  return out;
}

/** The section a citation names ("1692g", "12-548"), so "15 U.S.C. 1692g(b)" counts as citing § 1692g. */
export function alreadyCites(text: string, cite: string): boolean {
  const section =
    cite
      .split(/§\s*|\s/)
      .filter(Boolean)
      .pop() ?? cite;
  return text.replace(/§\s*/g, '').includes(section);
}

/** A parenthetical citation ("(15 U.S.C. § 1692g)", "(see A.R.S. § 12-548; 15 U.S.C. § 1692e)"), as the editor adds and removes them. */
export const CITATION_PATTERN = /\s*\((?:see\s+)?[^()]*?(?:U\.S\.C\.|C\.F\.R\.|CFR|§|Fed\.\s*R\.\s*Civ\.\s*P\.|ILCS|MCL|N\.J\.S\.A\.)[^()]*\)/gi;
