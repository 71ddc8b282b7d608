import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldAccents, US_STATE_NAMES_ES, US_STATES, WAGE_GARNISHMENT_BARRED } from '@parley/shared';
import { z } from 'zod';
import { ENGLISH_STOP_WORDS } from '../knowledge-base.js';
import { ASK_CUES, cuedCards } from './ask-cues.js';
import { withoutSocialSecurityAsANumber } from './slot-words.js';
import type { Slots } from './slots.js';

/**
 * Answer cards (issue 35): authored answers to the questions people ask, in English and Spanish,
 * each with its short answer first, its key facts, the next step and its citation. A question
 * finds its card by its words against each card's example questions (TF-IDF over both languages);
 * then the overlays (overlays.ts), which no card can drop, add what the situation the question
 * tells (slots.ts) requires. The state facts come from the shared jurisdictions table, the same
 * truth the Debt Answer uses.
 */

export const CARDS_DIR = fileURLToPath(new URL('../../../../../../content/answer-cards/', import.meta.url));

const CardTextSchema = z.object({ short: z.string().min(1), facts: z.array(z.string().min(1)).min(1), next: z.string() });
/** In the order said: a state's bar on wage garnishment is the answer about pay, so it goes first. */
export const OVERLAYS = [
  'risky_plan',
  'spouse_liability',
  'wages_barred',
  'wage_math',
  'settlement_math',
  // An offer's own figures before the tax on what it forgives.
  'offer_math',
  'insolvency_math',
  'benefit_math',
  'state_benefit',
  'dispute_by',
  'relief_fees',
  'landlord_claim',
  'debt_age',
  'property_exemptions',
  'judgment_interest',
  'judgment',
  'bankruptcy',
  'arbitration',
  'printed_count',
  'served',
  // A suit against the person's own company: it answers through a lawyer; a personal guarantee is a suit of its own.
  'business_suit',
  'arrest',
  'benefits',
  'limitations',
  'legal_aid',
] as const;
export type Overlay = (typeof OVERLAYS)[number];
export const CardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  topic: z.string(),
  examples: z.object({ en: z.array(z.string()).min(3), es: z.array(z.string()).min(2) }),
  en: CardTextSchema,
  es: CardTextSchema,
  overlays: z.array(z.enum(OVERLAYS)).default([]),
  citation: z.string(),
  article: z.string().nullable(),
  /** Where the card's answer holds: "wages_barred", only in the states that bar wage garnishment for consumer debts. */
  onlyWhere: z.enum(['wages_barred']).optional(),
  /**
   * Found only when the question's asks cue it (ask-cues.ts), and left out of the word statistics: a card
   * whose words are near other topics' (a refund advance beside a tax refund offset) would otherwise pull
   * their questions, and shift every other card's weights.
   */
  cueOnly: z.boolean().optional(),
  /** The cards whose answer this card already gives: never added after it as the answer to another of the message's questions. */
  includes: z.array(z.string()).optional(),
});
export type Card = z.infer<typeof CardSchema>;

/** The card that says an eviction (possession) case is outside what Ask Solo covers. */
export const EVICTION_CARD = 'l-oos-eviction';

/** The card's answer holds for the person's state, or the state is unknown. */
export function cardHoldsFor(card: Card, slots: Slots): boolean {
  // How to report identity theft is no answer to a person whose report would not be true (blind set U: a 605B block for one's own debt).
  if (card.topic === 'identity' && slots.risks.some((risk) => risk === 'false_report' || risk === 'own_debt_report')) return false;
  // A former landlord's suit for rent or damages is a debt suit: the card that turns evictions away does not answer it (blind set V).
  // Nor does it answer a landlord's claim collected as a debt, with no eviction named.
  if (card.id === EVICTION_CARD && (slots.landlordClaim || slots.landlordDebt)) return false;
  return card.onlyWhere !== 'wages_barred' || slots.state === null || WAGE_GARNISHMENT_BARRED[slots.state] !== undefined;
}

