import type { Language } from '@parley/shared';
import { type KnowledgeBase, type Section, terms } from '../knowledge-base.js';
import { englishSearchTerms, foldSpanish, isSpanish } from '../spanish.js';
import { ANSWER_WORDS } from './answer-words.js';
import { DOMAIN_WORDS } from './article-answer.js';
import { ASK_CUES, cueMatches } from './ask-cues.js';
import { type Card, type CardIndex, CUE_BONUS, cardHoldsFor, roots } from './cards.js';
import { askOf } from './intents.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { CREDIT_REPORT } from './slot-words.js';
import type { Slots } from './slots.js';

/** Finding the cards that answer a question and each of its asks, and the honest fallback when none does (split from answer.ts). */

/**
 * A card fits when the question's cosine with it reaches this (cards.ts). A person's question is
 * longer than a card's examples, so its cosine with the right card is lower: of the questions set F
 * sent to the article quotes below 0.2, half had the right card at 0.15–0.2, and the quotes were
 * nearly all wrong. (Held-out card examples at 0.15–0.2 find their card 28% of the time.)
 */
export const CARD_MIN_SCORE = 0.15;
/** Card topics about a debt before any suit: the collector's letters and calls. */
export const BEFORE_A_SUIT: ReadonlySet<string> = new Set(['validation', 'contact']);
/** Below this nothing is close enough to name as a nearby topic. */
const NEARBY_MIN_SCORE = 0.15;

/** The card on a judgment itself: how to undo it when the question wants it undone, else what it means. */
export function judgmentCard(cards: CardIndex, judgment: NonNullable<Slots['judgment']>, score: number): { card: Card; score: number } | null {
  const card = cards.cards.find((c) => c.id === (judgment.undo ? 'l-set-aside-default' : 'l-what-judgment-means'));
  return card ? { card, score } : null;
}

/**
 * The card a question after a judgment or a default takes. A judgment no other card fits is answered by the card on judgments,
 * never by one on answering a suit (blind set W: a signed default judgment met the card on counting the Answer's days, and a
 * judgment found late the card on ignoring a lawsuit), nor by one on the collector's letters (blind set BA: a magisterial
 * district judgment's "30 days to appeal" met the card on a missed 30-day dispute window, and was told to send the collector a
 * dispute letter). A judgment the person wants undone is not answered by the card on disputing a credit report either, unless
 * they ask about one. A default entered without a judgment is undone the same way, by a motion to set it aside: never "file
 * your Answer by the deadline" (blind set Y).
 */
export function cardAfterTheSuit<T extends { card: Card; score: number }>(
  cards: CardIndex,
  found: T | undefined,
  slots: Slots,
  question: string,
): T | { card: Card; score: number } | undefined {
  if (!found) return found;
  const topic = found.card.topic;
  if (
    slots.judgment &&
    (topic === 'lawsuit' || topic === 'validation' || (slots.judgment.undo && topic === 'credit' && !CREDIT_REPORT.test(foldSpanish(question).toLowerCase())))
  )
    return judgmentCard(cards, slots.judgment, found.score) ?? found;
  if (slots.defaultEntered && topic === 'lawsuit')
    return judgmentCard(cards, { first: true, seized: false, undo: true, order: false, appeal: false }, found.score) ?? found;
  return found;
}

/** The whole message's nearest cards among which a later question finds its own, and how surely it must fit it. */
const ASK_CONTENDERS = 6;
const ASK_OWN_MIN_SCORE = 0.3;
/** A question with fewer words that mean something ("is this allowed?", "is $190 right??") is about the story, not on its own. */
const ASK_MIN_WORDS = 3;
/** The most other questions of one message answered beside the first. */
export const OTHER_ASKS = 3;

/**
 * For each question of a message that has more than one sentence and several questions, the card
 * among those that fit the whole message (card search contenders) that fits that question best; in
 * the order asked, each card once. A question with too few words of its own is about the story.
 */
export function cardsForAsks(cards: CardIndex, question: string, slots: Slots, best?: Card): { card: Card; score: number; ask: string }[] {
  const out: { card: Card; score: number; ask: string }[] = [];
  const fits = (h: { card: Card; score: number }) =>
    cardHoldsFor(h.card, slots) && !((slots.served || slots.notTheirDebtSuit) && BEFORE_A_SUIT.has(h.card.topic));
  const asks = askOf(question).filter((a) => roots(a).length >= ASK_MIN_WORDS);
  for (const [n, ask] of asks.entries()) {
    const [near] = cards.search(question, 3, ask, ask).filter(fits);
    // A later question that the message's own card seems to answer, or none of the nearest three, may be on a topic of its own
    // (blind set AN: "will paying restart the 7 years?" after a pay-for-delete offer was never answered): the nearest other card
    // among six, when it fits that question surely.
    const own =
      n > 0 && (!near || near.card.id === best?.id)
        ? cards.search(question, ASK_CONTENDERS, ask, ask).find((h) => fits(h) && h.card.id !== best?.id && h.score >= ASK_OWN_MIN_SCORE)
        : undefined;
    const hit = own ?? near;
    if (hit && hit.score >= CARD_MIN_SCORE && !out.some((o) => o.card.id === hit.card.id)) out.push({ ...hit, ask });
  }
  return out;
}

/**
 * For each cue of the question other than the one whose card answers it, that cue's first card that
 * holds for the person: the other thing the question asks (ask-cues.ts).
 */
export function otherCuedCards(cards: CardIndex, question: string, slots: Slots, best: Card | undefined): { card: Card; score: number }[] {
  const out: { card: Card; score: number }[] = [];
  for (const cue of ASK_CUES) {
    if (!cueMatches(cue, question) || (best && cue.cards.includes(best.id))) continue;
    const card = cue.cards.map((id) => cards.cards.find((c) => c.id === id)).find((c): c is Card => c !== undefined && cardHoldsFor(c, slots));
    if (card) out.push({ card, score: CUE_BONUS });
  }
  return out;
}

/** The section of a card's article that says most of what the card says: the citation links there. */
export function articleSectionOf(kb: KnowledgeBase, card: Card): Section | undefined {
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
export function isOnTopic(question: string): boolean {
  return DOMAIN_WORDS.test(question) || (isSpanish(question) && englishSearchTerms(question) !== '');
}

/**
 * The cards nearest a question. A long question typed in Spanish can leave every card below the
 * bar (blind set H: the right card was there, diluted by the rest of the story); it is then searched
 * again with its topic words put into English as well, so it meets the cards' English examples too.
 */
export function searchCards(cards: CardIndex, question: string): { card: Card; score: number }[] {
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
  // With no topic close enough, the plain "I don't know", with what Solo can help with and free legal help, said once (blind set Z review).
  if (near.length === 0) return `${ANSWER_WORDS[language].dontKnow} ${OVERLAY_WORDS[language].legalAid}\n\n${OVERLAY_WORDS[language].notALawyer}`;
  return `${OVERLAY_WORDS[language].fallback(near.map((q) => `“${q}”`).join(', '))}\n\n${OVERLAY_WORDS[language].notALawyer}`;
}
