import { type Language, type PilotFunctionName, US_STATES, type UsStateCode } from '@parley/shared';
import { type Hit, type KnowledgeBase, type Section, statesIn, terms, type Unit } from '../knowledge-base.js';
import type { PersonaStyle } from '../personas.js';
import { englishSearchTerms, isSpanish } from '../spanish.js';
import { ANSWER_WORDS } from './answer-words.js';
import { factFits } from './fact-fit.js';
import { keyFactsFor, type ResolvedFact, resolveKeyFacts, stateDeadlineFact } from './key-facts.js';
import type { Slots } from './slots.js';
import { FEDERAL_WAGE_CAP } from './wage-lines.js';

/**
 * The answer quoted from Parley's articles when no card fits (answer.ts): the state's deadline when asked, the key facts
 * on the question's topics, then the sentences of the best section. Split from answer.ts by concern.
 */

/** Below this retrieval score the best section is not really about the question. */
export const MIN_SCORE = 6;
/**
 * A question the knowledge base can answer is about debts, courts, credit or Parley. Without one
 * of these words, a high score only means a common word matched ("last year", "a good").
 */
export const DOMAIN_WORDS =
  /\b(debts?|collect\w*|lawsuits?|sue|sued|suing|su(?:ed|es)|courts?|summons|complaint|answer\w*|judgm?ents?|garnish\w*|credit\w*|settl\w*|offers?|pay\w*|plans?|fdcpa|validat\w*|disput\w*|statutes?|limitations?|bank\w*|wages?|parley|solo\w*|editor|documents?|personas?|autopay|deadlines?|default\w*|defen[cs]es?|affirmative|time.?barred|jail|arrest\w*|police|warrant|crime|levy|frozen|benefits|unemployment|verif\w*|tax\w*|irs|harass\w*|call\w*|contact\w*|letters?|accounts?|owe\w*|balances?|zombie|regulation|law ?firms?|lawyers?|attorneys?|legal|rights?|reports?|scores?|fees?|interest|plaintiff|defendant|hearing|filing|file|served|service|extension|discovery|admissions?|bankruptcy|exempt\w*|social security|dashboard|messages?|chat|assistant)\b/i;

const DEFINITION = /^(what(?:'s|s| is| are) (?:an? |the )?[\w -]{3,40}\??$|define |meaning of )/i;

export type PlannedAnswer = {
  intent: string;
  text: string;
  hit: Hit | null;
  /** Every section the answer quotes: the retrieved one, then those its key facts come from. */
  sources: Section[];
  toolCall: { name: PilotFunctionName; arguments: Record<string, unknown> } | null;
};

export function planArticleAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, deadlineState: UsStateCode | null, today?: string): PlannedAnswer {
  const words = ANSWER_WORDS.en;
  let [best] = kb.search(question, 3);
  // "What is a default judgment?" is answered by the article's opening, where it defines the term.
  if (best && DEFINITION.test(question.trim())) {
    const slug = best.section.slug;
    const opening = kb.sections.find((s) => s.slug === slug && s.heading === null);
    const wanted = terms(question);
    const defines = opening?.units[0] && wanted.every((w) => terms(opening.units[0]?.text ?? '').includes(w));
    if (opening && defines) best = { section: opening, score: best.score };
  }
  const isOnTopic = DOMAIN_WORDS.test(question);
  const facts = isOnTopic ? keyFactsFor(factsOf(kb), question).filter((f) => factFits(f.id, question, today)) : [];
  const deadline = isOnTopic ? stateDeadlineFact(question, deadlineState) : null;
  const hit = best && best.score >= MIN_SCORE && isOnTopic ? best : null;
  if (!hit && facts.length === 0) {
    return { intent: 'unknown', hit: null, sources: [], toolCall: null, text: `${words.dontKnow}\n\n${words.notALawyer}` };
  }
  const sources = uniqueSections([...(hit ? [hit.section] : []), ...facts.map((f) => f.section)]);
  return { intent: 'question', hit, sources, toolCall: null, text: composeAnswer(question, hit, facts, deadline, sources, style) };
}

/**
 * A Spanish answer: the state's deadline and the key facts on the question's topics (asked in
 * Spanish or in English), in their Spanish wording, citing the articles they come from. The articles themselves are English, so
 * their text is never quoted into a Spanish answer; a question no fact covers is pointed to the
 * article retrieval finds for its words put into English, said to be in English.
 */
export function planSpanishAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, deadlineState: UsStateCode | null, today?: string): PlannedAnswer {
  const words = ANSWER_WORDS.es;
  const facts = keyFactsFor(factsOf(kb), question).filter((f) => factFits(f.id, question, today));
  const deadline = stateDeadlineFact(question, deadlineState, 'es');
  if (facts.length > 0 || deadline) {
    const sources = uniqueSections(facts.map((f) => f.section));
    const lead = [...(deadline ? [deadline] : []), ...facts.map((f) => f.text.es)];
    return { intent: 'question', hit: null, sources, toolCall: null, text: layOut(lead, [], sources, style, 'es') };
  }
  const english = isSpanish(question) ? englishSearchTerms(question) : question;
  const [best] = english ? kb.search(english, 1) : [];
  if (!best || best.score < MIN_SCORE) {
    return { intent: 'unknown', hit: null, sources: [], toolCall: null, text: `${words.dontKnow}\n\n${words.notALawyer}` };
  }
  return { intent: 'question', hit: best, sources: [best.section], toolCall: null, text: layOut([words.onlyInEnglish], [], [best.section], 'balanced', 'es') };
}