export function loadCards(dir = CARDS_DIR): Card[] {
  const cards: Card[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = z.array(CardSchema).safeParse(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')));
    if (!parsed.success)
      throw new Error(
        `content/answer-cards/${file}: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
    cards.push(...parsed.data);
  }
  const ids = new Set<string>();
  for (const card of cards) {
    if (ids.has(card.id)) throw new Error(`content/answer-cards: the card id "${card.id}" is used twice`);
    ids.add(card.id);
  }
  for (const card of cards)
    for (const id of card.includes ?? []) if (!ids.has(id)) throw new Error(`content/answer-cards: "${card.id}" includes "${id}", which is no card`);
  return cards;
}

// ---------------------------------------------------------------------------------------------
// Words: one tokenizer for both languages, folded and cut to a five-letter root, so "llamadas"
// meets "llaman", "garnished" meets "garnishment" and "embargaron" meets "embargo".

const STOP = new Set([
  ...ENGLISH_STOP_WORDS,
  ...'said says one el la los las un una unos unas y o pero de del al en con por para que como cuando donde quien porque si no mi mis me te se le les lo su sus es son fue ser estar esta este esto estos estas ese esa hay muy mas ya tambien pueden puede hacer tengo tiene yo usted ustedes nos nuestro'.split(
    ' ',
  ),
]);

export function roots(text: string): string[] {
  return (
    (
      foldAccents(text)
        .toLowerCase()
        // Take-home pay is one word: its "home" is no house (blind set I: a garnished paycheck met the card on liens on a home).
        .replace(/\btake[ -]?home\b/g, 'takehome')
        .match(/[a-z0-9]+/g) ?? []
    )
      .filter((w) => w.length > 1 && !STOP.has(w) && (!/^\d+$/.test(w) || TOPIC_NUMBERS.has(w)))
      .map((w) => w.slice(0, 5))
  );
}

/**
 * A person's figures are slots, not topics: "$600 a week" must not pull the card on the $600 1099-C
 * threshold (blind set N). Only the numbers that name a topic are words: a 1099, a 401(k), chapter 13,
 * the 30 days (one-digit words, "chapter 7" too, are dropped with every word that short).
 */
const TOPIC_NUMBERS: ReadonlySet<string> = new Set(['1099', '401', '403', '529', '13', '30']);

type Vector = Map<string, number>;

/** State names are slots, not topics: "California" must not pull the card that lists community-property states. */
const STATE_WORDS = new RegExp(
  `\\b(${[...Object.values(US_STATES), ...Object.values(US_STATE_NAMES_ES)]
    .map((n) => foldAccents(n).toLowerCase())
    .sort((x, y) => y.length - x.length)
    .join('|')}|state)\\b`,
  'g',
);
const withoutStates = (text: string) => withoutPayStubLines(withoutSocialSecurityAsANumber(foldAccents(text).toLowerCase())).replace(STATE_WORDS, ' ');

/**
 * A pay stub's lines with their amounts ("federal tax $340", "health insurance $410", "403b $200")
 * are the person's figures, not what the question is about: they pulled the cards on tax refunds
 * and retirement accounts into a wage garnishment (blind set P). Only the card search drops them;
 * the figures themselves are still read as slots (an insolvency's 401(k) is an asset).
 */
function withoutPayStubLines(folded: string): string {
  return folded
    .replace(/\b(?:federal|state|city|local|county|income)?\s*(?:income )?tax(?:es)?:?\s*\$\s?\d[\d,.]*/g, ' ')
    .replace(/\b(?:health|dental|medical|life) insurance:?\s*\$\s?\d[\d,.]*|\b(?:403|401)\s?\(?[bk]\)?:?\s*\$\s?\d[\d,.]*/g, ' ');
}

/**
 * `ask`: the sentences of the question that ask (intents.ts `askOf`). Among the cards that fit the
 * whole message nearly as well as the best (`CONTENDER`), the one nearest the ask comes first, so the
 * card answers what is asked rather than what is told; each keeps its score on the whole message.
 */
export type CardIndex = {
  cards: Card[];
  /** `cueOn`: the text whose asks cue cards (ask-cues.ts), the whole question unless said. */
  search(question: string, limit?: number, ask?: string, cueOn?: string): { card: Card; score: number }[];
};
const CONTENDER = 0.75;
/**
 * What a cued card adds to its score: the words that ask are the evidence it fits, so it reaches the
 * card bar (answer.ts CARD_MIN_SCORE) even when a long story's other words dilute its cosine.
 */
export const CUE_BONUS = 0.15;

/**
 * TF-IDF cosine between the question and each card as a whole: its example questions in both
 * languages and its short answers. (Measured by leave-one-out over the cards' own examples: 48%
 * of held-out examples find their own card among 149, many of them near neighbours such as call
 * times and call frequency; BM25 per example scored 30%.)
 */
export function createCardIndex(cards: Card[]): CardIndex {
  const wordsOf = (card: Card) => roots(withoutStates([...card.examples.en, ...card.examples.es, card.en.short, card.es.short].join(' ')));
  const bags = cards.map((card) => ({ card, words: wordsOf(card) }));
  const counted = bags.filter((b) => !b.card.cueOnly);
  const df = new Map<string, number>();
  for (const b of counted) for (const w of new Set(b.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log((counted.length + 1) / ((df.get(w) ?? 0) + 1));
  const vector = (words: string[]): Vector => {
    const v: Vector = new Map();
    for (const w of words) v.set(w, (v.get(w) ?? 0) + 1);
    for (const [w, n] of v) v.set(w, (1 + Math.log(n)) * idf(w));
    return v;
  };
  const length = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0)) || 1;
  const vectors = bags.map((b) => {
    const v = vector(b.words.filter((w) => df.has(w)));
    return { card: b.card, v, n: length(v) };
  });
  return {
    cards,
    search(question, limit = 3, ask = '', cueOn = question) {
      const cosines = (text: string) => {
        const q = vector(roots(withoutStates(text)).filter((w) => df.has(w)));
        const qn = length(q);
        return vectors.map(({ v, n }) => {
          let dot = 0;
          for (const [w, x] of q) dot += x * (v.get(w) ?? 0);
          return dot / (qn * n);
        });
      };
      const whole = cosines(question);
      const asked = ask ? cosines(ask) : whole.map(() => 0);
      // A card the question's asks cue comes before every other, the earlier cue first (ask-cues.ts).
      const cued = cuedCards(cueOn);
      const top = Math.max(0, ...whole.filter((_, i) => !cards[i]?.cueOnly || cued.has(cards[i]?.id ?? '')));
      // Among one cue's cards, the one nearest the ask, then the whole message, as among the contenders.
      const rank = (i: number, id: string) => {
        const place = cued.get(id);
        const near = (whole[i] ?? 0) >= top * CONTENDER ? 1 + (asked[i] ?? 0) + (whole[i] ?? 0) : (whole[i] ?? 0);
        return place === undefined ? near : 10 + 5 * (ASK_CUES.length - place) + near;
      };
      return vectors
        .filter(({ card }) => !card.cueOnly || cued.has(card.id))
        .map(({ card }) => {
          const i = cards.indexOf(card);
          return { card, score: (whole[i] ?? 0) + (cued.has(card.id) ? CUE_BONUS : 0), rank: rank(i, card.id) };
        })
        .filter((h) => h.score > 0)
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map(({ card, score }) => ({ card, score }));
    },
  };
}
