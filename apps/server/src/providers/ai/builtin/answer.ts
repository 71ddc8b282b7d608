import { FUNCTION_PROGRESS_MESSAGES, type PilotFunctionName, US_STATES } from '@parley/shared';
import { type Hit, type KnowledgeBase, type Section, statesIn, terms, type Unit } from '../knowledge-base.js';
import type { PersonaStyle } from '../personas.js';
import { classifyIntent, type Intent } from './intents.js';
import { keyFactsFor, type ResolvedFact, resolveKeyFacts, stateDeadlineFact } from './key-facts.js';

/**
 * The built-in assistant's answers: retrieval over the knowledge base, then the most relevant
 * sentences of the best section, laid out for the persona, with the article cited and the
 * limits stated. Deterministic: the same question gives the same answer.
 */

export const NOT_A_LAWYER = "I'm not a lawyer, and this is general information, not legal advice for your situation.";
export const DONT_KNOW =
  "I don't know the answer to that. I can help with debt lawsuits and answer deadlines, your rights with debt collectors, debt validation, settling a debt, credit reporting after a settlement, and using Parley.";

/** Below this retrieval score the best section is not really about the question. */
export const MIN_SCORE = 6;
/**
 * A question the knowledge base can answer is about debts, courts, credit or Parley. Without one
 * of these words, a high score only means a common word matched ("last year", "a good").
 */
const DOMAIN_WORDS =
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

const TOOL_REPLIES: Record<PilotFunctionName, string> = {
  start_debt_answer:
    "I'll start a Debt Answer for you. It walks you through answering the lawsuit step by step: scan your papers, confirm the details, and get an answer ready to file before your deadline.",
  start_solosettle:
    "I'll open a SoloSettle case for you. You'll tell us who is collecting and how much, then make an offer the firm can accept or counter, all in writing.",
  start_document_generation: "I'll start a new document for you. You can shape it in the editor, with AI edits you accept or reject.",
  search_courts: "I'll search Parley's court directory.",
  display_payment_widget: "Here's the payment form for your case.",
};

export function planAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle): PlannedAnswer {
  const intent: Intent = classifyIntent(question);
  if (intent.kind === 'greeting') {
    return {
      intent: 'greeting',
      hit: null,
      sources: [],
      toolCall: null,
      text: "Hi, I'm Solo. Ask me about a debt lawsuit, a collector, settling a debt, or how to use Parley. I can also start a Debt Answer or a SoloSettle case for you.",
    };
  }
  if (intent.kind === 'thanks') {
    return {
      intent: 'thanks',
      hit: null,
      sources: [],
      toolCall: null,
      text: "You're welcome. If anything else comes up about your debt or your case, just ask.",
    };
  }
  if (intent.kind === 'tool') {
    return { intent: intent.name, hit: null, sources: [], toolCall: { name: intent.name, arguments: intent.arguments }, text: TOOL_REPLIES[intent.name] };
  }
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
  const facts = isOnTopic ? keyFactsFor(factsOf(kb), question) : [];
  const deadline = isOnTopic ? stateDeadlineFact(question) : null;
  const hit = best && best.score >= MIN_SCORE && isOnTopic ? best : null;
  if (!hit && facts.length === 0) {
    return { intent: 'unknown', hit: null, sources: [], toolCall: null, text: `${DONT_KNOW}\n\n${NOT_A_LAWYER}` };
  }
  const sources = uniqueSections([...(hit ? [hit.section] : []), ...facts.map((f) => f.section)]);
  return { intent: 'question', hit, sources, toolCall: null, text: composeAnswer(question, hit, facts, deadline, sources, style) };
}

const resolvedFacts = new WeakMap<KnowledgeBase, Map<string, ResolvedFact>>();
function factsOf(kb: KnowledgeBase): Map<string, ResolvedFact> {
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
  const lead = [...(deadline ? [deadline] : []), ...facts.map((f) => f.text)].filter((t, i, all) => all.indexOf(t) === i);
  const said = lead.join(' ');
  const count = Math.max(style === 'brief' ? 1 : 2, (style === 'brief' ? 2 : 4) - lead.length);
  const fresh = hit ? hit.section.units.filter((u) => !repeats(said, u.text)) : [];
  const units = hit ? withTheirLists(fresh, pickUnits(question, fresh, count)) : [];
  const body = [...lead.map((text) => ({ kind: 'paragraph' as const, text })), ...units];
  const lines: string[] = [];
  if (style === 'steps') {
    lines.push('Here is how it works, step by step:', '');
    for (const [i, u] of body.entries()) lines.push(`${i + 1}. ${trimUnit(u.text)}`);
  } else if (style === 'brief') {
    lines.push(body.map((u) => trimUnit(u.text)).join(' '));
  } else {
    lines.push(...body.map((u) => (u.kind === 'paragraph' ? trimUnit(u.text) : `- ${trimUnit(u.text)}`)));
  }
  if (style === 'negotiator') {
    lines.push('', 'Negotiation tip: decide your real limit from your budget before you offer, open below it, and get every offer and answer in writing.');
  }
  const links = sources.map((section) => {
    const label = section.heading ? `${section.title}: ${section.heading}` : section.title;
    return `[${label}](/blog/${section.slug}${section.headingId ? `#${section.headingId}` : ''})`;
  });
  lines.push('', `${links.length > 1 ? 'Sources' : 'Source'}: ${links.join('; ')}`, '', NOT_A_LAWYER);
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

export function progressMessage(name: PilotFunctionName): string {
  return FUNCTION_PROGRESS_MESSAGES[name];
}
