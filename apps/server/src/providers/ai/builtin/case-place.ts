import { foldAccents, US_STATE_NAMES_ES, US_STATES, type UsStateCode } from '@parley/shared';
import { countiesOfPlace, stateOfPlace } from '../../../modules/intake/county-courts.js';
import { ENGLISH_STOP_WORDS, statesIn } from '../knowledge-base.js';
import { courtNamedIn } from './court-named.js';
import { overlapping } from './overlapping-matches.js';

/**
 * Where the case is, as a question tells it (issue 35): the case's state from a state named with its
 * court, a court found in one state only, a county, a parish or a city beside a court word, or the
 * big city the person lives in; the court of that state the question names; and how and where the
 * papers were handed over. slots.ts reads the rest of the situation.
 */

/** Words before a state that make it the case's: "sued in Georgia", "la corte de Texas". */
const WHERE_SUED =
  /\b(?:sued|court|lawsuit|case|filed|suit|summons|demand\w*|corte|tribunal|juzgado|caso)\b[^.?!,;]{0,40}?\b(?:in|of|en|de|del)\s+(?:the\s+state\s+of\s+|el\s+estado\s+de\s+|the\s+)?$|\b(?:court|corte|tribunal|juzgado)\b[^.?!;]{0,50}?\b(?:county|parish|condado)(?:\s+of\s+[a-z]+(?:\s[a-z]+)?)?,?\s+$/;
/** Words right after a state that make it the case's: "an Ohio court", "Texas justice court", "Franklin County, Ohio court". */
const COURT_AFTER = /^\s*(?:state\s+)?(?:\w+\s+){0,2}(?:court|judge|lawsuit|suit|case|summons)\b/;
/** Words before a state that make it only where the person lives or lived. */
// A nursing or care home is someone else's bed, not the person's home (blind set AA: "a nursing home in Wilmington Delaware").
const HOME_BEFORE =
  /\b(?:live|living|lived|moved|reside|from|(?<!(?:nursing|care|group|funeral|foster) )home|vivo|vivia|me mude|mudé|mude)\b[^.?!]{0,20}?\b(?:in|to|from|en|a|de)?[\s,]*$/;
/** Words right before a state that say where the person is now: "now that I'm in Montana", "ahora estoy en Texas". */
// "A King County summons here in Idaho": where the papers reached the person, not the court (blind set AB).
const NOW_IN =
  /\b(?:(?:i['’]?m|i am|we['’]?re|we are|estoy|estamos)\s+(?:now\s+|currently\s+|back\s+|ahora\s+)?|(?:out |over |up |down )?here\s+|aqui\s+|aca\s+)(?:in|en)\s+$/;

/**
 * A city named like another state, in a question that names its own state too: "Kansas City, Missouri" names Missouri,
 * not Kansas (blind set Z: a Missouri worker was read as in Kansas and given Kansas's wage limit).
 */
function withoutCitiesNamedLikeStates(question: string): string {
  return /\bmissouri\b|,\s*MO\b/i.test(question) ? question.replace(/\bkansas city\b/gi, 'KC') : question;
}

/**
 * Where a state is named in the folded question, by its English or Spanish name, or by its postal
 * code in capitals after a place ("Joliet IL", "Reno, NV"; blind set P), and each name's length.
 * Folding keeps the question's length, so a place in one is the same place in the other.
 */
export function stateNamedAt(folded: string, code: UsStateCode, question?: string): { at: number[]; lengths: number[] } {
  const names = [US_STATES[code], US_STATE_NAMES_ES[code]].filter((n): n is string => !!n).map((n) => foldAccents(n).toLowerCase());
  const byName = names.flatMap((n) => [...folded.matchAll(new RegExp(`\\b${n}\\b`, 'g'))].map((m) => m.index ?? 0));
  // A code typed after a big city of another state is a slip ("little rock AK" is Arkansas's, set AY): the city says the state.
  const byCode =
    question && question.length === folded.length
      ? [...question.matchAll(new RegExp(`[A-Za-z],? ${code}\\b`, 'g'))]
          .map((m) => (m.index ?? 0) + m[0].length - 2)
          .filter((i) => !cityOfAnotherState(folded, i, code))
      : [];
  return { at: [...byName, ...byCode], lengths: [...names.map((n) => n.length), ...(byCode.length > 0 ? [2] : [])] };
}

