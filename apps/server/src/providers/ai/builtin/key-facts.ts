import { deadlineText, jurisdictionOf, US_STATES } from '@parley/shared';
import { type KnowledgeBase, type Section, statesIn } from '../knowledge-base.js';

/**
 * Key facts the built-in assistant always states when a question touches their topic, whatever
 * section retrieval picks: the safety facts (a default judgment follows a missed answer, a payment
 * can revive an old debt, federal benefits are exempt, no jail for a debt...). Each is drawn from
 * the article's own text at start-up, so the answer quotes its source and cannot drift from it;
 * `statement` locates the sentence, it is not the answer's wording.
 */
type KeyFact = {
  id: string;
  /** When the question is on this topic (lowercased question, straight quotes). */
  topic: RegExp;
  slug: string;
  /** Finds the sentence in the article. */
  statement: RegExp;
};

const PAY = String.raw`\b(pay|paying|payment|payments|paid|good faith|sign\w*|agree\w*|acknowledg\w*|promise\w*|settl\w*)\b`;
const OLD = String.raw`\b(old|20[01]\d|19\d\d|\d+ ?(?:years?|yrs?)(?: old)?|time.?barred|statute|statue|zombie|expired)\b`;
const SUED = String.raw`\b(sued|suing|sue|lawsuit|suit|summons|served|complaint|court|case)\b`;
const BENEFITS = String.raw`\b(social security|ssi|ssdi|va|veterans?|disability|benefits?|unemployment|child support|pension|retirement)\b`;
const SEIZE = String.raw`\b(garnish\w*|take|taking|levy|levied|seize\w*|frozen|freeze|protected|safe|exempt\w*|touch|collectors?|creditors?)\b`;
const both = (a: string, b: string) => new RegExp(`${a}[^?]*${b}|${b}[^?]*${a}`);

