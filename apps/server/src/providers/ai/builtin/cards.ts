import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type CourtLevel,
  californiaGarnishmentCap,
  DEBT_TYPES,
  deadlineText,
  dollarsToCents,
  dueDate,
  FEDERAL_GARNISHMENT_LIMIT_STATES,
  federalGarnishmentCap,
  foldAccents,
  formatCents,
  HEAD_OF_FAMILY_WEEKLY_CENTS,
  jurisdictionOf,
  type Language,
  limitationFor,
  PAY_PERIOD_WEEKS,
  type PayPeriod,
  plainCourtName,
  type RevivalKind,
  revivalKind,
  SERVICE_WORDS,
  type ServiceMethod,
  STATE_WAGE_RULES,
  stateName,
  US_STATE_NAMES_ES,
  US_STATES,
  type UsStateCode,
  WAGE_GARNISHMENT_BARRED,
} from '@parley/shared';
import { z } from 'zod';
import { stateOfPlace } from '../../../modules/intake/county-courts.js';
import { ENGLISH_STOP_WORDS, statesIn } from '../knowledge-base.js';
import { type Insolvency, insolvencyIn, insolvencyLines } from './insolvency.js';
import { MONTHS, questionDates } from './question-dates.js';
import { RISKY_PLAN_WORDS, type RiskyPlan, risksIn } from './risky-plans.js';
import { type SettlementFigures, settlementFiguresIn, settlementMathLine } from './settlement-math.js';

/**
 * Answer cards (issue 35): authored answers to the questions people ask, in English and Spanish,
 * each with its short answer first, its key facts, the next step and its citation. A question
 * finds its card by its words against each card's example questions (BM25 over both languages);
 * then the overlays, which no card can drop, add what the situation requires: a sued person's
 * state deadline and next step, the truth about jail, exactly which benefits are protected, a
 * state's limitation period. The state facts come from the shared jurisdictions table, the same
 * truth the Debt Answer uses.
 */

export const CARDS_DIR = fileURLToPath(new URL('../../../../../../content/answer-cards/', import.meta.url));

const CardTextSchema = z.object({ short: z.string().min(1), facts: z.array(z.string().min(1)).min(1), next: z.string() });
/** In the order said: a state's bar on wage garnishment is the answer about pay, so it goes first. */
export const OVERLAYS = [
  'risky_plan',
  'wages_barred',
  'wage_math',
  'settlement_math',
  'insolvency_math',
  'debt_age',
  'judgment',
  'bankruptcy',
  'served',
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
});
export type Card = z.infer<typeof CardSchema>;

/** The card's answer holds for the person's state, or the state is unknown. */
export function cardHoldsFor(card: Card, slots: Slots): boolean {
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
    foldAccents(text)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
    .filter((w) => w.length > 1 && !STOP.has(w) && (!/^\d+$/.test(w) || TOPIC_NUMBERS.has(w)))
    .map((w) => w.slice(0, 5));
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
 * "Social Security" that is not the benefit: the number ("mi número de seguro social", "my social
 * security card", "darles mi social") and the payroll tax on a pay stub ("social security+medicare
 * $344.25", FICA). Read as the benefit, they pulled the card on Social Security's protection from
 * creditors into a dispute and a wage garnishment (blind set P). Takes folded, lower-case text.
 */
export function withoutSocialSecurityAsANumber(folded: string): string {
  return folded
    .replace(/\b(?:social security|seguro social|social)\s*(?:numbers?|no\b\.?|#|cards?|numero|tarjeta)/g, ' ssn ')
    .replace(/\b(?:numero|tarjeta|number)\s+(?:de\s+|del\s+|of\s+)?(?:seguro\s+)?social(?:\s+security)?\b/g, ' ssn ')
    .replace(/\b(?:mi|su|tu|my|your|his|her)\s+social\b(?!\s+(?:security|worker|media|trabajador\w*))/g, ' ssn ')
    .replace(/\bsocial security\s*(?:\+|&|and|y)\s*medicare\b|\bsocial security (?:tax\w*|withh\w*|deduct\w*)/g, ' fica ');
}

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
export type CardIndex = { cards: Card[]; search(question: string, limit?: number, ask?: string): { card: Card; score: number }[] };
const CONTENDER = 0.75;

/**
 * TF-IDF cosine between the question and each card as a whole: its example questions in both
 * languages and its short answers. (Measured by leave-one-out over the cards' own examples: 48%
 * of held-out examples find their own card among 149, many of them near neighbours such as call
 * times and call frequency; BM25 per example scored 30%.)
 */
export function createCardIndex(cards: Card[]): CardIndex {
  const wordsOf = (card: Card) => roots(withoutStates([...card.examples.en, ...card.examples.es, card.en.short, card.es.short].join(' ')));
  const bags = cards.map((card) => ({ card, words: wordsOf(card) }));
  const df = new Map<string, number>();
  for (const b of bags) for (const w of new Set(b.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log((bags.length + 1) / ((df.get(w) ?? 0) + 1));
  const vector = (words: string[]): Vector => {
    const v: Vector = new Map();
    for (const w of words) v.set(w, (v.get(w) ?? 0) + 1);
    for (const [w, n] of v) v.set(w, (1 + Math.log(n)) * idf(w));
    return v;
  };
  const length = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0)) || 1;
  const vectors = bags.map((b) => {
    const v = vector(b.words);
    return { card: b.card, v, n: length(v) };
  });
  return {
    cards,
    search(question, limit = 3, ask = '') {
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
      const top = Math.max(0, ...whole);
      const rank = (i: number) => ((whole[i] ?? 0) >= top * CONTENDER ? 1 + (asked[i] ?? 0) + (whole[i] ?? 0) : (whole[i] ?? 0));
      return vectors
        .map(({ card }, i) => ({ card, score: whole[i] ?? 0, rank: rank(i) }))
        .filter((h) => h.score > 0)
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map(({ card, score }) => ({ card, score }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Slots read from the question: the state, and what the situation is.

/** Being sued now: served, papers, a summons; not a question about whether a collector may sue. */
const SERVED =
  /\b(served|got sued|been sued|being sued|was sued|am sued|im sued|sued me|suing me|sue me|summons|court papers|process server|lawsuit against me|me demandaron|me estan demandando|me demandan|me demanda|me demando|recibi una demanda|citacion|citatorio|emplaza\w*|me notificaron|me entregaron (?:\w+ )?(?:una|la|los|unos) (?:demanda|papeles)|papeles (?:de la corte|del tribunal|del juzgado)|(?:handed|served|gave|got|received|brought)\b[^.?!]{0,20}\bcitation|(?:entregaron|dieron|dejaron|trajeron|llegaron)\b[^.?!]{0,40}\b(?:papeles|demanda|citacion|citation|emplazamiento)\b|\b(?:una|la) ['"]?citation\b|\buna demanda (?:por|de) \$|dej\w* (?:unos |los )?papeles|(?:left|delivered|handed|dropped off) (?:me |him |her )?(?:the |a |some )?(?:court )?(?:papers|complaint|summons|citation|lawsuit)|(?:a|the) complaint (?:from|filed|in)|(?:complaint|lawsuit|demanda) (?:by|por) (?:certified )?(?:mail|correo)|signed for (?:it|the (?:papers|complaint|envelope|certified))|firme (?:el|la) (?:sobre|tarjeta|recibo))\b/;
/** A "civil warrant" or "warrant in debt" (Tennessee, Virginia) starts a lawsuit; it is not an arrest warrant. */
const CIVIL_WARRANT = /\b(civil warrant|warrant in debt|orden civil)\b/;
const ARREST = /\b(jail|arrest\w*|police|cops?|warrant|prison|criminal|carcel|policia|preso|detener|detenido|desacato|contempt)\b/;

const BENEFITS =
  /\b(social security|ssi|ssdi|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|benefits?|seguro social|discapacidad|beneficios?|veterano\w*|jubilacion|pension|desempleo|manutencion)\b/;
/** Pay, or the employer that garnishment of pay goes through ("my boss got a writ", "el patrón me va a quitar"). */
const WAGES =
  /\b(wages?|paychecks?|pay ?checks?|salary|earnings|my pay|gross(?: pay)?|take ?home|pay ?stubs?|(?:my|each|every|the) (?:\w+ )?check|cheque|sueldo|salario|nomina|me pagan|me paga)\b/;
/** An employer is talk of pay only beside a garnishment: "my employer got a writ", not "they called my employer". */
const EMPLOYER_GARNISHES =
  /\b(?:employer|boss|patron|empleador)\b.{0,60}\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)|\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)\b.{0,60}\b(?:employer|boss|patron|empleador)\b/;
/** A case that is not about a consumer debt: criminal, traffic, family, eviction, immigration. */
// A Visa card is a credit card, not a visa. "Green card" alone is also the certified-mail return receipt a person signs when served by mail (blind set G): only an immigration green card is out of scope.
const NOT_A_DEBT_CASE =
  /\b(misdemeanor|felony|criminal (?:charge|case|summons|complaint)|arraignment|shoplift\w*|theft charge|dui|dwi|traffic (?:ticket|citation|court)|speeding ticket|custody|divorce|probation|evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|immigration|deport\w*|asylum|(?:green card|permanent resident) (?:application|renewal|interview|status)|(?<!tarjeta )visa(?! (?:card|credit|debit|gift|account|signature|platinum|rewards|bill|balance|payment))|delito|cargo criminal|caso penal|lectura de cargos|multa de transito|custodia|divorcio|desalojo|desahucio|inmigracion|deportacion|asilo|residencia permanente)\b/;
/** A debt collector or its agency named in the question. */
const COLLECTOR_NAMED = /\b(collectors?|collection agency|debt collector|debt buyer|cobrador\w*|agencia de cobr\w*|cobranza\w*)\b/;
const SEIZE = /\b(garnish\w*|levy|levied|seiz\w*|take|taking|took|freez\w*|frozen|offset|embarg\w*|quitar\w*|congel\w*|tomar\w*)\b/;
/**
 * A judgment already entered: the suit's time to answer is over, and what counts now is a claim of
 * exemption, a motion to set the judgment aside, or a court date after judgment (blind set Q: a bank
 * levy, a default judgment found late and a citation to discover assets were each given a lawsuit's
 * "last day", one of them counted from the levy notice). Said as a fact, not asked about ("can they
 * get a judgment?" is not one).
 */
const JUDGMENT_ENTERED =
  /\b(?:(?:got|gotten|obtained|won|entered|granted|took|have|has|had|there is|there's|theres|from)\s+(?:a\s+|an\s+|the\s+)?(?:default\s+|money\s+)?judgm?ent|judgm?ents?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:entered|granted|issued)|judgm?ent against (?:me|us|him|her)|levied|(?:notice of|bank) levy|levy (?:on|notice)|writ of (?:execution|garnishment)|notice of (?:execution|garnishment)|citation to discover|rule to show cause|debtor'?s? exam\w*|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tienen|tiene|hay|por) una sentencia|sentencia en rebeldia (?:el|en|del|de)\b|(?:embargaron|congelaron|levantaron) (?:mi |la |el )?(?:cuenta|dinero))\b/;
/** A judgment the person may want undone: one entered by default, or one they ask to undo. */
const UNDO_JUDGMENT = /\b(default judgm?ent|set (?:it )?aside|vacate|undo|reopen|too late|sentencia en rebeldia|anular|muy tarde|demasiado tarde)\b/;
/** A court's order to come in after a judgment. */
const COURT_ORDER_AFTER = /\b(citation to discover|rule to show cause|debtor'?s? exam\w*|order to appear|examen del deudor|citacion para descubrir)\b/;

function judgmentOf(folded: string, servedWords: boolean): NonNullable<Slots['judgment']> {
  const seized = SEIZE.test(folded);
  const undo = UNDO_JUDGMENT.test(folded);
  const order = COURT_ORDER_AFTER.test(folded);
  return { first: servedWords || undo || order, seized, undo, order };
}
/** A bankruptcy already filed: the automatic stay, not the answer's deadline, is the first thing to say. */
const BANKRUPTCY_FILED =
  /\b(?:filed|i'?m in|we'?re in|in my|in a|my)\s+(?:for\s+)?(?:chapter|ch\.?)\s*(?:7|13)\b|\bfiled (?:for )?bankruptcy\b|\bmy bankruptcy (?:case|lawyer|attorney|trustee|plan|petition)\b|\b(?:me declare|nos declaramos|estoy|estamos) en (?:bancarrota|quiebra)\b|\b(?:presente|declare) (?:la )?(?:bancarrota|quiebra|capitulo (?:7|13))\b/;
/** On active military duty: a default judgment then can be reopened under the Servicemembers Civil Relief Act. */
const MILITARY =
  /\b(active duty|deployed|deployment|title 10|military orders|called (?:up|to duty)|national guard|servicio activo|desplegad\w*|guardia nacional)\b/;

const LIMITATIONS = /\b(statute of limitations?|time.?barred|too old|old debt|zombie|years? old|prescri\w*|deuda vieja|muy vieja|hace \w+ anos)\b/;

/** A question about the time to answer a suit is a sued person's question, whatever words it uses. */
const ANSWER_DEADLINE =
  /\b(deadline|how long|how many days|how much time|time to|days to|due)\b[^.?!]{0,60}\b(answer|respond|reply|file)\b|\b(answer|respond)\w*[^.?!]{0,40}\b(lawsuit|complaint|summons|suit|case)\b|\b(cuanto tiempo|cuantos dias|plazo|fecha limite)\b[^.?!]{0,60}\b(contest\w*|respond\w*|demanda)/;

/** Words before a state that make it the case's: "sued in Georgia", "la corte de Texas". */
const WHERE_SUED =
  /\b(?:sued|court|lawsuit|case|filed|suit|summons|demand\w*|corte|tribunal|juzgado|caso)\b[^.?!,;]{0,40}?\b(?:in|of|en|de|del)\s+(?:the\s+state\s+of\s+|el\s+estado\s+de\s+|the\s+)?$|\b(?:court|corte|tribunal|juzgado)\b[^.?!;]{0,50}?\b(?:county|parish|condado)(?:\s+of\s+[a-z]+(?:\s[a-z]+)?)?,?\s+$/;
/** Words right after a state that make it the case's: "an Ohio court", "Texas justice court", "Franklin County, Ohio court". */
const COURT_AFTER = /^\s*(?:state\s+)?(?:\w+\s+){0,2}(?:court|judge|lawsuit|suit|case|summons)\b/;
/** Words before a state that make it only where the person lives or lived. */
const HOME_BEFORE = /\b(?:live|living|lived|moved|reside|from|home|vivo|vivia|me mude|mudé|mude)\b[^.?!]{0,20}?\b(?:in|to|from|en|a|de)?\s*$/;

/**
 * The state of the case when a question names several: the one named where it says it was sued
 * ("moved to Ohio from Texas and got sued in Ohio"), else the one named most, else the first.
 */
/**
 * Where a state is named in the folded question, by its English or Spanish name, or by its postal
 * code in capitals after a place ("Joliet IL", "Reno, NV"; blind set P), and each name's length.
 * Folding keeps the question's length, so a place in one is the same place in the other.
 */
function stateNamedAt(folded: string, code: UsStateCode, question?: string): { at: number[]; lengths: number[] } {
  const names = [US_STATES[code], US_STATE_NAMES_ES[code]].filter((n): n is string => !!n).map((n) => foldAccents(n).toLowerCase());
  const byName = names.flatMap((n) => [...folded.matchAll(new RegExp(`\\b${n}\\b`, 'g'))].map((m) => m.index ?? 0));
  const byCode =
    question && question.length === folded.length
      ? [...question.matchAll(new RegExp(`[A-Za-z],? ${code}\\b`, 'g'))].map((m) => (m.index ?? 0) + m[0].length - 2)
      : [];
  return { at: [...byName, ...byCode], lengths: [...names.map((n) => n.length), ...(byCode.length > 0 ? [2] : [])] };
}

export function courtStateOf(question: string): { state: UsStateCode; byCourt: boolean } | undefined {
  const states = statesIn(question);
  if (states.length === 0) return undefined;
  const folded = foldAccents(question).toLowerCase();
  const mentions = states.map((code) => {
    const { at, lengths } = stateNamedAt(folded, code, question);
    const court = at.some(
      (i) => WHERE_SUED.test(folded.slice(Math.max(0, i - 60), i)) || lengths.some((len) => COURT_AFTER.test(folded.slice(i + len, i + len + 40))),
    );
    const home = at.every((i) => HOME_BEFORE.test(folded.slice(Math.max(0, i - 30), i)));
    // "Served in Idaho" says where the papers were handed over, which is the case's state only when no court is named.
    const servedThere = at.some((i) => SERVED_THERE.test(folded.slice(Math.max(0, i - 50), i)));
    const someoneElses = at.length > 0 && at.every((i) => SOMEONE_ELSES.test(folded.slice(Math.max(0, i - 40), i)));
    return { code, at, court, home, servedThere, someoneElses };
  });
  // "My friend in Ohio got garnished": another person's state says nothing of this case (blind set I).
  const own = mentions.filter((m) => m.court || !m.someoneElses);
  if (own.length === 0) return undefined;
  if (own.length < mentions.length) return pickMention(own);
  return pickMention(mentions);
}

type Mention = { code: UsStateCode; at: number[]; court: boolean; home: boolean; servedThere: boolean };
/** Of the states a question names, the case's: one named with its court, then where served, then not only as home, then the one named most. */
function pickMention(mentions: Mention[]): { state: UsStateCode; byCourt: boolean } | undefined {
  const chosen =
    mentions.length === 1
      ? mentions[0]
      : (mentions.find((m) => m.court) ??
        mentions.find((m) => m.servedThere) ??
        mentions.find((m) => !m.home) ??
        [...mentions].sort((a, b) => b.at.length - a.at.length)[0]);
  return chosen ? { state: chosen.code, byCourt: chosen.court } : undefined;
}

/** Words before a state that make it another person's place: "my friend in Ohio", "mi prima en Texas". */
const SOMEONE_ELSES =
  /\b(?:friends?|cousins?|sisters?|brothers?|mom|mother|dad|father|parents|coworkers?|co-workers?|neighbou?rs?|roommates?|room mates?|boyfriend|girlfriend|ex|aunt|uncle|son|daughter|buddy|amig[oa]s?|prim[oa]s?|herman[oa]s?|mama|papa|vecin[oa]s?|tia|tio|compadre|comadre)(?:'s)?\b[^.?!]{0,25}?\b(?:in|from|en|de)\s+$/;

/** Court names found in one state only: they tell the case's state when the question names none with a court. */
const ONE_STATE_COURTS: readonly [RegExp, UsStateCode][] = [
  [/\bgeneral district court\b|\bwarrant in debt\b/, 'VA'],
  [/\bgeneral sessions\b/, 'TN'],
  [/\bcounty court at law\b/, 'TX'],
  [/\bcivil court of the city of new york\b|\b(?:nyc|new york city) civil court\b/, 'NY'],
  [/\bspecial civil part\b/, 'NJ'],
  [/\bconciliation court\b/, 'MN'],
  [/\bmagisterial district\b/, 'PA'],
  [/\blimited civil\b/, 'CA'],
  [/\bassociate (?:circuit|division)\b/, 'MO'],
];
/** A county's name ("Cook County", "el condado de Harris"), or a place right beside a court word ("36th District Court (Detroit)", "a Fresno court"). */
const PARISH_NAMED = /\bparish of ([a-z]+(?: [a-z]+){0,2})\b|\b([a-z]+(?: [a-z]+){0,2}) parish\b(?! of)/g;
const COUNTY_NAMED = /\b([a-z]+(?:[ -][a-z]+)?) county\b|\bcondado de ([a-z]+(?: [a-z]+)?)\b/g;
const PLACE_BY_COURT =
  /\b(?:court|corte|tribunal|juzgado|small claims|summons|sued|lawsuit|demanda|demandaron)\b,?\s*(?:\(|of |in |en |de |del |at )\s*([a-z]+(?:[ -][a-z]+)?)\b|\b([a-z]+(?:[ -][a-z]+)?),? (?:municipal|district|superior|justice|circuit|county|small claims|city) court\b/g;
/** A city counts only when it is a big place (many ZIP codes): "Detroit", not a word that happens to be a hamlet's name. */
const BIG_PLACE_ZIPS = 10;

const STATE_NAMES = new Set(
  Object.keys(US_STATES).flatMap((code) =>
    [US_STATES[code as UsStateCode], US_STATE_NAMES_ES[code as UsStateCode]].filter((n): n is string => !!n).map((n) => foldAccents(n).toLowerCase()),
  ),
);
/** A name that could be a place: not a stop word, not a state's own name ("Washington" is the state). */
const placeName = (name: string) => name !== '' && !ENGLISH_STOP_WORDS.includes(name) && !STATE_NAMES.has(name);

/** Where the person says they live or work, a big city: "vivo en Miami", "I work in Bakersfield" (blind set K). */
const OWN_PLACE =
  /\b(?:i live|i'm living|i am living|we live|i work|we work|i reside|i'm based|i am based|vivo|vivimos|trabajo|trabajamos|resido)\s+(?:in|at|en)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;

/** The state of the big city the person lives or works in, when they name one: the state whose wage and court rules are theirs. */
function stateOfOwnPlace(folded: string, prefer: readonly (string | null | undefined)[]): UsStateCode | null {
  for (const m of folded.matchAll(OWN_PLACE)) {
    const words = (m[1] ?? '').split(/\s+/);
    for (const name of [words.join(' '), words[0] ?? '']) {
      const hit = placeName(name) ? stateOfPlace(name, 'city', prefer) : null;
      if (hit && hit.zips >= BIG_PLACE_ZIPS) return hit.state as UsStateCode;
    }
  }
  return null;
}

/** The case's state as the court or the place the question names tells it, when it does. */
function stateOfCourtPlace(folded: string, prefer: readonly (string | null | undefined)[]): UsStateCode | null {
  for (const [pattern, state] of ONE_STATE_COURTS) if (pattern.test(folded)) return state;
  // A parish is Louisiana's county ("Parish of East Baton Rouge", "Orleans Parish").
  for (const m of folded.matchAll(PARISH_NAMED)) {
    // "parish of east baton rouge" names it after; "the orleans parish court" before, in its last one to three words.
    const words = (m[1] ?? m[2] ?? '').trim().split(/\s+/);
    const names = m[1]
      ? [words.join(' '), words.slice(0, 2).join(' '), words[0] ?? '']
      : [words.slice(-3).join(' '), words.slice(-2).join(' '), words.at(-1) ?? ''];
    if (names.some((name) => placeName(name) && stateOfPlace(name, 'county', ['LA'])?.state === 'LA')) return 'LA';
  }
  for (const m of folded.matchAll(COUNTY_NAMED)) {
    const words = (m[1] ?? m[2] ?? '').split(/\s+/);
    // "harris county", "miami-dade county", "the cook county": the last one or two words name it.
    for (const name of [words.slice(-2).join(' '), words.at(-1) ?? '']) {
      const hit = placeName(name) ? stateOfPlace(name, 'county', prefer) : null;
      if (hit) return hit.state as UsStateCode;
    }
  }
  for (const m of folded.matchAll(PLACE_BY_COURT)) {
    const words = (m[1] ?? m[2] ?? '').split(/\s+/);
    for (const name of [words.join(' '), m[1] ? (words[0] ?? '') : (words.at(-1) ?? '')]) {
      const hit = placeName(name) ? stateOfPlace(name, 'city', prefer) : null;
      if (hit && hit.zips >= BIG_PLACE_ZIPS) return hit.state as UsStateCode;
    }
  }
  return null;
}

export type Slots = {
  state: UsStateCode | null;
  stateFromQuestion: boolean;
  served: boolean;
  /**
   * A judgment already entered, and what the question says of it: money taken or frozen, the
   * judgment to be undone, a court's order to come in; `first`, it is what the person asks about
   * (they were served, or want it undone, or were ordered in), said before the card.
   */
  judgment: { first: boolean; seized: boolean; undo: boolean; order: boolean } | null;
  /** The person's bankruptcy is filed. */
  bankruptcy: boolean;
  /** The person is or was on active military duty. */
  military: boolean;
  arrest: boolean;
  /** What the person says they mean to do that would hurt them: each is warned against, first. */
  risks: RiskyPlan[];
  /** A settlement's balance and price, when the question gives them and asks about taxes. */
  settlement: SettlementFigures | null;
  /** What the person owed and owned just before a debt was forgiven, when the question gives both. */
  insolvency: Insolvency | null;
  benefits: boolean;
  limitations: boolean;
  /** The question is about a garnishment of pay. */
  wages: boolean;
  /** The question is about a criminal, traffic or family case: not a consumer debt. */
  notADebtCase: boolean;
  /** The day the question says they were served (ISO), when it gives one; the earlier of two. */
  servedOn: string | null;
  /** The other day it may have been, when the person was not sure ("nov 10 or 11"). */
  servedOrElse: string | null;
  /** A date the court set for the person to appear, when the question gives one. */
  courtDate: string | null;
  /** The day the question was asked (ISO). */
  today: string;
  /** The take-home pay the question gives, per period ("$620 a week"), when it asks about taking it. */
  pay: { cents: number; period: PayPeriod } | null;
  /** The person supports a child or other dependent. */
  headOfFamily: boolean;
  /** When the person last paid the debt (or it went unpaid), as the question gives it: what the state's time limit runs from. */
  lastPaid: { year: number; month: number | null; monthsAgo: number } | null;
  /** The debt is a loan or other signed contract rather than a card or open account. */
  writtenContract: boolean;
  /** How the papers came, as the question tells it; in person unless it says otherwise. */
  servedHow: ServiceMethod;
  /** The court the question names, of the case's state ("general district court", "small claims"). */
  court: CourtLevel | null;
};

/** "my last payment was in March 2021", "haven't paid since 2018", "mi último pago fue en marzo de 2021", "dejé de pagar en 2019". */
const LAST_PAID =
  /\b(?:last (?:payment|paid|pay|time i paid)|(?:stopped|quit) paying|(?:haven'?t|have not|never) paid (?:anything |a dime |it )?since|defaulted|charged? ?off|ultimo pago|deje de pagar|no (?:he )?pag\w* desde|no pago desde)\b[^.?!]{0,30}?\b(?:(?:in|on|of|en|de|fue|was|back)\s+)*(?:([a-z]+)\s+(?:de\s+|of\s+)?)?((?:19|20)\d{2})\b/;
const WRITTEN_CONTRACT = /\b(loan|promissory|contract|auto|car note|prestamo|contrato)\b/;

function lastPaidIn(folded: string, now: Date): Slots['lastPaid'] {
  const m = LAST_PAID.exec(folded);
  if (!m) return null;
  const year = Number(m[2]);
  const month = m[1] ? (MONTHS[m[1]] ?? null) : null;
  // Without a month, the year's last month: the shortest the debt can have aged.
  const monthsAgo = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - (month ?? 12));
  return monthsAgo >= 0 ? { year, month, monthsAgo } : null;
}

const BY_MAIL = /\b(certified mail|by mail|in the mail|through the mail|mailed|registered mail|por correo|correo certificado)\b/;
const NOT_IN_PERSON =
  /\b(left (?:it |them |the papers |a copy )?(?:with|at|on|in)|left (?:\w+ ){1,5}?(?:with|w\/?) (?:my|our|his|her|a|the|someone|somebody)\b|(?:gave|handed|delivered) (?:\w+ ){0,4}?to (?:my|our|his|her|their) (?:wife|husband|spouse|partner|mom|mother|dad|father|roommate|son|daughter|sister|brother|girlfriend|boyfriend|neighbou?r|kid|teen)\b|taped|posted (?:on|to)|stuck (?:on|in)|substituted|dejaron (?:los papeles |la demanda )?(?:con|en|pegad)|(?:le|se (?:los|las|la|lo)) (?:entregaron|dieron|dejaron) a (?:mi|su)|le dieron a mi|peg\w* (?:\w+ ){0,3}?(?:en|a) la puerta)\b/;
const OUT_OF_STATE = /\b(out of state|out-of-state|outside (?:of )?(?:the )?state|fuera del estado)\b/;
/** Words before another state that say the papers were handed over there: "served me in Oregon", "I live in Nevada". */
const SERVED_THERE =
  /\b(?:served|handed|delivered|gave|live|living|lives|moved|relocated|notificaron|entregaron|vivo|me mude|nos mudamos)\b[^.?!]{0,30}?\b(?:in|at|en|to|a)\s+(?:[a-z]+\s+){0,2}$/;

/** How the papers came: by mail, left with someone or at the door, handed over outside the case's state, or in person. */
function servedHowIn(question: string, folded: string, state: UsStateCode | null): ServiceMethod {
  // Papers left with someone and then mailed are substituted service, not service by mail (blind set J).
  if (NOT_IN_PERSON.test(folded)) return 'not_in_person';
  if (BY_MAIL.test(folded)) return 'mail';
  const elsewhere = statesIn(question).filter((code) => code !== state);
  const handedElsewhere = elsewhere.some((code) => stateNamedAt(folded, code).at.some((i) => SERVED_THERE.test(folded.slice(Math.max(0, i - 50), i))));
  if (OUT_OF_STATE.test(folded) || handedElsewhere) return 'outside_state';
  return 'in_person';
}

/** A question comparing courts ("small claims or regular court?") names none of them as the person's. */
const COMPARES_COURTS = /\b(?:difference|differences|vs|versus|compared?|regular court|normal court|other court|diferencia|corte normal|corte regular)\b/;

/** The court of the case's state the question names, the longest name winning ("general district" over "district"). */
function courtNamedIn(folded: string, state: UsStateCode | null): CourtLevel | null {
  const j = state ? jurisdictionOf(state) : null;
  if (!j) return null;
  // A court is named by its full name or by its branch alone: "small claims" for "Circuit Court, small claims".
  const named = j.courts
    .flatMap((court) => {
      const full = foldAccents(plainCourtName(court)).toLowerCase();
      const branch = full.includes(',')
        ? full
            .slice(full.indexOf(',') + 1)
            .replace(/\b(?:branch|division|session|part|docket)$/, '')
            .trim()
        : '';
      return [full.replace(/\s+court$/, ''), ...(COMPARES_COURTS.test(folded) ? [] : [branch, ...(full.includes('small claims') ? ['small claims'] : [])])]
        .filter((name) => name !== '')
        .map((name) => ({ court, name }));
    })
    .filter(({ name }) => name.length > 3 && saysWords(folded, name))
    .sort((a, b) => b.name.length - a.name.length);
  // Or the case named as its papers call it: a Texas "debt claim" is heard by a justice court.
  return named[0]?.court ?? j.courts.find((court) => court.caseWords?.some((words) => saysWords(folded, words))) ?? null;
}

/** Whether the folded question says these words whole ("justice" in "a justice court", not in "injustice"). */
function saysWords(folded: string, words: string): boolean {
  return new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(folded);
}

/**
 * Take-home pay written with its period: "I take home $620 a week", "$1,400 net every two weeks",
 * "gano 500 dolares limpios a la semana". Garnishment is counted on pay after the deductions the law
 * requires, so a figure not said to be take-home (gross, or just "I make") is not counted.
 */
const PAY =
  /(?:\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))? (?:dollars|dolares|bucks))(?: (?:take ?home|net|after taxes?|neto|netos|limpio|limpios|libres?))? ?(?:(?:a|an|per|each|every|cada|por|a la|al|\/) ?)?(twice a month|two weeks|other week|2 weeks|biweekly|bi-weekly|week|wk|weekly|dos semanas|quincena|semana|semanal(?:es)?|month|monthly|mes|mensual(?:es)?)\b/;
const TAKE_HOME =
  /\b(take ?home|took home|net|after taxes?|after deductions|disposable|neto|netos|limpio|limpios|despues de (?:impuestos|taxes|los taxes|descuentos)|libre de impuestos)\b/;
const GROSS = /\b(gross|before taxes?|pre-?tax|bruto|brutos|antes de impuestos)\b/;
/** Money that is not wages: a benefit is protected by its own law, never by the wage limit. */
const NOT_WAGES =
  /\b(ssdi|ssi|social security|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|alimony|seguro social|discapacidad|desempleo|manutencion|jubilacion|pension|beneficios?)\b/;
/** A head of family: providing more than half the support of a child or other dependent. */
const HEAD_OF_FAMILY =
  /\b(kids?|children|child|son|daughter|dependents?|single (?:mom|mother|dad|father|parent)|head of (?:the )?(?:family|household)|support my|hijos?|hijas?|ninos|ninas|nino|nina|chamacos|chiquitos|madre soltera|padre soltero|mama soltera|papa soltero|jefe de familia|jefa de familia|jefe de hogar|jefa de hogar|mantengo a)\b/;

const PERIOD_OF: Record<string, PayPeriod> = {
  'twice a month': 'half_month',
  quincena: 'half_month',
  'two weeks': 'two_weeks',
  'other week': 'two_weeks',
  '2 weeks': 'two_weeks',
  biweekly: 'two_weeks',
  'bi-weekly': 'two_weeks',
  'dos semanas': 'two_weeks',
  month: 'month',
  monthly: 'month',
  mes: 'month',
};
function payIn(folded: string): Slots['pay'] {
  const m = PAY.exec(folded);
  if (!m || NOT_WAGES.test(folded) || GROSS.test(folded) || !TAKE_HOME.test(folded)) return null;
  const dollars = Number((m[1] ?? m[3] ?? '0').replace(/,/g, ''));
  const cents = dollarsToCents(dollars) + Number(m[2] ?? m[4] ?? 0);
  const word = m[5] ?? 'week';
  const period = PERIOD_OF[word] ?? (/^mensual/.test(word) ? 'month' : 'week');
  return cents > 0 ? { cents, period } : null;
}

/** The moment on the asker's device, when it sent a valid one; else the server's. */
export function askedAt(currentDateTime: string | undefined): Date {
  const at = currentDateTime ? new Date(currentDateTime) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}

/** A settlement's figures and the insolvency test on them, as the question gives them. */
function figuresOfASettlement(folded: string): Pick<Slots, 'settlement' | 'insolvency'> {
  const settlement = settlementFiguresIn(folded);
  return { settlement, insolvency: insolvencyIn(folded, settlement) };
}

/** The state the question names wins over the account's: a person sued where they used to live. */
export function slotsOf(question: string, accountState: string | null | undefined, now: Date): Slots {
  const folded = withoutSocialSecurityAsANumber(foldAccents(question).toLowerCase());
  const named = courtStateOf(question);
  const account = accountState && jurisdictionOf(accountState) ? (accountState as UsStateCode) : null;
  // A state named with its court wins; then the court or place named ("General District Court", "Cook
  // County", "a court in Detroit"); then a state named otherwise; then the big city the person lives
  // or works in ("vivo en Miami"); then the account's.
  const placed = named?.byCourt ? null : (stateOfCourtPlace(folded, [named?.state, account]) ?? (named ? null : stateOfOwnPlace(folded, [account])));
  const state = (named?.byCourt ? named.state : null) ?? placed ?? named?.state ?? account;
  const servedWords = SERVED.test(folded) || ANSWER_DEADLINE.test(folded) || CIVIL_WARRANT.test(folded);
  const judged = JUDGMENT_ENTERED.test(folded);
  return {
    state,
    stateFromQuestion: named !== undefined || placed !== null,
    // After a judgment the time to answer is over: the person is not "being sued" but collected from.
    served: !judged && servedWords,
    judgment: judged ? judgmentOf(folded, servedWords) : null,
    bankruptcy: !judged && BANKRUPTCY_FILED.test(folded),
    military: MILITARY.test(folded),
    arrest: ARREST.test(folded.replace(CIVIL_WARRANT, ' ')),
    risks: risksIn(folded),
    ...figuresOfASettlement(folded),
    ...questionDates(folded, now),
    pay: SEIZE.test(folded) ? payIn(folded) : null,
    headOfFamily: HEAD_OF_FAMILY.test(folded),
    lastPaid: lastPaidIn(folded, now),
    writtenContract: WRITTEN_CONTRACT.test(folded),
    benefits: BENEFITS.test(folded) && SEIZE.test(folded),
    limitations: LIMITATIONS.test(folded),
    wages: (WAGES.test(folded) && SEIZE.test(folded)) || EMPLOYER_GARNISHES.test(folded),
    // A collector who threatens to call immigration is a debt question (blind set I): only a case with no collector in it is not ours.
    notADebtCase: NOT_A_DEBT_CASE.test(folded) && !COLLECTOR_NAMED.test(folded),
    servedHow: servedHowIn(question, folded, state),
    court: courtNamedIn(folded, state),
  };
}

// ---------------------------------------------------------------------------------------------
// Overlays: said with every answer whose card or question calls for them.

export const OVERLAY_WORDS = {
  en: {
    servedHead: 'If you were served with a lawsuit:',
    deadlineKnown: (state: string, rules: string[]) => `In ${state}, the deadline to answer depends on the court: ${rules.join(' ')}`,
    deadlineUnknown:
      "The deadline to answer depends on your state and your court; it is counted from the day you were served, or set as a date on the summons. Tell me your state and I'll give you its rule.",
    check: 'The date on your summons governs; the court clerk can confirm it.',
    answer:
      "File a written Answer with the court by that deadline and send a copy to the plaintiff's lawyer. A call or letter to the collector does not count as answering.",
    consequence:
      'If you do not answer in time, the court can enter a default judgment against you, which can lead to wage garnishment or a frozen bank account.',
    consequenceNoWages: (state: string, citation: string) =>
      `If you do not answer in time, the court can enter a default judgment against you. ${state} does not allow wages to be garnished for most consumer debts (${citation}), but a judgment can still freeze a bank account or become a lien on property.`,
    dueBy: (date: string) => `Last day: ${date}.`,
    dueSoon: (days: number) =>
      `That is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`}: file your written Answer by then, today if you can, and before the hour the rule above names when it names one.`,
    duePassed:
      'If that day has passed, act today: ask the clerk whether a default judgment has been entered. Until one is, many courts still accept a late Answer; after one, you can ask the court to set it aside, and legal aid can help you do it quickly.',
    servedOn: (date: string, how: string | null) =>
      `(Counted from ${date}, the service date you gave${how ? `, as ${how}` : ''}; a weekend or court holiday moves the last day to the next court day.)`,
    courtDate: (date: string) =>
      `Your papers set a court date: ${date}. That date is your deadline: counting days from when you were served does not move it, whatever anyone tells you.`,
    courtDateBesides: (date: string) =>
      `Your papers also set a court date: ${date}. Go to it, but where your court counts the written Answer's deadline in days from service (above), do not wait for it: a missed Answer can bring a default judgment before the hearing.`,
    servedOrElse: (date: string) =>
      `You were not sure of the day, so this counts from the earlier one; if it was ${date}, the last day may be a day later. The proof of service in the court file shows the real date: the clerk can tell you. File by the earlier last day to be safe.`,
    summonsCourt: 'That court sets a date on the summons instead of a number of days.',
    returnDate: (date: string) =>
      `Your papers set a return date: ${date}. It is not a hearing, and no one goes to court that day: it is the date your papers must be filed by. Counting days from when you were served does not move it.`,
    fileBy:
      "File an appearance with the court by that date, on the court's own form where it has one, with your written Answer if you can, and send a copy to the plaintiff's lawyer. You do not need to take off work to go to court that day. If nothing is filed, the court can enter a default judgment against you.",
    appear:
      'Go to court on that date and time (some courts also ask you to file an appearance or a written answer before it; the summons says). If you cannot go, call the clerk before that date to ask how to get a new one. If you do not appear, the court can enter a default judgment against you.',
    arrest:
      "You cannot be jailed for owing a consumer debt. But a court order is different: if a court orders you to appear (for example at a debtor's exam after a judgment) and you do not go, the judge can hold you in contempt and, in some states, issue a warrant for your arrest. Always go to court when ordered.",
    benefits: [
      'Social Security, SSI and VA benefits are protected from private creditors and debt collectors: they cannot garnish or levy them (42 U.S.C. §407, §1383(d)(1); 38 U.S.C. §5301). When these are deposited directly, your bank must automatically protect two months of them (31 C.F.R. part 212).',
      'Social Security (retirement, survivors and SSDI) can still be taken: by the Treasury for defaulted federal student loans and other non-tax federal debts (up to 15%, leaving you at least $750 a month), by the IRS for unpaid federal taxes (up to 15%, without that floor), and for child support or alimony.',
      'SSI cannot be taken for any of those: not by creditors, not for federal debts, not for child support.',
      'VA benefits cannot be taken by creditors or for federal debt offsets; VA disability pay can be reached for child support or alimony only where it replaces military retired pay the veteran gave up, and the family can ask the VA for an apportionment.',
    ],
    limitationKnown: (state: string, open: string, written: string, revival: string) =>
      `In ${state}, the time limit to sue is ${open} for a credit card or other open account and ${written} for a signed written contract. ${revival}`,
    limitationUnknown:
      'Each state sets its own time limit to sue on a debt, usually between 3 and 10 years depending on the state and the kind of debt. Tell me your state and I will give you its period.',
    years: (n: number, citation: string) => `${n} years (${citation})`,
    kindOpen: 'a credit card or other open account',
    kindWritten: 'a loan or other signed contract',
    debtAgeRun: (when: string, years: number, state: string, limit: number, kind: string, citation: string) =>
      `Your last payment in ${when} was about ${years} years ago, longer than ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): the debt looks too old to sue on (time-barred). Check the date on your own statements before you do anything, and do not pay or sign anything until you have.`,
    debtAgeNoSuit:
      'A collector may not sue or threaten to sue you on a time-barred debt (12 C.F.R. § 1006.26(b)); if you are sued anyway, the time limit is a defense you must raise in your written Answer.',
    debtAgeOpen: (when: string, state: string, limit: number, kind: string, citation: string, until: string) =>
      `Your last payment in ${when} is within ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): you can still be sued on it until about ${until}.`,
    debtAgeClose: (when: string, state: string, limit: number, kind: string, citation: string) =>
      `Your last payment in ${when} is close to ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): the exact date of that payment decides whether it has run, so find it on your statements before you pay or promise anything.`,
    legalAid: 'Free legal help: your local legal aid office (find it at LawHelp.org) or your court’s self-help center.',
    judgmentHead:
      'A judgment has already been entered, so the time to answer the lawsuit is over: what counts now are the deadlines that come after a judgment.',
    judgmentCourtDate: (date: string) => `Your papers set a court date: ${date}. Go to it.`,
    judgmentExemption:
      'To keep exempt money from a levy or garnishment (benefits, part of your pay, what your state protects), file the claim of exemption that came with the notice, by the date the notice gives: often only 10 to 20 days from when it was served or mailed, so this week.',
    judgmentSetAside:
      'To undo the judgment, ask the court that entered it to set it aside. If you were never properly served (for example, "served by publication" although you lived at a known address), say so: a judgment without valid service can be void. Other reasons, such as an illness or a mistake, have a time limit counted from the judgment, in some states only 90 days or six months, so file as soon as you can.',
    judgmentMilitary:
      'A default judgment entered while you were on active military duty can be reopened under the Servicemembers Civil Relief Act if your service kept you from defending and you have a defense: apply within 90 days after your service ended (50 U.S.C. § 3931(g)).',
    judgmentOrders:
      'If the court orders you to come in (a citation to discover assets, a debtor’s exam, a rule to show cause), go and tell the truth: nobody is jailed for the debt itself, but ignoring the court’s order can bring contempt and an order for your arrest.',
    bankruptcy: [
      'You have filed for bankruptcy: the automatic stay (11 U.S.C. § 362) bars collection calls and any new lawsuit on a debt from before the filing, whether or not your plan is confirmed, and a creditor who knowingly breaks it can owe you damages.',
      'Do not simply ignore the papers: today, tell your bankruptcy lawyer (or the trustee) and file a notice of bankruptcy with the court that sent them, with your case number, before the answer deadline below.',
    ],
    period: { week: 'week', two_weeks: 'two weeks', half_month: 'half month', month: 'month' } satisfies Record<PayPeriod, string>,
    californiaCap: (pay: string, per: string, cap: string, fifth: string, floor: string, above: string) =>
      `On ${pay} a ${per} of take-home pay, California lets a creditor with a judgment garnish at most ${cap} a ${per}: the lesser of 20% of it (${fifth}) and 40% of what is above 48 times the state minimum wage (${floor}): ${above} (Cal. Code Civ. Proc. § 706.050). A higher local minimum wage where you work protects more, and you can claim more as needed to support your family (form WG-006).`,
    wageCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `On ${pay} a ${per} of take-home pay (after taxes and the other deductions the law requires), a creditor with a court judgment can garnish at most ${cap} a ${per}: the lesser of 25% of it (${quarter}) and what is above ${floor} (${above}) (15 U.S.C. § 1673, which your state follows). A creditor needs the judgment first, and money such as Social Security that is not wages is protected by its own law. Other exemptions may protect more, but you have to claim them with the court.`,
    headOfFamilyAll: (weekly: string) => `On ${weekly} a week, that is all of your pay: none of it can be taken once you claim it.`,
    claimBy: (from: string, days: number, by: string) =>
      `Counting ${days} days from ${from}, the day you said the notice came, file the claim of exemption (sworn, as head of family) with the court by ${by}, send a copy to the creditor's lawyer, and tell your employer.`,
    headOfFamily: (state: string, limit: string, citation: string, claimDays: number) =>
      `In ${state}, if you provide more than half the support of a child or other dependent (head of family), pay of ${limit} a week or less cannot be garnished at all, and pay above that only if you agreed to it in writing (${citation}); this protection is not automatic: you must claim it, usually within ${claimDays} days of the garnishment notice.`,
    wagesBarred: (state: string, citation: string) =>
      `In ${state}, wages cannot be garnished for consumer debts such as credit cards, personal loans or medical bills (${citation}). The exceptions are child support, taxes and federal student loans. A collector who says it will take part of your paycheck for such a debt is threatening what it cannot do; you can report it to the CFPB and your state attorney general.`,
    notADebtCase:
      'That sounds like a criminal, traffic, family, eviction or immigration matter, not a consumer debt, so I cannot help with it here, and a Debt Answer is not the right response. Go to every court date on your papers. For a criminal charge, ask the court about a public defender. An eviction has short deadlines, often days, not weeks: contact your local legal aid office or tenant help line today. For immigration, see an immigration attorney or a representative accredited by the Department of Justice, never a notario. Your local legal aid office (LawHelp.org) or the court’s self-help center can point you to the right help.',
    notALawyer: "I'm not a lawyer, and this is general information, not legal advice for your situation.",
    otherQuestion: 'You also asked:',
    source: 'Source',
    languageNote: '',
    fallback: (topics: string) =>
      `I don't know the answer to that, and I won't guess. The closest topics I can help with: ${topics}. For your own situation, free legal help is available from your local legal aid office (LawHelp.org).`,
  },
  es: {
    servedHead: 'Si le notificaron una demanda:',
    deadlineKnown: (state: string, rules: string[]) => `En ${state}, el plazo para contestar depende del tribunal: ${rules.join(' ')}`,
    deadlineUnknown:
      'El plazo para contestar depende de su estado y de su tribunal; se cuenta desde el día en que le entregaron la demanda, o la citación fija una fecha. Dígame su estado y le daré su regla.',
    check: 'La fecha de su citación es la que rige; el secretario del tribunal puede confirmarla.',
    answer:
      'Presente una Contestación por escrito ante el tribunal antes de ese plazo y envíe una copia al abogado del demandante. Una llamada o una carta al cobrador no cuenta como contestar.',
    consequence:
      'Si no contesta a tiempo, el tribunal puede dictar una sentencia en rebeldía en su contra, y con ella pueden embargarle el sueldo o congelarle la cuenta del banco.',
    consequenceNoWages: (state: string, citation: string) =>
      `Si no contesta a tiempo, el tribunal puede dictar una sentencia en rebeldía en su contra. ${state} no permite embargar el sueldo por la mayoría de las deudas de consumo (${citation}), pero una sentencia sí puede congelar una cuenta del banco o gravar una propiedad.`,
    dueBy: (date: string) => `Último día: ${date}.`,
    dueSoon: (days: number) =>
      `Eso es ${days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`}: presente su respuesta escrita para entonces, hoy si puede, y antes de la hora que indica la regla de arriba cuando indica una.`,
    duePassed:
      'Si ese día ya pasó, actúe hoy: pregunte en la secretaría si ya dictaron una sentencia en rebeldía. Mientras no la haya, muchos tribunales todavía aceptan una respuesta tardía; si ya la hay, puede pedir que la anulen, y la asistencia legal puede ayudarle a hacerlo pronto.',
    servedOn: (date: string, how: string | null) =>
      `(Contado desde el ${date}, la fecha de entrega que usted indicó${how ? `, como ${how}` : ''}; si el último día cae en fin de semana o feriado del tribunal, pasa al siguiente día hábil.)`,
    courtDate: (date: string) =>
      `Sus papeles fijan una fecha en el tribunal: ${date}. Esa fecha es su plazo: contar días desde que lo notificaron no la cambia, le diga lo que le diga quien sea.`,
    courtDateBesides: (date: string) =>
      `Sus papeles también fijan una fecha en el tribunal: ${date}. Vaya ese día, pero si su tribunal cuenta el plazo de la respuesta escrita en días desde la notificación (arriba), no espere hasta entonces: si no contesta a tiempo pueden dictar una sentencia en rebeldía antes de la audiencia.`,
    servedOrElse: (date: string) =>
      `Usted no estaba seguro del día, así que esto cuenta desde el más temprano; si fue el ${date}, el último día puede ser un día después. La constancia de notificación en el expediente muestra la fecha real: el secretario del tribunal se la puede decir. Presente su respuesta antes del último día más temprano, por seguridad.`,
    summonsCourt: 'Ese tribunal fija una fecha en la citación en lugar de un número de días.',
    returnDate: (date: string) =>
      `Sus papeles fijan una fecha de retorno (return date): ${date}. No es una audiencia y nadie tiene que ir al tribunal ese día: es la fecha para la que deben estar presentados sus papeles. Contar días desde que lo notificaron no la cambia.`,
    fileBy:
      'Presente una comparecencia (appearance) ante el tribunal para esa fecha, en el formulario del tribunal si tiene uno, con su respuesta por escrito si puede, y envíe una copia al abogado del demandante. No necesita faltar al trabajo para ir al tribunal ese día. Si no presenta nada, el tribunal puede dictar una sentencia en rebeldía en su contra.',
    appear:
      'Preséntese en el tribunal ese día y a esa hora (algunos tribunales también piden presentar una comparecencia o una respuesta por escrito antes; la citación lo dice). Si no puede ir, llame al secretario del tribunal antes de esa fecha para pedir otra. Si no se presenta, el tribunal puede dictar una sentencia en rebeldía en su contra.',
    arrest:
      'No lo pueden meter en la cárcel por deber una deuda de consumo. Pero una orden del tribunal es otra cosa: si el juez le ordena presentarse (por ejemplo, a un interrogatorio sobre sus bienes después de una sentencia) y usted no va, puede declararlo en desacato y, en algunos estados, ordenar su arresto. Vaya siempre al tribunal cuando se lo ordenen.',
    benefits: [
      'El Seguro Social, el SSI y los beneficios de la VA están protegidos frente a acreedores privados y cobradores: no pueden embargarlos (42 U.S.C. §407, §1383(d)(1); 38 U.S.C. §5301). Si se depositan directamente, su banco debe proteger automáticamente dos meses de esos depósitos (31 C.F.R. parte 212).',
      'El Seguro Social (jubilación, sobrevivientes y SSDI) sí se puede tomar: el Tesoro, por préstamos estudiantiles federales en mora y otras deudas federales que no son impuestos (hasta el 15%, dejándole al menos $750 al mes); el IRS, por impuestos federales no pagados (hasta el 15%, sin ese mínimo); y por manutención de menores o pensión alimenticia.',
      'El SSI no se puede tomar por ninguna de esas razones: ni por acreedores, ni por deudas federales, ni por manutención.',
      'Los beneficios de la VA no se pueden tomar por acreedores ni por deudas federales; la compensación por discapacidad de la VA solo se alcanza por manutención cuando reemplaza la pensión militar de retiro a la que el veterano renunció, y la familia puede pedir a la VA una parte del beneficio (prorrateo).',
    ],
    limitationKnown: (state: string, open: string, written: string, revival: string) =>
      `En ${state}, el plazo para demandar es de ${open} para una tarjeta de crédito u otra cuenta abierta y de ${written} para un contrato escrito firmado. ${revival}`,
    limitationUnknown:
      'Cada estado fija su propio plazo para demandar por una deuda, por lo general entre 3 y 10 años según el estado y el tipo de deuda. Dígame su estado y le diré su plazo.',
    years: (n: number, citation: string) => `${n} años (${citation})`,
    kindOpen: 'una tarjeta de crédito u otra cuenta abierta',
    kindWritten: 'un préstamo u otro contrato firmado',
    debtAgeRun: (when: string, years: number, state: string, limit: number, kind: string, citation: string) =>
      `Su último pago, en ${when}, fue hace unos ${years} años, más que el plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): la deuda parece demasiado vieja para una demanda (prescrita). Confirme la fecha en sus propios estados de cuenta antes de hacer nada, y no pague ni firme nada hasta entonces.`,
    debtAgeNoSuit:
      'Un cobrador no puede demandarle ni amenazar con demandarle por una deuda prescrita (12 C.F.R. § 1006.26(b)); si aun así lo demandan, el plazo vencido es una defensa que debe presentar en su respuesta escrita.',
    debtAgeOpen: (when: string, state: string, limit: number, kind: string, citation: string, until: string) =>
      `Su último pago, en ${when}, está dentro del plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): todavía pueden demandarle hasta aproximadamente ${until}.`,
    debtAgeClose: (when: string, state: string, limit: number, kind: string, citation: string) =>
      `Su último pago, en ${when}, está cerca del plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): la fecha exacta de ese pago decide si ya venció; búsquela en sus estados de cuenta antes de pagar o prometer nada.`,
    legalAid: 'Ayuda legal gratuita: la oficina de asistencia legal de su zona (búsquela en LawHelp.org) o el centro de autoayuda de su tribunal.',
    judgmentHead:
      'Ya hay una sentencia, así que el plazo para contestar la demanda terminó: lo que cuenta ahora son los plazos que vienen después de una sentencia.',
    judgmentCourtDate: (date: string) => `Sus papeles fijan una fecha en el tribunal: ${date}. Vaya.`,
    judgmentExemption:
      'Para proteger el dinero exento de un embargo (beneficios, parte de su sueldo, lo que su estado protege), presente el reclamo de exención (claim of exemption) que vino con el aviso, antes de la fecha que indica el aviso: muchas veces son solo 10 a 20 días desde que se lo entregaron o enviaron, así que esta semana.',
    judgmentSetAside:
      'Para anular la sentencia, pídale al tribunal que la dictó que la deje sin efecto. Si nunca le entregaron la demanda como se debe, dígalo: una sentencia sin notificación válida puede ser nula. Otros motivos, como una enfermedad o un error, tienen un plazo contado desde la sentencia, en algunos estados de solo 90 días o seis meses, así que preséntela cuanto antes.',
    judgmentMilitary:
      'Una sentencia en rebeldía dictada mientras usted estaba en servicio militar activo puede reabrirse bajo la ley de protección civil de los militares (Servicemembers Civil Relief Act) si su servicio le impidió defenderse y tiene una defensa: pídalo dentro de los 90 días después de terminar el servicio (50 U.S.C. § 3931(g)).',
    judgmentOrders:
      'Si el tribunal le ordena presentarse (una citación para descubrir bienes, un examen del deudor, una orden para mostrar causa), vaya y diga la verdad: nadie va a la cárcel por la deuda, pero no cumplir la orden del tribunal puede traer desacato y una orden de arresto.',
    bankruptcy: [
      'Usted ya se declaró en bancarrota: la suspensión automática (11 U.S.C. § 362) prohíbe las llamadas de cobro y cualquier demanda nueva por una deuda anterior a la bancarrota, esté o no confirmado su plan, y el acreedor que la viole a sabiendas puede deberle daños.',
      'No ignore los papeles: hoy mismo avise a su abogado de bancarrota (o al síndico) y presente un aviso de bancarrota ante el tribunal que se los envió, con su número de caso, antes del plazo para contestar que aparece abajo.',
    ],
    period: { week: 'semana', two_weeks: 'dos semanas', half_month: 'quincena', month: 'mes' } satisfies Record<PayPeriod, string>,
    californiaCap: (pay: string, per: string, cap: string, fifth: string, floor: string, above: string) =>
      `Con ${pay} por ${per} de sueldo neto, en California un acreedor con una sentencia puede embargar como máximo ${cap} por ${per}: lo menor entre el 20% (${fifth}) y el 40% de lo que pasa de 48 veces el salario mínimo estatal (${floor}): ${above} (Cal. Code Civ. Proc. § 706.050). Un salario mínimo local más alto donde usted trabaja le protege más, y puede reclamar más si lo necesita para mantener a su familia (formulario WG-006).`,
    wageCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `Con ${pay} por ${per} de sueldo neto (después de impuestos y de los descuentos que exige la ley), un acreedor con una sentencia del tribunal puede embargar como máximo ${cap} por ${per}: lo menor entre el 25% (${quarter}) y lo que pasa de ${floor} (${above}) (15 U.S.C. § 1673, que su estado sigue). El acreedor necesita primero la sentencia, y el dinero que no es sueldo, como el Seguro Social, está protegido por su propia ley. Otras exenciones pueden protegerle más, pero hay que reclamarlas ante el tribunal.`,
    headOfFamilyAll: (weekly: string) => `Con ${weekly} por semana, eso es todo su sueldo: no le pueden quitar nada una vez que lo reclame.`,
    claimBy: (from: string, days: number, by: string) =>
      `Contando ${days} días desde el ${from}, el día en que usted dijo que le llegó el aviso, presente el reclamo de exención (jurado, como jefa o jefe de familia) en el tribunal a más tardar el ${by}, mande una copia al abogado del acreedor y avísele a su empleador.`,
    headOfFamily: (state: string, limit: string, citation: string, claimDays: number) =>
      `En ${state}, si usted mantiene más de la mitad de los gastos de un hijo u otro dependiente (jefe de familia), un sueldo de ${limit} por semana o menos no se puede embargar, y lo que pase de esa cantidad solo si usted lo aceptó por escrito (${citation}); esta protección no es automática: debe reclamarla, normalmente dentro de los ${claimDays} días del aviso de embargo.`,
    wagesBarred: (state: string, citation: string) =>
      `En ${state} no se puede embargar el sueldo por deudas de consumo, como tarjetas de crédito, préstamos personales o facturas médicas (${citation}). Las excepciones son la manutención de hijos, los impuestos y los préstamos estudiantiles federales. Un cobrador que dice que le quitará parte de su cheque por una deuda así amenaza con algo que no puede hacer; puede reportarlo a la CFPB y al procurador general de su estado.`,
    notADebtCase:
      'Eso parece un asunto penal, de tránsito, de familia, de desalojo o de inmigración, no una deuda de consumo, así que no puedo ayudarle con eso aquí, y una Contestación de deuda no es la respuesta correcta. Vaya a cada fecha de corte que indiquen sus papeles. Para un cargo penal, pregunte en la corte por un defensor público. Un desalojo tiene plazos cortos, a menudo de días: comuníquese hoy con la oficina de asistencia legal o la línea de ayuda para inquilinos de su zona. Para inmigración, consulte a un abogado de inmigración o a un representante acreditado por el Departamento de Justicia, nunca a un notario. La oficina de asistencia legal de su zona (LawHelp.org) o el centro de autoayuda de la corte pueden indicarle dónde pedir ayuda.',
    notALawyer: 'No soy abogado, y esta es información general, no asesoría legal para su situación.',
    otherQuestion: 'También preguntó:',
    source: 'Fuente',
    languageNote: '',
    fallback: (topics: string) =>
      `No sé la respuesta a eso, y no quiero adivinar. Los temas más cercanos con los que puedo ayudarle: ${topics}. Para su situación, puede recibir ayuda legal gratuita en la oficina de asistencia legal de su zona (LawHelp.org).`,
  },
} satisfies Record<Language, unknown>;

/** Whether a payment can restart the state's time limit for a consumer debt (shared `revivalKind`); unknown without a state. */
export function paymentCanRevive(state: UsStateCode | null): boolean | null {
  const j = state ? jurisdictionOf(state) : null;
  return j ? revivalKind(j) === 'payment_or_writing' : null;
}

/** Revival is worded in English in the jurisdictions table; Spanish says the same rule by its kind (shared `revivalKind`). */
const REVIVAL_ES: Record<RevivalKind, (citation: string) => string> = {
  none: (c) => `Allí, un pago o un reconocimiento de la deuda no reinicia el plazo para una deuda de consumo (${c}).`,
  writing: (c) =>
    `Un reconocimiento por escrito o una promesa de pago firmada por usted puede reiniciar el plazo; no suponga que hacer un pago es seguro (${c}).`,
  payment_or_writing: (c) => `Un pago, aunque sea pequeño, o un reconocimiento por escrito puede reiniciar el plazo (${c}).`,
};

const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The deadline to answer in the case's state: the court the question names, else every court that
 * hears debt cases there; each day counted from the service date given, the way the papers came.
 */
function deadlineLines(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const { state, servedOn, servedHow } = slots;
  // A date the court set is the deadline where the court answers by the summons' date; elsewhere it is a hearing besides.
  if (courtDateGoverns(slots)) return [(summonsDateIsFiling(slots) ? words.returnDate : words.courtDate)(longDate(slots.courtDate, language)), words.check];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.deadlineUnknown];
  const rules = courtsInQuestion(slots).map((court) => {
    const due = servedOn ? dueDate(court.answer, servedOn, state, servedHow) : null;
    return `${court.name}: ${deadlineText(court.answer, language)}${due ? ` ${words.dueBy(longDate(due, language))}` : ''}`;
  });
  const counted = servedOn ? [words.servedOn(longDate(servedOn, language), servedHow === 'in_person' ? null : SERVICE_WORDS[language][servedHow])] : [];
  const unsure = servedOn && slots.servedOrElse ? [words.servedOrElse(longDate(slots.servedOrElse, language))] : [];
  const urgent = urgency(slots);
  const when = urgent === 'passed' ? [words.duePassed] : urgent !== null ? [words.dueSoon(urgent)] : [];
  const hearing = slots.courtDate ? [words.courtDateBesides(longDate(slots.courtDate, language))] : [];
  return [words.deadlineKnown(stateName(state, language), rules), ...counted, ...unsure, ...when, ...hearing, words.check];
}

/**
 * Whether the question gives a date printed on the papers and it is the deadline: only where the court (the one named, else
 * every court of the state that hears debt cases) answers by the summons' return or appearance
 * date. Where a court counts days from service, a hearing date is a second date, never a later
 * deadline (blind set N: a DC summons's 21 days read as "wait for February").
 */
function courtDateGoverns(slots: Slots): slots is Slots & { courtDate: string } {
  if (!slots.courtDate) return false;
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!j) return true;
  return courtsInQuestion(slots).every((court) => court.answer.from === 'summons');
}

/** The courts a deadline is said for: the one the question names, else every court of the case's state that hears debt cases. */
function courtsInQuestion(slots: Slots): readonly CourtLevel[] {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  return slots.court ? [slots.court] : (j?.courts ?? []);
}

/** Whether the summons' date is one to file papers by, with no one going to court (Connecticut's return date), for every court in question. */
function summonsDateIsFiling(slots: Slots): boolean {
  const courts = courtsInQuestion(slots);
  return courts.length > 0 && courts.every((court) => court.answer.from === 'summons' && court.answer.summonsDate === 'filing');
}

/**
 * How near the earliest last day the question's service date gives is: 'passed', or the days left
 * when three or fewer (0 is today); null when further off or unknown. A close or passed deadline
 * changes what to do next: file now, or ask the clerk whether a default was entered.
 */
export function urgency(slots: Slots): 'passed' | number | null {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.servedOn || !slots.state || !j || courtDateGoverns(slots)) return null;
  const dues = courtsInQuestion(slots).map((court) => dueDate(court.answer, slots.servedOn as string, slots.state as UsStateCode, slots.servedHow));
  const earliest = dues.filter((d): d is string => d !== null).sort()[0];
  if (!earliest) return null;
  const days = Math.round((Date.parse(earliest) - Date.parse(slots.today)) / 86_400_000);
  return days < 0 ? 'passed' : days <= 3 ? days : null;
}

/** What the deadline asks: a written Answer by a count of days, or going to court on a date the court set. */
function deadlineKind(slots: Slots): 'answer' | 'appear' | 'file_by' | 'summons_date' {
  if (courtDateGoverns(slots)) return summonsDateIsFiling(slots) ? 'file_by' : 'appear';
  return slots.court?.answer.from === 'summons' ? 'summons_date' : 'answer';
}

/** What to do by the deadline: file a written Answer, or, where the court set a date, go to court that day. */
function answerLine(slots: Slots, language: Language): string {
  const words = OVERLAY_WORDS[language];
  const kind = deadlineKind(slots);
  if (kind === 'file_by') return words.fileBy;
  return kind === 'appear'
    ? words.appear
    : kind === 'summons_date'
      ? `${words.summonsCourt} ${summonsDateIsFiling(slots) ? words.fileBy : words.appear}`
      : words.answer;
}

/** Where the state bars wage garnishment for consumer debts and the question is about pay: said first, for the state. */
function wagesBarredLine(slots: Slots, language: Language): string | null {
  const barred = slots.state ? WAGE_GARNISHMENT_BARRED[slots.state] : undefined;
  return slots.wages && slots.state && barred ? OVERLAY_WORDS[language].wagesBarred(stateName(slots.state, language), barred) : null;
}

/**
 * What can be taken from pay: in Florida, a head of family's pay is protected first, all of it up to
 * the exemption and the rest unless they agreed in writing (Fla. Stat. 222.11(2)(a)-(b); it must be
 * claimed), so no federal figure follows; where the state's limit is the federal one, the federal
 * figure on the take-home pay given; elsewhere nothing is computed (the state protects more, or
 * Parley does not know).
 */
function wageMathLines(slots: Slots, language: Language): string[] {
  if (!slots.state || wagesBarredLine(slots, language)) return [];
  const words = OVERLAY_WORDS[language];
  const family = HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state];
  if (family && slots.headOfFamily && (slots.pay || slots.wages)) {
    const line = words.headOfFamily(stateName(slots.state, language), formatCents(family.cents), family.citation, family.claimDays);
    // The person's own pay and the day the notice came, when the question gives them: how much is safe, and by when to claim it.
    const weekly = slots.pay ? Math.round(slots.pay.cents / PAY_PERIOD_WEEKS[slots.pay.period]) : null;
    const covered = weekly !== null && weekly <= family.cents ? [words.headOfFamilyAll(formatCents(weekly))] : [];
    const by = slots.servedOn
      ? dueDate({ days: family.claimDays, counting: 'calendar', from: 'service', citation: family.citation }, slots.servedOn, slots.state)
      : null;
    const claim = by && slots.servedOn ? [words.claimBy(longDate(slots.servedOn, language), family.claimDays, longDate(by, language))] : [];
    return [line, ...covered, ...claim];
  }
  if (slots.state === 'CA' && slots.pay) {
    const ca = californiaGarnishmentCap(slots.pay.cents, slots.pay.period);
    const per = words.period[slots.pay.period];
    return [
      words.californiaCap(
        formatCents(slots.pay.cents),
        per,
        formatCents(ca.capCents),
        formatCents(ca.fifthCents),
        formatCents(ca.floorCents),
        formatCents(ca.aboveFloorCents),
      ),
    ];
  }
  const rule = STATE_WAGE_RULES[slots.state];
  if (rule && (slots.pay || slots.wages)) return [rule[language]];
  if (!slots.pay || !FEDERAL_GARNISHMENT_LIMIT_STATES.has(slots.state)) return [];
  const { cents, period } = slots.pay;
  const cap = federalGarnishmentCap(cents, period);
  const per = words.period[period];
  return [
    words.wageCap(
      formatCents(cents),
      per,
      formatCents(cap.capCents),
      formatCents(cap.quarterCents),
      formatCents(cap.floorCents),
      formatCents(cap.aboveFloorCents),
    ),
  ];
}

/** Whether the person's state has a wage rule of its own to say without their pay: its limit, or a head of family's exemption they claim. */
function hasOwnWageRule(slots: Slots): boolean {
  if (!slots.state) return false;
  return STATE_WAGE_RULES[slots.state] !== undefined || (slots.headOfFamily && HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state] !== undefined);
}

/** The federal cap on wage garnishment, which does not apply where the state bars it. */
export const FEDERAL_WAGE_CAP = /1673|25 ?%|federal limit|l[ií]mite federal|\$217\.50|\$7\.25/i;

/** What a default judgment can lead to there: not wages where the state bars wage garnishment for consumer debts. */
function consequenceLine(state: UsStateCode | null, language: Language): string {
  const words = OVERLAY_WORDS[language];
  const barred = state ? WAGE_GARNISHMENT_BARRED[state] : undefined;
  return state && barred ? words.consequenceNoWages(stateName(state, language), barred) : words.consequence;
}

/**
 * The state's time limit applied to the date the person last paid: about how long ago that was, and
 * whether the limit has run (then: not to pay or sign before checking, as that state's revival rule
 * says, and that a collector may not sue or threaten to) or until about when they can still be sued.
 */
function debtAgeLines(slots: Slots, language: Language): string[] {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.lastPaid || !slots.state || !j) return [];
  const words = OVERLAY_WORDS[language];
  const limit = limitationFor(j, slots.writtenContract ? 'written_contract' : DEBT_TYPES[0].key);
  const { year, month, monthsAgo } = slots.lastPaid;
  const when = month ? monthYear(year, month, language) : String(year);
  const state = stateName(slots.state, language);
  const kind = slots.writtenContract ? words.kindWritten : words.kindOpen;
  const revival = language === 'es' ? REVIVAL_ES[revivalKind(j)](j.revival.citation) : `${j.revival.text} (${j.revival.citation})`;
  if (monthsAgo >= limit.years * 12)
    return [words.debtAgeRun(when, Math.floor(monthsAgo / 12), state, limit.years, kind, limit.citation), revival, words.debtAgeNoSuit];
  if (monthsAgo <= limit.years * 12 - 12)
    return [
      words.debtAgeOpen(when, state, limit.years, kind, limit.citation, month ? monthYear(year + limit.years, month, language) : String(year + limit.years)),
    ];
  return [words.debtAgeClose(when, state, limit.years, kind, limit.citation), revival];
}

function monthYear(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

function limitationLines(state: UsStateCode | null, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.limitationUnknown];
  const open = limitationFor(j, DEBT_TYPES[0].key);
  const written = limitationFor(j, 'written_contract');
  const revival = language === 'es' ? REVIVAL_ES[revivalKind(j)](j.revival.citation) : `${j.revival.text} (${j.revival.citation})`;
  return [words.limitationKnown(stateName(state, language), words.years(open.years, open.citation), words.years(written.years, written.citation), revival)];
}

/** The overlays an answer carries: the card's own, and those the question's situation calls for, whatever card answered it. */
export function overlaysFor(card: Card | null, slots: Slots): Overlay[] {
  // A question outside consumer debt (an eviction, a visa) gets no debt-case deadlines: only where to find help.
  if (card?.topic === 'other') return ['legal_aid'];
  const wanted = new Set<Overlay>(card?.overlays ?? []);
  if (wagesBarredLine(slots, 'en')) wanted.add('wages_barred');
  else if (slots.pay || (slots.wages && hasOwnWageRule(slots))) wanted.add('wage_math');
  if (slots.served) wanted.add('served');
  // After a judgment the time to answer is over, whatever card answers: its deadlines would send the person the wrong way.
  if (slots.judgment) {
    wanted.add('judgment');
    wanted.delete('served');
  }
  if (slots.bankruptcy) wanted.add('bankruptcy');
  if (slots.arrest) wanted.add('arrest');
  // A card that already warns against giving a collector bank access says it; any other risky plan is warned against first.
  if (slots.risks.some((risk) => !(risk === 'bank_access' && card && BANK_ACCESS_CARDS.has(card.id)))) wanted.add('risky_plan');
  if (slots.settlement) wanted.add('settlement_math');
  if (slots.insolvency) wanted.add('insolvency_math');
  if (slots.benefits) wanted.add('benefits');
  // A question about pay that names no benefits is not answered with the Social Security, SSI and VA rules a card carries (blind set K: boilerplate that buries the answer).
  else if (slots.wages) wanted.delete('benefits');
  // The person's own date says whether the limit has run: said first, and instead of the state's periods alone.
  if (slots.lastPaid && slots.state) wanted.add('debt_age');
  else if (slots.limitations) wanted.add('limitations');
  if (wanted.has('served') || slots.judgment || slots.bankruptcy) wanted.add('legal_aid');
  return OVERLAYS.filter((o) => wanted.has(o));
}

/** The cards whose own answer is not to give a collector bank access. */
const BANK_ACCESS_CARDS: ReadonlySet<string> = new Set(['c-dont-give-bank-access', 'l-never-give-bank-access']);

export function overlayText(overlay: Overlay, slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  switch (overlay) {
    case 'risky_plan':
      return slots.risks.map((risk) => RISKY_PLAN_WORDS[language][risk]);
    case 'wages_barred': {
      const line = wagesBarredLine(slots, language);
      return line ? [line] : [];
    }
    case 'wage_math':
      return wageMathLines(slots, language);
    case 'settlement_math':
      return slots.settlement ? [settlementMathLine(slots.settlement, language)] : [];
    case 'insolvency_math':
      return slots.insolvency ? insolvencyLines(slots.insolvency, language) : [];
    case 'debt_age':
      return debtAgeLines(slots, language);
    case 'served':
      // A court that sets a date says its own consequence (a default judgment if you do not appear).
      return [
        words.servedHead,
        ...deadlineLines(slots, language),
        answerLine(slots, language),
        // A court-set date's lines carry their own consequence (a default if you do not appear).
        ...(deadlineKind(slots) === 'answer' ? [consequenceLine(slots.state, language)] : []),
      ];
    case 'judgment': {
      const j = slots.judgment;
      if (!j) return [];
      // What the question says of the judgment is answered; a bare "there is a judgment" hears all three.
      const all = !j.seized && !j.undo && !j.order;
      return [
        ...(j.first ? [words.judgmentHead] : []),
        ...(slots.courtDate ? [words.judgmentCourtDate(longDate(slots.courtDate, language))] : []),
        ...(j.seized || all ? [words.judgmentExemption] : []),
        ...(j.undo || all || slots.military ? [words.judgmentSetAside] : []),
        ...(slots.military ? [words.judgmentMilitary] : []),
        ...(j.order || all ? [words.judgmentOrders] : []),
      ];
    }
    case 'bankruptcy':
      // What to do with a lawsuit's papers only to a person who has them.
      return slots.served ? words.bankruptcy : words.bankruptcy.slice(0, 1);
    case 'arrest':
      return [words.arrest];
    case 'benefits':
      return words.benefits;
    case 'limitations':
      return limitationLines(slots.state, language);
    case 'legal_aid':
      return [words.legalAid];
  }
}