/** The one or two words before a postal code name a big city with no big place of that name in the code's state. */
function cityOfAnotherState(folded: string, at: number, code: UsStateCode): boolean {
  const words = folded
    .slice(Math.max(0, at - 30), at)
    .replace(/,?\s*$/, '')
    .split(/\s+/)
    .slice(-2);
  return [words.join(' '), words.at(-1) ?? ''].some((name) => {
    const state = bigCityState(name, [code]);
    return state !== null && state !== code;
  });
}

/**
 * The state of the case when a question names several: the one named where it says it was sued
 * ("moved to Ohio from Texas and got sued in Ohio"), else the one named most, else the first.
 */
export function courtStateOf(asked: string): { state: UsStateCode; byCourt: boolean; home: boolean } | undefined {
  const question = withoutCitiesNamedLikeStates(asked);
  const states = statesIn(question);
  if (states.length === 0) return undefined;
  const folded = foldAccents(question).toLowerCase();
  const mentions = states.map((code) => {
    const { at, lengths } = stateNamedAt(folded, code, question);
    // "Does an Oregon court still count now that I'm in Montana?": a court word before where the person is now is not the case's court (blind set W).
    const court = at.some(
      (i) =>
        (WHERE_SUED.test(folded.slice(Math.max(0, i - 60), i)) && !NOW_IN.test(folded.slice(Math.max(0, i - 30), i))) ||
        lengths.some((len) => COURT_AFTER.test(folded.slice(i + len, i + len + 40))),
    );
    const home = at.every((i) => HOME_BEFORE.test(folded.slice(Math.max(0, i - 30), i)) || NOW_IN.test(folded.slice(Math.max(0, i - 30), i)));
    // "Served in Idaho" says where the papers were handed over, which is the case's state only when no court is named.
    const servedThere = at.some((i) => SERVED_THERE.test(folded.slice(Math.max(0, i - 50), i)));
    const notThisCases = at.length > 0 && at.every((i) => NOT_THIS_CASES.test(folded.slice(Math.max(0, i - 40), i)));
    return { code, at, court, home, servedThere, notThisCases };
  });
  // "My friend in Ohio got garnished": another person's state says nothing of this case (blind set I).
  // A code dropped as a slip (`stateNamedAt`) leaves its state named nowhere.
  const own = mentions.filter((m) => m.at.length > 0 && (m.court || !m.notThisCases));
  if (own.length === 0) return undefined;
  if (own.length < mentions.length) return pickMention(own);
  return pickMention(mentions);
}

type Mention = { code: UsStateCode; at: number[]; court: boolean; home: boolean; servedThere: boolean };
/** Of the states a question names, the case's: one named with its court, then where served, then not only as home, then the one named most. */
function pickMention(mentions: Mention[]): { state: UsStateCode; byCourt: boolean; home: boolean } | undefined {
  const chosen =
    mentions.length === 1
      ? mentions[0]
      : (mentions.find((m) => m.court) ??
        // Where the person only lives is no place they were served: "I live over the line in PA now" beside a Delaware county's court (blind set AA).
        mentions.find((m) => m.servedThere && !m.home) ??
        mentions.find((m) => !m.home) ??
        [...mentions].sort((a, b) => b.at.length - a.at.length)[0]);
  return chosen ? { state: chosen.code, byCourt: chosen.court, home: chosen.home } : undefined;
}

/**
 * Words before a state that make it no place of this case: another person's ("my friend in Ohio"), only what the app's
 * profile says ("en la app tengo Indiana"), or where the person lived before ("me mudé de Alabama a Macon", "antes NY"; set AY).
 */