const KEY_FACTS: KeyFact[] = [
  {
    id: 'no-answer-default-judgment',
    topic:
      /\b(ignor\w*|don'?t (?:respond|answer|show|go)|didn'?t (?:respond|answer|show|go)|not (?:respond|answer|show)|miss(?:ed)? (?:the |my )?(?:deadline|court|hearing)|do (?:i|we) (?:really )?(?:need|have) to (?:do anything|respond|answer)|served|got (?:a )?(?:summons|papers)|process server|what (?:do|should) i do)\b/,
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /Most debt collection cases end in a default judgment/,
  },
  {
    id: 'missed-deadline-default-judgment',
    topic: /\b(ignor\w*|don'?t (?:respond|answer|show)|didn'?t (?:respond|answer)|miss(?:ed)?|too late|deadline passed)\b/,
    slug: 'debt-lawsuit-deadlines-by-court',
    statement: /Miss it and the plaintiff can ask for a default judgment/,
  },
  {
    id: 'contacted-is-not-sued',
    topic:
      /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /A letter, call or text from a collector is not a lawsuit/,
  },
  {
    id: 'contacted-is-not-sued-check',
    topic:
      /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /If a collector says you have been sued, search your court's online docket/,
  },
  {
    id: 'lawsuit-starts-with-service',
    topic:
      /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /A lawsuit starts when a court case is filed/,
  },
  {
    id: 'no-arrest-threats',
    topic: /\b(jail|prison|arrest\w*|police|warrant|crime|criminal|cops?)\b/,
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /Threaten arrest or jail/,
  },
  {
    id: 'payment-revives',
    topic: both(PAY, OLD),
    slug: 'time-barred-zombie-debt',
    statement: /the statute of limitations can restart or the debt can be revived if you/,
  },
  {
    id: 'check-before-paying',
    topic: both(PAY, OLD),
    slug: 'time-barred-zombie-debt',
    statement: /find out whether a debt is time-barred before you pay anything/,
  },
  {
    id: 'time-barred-no-suit',
    topic: new RegExp(`${OLD}|\\bfrom (?:19|20)\\d\\d\\b`),
    slug: 'time-barred-zombie-debt',
    statement: /must not sue or threaten to sue a consumer to collect a time-barred debt/,
  },
  {
    id: 'limitation-periods-vary',
    topic: /\b(statute|statue|limitations?)\b/,
    slug: 'time-barred-zombie-debt',
    statement: /Each state sets its own limitation periods/,
  },
  {
    id: 'time-barred-still-owed',
    topic: /\b(go away|disappear\w*|still (?:call|collect|contact|ask)|ever (?:go|goes) away)\b/,
    slug: 'time-barred-zombie-debt',
    statement: /Debts do not disappear with age/,
  },
  {
    id: 'limitations-defense-in-answer',
    topic: both(SUED, OLD),
    slug: 'time-barred-zombie-debt',
    statement: /you must raise it in your answer/,
  },
  {
    id: 'federal-benefits-exempt',
    topic: both(BENEFITS, SEIZE),
    slug: 'default-judgment-what-to-do',
    statement: /Social Security, SSI and VA benefits are generally exempt/,
  },
  {
    id: 'benefits-two-months',
    topic: both(BENEFITS, SEIZE),
    slug: 'default-judgment-what-to-do',
    statement: /automatically protect up to two months/,
  },
  {
    id: 'state-exempt-income',
    topic: both(String.raw`\b(unemployment|child support|workers'? comp\w*|benefits?)\b`, SEIZE),
    slug: 'default-judgment-what-to-do',
    statement: /Most states also protect unemployment benefits/,
  },
  {
    id: 'garnishment-needs-judgment',
    topic: /\b(garnish\w*|levy|take my (?:car|house|property|paycheck|wages)|freeze my)\b/,
    slug: 'default-judgment-what-to-do',
    statement: /Without a judgment, a collector generally cannot garnish/,
  },
  {
    id: 'wage-garnishment-limit',
    topic: both(String.raw`\b(garnish\w*)\b`, String.raw`\b(wages?|paycheck|pay|earnings|how much|limit\w*|percent|%)\b`),
    slug: 'default-judgment-what-to-do',
    statement: /limits garnishment for ordinary consumer debts to the lesser of 25%/,
  },
  {
    id: 'frozen-account-exemption-claim',
    topic: /\b(frozen|froze|freeze|levy|levied)\b/,
    slug: 'default-judgment-what-to-do',
    statement: /look for the exemption claim form/,
  },
  {
    id: 'no-jail-for-debt',
    topic: /\b(jail|prison|arrest\w*|police|warrant|crime|criminal|cops?)\b/,
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /no one is jailed simply for owing a consumer debt/,
  },
  {
    id: 'settlement-does-not-pause-case',
    topic: both(String.raw`\b(settl\w*|negotiat\w*|talking to|payment plan)\b`, String.raw`\b(sued|suing|lawsuit|court|case|deadline|answer)\b`),
    slug: 'how-to-settle-a-debt',
    statement: /Settlement talks do not pause the court case/,
  },
  {
    id: 'dispute-does-not-pause-case',
    topic: both(String.raw`\b(disput\w*|validat\w*|verif\w*)\b`, String.raw`\b(sued|lawsuit|court|deadline|answer)\b`),
    slug: 'debt-validation-letters',
    statement: /A dispute does not pause a court deadline/,
  },
  {
    id: 'validation-period',
    topic: /\b(disput\w*|validat\w*|verif\w*|don'?t recogni[sz]e|not my debt|isn'?t mine|original creditor)\b/,
    slug: 'debt-validation-letters',
    statement: /You have 30 days to dispute the debt/,
  },
  {
    id: 'missed-validation-not-admission',
    topic: /\b(miss\w*|late|after) (?:the )?(?:30|thirty)\b|\badmit\w*\b[^?]*\bdisput|\bdisput[^?]*\badmit/,
    slug: 'debt-validation-letters',
    statement: /Not disputing within the validation period does not mean you admit the debt/,
  },
  {
    id: 'credit-seven-years',
    topic: both(String.raw`\b(how long|forever|years?|7|seven|fall off|come off|drop off)\b`, String.raw`\b(credit|report\w*)\b`),
    slug: 'credit-after-debt-settlement',
    statement: /generally may be reported for seven years/,
  },
  {
    id: 'settling-keeps-credit-clock',
    topic: both(String.raw`\b(settl\w*|pay\w*|restart\w*|reset\w*)\b`, String.raw`\b(credit|report\w*|7 years|seven years)\b`),
    slug: 'credit-after-debt-settlement',
    statement: /Settling does not restart this seven-year clock/,
  },
  {
    id: 'two-clocks',
    topic: both(String.raw`\b(statute|statue|limitations?|sue)\b`, String.raw`\b(credit|report\w*)\b`),
    slug: 'time-barred-zombie-debt',
    statement: /controls how long a debt can appear on your credit report/,
  },
  {
    id: 'stop-contact-in-writing',
    topic: /\b(stop (?:calling|contacting|texting|emailing|them)|leave me alone|cease|make them stop|quit calling)\b/,
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /You can tell a debt collector in writing to stop contacting you/,
  },
  {
    id: 'stop-does-not-erase',
    topic: /\b(stop (?:calling|contacting|texting|emailing|them)|leave me alone|cease|make them stop|quit calling)\b/,
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /Stopping contact does not erase the debt/,
  },
];

