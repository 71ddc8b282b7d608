/** How a person's suit papers came to them, as their question tells it (slots.ts): the service method. Read on folded text. */
import { jurisdictionOf, type ServiceMethod, type UsStateCode } from '@parley/shared';
import { statesIn } from '../knowledge-base.js';
import { HOME_NOW, SERVED_THERE, servedPlaceState, stateNamedAt, stateOfOwnPlace } from './case-place.js';
import { JUDGMENT_WORD } from './judgment-rules.js';
import { COURT_NAMED, SUIT_NAMED } from './slot-words.js';

const BY_MAIL =
  /\b(certified mail|(?:got|received|signed for|sign for|came|arrived|delivered)[^.?!]{0,20}certified letter|certified letter (?:came|arrived|from)|by mail|in the mail|through the mail|mailed|registered mail|sign\w* (?:for )?(?:the |a )?green card|por correo|correo certificado|carta certificada|firme (?:la |el )?(?:tarjeta verde|green card|recibo))\b/;
/** The person's own mailing ("I mailed my dispute", "lo mandé por correo certificado"): how their letters went, not how their papers came. */
const SENT_BY_THEM =
  /\b(?:i|we)\s+(?:\w+\s+){0,2}?(?:mailed|sent|send|mail|am sending|will send|(?:'ll|will) mail)\b|\b(?:envie|mande|mandamos|enviamos|le mande|les mande|le envie|les envie)\b/;

/** Papers that came by mail, in a sentence that is not about the person's own mailing. */
function cameByMail(folded: string): boolean {
  return (folded.match(/[^.!?\n]+/g) ?? []).some((sentence) => BY_MAIL.test(sentence) && !SENT_BY_THEM.test(sentence));
}
const NOT_IN_PERSON =
  /\b((?:never|not|wasn'?t|weren'?t|was not|were not)(?: \w+){0,4}? (?:handed|given|served|delivered)\b[^.?!]{0,30}\bin person|nunca me (?:\w+ ){0,2}?(?:entregaron|dieron|notificaron)\b[^.?!]{0,30}\ben persona|no me (?:\w+ ){0,2}?(?:entregaron|dieron|notificaron) en persona|left (?:it |them |the papers |a copy )?(?:with|at|on|in)|left (?:\w+ ){1,5}?(?:with|w\/?) (?:my|our|his|her|a|the|someone|somebody)\b|(?:gave|handed|delivered) (?:\w+ ){0,4}?to (?:my|our|his|her|their) (?:wife|husband|spouse|partner|mom|mother|dad|father|roommate|son|daughter|sister|brother|girlfriend|boyfriend|neighbou?r|kid|teen)\b|taped|posted (?:on|to)|stuck (?:on|in)|substituted|(?:dejaron|dejo) (?:[a-z]+ ){0,4}?(?:con (?:mi|su|el|la)|en (?:mi |la )?(?:casa|puerta)|pegad)|(?:my|our|his|her) (?:\w+ )?(?:wife|husband|spouse|partner|mom|mother|dad|father|roommate|son|daughter|sister|brother|girlfriend|boyfriend|neighbou?r|landlord) (?:\([^)]{0,20}\) )?(?:took|accepted|got|received|signed for|answered the door and took) (?:the |a |some |my )?(?:summons|papers|complaint|lawsuit|envelope)|(?:le|les|se (?:los|las|la|lo)) (?:entregaron|entrego|dieron|dio|dejaron|dejo) (?:[a-z]+ ){0,6}?a (?:mi|su|el|ella)\b|le dieron a mi|peg\w* (?:\w+ ){0,3}?(?:en|a) la puerta)\b/;
/**
 * Service by publication: a newspaper, a legal notice, an edict, or a publication word near the
 * papers or the case. "They published my name online" is no service, and its served date stands.
 */
const PUBLISHED = '(?:publication|published|publish|publicacion|publicaron|publicado|publicada)';
const SUIT_PAPERS = '(?:summons|notice|lawsuit|suit|case|complaint|court|papers|judgment|citation|demanda|citacion|aviso|caso|corte|tribunal|papeles)';
export const BY_PUBLICATION = new RegExp(
  String.raw`\b(?:served by publication|by publication|por publicacion|newspaper|legal notices?|(?:ran|run|printed|appeared) in the (?:\w+ ){0,3}?paper|periodico|edicto|first (?:printed|ran|run|appeared))\b|\b${PUBLISHED}\b[^.?!]{0,60}\b${SUIT_PAPERS}\b|\b${SUIT_PAPERS}\b[^.?!]{0,60}\b${PUBLISHED}\b`,
);
const JUDGMENT_NAMED = new RegExp(`\\b${JUDGMENT_WORD}\\b`);
/** A suit's notice in a newspaper: a published notice beside a suit's papers or a court, with no judgment said (a judgment's is its own). */
export const publishedSuit = (folded: string) =>
  BY_PUBLICATION.test(folded) && (SUIT_NAMED.test(folded) || COURT_NAMED.test(folded)) && !JUDGMENT_NAMED.test(folded);
const OUT_OF_STATE = /\b(out of state|out-of-state|outside (?:of )?(?:the )?state|fuera del estado)\b/;
/**
 * A rule the person heard of ("if you live out of state you get 60 days", "people who live out of
 * state get more time") says nothing of where they were handed the papers (blind set W).
 */
const IF_BEFORE = /\b(?:if|si|when|cuando|whether|who|quienes|los que|las que)\b[^.?!,;]{0,25}$/;
const saysOutOfState = (folded: string) =>
  [...folded.matchAll(new RegExp(OUT_OF_STATE.source, 'g'))].some((m) => !IF_BEFORE.test(folded.slice(Math.max(0, (m.index ?? 0) - 30), m.index)));
/** How the papers came: by mail, left with someone or at the door, handed over outside the case's state, or in person. */
export function servedHowIn(question: string, folded: string, state: UsStateCode | null, account: UsStateCode | null): ServiceMethod {
  // Papers left with someone and then mailed are substituted service, not service by mail (blind set J).
  // Left with someone where the person lives, in another state than the court's, is service outside that state where the court's
  // rule gives that its own period and none to papers left with someone (blind set AV: a Maryland suit left with a brother at a
  // Virginia home has 60 days, not 15).
  if (NOT_IN_PERSON.test(folded)) return state && leftOutOfState(folded, state, account) ? 'outside_state' : 'not_in_person';
  // Mailed to where the person lives now, in another state than the court's, is service outside the state where the
  // court's rule gives that its own period (blind set AE: a Maryland suit mailed to Houston has 60 days, not 30).
  if (cameByMail(folded)) return state && mailedOutOfState(folded, state, account) ? 'outside_state' : 'mail';
  const elsewhere = statesIn(question).filter((code) => code !== state);
  const handedElsewhere = elsewhere.some((code) => stateNamedAt(folded, code).at.some((i) => SERVED_THERE.test(folded.slice(Math.max(0, i - 50), i))));
  if (saysOutOfState(folded)) return 'outside_state';
  // Where the person was when the papers were handed over outranks where they live: "I live in
  // Vermont but was in Phoenix when they handed me an Arizona summons" was served in Arizona, and a
  // home state there must not buy the longer out-of-state period.
  const servedIn = state ? servedPlaceState(folded, [state, account]) : null;
  if (state && servedIn === state) return 'in_person';
  // Papers handed over at work were handed where the person works, which their home does not tell (blind set M: "vivo en
  // Virginia pero me entregaron … en mi trabajo en Rockville" was served in Maryland): the shorter in-state period stands.
  if (handedElsewhere && !AT_WORK.test(folded)) return 'outside_state';
  // Handed over "here", where the person says they live, or in a city they name, of another state than the court's (blind set S: served in Portland on a Spokane suit).
  if (servedIn) return 'outside_state';
  return 'in_person';
}

const AT_WORK = /\b(?:at (?:my |the )?(?:work|job|office|workplace|shop|store)|en (?:mi |el )?(?:trabajo|oficina|chamba|empleo))\b/;
const TOOK_THE_MAIL = /\b(?:i (?:signed|got|received|picked up)|came to (?:me|my (?:house|home|place|apartment|door))|(?:me )?llego|firme|recibi)\b/;
const OLD_ADDRESS =
  /\b(?:old|former|previous) (?:place|address|house|home|apartment)|(?:don'?t|do not|no longer) live there|used to live|(?:vieja|antigua|anterior) (?:casa|direccion)|ya no vivo ahi\b/;
function mailedOutOfState(folded: string, state: UsStateCode, account: UsStateCode | null): boolean {
  if (!jurisdictionOf(state)?.courts.some((court) => court.answer.otherService?.outside_state !== undefined)) return false;
  // Only mail the person took where they live now, never papers signed for at an old address.
  if (!TOOK_THE_MAIL.test(folded) || OLD_ADDRESS.test(folded)) return false;
  // Where they live is what the question says, never the profile alone: a profile's state can be old, and the longer period
  // counted from it would be a last day later than the real one (walked as a user: a Maryland summons signed for by an account
  // in California was given 60 days).
  const home = stateOfOwnPlace(folded, [account, state], HOME_NOW);
  return home !== null && home !== state;
}
function leftOutOfState(folded: string, state: UsStateCode, account: UsStateCode | null): boolean {
  const periods = jurisdictionOf(state)?.courts.map((court) => court.answer.otherService) ?? [];
  if (!periods.some((other) => other?.outside_state !== undefined && other.not_in_person === undefined)) return false;
  if (AT_WORK.test(folded) || OLD_ADDRESS.test(folded)) return false;
  const servedIn = servedPlaceState(folded, [state, account]);
  return servedIn !== null && servedIn !== state;
}