const NOT_THIS_CASES =
  /\b(?:moved|relocated|came|me mude|nos mudamos|vine|venimos|vinimos)(?: here| aqui| aca)? (?:from|de|desde)\s+$|\b(?:antes|before|formerly|previously|anteriormente)\s+(?:(?:in|en|was|era)\s+)?$|\b(?:app|profile|perfil|aplicacion|account|cuenta)\b[^.?!]{0,20}\b(?:says?|has|shows?|lists?|tengo|tiene|dice|sale|aparece|puse)\b(?: (?:me (?:in|as|at)|that i(?:'m| am) in|in|en|que (?:estoy|vivo) en))?\s+$|\b(?:friends?|cousins?|sisters?|brothers?|mom|mother|dad|father|parents|coworkers?|co-workers?|neighbou?rs?|roommates?|room mates?|boyfriend|girlfriend|ex|aunt|uncle|son|daughter|buddy|amig[oa]s?|prim[oa]s?|herman[oa]s?|mama|papa|vecin[oa]s?|tia|tio|compadre|comadre)(?:'s)?\b[^.?!]{0,25}?\b(?:in|from|en|de)\s+$/;

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
  // Connecticut's Superior Court sits in judicial districts named for their towns ("Judicial District of Hartford", "J.D. of New Haven").
  [
    /\b(?:judicial district|j\.?\s?d\.?) (?:of|at) (?:ansonia|milford|danbury|fairfield|bridgeport|hartford|litchfield|torrington|middlesex|middletown|new britain|new haven|meriden|new london|norwich|stamford|norwalk|tolland|rockville|waterbury|windham|putnam)\b/,
    'CT',
  ],
];
/** "52nd District Court", not a "Fourth Judicial District Court" (Nevada, Louisiana, Minnesota name theirs so). */
const NUMBERED_DISTRICT_COURT = /(?<!judicial\s)\b\d{1,2}(?:st|nd|rd|th|-?[a-d])?\s+district court\b/;
/** A county's name ("Cook County", "el condado de Harris"), or a place right beside a court word ("36th District Court (Detroit)", "a Fresno court"). */
const PARISH_NAMED = /\bparish of ([a-z]+(?: [a-z]+){0,2})\b|\b([a-z]+(?: [a-z]+){0,2}) parish\b(?! of)/g;
const COUNTY_NAMED =
  /\b([a-z]+(?:[ -][a-z]+)?) county\b(?! court (?:de|del) (?!(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\d)))|\bcondado de ([a-z]+(?:[ -][a-z]+)?)\b|\bcounty court (?:de|del) ([a-z]+(?:[ -][a-z]+)?)\b/g;
// The place before a court word is read without taking the court word: "small claims court in Charlotte" still finds Charlotte.
const PLACE_BY_COURT =
  /\b(?:(?:court|corte|tribunal|juzgado|small claims)\b(?: (?:del? )?(?:condado|distrito|circuito|superior|municipal|reclamos menores|reclamaciones menores|paz))?,?\s*(?:\(|of |in |en |de |del |at )|(?:summons|sued|lawsuit|demanda|demandaron|juicios?)\b,?\s*(?:\(|in |en |at ))\s*([a-z]+(?:[ -][a-z]+)?)\b|\b([a-z]+(?:[ -][a-z]+)?),? \(?(?=(?:municipal|district|superior|justice|circuit|county|small claims|city) court\b)/g;
// ("Una demanda de Midland" names who sues, not where: "de" places a court only after a court's word; blind set BB.)
/** A city counts only when it is a big place (many ZIP codes): "Detroit", not a word that happens to be a hamlet's name. */
const BIG_PLACE_ZIPS = 10;
/**
 * Named right beside a court word ("sued in Dearborn district court"), a city is where the court sits: a smaller one
 * counts there (held-out review of set AA: Dearborn, Michigan, six ZIP codes, lost to the person's Ohio home).
 */
const COURT_PLACE_ZIPS = 3;

const STATE_NAMES = new Set(
  Object.keys(US_STATES).flatMap((code) =>
    [US_STATES[code as UsStateCode], US_STATE_NAMES_ES[code as UsStateCode]].filter((n): n is string => !!n).map((n) => foldAccents(n).toLowerCase()),
  ),
);
/** A name that could be a place: not a stop word, not a state's own name ("Washington" is the state). */
const placeName = (name: string) => name !== '' && !ENGLISH_STOP_WORDS.includes(name) && !STATE_NAMES.has(name);

/**
 * The state of a big city by its name: the preferred state's (named, or the account's) when it has a
 * big place of that name, else the biggest (blind set T: a hamlet named Charlotte in the account's
 * South Carolina won over Charlotte, North Carolina).
 */
function bigCityState(name: string, prefer: readonly (string | null | undefined)[], minZips = BIG_PLACE_ZIPS): UsStateCode | null {
  if (!placeName(name)) return null;
  const hit = stateOfPlace(name, 'city', prefer);
  if (hit && hit.zips >= minZips) return hit.state as UsStateCode;
  // A state the question names (first in `prefer`) keeps its own small place ("Houston, Missouri"); only the account's state gives way to a big city elsewhere.
  if (prefer[0]) return null;
  const biggest = stateOfPlace(name, 'city', []);
  return biggest && biggest.zips >= minZips ? (biggest.state as UsStateCode) : null;
}

/**
 * Where the person says they live or work, a big city: "vivo en Miami", "I work in Bakersfield" (blind set K); or their home
 * there, "papers left at the house in Las Cruces", "en la casa en Las Cruces", "here in Tucson" (blind set AK).
 */
const OWN_PLACE =
  /\b(?:i live|i'm living|i am living|we live|i work|we work|i reside|i'm based|i am based|vivo|vivimos|trabajo|trabajamos|resido|(?:at|to) (?:my|our|the) (?:house|home|apartment|place)|(?:en|a) (?:la|mi|nuestra) (?:casa|apartamento|departamento)|here|aqui)\s+(?:in|at|en)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;

/**
 * Where the person a question is asked for lives, the case theirs: "pregunta por mi compadre q vive en Orlando", "asking for my
 * sister who lives in Tampa" (blind set AR: a Florida notice of action read with the asker's Georgia rules).
 */
const ASKED_FOR_PLACE =
  /\b(?:for|about|por|para|de parte de) (?:mi|my) (?:[a-z]+ )?(?:compadre|comadre|amig[oa]|friend|brother|sister|herman[oa]|mom|dad|mother|father|mama|papa|madre|padre|hij[oa]|son|daughter|cousin|prim[oa]|ti[oa]|uncle|aunt|neighbou?r|vecin[oa]|coworker|companer[oa])\s+(?:q |que |who |that )?(?:vive|lives)\s+(?:in|en)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;

/** The state of the big city the person lives or works in, when they name one: the state whose wage and court rules are theirs. */
export function stateOfOwnPlace(folded: string, prefer: readonly (string | null | undefined)[], pattern: RegExp = OWN_PLACE): UsStateCode | null {
  for (const m of folded.matchAll(pattern)) {
    const words = (m[1] ?? '').split(/\s+/);
    for (const name of [words.join(' '), words[0] ?? '']) {
      const state = bigCityState(name, prefer, COURT_PLACE_ZIPS);
      if (state) return state;
    }
  }
  return null;
}

const COURT_ZIP = /\b(?:court|corte|tribunal|juzgado)\b[^.?!\d]{0,25}\b(\d{5})\b|\b(\d{5})\b[^.?!\d]{0,15}\b(?:court|corte|tribunal|juzgado)\b/;
/** The case's state as the court or the place the question names tells it, when it does. */
export function stateOfCourtPlace(folded: string, prefer: readonly (string | null | undefined)[]): UsStateCode | null {
  for (const [pattern, state] of ONE_STATE_COURTS) if (pattern.test(folded)) return state;
  // Michigan numbers its district courts ("36th District Court" is Detroit's); Texas numbers its own, so a Texas case keeps them (blind set AA).
  if (NUMBERED_DISTRICT_COURT.test(folded) && !prefer.includes('TX')) return 'MI';
  // A parish is Louisiana's county ("Parish of East Baton Rouge", "Orleans Parish").
  for (const m of folded.matchAll(PARISH_NAMED)) {
    // "parish of east baton rouge" names it after; "the orleans parish court" before, in its last one to three words.
    const words = (m[1] ?? m[2] ?? '').trim().split(/\s+/);
    const names = m[1]
      ? [words.join(' '), words.slice(0, 2).join(' '), words[0] ?? '']
      : [words.slice(-3).join(' '), words.slice(-2).join(' '), words.at(-1) ?? ''];
    if (names.some((name) => placeName(name) && stateOfPlace(name, 'county', ['LA'])?.state === 'LA')) return 'LA';
  }
  // A county name many states share is the one in the state of the city the court sits in: "Orange County Court in Orlando" is
  // Florida's (set AT: it was California's, and California's six months were said for a Florida judgment).
  const besideCourt = cityStatesBesideCourt(folded, prefer);
  for (const m of folded.matchAll(COUNTY_NAMED)) {
    const words = (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/);
    // "harris county", "miami-dade county", "the cook county": the last one or two words name it; "condado de pima por…",
    // the first one or two (blind set W: the word after a Spanish county's name was taken for it).
    const names = m[1] ? [words.slice(-2).join(' '), words.at(-1) ?? ''] : [words.join(' '), words[0] ?? ''];
    for (const name of names) {
      const hit = placeName(name) ? stateOfPlace(name, 'county', [...besideCourt, ...prefer]) : null;
      if (hit) return hit.state as UsStateCode;
    }
  }
  // A court named by its ZIP code ("the superior court for 92507", set AQ): the state the ZIP lies in.
  const zip = COURT_ZIP.exec(folded);
  const zipState = zip ? countiesOfPlace(zip[1] ?? zip[2] ?? '')[0]?.state : undefined;
  if (zipState) return zipState as UsStateCode;
  return besideCourt[0] ?? null;
}

/** The states of the cities named right beside a court word, in order ("small claims court in Charlotte", "Dearborn district court"). */
function cityStatesBesideCourt(folded: string, prefer: readonly (string | null | undefined)[]): UsStateCode[] {
  const states: UsStateCode[] = [];
  for (const m of overlapping(PLACE_BY_COURT, folded)) {
    // (A county's name, before "county court" or after "condado de", is the county's, read above, not a city's: "Orange County
    // Court" is no Orange, California.)
    const end = (m.index ?? 0) + m[0].length;
    if (
      /\b(?:county|parish)\b/.test(m[1] ?? '') ||
      /\b(?:condado|county|parish) (?:de|del|of) [a-z]/.test(m[0]) ||
      /^\s*(?:county|parish)\b/.test(folded.slice(end, end + 8))
    )
      continue;
    const words = (m[1] ?? m[2] ?? '').split(/\s+/);
    const state = [words.join(' '), m[1] ? (words[0] ?? '') : (words.at(-1) ?? '')].map((name) => bigCityState(name, prefer, COURT_PLACE_ZIPS)).find(Boolean);
    if (state) states.push(state);
  }
  return states;
}

/** Words before another state that say the papers were handed over there: "served me in Oregon", "I live in Nevada". */
export const SERVED_THERE =
  /\b(?:served|handed|delivered|gave|live|living|lives|moved|relocated|notificaron|entregaron|vivo|me mude|nos mudamos)\b[^.?!]{0,30}?\b(?:in|at|en|to|a)\s+(?:[a-z]+\s+){0,2}$|\b(?:here|aqui|aca)\s+(?:in|en)\s+$/;

/** Where the person lives now, moved there or not: "here" is that place. */
export const HOME_NOW =
  /\b(?:i live|i'm living|i am living|we live|i reside|i (?:just |recently )?moved|we (?:just |recently )?moved|vivo|vivimos|resido|me mude|nos mudamos)(?:\s+(?:here|aqui|aca))?(?:\s+(?:from|de)\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:in|to|en|a)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;
const SERVED_HERE =
  /\b(?:served|handed|delivered|gave|dropped off|left|brought|found me|caught me|came to|showed up|entregaron|entrego|notificaron|notifico|dieron|dio|dejaron|dejo|me encontraron)\b[^.?!]{0,40}?\b(?:here|right here|aqui|aca|at (?:my |our )?(?:home|house|apartment|place|door)|en (?:mi |nuestra )?casa)\b/;
const SERVED_IN_CITY =
  /\b(?:served|handed|delivered|gave|dropped off|brought|entregaron|entrego|notificaron|notifico|dieron|dejaron)\b[^.?!]{0,70}?\b(?:here )?(?:in|en)\s+(?!(?:la|el|los|las|mi|su|tu|the|my|his|her|a|an|person|persona|mano|hand)\b)([a-z]+(?:[ -][a-z]+)?)\b/g;

/** Where the person was when the papers came: "I was at my sister's in Phoenix when a man handed me…", "estaba en Tucson cuando me entregaron…". */
const WAS_IN_CITY_WHEN =
  /\b(?:was|were|i'm|estaba|estabamos)\b[^.?!]{0,40}?\b(?:in|en)\s+([a-z]+(?:[ -][a-z]+)?)\b[^.?!]{0,25}?\b(?:when|as|cuando)\b[^.?!]{0,60}?\b(?:served|handed|delivered|gave|entregaron|notificaron|dieron)\b/g;

/**
 * The state the papers were handed over in, when the question says: a city the person was in when
 * they were handed over, a city the serving sentence names, or "here" where the person lives.
 */
export function servedPlaceState(folded: string, prefer: readonly (UsStateCode | null)[]): UsStateCode | null {
  for (const m of [...folded.matchAll(WAS_IN_CITY_WHEN), ...folded.matchAll(SERVED_IN_CITY)]) {
    const words = (m[1] ?? '').split(/\s+/);
    for (const name of [words.join(' '), words[0] ?? '']) {
      if (STATE_NAMES.has(name)) continue;
      const state = bigCityState(name, prefer);
      if (state) return state;
    }
  }
  return SERVED_HERE.test(folded) ? stateOfOwnPlace(folded, prefer, HOME_NOW) : null;
}

/**
 * The case's state: a state named with its court wins; then the court or place named ("General District Court", "Cook County",
 * "a court in Detroit"); with no court named and no state but the person's home, a big city of another state the papers were
 * handed over in (blind set AN: "handed me papers on a jobsite in Spokane, I live in Coeur d'Alene, Idaho"); then a state
 * named otherwise; then the big city the person lives or works in ("vivo en Miami"); then the account's.
 */
export function caseStateIn(question: string, folded: string, account: UsStateCode | null): { state: UsStateCode | null; fromQuestion: boolean } {
  const named = courtStateOf(question);
  const home = named?.state ?? account;
  const servedAway = named?.byCourt || (named && !named.home) ? null : servedPlaceState(folded, [null, account]);
  const placed = named?.byCourt
    ? null
    : (stateOfCourtPlace(folded, [named?.state, account]) ??
      (servedAway && servedAway !== home ? servedAway : null) ??
      (named
        ? null
        : (stateOfOwnPlace(folded, [null, account], ASKED_FOR_PLACE) ??
          stateOfOwnPlace(folded, [null, account]) ??
          stateOfOwnPlace(folded, [null, account], HOME_NOW))));
  const state = (named?.byCourt ? named.state : null) ?? placed ?? named?.state ?? account;
  // A court the question names that the chosen state does not have, where a big city the question names lies in a state that has
  // it: that state's (blind set AX: "vivo en Chattanooga pero trabajo en … Dalton … una demanda en la corte magistrada" was read
  // in Tennessee, which has no magistrate court, where Dalton's Georgia does).
  const byCourtKind = named?.byCourt ? null : stateOfNamedCourt(folded, state);
  return { state: byCourtKind ?? state, fromQuestion: named !== undefined || placed !== null || byCourtKind !== null };
}

/** Court words a question names a court's kind by. */
const COURT_KIND_NAMED =
  /\b(?:district court|corte de distrito|magistrate|magistrad[oa]|general sessions|justice of the peace|juez de paz|conciliation|municipal court|corte municipal)\b/;
/** A place named after "in", "en", "at": "trabajo en una planta en Dalton", "a hospital in Rock Hill". */
const PLACE_AFTER = /\b(?:in|en|at)\s+([a-z]+(?:[ -][a-z]+)?)\b/g;

/** The state of a big city the question names whose courts include the court it names, when the chosen state's do not. */
function stateOfNamedCourt(folded: string, chosen: UsStateCode | null): UsStateCode | null {
  if (!COURT_KIND_NAMED.test(folded) || courtNamedIn(folded, chosen)) return null;
  for (const m of folded.matchAll(PLACE_AFTER)) {
    const words = (m[1] ?? '').split(/\s+/);
    for (const name of [words.join(' '), words[0] ?? '']) {
      const state = bigCityState(name, [], COURT_PLACE_ZIPS);
      if (state && state !== chosen && courtNamedIn(folded, state)) return state;
    }
  }
  return null;
}
