import { deadlineText, jurisdictionOf, type Language, stateName, type UsStateCode } from '@parley/shared';
import type { KnowledgeBase, Section } from '../knowledge-base.js';
import { foldSpanish, isSpanish } from '../spanish.js';
import { KEY_FACTS } from './key-fact-table.js';

/**
 * Key facts the built-in assistant always states when a question touches their topic, whatever
 * section retrieval picks: the safety facts (a default judgment follows a missed answer, a payment
 * can revive an old debt, federal benefits are exempt, no jail for a debt...). Each is drawn from
 * the article's own text at start-up, so the answer quotes its source and cannot drift from it;
 * `statement` locates the sentence, it is not the answer's wording.
 *
 * Spanish (issue 24): the articles are in English, so each fact carries its Spanish wording beside
 * the sentence it translates, one fact in one place. A Spanish answer is made of these wordings,
 * never of English text; facts whose English topic is null are said in Spanish only, because an
 * English answer quotes them from the retrieved section already.
 */

/** A resolved fact: the article's sentence, its Spanish wording, and the section it stands in (for the citation). */
export type ResolvedFact = { id: string; text: Record<Language, string>; section: Section };

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
    // (A name keeps its capital: "Social Security, SSI…" is no "social Security".)
    const opening = /^[A-Z][a-z]+\s+[A-Z]/.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    if (unit.kind === 'item' && leadIn?.text.trim().endsWith(':')) text = `${leadIn.text.trim()} ${opening}`;
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
        resolved.set(fact.id, { id: fact.id, text: { en: text, es: fact.es }, section });
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

/**
 * The key facts on the question's topics, in the list's order. A question is read in the language
 * it is written in (a Spanish speaker may type English), whatever language the answer is in.
 */
export function keyFactsFor(facts: Map<string, ResolvedFact>, question: string): ResolvedFact[] {
  const asked: Language = isSpanish(question) ? 'es' : 'en';
  // "Credit card" names the kind of debt, not a credit report: it must not call the reporting facts (blind set I).
  const text = (asked === 'es' ? foldSpanish(question) : questionText(question)).replace(/\bcredit cards?\b|\btarjetas? de credito\b/gi, 'card');
  return KEY_FACTS.filter((f) => f.topic[asked]?.test(text))
    .map((f) => facts.get(f.id))
    .filter((f): f is ResolvedFact => f !== undefined);
}

const DEADLINE_QUESTION: Record<Language, RegExp> = {
  en: /\b(deadline|how long|how many days|how much time|days? (?:to|do i)|when (?:is|do)[^?]*due|due|respond|answer|summons|served)\b/,
  es: /\b(plazo|cuanto tiempo|cuantos dias|vence|respond\w*|contest\w*|citacion|emplazamiento|notificaron|entregaron)\b/,
};
const LIMITATIONS_QUESTION: Record<Language, RegExp> = { en: /\bstatute|statue|limitation/, es: /\bprescri/ };

const DEADLINE_WORDS = {
  en: {
    check: 'Your summons states your deadline and governs; the clerk of your court can confirm it.',
    unknown: (state: string, check: string) =>
      `Parley does not have ${state}'s answer deadline on file. ${check} Courts commonly give about 14 to 30 days after you were served, and some set a hearing date instead.`,
    known: (state: string, rules: string[], check: string) => `In ${state}, the deadline to answer depends on the court. ${rules.join(' ')} ${check}`,
  },
  es: {
    check: 'Su citación indica su plazo y es la que rige; el secretario de su tribunal puede confirmarlo.',
    unknown: (state: string, check: string) =>
      `Parley no tiene registrado el plazo para contestar en ${state}. ${check} Los tribunales suelen dar entre 14 y 30 días después de que lo notificaron, y algunos fijan una fecha de audiencia.`,
    known: (state: string, rules: string[], check: string) => `En ${state}, el plazo para contestar depende del tribunal. ${rules.join(' ')} ${check}`,
  },
} satisfies Record<Language, unknown>;

/**
 * The answer deadline in the case's state (the one `slotsOf` reads from the question: its court, its
 * place, then a state named), from the shared jurisdictions (one truth with the Debt Answer), said
 * in `language`; a state without a rule there is sent to its summons and clerk.
 */
export function stateDeadlineFact(question: string, state: UsStateCode | null, language: Language = 'en'): string | null {
  const asked: Language = isSpanish(question) ? 'es' : 'en';
  const text = asked === 'es' ? foldSpanish(question) : questionText(question);
  if (!DEADLINE_QUESTION[asked].test(text) || LIMITATIONS_QUESTION[asked].test(text)) return null;
  if (!state) return null;
  const j = jurisdictionOf(state);
  const words = DEADLINE_WORDS[language];
  if (!j) return words.unknown(stateName(state, language), words.check);
  // Each court level that hears debt cases, the usual one first, in the shared jurisdictions' words.
  const rules = j.courts.map((court) => `${court.name}: ${lowerFirst(deadlineText(court.answer, language))}`);
  return words.known(stateName(state, language), rules, words.check);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