/** A resolved fact: the article's sentence, and the section it stands in (for the citation). */
export type ResolvedFact = { id: string; text: string; section: Section };

/** The sentence (or, for a lead-in ending with a colon, the sentence and its list) that `statement` finds. */
function sentenceOf(section: Section, statement: RegExp): string | null {
  for (const [index, unit] of section.units.entries()) {
    const clean = unit.text.replace(/\s+/g, ' ').trim();
    // Sentences end at . ! ? before a capital, so "15 U.S.C. §1673" stays whole.
    const sentences = clean.split(/(?<=[.!?])\s+(?=[A-Z"(])/);
    let at = sentences.findIndex((s) => statement.test(s));
    if (at < 0) continue;
    // A sentence that leans on the one before ("Miss it and ...") is quoted with it.
    const start = at;
    while (at > 0 && /^(It|This|That|These|Those|Miss it)\b/.test(sentences[at]?.trim() ?? '')) at -= 1;
    let text = sentences
      .slice(at, start + 1)
      .map((s) => s.trim())
      .join(' ');
    // A list item reads with the lead-in it completes ("Collectors may not, for example: ...").
    const leadIn = section.units
      .slice(0, index)
      .reverse()
      .find((u) => u.kind !== 'item');
    if (unit.kind === 'item' && leadIn?.text.trim().endsWith(':')) text = `${leadIn.text.trim()} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    if (text.endsWith(':')) {
      const items: string[] = [];
      for (const next of section.units.slice(index + 1)) {
        if (next.kind !== 'item') break;
        items.push(next.text.replace(/\s+/g, ' ').trim());
      }
      text = `${text} ${items.join(' ')}`;
    }
    return text;
  }
  return null;
}

export function resolveKeyFacts(kb: KnowledgeBase): Map<string, ResolvedFact> {
  const resolved = new Map<string, ResolvedFact>();
  for (const fact of KEY_FACTS) {
    for (const section of kb.sections.filter((s) => s.slug === fact.slug)) {
      const text = sentenceOf(section, fact.statement);
      if (text) {
        resolved.set(fact.id, { id: fact.id, text, section });
        break;
      }
    }
  }
  return resolved;
}

/** Every key fact's id, for the test that each one is still found in its article. */
export const KEY_FACT_IDS = KEY_FACTS.map((f) => f.id);

export function questionText(question: string): string {
  return question.toLowerCase().replace(/[’‘]/g, "'");
}

/** The key facts on the question's topics, in the list's order. */
export function keyFactsFor(facts: Map<string, ResolvedFact>, question: string): ResolvedFact[] {
  const text = questionText(question);
  return KEY_FACTS.filter((f) => f.topic.test(text))
    .map((f) => facts.get(f.id))
    .filter((f): f is ResolvedFact => f !== undefined);
}

const DEADLINE_QUESTION = /\b(deadline|how long|how many days|how much time|days? (?:to|do i)|when (?:is|do)[^?]*due|due|respond|answer|summons|served)\b/;

/**
 * The answer deadline for a state the question names, from the shared jurisdictions (one truth
 * with the Debt Answer); a state without a rule there is sent to its summons and clerk.
 */
export function stateDeadlineFact(question: string): string | null {
  const text = questionText(question);
  if (!DEADLINE_QUESTION.test(text) || /\bstatute|statue|limitation/.test(text)) return null;
  const [state] = statesIn(question);
  if (!state) return null;
  const j = jurisdictionOf(state);
  const check = 'Your summons states your deadline and governs; the clerk of your court can confirm it.';
  if (!j) {
    return `Parley does not have ${US_STATES[state]}'s answer deadline on file. ${check} Courts commonly give about 14 to 30 days after you were served, and some set a hearing date instead.`;
  }
  // Each court level that hears debt cases, the usual one first, in the shared jurisdictions' words.
  const rules = j.courts.map((court) => `${court.name}: ${lowerFirst(deadlineText(court.answer))}`);
  return `In ${j.name}, the deadline to answer depends on the court. ${rules.join(' ')} ${check}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
