import { isCourtOrderedProceeding, isIgnoredOrderConsequence } from '../case-facts.js';
import { clauseAt, isConsumersWords, isEchoDenied, isLawExplanation, isRetraction, isWordNamed, sentenceAt, sentenceWithNext } from '../meaning.js';
import { normalize, originalSpan } from '../normalize.js';
import { gated } from './gate.js';
import { requiredLiterals } from './prefilter.js';
import type { Action, Check, ComplianceContext, Message, Patterns } from './types.js';

// How a rule reads a message: a match denied in its own clause is no match; a rule's patterns matched.

// A negation in the same clause before the match ("we will NOT garnish", "no fee", "nadie lo va a arrestar", "sin cargo"). "Asked about"
// frames a question ("you asked about jail: …"), but not a relative clause that goes on to say what it is ("the $75 you asked about is a fee").
const NEGATION =
  /\b(?:(?:stop|stopped|cease|ceased|quit|no longer) (?:calling|contacting|texting|messaging|emailing|writing to|visiting)|not|never|no|nobody|no one|nothing|none|won't|wont|cannot|can't|cant|don't|dont|doesn't|doesnt|isn't|isnt|aren't|arent|wasn't|haven't|havent|hasn't|hasnt|hadn't|didn't|didnt|weren't|werent|without|nor|neither|waive|waived|free of|prohibit\w*|forbid\w*|protect\w*|exempt|myths?|claims? to be|claiming to be|pretend\w* to be|impersonat\w*|posing as|(?:if|in case) you (?:think|believe|suspect)|victims? of|asked (?:if|whether|about(?! (?:is|are|was|were)\b))|too old(?: for \w+)? to|(?:past|beyond|outside|passed|after) the (?:\w+ )?(?:time limit|limit|deadline|statute of limitations|period|plazo|limite) (?:for|to|para)|(?:people|folks|some|many|a lot of people|consumers) (?:often |sometimes |usually )?(?:assume|think|believe|worry)|(?:rule|ruled|ruling) out|descart(?:amos|ado|ada|ados|adas|a)|nunca|nadie|ningun\w*|jamas|tampoco|ni|sin|nada(?! mas (?!de\b))|prohib\w*|proteg\w*|exent\w*|mitos?|si (?:cree|piensa|sospecha)|victimas? de|(?:se hace|haciendose|hacerse|se hacen) pasar? por|(?:dicen?|fingen?|dice|finge) ser|pregunt\w* (?:si|por|sobre))\b/;
