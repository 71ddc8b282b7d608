import { FUNCTION_PROGRESS_MESSAGES, type Language, type PilotFunctionName, US_STATES, type UsStateCode } from '@parley/shared';
import { type Hit, type KnowledgeBase, type Section, statesIn, terms, type Unit } from '../knowledge-base.js';
import type { PersonaStyle } from '../personas.js';
import { englishSearchTerms, isSpanish } from '../spanish.js';
import { ANSWER_WORDS } from './answer-words.js';
import { withoutAsideWords } from './asides.js';
import { ASK_CUES, cueMatches } from './ask-cues.js';
import { type Card, type CardIndex, CUE_BONUS, cardHoldsFor, type Overlay, roots } from './cards.js';
import { askOf, asksAssistantToMake, classifyIntent, type Intent, withoutFalseDocumentAsk, wordCount } from './intents.js';
import { keyFactsFor, type ResolvedFact, resolveKeyFacts, stateDeadlineFact } from './key-facts.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { FEDERAL_WAGE_CAP, overlaysFor, overlayText, paymentCanRevive, urgency } from './overlays.js';
import { safetyFirst } from './safety-first.js';
import { type Slots, slotsOf } from './slots.js';

/**
 * The built-in assistant's answers: retrieval over the knowledge base, then the most relevant
 * sentences of the best section, laid out for the persona, with the article cited and the
 * limits stated. Deterministic: the same question gives the same answer.
 */

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

/**
 * What the answer knows of the asker beyond the question: the cards to answer from, the state on
 * their account, and the moment they asked (their device's clock, else the server's), against
 * which "served on November 9" is read.
 */
export type AnswerContext = { cards?: CardIndex; state?: string | null; now?: Date };

export function planAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, language: Language = 'en', context: AnswerContext = {}): PlannedAnswer {
  // A person in danger now hears where to get help first, and a part that is not ours is said to be so (safety-first.ts).
  const slots = slotsOf(question, context.state ?? null, context.now ?? new Date());
  const { emergency, before } = safetyFirst(question, language, slots.notADebtCase);
  if (emergency) return { intent: 'emergency', hit: null, sources: [], toolCall: null, text: emergency };
  // The debt part of a message that also asks for what is not ours (investment advice) is answered on its own words.
  const planned = planDebtAnswer(kb, withoutAsideWords(question), style, language, context, slots);
  return before.length > 0 ? { ...planned, text: [...before, planned.text].join('\n\n') } : planned;
}

function planDebtAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, language: Language, context: AnswerContext, slots: Slots): PlannedAnswer {
  const words = ANSWER_WORDS[language];
  const intent: Intent = classifyIntent(question);
  if (intent.kind === 'greeting') return { intent: 'greeting', hit: null, sources: [], toolCall: null, text: words.greeting };
  if (intent.kind === 'thanks') return { intent: 'thanks', hit: null, sources: [], toolCall: null, text: words.thanks };
  // Never a tool that drafts it: a false document is refused, and the truthful one offered (one not asked of Solo: risky-plans.ts).
  if (intent.kind === 'false_document' && (!slots.risks.includes('forged_paper') || asksAssistantToMake(question))) {
    // A story told with the request is still answered after it, the lawful way to the paper's end (blind set V: a claim of exemption).
    const situation = withoutFalseDocumentAsk(question);
    const story = wordCount(situation) > FALSE_DOCUMENT_STORY_WORDS && !slots.notADebtCase;
    const lawful =
      story && context.cards ? planCardAnswer(kb, context.cards, situation, style, language, withoutRisk(slots, 'false_evidence', 'forged_paper')) : null;
    const text = lawful ? `${words.falseDocument}\n\n${lawful.text}` : `${words.falseDocument}\n\n${words.notALawyer}`;
    return { intent: 'false_document', hit: null, sources: lawful?.sources ?? [], toolCall: null, text };
  }
  // A criminal, traffic or family case is not a debt case: no Debt Answer, no debt deadlines; go to court, and where to get help.
  if (slots.notADebtCase) {
    return { intent: 'not_a_debt_case', hit: null, sources: [], toolCall: null, text: `${OVERLAY_WORDS[language].notADebtCase}\n\n${words.notALawyer}` };
  }
  // A court's order after a judgment has no Answer: a Debt Answer is not started for it, and the question is answered (blind set V).
  const answersAnOrder = intent.kind === 'tool' && intent.name === 'start_debt_answer' && slots.judgment?.order === true;
  if (intent.kind === 'tool' && !answersAnOrder) {
    return { intent: intent.name, hit: null, sources: [], toolCall: { name: intent.name, arguments: intent.arguments }, text: words.tools[intent.name] };
  }
  if (context.cards) {
    const carded = planCardAnswer(kb, context.cards, question, style, language, slots);
    if (carded) return carded;
  }
  // The state's deadline rules, for the case's state the question names; a served person reads them, dated, in the served overlay instead.
  const deadlineState = slots.stateFromQuestion && !slots.served ? slots.state : null;
  const planned = language === 'es' ? planSpanishAnswer(kb, question, style, deadlineState) : planArticleAnswer(kb, question, style, deadlineState);
  if (!context.cards) return planned;
  // Without a card, an article's sentences are said to be the article's, and nothing found is said plainly.
  // A sued person, an arrest fear or a benefit question still gets its overlays, whatever else is said.
  // A served person reads their deadline first, before the article's general words.
  const { lead, rest } = overlayLines(overlaysFor(null, slots), slots, language, leadFor(slots, slots.served ? LEAD_WHEN_SERVED : LEAD));
  // A Spanish reader is never handed only a link to an English article: that is no answer.
  const onlyALink = language === 'es' && words.onlyInEnglish !== '' && planned.text.includes(words.onlyInEnglish);
  if (planned.intent === 'unknown' || onlyALink) {
    if (lead.length + rest.length === 0) return { ...planned, text: honestFallback(context.cards, question, language) };
    return { ...planned, intent: 'question', text: [...lead, ...rest, OVERLAY_WORDS[language].notALawyer].join('\n\n') };
  }
  // The overlays belong to the answer, so they go before its sources and its limits; a state's bar on
  // wage garnishment goes first, and the article's federal cap, which does not apply there, is left out.
  // "Sources" begins with "Source"; the Spanish plural "Fuentes (en inglés)" does not hold "Fuente (en inglés)".
  const tail = Math.max(planned.text.lastIndexOf(`\n\n${words.source}`), planned.text.lastIndexOf(`\n\n${words.sources}`));
  const [quoted, sources] = tail < 0 ? [planned.text, ''] : [planned.text.slice(0, tail), planned.text.slice(tail + 2)];
  const body = lead.length
    ? quoted
        .split('\n')
        .filter((line) => !FEDERAL_WAGE_CAP.test(line))
        .join('\n')
    : quoted;
  return { ...planned, text: [...lead, words.fromArticle, body, ...rest, sources].filter(Boolean).join('\n\n') };
}

/** More words than a greeting or a word of context beside a request for a false paper: a situation, answered after the refusal. */
const FALSE_DOCUMENT_STORY_WORDS = 15;
/** The slots with one risky plan already answered, so its warning is not said twice. */
const withoutRisk = (slots: Slots, ...risks: Slots['risks']): Slots => ({ ...slots, risks: slots.risks.filter((r) => !risks.includes(r)) });

/** The overlays said first: a warning against a risky plan; the answers to a question about pay, a settlement or an old debt worked out on the person's own figures; a bankruptcy already filed. */
const LEAD: ReadonlySet<Overlay> = new Set([
  'risky_plan',
  'wages_barred',
  'wage_math',
  'settlement_math',
  'insolvency_math',
  'landlord_claim',
  'debt_age',
  'bankruptcy',
]);
const LEAD_WHEN_SERVED: ReadonlySet<Overlay> = new Set([...LEAD, 'served']);
/** Overlays said before a served person's deadline: the warning against a risky plan, then a bankruptcy's stay. */
const BEFORE_THE_DEADLINE: readonly Overlay[] = ['risky_plan', 'bankruptcy'];
/** The overlays with a served person's deadline moved up, after only those said before it. */
const servedLeading = (overlays: readonly Overlay[]): Overlay[] => [
  ...overlays.filter((o) => BEFORE_THE_DEADLINE.includes(o)),
  'served',
  ...overlays.filter((o) => o !== 'served' && !BEFORE_THE_DEADLINE.includes(o)),
];
/** What leads for this question: a judgment it asks about leads too (blind set Q: a lawsuit's deadline had stood in its place). */
const leadFor = (slots: Slots, base: ReadonlySet<Overlay>): ReadonlySet<Overlay> => (slots.judgment?.first ? new Set([...base, 'judgment']) : base);
/** Card topics that answer a sued person about their suit. */
const SUIT_TOPICS: ReadonlySet<string> = new Set(['lawsuit', 'judgment', 'garnishment']);

