import { FUNCTION_PROGRESS_MESSAGES, type Language, type PilotFunctionName, US_STATES, type UsStateCode } from '@parley/shared';
import type { KnowledgeBase } from '../knowledge-base.js';
import type { PersonaStyle } from '../personas.js';
import { ANSWER_WORDS } from './answer-words.js';
import { factsOf, offTheServedQuestion, type PlannedAnswer, planArticleAnswer, planSpanishAnswer } from './article-answer.js';
import { withoutAsideWords } from './asides.js';
import { ASK_CUES, cueMatches } from './ask-cues.js';
import {
  articleSectionOf,
  BEFORE_A_SUIT,
  CARD_MIN_SCORE,
  cardAfterTheSuit,
  cardsForAsks,
  honestFallback,
  isOnTopic,
  OTHER_ASKS,
  otherCuedCards,
  searchCards,
} from './card-search.js';
import { type CardIndex, cardHoldsFor, EVICTION_CARD, type Overlay } from './cards.js';
import { disputeSentInTime } from './dispute-date.js';
import { evictionSuitLines } from './eviction-suit.js';
import { factFits } from './fact-fit.js';
import { asksAssistantToMake, asksForFalseDispute, asksToBackdate, classifyIntent, type Intent, withoutFalseDocumentAsk, wordCount } from './intents.js';
import { judgmentDeadlineOpen } from './judgment-lines.js';
import { keyFactsFor } from './key-facts.js';
import { notADebtCaseText } from './not-a-debt-case.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { FEDERAL_WAGE_CAP, overlaysFor, overlayText, paymentCanRevive, urgency } from './overlays.js';
import { homesteadContradicts, LIEN_CARD } from './property-exemptions.js';
import { safetyFirst } from './safety-first.js';
import { withSituations } from './situation-answer.js';
import { situationsIn } from './situations.js';
import { type Slots, slotsOf } from './slots.js';
import { withStateNamesSpelledRight } from './state-typos.js';
import { wageLinesLead } from './wage-lines.js';

/**
 * The built-in assistant's answers: retrieval over the knowledge base, then the most relevant
 * sentences of the best section, laid out for the persona, with the article cited and the
 * limits stated. Deterministic: the same question gives the same answer.
 */

export type { PlannedAnswer } from './article-answer.js';
export { CARD_MIN_SCORE } from './card-search.js';

/**
 * What the answer knows of the asker beyond the question: the cards to answer from, the state on
 * their account, and the moment they asked (their device's clock, else the server's), against
 * which "served on November 9" is read.
 */
export type AnswerContext = { cards?: CardIndex; state?: string | null; now?: Date };

export function planAnswer(kb: KnowledgeBase, asked: string, style: PersonaStyle, language: Language = 'en', context: AnswerContext = {}): PlannedAnswer {
  // "The District Court of Marylan" names Maryland: a state's name typed a letter wrong is read as the state (state-typos.ts).
  const question = withStateNamesSpelledRight(asked);
  // A person in danger now hears where to get help first, and a part that is not ours is said to be so (safety-first.ts).
  const slots = slotsOf(question, context.state ?? null, context.now ?? new Date());
  const safety = safetyFirst(question, language, slots.notADebtCase);
  const { emergency } = safety;
  // Eviction papers are first told apart from a debt suit, with their own time to answer.
  const before = [
    ...(slots.notTheirDebtSuit === 'eviction' ? evictionSuitLines(slots.state, slots.servedOn, language, slots.notADebtCase) : []),
    ...safety.before,
  ];
  if (emergency) return { intent: 'emergency', hit: null, sources: [], toolCall: null, text: emergency };
  // The debt part of a message that also asks for what is not ours (investment advice) is answered on its own words.
  const debtQuestion = withoutAsideWords(question);
  const accountState = context.state && context.state in US_STATES ? (context.state as UsStateCode) : null;
  // What the message's situation decides is said first, or is the answer (situations.ts).
  const planned = withSituations(
    planDebtAnswer(kb, debtQuestion, style, language, context, slots),
    situationsIn(debtQuestion, slots, language, accountState),
    slots,
    language,
  );
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
    // A backdated paper is refused as one, with why it is not needed: a truthful late dispute still counts (blind set Z).
    // A dispute that would call the person's own debt not theirs, or a fraud, is refused with what a true dispute can do (set AQ).
    const refusal =
      asksToBackdate(question) && /\b(?:disput\w*|validat\w*|validacion)\b/i.test(question)
        ? words.backdated
        : asksForFalseDispute(question)
          ? words.falseDispute
          : words.falseDocument;
    const text = lawful ? `${refusal}\n\n${lawful.text}` : `${refusal}\n\n${words.notALawyer}`;
    return { intent: 'false_document', hit: null, sources: lawful?.sources ?? [], toolCall: null, text };
  }
  // A criminal, traffic or family case is not a debt case: no Debt Answer, no debt deadlines; go to court, and where to get help.
  if (slots.notADebtCase) {
    return { intent: 'not_a_debt_case', hit: null, sources: [], toolCall: null, text: `${notADebtCaseText(question, language)}\n\n${words.notALawyer}` };
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
  const planned =
    language === 'es' ? planSpanishAnswer(kb, question, style, deadlineState, slots.today) : planArticleAnswer(kb, question, style, deadlineState, slots.today);
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
  const body = quoted
    .split('\n')
    .filter((line) => !offTheServedQuestion(line, slots, lead.length > 0))
    .join('\n');
  const article = body.trim() ? [words.fromArticle, body] : [];
  return { ...planned, text: [...lead, ...article, ...rest, ...(article.length ? [sources] : [])].filter(Boolean).join('\n\n') };
}

/** More words than a greeting or a word of context beside a request for a false paper: a situation, answered after the refusal. */
const FALSE_DOCUMENT_STORY_WORDS = 15;
/** The slots with one risky plan already answered, so its warning is not said twice. */
const withoutRisk = (slots: Slots, ...risks: Slots['risks']): Slots => ({ ...slots, risks: slots.risks.filter((r) => !risks.includes(r)) });

/** The overlays said first: a warning against a risky plan; the answers to a question about pay, a settlement or an old debt worked out on the person's own figures; a bankruptcy already filed. */
const LEAD: ReadonlySet<Overlay> = new Set([
  'risky_plan',
  'spouse_liability',
  'wages_barred',
  'wage_math',
  'settlement_math',
  'insolvency_math',
  'benefit_math',
  'state_benefit',
  'dispute_by',
  'offer_math',
  'relief_fees',
  'property_exemptions',
  'judgment_interest',
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
/**
 * What leads for this question: a judgment it asks about leads too (blind set Q: a lawsuit's deadline had stood in its place); the
 * wage lines only when they are about the person's own pay (`wageLinesLead`).
 */
const leadFor = (slots: Slots, base: ReadonlySet<Overlay>): ReadonlySet<Overlay> => {
  const withJudgment: ReadonlySet<Overlay> = slots.judgment?.first || slots.asksJudgmentLife ? new Set<Overlay>([...base, 'judgment']) : base;
  return wageLinesLead(slots) ? withJudgment : new Set<Overlay>([...withJudgment].filter((o) => o !== 'wage_math'));
};
/** The cards on what a judgment creditor can take: a state's exemptions lead beside them. */
const PROPERTY_CARDS: ReadonlySet<string> = new Set(['l-judgment-take-property', LIEN_CARD]);
/** Card topics that answer a sued person about their suit. */
const SUIT_TOPICS: ReadonlySet<string> = new Set(['lawsuit', 'judgment', 'garnishment']);

/**
 * The overlays' lines: `lead`, what answers a question about pay (a state's bar on wage garnishment,
 * or the federal cap on the pay the person gave), said before anything else; `rest`, the others,
 * each a paragraph.
 */
function overlayLines(overlays: Overlay[], slots: Slots, language: Language, lead: ReadonlySet<Overlay> = LEAD): { lead: string[]; rest: string[] } {
  // A judgment's dated time to undo it, still open, is what the person must act on: right after a warning, before any figures.
  const ordered = judgmentDeadlineOpen(slots)
    ? [...overlays.filter((o) => o === 'risky_plan'), 'judgment' as const, ...overlays.filter((o) => o !== 'risky_plan' && o !== 'judgment')].filter((o) =>
        overlays.includes(o),
      )
    : overlays;
  return {
    lead: ordered.filter((o) => lead.has(o)).flatMap((o) => overlayText(o, slots, language)),
    rest: overlays
      .filter((o) => !lead.has(o))
      .map((o) => {
        const lines = overlayText(o, slots, language);
        return lines.length > 1 && o !== 'served' ? lines.map((l) => `- ${l}`).join('\n') : lines.join(' ');
      })
      .filter(Boolean),
  };
}

export function progressMessage(name: PilotFunctionName): string {
  return FUNCTION_PROGRESS_MESSAGES[name];
}

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
  // A person who already filed an Answer is never told to file one (blind set AM: "I filed my answer … they never got it" met "file a
  // written Answer by your deadline").
  const holding = hits.filter((h) => h.score >= CARD_MIN_SCORE && cardHoldsFor(h.card, slots) && !(slots.answered && BEFORE_THE_ANSWER.has(h.card.id)));
  // After a judgment, neither the collector's letters nor how to answer a suit are the question (blind set Q: a levy after a default judgment read "respond before the deadline").
  // Eviction papers are answered by the card that says evictions are another lawyer's, after their own deadline (eviction-suit.ts):
  // a debt suit's card or an article's table of debt-suit days would give the wrong time (blind set AN).
  const eviction = slots.notTheirDebtSuit === 'eviction' ? cards.cards.find((c) => c.id === EVICTION_CARD) : undefined;
  const found = eviction
    ? { card: eviction, score: CARD_SURE_SCORE }
    : slots.judgment
      ? (holding.find((h) => !BEFORE_A_SUIT.has(h.card.topic) && h.card.topic !== 'lawsuit') ?? holding[0])
      : slots.served
        ? holding.find((h) => !BEFORE_A_SUIT.has(h.card.topic))
        : holding[0];
  const best = cardAfterTheSuit(cards, found, slots, question);
  // A message's other questions are answered too, each by the card that fits it among those that fit
  // the whole message (blind set L: "will I owe taxes on the rest? … should I give my debit card?"
  // was answered on one question and the other dropped).
  // A question that asks two cued things ("they call at 6 a.m. and they called my boss") is answered on both.
  // After a judgment, no other ask is answered with a lawsuit card either (blind set V: "what happens if I don't go?" to a
  // post-judgment order met "the plaintiff can get a default judgment").
  const others = [...otherCuedCards(cards, question, slots, best?.card), ...cardsForAsks(cards, question, slots, best?.card)]
    .filter((a) => !(slots.judgment && a.card.topic === 'lawsuit') && !(slots.answered && BEFORE_THE_ANSWER.has(a.card.id)))
    .filter((a, i, all) => a.card.id !== best?.card.id && all.findIndex((b) => b.card.id === a.card.id) === i)
    // A card whose answer the first one already gives is not said twice (blind set AN: a dead mother sued, then "do I have to pay
    // this?" repeated that family members are not liable).
    .filter((a) => !best?.card.includes?.includes(a.card.id))
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
  const wanted = overlaysFor(card, slots);
  // A date the court set leads too: going to court that day is what the person must do (blind set L: a Virginia return date said last).
  // A served person who asks when the Answer is due reads the dated deadline first, before the card's general counting rules (blind set R).
  const asksDeadline = wanted.includes('served') && ASK_CUES.some((cue) => cue.name === 'answer_deadline' && cueMatches(cue, question));
  // A spouse's debt asked about as the person's own liability is the same kind of answer, unless the deadline is asked (blind set T).
  const whoOwes = card.topic === 'other' || (card.topic === 'spouse' && slots.spouseDebt !== null && !asksDeadline);
  const offSuit = slots.served && !SUIT_TOPICS.has(card.topic) && card.topic !== 'scam' && !whoOwes;
  // A person served with a suit and no judgment yet reads the court's deadline and the written Answer first, whatever card
  // answers the rest (blind set W: a served person's story led with a federal student-loan garnishment card and with an
  // identity-theft dispute, and the court deadline was never said). Only a warning against a risky plan or a bankruptcy's
  // stay goes before it; a scam's fake "process server" has served nothing.
  const servedFirst = wanted.includes('served') && card.topic !== 'scam' && !whoOwes;
  // A state's exemptions lead only when the card answers what can be taken; beside another card they follow it.
  // A card on whether the papers are real (a scam, a court-approved service by message) answers first, before any deadline.
  const base = leadFor(slots, card.topic !== 'scam' && (offSuit || slots.courtDate || asksDeadline || servedFirst) ? LEAD_WHEN_SERVED : LEAD);
  const leading = PROPERTY_CARDS.has(card.id) ? base : new Set([...base].filter((o) => o !== 'property_exemptions'));
  const overlays = overlayLines(servedFirst ? servedLeading(wanted) : wanted, slots, language, leading);
  const fits = (fact: string) => !(overlays.lead.length && FEDERAL_WAGE_CAP.test(fact));
  const facts = (style === 'brief' ? text.facts.slice(0, 2) : text.facts).filter(fits);
  const short = saysYesOrNo(best.score, question) ? text.short : withoutYesOrNo(text.short);
  const lead = [...overlays.lead, ...(fits(short) && !homesteadContradicts(card.id, overlays.lead) ? [short] : [])];
  const body: string[] =
    style === 'steps'
      ? [`${ANSWER_WORDS[language].steps}\n\n${[...lead, ...facts].map((f, i) => `${i + 1}. ${f}`).join('\n')}`]
      : [...lead, ...(facts.length ? [facts.map((f) => `- ${f}`).join('\n')] : [])];
  // The key facts the question's topics call for (key-facts.ts) that the card does not already say.
  const said = `${text.short} ${text.facts.join(' ')}`;
  const saysStateRevival = wanted.some((o) => o === 'limitations' || o === 'debt_age');
  const extra = keyFactsFor(factsOf(kb), question)
    // The facts on a debt's age only where its age or a suit on it is in question (blind set Z).
    .filter((f) => factFits(f.id, question, slots.today))
    // A sued person's "dispute" is answered in the suit: the collector's 30-day window is not their deadline (blind set I).
    .filter((f) => !((slots.served || slots.notTheirDebtSuit) && f.id === 'validation-period'))
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
  if (extra.length) body.push(bulletsUnderTheirLeadIn(extra));
  // Without the card's bare "Yes."/"No.": it answers the card's own question, not necessarily this one.
  for (const other of others) body.push(`${words.otherQuestion} ${withoutYesOrNo(other.card[language].short)}`);
  body.push(...overlays.rest);
  // A deadline that is close or gone has its own next step (the served overlay): "plan to file several days early" would contradict it.
  // A lawsuit card's next step (answer before the deadline) is past once a judgment is entered; "send a dispute" once it was sent in time.
  const nextIsPast = (slots.judgment !== null && card.topic === 'lawsuit') || disputeSentInTime(slots.disputeBy);
  if (text.next && fits(text.next) && urgency(slots) === null && !offSuit && !nextIsPast) body.push(text.next);
  if (style === 'negotiator') body.push(ANSWER_WORDS[language].negotiationTip);
  const link = section
    ? ` · [${section.heading ? `${section.title}: ${section.heading}` : section.title}](/blog/${section.slug}${section.headingId ? `#${section.headingId}` : ''})`
    : '';
  body.push(`${words.source}: ${card.citation}${link}`, words.notALawyer);
  return { intent: `card:${card.id}`, hit: null, sources: section ? [section] : [], toolCall: null, text: body.join('\n\n') };
}

/**
 * Facts as bullets, the lead-in two or more of them complete said once above them: three facts of one list each began
 * "The judgment creditor can ask the court to freeze and take money in your bank account. Some money is protected:" (blind set AM).
 */
function bulletsUnderTheirLeadIn(facts: string[]): string {
  const leadIn = (fact: string) => {
    const at = fact.indexOf(': ');
    return at > 0 ? fact.slice(0, at + 1) : null;
  };
  const shared = (lead: string | null) => lead !== null && facts.filter((f) => leadIn(f) === lead).length > 1;
  const lines: string[] = [];
  let open: string | null = null;
  for (const fact of facts) {
    const lead = leadIn(fact);
    if (!shared(lead) || lead === null) {
      lines.push(`- ${fact}`);
      open = null;
      continue;
    }
    if (lead !== open) lines.push(lead);
    const rest = fact.slice(lead.length).trim();
    lines.push(`- ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`);
    open = lead;
  }
  return lines.join('\n');
}

/** Cards for a person who has yet to answer the suit: when and how to file it, or what ignoring it costs. */
const BEFORE_THE_ANSWER: ReadonlySet<string> = new Set(['l-just-sued-what-to-do', 'l-need-more-time-to-answer', 'l-how-to-file-answer', 'l-ignore-lawsuit']);