// Negations that deny nothing: "don't make us garnish", "if you don't pay, …", "if this isn't paid, …", "if it's not handled, …", "if payment doesn't arrive, …"
// (a condition's subject with no article, too), "since you don't answer, …", "a unit you aren't paying for is theft" (set AW),
// "si hoy no me contesta, …" (a word or two between), "that doesn't mean we can't" (two denials that affirm), "nothing by Monday and we…" (a condition), "not paying is fraud", "why don't you…" (a suggestion), "you won't mind telling the judge" (sarcasm), "proof or no proof" and
// "con pruebas o sin pruebas" (either way), "I haven't been able to reach your sister about what she owes" (a failed reach, the
// debt told all the same).
const NOT_A_DENIAL =
  /\b(?:(?:won't|wont|will not|can't|cant|cannot|can not|couldn't|wouldn't|would not)(?: be able to)? (?:ignore|escape|avoid|dodge|hide from|outrun|run from|get out of|get away from|talk (?:its|your) way out of)|no (?:va a poder|podra|puede|pueden|podran) (?:ignorar|escapar(?:se)? de|evitar|esconderse de|librarse de|zafarse de)|(?:nothing|no (?:payment|money|response|reply|answer|call|word|check|deposit)) (?:from you |in |received |sent )?(?:by|before|until|today|tonight|tomorrow|this (?:week|month|friday|monday)|within)\b|(?:doesn't|doesnt|does not|don't|dont|do not|didn't|did not) (?:really |necessarily )?mean (?:that )?(?:we|i|they|the (?:bank|creditor|client|lender)) (?:can't|cant|cannot|can not|won't|wont|will not)|(?:si|cuando|mientras)(?: (?!no\b)[a-z]+){1,2} no (?:(?:me|nos|le|les|lo|la) )?(?:pag|respond|contest|llam|escrib|comunic|devuelv|report|aparec|arregl|resuelv|liquid|cumpl|hac|mand|envi|recib|veo|vemos)\w*|(?:won't|wont|will not|wouldn't|would not|don't|dont|do not) (?:\w+ )?mind|(?<either>[a-z]+) or no \k<either>|with or without|(?:con )?(?<ambos>[a-z]+) o sin \k<ambos>|con o sin|(?:with|having|had|has|have) (?:nothing|no money|no funds) (?:behind|in|to back|to cover)|why (?:not|don't|dont|do not|wouldn't|won't)|por que no|how about|que tal si|(?:don't|dont|do not) (?:make|force|let|want) (?:us|me)|without (?:further |any |prior |more |advance )?(?:notice|warning|delay|exception|hesitation)|without (?:our|your|my|their|his|her|the (?:firm's|agency's|company's)) (?:\w+ )?(?:consent|permission|knowledge|approval|authorization)|no (?:more|further) (?:excuses|extensions|chances|warnings|delays|time|notice|waiting)|no (?:later|sooner) than|no exceptions|no way (?:around|out)|no matter what|no time to (?:waste|lose)|(?:can't|cannot|nothing can|no one can|nobody can) (?:stop|prevent) (?:us|this|it)|not going (?:anywhere|away)|(?:not|n't) (?:bluffing|kidding|joking|playing (?:around|games))|(?:is|it's|this is|this isn't|isn't|is not) (?:not )?(?:a|an) (?:empty )?(?:threat|bluff|joke)|(?:don't|do not|doesn't|does not|didn't|did not|haven't|have not|won't|will not|can't|cannot|can not|couldn't|could not) rule (?:it |this |that )?out|(?:hasn't|has not|haven't|have not|hadn't|had not) (?:yet |ever )?ruled (?:it |this |that )?out|(?:not|n't) (?:yet )?ruling (?:it |this |that )?out|(?:not|haven't been|has not been|hasn't been) ruled out|(?:not|isn't|is not) off the table|not out of the question|sin (?:mas|previo) aviso|sin excepcion(?:es)?|no mas (?:excusas|prorrogas|oportunidades|plazos|avisos)|no (?:es|estamos) (?:broma|jugando|bromeando)|no (?:descartamos|descarta|se descarta|(?:podemos|puede|se puede|podriamos) descartar)|no es (?:una )?amenaza(?: vacia)?|(?:no|not have any|don't have any|do not have any|without any) (?:other )?(?:choice|option|alternative)s? (?:but|than|except)|nothing (?:else )?(?:we|i) can do (?:but|except)|(?:won't|will not|wouldn't|would not|don't|do not) have (?:much|a lot of|any|many|another|an?) ?(?:other )?(?:choice|option|alternative)s? (?:but|except|other than|than)|no (?:nos |me )?(?:va a|iba a)? ?(?:quedar|queda|quedara) (?:de )?otra\b|(?:if|unless|when|once) nothing (?:\w+ ){0,2}?(?:comes? in|arrives?|is (?:paid|received|sent)|gets? (?:paid|sent)|shows? up|happens)\b|(?:won't|will not|wouldn't|would not|not) hesitate|(?:can't|cannot|won't|will not|can no longer|(?:are|'re|am|'m) not(?: going to)?) (?:hold off|wait|delay)|(?:are|'re|am|'m) not (?:waiting|holding off|delaying)|nothing (?:stops|prevents|keeps) us|no (?:one|body) can stop|no (?:nos )?(?:quedara|queda|dejara|deja) (?:otra|mas) (?:opcion|remedio|alternativa|salida)|no (?:tendremos|tenemos|habra) (?:otra )?(?:opcion|alternativa|mas remedio)|no dudaremos|no (?:podemos|vamos a) esperar|you (?:don't|dont|do not|wouldn't|would not) want|(?:nobody|no one) (?:wants|would want|likes|needs) to|(?:usted )?no (?:le )?(?:conviene|querra|quiere|quisiera) que|(?:if|unless|when|until|once) (?:it|that|this|you|they|we|he|she|(?:the|your|this|that|my|our) (?:[\w$.,'-]+ ){0,3}?[\w$.,-]+)(?:'s|'re) (?:not|never)|(?:if|unless|when|until|once) (?:you|we|i|they|he|she|it|this|that|(?:the|your|this|that|my|our) (?:[\w$.,'-]+ ){0,5}?[\w$.,'-]+|(?:[a-z$'-]+ ){0,2}[a-z$'-]+) (?:don't|dont|do not|doesn't|doesnt|does not|didn't|didnt|did not|haven't|havent|have not|hasn't|hasnt|has not|can't|cant|cannot|won't|wont|will not|isn't|isnt|is not|aren't|arent|are not|refuse to|never)|(?:\w+ )?or not\b|(?:\w+ )?o no\b|(?:not|never|without|no) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|payments?|paid|repay\w*|making payments|a payment|responding|respond|answer\w*)|(?:don't|dont|do not|didn't|didnt|won't|wont|can't|cant|never|aren't|arent|weren't|werent|isn't|isnt|wasn't|wasnt) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|repay\w*|answer\w*|respond\w*|reply\w*|pick up)|(?:si|cuando|mientras|que|en que) no (?:paga|pagas|pague|paguen|responde|respondes|responda|contesta|conteste|contesten|cumple|llama|llame|liquida|se comunica|se comunique|se pone|se ponga|abona|abone|deposita|deposite|cubre|cubra|salda|salde)|(?:no|sin|nunca) (?:\w+ ){0,2}?(?:pagar|pago|pagos|paga|pague|pagado|responder|liquidar)|no (?:nos|me) (?:obligue|haga|deje|fuerce)\w*|(?:si|cuando|mientras|en caso de que|de) no (?:(?:me|nos|le|les|lo|la|los|las|se|te) ){0,2}[a-z]{3,}|(?:not|no|isn't|isnt|is not|never) (?:a |an |any )?(?:good |valid |real )?(?:reason|excuse|grounds?|license|free pass|pass) (?:to|for) (?:skip\w*|stop\w*|miss\w*|hold\w* off|delay\w*|paus\w*|postpon\w*|avoid\w*|ignor\w*|not)|(?:doesn't|doesnt|does not|won't|wont|will not|didn't|didnt|did not|can't|cant|cannot) (?:stop|prevent|keep|bar) (?:\w+ ){0,3}?from|(?:doesn't|doesnt|does not|won't|wont|will not) (?:change|alter) the fact|(?:doesn't|doesnt|does not|won't|wont|will not|didn't|did not) mean (?:that )?(?:we|i|they|you|it|he|she|the \w+|a \w+)(?:'re| are| is)? (?:can't|cannot|won't|will not|aren't|are not|isn't|is not|couldn't|wouldn't|don't|do not|no longer|never)|no (?:es|son|sera|seria) (?:un |una |ningun |ninguna |buen |buena )?(?:motivo|razon|excusa|pretexto|justificacion) (?:para|de) (?:dejar de|no|saltarse|saltar|atrasar|retrasar|suspender|parar|detener|posponer|aplazar)|no (?:le |nos |les )?(?:quita|quitan|impide|impiden|impedira|evita|evitan|evitara) (?:que|a)|(?:doesn't|doesnt|does not|won't|wont|will not) mean (?:that )?you (?:get to|can|may|are allowed to|have the right to|should) (?:skip|stop|miss|hold off|delay|pause|ignore|not)|(?:doesn't|doesnt|does not|won't|wont|will not) give you (?:the |a |any )?(?:right|permission|license) to (?:skip|stop|miss|hold off|delay|pause|ignore|not)|no (?:le |te |les )?(?:da|dan|otorga|otorgan) (?:el )?(?:derecho|permiso|licencia) (?:a|para|de) (?:dejar de|no|saltarse|atrasar|retrasar|suspender|parar)|nothing (?:can )?(?:stops?|prevents?|keeps?|bars?) (?:us|me|them|him|her|our client|the (?:creditor|firm|client|lender|bank|owner|company)) from|no (?:significa|quiere decir|implica) que (?:no|(?:usted )?(?:pueda|puede) (?:dejar de|saltarse|no))|sin embargo|o si no|(?:(?:if|unless) )?(?:we|i) (?:don't|dont|do not|can't|cant|cannot) (?:get|receive|hear|see)|(?:i|we) (?:don't|do not|wouldn't|would not) want (?:that |this |the same (?:thing )?)?(?:to happen )?(?:to (?:happen to )?)?you|no (?:quiero|queremos|quisiera|quisieramos) que (?:le|te|les) (?:pase|suceda|ocurra)|(?:(?:if|unless|when|whenever) )?(?:i|we) (?:can't|cant|cannot|am not able to|are not able to|am unable to|are unable to) (?:\w+ )?(?:reach|contact|get (?:a )?hold of|get through to|find|locate) you\b|(?:i|we) (?:haven't|have not|hadn't|couldn't|could not|wasn't able to|weren't able to)(?: been able to)? (?:reach|get (?:a )?hold of|get through to|find|locate) (?:you|your|him|her|them)\b|si no (?:\w+ )?(?:lo|la|le|te)? ?(?:localiz|encontr|encuentr|contact|comunic|hablamos|hablo)\w*)\b/g;