/**
 * The overlays' lines: `lead`, what answers a question about pay (a state's bar on wage garnishment,
 * or the federal cap on the pay the person gave), said before anything else; `rest`, the others,
 * each a paragraph.
 */
function overlayLines(overlays: Overlay[], slots: Slots, language: Language, lead: ReadonlySet<Overlay> = LEAD): { lead: string[]; rest: string[] } {
  return {
    lead: overlays.filter((o) => lead.has(o)).flatMap((o) => overlayText(o, slots, language)),
    rest: overlays
      .filter((o) => !lead.has(o))
      .map((o) => {
        const lines = overlayText(o, slots, language);
        return lines.length > 1 && o !== 'served' ? lines.map((l) => `- ${l}`).join('\n') : lines.join(' ');
      })
      .filter(Boolean),
  };
}

function planArticleAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, deadlineState: UsStateCode | null): PlannedAnswer {
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
  const facts = isOnTopic ? keyFactsFor(factsOf(kb), question) : [];
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
function planSpanishAnswer(kb: KnowledgeBase, question: string, style: PersonaStyle, deadlineState: UsStateCode | null): PlannedAnswer {
  const words = ANSWER_WORDS.es;
  const facts = keyFactsFor(factsOf(kb), question);
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
  lines.push('', `${links.length > 1 ? words.sources : words.source}: ${links.join('; ')}`, '', words.notALawyer);
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

/**
 * A card fits when the question's cosine with it reaches this (cards.ts). A person's question is
 * longer than a card's examples, so its cosine with the right card is lower: of the questions set F
 * sent to the article quotes below 0.2, half had the right card at 0.15–0.2, and the quotes were
 * nearly all wrong. (Held-out card examples at 0.15–0.2 find their card 28% of the time.)
 */
export const CARD_MIN_SCORE = 0.15;
/** Card topics about a debt before any suit: the collector's letters and calls. */
const BEFORE_A_SUIT: ReadonlySet<string> = new Set(['validation', 'contact']);
/** At or above this, a card fits whatever else the question says. */
const CARD_SURE_SCORE = 0.2;
/** A card's bare "Yes."/"No." answers the card's own question: said only to a short question that fits it surely (blind set L: "can I just call them?" about a dispute met "Yes." from the card on limiting contact). */
const YES_NO_MAX_WORDS = 25;
const saysYesOrNo = (score: number, question: string) => score >= CARD_SURE_SCORE && wordCount(question) <= YES_NO_MAX_WORDS;
const YES_OR_NO = /^(?:yes|no|sí|si)[.,:!]\s+(\S)/i;
const withoutYesOrNo = (short: string) => short.replace(YES_OR_NO, (_, first: string) => first.toUpperCase());
/** The key facts on whether a debt is too old to sue on. */
const AGE_OF_A_DEBT_FACTS: ReadonlySet<string> = new Set([
  'payment-revives',
  'check-before-paying',
  'time-barred-no-suit',
  'limitation-periods-vary',
  'time-barred-still-owed',
  'limitations-defense-in-answer',
]);
/** The key facts on answering a lawsuit and the default judgment that follows a missed Answer. */
const LAWSUIT_ANSWER_FACTS: ReadonlySet<string> = new Set([
  'no-answer-default-judgment',
  'missed-deadline-default-judgment',
  'contacted-is-not-sued',
  'contacted-is-not-sued-check',
  'lawsuit-starts-with-service',
  'limitations-defense-in-answer',
  'settlement-does-not-pause-case',
  'dispute-does-not-pause-case',
]);
/** The most key facts added under a card's own. */
const KEY_FACTS_WITH_A_CARD = 3;
/** Below this nothing is close enough to name as a nearby topic. */
const NEARBY_MIN_SCORE = 0.15;

/**
 * The answer from the card that fits the question, with the overlays its card and the question's
 * situation call for, in the reply language; or, when no card fits and the question is plainly
 * ours but the articles have nothing either, an honest fallback naming the closest cards. Null
 * sends the question to the article retrieval, which says it is quoting an article.
 */
function planCardAnswer(kb: KnowledgeBase, cards: CardIndex, question: string, style: PersonaStyle, language: Language, slots: Slots): PlannedAnswer | null {
  const hits = searchCards(cards, question);
  // A person already served is answered about the suit: a card on the collector's letters or calls
  // answers a question they are not asking (blind set H: a served person's "it has passed, right?"
  // took the validation-notice card and was told to send a dispute letter).
  // A card that holds only in some states (the states that bar wage garnishment) does not answer someone from another (blind set K: a Florida worker read about Texas).
  const holding = hits.filter((h) => h.score >= CARD_MIN_SCORE && cardHoldsFor(h.card, slots));
  // After a judgment, neither the collector's letters nor how to answer a suit are the question (blind set Q: a levy after a default judgment read "respond before the deadline").
  const found = slots.judgment
    ? (holding.find((h) => !BEFORE_A_SUIT.has(h.card.topic) && h.card.topic !== 'lawsuit') ?? holding[0])
    : slots.served
      ? holding.find((h) => !BEFORE_A_SUIT.has(h.card.topic))
      : holding[0];
  // A judgment no other card fits is answered by the card on judgments, never by one on answering a suit (blind set W: a signed
  // default judgment met the card on counting the Answer's days, and a judgment found late the card on ignoring a lawsuit).
  // A default entered without a judgment is undone the same way, by a motion to set it aside: never "file your Answer by the deadline" (blind set Y).
  const best =
    slots.judgment && found?.card.topic === 'lawsuit'
      ? (judgmentCard(cards, slots.judgment, found.score) ?? found)
      : slots.defaultEntered && found?.card.topic === 'lawsuit'
        ? (judgmentCard(cards, { first: true, seized: false, undo: true, order: false, appeal: false }, found.score) ?? found)
        : found;
  // A message's other questions are answered too, each by the card that fits it among those that fit
  // the whole message (blind set L: "will I owe taxes on the rest? … should I give my debit card?"
  // was answered on one question and the other dropped).
  // A question that asks two cued things ("they call at 6 a.m. and they called my boss") is answered on both.
  // After a judgment, no other ask is answered with a lawsuit card either (blind set V: "what happens if I don't go?" to a
  // post-judgment order met "the plaintiff can get a default judgment").
  const others = [...otherCuedCards(cards, question, slots, best?.card), ...cardsForAsks(cards, question, slots)]
    .filter((a) => !(slots.judgment && a.card.topic === 'lawsuit'))
    .filter((a, i, all) => a.card.id !== best?.card.id && all.findIndex((b) => b.card.id === a.card.id) === i)
    .slice(0, OTHER_ASKS);
  const words = OVERLAY_WORDS[language];
  if (!best || best.score < CARD_MIN_SCORE) return null;
  // Below the old bar, a common word ("best", "time") can carry a card: only a question about debts, courts or credit takes one.
  if (best.score < CARD_SURE_SCORE && !isOnTopic(question)) return null;
  const card = best.card;
  const text = card[language];
  const section = card.article ? articleSectionOf(kb, card) : undefined;
  // Where the state bars wage garnishment, that is the answer about pay, said first; the federal cap does not apply there.
  // A served person whose card is not about the suit reads their deadline first: it is what they must act on (blind set I:
  // "should I just wait for the judgment?" met a card on missed settlement payments, the last day below it).
  // A scam's fake "process server" has served nothing: the card on the scam leads (blind set R).
  // A card filed under "other" (an authorized user, a repossession's deficiency, a debt-relief company) says who owes or
  // what to beware of first, the deadline right after it (blind set Y: these cards had dropped a sued person's deadline).
  const offSuit = slots.served && !SUIT_TOPICS.has(card.topic) && card.topic !== 'scam' && card.topic !== 'other';
  const wanted = overlaysFor(card, slots);
  // A date the court set leads too: going to court that day is what the person must do (blind set L: a Virginia return date said last).
  // A served person who asks when the Answer is due reads the dated deadline first, before the card's general counting rules (blind set R).
  const asksDeadline = wanted.includes('served') && ASK_CUES.some((cue) => cue.name === 'answer_deadline' && cueMatches(cue, question));
  // A person served with a suit and no judgment yet reads the court's deadline and the written Answer first, whatever card
  // answers the rest (blind set W: a served person's story led with a federal student-loan garnishment card and with an
  // identity-theft dispute, and the court deadline was never said). Only a warning against a risky plan or a bankruptcy's
  // stay goes before it; a scam's fake "process server" has served nothing.
  const servedFirst = wanted.includes('served') && card.topic !== 'scam' && card.topic !== 'other';
  const overlays = overlayLines(
    servedFirst ? servedLeading(wanted) : wanted,
    slots,
    language,
    leadFor(slots, offSuit || slots.courtDate || asksDeadline || servedFirst ? LEAD_WHEN_SERVED : LEAD),
  );
  const fits = (fact: string) => !(overlays.lead.length && FEDERAL_WAGE_CAP.test(fact));
  const facts = (style === 'brief' ? text.facts.slice(0, 2) : text.facts).filter(fits);
  const short = saysYesOrNo(best.score, question) ? text.short : withoutYesOrNo(text.short);
  const lead = [...overlays.lead, ...(fits(short) ? [short] : [])];
  const body: string[] =
    style === 'steps'
      ? [`${ANSWER_WORDS[language].steps}\n\n${[...lead, ...facts].map((f, i) => `${i + 1}. ${f}`).join('\n')}`]
      : [...lead, ...(facts.length ? [facts.map((f) => `- ${f}`).join('\n')] : [])];
  // The key facts the question's topics call for (key-facts.ts) that the card does not already say.
  const said = `${text.short} ${text.facts.join(' ')}`;
  const saysStateRevival = wanted.some((o) => o === 'limitations' || o === 'debt_age');
  const extra = keyFactsFor(factsOf(kb), question)
    // A sued person's "dispute" is answered in the suit: the collector's 30-day window is not their deadline (blind set I).
    .filter((f) => !(slots.served && f.id === 'validation-period'))
    // "In many states a payment can restart the clock" is not said where the answer already gives the person's state's own rule and it says otherwise (blind set J).
    .filter((f) => !(f.id === 'payment-revives' && saysStateRevival && paymentCanRevive(slots.state) === false))
    // After a judgment the debt's age is no longer the question: "an old card judgment" is not asking whether the card can be sued on (blind set R).
    .filter((f) => !(slots.judgment && AGE_OF_A_DEBT_FACTS.has(f.id)))
    // A court's order after a judgment is no lawsuit to answer: "most cases end in a default judgment" would send the person the wrong way (blind set V).
    .filter((f) => !(slots.judgment?.order && LAWSUIT_ANSWER_FACTS.has(f.id)))
    // A person who already answered, or whose default is entered, is past "answer or lose by default" (blind set Y).
    .filter((f) => !((slots.answered || slots.defaultEntered) && LAWSUIT_ANSWER_FACTS.has(f.id)))
    .map((f) => f.text[language])
    .filter((t) => !said.includes(t) && fits(t))
    // A fact another one starts with is said once, by the longer ("Most courts let you…" and "Most courts let you… Common grounds…").
    .filter((t, i, all) => !all.some((other, j) => j !== i && other.length > t.length && other.startsWith(t.replace(/[.\s]+$/, ''))))
    .slice(0, KEY_FACTS_WITH_A_CARD);
  if (extra.length) body.push(extra.map((f) => `- ${f}`).join('\n'));
  // Without the card's bare "Yes."/"No.": it answers the card's own question, not necessarily this one.
  for (const other of others) body.push(`${words.otherQuestion} ${withoutYesOrNo(other.card[language].short)}`);
  body.push(...overlays.rest);
  // A deadline that is close or gone has its own next step (the served overlay): "plan to file several days early" would contradict it.
  // A lawsuit card's next step (answer before the deadline) is past once a judgment is entered.
  const nextIsPast = slots.judgment !== null && card.topic === 'lawsuit';
  if (text.next && fits(text.next) && urgency(slots) === null && !offSuit && !nextIsPast) body.push(text.next);
  if (style === 'negotiator') body.push(ANSWER_WORDS[language].negotiationTip);
  const link = section
    ? ` · [${section.heading ? `${section.title}: ${section.heading}` : section.title}](/blog/${section.slug}${section.headingId ? `#${section.headingId}` : ''})`
    : '';
  body.push(`${words.source}: ${card.citation}${link}`, words.notALawyer);
  return { intent: `card:${card.id}`, hit: null, sources: section ? [section] : [], toolCall: null, text: body.join('\n\n') };
}

/** The card on a judgment itself: how to undo it when the question wants it undone, else what it means. */
function judgmentCard(cards: CardIndex, judgment: NonNullable<Slots['judgment']>, score: number): { card: Card; score: number } | null {
  const card = cards.cards.find((c) => c.id === (judgment.undo ? 'l-set-aside-default' : 'l-what-judgment-means'));
  return card ? { card, score } : null;
}

/** A question with fewer words that mean something ("is this allowed?", "is $190 right??") is about the story, not on its own. */
const ASK_MIN_WORDS = 3;
/** The most other questions of one message answered beside the first. */
const OTHER_ASKS = 2;

/**
 * For each question of a message that has more than one sentence and several questions, the card
 * among those that fit the whole message (card search contenders) that fits that question best; in
 * the order asked, each card once. A question with too few words of its own is about the story.
 */
function cardsForAsks(cards: CardIndex, question: string, slots: Slots): { card: Card; score: number; ask: string }[] {
  const out: { card: Card; score: number; ask: string }[] = [];
  for (const ask of askOf(question).filter((a) => roots(a).length >= ASK_MIN_WORDS)) {
    const [hit] = cards.search(question, 3, ask, ask).filter((h) => cardHoldsFor(h.card, slots) && !(slots.served && BEFORE_A_SUIT.has(h.card.topic)));
    if (hit && hit.score >= CARD_MIN_SCORE && !out.some((o) => o.card.id === hit.card.id)) out.push({ ...hit, ask });
  }
  return out;
}

/**
 * For each cue of the question other than the one whose card answers it, that cue's first card that
 * holds for the person: the other thing the question asks (ask-cues.ts).
 */
function otherCuedCards(cards: CardIndex, question: string, slots: Slots, best: Card | undefined): { card: Card; score: number }[] {
  const out: { card: Card; score: number }[] = [];
  for (const cue of ASK_CUES) {
    if (!cueMatches(cue, question) || (best && cue.cards.includes(best.id))) continue;
    const card = cue.cards.map((id) => cards.cards.find((c) => c.id === id)).find((c): c is Card => c !== undefined && cardHoldsFor(c, slots));
    if (card) out.push({ card, score: CUE_BONUS });
  }
  return out;
}

/** The section of a card's article that says most of what the card says: the citation links there. */
function articleSectionOf(kb: KnowledgeBase, card: Card): Section | undefined {
  const wanted = new Set(terms(`${card.en.short} ${card.en.facts.join(' ')}`));
  let best: { section: Section; overlap: number } | undefined;
  for (const section of kb.sections.filter((s) => s.slug === card.article)) {
    const overlap = new Set(terms(section.text).filter((w) => wanted.has(w))).size;
    if (!best || overlap > best.overlap) best = { section, overlap };
  }
  return best?.section;
}

/**
 * A question about debts, courts, credit or Parley, in either language; a Spanish question often
 * carries the English word too ("un settlement", "los taxes").
 */
function isOnTopic(question: string): boolean {
  return DOMAIN_WORDS.test(question) || (isSpanish(question) && englishSearchTerms(question) !== '');
}

/**
 * The cards nearest a question. A long question typed in Spanish can leave every card below the
 * bar (blind set H: the right card was there, diluted by the rest of the story); it is then searched
 * again with its topic words put into English as well, so it meets the cards' English examples too.
 */
function searchCards(cards: CardIndex, question: string): { card: Card; score: number }[] {
  const ask = askOf(question).join(' ');
  const hits = cards.search(question, 3, ask);
  if (!isSpanish(question) || (hits[0]?.score ?? 0) >= CARD_MIN_SCORE) return hits;
  const english = englishSearchTerms(question);
  return english ? cards.search(`${question} ${english}`, 3, ask && `${ask} ${englishSearchTerms(ask)}`) : hits;
}

/** When neither a card nor an article fits: said plainly, with the closest topics and free legal help. */
export function honestFallback(cards: CardIndex, question: string, language: Language): string {
  // A question outside debts, courts and credit gets no "closest topics": there are none.
  if (!isOnTopic(question)) return `${ANSWER_WORDS[language].dontKnow}\n\n${ANSWER_WORDS[language].notALawyer}`;
  const near = searchCards(cards, question)
    .filter((h) => h.score >= NEARBY_MIN_SCORE)
    .map((h) => h.card.examples[language][0]);
  const topics = near.length ? near.map((q) => `“${q}”`).join(', ') : ANSWER_WORDS[language].dontKnow;
  return `${OVERLAY_WORDS[language].fallback(topics)}\n\n${OVERLAY_WORDS[language].notALawyer}`;
}