const resolvedFacts = new WeakMap<KnowledgeBase, Map<string, ResolvedFact>>();
export function factsOf(kb: KnowledgeBase): Map<string, ResolvedFact> {
  let facts = resolvedFacts.get(kb);
  if (!facts) {
    facts = resolveKeyFacts(kb);
    resolvedFacts.set(kb, facts);
  }
  return facts;
}

function uniqueSections(sections: Section[]): Section[] {
  return sections.filter((s, i) => sections.findIndex((o) => o.id === s.id) === i);
}

/** The units of a section that best answer the question, in the article's order. */
export function pickUnits(question: string, units: Unit[], count: number): Unit[] {
  const wanted = new Set(terms(question));
  const states = statesIn(question);
  const scored = units.map((unit, index) => {
    const words = terms(unit.text);
    const overlap = new Set(words.filter((w) => wanted.has(w))).size;
    const statement = states.some((code) => unit.kind === 'row' && unit.text.toLowerCase().startsWith(`${US_STATES[code].toLowerCase()}:`));
    // Rows of a table only answer when they name the asked state; a lead paragraph is a fair default.
    const rowPenalty = unit.kind === 'row' && !statement ? 2 : 0;
    return { unit, index, score: overlap + (statement ? 10 : 0) - rowPenalty + (index === 0 ? 0.5 : 0) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.unit);
}

/**
 * The answer: the state's deadline when asked, the key facts on the question's topics (always,
 * whatever the persona), then the best units of the retrieved section that do not repeat them.
 */
function composeAnswer(question: string, hit: Hit | null, facts: ResolvedFact[], deadline: string | null, sources: Section[], style: PersonaStyle): string {
  const lead = [...(deadline ? [deadline] : []), ...facts.map((f) => f.text.en)].filter((t, i, all) => all.indexOf(t) === i);
  const said = lead.join(' ');
  const count = Math.max(style === 'brief' ? 1 : 2, (style === 'brief' ? 2 : 4) - lead.length);
  const fresh = hit ? hit.section.units.filter((u) => !repeats(said, u.text)) : [];
  const units = hit ? withTheirLists(fresh, pickUnits(question, fresh, count)) : [];
  return layOut(lead, units, sources, style, 'en');
}

/** The lead paragraphs and the quoted units laid out for the persona, then the sources and the limits. */
function layOut(lead: string[], units: Unit[], sources: Section[], style: PersonaStyle, language: Language): string {
  const words = ANSWER_WORDS[language];
  const body = [...lead.filter((t, i, all) => all.indexOf(t) === i).map((text) => ({ kind: 'paragraph' as const, text })), ...units];
  const lines: string[] = [];
  if (style === 'steps') {
    lines.push(words.steps, '');
    for (const [i, u] of body.entries()) lines.push(`${i + 1}. ${trimUnit(u.text)}`);
  } else if (style === 'brief') {
    lines.push(body.map((u) => trimUnit(u.text)).join(' '));
  } else {
    lines.push(...body.map((u) => (u.kind === 'paragraph' ? trimUnit(u.text) : `- ${trimUnit(u.text)}`)));
  }
  if (style === 'negotiator') lines.push('', words.negotiationTip);
  const links = sources.map((section) => {
    const label = section.heading ? `${section.title}: ${section.heading}` : section.title;
    return `[${label}](/blog/${section.slug}${section.headingId ? `#${section.headingId}` : ''})`;
  });
  // A lead with no article behind it (a state's deadline alone) names no source.
  if (links.length > 0) lines.push('', `${links.length > 1 ? words.sources : words.source}: ${links.join('; ')}`);
  lines.push('', words.notALawyer);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** The most items a lead-in ("It should state:") brings along. */
const LIST_ITEMS = 8;

/** A picked lead-in that ends with a colon is never quoted without the list it introduces. */
function withTheirLists(all: Unit[], picked: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of picked) {
    if (!out.includes(unit)) out.push(unit);
    if (unit.kind === 'item' || !unit.text.trim().endsWith(':')) continue;
    for (const next of all.slice(all.indexOf(unit) + 1, all.indexOf(unit) + 1 + LIST_ITEMS)) {
      if (next.kind !== 'item') break;
      if (!out.includes(next)) out.push(next);
    }
  }
  return out.sort((a, b) => all.indexOf(a) - all.indexOf(b));
}

/** A unit whose text already stands in the lead (a key fact is one of its sentences). */
function repeats(said: string, unit: string): boolean {
  const clean = unit.replace(/\s+/g, ' ').trim();
  return said.includes(clean) || (clean.match(/[^.!?]+[.!?]+/g) ?? []).some((sentence) => sentence.trim().length > 40 && said.includes(sentence.trim()));
}

function trimUnit(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 600) return clean;
  const cut = clean.slice(0, 600);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return `${end > 200 ? cut.slice(0, end + 1) : cut}…`;
}

/** The collector's 30-day window to dispute, as an article says it. */
const DISPUTE_WINDOW = /\b(?:30|thirty) days to dispute\b|\b30 d[ií]as para disputar\b/i;
const VOID_JUDGMENT = /\bjudgment (?:can|could|may|might) be void\b|\bsentencia puede ser nula\b/i;
/**
 * An article's line beside a served person's deadline that answers another question: the collector's window to dispute (blind set
 * AB), a judgment's voidness when none is said (blind set AV: its looser times are no reason to let a live deadline pass), or the
 * federal wage cap where a state's own bar leads.
 */
export const offTheServedQuestion = (line: string, slots: Slots, stateLeads: boolean) =>
  (stateLeads && FEDERAL_WAGE_CAP.test(line)) ||
  (slots.served && (DISPUTE_WINDOW.test(line) || (!slots.judgment && !slots.defaultEntered && VOID_JUDGMENT.test(line))));