const AFFIRMING_STOP_BEFORE =
  /\b(?:doesn't|doesnt|does not|won't|wont|will not|didn't|didnt|did not|can't|cant|cannot) (?:stop|prevent|keep|bar) (?:(?:a|an|the|any|your|our) )?$/;
// A list of what the sender is not, the match one of its items: "we're not the state, a court, or the police", "no somos el gobierno,
// ni la corte". Its items are short names (no "-ing" verb), its subject the sender or the matter.
const ITEM = String.raw`(?:(?:a|an|the|el|la|los|las|un|una)\s+)?[\w']+(?<!ing)(?:\s+[\w']+(?<!ing))?`;
const LIST_UNDER_DENIAL = new RegExp(
  String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|(?:this|that|it)(?:'s| is)|somos|soy|es)\s+(?:not|neither|no|ni)\s+${ITEM}(?:\s*,\s*(?:(?:or|and|nor|o|y|ni)\s+)?${ITEM})*\s*,?\s*(?:(?:or|nor|ni|o)\s+)?(?:(?:a|an|the|el|la|los|las|un|una)\s+)?$|\bno somos\s+${ITEM}(?:\s*,\s*(?:(?:o|y|ni)\s+)?${ITEM})*\s*,?\s*(?:(?:ni|o)\s+)?(?:(?:el|la|los|las|un|una)\s+)?$`,
);
const LIST_GOES_ON = /^\s*,?\s*(?:[\w']+\s+){0,3}?(?:or|nor|ni|o)\b/;
const LIST_ENDS_BEFORE = /\b(?:or|nor|ni|o)\s+(?:(?:a|an|the|el|la|los|las|un|una)\s+)?$/;

// A cause that opens the match's stretch with no comma after it ("since you never called back we're …"), and the sender's clause after it.
const CAUSE_OPENS = /\b(?:since|because|now that|seeing (?:as|that)|given that|ya que|porque|como|puesto que|dado que)\b[^!?;:,.]*$/;
const SENDER_SUBJECT =
  /\b(?:we|we'll|we're|we've|we'd|i'll|i'm|i've|i'd|i|our (?:office|firm|client|agency|company|team|attorneys?)|(?:vamos|voy|tendremos|tendre) a|procederemos|nosotros)\b/g;

// After the match, in the same clause: "jail is not an option", "the police are not involved".
const NEGATED_AFTER =
  /^([^.!?;:,]{0,40}?)\b(?:(?:is|are|was|were|will|would|can|could|does|do|did|has|have)(?:n't| not| never)|isnt|arent|wont|cant|doesnt|dont|no (?:es|son|esta|estan|sera|seran|va|van|puede|pueden|podra|podran|existe|existen|aplica|hay|habra|forma)|(?:has|have|had) nothing to do with|no (?:tiene|tienen|tendra|tendran) nada que ver|no (?:interviene|intervienen|se mete|se meten|participa|participan))\b/;
const LIST_DENIED_AFTER =
  /^[^.!?:]{0,50}?[:\u2013\u2014]\s*(?:none of (?:that|this|it|those|these|them)|nothing (?:like that|of the sort|of that)|(?:that's|that is|it's) not happening|nada de eso|ninguna de esas cosas|nada de esto)\b/;
const RULED_OUT_AFTER =
  /^\s*(?:is|are|was|would be|will be|stays?|remains?|esta|estan|queda|quedan|es|son)\s+(?:completely |totally |entirely |simply |now |also |ya |totalmente |completamente )?(?:off the table|out of the question|ruled out|impossible|descartad[oa]s?|fuera de (?:la mesa|discusion)|imposible)\b/;
// A negation after the match belongs to another clause when a conjunction or a new subject comes first ("we'll tell your boss you don't pay").
const NOT_THE_SUBJECT =
  /\b(?:if|unless|when|until|because|since|as|so|after|before|though|although|while|which|that|who|or|otherwise|and|you|he|she|they|it|we|i|si|cuando|hasta|porque|ya|como|pues|aunque|que|quien|o|y|mientras|usted|ustedes|ella|el|ellos)\b/;

/**
 * A negation inside a match that the pattern needs ("no respondo por lo que le pase", "you never know
 * what might happen", "without your permission") is the threat's own wording, not a denial of it:
 * only a negation the pattern can do without denies ("our attorney has not reviewed it": without the
 * "not" it still matches, so the "not" is the sender's).
 */
function deniesWithin(match: string, pattern: RegExp): boolean {
  const bare = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  for (const hit of matchesOf(
    match.replace(NOT_A_DENIAL, (m) => ' '.repeat(m.length)),
    global(NEGATION),
  )) {
    const at = hit.index ?? 0;
    const without = `${match.slice(0, at)}${match.slice(at + hit[0].length)}`.replace(/\s+/g, ' ');
    if (bare.test(without)) return true;
  }
  return false;
}

/** A denial in the same clause before the match or inside it ("we will NOT contact your employer"). */
export function isNegated(text: string, start: number, end: number, pattern: RegExp): boolean {
  // Negations that deny nothing are read on a wider stretch than the 80 characters a denial may reach,
  // so a condition whose "if" begins further back ("if the $415 for … isnt paid by thurs we send it to
  // the county and they issue a warrant") is still read as a condition. Blanked letter for letter, the
  // clause breaks stay where they were, and none is read across a comma or a stop, as before.
  const wide = text
    .slice(Math.max(0, start - 240), start)
    .split(/([!?;:\u2013\u2014]|(?<!\d)[.,]|[.,](?!\d))/)
    .map((piece) => piece.replace(NOT_A_DENIAL, (m) => m.replace(/[\w']/g, '_')))
    .join('');
  const before = wide.slice(-80);
  // The negation must sit in the match's own clause: "you don't answer, so we'll call your wife" denies nothing.
  // A figure's comma or point ("$1,100.50") ends no clause.
  const parts = before.split(
    /[!?;:\u2013\u2014]|(?<!\d)[.,]|[.,](?!\d)| - |\b(?:but|pero|sino|so|because|since|therefore|then|asi que|por eso|entonces|porque|ya que)\b/,
  );
  // A list carries its clause: in "no fear of arrest, jail or seizure" the "no" covers all three.
  let clause = parts.pop() ?? '';
  // An empty clause carries the one before only inside a list ("no fear of arrest, jail or seizure"), not after a full clause ("doesn't matter, pay Friday").
  // A list of actions carries its denial too: in "we will not sue you, garnish your pay or repossess the truck" the "not" covers each verb,
  // an item being a bare verb and its object, the list going on with "or" / "ni" (a new subject starts a clause of its own).
  const isListItem = (c: string) =>
    /^\s*(?:(?:\w+ ){1,2}(?:or|and|nor|o|y|ni)\s+|(?:or|and|nor|o|y|ni)\s+)(?:(?:the|a|an|your|el|la|los|las|su|sus) )?$/.test(c) ||
    /^\s*(?!(?:we|i|they|you|he|she|it|we'll|i'll|they'll|we're|you'll|nosotros|yo|ellos|usted)\b)(?:[\w']+ ){2,4}(?:or|nor|o|ni)\s+$/.test(c) ||
    (/^\s*$/.test(c) && /^\s*(?:,|(?:or|and|nor|o|y|ni)\b)/.test(text.slice(end, end + 8))) ||
    (/^\s*$/.test(c) && /^[^.!?;:,]{0,40}?\b(?:or|nor|o|ni)\b/.test(text.slice(end, end + 50)));
  while (parts.length > 0 && isListItem(clause)) clause = `${parts.pop() ?? ''},${clause}`;
  // A cause told first without its comma ends where the sender's own clause begins: in "since you haven't responded we'll be setting up
  // garnishment" the "haven't" is the consumer's silence, not a denial of the garnishment (blind set AO).
  if (CAUSE_OPENS.test(before)) {
    const subject = [...clause.matchAll(SENDER_SUBJECT)].at(-1);
    if (subject?.index !== undefined && subject.index > 0) clause = clause.slice(subject.index);
  }
  // A condition after the main clause is a clause of its own: in "your place won't be secure if I have to
  // come out there myself" or "a rig can't haul once it's been towed" the negation belongs to the
  // consequence, not to the visit or the tow.
  const condition = [...clause.matchAll(/\b(?:if|unless|once|when|whenever|si|cuando)\b/g)].at(-1);
  if (condition?.index !== undefined) clause = clause.slice(condition.index);
  else if (/^(?:if|unless|once|when|whenever|si|cuando)\b/.test(text.slice(start, end))) clause = '';
  // The trigger itself the object of an affirming "doesn't stop … from" ("that does not stop a judge from hearing your case"):
  // the "from" lies past the match, so the clause before it cannot show the idiom whole.
  if (/^\s+from\b/.test(text.slice(end, end + 8))) clause = clause.replace(AFFIRMING_STOP_BEFORE, (m) => ' '.repeat(m.length));
  if (LIST_UNDER_DENIAL.test(before) && (LIST_ENDS_BEFORE.test(before) || LIST_GOES_ON.test(text.slice(end, end + 50)))) return true;
  if (NEGATION.test(clause.replace(/\s+/g, ' ').replace(NOT_A_DENIAL, ' ')) || deniesWithin(text.slice(start, end).replace(/\s+/g, ' '), pattern)) return true;
  // "Garnishment is not off the table", "a lawsuit isn't out of the question": the "not" keeps the threat.
  if (
    /^[^.!?;:,]{0,25}?\b(?:not|n't|no) (?:off the table|out of the question|ruled out|an empty threat|a bluff|a joke|descartad[oa]|una amenaza vacia|broma)\b/.test(
      text.slice(end, end + 60),
    )
  )
    return false;
  // A list of fears denied after it: "Threats, jail, wage garnishment: none of that is happening here."
  if (LIST_DENIED_AFTER.test(text.slice(end, end + 80))) return true;
  // The thing itself said to be ruled out: "a lawsuit is off the table", "el embargo está descartado".
  if (RULED_OUT_AFTER.test(text.slice(end, end + 60))) return true;
  const after = NEGATED_AFTER.exec(text.slice(end, end + 60));
  return after !== null && !NOT_THE_SUBJECT.test(after[1] ?? '');
}

/**
 * Each pattern's global twin, compiled once and gated (gate.ts): every message runs every pattern.
 * Kept by the pattern's text, not its object: a rule whose check lists its patterns inline makes new
 * RegExp objects on every message, and a cache keyed by them grew with every message scanned (the load
 * bench's heap held hundreds of copies of each, issue 40.5). The rules' patterns are fixed text, so
 * this holds one entry per pattern however many messages pass. The object is remembered weakly beside
 * it, so a pattern made once is not rebuilt into its text (thousands of characters) on every message.
 */
const globals = new Map<string, Map<string, RegExp>>();
const byObject = new WeakMap<RegExp, RegExp>();
let compiled = 0;
function global(pattern: RegExp): RegExp {
  const known = byObject.get(pattern);
  if (known) return known;
  // A pattern written inline in a check is a new object on every message, with the same source string:
  // looked up by flags, then by that string (no key is built, so nothing is copied or hashed again).
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  let bySource = globals.get(flags);
  if (!bySource) {
    bySource = new Map();
    globals.set(flags, bySource);
  }
  let re = bySource.get(pattern.source);
  if (!re) {
    re = new RegExp(gated(pattern.source), flags);
    bySource.set(pattern.source, re);
    needed.set(re, requiredLiterals(pattern));
    compiled++;
  }
  byObject.set(pattern, re);
  return re;
}

/** The literals each compiled pattern cannot match without (prefilter.ts), or null. */
const needed = new WeakMap<RegExp, string[] | null>();
/** The last text lower-cased, for the literals' test: every pattern of a scan reads the same text. */
let lastText = '';
let lastLower = '';
const holds = (literal: string) => lastLower.includes(literal);

/** Every match of a global pattern, without String.prototype.matchAll's copy of the pattern (it rebuilds it from its source on every call). */
function matchesOf(text: string, re: RegExp): RegExpExecArray[] {
  const literals = needed.get(re);
  if (literals) {
    if (text !== lastText) {
      lastText = text;
      lastLower = text.toLowerCase();
    }
    if (!literals.some(holds)) return [];
  }
  const hits: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let hit = re.exec(text); hit !== null; hit = re.exec(text)) {
    hits.push(hit);
    if (hit[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return hits;
}

/** How many global twins are compiled: the test that the cache stays bounded reads it. */
export const globalPatternCount = () => compiled;

/** What clears a hit: a rule's, read alike on its phrasings and on its frame (frames.ts). */
export type Exemptions = {
  /** The sentence around a hit shows it is not the act the rule forbids (a statement of fact, the consumer's rights). */
  exempt?: (sentence: string) => boolean;
  /** The same, read on the clause alone (and the message's whole text, for who it is written to). */
  exemptClause?: (clause: string, text: string) => boolean;
};

type MatchOptions = Exemptions & { negatable: boolean };

export function matchAll(m: Message, patterns: Patterns, options: MatchOptions): string[] {
  const found: string[] = [];
  for (const pattern of [...patterns.en, ...patterns.es]) {
    for (const hit of matchesOf(m.n.text, global(pattern))) {
      const start = hit.index ?? 0;
      const end = start + hit[0].length;
      if (options.negatable && isNegated(m.n.text, start, end, pattern)) continue;
      // A remedy explained as the law's ("only after a court judgment") is not threatened.
      if (options.negatable && isLawExplanation(sentenceAt(m.n.text, start, end))) continue;
      // The consumer's words told back ("you asked if you'd be arrested") are not the collector's.
      if (options.negatable && isConsumersWords(m.n.text, start)) continue;
      // Words quoted to take them back ("I told you we could garnish: that was wrong") are not said.
      if (options.negatable && isRetraction(sentenceWithNext(m.n.text, start, end))) continue;
      // A word asked back and denied ("Jail? No, …") is not said.
      if (options.negatable && isEchoDenied(m.n.text, start, end)) continue;
      // A word named as a word and placed in what the consumer read ('the word "levy" in our letter') is not said.
      if (options.negatable && isWordNamed(m.n.text, start, end)) continue;
      if (options.exempt?.(sentenceAt(m.n.text, start, end))) continue;
      if (options.exemptClause?.(clauseAt(m.n.text, start, end), m.n.text)) continue;
      const words = originalSpan(m.original, m.n, start, start + hit[0].length);
      if (words && !found.includes(words)) found.push(words);
    }
  }
  return withoutNested(found);
}

/** Each excerpt once: one that sits inside a longer one quotes the same words again ("let your sister know" in "could you let your sister know…"). */
export const withoutNested = (excerpts: string[]) => excerpts.filter((e) => !excerpts.some((other) => other !== e && other.includes(e)));

export function textRule(
  patterns: Patterns,
  options: MatchOptions & {
    /** Implied threats whose wording holds a negation of its own ("you wouldn't want your boss to know"). */
    implied?: Patterns;
    when?: (ctx: ComplianceContext) => boolean;
    action?: (ctx: ComplianceContext) => Action;
  },
) {
  return (m: Message, ctx: ComplianceContext) => {
    if (options.when && !options.when(ctx)) return null;
    const triggers = matchAll(m, patterns, options);
    for (const t of options.implied ? matchAll(m, options.implied, { negatable: false, exempt: options.exempt, exemptClause: options.exemptClause }) : [])
      if (!triggers.includes(t)) triggers.push(t);
    return triggers.length > 0 ? { action: options.action?.(ctx) ?? 'block', triggers: withoutNested(triggers) } : null;
  };
}

/**
 * Where a court's own order in a post-judgment proceeding is told with its date, drops the triggers (`words`) that tell what the
 * judge may do if the order is ignored ("the court set a debtor's examination for June 18 … if you don't appear the judge may issue
 * a bench warrant"), and those (`orderNamed`) that only name that order ("that's a court order"): the real order and its real
 * consequence, stated accurately, threaten nothing (1692e(4),(5)) and imitate no process (1692e(13)).
 */
export const exceptCourtOrderConsequence =
  (words: RegExp, check: Check, orderNamed?: RegExp): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !isCourtOrderedProceeding(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => {
      const n = normalize(t).text;
      return !(orderNamed?.test(n) || (words.test(n) && isIgnoredOrderConsequence(m.n.text, n)));
    });
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };
