import {
  type CourtLevel,
  dollarsToCents,
  foldAccents,
  jurisdictionOf,
  type PayPeriod,
  plainCourtName,
  type ServiceMethod,
  US_STATE_NAMES_ES,
  US_STATES,
  type UsStateCode,
} from '@parley/shared';
import { stateOfPlace } from '../../../modules/intake/county-courts.js';
import { ENGLISH_STOP_WORDS, statesIn } from '../knowledge-base.js';
import { type Insolvency, insolvencyIn } from './insolvency.js';
import { MONTHS, questionDates } from './question-dates.js';
import { type RiskyPlan, risksIn } from './risky-plans.js';
import { type SettlementFigures, settlementFiguresIn } from './settlement-math.js';

/**
 * The slots Ask Solo reads from a question (issue 35): the case's state (from a court, a place or
 * the account), whether the person was served and how, a judgment or bankruptcy already there, the
 * dates and figures they give, and the plans that would hurt them. overlays.ts says what they call
 * for; cards.ts finds the card.
 */

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

/** Being sued now: served, papers, a summons; not a question about whether a collector may sue. */
const SERVED =
  /\b(served|got sued|been sued|being sued|was sued|am sued|im sued|sued me|suing me|(?<!\b(?:can|could|will|would|may|might|to|still|even|gonna|they'?ll|not|never|cannot|can'?t|won'?t)\s(?:\w+\s)?)sue me|summons|court papers|process server|lawsuit against me|me demandaron|me estan demandando|me demandan|me demanda|me demando|recibi una demanda|citacion|citatorio|emplaza\w*|me notificaron|me entregaron (?:\w+ )?(?:una|la|los|unos) (?:demanda|papeles)|papeles (?:de la corte|del tribunal|del juzgado)|(?:handed|served|gave|got|received|brought)\b[^.?!]{0,20}\bcitation|(?:entregaron|dieron|dejaron|trajeron|llegaron)\b[^.?!]{0,40}\b(?:papeles|demanda|citacion|citation|emplazamiento)\b|\b(?:una|la) ['"]?citation\b|\buna demanda (?:por|de) \$|dej\w* (?:unos |los )?papeles|(?:left|delivered|handed|dropped off) (?:me |him |her )?(?:the |a |some )?(?:court )?(?:papers|complaint|summons|citation|lawsuit)|(?:a|the) complaint (?:from|filed|in)|(?:complaint|lawsuit|demanda) (?:by|por) (?:certified )?(?:mail|correo)|signed for (?:it|the (?:papers|complaint|envelope|certified))|firme (?:el|la) (?:sobre|tarjeta|recibo))\b/;
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
/**
 * A creditor suing over a debt, or a debt that a family case split (blind set S: a bank's suit on a
 * joint card was turned away as a "family" matter because the story began with the divorce). A
 * divorce, custody or probation mentioned as background does not make a debt suit someone else's.
 */
const CREDITOR_SUES =
  /\b(?:bank|credit union|card (?:company|issuer)|credit card|lender|creditor|debt buyer|finance company|banco|acreedor|compania de (?:la )?tarjeta)\b[^.?!]{0,60}\b(?:sued|sues|suing|filed (?:a )?(?:suit|lawsuit|against)|demand\w*)\b|\b(?:sued|suing|demand\w*)\b[^.?!]{0,40}\b(?:credit card|card|loan|balance|tarjeta|prestamo|saldo)\b/;
const FAMILY_BACKGROUND = /\b(?:divorce|divorced|ex[- ]?(?:husband|wife|spouse)|custody|divorcio|divorciad\w*|mi ex)\b/;
const DEBT_OF_THE_MARRIAGE = /\b(?:credit card|joint (?:card|account|debt|loan)|card|loan|debts?|tarjeta|prestamo|deudas?)\b/;
/** An eviction or a criminal case stays someone else's matter, whatever debt it also names: its deadlines are days, not weeks. */
const NEVER_A_DEBT_CASE =
  /\b(?:evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|desalojo|desahucio|criminal (?:charge|case|summons|complaint)|felony|misdemeanor|arraignment|delito|cargo criminal|caso penal)\b/;
/** A debt collector or its agency named in the question. */
/**
 * A threat to report the person to immigration, made to get a debt paid: an unlawful collection
 * threat (15 U.S.C. § 1692e(4)-(5)), a debt question and not an immigration case (blind sets I, R).
 */
export const IMMIGRATION_THREAT =
  /\b(?:report\w*|turn\w*|call\w*)\s+(?:me|you|us|him|her|them)\b[^.?!]{0,25}\b(?:immigration|ice|deport\w*)\b|\b(?:threat\w*|said they(?:'d| would| will)|going to|gonna)\b[^.?!]{0,40}\b(?:immigration|ice|deport\w*)\b|\b(?:reportar\w*|denunciar\w*|acusar\w*|echar\w*|llamar\w*)\b[^.?!]{0,25}\b(?:inmigracion|migracion|la migra|ice)\b|\bamenaz\w*\b[^.?!]{0,40}\b(?:inmigracion|migracion|migra|ice|deport\w*)\b|\b(?:get|have|got) (?:me|you|us|him|her|them) deported\b|\b(?:me|lo|la|nos|los|te) (?:van a|va a|pueden|puede|iban a) (?:deportar|echar del pais)\b/;
const OWED = /\b(?:debts?|owe|owed|owes|collect\w*|pay|paid|deudas?|debo|debe|pague|pagar|pago|cobr\w*)\b/;
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
  /\b(?:(?:got|gotten|obtained|won|entered|granted|took|have|has|had|there is|there's|theres|from)\s+(?:a\s+|an\s+|the\s+)?(?:default\s+|money\s+)?judgm?ent|judgm?ents?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:entered|granted|issued)|judgm?ent against (?:me|us|him|her)|levied|(?:notice of|bank) levy|levy (?:on|notice)|writ of (?:execution|garnishment)|notice of (?:execution|garnishment)|(?:notice of )?entry of judgm?ent|citation to discover|rule to show cause|debtor'?s? exam\w*|aviso de (?:la )?(?:(?:entrada|registro|inscripcion|anotacion) de (?:la )?)?sentencia|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tienen|tiene|hay|por) una sentencia|sentencia en rebeldia (?:el|en|del|de)\b|(?:embargaron|congelaron|levantaron) (?:mi |la |el )?(?:cuenta|dinero))\b/;
/**
 * Whether the question says a judgment was entered, not only asks whether one was or will be: "do
 * they already have a judgment against me?", "¿ya tienen una sentencia?", "before they get a
 * judgment" keep a served person's answer deadline, which a judgment would take away. (Folded
 * text has lost the opening "¿": a Spanish yes/no question is told by its closing "?".)
 */
function judgmentSaidEntered(folded: string): boolean {
  return (folded.match(/[^.!?\n]+[.!?\n]*/g) ?? []).some((sentence) => JUDGMENT_ENTERED.test(sentence) && !ASKS_WHETHER.test(sentence.trim()));
}
const ASKS_WHETHER =
  /^(?:(?:do|does|did|is|are|was|were|can|could|will|would|should|might|may|have|has|if|whether|what if)\b[^.!]*\?$|(?:ya |ahora |todavia )?(?:tienen|tiene|hay|existe)\b[^.!,;]*\?$)|\b(?:if|whether|before|unless|until|to avoid|to stop|to prevent|or else|otherwise|antes de que|para que no|si no)\b[^.!?]{0,40}\b(?:judgm?ent|sentencia)/;

/** A judgment the person may want undone: one entered by default, or one they ask to undo. */
const UNDO_JUDGMENT =
  /\b(default judgm?ent|set (?:it )?aside|vacate|undo|reopen|too late|appeal\w*|missed (?:the |my )?(?:hearing|court date|trial|court)|sentencia en rebeldia|anular|muy tarde|demasiado tarde|apelar|apelacion|no (?:pude|fui|pudo|fue) (?:ir )?(?:a )?(?:la audiencia|la corte|el juicio)|(?:falte a|perdi) (?:la audiencia|la corte|el juicio))\b/;
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
function stateOfOwnPlace(folded: string, prefer: readonly (string | null | undefined)[], pattern: RegExp = OWN_PLACE): UsStateCode | null {
  for (const m of folded.matchAll(pattern)) {
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
  /** The papers were published (a newspaper, an "edicto"): service ends only after the notice has run, so no date the question gives is the service date. */
  servedByPublication: boolean;
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
  /** The case is in small claims, as the question says or by the court it names. */
  smallClaims: boolean;
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
  /\b((?:never|not|wasn'?t|weren'?t|was not|were not)(?: \w+){0,4}? (?:handed|given|served|delivered)\b[^.?!]{0,30}\bin person|nunca me (?:\w+ ){0,2}?(?:entregaron|dieron|notificaron)\b[^.?!]{0,30}\ben persona|no me (?:\w+ ){0,2}?(?:entregaron|dieron|notificaron) en persona|left (?:it |them |the papers |a copy )?(?:with|at|on|in)|left (?:\w+ ){1,5}?(?:with|w\/?) (?:my|our|his|her|a|the|someone|somebody)\b|(?:gave|handed|delivered) (?:\w+ ){0,4}?to (?:my|our|his|her|their) (?:wife|husband|spouse|partner|mom|mother|dad|father|roommate|son|daughter|sister|brother|girlfriend|boyfriend|neighbou?r|kid|teen)\b|taped|posted (?:on|to)|stuck (?:on|in)|substituted|dejaron (?:los papeles |la demanda )?(?:con|en|pegad)|(?:le|se (?:los|las|la|lo)) (?:entregaron|dieron|dejaron) a (?:mi|su)|le dieron a mi|peg\w* (?:\w+ ){0,3}?(?:en|a) la puerta)\b/;
/** Service by publication: a notice in a newspaper (or an "edicto"), not papers handed to anyone. */
/**
 * Service by publication: a newspaper, a legal notice, an edict, or a publication word near the
 * papers or the case. "They published my name online" is no service, and its served date stands.
 */
const PUBLISHED = String.raw`(?:publication|published|publish|publicacion|publicaron|publicado|publicada)`;
const SUIT_PAPERS = String.raw`(?:summons|notice|lawsuit|suit|case|complaint|court|papers|judgment|citation|demanda|citacion|aviso|caso|corte|tribunal|papeles)`;
const BY_PUBLICATION = new RegExp(
  String.raw`\b(?:served by publication|by publication|por publicacion|newspaper|legal notices?|(?:ran|run|printed|appeared) in the (?:\w+ ){0,3}?paper|periodico|edicto|first (?:printed|ran|run|appeared))\b|\b${PUBLISHED}\b[^.?!]{0,60}\b${SUIT_PAPERS}\b|\b${SUIT_PAPERS}\b[^.?!]{0,60}\b${PUBLISHED}\b`,
);
const OUT_OF_STATE = /\b(out of state|out-of-state|outside (?:of )?(?:the )?state|fuera del estado)\b/;
/** Words before another state that say the papers were handed over there: "served me in Oregon", "I live in Nevada". */
const SERVED_THERE =
  /\b(?:served|handed|delivered|gave|live|living|lives|moved|relocated|notificaron|entregaron|vivo|me mude|nos mudamos)\b[^.?!]{0,30}?\b(?:in|at|en|to|a)\s+(?:[a-z]+\s+){0,2}$/;

/** How the papers came: by mail, left with someone or at the door, handed over outside the case's state, or in person. */
function servedHowIn(question: string, folded: string, state: UsStateCode | null, account: UsStateCode | null): ServiceMethod {
  // Papers left with someone and then mailed are substituted service, not service by mail (blind set J).
  if (NOT_IN_PERSON.test(folded)) return 'not_in_person';
  if (BY_MAIL.test(folded)) return 'mail';
  const elsewhere = statesIn(question).filter((code) => code !== state);
  const handedElsewhere = elsewhere.some((code) => stateNamedAt(folded, code).at.some((i) => SERVED_THERE.test(folded.slice(Math.max(0, i - 50), i))));
  if (OUT_OF_STATE.test(folded) || handedElsewhere) return 'outside_state';
  // Handed over "here", where the person says they live, or in a city they name, of another state than the court's (blind set S: served in Portland on a Spokane suit).
  const servedIn = servedPlaceState(folded, [account]);
  if (state && servedIn && servedIn !== state) return 'outside_state';
  return 'in_person';
}

/** Where the person lives now, moved there or not: "here" is that place. */
const HOME_NOW =
  /\b(?:i live|i'm living|i am living|we live|i reside|i (?:just |recently )?moved|we (?:just |recently )?moved|vivo|vivimos|resido|me mude|nos mudamos)\s+(?:in|to|en|a)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;
const SERVED_HERE =
  /\b(?:served|handed|delivered|gave|dropped off|brought|found me|caught me|came to|showed up|entregaron|notificaron|dieron|dejaron|me encontraron)\b[^.?!]{0,40}?\b(?:here|right here|aqui|aca|at (?:my )?(?:home|house|apartment|place|door)|en (?:mi )?casa)\b/;
const SERVED_IN_CITY =
  /\b(?:served|handed|delivered|gave|dropped off|brought|entregaron|notificaron|dieron|dejaron)\b[^.?!]{0,40}?\b(?:here )?(?:in|en)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;

/** The state the papers were handed over in, when the question says: "here" where the person lives, or a city it names. */
function servedPlaceState(folded: string, prefer: readonly (UsStateCode | null)[]): UsStateCode | null {
  for (const m of folded.matchAll(SERVED_IN_CITY)) {
    const words = (m[1] ?? '').split(/\s+/);
    for (const name of [words.join(' '), words[0] ?? '']) {
      if (STATE_NAMES.has(name)) continue;
      const hit = placeName(name) ? stateOfPlace(name, 'city', prefer) : null;
      if (hit && hit.zips >= BIG_PLACE_ZIPS) return hit.state as UsStateCode;
    }
  }
  return SERVED_HERE.test(folded) ? stateOfOwnPlace(folded, prefer, HOME_NOW) : null;
}

const SMALL_CLAIMS = /\b(?:small claims?|reclamos? (?:menores|pequenos)|demandas? (?:menores|pequenas)|corte de menor cuantia)\b/;
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
      return [
        full.replace(/\s+court$/, ''),
        ...alternativesOf(full),
        ...(COMPARES_COURTS.test(folded) ? [] : [branch, ...(full.includes('small claims') ? ['small claims'] : [])]),
      ]
        .filter((name) => name !== '')
        .map((name) => ({ court, name }));
    })
    .filter(({ name }) => name.length > 3 && saysWords(folded, name))
    .sort((a, b) => b.name.length - a.name.length);
  // Or the case named as its papers call it: a Texas "debt claim" is heard by a justice court.
  return named[0]?.court ?? j.courts.find((court) => court.caseWords?.some((words) => saysWords(folded, words))) ?? null;
}

/**
 * The courts a name joins with "or", each said whole: "city or parish court" is named by "city
 * court" or "parish court" (blind set S: "First City Court of the City of New Orleans" named none).
 */
function alternativesOf(full: string): string[] {
  const [left, right] = full.split(/\s+or\s+/, 2);
  if (!left || !right) return [];
  const kind = right.split(/\s+/).at(-1) ?? '';
  return [left.endsWith(kind) ? left : `${left} ${kind}`, right];
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
  const judged = judgmentSaidEntered(folded);
  const court = courtNamedIn(folded, state);
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
    // A publication's date is not when service was complete (it is weeks later): counting from it would say a live deadline has passed (blind set R).
    ...(BY_PUBLICATION.test(folded) ? { servedOn: null, servedOrElse: null, servedByPublication: true } : { servedByPublication: false }),
    pay: SEIZE.test(folded) ? payIn(folded) : null,
    headOfFamily: HEAD_OF_FAMILY.test(folded),
    lastPaid: lastPaidIn(folded, now),
    writtenContract: WRITTEN_CONTRACT.test(folded),
    benefits: BENEFITS.test(folded) && SEIZE.test(folded),
    limitations: LIMITATIONS.test(folded),
    wages: (WAGES.test(folded) && SEIZE.test(folded)) || EMPLOYER_GARNISHES.test(folded),
    // A collector who threatens to call immigration is a debt question (blind set I), and so is such a threat over a debt, whoever makes it: only a case with no collector or debt threat in it is not ours.
    notADebtCase:
      NOT_A_DEBT_CASE.test(folded) &&
      !COLLECTOR_NAMED.test(folded) &&
      (NEVER_A_DEBT_CASE.test(folded) || !(CREDITOR_SUES.test(folded) || (FAMILY_BACKGROUND.test(folded) && DEBT_OF_THE_MARRIAGE.test(folded)))) &&
      !(IMMIGRATION_THREAT.test(folded) && OWED.test(folded)),
    servedHow: servedHowIn(question, folded, state, account),
    court,
    smallClaims: SMALL_CLAIMS.test(folded) || (court !== null && /small claims/i.test(court.name)),
  };
}
