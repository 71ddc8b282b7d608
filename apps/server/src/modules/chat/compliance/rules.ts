import { CONTACT_WINDOW, englishClockHour, formatCents, type Language, parseDollarsToCents, writtenLanguage } from '@parley/shared';
import {
  blankIdioms,
  clauseAt,
  isConsumerChoice,
  isConsumerRights,
  isConsumersWords,
  isEchoDenied,
  isFiledCaseFact,
  isJudgmentFact,
  isLawExplanation,
  isNotACollectionRequest,
  isRetraction,
  sentenceAt,
  sentenceWithNext,
} from './meaning.js';
import { type Normalized, normalize, originalSpan } from './normalize.js';

const START = englishClockHour(CONTACT_WINDOW.startHour);
const END = englishClockHour(CONTACT_WINDOW.endHour);

/**
 * The rules of ../shared/COMPLIANCE.md as pure functions of a message and its account's context.
 * Sources: the FDCPA (15 U.S.C. 1692 et seq.) and Regulation F (12 CFR part 1006).
 */
export const RULE_IDS = [
  'abuse',
  'violence',
  'harassment-frequency',
  'government',
  'credit-bureau',
  'attorney-involvement',
  'arrest-seizure',
  'threat-not-intended',
  'amount-misstated',
  'crime-accusation',
  'false-credit-threat',
  'fake-legal-process',
  'unauthorized-fees',
  'postdated-check',
  'third-party',
  'cease-communication',
  'represented-consumer',
  'inconvenient-time',
  'time-barred',
  'overshadowing',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** What the scanner knows about the account and the conversation when a collector writes. */
export type ComplianceContext = {
  now: Date;
  /** What the consumer still owes, in cents; null when unknown (no amount check then). */
  balanceCents: number | null;
  isDisputed: boolean;
  isDisputeVerified: boolean;
  isRepresented: boolean;
  /** The consumer asked to stop contact and has not written since. */
  isCeaseRequested: boolean;
  /** Through the last day of the validation period the account's notice states (1006.34(b)(5)). */
  isInValidationPeriod: boolean;
  isTimeBarred: boolean;
  /** Collector messages to this consumer today that the consumer has not answered. */
  messagesSentToday: number;
  /** harassment-frequency: the configurable cap (COMPLIANCE.md: a 6th unanswered message blocks). */
  dailyMessageCap: number;
  senderIsAttorney: boolean;
  /** Null inside 8 a.m.–9 p.m. at the consumer's location, else when the window opens. */
  holdUntil: Date | null;
};

export type Action = 'block' | 'warn' | 'hold';

export type Finding = {
  rule: RuleId;
  citation: string;
  description: string;
  action: Action;
  triggers: string[];
  suggestion: string | null;
};

type Rule = {
  id: RuleId;
  citation: string;
  description: string;
  suggestion: (ctx: ComplianceContext) => string | null;
  check: (message: Message, ctx: ComplianceContext) => { action: Action; triggers: string[] } | null;
};

type Message = { original: string; n: Normalized; language: Language };

/**
 * A rule's wording in each language it reads. Every rule runs all its patterns on every message
 * (a collector may mix languages); the message's language chooses only what the scanner writes back.
 */
type Patterns = Record<Language, RegExp[]>;

// A negation in the same clause before the match ("we will NOT garnish", "no fee", "nadie lo va a arrestar", "sin cargo").
const NEGATION =
  /\b(?:(?:stop|stopped|cease|ceased|quit|no longer) (?:calling|contacting|texting|messaging|emailing|writing to|visiting)|not|never|no|nobody|no one|nothing|none|won't|wont|cannot|can't|cant|don't|dont|doesn't|doesnt|isn't|isnt|aren't|arent|wasn't|haven't|havent|hasn't|hasnt|hadn't|didn't|didnt|weren't|werent|without|nor|waive|waived|free of|prohibit\w*|forbid\w*|protect\w*|exempt|myths?|claims? to be|claiming to be|pretend\w* to be|impersonat\w*|posing as|(?:if|in case) you (?:think|believe|suspect)|victims? of|asked (?:if|whether|about)|too old(?: for \w+)? to|(?:past|beyond|outside|passed|after) the (?:\w+ )?(?:time limit|limit|deadline|statute of limitations|period|plazo|limite) (?:for|to|para)|(?:people|folks|some|many|a lot of people|consumers) (?:often |sometimes |usually )?(?:assume|think|believe|worry)|nunca|nadie|ningun\w*|jamas|tampoco|ni|sin|nada(?! mas (?!de\b))|prohib\w*|proteg\w*|exent\w*|mitos?|si (?:cree|piensa|sospecha)|victimas? de|(?:se hace|haciendose|hacerse|se hacen) pasar? por|(?:dicen?|fingen?|dice|finge) ser|pregunt\w* (?:si|por|sobre))\b/;
// Negations that deny nothing: "don't make us garnish", "if you don't pay, …", "if this isn't paid, …", "since you don't answer, …",
// "not paying is fraud", "why don't you…" (a suggestion).
const NOT_A_DENIAL =
  /\b(?:(?:with|having|had|has|have) (?:nothing|no money|no funds) (?:behind|in|to back|to cover)|why (?:not|don't|dont|do not|wouldn't|won't)|por que no|how about|que tal si|(?:don't|dont|do not) (?:make|force|let|want) (?:us|me)|without (?:further |any |prior |more |advance )?(?:notice|warning|delay|exception|hesitation)|no (?:more|further) (?:excuses|extensions|chances|warnings|delays|time|notice|waiting)|no (?:later|sooner) than|no exceptions|no way (?:around|out)|no matter what|no time to (?:waste|lose)|(?:can't|cannot|nothing can|no one can|nobody can) (?:stop|prevent) (?:us|this|it)|not going (?:anywhere|away)|(?:not|n't) (?:bluffing|kidding|joking|playing (?:around|games))|(?:is|it's|this is|this isn't|isn't|is not) (?:not )?(?:a|an) (?:empty )?(?:threat|bluff|joke)|(?:don't|do not|haven't|have not|won't|will not) rule (?:it |this )?out|(?:not|haven't been|has not been|hasn't been) ruled out|(?:not|isn't|is not) off the table|not out of the question|sin (?:mas|previo) aviso|sin excepcion(?:es)?|no mas (?:excusas|prorrogas|oportunidades|plazos|avisos)|no (?:es|estamos) (?:broma|jugando|bromeando)|no (?:descartamos|descarta|se descarta)|no es (?:una )?amenaza(?: vacia)?|(?:no|not have any|don't have any|do not have any|without any) (?:other )?(?:choice|option|alternative)s? (?:but|than|except)|nothing (?:else )?(?:we|i) can do (?:but|except)|(?:won't|will not|wouldn't|would not|not) hesitate|(?:can't|cannot|won't|will not|can no longer) (?:hold off|wait|delay)|nothing (?:stops|prevents|keeps) us|no (?:one|body) can stop|no (?:nos )?(?:quedara|queda|dejara|deja) (?:otra|mas) (?:opcion|remedio|alternativa|salida)|no (?:tendremos|tenemos|habra) (?:otra )?(?:opcion|alternativa|mas remedio)|no dudaremos|no (?:podemos|vamos a) esperar|you (?:don't|dont|do not|wouldn't|would not) want|(?:usted )?no (?:le )?(?:conviene|querra|quiere|quisiera) que|(?:if|unless|when|until|once) (?:you|we|i|they|he|she|it|this|that|(?:the|your|this|that|my|our) (?:[\w$.,'-]+ ){0,5}?[\w$.,'-]+) (?:don't|dont|do not|doesn't|doesnt|does not|didn't|didnt|did not|haven't|havent|have not|hasn't|hasnt|has not|can't|cannot|won't|will not|isn't|isnt|is not|aren't|arent|are not|refuse to|never)|(?:\w+ )?or not\b|(?:\w+ )?o no\b|(?:not|never|without|no) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|payments?|paid|repay\w*|making payments|a payment|responding|respond|answer\w*)|(?:don't|dont|do not|didn't|didnt|won't|wont|can't|cant|never) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|repay\w*|answer\w*|respond\w*|reply\w*|pick up)|(?:si|cuando|mientras|que|en que) no (?:paga|pagas|pague|paguen|responde|respondes|responda|contesta|conteste|contesten|cumple|llama|llame|liquida|se comunica|se comunique)|(?:no|sin|nunca) (?:\w+ ){0,2}?(?:pagar|pago|pagos|paga|pague|pagado|responder|liquidar)|no (?:nos|me) (?:obligue|haga|deje|fuerce)\w*|sin embargo|o si no|(?:(?:if|unless) )?(?:we|i) (?:don't|dont|do not|can't|cannot) (?:get|receive|hear|see)|(?:i|we) (?:don't|do not|wouldn't|would not) want (?:that |this |the same (?:thing )?)?(?:to happen )?(?:to (?:happen to )?)?you|no (?:quiero|queremos|quisiera|quisieramos) que (?:le|te|les) (?:pase|suceda|ocurra)|(?:(?:if|unless|when|whenever) )?(?:i|we) (?:can't|cant|cannot|am not able to|are not able to|am unable to|are unable to) (?:\w+ )?(?:reach|contact|get (?:a )?hold of|get through to|find|locate) you\b|si no (?:\w+ )?(?:lo|la|le|te)? ?(?:localiz|encontr|encuentr|contact|comunic|hablamos|hablo)\w*)\b/g;
// After the match, in the same clause: "jail is not an option", "the police are not involved".
const NEGATED_AFTER =
  /^[^.!?;:,]{0,40}?\b(?:(?:is|are|was|were|will|would|can|could|does|do|did|has|have)(?:n't| not| never)|isnt|arent|wont|cant|doesnt|dont|no (?:es|son|esta|estan|sera|seran|va|van|puede|pueden|podra|podran|existe|existen|aplica|hay|habra|forma))\b/;
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
  for (const hit of match.replace(NOT_A_DENIAL, (m) => ' '.repeat(m.length)).matchAll(global(NEGATION))) {
    const at = hit.index ?? 0;
    const without = `${match.slice(0, at)}${match.slice(at + hit[0].length)}`.replace(/\s+/g, ' ');
    if (bare.test(without)) return true;
  }
  return false;
}

/** A denial in the same clause before the match or inside it ("we will NOT contact your employer"). */
function isNegated(text: string, start: number, end: number, pattern: RegExp): boolean {
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
  const isListItem = (c: string) =>
    /^\s*(?:(?:\w+ ){1,2}(?:or|and|nor|o|y|ni)\s+|(?:or|and|nor|o|y|ni)\s+)(?:(?:the|a|an|your|el|la|los|las|su|sus) )?$/.test(c) ||
    (/^\s*$/.test(c) && /^\s*(?:,|(?:or|and|nor|o|y|ni)\b)/.test(text.slice(end, end + 8)));
  while (parts.length > 0 && isListItem(clause)) clause = `${parts.pop() ?? ''},${clause}`;
  // A condition after the main clause is a clause of its own: in "your place won't be secure if I have to
  // come out there myself" or "a rig can't haul once it's been towed" the negation belongs to the
  // consequence, not to the visit or the tow.
  const condition = [...clause.matchAll(/\b(?:if|unless|once|when|whenever|si|cuando)\b/g)].at(-1);
  if (condition?.index !== undefined) clause = clause.slice(condition.index);
  else if (/^(?:if|unless|once|when|whenever|si|cuando)\b/.test(text.slice(start, end))) clause = '';
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
  return after !== null && !NOT_THE_SUBJECT.test(after[0].slice(0, after[0].lastIndexOf(' ') + 1));
}

// Each pattern's global twin, compiled once: every message runs every pattern.
const globals = new Map<RegExp, RegExp>();
function global(pattern: RegExp): RegExp {
  let re = globals.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, re);
  }
  return re;
}

type MatchOptions = {
  negatable: boolean;
  /** The sentence around a hit shows it is not the act the rule forbids (a statement of fact, the consumer's rights). */
  exempt?: (sentence: string) => boolean;
  /** The same, read on the clause alone. */
  exemptClause?: (clause: string) => boolean;
};

function matchAll(m: Message, patterns: Patterns, options: MatchOptions): string[] {
  const found: string[] = [];
  for (const pattern of [...patterns.en, ...patterns.es]) {
    for (const hit of m.n.text.matchAll(global(pattern))) {
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
      if (options.exempt?.(sentenceAt(m.n.text, start, end))) continue;
      if (options.exemptClause?.(clauseAt(m.n.text, start, end))) continue;
      const words = originalSpan(m.original, m.n, start, start + hit[0].length);
      if (words && !found.includes(words)) found.push(words);
    }
  }
  return withoutNested(found);
}

/** Each excerpt once: one that sits inside a longer one quotes the same words again ("let your sister know" in "could you let your sister know…"). */
const withoutNested = (excerpts: string[]) => excerpts.filter((e) => !excerpts.some((other) => other !== e && other.includes(e)));

function textRule(
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

const SELF = String.raw`(?:this is|we are|we're|i am|i'm|calling from|writing from|a message from|on behalf of|acting for|working (?:for|with)|representing|affiliated with|partnered with|partners? (?:at|with|in)|authorized by|contracted (?:by|with)|in cooperation with|here at|agents? of|an? office of)`;
const GOVERNMENT = String.raw`(?:the )?(?:state|federal|county|city|municipal|municipality|government|department of consumer affairs|consumer affairs (?:department|office|division)|consumer protection (?:agency|bureau|office|division)|cfpb|consumer financial protection bureau|ftc|federal trade commission|u ?s\.? (?=government|treasury|department|attorney|marshal|federal|agency)|united states|treasury|department of \w+|attorney general'?s?|irs|internal revenue|law enforcement|police)`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const DAY_ES = '(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
const SOON = String.raw`(?:tomorrow|today|tonight|immediately|right away|first thing|shortly|soon|any day now|next (?:week|month|${DAY})|in the coming days|this month|on the \d{1,2}(?:st|nd|rd|th)|(?:on |by )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w* \d{1,2}\b|this (?:week|afternoon|evening|morning|${DAY})|by (?:${DAY}|end of (?:day|the day|the week)|eod|tonight|noon)|on ${DAY}|within (?:\d+|one|two|three|a few|24|48|72) (?:hours?|days?|business days?)|in (?:\d+|one|two|three|a few|an?) (?:hours?|days?))`;
const SUIT = String.raw`(?:sue|suing|lawsuit|legal action|take you to court|taking you to court|file (?:a )?(?:suit|lawsuit|case|claim)|filing (?:a )?(?:suit|lawsuit|case|claim))`;
const OTHERS = String.raw`(?:employer|boss|manager|supervisor|foreman|forewoman|crew (?:chief|lead)|shift (?:lead|leader)|coworkers?|co workers?|colleagues?|hr|human resources|(?:hr|payroll|personnel) department|workplace|family|relatives|neighbou?rs?|friends|wife|husband|spouse|partner|mother|mom|father|dad|parents|brothers?|sisters?|son|daughter|children|kids|landlord|(?:building|property|apartment) manager|ex|ex ?(?:wife|husband|girlfriend|boyfriend|partner)|nieces?|nephews?|receptionist|assistant|secretary|front desk|work (?:number|phone|line|email|address)|emergency contacts?|superintendent|doorman|concierge|hoa|household|church|pastor|in ?laws|roommates?|cousins?|aunt|uncle|grand(?:mother|father|parents|ma|pa)|girlfriend|boyfriend|fianc\w*|references|congregation|school|commanding officer|co|first sergeant|chain of command|unit commander|commander|sergeant|dispatch(?:er)?|foreman|crew (?:lead|chief)|shift (?:lead|supervisor)|(?:nursing home|care home|care facility|assisted living|rehab center)(?:'s)?(?: (?:staff|office|business office|administrator|director))?|business office|caseworker|case worker|social worker)`;
const SELF_ES =
  '(?:somos|soy|le habla|les habla|le escribe|le escribimos de|llamamos de|le llamamos de|de parte de|en nombre de|trabajamos (?:para|con)|representamos a|representando a|agentes? de|autorizados por|afiliados (?:a|con)|esta es la|este es el|aqui)';
const GOVERNMENT_ES = String.raw`(?:el |la |los )?(?:gobierno|estado|tesoro|departamento de \w+|fiscalia|fiscal general|procurador\w*|irs|policia|autoridades|corte federal|oficina del alguacil|hacienda|municipio|ayuntamiento|alcaldia|daco|profeco|departamento de asuntos del consumidor|oficina (?:de|del) (?:proteccion (?:al|del) consumidor|asuntos del consumidor))`;
const OTHERS_ES =
  '(?:su|tu|sus|tus) (?:empleador|jefe|jefa|ex(?: ?esposa| ?esposo| ?pareja)?|sobrin[oa]s?|recepcionista|secretari[oa]|oficina|cunad[oa]s?|supervisor|gerente|(?:lugar de )?trabajo|recursos humanos|familia|familiares|esposa|esposo|marido|mujer|madre|mama|padre|papa|padres|hij[oa]s?|hermanos?|hermanas?|suegr[oa]s?|vecin[oa]s?|companeros(?: de trabajo)?|amig[oa]s?|nietos?|nietas?|nuera|yerno|pareja|novi[oa]|iglesia|pastor|arrendador|casero|primos?|tios?|abuel[oa]s?|referencias|comandante|sargento|capitan|superior(?:es)?|unidad|despachador|patron|mayordomo|capataz)';

type Check = Rule['check'];

/** A message written where a group reads it: a greeting to everyone, "here in the group", "one of you". */
const GROUP_ADDRESSED = String.raw`(?:\b(?:hi|hey|hello|morning|evening) (?:everyone|everybody|y'?all|all of you|folks)\b|\beveryone (?:in|on) (?:the|this)\b|\b(?:in|to|on|into) (?:the|this|our|your) (?:[a-z]+ ){0,2}?(?:group(?: chat| text| thread)?|(?:family|group|team|church|neighbou?rhood|building) (?:chat|thread|text|channel))\b|\b(?:one|any|some) of you\b)`;
const DEBT_WORDS = String.raw`(?:\b(?:owes?|owing|balance|bill|debt|loan|card|past due|overdue|behind on)\b|\$ ?\d[\d,.]*\d)`;
const GROUP_ADDRESSED_ES = String.raw`(?:\bhola a todos\b|\b(?:en|al) (?:el |este |nuestro )?(?:grupo|chat (?:familiar|de la familia|del grupo))\b|\b(?:alguno|alguna|uno|una) de ustedes\b)`;
const DEBT_WORDS_ES = String.raw`(?:\b(?:debe|deuda|saldo|atrasad[oa]|cuenta pendiente)\b|\$ ?\d[\d,.]*\d)`;

const CONTACT_YOU = String.raw`(?:(?:call|ring|text|messag|email|contact|writ|bug|bother|hound|ping|dial)\w*|hit(?:s|ting)? up|blow(?:s|ing)? up) (?:you|your (?:phone|cell|number|inbox))`;
const RELENTLESS = String.raw`(?:every (?:single )?(?:hour|day|night|morning|evening|few (?:hours|minutes)|\d+ (?:minutes|hours))|each (?:hour|day|morning|night)|all (?:day|night|weekend)|around the clock|day and night|night and day|24 ?/ ?7|nonstop|non stop|constantly|over and over|again and again|repeatedly|daily|(?:\d+|two|three|four|five|six|ten|twenty|a dozen|dozens of|multiple|several|many) times (?:a|per|each) (?:day|hour))`;
const CONTACT_YOU_ES = String.raw`(?:(?:le|te|lo|la) (?:\w+ ){0,2}?(?:llam|escrib|mand|envi|text|contact|marc|molest)\w*|(?:llam|escrib|text|contact|molest)\w*(?:le|te|lo|la)\b|seguir\w* (?:llamando|escribiendo|mandando|enviando|insistiendo|marcando|molestando)\w*)`;
const RELENTLESS_ES = String.raw`(?:diario|diariamente|(?:varias|muchas|\d+|dos|tres|cuatro|cinco) veces al dia|cada (?:hora|dia|manana|noche|rato|\d+ minutos)|todos los dias|todo el dia|toda la noche|dia y noche|a todas horas|sin parar|sin descanso|constantemente|una y otra vez|a diario|las 24 horas)`;

/**
 * A clock time as normalize leaves it ("8am", "10:30", "noon"; its leetspeak undoing turns "4pm" into "apm"), and a
 * list of three or more of them: a schedule of contact.
 */
const CLOCK = String.raw`(?:\d{1,2}(?::[\dioeast]{2})? ?(?:am|pm|a m|p m)|[\dioeast]{1,2}(?::[\dioeast]{2})?(?:am|pm)|\d{1,2}(?::\d\d)?|noon|midnight|mediodia|medianoche)(?: (?:tonight|today|tomorrow|this (?:morning|afternoon|evening)|de la (?:manana|tarde|noche)|en punto))?`;
const CLOCK_LIST = String.raw`\b${CLOCK}\b(?:\s*(?:,|&|and|then|, then|, and|and then|, and then|y|luego|y luego|despues|, y)\s*(?:again |otra vez )?(?:at |a las |a la )?\b${CLOCK}\b){2,}`;

/** Harassment announced in words ("we'll call you every hour until you answer"), whatever today's count. */
const harassmentWords = textRule(
  {
    en: [
      new RegExp(String.raw`\b${CONTACT_YOU}\b[^.!?]{0,30}\b${RELENTLESS}`),
      new RegExp(String.raw`\b${RELENTLESS}\b[^.!?]{0,20}\b(?:until you|till you)\b`),
      /\b(?:calling|texting|messaging|emailing|contacting|ringing|dialing|writing)(?: you)? until you (?:pick up|answer|respond|reply|pay|call)\b|\bbe in touch (?:again and again|daily|every day|constantly|nonstop)\b/,
      /\b(?:hear from us|hearing from us|get (?:calls|texts|messages) from us)\b[^.!?]{0,20}\b(?:every|each|daily|all day|constantly|nonstop|until)\b/,
      // More contact announced as the answer to silence: "you'll be getting these chats daily now".
      /\b(?:these|more|our) (?:chats|texts|calls|messages|emails|voicemails)\b[^.!?]{0,15}\b(?:daily|every day|every hour|hourly|nonstop|constantly|all day)\b|\b(?:daily|every day|every hour|hourly|nonstop|constantly) (?:now|from now on|until you (?:answer|respond|reply|pay|call))\b/,
      /\b(?:keep|keeps|continue|continuing)\w* (?:on )?(?:calling|texting|messaging|emailing|contacting|writing|bugging|bothering|hounding|ringing|reaching out)\b[^.!?]{0,40}\b(?:until|till|til)\b/,
      /\b(?:morning,? noon,? and night|day in,? day out|at all hours|all hours of the (?:day|night)|every chance we get|as many times as (?:it takes|we need|necessary)|as often as (?:it takes|we (?:need|want|like)))\b/,
      /\b(?:keep|keeps|continue|continuing)\w* (?:on )?(?:trying|reaching|dialing|following up)\b[^.!?]{0,30}\b(?:until|till|til)\b/,
      new RegExp(
        String.raw`\b${CONTACT_YOU}\b[^.!?]{0,30}\b(?:at (?:[1-5]|12|one|two|three|four|five)(?::\d\d)? ?(?:am|a m|in the morning)|at midnight|in the middle of the night|at night if (?:i|we) have to)\b`,
      ),
      // A schedule of contact, or its aim to wear the consumer down: "I'll text at 9, then 10, then 11", "until you're sick of the buzzing".
      new RegExp(String.raw`\b(?:call|text|messag|email|ring|ping|dial|buzz|voicemail)\w*\b(?! (?:us|me)\b)[^.!?]{0,40}?${CLOCK_LIST}`),
      /\byou(?:'ll| will|'re going to| are going to)? (?:get|grow|be|become) (?:\w+ )?(?:tired|sick|worn out|fed up) of (?:the |all the |all these |these |our |my |hearing |getting )*(?:buzz\w*|ring\w*|calls?|texts?|messages?|notifications?|pings?|dings?|phone\w*|us|me)\b|\b(?:until|till|til) you(?:'re| are)? (?:get |grow |become )?(?:tired|sick|worn out|fed up)\b|\bwear (?:you|u) (?:down|out)\b/,
      /\b(?:calls?|texts?|messages?|voicemails?|emails?)\b (?:to|on|at) (?:every|each|all)\b[^.!?]{0,40}\b(?:daily|every day|each day|hourly|every hour|nightly|around the clock)\b|\brepeat\w*\b[^.!?]{0,10}\b(?:until|till|til)\b[^.!?]{0,40}\b(?:paid|pay|answer|respond|reply|settled)\b(?<=\b(?:calls?|texts?|messages?|calling|texting)\b[\s\S]{0,200})/,
      /\bblock\w*\b[^.!?]{0,40}\b(?:another|a different|a new|other|new) (?:number|phone|line|account|email)\b|\b(?:never|won't|will not) (?:get tired|tire|give up)\b|\b(?:blow up|flood|spam) your (?:phone|inbox|cell|voicemail)\b|\bour (?:dialer|system|auto ?dialer)\b[^.!?]{0,20}\b(?:will|is going to) (?:keep )?(?:call|dial|ring|text)\w*/,
    ],
    es: [
      new RegExp(String.raw`\b${CONTACT_YOU_ES}\b[^.!?]{0,30}\b${RELENTLESS_ES}\b`),
      /\bseguir\w* (?:llamando|escribiendo|mandando|enviando|insistiendo|marcando|molestando)\w*\b[^.!?]{0,40}\bhasta que\b/,
      /\b(?:las veces que sean? necesari[oa]s?|a cada rato|manana,? tarde y noche)\b/,
      /\b(?:llam|escrib|text|mand|envi|marc)\w*\b[^.!?]{0,30}\b(?:a las (?:[1-5]|12|doce|una|dos|tres|cuatro|cinco)(?::\d\d)? de la (?:manana|madrugada)|de madrugada|a medianoche|en la madrugada)\b/,
      /\bbloque\w*\b[^.!?]{0,40}\b(?:otro|otra|nuevo|nueva|diferente) (?:numero|telefono|linea|cuenta|correo)\b|\bno (?:me voy a|nos vamos a|me|nos) cans\w*\b/,
      new RegExp(String.raw`\b(?:llam|escrib|text|mand|envi|marc)\w*\b[^.!?]{0,40}?${CLOCK_LIST}`),
      /\bhasta que (?:se|te) (?:canse|harte|aburra|fastidie|rinda)\b|\b(?:se|te) (?:va|vas) a (?:cansar|hartar|aburrir|fastidiar) de (?:los |las |tantos |tantas |el |la )?(?:mensajes|llamadas|textos|timbre|zumbido|celular|telefono|vibracion)\b/,
      /\b(?:sabra|va a saber|tendra noticias) de nosotros\b[^.!?]{0,20}\b(?:cada|todos los dias|a diario|hasta que)\b/,
    ],
  },
  {
    negatable: true,
    // "We won't stop calling": the "won't" belongs to the threat.
    implied: {
      en: [
        /\b(?:won't|will not|not going to|aren't going to|are not going to|never) (?:stop|quit|let up|give up|leave you alone)\b[^.!?]{0,30}\b(?:call|text|messag|email|contact|writ|until you|till you)\w*/,
        /\b(?:won't|will not|not going to|never) (?:stop|quit) (?:calling|texting|messaging|emailing|contacting|writing)\b/,
      ],
      es: [
        /\b(?:no (?:vamos|voy|van) a|nunca|no) (?:dejar|dejaremos|parar|pararemos|dejare)\w* de (?:llamar|escribir|mandar|enviar|contactar|molestar|insistir|marcar)\w*|\bno (?:lo|la|le) (?:vamos a|voy a) dejar en paz\b/,
      ],
    },
  },
);

/** The words of a suit, a judgment or a hearing: what a filed case's attorney may state and an attorney of the firm may intend. */
const SUIT_WORDS =
  /\b(?:sue|suing|sued|suit|lawsuit|legal action|court|judgment|judgement|demanda\w*|juicio|corte|sentencia|hearing|audiencia|trial|complaint|summons|process server|served|emplazamiento|citatorio)\b/;

/**
 * An attorney of the firm who reviewed the account may say the suit the firm intends: 1692e(5) forbids
 * the threat not intended, which only the firm knows. Said by an attorney, a message whose only threat
 * is a suit is a warning to confirm the intent, not a block; any other threat in it still blocks.
 */
const suitAnAttorneyIntends =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !ctx.senderIsAttorney || !hit.triggers.every((t) => SUIT_WORDS.test(normalize(t).text))) return hit;
    return { ...hit, action: 'warn' };
  };

/** A creditor's security interest named: the collateral it may lawfully repossess on default. */
const SECURITY_INTEREST =
  /\b(?:security interest|collateral|secured (?:by|loan|debt)|lien ?holder|title loan|(?:retail )?installment (?:sale )?contract|(?:garantia|colateral|prenda|contrato de venta a plazos)\b)/;
const REPOSSESSION = /\b(?:repossess\w*|reposes\w*|reposeer\w*|tow\w*|remolc\w*|recovery (?:team|agents?|crew|truck)|repo(?: \w+)?)\b/;

/** Drops repossession from a message that names the security interest it rests on (1692f(6) forbids it only without a present right). */
const exceptSecuredCollateral =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !SECURITY_INTEREST.test(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => !REPOSSESSION.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * Drops the triggers (`remedy`) that the stated facts of a case make lawful to name: a suit once it is
 * filed (`isFiledCaseFact`), a garnishment once judgment is entered (`isJudgmentFact`).
 */
const exceptAfterJudgment =
  (remedy: RegExp, madeLawfulBy: (text: string, senderIsAttorney: boolean) => boolean, check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !madeLawfulBy(m.n.text, ctx.senderIsAttorney)) return hit;
    const triggers = hit.triggers.filter((t) => !remedy.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * The consumer's identity-theft report to the police or the FTC, asked for so collection can pause: the police named
 * as where a victim reports ("send us the FTC or police report and we pause collection"), not as a threat.
 */
const IDENTITY_THEFT =
  /\b(?:identity theft|identity fraud|stolen identity|(?:robo|fraude|suplantacion|usurpacion) de (?:su |la )?identidad|(?:in|under) your name without|a (?:su|tu) nombre sin|(?:someone|somebody|alguien) (?:else )?(?:opened|used|took out|abrio|uso|saco))\b/;
const POLICE_REPORT =
  /\b(?:report|reporte|denuncia|informe|constancia)\b[^.!?]{0,40}\b(?:police|policia)\b|\b(?:police|policia)\b[^.!?]{0,15}\b(?:report|reporte|denuncia|informe)\b/;
const ARREST_WORDS = /\b(?:arrest\w*|jail\w*|prison|warrants?|handcuff\w*|carcel|orden de (?:arresto|captura)|detener(?:lo|la|le)|prision|charges|cargos)\b/;
const exceptIdentityTheftReport =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const text = m.n.text;
    if (!hit || !IDENTITY_THEFT.test(text) || !POLICE_REPORT.test(text) || ARREST_WORDS.test(text)) return hit;
    const triggers = hit.triggers.filter((t) => !/^(?:police|policia)$/.test(normalize(t).text.trim()));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/** An attorney of the firm stating the facts of a case actually filed (its number, a hearing, a judgment) imitates no legal process. */
const unlessFiledCaseFact =
  (check: Check): Check =>
  (m, ctx) =>
    isFiledCaseFact(m.n.text, ctx.senderIsAttorney) ? null : check(m, ctx);

/**
 * A court paper the consumer sent or received, confirmed and explained ("the summons you sent us is real; you have 20
 * days from the day you were served to answer"): the service told is the court's, not one the firm imitates.
 */
const CONSUMERS_COURT_PAPER =
  /\b(?:summons|papers?|paperwork|documents?|image|photo|picture|pic|screenshot|scan|copy|complaint|pdf|file|attachment|notice|letter|citatorio|citacion|emplazamiento|demanda|papeles|documentos?|foto|imagen|copia)\b(?: [\w'-]+){0,3}? (?:(?:that |which )?you (?:just )?(?:sent|forwarded|uploaded|shared|received|got|showed|attached|were (?:served|handed|given))|you(?:'ve| have) (?:got|received)|que (?:usted )?(?:nos |me )?(?:mando|envio|compartio|recibio)|que (?:le )?(?:entregaron|llego|dejaron))\b|\bwhat you (?:received|got|sent(?: us)?|forwarded|uploaded|showed us)\b|\byou (?:have )?(?:received|got) (?:a|the) (?:real |genuine |valid )?(?:summons|complaint|court papers|citation)\b(?! (?:from|by) (?:us|our))/;
const unlessConsumersCourtPaper =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !CONSUMERS_COURT_PAPER.test(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => !/\b(?:served|notificad[oa]|emplazad[oa])\b/.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * The reader named as someone 1692c(d) counts as the consumer: the spouse, a parent or guardian, the
 * executor or administrator ("as Dale's spouse you're someone we may discuss his account with").
 */
const READER_IS_THE_CONSUMER =
  /\b(?:as|since|because|now that) (?:you(?:'re| are) )?(?:his|her|their|the (?:consumer|account holder|borrower|debtor)'s|[a-z]+'s) (?:spouse|wife|husband|executor|executrix|administrator|administratrix|personal representative|legal guardian|guardian|conservator)\b|\byou(?:'re| are) (?:his|her|their|[a-z]+'s) (?:spouse|wife|husband|executor|executrix|administrator|personal representative|legal guardian|guardian|conservator)\b|\b(?:como|por ser|ya que es|usted es) (?:su |la |el )?(?:esposa|esposo|conyuge|albacea|tutor[ao]?|tutora legal|administrador[ao]? (?:de la sucesion|del patrimonio)) (?:de|del)\b/;
/** What the spouse or executor may be told: the consumer's own debt in the third person ("his account", "she owes"). */
const CONSUMERS_OWN_DEBT =
  /\b(?:his|her|their) (?:[\w-]+ ){0,3}?(?:debt|balance|account|bill|loan|card|arrears)\b|\b(?:he|she)(?:'s| is| has)? (?:still )?(?:owes|behind|overdue)\b|\b(?:su|la) (?:deuda|cuenta|saldo|prestamo)\b/;
/** Drops the consumer's own debt told to whom 1692c(d) counts as the consumer; anyone else told still blocks. */
const exceptToTheConsumersSpouse =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !READER_IS_THE_CONSUMER.test(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => {
      const said = normalize(t).text;
      return !CONSUMERS_OWN_DEBT.test(said) || new RegExp(String.raw`\b${OTHERS}\b`).test(said.replace(READER_IS_THE_CONSUMER, ''));
    });
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/** A dispute said to change nothing: unlawful while it is open (1692g(b)) and inside the validation period. */
const DISPUTE_WAVED_ASIDE: Patterns = {
  en: [
    /\bdisput\w*\b[^.!?]{0,20}\b(?:won't|will not|isn't going to|is not going to|doesn't|does not|can't|cannot|never|not going to) (?:\w+ ){0,2}?(?:change|stop|help|matter|pause|delay|do anything|do a thing|make a difference|get you anywhere|work|save you)\b|\bdisput\w*,? or (?:not|no dispute)\b/,
    /\bdisput\w* (?:all|as much as|whatever|anything) (?:you want|you like|you please|u want)\b|\bdisput\w* away\b|\b(?:does|will|would|did) (?:that|it|disputing|a dispute|your dispute) change (?:the fact|anything|a thing|what you owe|that you)\b/,
    // A dispute called no option, not advisable, only a delay, or not worth its stamp.
    /\bdisput\w*\b[^.!?]{0,40}\b(?:isn't|aren't|is not|are not|not) (?:really |currently |even |at this (?:stage|point) )?(?:an? |one of the |among the |part of the |one of your )?(?:options?|choices?|available|possible|on the (?:table|menu|list))\b|\b(?:options?|choices?)\b[^.!?]{0,30}\b(?:don't|do not|doesn't|does not) (?:include|cover) (?:a |any )?disput\w*/,
    /\bdisput\w*\b[^.!?]{0,15}\b(?:not (?:recommended|advised|advisable|a good idea|worth it)|(?:i|we) (?:wouldn't|would not|don't|do not) (?:recommend|advise|suggest))\b|\b(?:not recommended|not advisable|(?:i|we) (?:wouldn't|would not|don't|do not) (?:recommend|advise|suggest)(?: that| it)?)\b[^.!?]{0,20}\bdisput\w*/,
    /\bdisput\w*\b[^.!?]{0,50}\b(?:(?:it|that|this|which)(?:'s| is| will| would| just| only)? )?(?:only|just|merely|simply) (?:going to |gonna )?(?:delays?|slows?|drags?|complicates?|prolongs?|postpones?|stalls?|buys? (?:you )?time|wastes?)\b/,
    // Review put after payment, the dispute declared void, or the debt affirmed with no answer: "we look at disputes once the balance clears", "it doesn't count since you signed", "you owe it, period".
    /\bdisput\w*\b[^.!?]{0,50}\b(?:after|once|only (?:after|once|when)|when) (?:the |your )?(?:balance|payment|debt|account|amount|bill|it)\b[^.!?]{0,15}\b(?:is |has been |gets |was )?(?:paid|cleared|settled|clears)\b|\bdisput\w*\b[^.!?]{0,20}\b(?:doesn't|does not|don't|won't|will not) (?:apply|count|hold|stand)\b|\bdisput\w*\b[^.!?]{0,20}\b(?:isn't|is not) valid\b|\byou (?:do |still )?owe(?: it| this| the (?:\w+ ){0,2}?(?:balance|bill|debt|money))?,? period\b/,
    // A dispute said to pause nothing: "your dispute is logged but that doesn't put anything on hold".
    /\bdisput\w*\b[^.!?]{0,50}\b(?:doesn't|does not|won't|will not|didn't|did not|isn't going to|is not going to) (?:\w+ ){0,2}?(?:pause|halt|freeze|suspend|stop|hold up|delay|put)\w* (?:anything|everything|a thing|collection|collections|the (?:account|collection|calls|process|clock|file)|our (?:calls|collection|process|efforts))\b(?! (?:you|your) )/,
    /\bsave (?:yourself|you|us|everyone|both of us)(?: both| all)? (?:the |a |your )?(?:stamp|postage|trouble|effort|time|hassle|paperwork|headache|bother|envelope|ink)\b[^.!?]{0,40}\bdisput\w*|\bdisput\w*\b[^.!?]{0,40}\b(?:not|isn't|ain't) worth (?:the |a )?(?:stamp|paper|postage|ink|effort|time|trouble|envelope|hassle)\b/,
  ],
  es: [
    /\bdisput\w*\b[^.!?]{0,20}\bno (?:le |te )?(?:va a |le va a )?(?:servir|sirve|servira|cambia|cambiar|cambiara|detiene|detener|detendra|ayuda|ayudar|ayudara)\w*|\b(?:con |en )?disputa o (?:sin disputa|no)\b|\bpa'? ?que (?:\w+ ){0,3}?disput\w*|\bno sirve de na(?:da)?'?\b/,
    /\b(?:disputa|reclamo|queja)\b[^.!?]{0,15}\bno (?:vale|sirve|cuenta|importa|cambia)\b|\bdisput\w* (?:todo )?lo que (?:quiera|quieras)\b/,
    /\bdisput\w*\b[^.!?]{0,30}\bno (?:es|son|esta|estan) (?:una |entre las |dentro de las |parte de las )?(?:opcion|opciones|alternativa|recomendable|aconsejable|buena idea)\b|\bno (?:se )?(?:recomienda|recomendamos|recomiendo|aconsejamos|aconsejo)\b[^.!?]{0,15}\bdisput\w*/,
    /\bdisput\w*\b[^.!?]{0,20}\bno (?:aplica|procede|es valida|cuenta|vale)\b|\bdisput\w*\b[^.!?]{0,50}\b(?:despues de que|cuando|una vez que) (?:pague|liquide|se pague|salde)\b|\b(?:si|usted) (?:lo |la )?debe,? punto\b/,
    /\bdisput\w*\b[^.!?]{0,50}\bno (?:\w+ ){0,2}?(?:detiene|pausa|para|suspende|frena|congela|detendra|pausara|parara|cambia) (?:nada|el cobro|la cobranza|las llamadas|el proceso|la cuenta|los cobros)\b/,
    /\b(?:ahorrese|ahorrate|ahorrarse) (?:el sello|la estampilla|el sobre|la molestia|el tiempo|el papeleo|el franqueo)\b[^.!?]{0,40}\bdisput\w*|\bdisput\w*\b[^.!?]{0,40}\b(?:solo|nada mas|unicamente) (?:lo |le |la )?(?:retrasa|atrasa|demora|complica|alarga|dilata)\w*/,
  ],
};

const FROM_THE_AGREEMENT =
  /\b(?:agreement|contract|lease|terms|note|declaration|covenants|bylaws|cc ?& ?rs)\b[^.!?]{0,25}\b(?:lets|allows?|permits?|provides(?: for)?|authorizes|says|sets?|states?)\b|\b(?:el|su|tu) contrato\b[^.!?]{0,25}\b(?:dice|establece|indica|fija)\b|\b(?:section|clause|paragraph|article|seccion|clausula|articulo) \d+(?:\.\d+)*\w* (?:of|de|del) (?:your |the |su |el |la )?(?:[a-z]+ ){0,3}?(?:agreement|contract|lease|terms|declaration|bylaws|covenants|note|acuerdo|contrato|reglamento)\b|\b(?:permite|autoriza) (?:su|el|tu) contrato\b|\b(?:su|el|tu) contrato (?:[a-z]+ ){0,3}?(?:permite|autoriza)\b|\b(?:under|per|in|from|by|allowed by|authorized by|as) (?:your |the |their |its )?(?:original |signed |credit ?card |card ?holder |loan |lease )?(?:(?!our\b|my\b)[a-z]+ ){0,2}?(?:agreement|contract|terms|lease|cc ?& ?rs|ccrs|declaration|bylaws|covenants)(?: (?:allows?|permits?|says))?\b|\b(?:agreement|contract|lease) (?:has|includes|provides|sets|carries)\b|\b(?:law|statute|code) (?:allows|permits|sets)\b|\b(?:allowed|permitted|authorized) by (?:state )?(?:law|statute)\b|\b(?:segun|bajo|por|de) (?:su |el |la )?(?:contrato|acuerdo) original\b/;

/** A court's paper the firm says it received: "we received the bankruptcy court's notice", "recibimos el aviso del tribunal". */
const COURT_PAPER_RECEIVED =
  /\b(?:we|i) (?:have |just |already )?(?:received|got|were sent|were served with)\b|\b(?:recibimos|hemos recibido|nos llego|nos notificaron|recibi)\b/;

/** A warning about others who ask for money in the firm's name: "if someone asks you for a fee, it's a scam". */
const SCAM_WARNING =
  /\b(?:if|si)\b[^.!?]{0,10}\b(?:anyone|anybody|someone|somebody|a caller|alguien|cualquier persona)\b[^.!?]{0,80}\b(?:scam|scammers?|fraud|fraudulent|estafa|estafadores?|fraude)\b/;

/** The agreement named to say the fee is not in it: "it's not in your card agreement but it's firm policy". */
const AGREEMENT_DENIED =
  /\b(?:not|isn't|is not|aren't|are not|never|nothing) (?:anywhere |written |listed |mentioned )?(?:in|under|per|part of|allowed by|authorized by|covered by) (?:your |the |their |its )?(?:[a-z]+ ){0,2}?(?:agreement|contract|terms|lease)\b|\bno (?:esta|aparece|viene|figura) en (?:su |el |tu )?contrato\b/;

/** A fee told as other businesses' and denied as ours: "some places charge a card fee, we don't". */
const FEE_OF_OTHERS =
  /\b(?:some|other|many|most|a lot of) (?:places|stores|shops|companies|collectors|agencies|lenders|sites|processors|offices)\b[^.!?]{0,20}\b(?:charge|add|tack on|put on|bill)\w*\b[^.!?]{0,40}\b(?:we (?:don't|dont|do not|never|won't|will not)|not us|but we don't|we're not one of them)\b|\b(?:algunos|otros|muchos|otras|algunas) (?:lugares|negocios|tiendas|cobradores|agencias|compañias|companias|oficinas)\b[^.!?]{0,20}\b(?:cobran|agregan|suman|ponen|cargan)\b[^.!?]{0,40}\bnosotros no\b|\b(?:anyone|anybody|someone|somebody|a caller|a text|a message)\b[^.!?]{0,40}\b(?:ask\w*|charg\w*|demand\w*|want\w*|request\w*)\b[^.!?]{0,40}\b(?:fee|charge)s?\b[^.!?]{0,40}(?:\b(?:that's|that is|it's|it is|they're|they are) not (?:us|from us|ours)\b|\b(?:scam|fraud)\b)|\b(?:alguien|cualquier persona|un mensaje)\b[^.!?]{0,40}\b(?:pide|pidiera|cobra|cobrara|exige)\w*\b[^.!?]{0,40}\b(?:cargo|comision|cuota|tarifa)s?\b[^.!?]{0,40}\b(?:no somos nosotros|es (?:una )?estafa|es fraude)\b/;

/**
 * Papers served by a sheriff, constable or marshal: how a filed suit reaches the consumer, not an
 * arrest ("the summons was served by the sheriff on Oct 20", "expect service from the constable").
 */
const SERVICE_OF_PROCESS =
  /\b(?:served|serve[sd]?|serving|service|deliver\w*|hand\w*)\b[^.!?]{0,40}\b(?:by|from|through|via) (?:the |a |an )?(?:\w+ )?(?:sheriff|constable|marshal|deputy|process server)\b|\b(?:sheriff|constable|marshal|deputy)\b[^.!?]{0,30}\b(?:served|serve[sd]?|serving|deliver\w*|service of)\b|\b(?:notificad[oa]|entregad[oa]|entrego|entregara) (?:\w+ ){0,3}?por (?:el |un )?(?:alguacil|sheriff|constable)\b|\b(?:alguacil|sheriff|constable)\b[^.!?]{0,30}\b(?:entreg|notific)\w*\b[^.!?]{0,30}\b(?:papeles|documentos|demanda|citatorio|citacion)\b/;
/** What makes a sheriff's or constable's visit an arrest or a seizure after all. */
const BEYOND_SERVICE = /\b(?:arrest\w*|jail|custody|handcuff\w*|pick (?:you )?up|take|seiz\w*|levy|tow\w*|warrant|arrest\w*|carcel|detener|llevarse)\b/;
const isServiceOfProcess = (sentence: string) => SERVICE_OF_PROCESS.test(sentence) && !BEYOND_SERVICE.test(sentence);

/** A remedy said to belong to other debts than this one: "the refund offset only applies to federal debts", "nothing like that applies here". */
const NOT_THIS_DEBTS_REMEDY =
  /\bonly (?:applies|apply|works|happens|is used|can be used) (?:to|for|with|on|in) (?:federal|government|tax|irs|student|child support|secured|other)\b|\b(?:doesn't|does not|don't|do not|won't|will not|can't|cannot|wouldn't) apply (?:here|to (?:private|this (?:debt|account|card|loan)|your (?:account|card|debt|loan)))\b(?![^.!?]{0,30}\b(?:unless|otherwise|until|if you don't|if you do not)\b)|\bnothing (?:like that|of the sort) (?:applies|can happen)\b|\bsolo (?:aplica|se aplica|corresponde|procede) (?:a|para|en|con) (?:deudas? federal\w*|impuestos|prestamos estudiantiles|el gobierno|otr[oa]s)\b|\bno (?:se )?(?:aplica|procede) (?:aqui|a su|a esta|en su|en este)\b(?![^.!?]{0,30}\b(?:a menos|si no|salvo)\b)/;

/**
 * A call to someone else only to find the consumer, naming no debt: what 1692b allows ("we called
 * your sister's number trying to find you and only asked for your contact information").
 */
const LOCATION_ONLY =
  /\b(?:trying|tried|try|to) (?:to )?(?:find|locate|reach|get in touch with|get hold of) you\b|\bonly (?:asked|ask|asking) (?:them |her |him )?(?:for|about|where|how) (?:your |to )?(?:contact|location|address|phone|number|whereabouts|new number|reach you)\b|\blocation information\b|\bsolo (?:le |les )?pregunt\w* (?:por |como )?(?:su |localizarl[oa] )?(?:telefono|direccion|contacto|numero)?/;
const DEBT_NAMED = /\b(?:owe\w*|debt|balance|bill|collect\w*|past due|overdue|payment|pay|deuda|debe|saldo|cobr\w*|pago)\b/;
const isLocationContact = (sentence: string) => LOCATION_ONLY.test(sentence) && !DEBT_NAMED.test(sentence);

/** A seizure told as past: "after the repo and sale costs", "the bike was repossessed and sold in August". */
const SEIZURE_IN_THE_PAST =
  /\b(?:after|since|following|from) the (?:repossess\w*|sale|auction)\b|\b(?:was|were|has been|had been) (?:repossessed|sold|auctioned)\b|\b(?:repossession|auction|sale)s? (?:was|were|has been) (?:handled|completed|done|held)\b|\bfue (?:reposeid[oa]|vendid[oa]|subastad[oa])\b|\b(?:despues de|tras|desde) (?:la|el) (?:reposesion|venta|subasta)\b|\b(?:recorded|filed|placed|perfected) (?:a |the |its |their )?(?:\w+ )?lien\b|\blien (?:was|has been|had been) (?:recorded|filed|placed|perfected)\b|\bgravamen (?:fue|ha sido) (?:registrado|inscrito|presentado)\b/;
/** An insult's words said in denying it: "nobody here thinks you're a deadbeat", "no creemos que usted sea un tramposo". */
const INSULT_DENIED =
  /\b(?:nobody|no one|none of us|we don't|we do not|i don't|i do not|we never|i never) (?:here )?(?:think|thinks|believe|believes|consider|considers|see|sees|call|calls|called|thought)\b|\bno (?:creemos|pensamos|creo|pienso|consideramos) que\b|\byou(?:'re| are) not (?:a |an |some )?\w+ (?:for|because|just because)\b|\b(?:usted|tu) no (?:es|eres) (?:ningun|ninguna|un|una)\b|\b(?:i'm|i am|we're|we are|nobody(?:'s| is)|no one(?:'s| is)) not (?:here |trying |going |writing |calling )?(?:to )?(?:call|calling|label|labelling|labeling|name|naming|judge|judging)\b[^.!?]{0,20}\b(?:you|anybody|anyone|anyone here|somebody|people|nobody)\b|\bno (?:estoy|estamos|vengo|venimos) (?:aqui )?(?:para |a )?(?:llamar|insultar|juzgar|decir)\w*\b/;

/** A request for money in any clause ("we'll stop once you pay"): what a cease-request exception must not carry. */
const asksForPayment = (m: Message) =>
  matchAll(
    m,
    { en: [/\b(?:pay|paying|payment|payments|settle|settlement)\b/], es: [/\b(?:pague|pagar|pago|pagos|liquidar)\b/] },
    // Not negatable: "we'll stop contacting you once you pay" denies the contact, not the demand.
    { negatable: false, exemptClause: isNotACollectionRequest },
  ).length > 0 ||
  // An offer is a request for money too ("if you want the 40% discount just reply"), unless denied ("no further offers").
  matchAll(
    m,
    { en: [/\b(?:discount|deal|offer|\d+ ?% off)\b/], es: [/\b(?:descuento|oferta|rebaja)\b/] },
    { negatable: true, exemptClause: isNotACollectionRequest },
  ).length > 0;

/** A balance told as still owed, or a "reminder" of it: collection, whatever else the message says (1692c(c)). */
const remindsOfBalance = (m: Message) =>
  matchAll(
    m,
    {
      en: [
        /\breminder\b|\bremind(?:ing)? you\b|\b(?:still|remains?|is now|is) (?:outstanding|owed|due|open|unpaid|past due|overdue)\b|\bbalance\b[^.!?]{0,30}\b(?:is|remains) (?:still )?(?:\$ ?\d|outstanding|open|due|unpaid)|\b(?:get|have) (?:it|this|the (?:balance|account|file)) (?:closed out|resolved|taken care of|cleared|paid)\b/,
      ],
      es: [
        /\b(?:recordatorio|le recordamos|recordarle|sigue pendiente|sigue (?:vencid|abiert)\w*|queda pendiente|todavia debe|aun debe|sigue debiendo|el saldo (?:sigue|es|queda))\b/,
      ],
    },
    { negatable: true, exemptClause: isNotACollectionRequest },
  ).length > 0;

/** A cease request said not to reach a channel: "email wouldn't count", "your letter only covers calls". */
const CHANNEL_CARVED_OUT: Patterns = {
  en: [
    /\b(?:e ?mails?|texts?|text messages?|sms|chat|this app|the app|messages? (?:here|on (?:here|the app))|letters?|mail|voicemails?|the portal|whatsapp)\b[^.!?]{0,40}\b(?:wouldn't|would not|doesn't|does not|don't|do not|didn't|did not|won't|will not|isn't|is not|aren't|are not) (?:\w+ )?(?:count|apply|cover|covered|included|part of (?:it|that|the request))\b|\b(?:request|letter|cease|stop request|notice)\b[^.!?]{0,30}\bonly (?:covers?|applies|applied|counts?|meant|means|said)\b/,
  ],
  es: [
    /\b(?:correos?|email|mensajes?|textos?|chat|la app|cartas?|whatsapp)\b[^.!?]{0,40}\bno (?:\w+ )?(?:cuenta|cuentan|contaba|contaban|aplica|aplican|aplicaba|cubre|cubria|entra|entran|incluye)\b|\b(?:solicitud|carta|peticion)\b[^.!?]{0,30}\bsolo (?:cubre|cubria|aplica|aplicaba|cuenta|contaba|era|incluye)\b/,
  ],
};

/**
 * 1692c(a)(2) forbids contact with a consumer the firm knows is represented when it knows, or can readily find, the
 * attorney's name and address, "unless the attorney fails to respond within a reasonable period of time". Two
 * messages to the consumer stay lawful: asking who the lawyer is, to deal with the lawyer; and writing after the
 * lawyer has left the firm unanswered for a stated time. Neither may carry a demand for money.
 */
const ASKS_FOR_THE_ATTORNEY: Patterns = {
  en: [
    /\b(?:send|give|tell|share|provide|forward|text|email|pass along|let (?:us|me) (?:know|have))\w*\b[^.!?]{0,40}\b(?:name|number|phone|contact|email|address|details|info\w*)\b[^.!?]{0,40}\b(?:your|the|his|her) (?:attorney|lawyer|counsel|legal representative)\b|\b(?:who|what)(?:'s| is) (?:your|the name of your) (?:attorney|lawyer|counsel)\b|\b(?:your|the) (?:attorney|lawyer)(?:'s|s)? (?:name|number|phone|contact (?:info\w*|details))\b/,
  ],
  es: [
    /\b(?:mand|envi|d[ea]n?os|dig|pas|compart|proporcion|indiqu)\w*\b[^.!?]{0,40}\b(?:nombre|telefono|numero|datos|contacto|correo|direccion)\b[^.!?]{0,40}\b(?:de )?(?:su|tu) (?:abogad[oa]|licenciad[oa]|representante legal)\b|\b(?:quien|cual) es (?:su|tu) (?:abogad[oa]|licenciad[oa])\b|\bcomo se llama (?:su|tu) (?:abogad|licenciad)\w*/,
  ],
};
const ATTORNEY_SILENT: Patterns = {
  en: [
    /\b(?:attorney|lawyer|counsel)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,40}\b(?:hasn't|has not|didn't|did not|haven't|have not|never)\b (?:\w+ ){0,2}?(?:respond\w*|answer\w*|repl\w*|return\w*|gotten back|got back|called back|call\w* (?:us )?back)\b[^.!?]{0,60}\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:full )?(?:days|weeks|months)|a (?:full )?(?:month|week)|since (?:\w+ ){0,2}?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last))/,
  ],
  es: [
    /\b(?:abogad[oa]|licenciad[oa])\b(?:[^.!?]|\b(?:sr|sra|srta|lic|dr|dra)\.){0,40}\bno (?:nos )?(?:ha |han )?(?:respond|contest|devuelt|regres)\w*\b[^.!?]{0,60}\b(?:(?:\d+|dos|tres|cuatro|cinco|seis|varias|muchas) (?:dias|semanas|meses)|un mes|una semana|desde (?:el |hace )?)/,
  ],
};

/** A sentence giving the history behind a balance or correcting a figure: "the sale brought $9,100", "I wrote $1,850 by mistake". */
const HISTORY_OR_CORRECTION =
  /\b(?:wrong|mistake|error|typo|incorrect|correct(?:ion|ed)?|i (?:wrote|typed|said|put)|sold|sale|auction|brought|payoff|pay ?off|applied|credited|posted|received|processed|original(?:ly)?|was charged|equivoc\w*|correccion|corregir|correct[oa]|(?:le|te) dije|(?:le|te) dijimos|incorrect[oa]|puse|escribi|vendi\w*|subasta|aplicad[oa]|original)\b/;

/**
 * A rate higher than the agreement's applied since the account came to collection (1692f(1): interest only as the
 * agreement or the law authorizes): "the contract rate was 9.9%, now that it's in collections we're applying 24%".
 * Two rates in the message, one named as the agreement's and a larger one as what is charged now.
 */
const RATE = String.raw`(\d{1,2}(?:\.\d+)?) ?(?:%|percent|por ciento)`;
const CONTRACT_RATE = new RegExp(
  String.raw`\b(?:contract(?:ed)?|agreement|original(?:ly)?|signed|note|terms|contrato|pactad[oa]|convenid[oa]|firmad[oa]|pagare|acuerdo|originalmente|tasa original)\b[^.!?%]{0,40}?${RATE}`,
  'g',
);
const RATE_APPLIED = new RegExp(
  String.raw`\b(?:now|since|collections?|apply\w*|applied|charg\w*|using|add\w*|bill\w*|going forward|from now on|ahora|aplic\w*|cobr\w*|cobranza)\b[^.!?%]{0,40}?${RATE}`,
  'g',
);
const withRateAboveContract =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const text = m.n.text;
    const contract = [...text.matchAll(CONTRACT_RATE)].map((c) => ({ rate: Number(c[1]), at: (c.index ?? 0) + c[0].lastIndexOf(c[1] ?? '') }));
    if (contract.length === 0) return hit;
    const triggers = [...(hit?.triggers ?? [])];
    for (const a of text.matchAll(RATE_APPLIED)) {
      const start = a.index ?? 0;
      const end = start + a[0].length;
      const at = start + a[0].lastIndexOf(a[1] ?? '');
      if (!contract.some((c) => c.at !== at && c.rate < Number(a[1]))) continue;
      if (isNegated(text, start, end, RATE_APPLIED)) continue;
      const words = originalSpan(m.original, m.n, start, end);
      if (words && !triggers.includes(words)) triggers.push(words);
    }
    return triggers.length > 0 ? { action: hit?.action ?? 'block', triggers: withoutNested(triggers) } : null;
  };

export const RULES: Rule[] = [
  {
    id: 'abuse',
    citation: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)',
    description: 'Obscene, profane or abusive language',
    suggestion: () => 'Remove the insulting or profane words; describe the account and the options plainly.',
    check: textRule(
      {
        en: [
          /\bdead ?beats?\b/,
          /\b(?:f+u*c+k+\w*|fck\w*|fuk\w*|fk|motherf\w+|stfu)\b/,
          /\b(?:sh[i]?t+(?:ty|head|hole|s)?|sht|bullsh[i]?t|crap(?:py)?|piss(?:ed)?)\b/,
          /\b(?:b[i]?tch(?:es|y)?|bastards?|a[s]{1,2} ?holes?|jackass|dumbass|dumb ass|scumbags?|scum|sleaze ?bags?|dirtbags?)\b/,
          /\b(?:idiots?|idiotic|morons?|imbeciles?|losers?|lowlifes?|low life|freeloaders?|parasites?|leech(?:es)?|degenerates?|cheapskates?|mooch(?:es|ers?)?|spongers?|scroungers?|trailer trash|white trash|bums?|dumb|clowns?|crooks?)\b/,
          /\byou(?:'re| are)? (?:so |such an? |an? |just an? )?(?:stupid|pathetic|worthless|useless|lazy|trash|garbage|pig|joke|disgrace|liar)\b/,
          /\b(?:stupid|pathetic|worthless|useless|lazy) (?:person|people|excuse|human|man|woman|debtor|consumer)\b/,
          /\b(?:don't|do not|stop) (?:be|being|acting) (?:so )?(?:stupid|dumb|an idiot|a fool|childish)\b/,
          /\b(?:screw you|go to hell|shut (?:up|your (?:mouth|trap))|damn(?:ed|it)?|goddamn\w*|piece of (?:garbage|trash|work|junk)|ass(?:es)?)\b/,
          /\b(?:too|so|that|how|such an?) (?:stupid|dumb|ignorant|lazy|pathetic)\b/,
          /\b(?:grow up|man up|act like an adult|be an adult for once)\b/,
          // Demeaning by comparison or question: "a normal adult would have paid", "do you lie to everyone this much?".
          /\b(?:a|any) (?:normal|responsible|real|functioning|decent|grown|honest) (?:adult|person|human(?: being)?|man|woman)\b[^.!?]{0,25}\bwould(?: have)? (?:paid|pay|settled|answered)\b|\bdo you (?:always )?lie to (?:everyone|everybody|all your)\b|\byou(?:'re| are) (?:such a |a )?(?:liar|compulsive liar)\b/,
          /\b(?:no shame|shameless|low character|no character|sorriest|sorry excuse for|poor excuse for|habitual defaulter|like a (?:functioning|responsible|real|normal) (?:adult|person|human)|what'?s the excuse this time)\b/,
          // Likened to animals or children: "people who do that are animals", "written by an illiterate child".
          /\b(?:are|is|you're|you are|like|bunch of|pack of) (?:an? |such |nothing but |a bunch of )?(?:\w+ )?(?:animals|savages|pigs|swine|vermin|rats|cockroaches|monkeys)\b|\billiterate\b|\b(?:written|typed|done|made) by an? (?:\w+ )?(?:child|toddler|kid|monkey|chimp|five year old|5 year old|second grader)\b/,
          /\b(?:nice|good|great) (?:job|work|try|going|one),? (?:genius|einstein|smart guy|smarty pants|champ|hotshot)\b/,
          /\bpathetic\b|\bdisgraceful\b|,\s*(?:genius|einstein|sherlock|smart guy|smarty pants|hotshot|princess)\b|\blike (?:everything|everyone|everybody) else in your life\b/,
          // Said of "some people" and left to fit: "some folks are just trash", "if the shoe fits".
          /\b(?:people|folks|some people|some folks|those people|your kind|people like you|types like you|some of you)\b[^.!?]{0,20}\b(?:are|is)\b (?:just |simply |nothing but |plain )?(?:trash|garbage|scum|animals|losers|leeches|parasites|deadbeats|lowlifes|bums|freeloaders)\b|\bif the shoe fits\b|\bwhat kind of (?:a )?(?:person|people|human being)\b[^.!?]{0,20}\b(?:you are|you're)\b/,
          /\bwhat kind of (?:a )?(?:trash|garbage|loser|scum|deadbeat|lowlife|parasite|freeloader)\b|\bwhat kind of (?:a )?(?:person|mother|father|parent|man|woman|human being|adult|grown \w+)\b[^.!?]{0,60}\b(?:stiffs?|cheats?|skips? out|doesn't pay|does not pay|won't pay|ignores?|dodges?|walks? away from)\b/,
          // Demeaning by age, disability, mind or origin: "senile or just cheap?", "somebody who can hear AND think", "the trailer park you crawled out of".
          /\b(?:senile|demented|lost (?:your|her|his) marbles|off (?:your|her|his) rocker|brain ?dead|half ?wit|dim ?wit|nitwit|retard\w*|feeble ?minded)\b|\bor (?:just|simply|plain) (?:cheap|lazy|stupid|dumb|greedy|selfish)\b/,
          // Slowness of mind mocked: "as slow as you sound", "are you really that dense".
          /\b(?:as|so|that|this|how) (?:slow|dense|thick|simple)(?: in the head)? as you (?:sound|look|seem|act|are)\b|\b(?:are you|you(?:'re| are)) (?:just |really |that |so |a bit |kind of )?(?:slow|dense|thick) (?:in the head|or something|or what)\b|\bslow in the head\b/,
          /\b(?:somebody|someone|anybody|anyone|a person) who can (?:actually )?(?:hear|see|read|count|speak|talk) and (?:think|read|understand|count)\b|\b(?:crawl(?:ed)?|slither(?:ed)?|climb(?:ed)?) out (?:of|from)\b|\b(?:trailer park|the gutter|the ghetto|the projects|the sticks)\b[^.!?]{0,30}\b(?:you|your|where)\b/,
          /\b(?:your (?:best|effort|excuses?|word)(?: is| are)?|you(?:'re| are)) (?:garbage|trash|pathetic|worthless|a joke|useless|a waste)\b|\bgrown[- ]ass\b|\b(?:ducking|dodging|hiding)\b[^.!?]{0,40}\blike a (?:child|baby|little kid|coward)\b/,
        ],
        es: [
          /\b(?:idiotas?|estupid[oa]s?|imbecil(?:es)?|pendej[oa]s?|cabron(?:es|a)?|sinverguenzas?|mentiros[oa]s?|inutil(?:es)?|basura|maldit[oa]s?|mierda|put[oa]s?|tont[oa]s?|huevon(?:es)?|vag[oa]s?|muert[oa]s? de hambre|desgraciad[oa]s?|gorron(?:es|a)?|mantenid[oa]s?|cochin[oa]s?|carajo|joder|jodid[oa]s?|ching\w+|pinche|culer[oa]s?|tarad[oa]s?|mugros[oa]s?|lacras?|sanguijuelas?|parasitos?|rateros? de cuarta|cono|hij[oa]s? de (?:puta|perra)|perdedor(?:es|a)?|fracasad[oa]s?|ignorantes?|cerdo|cerda|payas[oa]s?|vividor(?:es|a)?)\b/,
          /\b(?:callese|callate|cierre la boca|vayase al (?:diablo|infierno)|vete al (?:diablo|infierno)|a la (?:mierda|verga)|no sea (?:tan )?(?:tont[oa]|estupid[oa]|idiota|vag[oa]))\b/,
          /\b(?:es|eres|son|sea|ser|seas) (?:un[oa]? |tan |muy )?(?:floj[oa]s?|zangan[oa]s?|aprovechad[oa]s?)\b/,
          /\b(?:es|eres|son|sera) (?:un[oa]? |tan |muy )?(?:rata|ratas|cerdo|animal|payaso|fracaso|vergüenza|verguenza|desastre)\b/,
          /\b(?:senil|chochea\w*|chocho|chocha|retrasad[oa]|menso|mensa|ignorante)\b|\bo (?:nada mas|solo|simplemente) (?:tacañ[oa]|tacan[oa]|codo|coda|floj[oa]|vag[oa])\b|\bno sabe(?:s)? ni (?:leer|contar|escribir)\b/,
          /\b(?:tan |muy |bien )?(?:lent[oa]|brut[oa]|cort[oa] de entendimiento)\b (?:como (?:se oye|suena|se ve|parece)|de la cabeza)\b/,
          /\b(?:son|es|eres|como) (?:unos |unas |un |una )?(?:animales|salvajes|cerdos|ratas|bestias)\b|\banalfabet[oa]s?\b/,
          // Contempt for the person rather than words of abuse: shame, "people like you", nobody trusts them.
          /\b(?:que|una|da) verguenza de (?:persona|gente|mujer|hombre|madre|padre|familia)\b|\b(?:tipico|tipica|clasico) de (?:gente|personas|alguien) como (?:usted|tu|ustedes)\b|\bgente (?:como usted|como tu|de su clase|de su tipo)\b|\b(?:con razon|por algo) nadie (?:le|te|les) (?:fia|presta|cree|da credito)\b|\bsin palabra\b|\b(?:no tiene|no tienes) (?:palabra|verguenza|dignidad)\b/,
          /\b(?:que|la|ese|esa) (?:clase|tipo) de (?:persona|gente|tipo|mujer|hombre)\b[^.!?]{0,20}\b(?:es|eres|son)\b|\b(?:hay gente|algunos|algunas personas|gente como usted|gente como tu)\b[^.!?]{0,15}\b(?:son|es) (?:pura |una |unos )?(?:basura|lacras?|escoria)\b/,
        ],
      },
      // "Nobody here thinks you're a deadbeat" says the opposite of the insult.
      { negatable: false, exemptClause: (clause) => INSULT_DENIED.test(clause) },
    ),
  },
  {
    id: 'violence',
    citation: '15 U.S.C. 1692d(1); 12 CFR 1006.14(c)',
    description: 'Threat of violence or harm to the person, their reputation or property',
    suggestion: () => 'Remove any statement about harm to the consumer, their property or their reputation.',
    check: textRule(
      {
        en: [
          /\b(?:lots of|so many|plenty of|many) things (?:that )?(?:could|can|might) go wrong\b|\b(?:would|it'd) be a shame if (?:something|anything)\b/,
          /\b(?:shame|pity|too bad) if (?:it|your \w+|the \w+|they|he|she)\b[^.!?]{0,40}\b(?:wasn't|weren't|isn't|got|gets|were|was) (?:still )?(?:in one piece|damaged|scratched|broken|smashed|keyed|burned|hurt|missing)\b|\bnot in one piece\b|\bwasn't in one piece\b|\b(?:swing|stop|come|drop)s? by to ['"]?(?:talk|chat|have a word|visit)\b|\b(?:easy|not hard) (?:it is )?to find (?:someone's|somebody's|your|where you)\b/,
          /\bknow where (?:you|your (?:kids|children|family|wife|husband)) (?:live|lives|work|works|sleep|park|go to school)\b/,
          // Watched, and proxies who want "a word": "I know which truck stop you park at", "friends out that way who'd love to have a word with you".
          /\bknow (?:exactly )?(?:which|what) (?:[a-z]+ ){1,2}?(?:you|your (?:kids|children|family|wife|husband|son|daughter)) (?:live|lives|work|works|sleep|park|parks|eat|go|stay|stop|hang out|drink|shop)\b|\b(?:friends?|guys|boys|buddies|pals|associates|cousins|fellas)\b[^.!?]{0,40}\b(?:have a (?:word|little talk|talk|chat|conversation) with you|pay you a (?:little )?visit)\b/,
          /\b(?:see|you know|guess|wait and see|find out) what (?:happens|will happen|can happen)\b/,
          /\b(?:if|when) something (?:happened|happens|were to happen) to\b/,
          /\b(?:it (?:would|'d|will|could) be|would be|it'd be) (?:a (?:shame|pity)|(?:really |very )?(?:embarrassing|humiliating|awkward|unfortunate)) if\b/,
          /\b(?:accidents? (?:happen|can happen|tend to happen)|(?:tend to|might|may|could) have (?:an )?accidents?)\b/,
          /\bthings (?:could|might|will|can|are going to|are gonna|may) (?:get|turn) (?:ugly|messy|nasty|bad|rough|very bad|worse)\b/,
          /\b(?:before|until|when|or) things (?:\w+ )?(?:get|gets|turn|turns|go|goes) (?:ugly|messy|nasty|bad|rough|very bad|worse|south|physical)\b|\b(?:ugly|bad|rough|messy|nasty|painful) (?:for (?:you|u) )?physically\b|\bget(?:s|ting)? physical\b/,
          /\b(?:i'm|i am|we're|we are|and) not (?:just )?(?:talking|speaking) about (?:your )?(?:credit|credit score|money|the (?:debt|account|balance|money)|court|a lawsuit|legal action)\b/,
          /\b(?:we have (?:our |other )?ways|you(?:'ll| will) be sorry)\b/,
          /\b(?:make sure|let) (?:your |the )?(?:whole )?(?:neighbou?rhood|town|street|block|community|city) knows?\b/,
          /\b(?:hurt|harm|beat|kill|shoot|break|smash|burn|wreck|slash|torch|key|snap|crack|bust|twist|stab|punch)\b[^.!?]{0,25}\b(?:you|your (?:legs?|arms?|face|jaw|nose|neck|teeth|head|skull|ribs?|fingers?|hands?|bones?|back|spine|car|house|home|family|kids|children|property|windows?|knees?|tires?|dog|stuff))\b/,
          // People sent to "talk" who are not the talking kind.
          /\b(?:not|aren't|arent|isn't|isnt|ain't) the (?:talking|friendly|patient|gentle|chatty) (?:type|kind|sort)\b|\b(?:send|sending|sends)\b[^.!?]{0,20}\b(?:guys|boys|fellas|people|someone|somebody)\b[^.!?]{0,30}\bto ['"]?(?:talk|chat|have a word|reason)['"]? (?:to|with) (?:you|u)\b/,
          // Harm veiled as a prospect: "you'll end up in the hospital", "wouldn't want anything to happen to her place".
          /\bend (?:up )?(?:in (?:the |a )?(?:hospital|er|emergency room|icu|wheelchair|cast|morgue|ditch)|up hurt|up in pieces)\b|\b(?:wouldn't|would not|don't|do not|won't|will not) want (?:anything|something) (?:bad )?to happen\b/,
          /\bsomething (?:bad|unfortunate|terrible|nasty) (?:will|might|could|may|is going to|is gonna) happen\b/,
          /\b(?:it would be a shame if|accidents happen|watch your back|sleep with one eye open|you(?:'ll| will) regret (?:it|this)|you(?:'ll| will) pay for (?:this|that))\b/,
          /\b(?:show up|come|coming|stop by|drop by|swing by|pay you a visit|visit|send(?:ing)? (?:someone|somebody|people|a guy|our guys|an agent|agents|a team))\b[^.!?]{0,20}\b(?:at|to|by) your (?:house|home|door|doorstep|work|job|place|office|workplace|apartment|school)\b/,
          // Laying hands on the consumer, at work or anywhere: "drag you out by your collar", a visit to "the shop you work at".
          /\b(?:drag|haul|yank|shove|march|frog ?march|throw|toss)\w* (?:you|u|your (?:\w+ )?(?:ass|butt|behind|body))\b (?:\w+ )?(?:out|outside|off|down|across|around|into|onto|through|by (?:the|your) (?:collar|hair|neck|arm|ear|shirt|throat))\b|\bby (?:your|the) (?:collar|hair|neck|throat|scruff|ear)\b|\b(?:punch|slap|smack|choke|strangle|beat) (?:you|u)\b(?! (?:up with|with) (?:a|an|the|some|our) )/,
          /\b(?:show(?:ing)? up|com(?:e|ing)|stop(?:ping)? by|drop(?:ping)? by|swing(?:ing)? by|head(?:ing)?|walk(?:ing)?|march(?:ing)?|storm(?:ing)?|go(?:ing)?)(?: down| over| in| up| on)? (?:to|at|by|into) (?:that|the|this) (?:[\w'-]+ ){0,3}?(?:you work (?:at|in)|where you work|you(?:'re| are) working at)\b/,
          /\b(?:tell|let|inform)\b[^.!?]{0,30}\b(?:everyone|everybody)(?: else)? (?:you're|you are|that you)\b/,
          /\b(?:tell|let|inform|show) (?:everyone|everybody|the whole (?:town|neighbou?rhood|world|street)|all your (?:friends|neighbou?rs))\b/,
          /\b(?:ruin|destroy|trash|wreck) your (?:reputation|name|good name|life)\b/,
          /\b(?:post|publish|share|put|plaster|broadcast)\b[^.!?]{0,40}\b(?:online|facebook|social media|twitter|instagram|tiktok|internet|newspaper|billboard)\b/,
          /\b(?:publicly )?(?:shame|humiliate|embarrass|expose) you\b/,
          // Implied harm: a life made hard, a worry voiced about what might happen.
          /\bmake (?:your|his|her) life (?:very |really |so |a )?(?:difficult|miserable|hell|living hell|hard|unbearable|nightmare)\b/,
          /\b(?:hate|would hate|'d hate) for (?:something|anything) (?:bad )?to happen\b/,
          /\b(?:car|house|home|windows?|tires?|property|mailbox)\b[^.!?]{0,15}\b(?:got|gets|get|were|was|getting) (?:scratched|damaged|keyed|broken|smashed|slashed|burned|vandalized)\b|\b(?:better|best) watch (?:out|yourself|your step)\b/,
          /\b(?:people|guys|someone|friends|associates) in your (?:area|neighbou?rhood|building|town)\b/,
          /\bwe know (?:your (?:address|schedule|routine|car|plates?|kids'? school|daily route)|what (?:car|time) you)\b|\b(?:people|folks|those|anyone) who (?:don't pay|ignore us|cross us|stiff us)\b[^.!?]{0,30}\b(?:regret|get hurt|pay the price|learn the hard way)\b|\bdeal with you (?:personally|ourselves|in person|our way)\b|\b(?:watch|careful|look over)\b[^.!?]{0,30}\bif i were you\b/,
          /\b(?:won't|will not|wouldn't|would not|aren't going to) like how (?:that|this|it|the) (?:talk|visit|conversation|meeting|chat) (?:goes|ends|turns out)\b|\b(?:can(?:not|'t)|won't|will not|could not|couldn't) (?:guarantee|promise) (?:the )?safety\b|\b(?:field|recovery) team is (?:very |really |quite )?(?:aggressive|rough|not gentle)\b/,
          /\b(?:hate|would hate|'d hate|shame|pity) (?:for|if) (?:that|this|something|anything|the same(?: thing)?|it) (?:\w+ )?(?:to )?happen\w* to (?:you|your)\b/,
          /\b(?:with|bring|bringing|brought|carry|carrying|grab|grabbing)\w* (?:a |my |the |some )?(?:bat|baseball bat|gun|knife|piece|crowbar|pipe|tire iron|brass knuckles)\b|\b(?:con|llevo|llevare|traigo|traere) (?:un |el |mi )?(?:bate|pistola|cuchillo|fierro|machete)\b/,
          // Veiled harm to property: a car, a porch, windows pictured burned or wrecked ("hate for the garage to catch fire", "their trucks end up in bad shape").
          /\b(?:cars?|trucks?|pickups?|vans?|suvs?|motorcycles?|vehicles?|house|home|porch|deck|garage|windows?|windshields?|tires?|roof|yard|shop|store|property|mailbox|fence|boat)\b[^.!?]{0,40}\b(?:catch(?:es|ing)? (?:on )?fire|go(?:es)? up in (?:flames|smoke)|burn(?:s|ed|t)? (?:down|to the ground)|end(?:s|ed)? up (?:looking like|in (?:rough|bad|terrible|sorry) shape|in pieces|smashed|busted|wrecked)|in (?:rough|bad|sorry|terrible) shape)\b/,
          /\b(?:hate|shame|pity|too bad)\b[^.!?]{0,25}\b(?:for|if) (?:it|that|this|your \w+|the \w+)\b[^.!?]{0,15}\b(?:to )?(?:catch(?:es)? (?:on )?fire|go(?:es)? up in (?:flames|smoke)|burn(?:s|ed)? down|get(?:s)? (?:torched|wrecked|trashed|vandalized))\b/,
          // A visit promised "the hard way": "someone will knock on your door the hard way".
          /\b(?:knock\w*|visit\w*|come|show up|stop by|drop by)\b[^.!?]{0,40}\b(?:the hard way|the ugly way|not (?:so )?nicely)\b/,
          /\byou never know what (?:might|could|can|will) happen\b|\bhope nothing (?:bad )?happens to\b|\bnice (?:car|house|home|family|kids) you(?:'ve| have)? (?:got|have)\b/,
          // Veiled harm: how easily something could befall the person's things or plans, their children's whereabouts, a personal visit "to settle this".
          /\b(?:real |really |pretty |very |so )?easy for (?:somebody|someone|anybody|anyone|something) to\b|\b(?:hate|shame|pity) (?:for|if) (?:anything|something) (?:\w+ ){0,2}?(?:to )?(?:happen\w*|get in the way|go wrong|went wrong|got in the way)\b/,
          /\byour (?:boy|girl|kids?|son|daughter|children|little one)\b[^.!?]{0,40}\b(?:school|elementary|daycare|day care|bus|practice|playground)\b/,
          /\b(?:settle|handle|sort out|sort|deal with) (?:this|it|things|you) (?:man to man|face to face|in person|the old way|the old fashioned way|outside)\b|\b(?:drive|come|head|go) (?:out |over |down |up )?there myself\b/,
          /\b(?:visit|talk|chat|conversation|trip)\b[^.!?]{0,30}\b(?:not|isn't|won't be|ain't|its not|it's not) (?:gonna be |going to be )?(?:a )?(?:friendly|nice|pleasant|pretty|polite|social)\b|\b(?:someone|somebody|a couple (?:of )?guys|our guys|the boys)\b[^.!?]{0,20}\b(?:pay you a visit|come (?:by|see you|talk to you)|stop by|swing by|visit you)\b/,
        ],
        es: [
          /\b(?:termin|acab)\w* en el hospital\b|\bno (?:quisiera|quisieramos|queremos|quiero) que (?:le |les |te )?(?:pase|suceda|ocurra) (?:algo|nada)\b/,
          /\bno respondo (?:por|de) lo que (?:le|te|les) (?:pase|suceda|ocurra|llegue a pasar)\b/,
          /\bsabemos (?:donde|en que) (?:vive|vives|viven|trabaja|trabajas|duerme|estudian|estacionas?|estaciona)\b/,
          /\b(?:algo (?:malo|feo|terrible) (?:le |te )?(?:puede|podria|va a) (?:pasar|suceder)|(?:seria|que) (?:una )?(?:lastima|pena|verguenza) (?:que|si)|(?:se|te) (?:va|vas) a arrepentir|se arrepentira|(?:los )?accidentes (?:pasan|suceden)|las cosas (?:se )?(?:pueden|podrian|van a) poner (?:feas|peor|mal|muy mal|feo)|cuidese la espalda|tenemos (?:nuestras |otras )?(?:formas|maneras))\b/,
          /\b(?:mandar|enviar)\w* (?:a )?(?:alguien|gente|nuestra gente|un agente|agentes|un equipo|una persona|a nuestros hombres)\b/,
          /\b(?:iremos|vamos a ir|pasaremos|nos presentaremos|apareceremos|llegaremos|lo visitaremos|la visitaremos|le visitaremos|vamos a visitarl[oa]|visitaremos)\b[^.!?]{0,20}\b(?:a|por|en) (?:su|tu) (?:casa|hogar|puerta|trabajo|oficina|domicilio|escuela|departamento|apartamento)\b/,
          /\b(?:(?:le|te|lo|la) (?:haremos|vamos a hacer) (?:dano|algo)|(?:lo|la|le|te) (?:vamos a|van a) (?:lastimar|golpear|matar|romper|quemar)|(?:romper|quemar|rayar|ponchar|destrozar)\w* (?:su|tu|sus|tus) (?:carro|casa|auto|coche|ventanas|llantas|cara|piernas))\b/,
          /\b(?:arruinar|destruir|manchar)\w* (?:su|tu) (?:reputacion|nombre|buen nombre|vida)\b/,
          /\b(?:sac|arrastr|jal|agarr|llev)\w*\b[^.!?]{0,25}\b(?:del (?:cuello|pelo|cabello|brazo|pescuezo)|de la (?:camisa|oreja|greña|grena|mano)|a jalones|a rastras|a empujones|a golpes|a la fuerza|a patadas|a tirones)\b|\b(?:ir|voy|vamos|pasar|paso|llegar|llego|caer|caigo|aparecer|aparezco)\w*\b[^.!?]{0,25}\b(?:donde (?:trabaja|trabajas|labora)|(?:al|a la|a ese|a esa) (?:[a-z]+ ){0,3}?(?:donde|en (?:el|la) que|en que) (?:trabaja|trabajas|labora))\b/,
          /\b(?:publicar|compartir|subir|anunciar|exhibir)\w*\b[^.!?]{0,40}\b(?:en linea|facebook|redes sociales|twitter|instagram|tiktok|internet|periodico|cartel)\b/,
          /\b(?:diremos|vamos a decir|le contaremos|les diremos|contaremos) a todos\b|\b(?:todo el (?:barrio|vecindario|pueblo|mundo)|todos sus (?:vecinos|amigos)) (?:sabra|sabran|se enterara\w*|va a saber|van a saber)\b/,
          /\b(?:lo|la|le|te) (?:vamos a |van a )?(?:avergonzar|humillar|exhibir|exponer)\w*\b/,
          /\b(?:hacer|haremos|hare|vamos a hacer|voy a hacer)(?:le|te)? (?:(?:le|te) )?la vida (?:imposible|un infierno|miserable|de cuadritos|dificil)\b/,
          /\bsabemos (?:su|tu) (?:direccion|horario|rutina|carro|placa)\b|\b(?:nos )?(?:encargaremos|vamos a encargar) de (?:usted|ti) (?:personalmente|nosotros mismos)\b|\b(?:cuidado|cuidaria|cuidarme)\b[^.!?]{0,30}\bsi yo fuera usted\b/,
          /\b(?:sus|tus) (?:hijos|hijas|ninos|ninas|nenes|chamacos|muchachos|chicos)\b[^.!?]{0,40}\b(?:escuela|colegio|kinder|guarderia|parada|autobus|camion escolar)\b/,
          /\bmas (?:le|te) vale (?:cuidarse|tener cuidado)\b|\bandese con cuidado\b|\btenga cuidado\b[^.!?]{0,20}\b(?:casa|carro|familia|hijos)\b/,
          /\bno (?:estoy|estamos|le estoy|le estamos|hablo|hablamos|le hablo|le hablamos|te hablo) (?:hablando )?(?:solo )?(?:de|del) (?:su |tu |el |la )?(?:credito|dinero|la deuda|cuenta|demanda|corte)\b/,
          /\b(?:no|nunca|quien) (?:se )?sabe (?:uno )?(?:lo )?que (?:le |te |les |nos )?(?:puede|podria|va a|vaya a|pueda) (?:pasar|suceder|ocurrir)\b|\bojala no (?:le |te )?pase nada\b/,
          /\b(?:muy |bien |tan )?facil (?:que|para que) (?:alguien|algo)\b|\b(?:seria|que) (?:una )?(?:lastima|pena) que (?:a )?(?:su|tu|sus|tus) \w+\b[^.!?]{0,30}\b(?:pasara|pase|sucediera|suceda)\b|\b(?:arreglar|resolver) (?:esto|esta cuenta|las cosas) (?:en persona|cara a cara|de hombre a hombre)\b/,
          // Una visita "de mala manera", gente "por su rumbo", la casa o el carro que amanece quemado: daño velado.
          /\b(?:ir|vayan?|pasar|pasen|llegar|lleguen|toc\w*|visit\w*|busc\w*|caerle)\b[^.!?]{0,40}\b(?:de mala manera|por las malas|a la mala|de malas maneras)\b/,
          /\b(?:companeros|muchachos|amigos|chavos|camaradas|gente nuestra|nuestra gente)\b[^.!?]{0,15}\b(?:andan|estan|anda|rondan|se mueven) (?:por|en) (?:su|tu) (?:rumbo|barrio|colonia|zona|cuadra|calle|vecindario)\b/,
          /\b(?:casa|carro|troca|coche|ventanas?|llantas?|porche|negocio|tienda|propiedad)\b[^.!?]{0,40}\b(?:se (?:le |te )?(?:queme|quemara|incendie|incendiara)|amanezca (?:quemad|rayad|golpead|ponchad|destrozad)\w*|termine (?:quemad|rayad|destrozad|golpead)\w*)/,
          /\b(?:visita|platicar|hablar|conversar)\b[^.!?]{0,40}\b(?:no (?:va a ser|sera) (?:nada )?(?:bonito|agradable|amable|amistos[oa])|no precisamente para (?:hablar|platicar|conversar))\b|\b(?:los muchachos|mis muchachos|unos amigos|la gente|alguien)\b[^.!?]{0,20}\b(?:van a ir|iran|pasaran|va a ir|va a pasar|(?:te|le) va a (?:hacer una visita|visitar)|(?:te|le) van a (?:hacer una visita|visitar))\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'harassment-frequency',
    citation: '12 CFR 1006.14(a),(b)',
    description: 'Message volume whose natural effect is to harass',
    suggestion: () => 'Wait for the consumer to reply, or write again tomorrow; never announce repeated contact.',
    check: (m, ctx) => {
      // 1006.14(b)(1): repeated contact with intent to annoy is harassment whether it is counted or announced.
      const triggers = harassmentWords(m, ctx) ?? { action: 'block' as const, triggers: [] };
      if (ctx.messagesSentToday >= ctx.dailyMessageCap)
        triggers.triggers.push(`message ${ctx.messagesSentToday + 1} today without a reply (limit ${ctx.dailyMessageCap})`);
      return triggers.triggers.length > 0 ? triggers : null;
    },
  },
  {
    id: 'government',
    citation: '15 U.S.C. 1692e(1); 12 CFR 1006.18(b)(1)(i)',
    description: 'False implication of government affiliation',
    suggestion: () => 'Identify the firm by its own name; never suggest a government connection.',
    check: textRule(
      {
        en: [
          /\b(?:attorney general|state|county|federal|government|judicial|court|courthouse)\b[^.!?:]{0,25}\b(?:recovery|collections?|enforcement) (?:unit|division|office|bureau|department|task force)\b/,
          /\b(?:state|federal|national|county|government|public) (?:\w+ )?(?:debt|debts|medical debt|credit|collections?|consumer debt|recovery) (?:commission|board|authority|agency|office|bureau|department|registry|council)\b/,
          // "This is a federal student loan" describes the debt, not the sender.
          new RegExp(
            String.raw`\b${SELF} (?:\w+ ){0,3}?${GOVERNMENT}\b(?! (?:\w+ )?(?:loans?|debts?|benefits?|programs?|holidays?|laws?|rules?|regulations?|tax (?:return|refund)s?|refunds?|student))`,
          ),
          /\b(?:state|federal|county|city|municipal|national|government|u ?s|treasury) (?:debt |tax |revenue |recovery |collections? |compliance |enforcement |claims )+(?:unit|agency|department|office|officers?|division|bureau|agents?|service|authority|task force|center|centre|program)\b/,
          // The collector as a public office's go-between: "we are that agency's collection liaison", "the account is under review by the Attorney General".
          new RegExp(
            String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|this is) (?:the |its |their |an? |that )?(?:official )?(?:collections? |collecting |debt )?(?:liaison|go-between|intermediary|arm|agent|representative|contractor)\b[^.!?]{0,20}\b(?:for|of|to) (?:the |that |this |said )?(?:agency|office|department|bureau|division|commission)\b|\b(?:under|pending) (?:\w+ )?(?:review|investigation|audit) (?:by|of|from) ${GOVERNMENT}\b`,
          ),
          // A collection office named like a state's: "Texas Debt Collection Authority", "State Judicial Collection Services".
          /\b(?:state|federal|county|(?:texas|california|florida|new york|illinois|arizona|georgia|ohio|nevada|new mexico)(?: state)?) (?:judicial )?(?:debt |debts )?(?:collections?|debt recovery|judicial collections?) (?:bureau|office|department|division|authority|commission|enforcement|unit|services)\b/,
          /\b(?:federal|government|state|county) (?:agents?|officers?|officials?|agency|investigators?|inspectors?)\b/,
          /\b(?:official government|(?:government|irs|treasury|federal|state) ?(?:issued|authorized|sanctioned|approved|certified)|on (?:state|federal|government) authority)\b/,
          new RegExp(String.raw`\b(?:officer|agent|official|investigator|representative|inspector)s? (?:with|from|of|for) ${GOVERNMENT}\b`),
          new RegExp(String.raw`\b(?:under|by|with) (?:the )?(?:authority|mandate|jurisdiction|power) of ${GOVERNMENT}\b`),
          new RegExp(
            String.raw`\b${SELF} (?:the |a )?(?:county |district |superior |state |federal |municipal )?(?:court|clerk of (?:the )?court|court clerk|magistrate)\b|\bbadge \d+`,
          ),
          new RegExp(
            String.raw`\b(?:arm|division|branch|partner|affiliate|agent|unit|contractor)s? of ${GOVERNMENT}\b|\b(?:referred|assigned|sent|forwarded)(?: to us)? by ${GOVERNMENT}\b|\bbadge (?:number|no|#)`,
          ),
          /\b(?:state|federal|county|city|national|government|u ?s|treasury) (?:debt |tax |revenue |recovery |collections? |compliance |enforcement |claims |resolution |relief |settlement )+(?:program|registry|initiative|commission)\b/,
          /\b(?:arm|part|division|branch|office|extension|unit) of (?:the )?(?:\w+ ){0,3}(?:court system|courts?|county|state|government|city|public utilit\w*|sheriff)\b/,
          // "Court-authorized agency" claims the court's warrant; "the court authorized a levy" tells what a court did.
          /\bcourt[- ]?(?:appointed|assigned|designated|authorized|certified|sanctioned)\b(?! (?:interpreter|translator|guardian|receiver|mediator|a|an|the|your|this|that|its|his|her|their)\b)/,
          /\b(?:basically|essentially|kind of|sort of|practically|pretty much) (?:the|a) (?:credit bureau|court|government|state agency|police)\b|\b(?:hand in hand|closely|directly|side by side|together|in partnership|in coordination|in tandem) with (?:the )?(?:[a-z]+ ){0,2}?(?:attorney general|courts?|sheriff'?s?(?: office)?|government|district attorney|irs|(?:county |court )?clerk'?s?(?: office)?)\b|\b(?:agency|firm|company|office) (?:that )?(?:the )?(?:[a-z]+ ){0,2}court (?:assigns|appoints|uses|refers|sends)\b/,
          // One office with the government, or a message as good as the judge's: "we're basically the same dept", "it's as if the court wrote you".
          new RegExp(
            String.raw`\b${GOVERNMENT}\b[\s\S]{0,80}?\b(?:the same|one and the same|one) (?:dept|department|agency|office|team|outfit|side)\b|\b(?:as if|like|as though) (?:the )?(?:judge|court|clerk|sheriff|government|irs|state) (?:is|was|were|had|itself)\b[^.!?]{0,20}\b(?:writ|messag|text|talk|contact|call)\w*`,
          ),
        ],
        es: [
          /\b(?:unidad|division|departamento|oficina|seccion|area) de (?:cobros?|cobranzas?|recuperacion|ejecucion|embargos?) (?:judicial\w*|del tribunal|de la corte|del juzgado|del estado|estatal\w*|federal\w*)\b/,
          /\b(?:comision|junta|oficina|agencia|autoridad|departamento|consejo|registro) (?:estatal|federal|nacional|del estado|del condado|publica) (?:de|para) (?:las )?(?:deudas?|cobros?|cobranzas?|credito|deudas medicas|deudores)\b/,
          new RegExp(String.raw`\b${SELF_ES} (?:\w+ ){0,3}?${GOVERNMENT_ES}\b`),
          /\b(?:oficina|agencia|departamento|unidad|division|autoridad|centro|negociado)(?: \w+){0,3} (?:federal|estatal|municipal|del gobierno|del estado|del municipio|de gobierno|gubernamental)\b/,
          // El cobrador como enlace de una oficina pública: "somos el enlace de cobro de esa oficina", "su cuenta está bajo revisión del DACO".
          new RegExp(
            String.raw`\b(?:somos|soy|es|actuamos como) (?:el |la |su |un |una )?(?:enlace|intermediari[oa]|brazo|agente|representante|contratista)s?\b[^.!?]{0,20}\b(?:de|del|de la|para) (?:esa|esta|dicha|la|el) (?:oficina|agencia|dependencia|departamento|division|comision)\b|\b(?:bajo|en) (?:\w+ )?(?:revision|investigacion|auditoria) (?:de|del|de la|por) ${GOVERNMENT_ES}\b`,
          ),
          /\b(?:agentes?|oficiales?|funcionari[oa]s?|investigador(?:es|a)?|inspector(?:es|a)?) (?:federal(?:es)?|estatal(?:es)?|del gobierno|del estado|del condado|de hacienda|del tesoro)\b/,
          // Una oficina de cobro con nombre de oficina del estado: "Procuraduría de Cobros de Arizona", "Servicios Judiciales de Cobranza del Estado".
          /\b(?:procuradur\w*|servicios? judiciales?|oficina|departamento|division|agencia|unidad|direccion|comision|junta)\b(?: [a-z]+){0,4}? (?:cobros?|cobranzas?|deudas?|recaudacion)\b[^.!?]{0,30}\b(?:del estado|estatal|de (?:texas|california|florida|arizona|nuevo mexico|nueva york|illinois|georgia|nevada|colorado))\b/,
          /\b(?:en nombre|de parte) (?:de la|del) (?:corte|tribunal|juzgado|juez)\b/,
          /\bsello (?:de la corte|del (?:tribunal|juzgado|condado|estado|gobierno))\b/,
          /\b(?:socios|brazo|division|contratistas?|agentes?) (?:de(?:l)?|con el) (?:gobierno|estado|tesoro|condado|fiscal\w*)\b|\breferid[oa] por (?:el |la )?(?:gobierno|estado|fiscal\w*|procurador\w*)\b|\bnumero de placa\b/,
          /\bbajo (?:la )?(?:autoridad|mandato|jurisdiccion) (?:de(?:l)? )?(?:gobierno|estado|fiscal general|procurador\w*|tesoro|condado)\b|\b(?:programa|registro) (?:federal|estatal|del gobierno|gubernamental)\b/,
          /\b(?:agente|oficial|representante) \w+ (?:del|de la) (?:county|condado|corte|gobierno|estado|ciudad)\b|\b(?:nuestro )?sistema oficial\b/,
          /\b(?:nombrad|designad|asignad|autorizad)[oa]s? por (?:la corte|el tribunal|el juzgado|el juez)\b|\b(?:este (?:mensaje|aviso) (?:es|viene)|le (?:escribe|habla|escribimos)|(?:le )?escribimos) (?:de(?:sde)? )?(?:la |el )?(?:corte|tribunal|juzgado)\b/,
          /\b(?:mano a mano|de la mano|directamente|estrechamente|en conjunto|codo a codo|en coordinacion) con (?:el |la |los |las )?(?:tribunal(?:es)?|cortes?|juzgados?|juez|jueza|gobierno|fiscal\w*|procurador\w*|alguacil|policia|irs|estado|condado)\b|\bcomo si (?:le|te|les) (?:escribiera|hablara|llamara|mandara|escribiese|hablase)\w* (?:el|la) (?:juez|jueza|corte|tribunal|juzgado|gobierno|alguacil|estado)\b/,
        ],
      },
      // Telling the consumer where to complain ("the CFPB, a federal agency") is not a claim to be one.
      { negatable: true, exempt: isConsumerRights },
    ),
  },
  {
    id: 'credit-bureau',
    citation: '12 CFR 1006.18(b)(1)(ii)',
    description: 'False implication of being a credit bureau',
    suggestion: () => 'Identify the firm by its own name; the firm is not a credit bureau.',
    check: textRule(
      {
        en: [
          new RegExp(
            String.raw`\b(?:${SELF}|with|from) (?:the )?(?:equifax|experian|trans ?union|(?:a|the) (?:national )?credit (?:bureau|reporting agency)|credit bureau)\b`,
          ),
          /\b(?:equifax|experian|trans ?union) (?:collections?|recovery|debt|department|division|services|enforcement|agents?)\b/,
          /\bwe(?:'re| are) (?:one of )?the (?:three |3 )?(?:major |national )?(?:credit )?bureaus?\b/,
          /\b(?:equifax|experian|trans ?union|credit bureau|bureau)[- ]?(?:affiliated|partnered|authorized|approved|certified|sanctioned|licensed)\b|\b(?:direct |the )?authority to (?:update|change|lower|raise|set|edit|control) your (?:credit )?(?:score|report|rating)\b/,
          /\b(?:arm|division|branch|department|partner|affiliate|agent|unit|office)s? (?:of|for) (?:the )?(?:credit bureaus?|credit reporting agenc(?:y|ies)|equifax|experian|trans ?union)\b/,
          /\b(?:work|works|working|partner\w*|affiliated|teamed up) (?:closely |directly |hand in hand |together )?(?:with|alongside) (?:the |all three |the three )?(?:credit )?(?:bureaus?|equifax|experian|trans ?union)\b/,
        ],
        es: [
          new RegExp(
            String.raw`\b${SELF_ES} (?:el |la |los )?(?:equifax|experian|trans ?union|(?:un|el) buro de credito|buro de credito|(?:una|la) agencia (?:nacional )?de (?:informes|reportes) de credito)\b`,
          ),
          /\b(?:equifax|experian|trans ?union) (?:cobranzas?|cobros|recuperacion|departamento de cobranza|division de cobros)\b/,
          /\bsomos (?:uno de )?(?:el|los) (?:tres )?(?:buros?|agencias de credito)\b/,
          /\b(?:brazo|division|departamento|socios?|agentes?|oficina) (?:de(?:l)?|de los) (?:buros?(?: de credito)?|equifax|experian|trans ?union)\b/,
          // Working "together with" the bureau: an affiliation claimed (1006.18(b)(1)(ii)).
          /\b(?:trabaj\w*|colabor\w*|asociad[oa]s?|afiliad[oa]s?) (?:junto |directamente |de la mano )?(?:con|a) (?:el |los |la |las )?(?:buros?(?: de credito)?|agencias? de credito|equifax|experian|trans ?union)\b/,
        ],
      },
      { negatable: true, exempt: isConsumerRights },
    ),
  },
  {
    id: 'attorney-involvement',
    citation: '15 U.S.C. 1692e(3); 12 CFR 1006.18(b)(1)(iii)',
    description: 'Implication that an attorney reviewed the file, from staff who are not attorneys',
    suggestion: () => 'Say only what has actually happened; a statement about attorney review must come from an attorney of the firm.',
    check: textRule(
      {
        en: [
          /\b(?:our|the|my|an|firm's|in ?house|a|senior|managing) (?:attorneys?|lawyers?|legal (?:team|department|counsel|staff)|counsel|partner)\b[^.!?]{0,30}\b(?:reviewed|reviewing|review|looked (?:at|over)|(?:took|had|taken|takes) a (?:\w+ )?look (?:at|over)|went (?:over|through)|examined|examining|preparing|prepared|drafting|drafted|approved|recommended|recommends|assigned|going over|decided|authorized|will be filing|is filing|filing|signed off|has your file|is handling your file|double ?check\w*|check(?:ed|ing)|verif(?:y|ied|ying)|vett?(?:ed|ing)|confirm(?:ed|ing)|went through|gone through)\b/,
          /\b(?:reviewed|examined|approved|cleared|evaluated) by (?:an?|our|the|a senior|a licensed) (?:attorney|lawyer|legal)\b/,
          /\b(?:file|account|case|matter) (?:has been|was|is being|will be|is now|has now been) (?:reviewed|escalated|referred|sent|forwarded|assigned|handed) (?:by|to|over to) (?:an?|our|the) (?:attorney|lawyer|legal)\b/,
          // Implied: a lawyer holds the file, legal approved a step, the file went to legal.
          /(?<!your |own )\b(?:attorney|lawyer|counsel)s? (?:\w+ )?(?:assigned to|handling|in charge of|working on|responsible for) (?:your|this|the) (?:file|account|case|matter|debt|balance)\b/,
          /\b(?:on|in|at|across|to|into) (?:the |our |an? )?(?:attorney|lawyer|counsel|legal department|legal team)(?:'s|s'|s)? (?:desk|office|hands|queue|table|docket|inbox)\b|\bin the hands of (?:our |the |an? )?(?:attorneys?|lawyers?|legal|counsel)\b/,
          /\blegal (?:department |team |dept |counsel )?(?:has |have |just )?(?:approved|authorized|signed off|cleared|green ?lit|greenlighted|okayed|given the (?:go ahead|green light))\b/,
          /\b(?:authorized|cleared|approved|given the (?:green light|go ahead|okay)|instructed) to (?:proceed|move forward|go forward|take|pursue|escalate|file)\b[^.!?]{0,25}\b(?:legal\w*|litigation|suit|court|lawsuit)\b/,
          /\b(?:escalat|refer|forward|transferr?|sen[dt]|pass|hand|mov|turn)\w* (?:[a-z']+ ){0,3}?(?:over )?to (?:our |the |an? )(?:attorneys?|lawyers?|legal|litigation|counsel)(?: (?:department|team|dept|unit|division|review))?\b/,
          /\b(?:pending|under|for|awaiting|in) (?:an? )?(?:attorney|legal|lawyer|counsel|litigation) review\b/,
          /\bbefore (?:the |our )?(?:attorneys?|lawyers?|legal|litigation)(?: (?:team|department))? (?:get|gets|see|sees|take|takes|handle|handles|step|steps|gets? involved)\b|\b(?:flag|mark|refer|recommend|queue|prep|prepar|send|sen[dt]|pass|hand|forward|escalat)\w* (?:[a-z']+ ){0,3}?(?:for|to|upstairs to) (?:our |the )?(?:attorneys?|lawyers?|legal|litigation)\b(?! aid)/,
          /(?<!your |own )\b(?:attorneys?|lawyers?|counsel|legal team)\b[^.!?]{0,20}\b(?:eager|itching|anxious|keen|waiting|want|wants|ready|standing by) to\b|\besq\b[^.!?]{0,30}\b(?:has|asked|instructed|reviewed|wants|approved|directed|requested)\b/,
          /\b(?:asked|told|directed|instructed|authorized|sent) (?:me |us )?by (?:the|our|an|my) (?:attorney|lawyer|counsel|legal)\b|\b(?:attorney|legal) (?:oversight|supervision)\b|\bsupervised by (?:an?|our) (?:attorney|lawyer)\b|(?<!your |own )\b(?:attorneys?|lawyers?|counsel)\b[^.!?]{0,20}\b(?:seen|looked at|read|gone through|went through|reviewed|examined) your (?:file|account|case|paperwork)\b|\b(?:our|the firm's) (?:attorneys?|lawyers?) (?:don't|do not|won't|will not) (?:like|wait|tolerate|accept)\b/,
          /\bpre ?(?:legal|litigation)\b|\b(?:placed|is|now|sits?|sitting|moved|assigned) (?:now )?(?:with|in|into|to) (?:our |the )?(?:legal|litigation|attorney|lawyers?'?|counsel)(?:'s)? (?:department|team|dept|division|unit|side|queue|status)\b|\blegal status\b/,
          /\b(?:per|according to|on the advice of|at the direction of|instructed by|as directed by|at the request of) (?:our |the |my |an? )?(?:attorneys?|lawyers?|legal(?: department| team| dept)?|counsel|litigation (?:team|department))\b|\battorney (?:review|approval|sign ?off)\b/,
          /(?<!your |own )\b(?:attorneys?|lawyers?|counsel|legal (?:team|department|dept)|litigation (?:team|department))\b[^.!?]{0,20}\b(?:is|are|has|have|was|were)\b (?:\w+ )?(?:ready|prepared|advised|instructed|determined|decided|asked|requested|looking|involved|reviewing|working|waiting|standing by)\b/,
          /(?<!your |own )\b(?:attorney|lawyer) [a-z]+ (?:has|is|wants|asked|requested|instructed|advised|directed|told|says|said|reviewed|approved)\b/,
          /\b(?:counsel|our (?:attorneys?|lawyers?|legal (?:team|department)|litigation (?:team|department)))\b[^.!?]{0,15}\b(?:will|is going to|are going to|shall) (?:be )?(?:reach\w*|contact\w*|call\w*|in touch|decid\w*|determin\w*|tak\w* over|proceed\w*)\b/,
          // The sender presented as a lawyer: a title in the signature, "you are speaking with counsel", a legal opinion of their own.
          /(?<!\byour (?:own )?(?:attorney|lawyer|counsel)\b[^.!?]{0,40})\b(?:esq|esquire|attorney at law|senior counsel|general counsel|staff attorney|associate attorney|managing attorney)\b/,
          /\byou(?:'re| are)? (?:now )?(?:speaking|talking|dealing|communicating|chatting|corresponding) (?:directly )?with (?:counsel|legal counsel|an? (?:attorney|lawyer)|the (?:firm's )?(?:attorney|lawyer)|our legal (?:team|department))\b/,
          /\b(?:speaking|writing|acting) as (?:the|your|an?) (?:\w+ )?(?:attorney|lawyer|counsel)\b|\b(?:my|our) (?:professional )?legal (?:opinion|assessment|analysis|judgment|view)\b|\bfrom a legal (?:standpoint|perspective|point of view)\b|\b(?:i am|i'm) (?:an?|the|a licensed|your) (?:attorney|lawyer)\b/,
          // A law firm's name used for what lawyers do, not to say who collects: "we're a law firm, not some random collection agency",
          // "take it from us", "before we do what law firms do"; the next contact said to be a lawyer's.
          /\b(?:we(?:'re| are)|this is|you(?:'re| are) (?:dealing|talking|speaking) with) (?:a |an |the )?(?:\w+ )?(?:law (?:firm|office|practice)|legal (?:firm|practice))\b[^.!?]{0,60}\b(?:(?:not|isn't|is not|aren't|are not|ain't|no longer) (?:just )?(?:some |a |an |your |the )?(?:random |regular |ordinary |typical |average |normal |mere )?(?:collection|collections|debt collect\w*|collectors?|agency)|take it from (?:us|me)|law firms (?:don't|do not|do|only|never)|lawyers (?:don't|do not|do|only|never))|\bwhat (?:law firms|lawyers|attorneys) do\b|\b(?:next|following) (?:message|letter|call|contact|notice|text|email|step)s?\b[^.!?]{0,40}\b(?:(?:come|be) from|be (?:signed|sent) by) (?:a |an |our |the )?(?:lawyer|attorney|law firm|counsel|legal)\b/,
          /\bwhy (?:an?|the|a real) (?:attorney|lawyer|law firm) (?:is |would be )?(?:the one )?(?:writing|contacting|messaging|texting|calling|involved|handling)\b|\b(?:lawyers?|attorneys?) (?:don't|do not|wouldn't|would not) (?:chase|handle|bother with|write about|waste time on)\b/,
          /\b(?:our|the firm's|my|an?|one of our) (?:attorneys?|lawyers?|legal (?:team|department|counsel))\b[^.!?]{0,40}\b(?:agrees?|reviewed|went over|go over|looked (?:at|over)|says?|recommends?|wants?|signed off|approved)\b/,
        ],
        es: [
          /\b(?:nuestr[oa]s?|el|la|los|mi|un|una) (?:abogad[oa]s?|licenciad[oa]s?|equipo legal|departamento legal|asesor legal)\b[^.!?]{0,30}\b(?:reviso|revisado|revisando|revisara|examino|examinado|esta preparando|estan preparando|prepara|preparando|preparo|aprobo|aprobado|recomienda|recomendo|asignado|decidio|autorizo|va a presentar|presentara|tiene su expediente|lleva su caso)\b/,
          /\b(?:revisad[oa]|examinad[oa]|aprobad[oa]|evaluad[oa]) por (?:un|una|nuestr[oa]s?|el|la) (?:abogad[oa]|licenciad[oa]|equipo legal)\b/,
          /\b(?:expediente|cuenta|caso|asunto) (?:ha sido|fue|esta siendo|sera|ya fue) (?:revisad[oa]|enviad[oa]|remitid[oa]|transferid[oa]|asignad[oa]|escalad[oa]) (?:por|a) (?:un|una|nuestr[oa]s?|el|la) (?:abogad[oa]|departamento legal|equipo legal)\b/,
          /\b(?:abogad[oa]s?|licenciad[oa]s?) (?:asignad[oa]s?|a cargo) (?:a|de|del) (?:su|este|el) (?:caso|expediente|cuenta|asunto)\b/,
          /\ben (?:manos|el escritorio|la oficina|la mesa) (?:de|del) (?:nuestr[oa]s? |el |los |la |un )?(?:abogad[oa]s?|departamento legal|equipo legal|licenciad[oa])\b/,
          /\b(?:autoriz|aprob)\w* (?:a |para )?proceder (?:legalmente|por la via (?:legal|judicial)|judicialmente|con (?:la )?demanda|con acciones legales)\b|\b(?:el )?(?:departamento |equipo )?legal (?:ya )?(?:aprobo|autorizo)\b/,
          /\b(?:pas|envi|remit|transfer|escal|turn)\w* (?:[a-z]+ ){0,3}?(?:a|al) (?:nuestr[oa]s? |los |el |la )?(?:abogad[oa]s?|departamento (?:legal|juridico)|equipo legal|area legal)\b/,
          /\bnuestros abogados (?:se pondran en contacto|lo contactaran|la contactaran|le llamaran|le escribiran|decidiran)\b|\brevision (?:legal|de (?:los |un )?abogados?)\b/,
          /\bantes de que (?:lo |la )?(?:vean|tomen|revisen|reciban) (?:los |nuestros )?abogados\b|\b(?:pas|envi|mand)\w* (?:[a-z]+ ){0,2}?a legal\b|\babogados?\b[^.!?]{0,20}\b(?:ansiosos|listos|esperando|deseosos) (?:de|por|para)\b/,
          /\b(?:por encargo|a peticion|por orden) (?:de(?:l)?) (?:abogad[oa]|licenciad[oa])\b|\babogados? (?:ya )?(?:vieron|revisaron|leyeron|examinaron) (?:su|el) (?:expediente|caso|archivo)\b/,
          /\bpre ?(?:legal|judicial)\b|\b(?:cuenta|expediente|caso)\b[^.!?]{0,15}\b(?:esta|ya esta|paso|pasara|fue asignad[oa]) (?:en|con|al|a|por) (?:el |nuestro )?(?:departamento |area |equipo )?(?:legal|juridico)\b|\bestatus legal\b/,
          /\b(?:segun|por instrucciones (?:de|del)|a peticion (?:de|del)|por indicacion (?:de|del)) (?:nuestr[oa]s? |el |los |la |mi )?(?:abogad[oa]s?|departamento legal|equipo legal|licenciad[oa])\b/,
          /(?<!su |tu )\b(?:abogad[oa]s?|departamento legal|equipo legal)\b[^.!?]{0,20}\b(?:esta|estan|ya esta|ya estan) (?:list[oa]s?|preparad[oa]s?|revisando|trabajando|esperando|involucrad[oa]s?)\b/,
          /(?<!\bsu (?:propio )?abogad[oa]\b[^.!?]{0,40})\b(?:abogad[oa] del despacho|abogad[oa] de la firma|licenciad[oa] en derecho|soy (?:el |la |su )?(?:abogad[oa]|licenciad[oa]))\b|\b(?:esta|estas) hablando con (?:un |una |el |la )?(?:abogad[oa]|licenciad[oa]|departamento legal)\b/,
          /\b(?:el|la|del|de la|al|a la) (?:licenciad[oa]|abogad[oa])\b[^.!?]{0,40}\b(?:(?:ya )?tiene|(?:ya )?(?:vio|reviso|checo|leyo|estudio)) (?:su|el|tu) (?:caso|expediente|cuenta)\b/,
          /\b(?:somos|soy|esta hablando con|habla con) (?:un |una |el |la )?(?:bufete|despacho (?:de abogados|juridico|legal)|firma (?:de abogados|legal))\b[^.!?]{0,60}\b(?:no (?:somos |es )?(?:un[ao]? )?(?:simple |cualquier |otr[ao] )?(?:agencia de cobr\w*|cobrador\w*|agencia)|creanos|hacemos lo que hacen los abogados)|\blo que hacen los abogados\b|\b(?:proximo|siguiente) (?:mensaje|aviso|contacto|carta|paso)\b[^.!?]{0,40}\b(?:vendra|llegara|sera|sale|saldra) (?:de|por parte de) (?:un |una |el |nuestro )?(?:abogad[oa]|bufete|licenciad[oa]|despacho)\b/,
          /\bmi opinion (?:legal|profesional)\b|\bdesde el punto de vista legal\b|\b(?:un|una) abogad[oa] (?:le |te )?(?:escribiria|escribe|contactaria|mandaria|perderia)\b/,
        ],
      },
      {
        negatable: true,
        action: (ctx) => (ctx.senderIsAttorney ? 'warn' : 'block'),
        // The lawyer implied by saying who will not write next: "the next message won't come from a collector".
        implied: {
          en: [
            /\b(?:next|following) (?:message|letter|call|contact|notice|text|email)s?\b[^.!?]{0,40}\b(?:won't|will not|isn't going to|is not going to|wouldn't|will no longer) (?:come|be) from (?:a |an |the )?(?:collectors?|collection agenc(?:y|ies)|collections|debt collectors?|agency|us|me)\b/,
          ],
          es: [
            /\b(?:proximo|siguiente) (?:mensaje|aviso|contacto|carta)\b[^.!?]{0,40}\bno (?:le |te )?(?:llegara|vendra|sera|va a (?:llegar|venir|ser)) (?:de|por parte de) (?:un |una )?(?:cobrador\w*|agencia de cobros?|nosotros|mi parte)\b/,
          ],
        },
      },
    ),
  },
  {
    id: 'arrest-seizure',
    citation: '15 U.S.C. 1692e(4); 12 CFR 1006.18(b)(3)',
    description: 'Threat of arrest, jail, garnishment or seizure',
    suggestion: () => 'Remove the threat; describe only remedies the firm lawfully intends to take.',
    // 1692e(4) allows a seizure "lawful and intended": an attorney stating the remedies of a filed case's judgment. Never arrest.
    check: exceptIdentityTheftReport(
      exceptAfterJudgment(
        // Every remedy a judgment opens (the garnishment order sent to an employer too), never arrest.
        /\b(?:garnish\w*|levy|levied|liens?|attach\w*|seiz\w*|frozen|freeze|embarg\w*|gravamen\w*|orden|order|writs?|execution|withh[oe]ld\w*|deduct\w*|sheriff|marshal|constable|reten\w*|descont\w*|alguacil|ejecu\w*)\b/,
        isJudgmentFact,
        exceptSecuredCollateral(
          textRule(
            {
              en: [
                /\b(?:freez|empt|drain|clean\w* out|wip\w* out|sweep)\w* your (?:checking|savings|account|accounts|bank)\b|\b(?:pick up|come (?:and )?(?:get|take)|haul (?:off|away)|take|grab|load up)\b[^.!?]{0,12}\b(?:your |the |la |el |tu |su )?(?:tv|tele|television|televisor|laptop|computer|computadora|furniture|muebles|couch|sofa|appliances|electronics|fridge|refrigerator|washer|dryer|jewelry)\b|\bcome back for (?:the|your) (?:car|truck|house|home|furniture|boat|belongings)\b/,
                /\b(?:jail|prison|locked up|behind bars|carcel|preso)\b[\s\S]{0,100}\b(?:joining|join|acompanarl[oa]|hacerle compania)\b|\bruns in the family\b/,
                /\b(?:arrest(?:ed|ing)?|warrants?|jail(?:ed)?|prison|locked up|lock you up|behind bars|handcuff\w*|sheriff|police(?! report)|cops?|marshals?|(?:patrol|squad|cop) (?:cars?|cruisers?|vehicles?|units?)|paddy wagons?)\b/,
                /\b(?:garnish\w*|wage (?:garnishment|attachment)|levy|levied|seize\w*|seizure|repossess\w*|impound\w*)\b/,
                /\b(?:freez(?:e|es|ing)|frozen|empt(?:y|ies|ying)|drain(?:s|ing)?|attach(?:es|ing)?|clean(?:s|ing)? out|take|takes|taking|grab(?:s|bing)?|keep(?:s|ing)?)\b[^.!?]{0,15}\b(?:bank accounts?|accounts|paycheck|wages|salary|tax refund|savings)\b/,
                /\b(?:officers?|deputies|agents) (?:will|may|could|are going to|can) be (?:sent|dispatched)\b|\bdispatch\w* (?:officers?|deputies|police|someone)\b/,
                /\b(?:deputies|deputy|constables?|detectives?)\b|\byou (?:could|will|may|might|can|are going to) (?:be|get) (?:picked up|taken in|brought in|taken into custody|detained)\b/,
                /\b(?:hold|freeze|block|lock) on your (?:bank )?(?:account|accounts|funds|paycheck|wages)\b|\b(?:property|house|home|car|assets|wages|paycheck|bank account|savings)\b[^.!?]{0,10}\b(?:is|are) (?:now )?at risk\b|\bpursu\w* your (?:assets|property|wages|paycheck|house|home|bank account)\b|\battach\w* (?:a (?:portion|part) of )?your (?:income|wages|paycheck|salary)\b/,
                /\b(?:satisfy|recover|collect|recoup|cover)\w*\b[^.!?]{0,30}\b(?:from|out of|with|using|against) your (?:assets|property|house|home|car|truck|vehicle|paycheck|wages|salary|bank account|savings|income|belongings|possessions)\b|\byour (?:assets|property|house|home|car|truck|vehicle|paycheck|wages|salary|bank account|savings|belongings)\b[^.!?]{0,20}\b(?:can|could|may|will|might) be used to (?:satisfy|pay|cover|settle)\b|\b(?:paycheck|wages|salary)s? (?:\w+ )?(?:reduced|docked|cut|shrink|lighter)\b/,
                // A private collector claiming a right to take money or property by itself: "we're entitled to pull the funds from your checking", "without a court order".
                /\b(?:authorized|entitled|allowed|permitted|empowered|licensed|have the (?:right|authority)|has the (?:right|authority)) to (?:access|enter|take|withdraw|debit|pull|seize|tow|repossess|go into|tap|empty|freeze)\b[^.!?]{0,30}\b(?:bank|account|accounts|checking|savings|paycheck|wages|pay|salary|car|vehicle|truck|property|belongings|funds|deposits?)\b|\b(?:take|taking|withdraw|garnish|dock|deduct|seiz|pull|levy|tow|repossess|debit|empty|freez)\w*\b[^.!?]{0,40}\bwithout (?:a |any |the |going to |getting a )?(?:court|judge|judgment|judgement)(?: order)?\b/,
                // Household goods marked for sale: "a locksmith to open up and list what can be sold".
                /\blocksmith\b|\binventor\w*\b[^.!?]{0,30}\b(?:sold|sell|auction\w*|take|seiz\w*)\b|\bwhat (?:we )?can (?:be )?(?:sold|sell|auctioned)\b/,
                // A vehicle said to be fetched: "we'll send someone for the truck", "the tow truck is booked for Friday".
                /\bsend\w* (?:someone|somebody|a (?:guy|driver|truck|team)|our (?:guys|team|driver|agent)|people) (?:out |over )?(?:for|after) (?:it|them|the \w+|your \w+)\b|\btow ?trucks?\b[^.!?]{0,25}\b(?:is |are |has been |'s )?(?:scheduled|booked|coming|on (?:its|the) way|dispatched|lined up|headed|arriving)\b/,
                /\b(?:wage )?(?:withholding|deduction) order\b|\bwrit of (?:execution|garnishment|attachment)\b|\b(?:take|withdraw|pull|debit|seize|collect)\w*\b[^.!?]{0,30}\b(?:without (?:your )?(?:permission|consent|authorization|approval|notice|warning)|whether you (?:like it|agree) or not)\b/,
                /\b(?:intercept\w*|offset) (?:your )?(?:tax )?refund\b|\brefund\b[^.!?]{0,15}\b(?:intercepted|offset|taken)\b|\bdock\w* (?:from )?your (?:pay|wages|paycheck)\b|\b(?:employer|payroll)\b[^.!?]{0,15}\b(?:will|is going to|must|has to) (?:withhold|deduct|take)\b|\b(?:pick up|collect|recover|tow) (?:your|the) (?:car|vehicle|truck|furniture|belongings)\b/,
                // Seizure stated as certain: a lien, an attachment, property that "will be frozen".
                /\b(?:liens?|liened)\b|\battach\w* (?:your |the )?(?:property|assets|home|house|car|vehicle|truck|belongings)\b/,
                // Benefits the law protects from private creditors, said to be takeable, and contempt for a missed private payment.
                /\b(?:social security|ssi|ssdi|disability (?:check|benefits|payments?)|va (?:benefits|check|disability)|veterans? benefits|child support|unemployment benefits)\b[\s\S]{0,80}?\b(?:can|could|will|may|might|is going to) (?:still |also |even |easily )?(?:be )?(?:taken|garnished|seized|levied|frozen|intercepted|offset|touched)\b|\b(?:take|garnish|seize|levy|intercept|go after) (?:your |the )?(?:social security|ssi|ssdi|disability|va benefits|benefits)\b/,
                /\bcontempt\b/,
                /\btax refund\b[^.!?]{0,40}\b(?:going|go|goes|sent|headed|end(?:s|ing)? up) (?:straight |directly |right )?(?:to|into) (?!the irs\b|your\b)\w+|\bsend\w* (?:someone|somebody|a (?:guy|driver|truck|team|tow truck)|our (?:guys|team|driver|agent))\b[^.!?]{0,20}\b(?:to )?(?:pick|get|grab|take|tow|collect|haul)\w*(?: up| off| away)? (?:it|them|that|the \w+|your \w+)\b|\b(?:once|the (?:day|moment|minute|second)|as soon as) (?:it|they|your \w+|the \w+)(?:'s| is| has| have| gets?| are)? (?:been |gotten |got )?(?:towed|repossessed|impounded|hauled off|hauled away|picked up by)\b|\b(?:recovery|repo|repossession) (?:team|agents?|crew|guys?|truck|company)\b/,
                /\b(?:social security|ssi|ssdi|disability|benefits?)\b[\s\S]{0,100}?\bwhere (?:the|your|this) payment(?:'s| is)? (?:going to|will|gonna) come from\b/,
                /\b(?:employer|payroll|job)\b[^.!?]{0,20}\b(?:will be|is going to be|'ll be|gonna be) (?:deducting|withholding|taking|garnishing)\b|\bhave (?:your|the) bank (?:freeze|hold|lock|block)\b/,
                // Self-help taking: money pulled from a deposit or a check, payroll told to take a share, a car towed, "no court needed".
                /\b(?:pull|tak(?:e|es|ing|en)|took|grab|debit|deduct|withdr[ae]w|collect|sweep)\w*\b[^.!?]{0,30}\b(?:out of|from) your (?:next |upcoming |monthly |base |regular |military |severance |va |ssi |ssdi |pension |disability |benefits? |social security )?(?:deposits?|direct deposits?|checks?|paychecks?|benefits?|social security|accounts?|pay)\b|\b(?:payroll|your employer)\b[^.!?]{0,20}\b(?:will|is going to|gonna) (?:start |begin )?(?:taking|take|withholding|deducting)\b/,
                /\b(?:have|get) your \w+(?: \w+)? (?:towed|repossessed|hauled (?:off|away)|picked up)\b|\b(?:grab|take|seize|haul off|pick up|come for)\b[^.!?]{0,10}\b(?:any|all|your) (?:property|belongings|stuff|things|possessions)\b|\bno (?:court|judge|judgment|judgement|lawsuit)(?: order)? (?:is )?(?:needed|necessary|required)\b|\b(?:don't|dont|do not|doesn't|never) (?:even )?need (?:a |any |an? )?(?:judge|court|judgment|judgement|court order|lawsuit)\b/,
                // Money people live on named as what will be taken: a severance, a final check, a pension.
                /\b(?:take|taking|takes|grab\w*|keep\w*|seiz\w*|go(?:ing)? after|help (?:ourselves|myself) to)\b[^.!?]{0,15}\b(?:severance|final (?:pay)?check|last (?:pay)?check|bonus|pension|retirement|401 ?k)\b/,
                /\b(?:bank accounts?|accounts?|paycheck|wages|salary|savings|tax refund|property|house|home|car|truck|vehicle|assets|belongings)\b[^.!?]{0,12}\b(?:will|is going to|are going to|could|may|might|can|would|is about to|are about to|gets?) (?:soon )?(?:be |get )?(?:frozen|seized|taken|garnished|attached|levied|confiscated|emptied|drained|impounded|towed)\b/,
              ],
              es: [
                /\b(?:arrest(?:ar|arl[oa]|aran|aremos|ad[oa]|aron|an|o)|orden(?:es)? de (?:arresto|captura|detencion)|carcel|prision|preso|tras las rejas|esposad[oa]|esposarl[oa]|patrulla|(?<!(?:reporte|denuncia|informe) (?:a|ante|de) la )policia|alguacil|(?<!sin )embarg\w*|encarcel\w*|(?:sera|va a ser|puede ser|podria ser) detenid[oa]|(?:lo|la) (?:van|vamos) a detener)\b/,
                /\b(?:congel|vaci|quit|retene|reten|tom|confisc|incaut)\w*\b[^.!?]{0,15}\b(?:(?:su|tu|sus|tus) )?(?:cuentas? (?:bancarias?|de banco|de ahorros)|sueldo|salario|cheque de pago|reembolso de impuestos|ahorros)\b/,
                /\bgravamen(?:es)?\b|\b(?:cuentas? (?:bancarias?|de banco|de ahorros)|sueldo|salario|casa|carro|auto|coche|camioneta|propiedad|propiedades|bienes|ahorros)\b[^.!?]{0,12}\b(?:sera|seran|va a ser|van a ser|podria ser|podrian ser|puede ser|pueden ser|quedara|quedaran) (?:congelad|confiscad|incautad|quitad|retenid|reposeid|embargad)\w*/,
                /\b(?:reposes\w*|reposeer\w*)\b|\bdesacato\b|\b(?:seguro social|ssi|beneficios|incapacidad)\b[\s\S]{0,100}?\bde donde (?:va a salir|saldra|sale) (?:el|su|tu) pago\b/,
                /\b(?:mand|envi)\w* (?:a )?(?:alguien|una grua|un chofer|nuestro equipo|a nuestra gente|gente)\b[^.!?]{0,20}\b(?:a |para )?(?:recoger|buscar|llevarse|remolcar|quitarle)\w* (?:la |el |su |sus |tu |tus )?\w+|\bpas\w* (?:a )?(?:por|a buscar|a recoger|a llevarnos) (?:la |el |su |sus |tu |tus )?(?:troca|camioneta|carro|auto|coche|moto|motocicleta|vehiculo|muebles|tele|televisor)\b|\b(?:seguro social|ssi|beneficios de (?:incapacidad|discapacidad|veterano))\b[\s\S]{0,80}?\b(?:se (?:lo |la |le |los )?(?:pueden|puede|podemos|van a|vamos a) (?:quitar|embargar|tomar|congelar)|(?:puede|pueden|podria|podrian) ser (?:embargad|quitad|congelad)\w*)/,
                /\b(?:sac|tom|quit|cobr)\w*\b[^.!?]{0,25}\bsin (?:preguntarle|preguntar|avisarle|avisar|pedirle permiso|su permiso)\b|\bde ahi mismo (?:(?:la|lo|se la|se lo|le) )?(?:podemos |vamos a |van a |voy a )?(?:sac|tom|cobr|quit|descont)\w*/,
                /\b(?:la|lo|las|los) (?:podemos|vamos a|van a|puedo|voy a|podriamos) (?:congelar|vaciar|embargar|quitar)\b|\bsin ningun(?:a)? (?:juez|orden|corte|demanda|tramite)\b|\bse (?:la|las|lo|los) (?:congel|vaci|embarg)\w*|\b(?:congel|vaci)\w* (?:la|su|tu) cuenta\b/,
                /\b(?:quit|llev|recog|remolc)\w*\b[^.!?]{0,12}\b(?:la |el |su |sus |tu )?(?:troca|camioneta|carro|auto|coche|casa|muebles|pertenencias)\b|\bcongel\w*\b[^.!?]{0,15}\b(?:su|tu|sus|tus|la) cuentas?\b|\bsin (?:necesidad de )?(?:ir a )?(?:corte|juez|demanda|orden judicial)\b/,
                /\b(?:descont|deduc|reten|quit)\w* (?:directamente )?(?:de )?(?:su |tu )?(?:sueldo|salario|cheque|nomina)\b/,
                /\b(?:casa|carro|bienes|sueldo|salario|cuenta|propiedad|ahorros)\b[^.!?]{0,10}\b(?:esta|estan) en riesgo\b|\bbloque\w* (?:su|tu) cuenta\b/,
                /\b(?:sus|tus) (?:bienes|propiedades)|\b(?:recuper|cobr|cubr|sald)\w*\b[^.!?]{0,30}\b(?:de|con) (?:su|sus|tu|tus) (?:bienes|sueldo|salario|cuenta|casa|carro|propiedad|ahorros)\b/,
                /\b(?:autorizad|facultad)\w* (?:a|para) (?:entrar a|acceder a|retirar|sacar|tomar|cobrar|llevarnos|quitarle|congelar)\b[^.!?]{0,30}\b(?:cuenta|banco|sueldo|salario|carro|vehiculo|troca|bienes|dinero|fondos)\b|\bsin (?:una |ninguna )?orden (?:de (?:la |una )?corte|del juez|de un juez|judicial)\b|\b(?:grua|remolque)\b[^.!?]{0,25}\b(?:programad|agendad|en camino|va para alla|pasara|llega)\w*/,
                /\borden de retencion\b|\b(?:retir|sac|tom|cobr)\w*\b[^.!?]{0,30}\bsin (?:su )?(?:permiso|autorizacion|consentimiento|aviso)\b/,
                /\bno (?:necesitamos|necesito|hace falta|tenemos que|ocupamos) (?:ir a )?(?:la )?(?:corte|juez|demanda\w*|orden judicial)\b|\b(?:orden|order)\b[^.!?]{0,15}\b(?:a|to) (?:tu|su|your) (?:employer|empleador|patron|trabajo)\b/,
              ],
            },
            // A seizure told as what already happened (the car was repossessed and sold), papers served by a sheriff, a remedy of other debts: none threatens.
            {
              negatable: true,
              exempt: (sentence) => SEIZURE_IN_THE_PAST.test(sentence) || isServiceOfProcess(sentence) || NOT_THIS_DEBTS_REMEDY.test(sentence),
            },
          ),
        ),
      ),
    ),
  },
  {
    id: 'threat-not-intended',
    citation: '15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)',
    description: 'Threat of action that cannot legally be taken or is not intended',
    suggestion: () => 'Remove the threat; describe the options open to the consumer.',
    check: exceptAfterJudgment(
      SUIT_WORDS,
      isFiledCaseFact,
      suitAnAttorneyIntends(
        textRule(
          {
            en: [
              new RegExp(String.raw`\b${SUIT}\b[^.!?]{0,40}\b${SOON}\b`),
              new RegExp(String.raw`\b${SOON}\b[^.!?]{0,30}\b${SUIT}\b`),
              new RegExp(String.raw`\b(?:hesitate|choice but|option but|forced|compelled|have|need|ready|prepared) to ${SUIT}`),
              /\b(?:we|i|the firm|our client|they)(?:'ll| will| are going to| are gonna| am going to|'re going to|'re gonna| plan to| intend to) (?:sue|take you to court|file (?:a )?(?:suit|lawsuit) against you)\b/,
              /\b(?:your (?:own )?(?:car|truck|house|home|civic|vehicle|paycheck|wages)|co-?sign\w*)\b[^.!?]{0,40}\b(?:is |are )?on the table\b|\b(?:we|they) (?:can|could|will|'ll) (?:take|grab|seize|come for) (?:it|that|them)\b[^.!?]{0,30}\b(?:cover|pay|satisfy)\b/,
              /\bhow long (?:do you (?:think|figure) )?(?:you(?:'ll| will)?|will you) (?:keep|hold on to|still have)\b[^.!?]{0,60}\b(?:once|when|after|if)\b/,
              /\b(?:get|have) your (?:license|driver's license|passport|benefits) (?:revoked|suspended|cancell?ed|taken)\b/,
              /\byour (?:kids|children|house|home|car) (?:will|could|may|are going to|is going to) be (?:taken|removed)\b/,
              /\b(?:take|lose|taking|losing)\b[^.!?]{0,12}\b(?:your )?(?:house|home|car|kids|children|truck|job|everything|license|passport|benefits|social security|pension|retirement)\b/,
              /\b(?:deport\w*|have you fired|get you fired|fired from your job|revoke your (?:license|passport)|cancel your (?:license|passport|benefits))\b/,
              // Rights said to be lost or absent: the right to dispute gone once a collector holds the debt, a lawyer not allowed.
              /\b(?:not|no longer|never|isn't|aren't) (?:allowed|permitted|eligible|entitled) to (?:dispute|contest|challenge|question|ask for (?:validation|verification))\b|\bno (?:tiene|tienes|tienen) (?:derecho|permitido) (?:a )?(?:disputar|reclamar|impugnar)\b/,
              /\b(?:lose|lost|loses|forfeit\w*|waive[sd]?|give up|gave up|no longer (?:have|has))\b[^.!?]{0,12}\b(?:the |your |any |all )?rights? to (?:dispute|challenge|contest|a lawyer|an attorney|counsel|representation|be represented)\b/,
              /\b(?:or else|or (?:face|suffer|deal with|accept) (?:the )?consequences|otherwise (?:things|it|this) (?:will|could|might|is going to) get)\b/,
              // Suit stated as certain or on its way.
              /\bexpect (?:a |the |to (?:be|get|receive) (?:a |the )?)?(?:lawsuit|suit|summons|court papers|legal papers|process server|court date|legal action|sued|served)\b/,
              /\byou(?:'ll| will| are going to| are gonna|'re going to|'re gonna| are about to|'re about to) (?:soon )?(?:be )?(?:sued|served|taken to court|summoned|hauled into court|dragged into court|facing a (?:lawsuit|judge|judgment))\b/,
              /\b(?:lawsuit|suit|summons|court papers|legal papers|legal action|litigation|judgment|judgement)\b[^.!?]{0,20}\b(?:is|are) (?:coming|on (?:its|their|the) way|being (?:prepared|drafted|drawn up|filed|finalized|readied)|imminent|inevitable)\b/,
              /\b(?:court|legal) papers\b[^.!?]{0,25}\b(?:against you|drawn up|prepared|on the way)\b/,
              /\b(?:we|the firm|our client|they)(?:'re| are| is) (?:now )?(?:filing|preparing to file|about to file|moving to file|getting ready to file|taking you to court|proceeding with (?:a |the )?(?:suit|lawsuit|legal action|litigation))\b/,
              /\b(?:lawsuit|suit|legal action|legal proceedings|litigation|case against you)\b[^.!?]{0,10}\b(?:will|is going to|shall) (?:soon )?be (?:filed|brought|initiated|commenced|started|taken|pursued)\b/,
              /\b(?:move|moving|proceed|proceeding|go|going|push|pushing) (?:forward )?(?:to|for|with|toward) (?:a )?(?:judgment|judgement|litigation|suit|lawsuit|legal action)\b/,
              /\b(?:outside|out) of (?:court|the courts|litigation)\b|\bwithout (?:going to |involving (?:the )?|a )?(?:court|courts|judge|lawsuit)\b|\b(?:avoid|keep this out of) (?:going to )?(?:court|a lawsuit|litigation|a judgment|legal action)\b|\bbefore (?:it|this|things) (?:goes|go|gets|get|ends up|end up|escalates?) (?:to |in )?(?:court|litigation|legal|a judge)\b|\bbefore we (?:move|go|head|proceed|escalate|turn)\w* (?:this )?(?:to|into) (?:court|litigation|legal)\b/,
              /\bsee you in court\b|\b(?:headed|heading) to court\b|\b(?:this|it|your (?:case|account|file)) is going to court\b|\bprocess server\b|\b(?:a |the )?judge (?:will|is going to|'ll) (?:order|rule|make you|decide|garnish)\b|\bprepare (?:yourself )?for (?:court|a lawsuit|trial)\b/,
              /\bforeclos\w*|\bsheriff'?s sale\b|\b(?:auction|sell) (?:off )?your (?:house|home|car|property|belongings)\b|\bgo after your (?:assets|property|house|home|wages|paycheck|bank account|car|savings)\b/,
              /\b(?:we(?:'ll| will| are going to|'re going to)|the firm will|our client will) (?:get|obtain|win|secure) (?:a )?(?:judgment|judgement)\b|\b(?:a )?(?:judgment|judgement) will be (?:entered|issued|taken) against you\b/,
            ],
            es: [
              /\b(?:y si|que tal si|que pasa si)\b[^.!?]{0,50}\b(?:seguro social|beneficios?|cheques?|pension|sueldo|deposito)\b[^.!?]{0,30}\bno (?:le |les |te )?(?:llega\w*|lleg\w*) complet\w*/,
              /\b(?:atengase|atente|asuma|sufra) (?:a )?las consecuencias\b|\bo si no\b/,
              /\b(?:vamos|voy|van|va) a (?:l[oae]s? )?demandar\w*|\b(?:l[oae]s? )?(?:demandaremos|demandamos|demandara|demandaran)\b/,
              /\b(?:l[oae]s? )?(?:llevaremos|vamos a llevar) a (?:la )?(?:corte|juicio|tribunal)\b/,
              /\b(?:presentaremos|interpondremos|vamos a (?:presentar|interponer|poner)) (?:una )?demanda\b/,
              /\b(?:demanda|accion legal|acciones legales|juicio)\b[^.!?]{0,40}\b(?:manana|hoy|esta semana|el (?:lunes|martes|miercoles|jueves|viernes)|de inmediato|inmediatamente|en (?:\d+|un|una|dos|tres|unos) (?:horas?|dias?))\b/,
              /\b(?:perdera|perder|quitar\w*|quedarse con|nos quedaremos con|le quitaremos)\b[^.!?]{0,10}\b(?:su|tu|el|la|sus|los|las) (?:trabajo|empleo|casa|carro|coche|auto|camioneta|hijos|licencia|pasaporte|beneficios|seguro social|pension|jubilacion)\b/,
              /\b(?:(?:lo|la|le) (?:van|vamos) a (?:despedir|correr)|(?:hacer|haremos) que (?:lo|la) despidan|revocar\w* (?:su|tu|la) (?:licencia|pasaporte)|cancelar\w* (?:sus|tus) beneficios)\b/,
              /\b(?:pierde|perdio|perdera|pierden|renuncia|renuncio|ya no tiene)\b[^.!?]{0,12}\b(?:el |su |sus |todo )?derechos? (?:a|de) (?:disputar|impugnar|un abogado|abogado|representacion)\b/,
              /\b(?:espere|recibira|va a recibir|le llegara|prepare(?:se)? para) (?:pronto )?(?:una |la )?(?:demanda|citacion|notificacion de la corte|visita del notificador)\b/,
              /\b(?:sera|va a ser|seras|vas a ser) (?:demandad[oa]|llevad[oa] a (?:juicio|la corte|corte|tribunales))\b|\b(?:la )?demanda (?:ya )?(?:viene|esta en camino|se esta preparando|esta lista|es inminente)\b/,
              /\b(?:iniciaremos|vamos a iniciar|comenzaremos|procederemos con) (?:un |el |una )?(?:proceso|accion|acciones|tramite)s? (?:legal|judicial)\w*|\b(?:obtendremos|vamos a obtener|sacaremos) (?:una )?sentencia\b/,
              /\b(?:fuera|afuera) de (?:la corte|los tribunales|juicio)\b|\bsin (?:ir a |llegar a )?(?:la corte|juicio|los tribunales|un juez|una demanda)\b|\bevitar (?:ir a )?(?:la corte|juicio|una demanda|los tribunales)\b|\bantes de que (?:esto |el caso )?(?:llegue|pase|vaya) a (?:la corte|juicio|los tribunales|un juez)\b/,
              /\bnos (?:vemos|veremos) en (?:la corte|el juzgado|el tribunal|juicio)\b|\bel juez (?:le |lo |la )?(?:ordenara|obligara|va a ordenar)\b|\bnotificador\b/,
              /\bprocederemos (?:legalmente|judicialmente|por la via (?:legal|judicial))\b|\b(?:tomaremos|vamos a tomar|emprenderemos|iniciaremos) (?:las )?(?:medidas|acciones) (?:legales|judiciales)\b|\bse (?:presentara|interpondra|iniciara|va a presentar|va a iniciar) (?:una |la )?(?:demanda|accion legal|accion judicial)\b|\bremat\w* (?:su|tu) (?:casa|carro|auto|propiedad)\b/,
            ],
          },
          {
            negatable: true,
            implied: {
              en: [
                /\b(?:30|thirty)[- ]days?\b[^.!?]{0,60}\b(?:only (?:applies|counts|works)|doesn't apply|does not apply)\b|\b(?:only applies|applies only) to (?:letters|mail|paper|written notices)\b/,
                /\b(?:not allowed|not permitted|aren't allowed|are not allowed|can't|cannot|no right) (?:to )?(?:have|use|hire|get|bring in) (?:a |an |your )?(?:lawyer|attorney|counsel)\b[^.!?]{0,25}\b(?:deal|handle|represent|talk|speak|negotiate|call|contact|step in|involved)\w*/,
              ],
              es: [/\bno (?:puede|se permite|tiene derecho a|le permiten) (?:tener|usar|contratar|meter) (?:un |una |su )?(?:abogad[oa]|licenciad[oa])\b/],
            },
          },
        ),
      ),
    ),
  },
  {
    id: 'amount-misstated',
    citation: '15 U.S.C. 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)',
    description: 'Misstatement of the amount or legal status of the debt',
    suggestion: (ctx) =>
      ctx.balanceCents === null ? 'State only the balance on the account.' : `State the balance on the account: ${formatCents(ctx.balanceCents)}.`,
    check: (m, ctx) => {
      const triggers = matchAll(
        m,
        {
          en: [
            // Conditions the law does not put on a dispute, rights said to belong only to citizens, a balance that doubles on a schedule.
            // Liability said to pass where the law puts none: an authorized user, an emergency contact, a relative or heir.
            /\b(?:authorized user|emergency contact|reference|next of kin|his (?:daughter|son|widow)|her (?:daughter|son|widower)|the (?:widow|family|children|kids|heirs?))\b[^.!?]{0,60}\b(?<!\b(?:not|never|isn't|aren't|don't|doesn't|do not|does not|no longer|won't) )(?:legally (?:yours|responsible|liable|on the hook)|your (?:responsibility|debt|obligation) now|responsible for (?:the|his|her|this) (?:debt|balance|bill|card)|on the hook for|have to pay (?:it|this|the balance)|has to come out of your)\b/,
            /\b(?:is|are|becomes?) (?:now )?(?:legally )?(?:yours|your (?:debt|responsibility|obligation))(?: now)?\b[^.!?]{0,40}\b(?:since|because|as) (?:you were|you're|you are|you signed up as) (?:an? |the |his |her )?(?:authorized user|emergency contact|reference|spouse|daughter|son|child|next of kin)\b/,
            // Bankruptcy said not to help by its chapter, and the automatic stay said not to reach collectors.
            /\b(?:chapter (?:7|13|seven|thirteen)|ch ?(?:7|13)|filing)\b[^.!?]{0,40}\b(?:won't|will not|can't|cannot|doesn't|does not) (?:\w+ ){0,2}?(?:help|discharge|erase|wipe|clear|touch|cover|save|stop)\b|\b(?:can't|cannot|can not) be discharged\b/,
            // A debt said to fall outside a bankruptcy the consumer filed: "that card isn't covered by your chapter 13".
            /\b(?:aren't|are not|isn't|is not|not|never) (?:covered|included|protected|discharged|wiped out|erased|affected) (?:by|in|under|through) (?:the |your |a |any )?(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b/,
            /\byou (?:can't|cannot|can not|aren't allowed to|are not allowed to|have no right to) (?:tell|ask|make|get) (?:us|me|them|collectors?) (?:to )?(?:stop|quit|leave you alone)\b/,
            /\bautomatic stay\b[^.!?]{0,40}\b(?:only (?:covers|applies to|protects)|doesn't (?:cover|apply to|stop)|does not (?:cover|apply to|stop)|won't (?:cover|stop))\b[^.!?]{0,30}\b(?:original creditor|collection agenc\w*|collectors?|us|debt buyers?|third part\w*)\b/,
            /\bdisput\w*\b[^.!?]{0,40}\b(?:(?<!\b(?:not|never|no|don't|dont|doesn't)(?: \w+){0,2} )notariz\w*|certified mail only|only count if)\b|\b(?:doesn't|does not|won't|will not|can't|cannot) count as a (?:dispute|valid dispute)\b|\b(?:only|just) for (?:us )?citizens\b|\b(?:doubles|triples) every\b/,
            // A debt said to grow by law, rights said not to reach a territory or to go unenforced, a service cut off over an old bill.
            /\b(?:doubles?|triples?|se duplica|se triplica)\b[^.!?]{0,25}\b(?:by law|por ley|legally)\b|\b(?:by law|por ley)\b[^.!?]{0,25}\b(?:doubles?|triples?|se duplica|se triplica)\b/,
            /\b(?:fdcpa|the law|your rights|those rights|the 30 days?|(?:eso de )?los 30 dias|sus derechos|la ley)\b[^.!?]{0,40}\b(?:only (?:for|applies|covers)|doesn't apply|does not apply|solo (?:es |son |aplica )?para|no aplica)\b[^.!?]{0,40}\b(?:puerto rico|the island|la isla|territor\w*|mainland|the states|estados unidos|citizens?|ciudadanos)\b|\bwho (?:do you think )?enforces? (?:the )?(?:fdcpa|law|rules)\b[^.!?]{0,40}\b(?:nobody|no one|no body)\b/,
            /\b(?:lights|power|electricity|water|gas|heat|utilities|service)\b[^.!?]{0,30}\b(?:go off|goes off|get cut|gets cut|shut off|cut off|disconnected)\b[^.!?]{0,40}\b(?:new (?:place|address|apartment|home)|over this|for this|wherever you (?:go|move))\b/,
            /\b(?:can't|cannot|can not|won't|will not|never|doesn't|does not) (?:ever )?(?:be )?(?:discharged|erased|wiped out|cleared) (?:in|by|through) bankruptcy\b/,
            /\bbankruptcy (?:won't|will not|can't|cannot|doesn't|does not|will never) (?:help|work|apply|discharge|erase|clear|wipe|touch|cover)\b/,
            // A sale of the debt said to leave the old dispute, payments or history behind: "the dispute you sent the first company doesn't carry over".
            /\b(?:disputes?|payment history|(?:old |prior |previous |past |earlier )?payments?|(?:account )?history|defenses?|credits?|the record)\b[^.!?]{0,60}\b(?:don't|do not|doesn't|does not|won't|will not|didn't|did not|no longer) (?:\w+ )?(?:carry (?:over|forward)|transfer(?:s|red)?(?: over)?|follow(?: it| the (?:account|debt))?|come with|count|apply|stand|matter|exist)\b(?<=\b(?:sold|resold|transferred|assigned|bought|purchased|chang(?:es|ed|ing) hands|new owner|first company|previous (?:company|creditor|owner|agency|collector)|old (?:company|agency|creditor|collector)|prior (?:company|agency|collector|owner))\b[\s\S]{0,240})/,
            // Bankruptcy said to be closed to the consumer: "once placed with an agency it can no longer go in a bankruptcy", "bankruptcy isn't on the table".
            /(?<!\b(?:if|whether|unless|in case)\b[^.!?]{0,30})\bbankruptcy\b[^.!?]{0,25}\b(?:isn't|is not|aren't|are not|not|no longer|never) (?:really |even |actually |currently |truly |an? |one of your )*(?:options?|on the table|available|possible|allowed|open to you|a choice|an avenue)\b/,
            /\b(?:you|debtors?|consumers?|people|the (?:consumer|borrower|debtor)|it|(?:a|an|the|this|that|your|any) (?:[\w'-]+ ){0,5}?(?:account|debt|loan|card|balance|bill|collections?)) (?:can't|cannot|can not|can no longer|could no longer|no longer can|are no longer able to|is no longer able to|aren't allowed to|are not allowed to|isn't allowed to|are not able to|aren't eligible to|are not eligible to|won't be able to|may not|can never) (?:\w+ ){0,2}?(?:include|list|put|add|file|discharge|bring|run|declare|go|be (?:included|listed|discharged|put))\w*\b[^.!?]{0,30}\b(?:in|into|under|through|with|for) (?:a |your |the |any )?(?:chapter (?:7|13|seven|thirteen) )?(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b/,
            /\b(?:never|doesn't|does not|won't|will not) (?:go|goes) away\b/,
            /\b(?:never|doesn't|does not|won't|will not) (?:ever )?expires?\b/,
            /\bfollow you (?:forever|for life|for the rest of your life|to the grave|everywhere)\b/,
            /\b(?:no statute of limitations|can never be time.?barred)\b/,
            /\b(?:debt|balance|amount|it) (?:will|is going to|is gonna) (?:double|triple)\b/,
            // False statements about the law: bankruptcy, limitations, a debt "enforceable forever".
            /\bbankruptcy\b[^.!?]{0,40}\b(?:won't|will not|wouldn't|would not|can't|cannot|doesn't|does not|isn't going to|is not going to) (?:\w+ ){0,2}?(?:discharge|erase|wipe|clear|eliminate|get rid of|remove|cover|include|touch|help|save|stop|protect)\b/,
            /\b(?:can't|cannot|won't|will not|not) (?:be )?(?:discharged|included|eliminated|erased|wiped out|cleared) (?:in|by|through|with|under) (?:a |any )?(?:bankruptcy|chapter (?:7|13))\b|\b(?:non ?dischargeable|not dischargeable|exempt from bankruptcy|bankruptcy proof)\b/,
            /\bstatutes? of limitations?\b[^.!?]{0,40}\b(?:doesn't|does not|don't|do not|won't|will not|never|can't|cannot|isn't|is not) (?:\w+ )?(?:apply|applies|protect|protects|cover|covers|run|runs|expire|expires|matter|help|relevant)\b/,
            /\blimitations? (?:period |clock )?(?:never|doesn't|does not|won't|will not) (?:\w+ )?(?:runs? out|expires?|ends?|applies|apply)\b/,
            /\b(?:law|laws|fdcpa|fair debt collection practices act|regulation f|reg f|these rules|consumer protection laws?)\b[^.!?]{0,20}\b(?:doesn't|does not|don't|do not|won't|will not) (?:even )?(?:apply|cover) (?:to )?(?:us|law firms|attorneys|this|our firm|your (?:debt|account))\b/,
            // Rights the law gives, denied: dispute, verification, a lawyer; a debt "not" from a collector.
            /\byou (?:have no|don't have (?:a|the|any)|do not have (?:a|the|any)|lost (?:your|the)|no longer have (?:a|the|any)) rights? to (?:dispute|challenge|contest|verification|ask for verification|a lawyer|an attorney|request)\b|\byou (?:can't|cannot|can no longer|are not allowed to) (?:dispute|challenge|contest)\b|\btoo late to (?:dispute|challenge|contest)\b|\byou (?:can|could|will) never (?:\w+ )?(?:dispute|challenge|contest)\b|\byou (?:won't|will not) (?:ever )?be able to (?:dispute|challenge|contest)\b/,
            /\b(?:this is not|this isn't|we are not|we're not|not) (?:an attempt to collect|a debt collector|debt collectors|a collection)\b/,
            /\b(?:gave up|waived|lost|forfeited|signed away) (?:any|your|the|all) (?:right|rights) to (?:dispute|a lawyer|an attorney|sue|go to court|contest|challenge)\b|\blawyers? (?:can't|cannot|can not|aren't allowed to|are not allowed to|won't be able to) (?:get involved|help|represent|do anything)\b/,
          ],
          es: [
            // La deuda de un familiar dicha suya: contacto de emergencia, usuario autorizado, hijos, viuda.
            /\b(?:contacto de emergencia|usuario autorizado|referencia|hij[oa]s?|viud[oa]|herederos?)\b[^.!?]{0,80}\b(?:responsabilidad (?:suya|tuya|de usted)|(?:es|son) (?:suya|tuya|de usted)|le toca pagar|tiene que pagar(?:la|lo)?|(?:usted|tu) (?:es|eres) responsable)\b|\b(?:responsabilidad (?:suya|tuya)|le toca pagar)\b[^.!?]{0,60}\b(?:contacto de emergencia|usuario autorizado)\b/,
            /\b(?:nomas|solo|solamente|nada mas) (?:es )?para ciudadanos\b|\bdisputa\w*\b[^.!?]{0,40}\bnotariad\w*|\bse (?:duplica|triplica) cada\b/,
            /\bno (?:esta|estan|queda|quedan|entra|entran) (?:cubiert|incluid|protegid|perdonad)\w* (?:por|en|bajo) (?:la |su )?(?:bancarrota|quiebra|capitulo (?:7|13))\b/,
            /\bno (?:se )?puede(?:n)? (?:ser )?(?:eliminar|borrar|perdonar|cancelar|descargar|eliminad[oa]|borrad[oa]|perdonad[oa]|cancelad[oa]|descargad[oa]) (?:en|con|por|mediante) (?:la |una )?(?:bancarrota|quiebra)\b/,
            /\b(?:la )?(?:bancarrota|quiebra) no (?:le |te )?(?:va a )?(?:ayuda|ayudara|ayudar|sirve|servira|servir|aplica|elimina|eliminara|eliminar|borra|borrara|borrar|cubre|cubrira)\b/,
            /\b(?:disputas?|reclamos?|historial(?: de pagos)?|pagos?(?: anteriores| previos)?)\b[^.!?]{0,50}\bno (?:\w+ )?(?:pasa|pasan|se transfiere|se transfieren|cuenta|cuentan|vale|valen|aplica|aplican|sigue|siguen|existe|existen)\b(?<=\b(?:vend\w*|revend\w*|cedi\w*|transferi\w*|compr[oa]\w*|traspas\w*|primera (?:compania|empresa|agencia)|(?:compania|empresa|agencia|acreedor) anterior|acreedor original)\b[\s\S]{0,240})/,
            /(?<!\b(?:si|aunque)\b[^.!?]{0,30})\b(?:bancarrota|quiebra)\b[^.!?]{0,20}\b(?:ya )?no (?:es|esta|seria|sera|queda) (?:una |como |realmente |de verdad )*(?:opcion|alternativa|posible|disponible|permitida|camino)\b|\b(?:usted|ud|tu|el deudor|los deudores|la gente|esta cuenta|la cuenta|esta deuda|la deuda|ya) no (?:puede|podra|se puede|podria|le permiten|tiene permitido|tiene derecho a)\b (?:\w+ ){0,2}?(?:incluir|meter|poner|declarar|presentar|descargar|agregar|entrar)\w*\b[^.!?]{0,30}\b(?:bancarrota|quiebra)\b/,
            /\b(?:nunca|jamas) (?:va a )?(?:desaparece\w*|se va a ir|se ira|vence|vencera|expira\w*|prescrib\w*)\b|\bno (?:desaparece\w*|se va a ir|prescribe|vence) nunca\b/,
            /\b(?:lo|la|le|te) (?:seguira|va a seguir|perseguira) (?:para siempre|toda la vida|de por vida|hasta la tumba)\b/,
            /\b(?:no tiene fecha de prescripcion|no prescribe|no hay prescripcion)\b/,
            /\b(?:aumentara|subira|crecera|va a (?:aumentar|subir|crecer)) al (?:doble|triple)\b|\bse (?:duplicara|triplicara|va a duplicar|va a triplicar)\b/,
            /\b(?:bancarrota|quiebra)\b[^.!?]{0,30}\bno (?:le |te |se )?(?:va a |puede |podra |podria |lo |la )?(?:quitar|eliminar|borrar|cubrir|incluir|perdonar|salvar|proteger|librar|descargar)\w*/,
            /\bprescripcion\b[^.!?]{0,30}\bno (?:se )?(?:aplica|cuenta|corre|vence|protege|importa)\w*/,
            /\b(?:la ley|las leyes|fdcpa)\b[^.!?]{0,15}\bno (?:nos |le |se )?(?:aplica|aplican|cubre|cubren)\b/,
            /\bdisput\w*\b[^.!?]{0,20}\b(?:are|is) (?:only|just|strictly) (?:for|about|meant for|available (?:for|in)|allowed (?:for|in))\b|\b(?:can|may) only dispute (?:if|when|for|in)\b|\b(?:las )?disputas? (?:son|es) (?:solo|solamente|nada mas|unicamente) (?:para|por|en)\b|\bsolo (?:puede|se puede|podra) disputar (?:si|cuando|por|en)\b/,
            /\b(?:won't|will not|can't|cannot|refuse\w* to|deny|denies|denied|block\w*|revok\w*|suspend\w*|flag\w*|hold\w* up|not (?:be )?(?:able to )?(?:renew|issue|get))\b[^.!?]{0,30}\b(?:passports?|driver'?s? licen[cs]es?|visas?|green cards?|citizenship|naturali[sz]ation|security clearances?)\b[^.!?]{0,60}\b(?:collections?|unpaid|outstanding|delinquent|past due|debts?|balances?)\b|\bno (?:le |te )?(?:renuevan|renovaran|van a renovar|dan|daran|van a dar)\b[^.!?]{0,20}\b(?:pasaporte|licencia|visa|ciudadania|green card)\b[^.!?]{0,60}\b(?:deuda|cobranza|saldo|cuenta)\b/,
            /\bno (?:tiene|tendra) (?:ningun )?derecho a (?:disputar|impugnar|reclamar|un abogado|la verificacion)\b|\bno puede (?:disputar|impugnar)\b|\b(?:ya )?es (?:muy )?tarde para (?:disputar|impugnar)\b|\b(?:esto no es|no somos) (?:un intento de cobr\w*|cobradores|un cobrador)\b/,
          ],
        },
        { negatable: false },
      );
      // The same false statements worded positively: a denial of them is the truth ("interest will not double").
      for (const t of matchAll(
        m,
        {
          en: [
            /\b(?:interest|balance|debt|amount|fees?|what you owe)\b[^.!?]{0,25}\b(?:will|is going to|are going to|gonna|could|can|would) (?:soon |quickly |easily )?(?:double|triple|quadruple|skyrocket|balloon|explode)\b|\bowe (?:twice|double|triple) (?:as much|the amount)\b/,
            /\b(?:enforceable|collectible|collectable|valid|owed) (?:\w+ )?(?:forever|for life|for the rest of your life|indefinitely|permanently|no matter how (?:old|long))\b/,
            /\b(?:collect|sue|pursue|come after you)\b[^.!?]{0,20}\b(?:whenever we (?:like|want|please)|forever|any time we (?:like|want))\b/,
            /\b(?:the |state |federal )?law (?:requires|mandates|obligates|forces|imposes)\b[^.!?]{0,40}\b(?:penalt\w*|fees?|surcharges?|interest|charges?|pay)\b|\b(?:penalt\w*|fees?|surcharges?)\b[^.!?]{0,20}\b(?:required|mandated) by (?:state |federal )?law\b|\b(?:penalt\w*|fees?|surcharges?|charges|interest)\b[^.!?]{0,20}\b(?:the |state |federal )?law (?:requires|mandates|makes)\b/,
            /\blaw (?:requires|obligates|forces) you to (?:respond|reply|answer|call|contact|provide|give|share)\b|\b(?:legally|by law) (?:required|obligated|bound) to (?:respond|reply|answer|call|provide|give|share)\b|\b(?:rights|dispute rights) (?:are|were|have been) (?:gone|void|waived|lost|expired|forfeited)\b|\b(?:waived|gave up|forfeited|signed away) (?:all )?(?:of )?your rights\b|\bwe(?:'ve| have) (?:already )?(?:won|obtained|got|gotten|secured) (?:a )?(?:judgment|judgement)\b/,
            // A dead person's debts said to pass on their own to the spouse or family: "the loan goes to the widow automatically".
            /\b(?:debts?|balances?|bills?|accounts?|loans?|cards?)\b[^.!?]{0,40}\b(?:go|goes|went|pass|passes|passed|transfer\w*|fall|falls|shift\w*|move|moves|become|becomes)\b (?:automatically )?(?:over )?(?:on )?to (?:the |his |her |their |a |you,? (?:the |his |her )?)?(?:wife|husband|spouse|widow|widower|surviving spouse|family|kids|children|heirs?|next of kin)\b|\bautomatically (?:become|becomes|pass|passes|transfers?|go|goes|fall|falls) (?:to |on )?(?:yours|you|your (?:debt|responsibility)|the (?:wife|husband|spouse|widow|widower|family))\b/,
            // Contact said to be unlimited by law: "the new rules let collectors text you as often as they like".
            /\b(?:can|may|are allowed to|get to|are free to|lets? (?:us|collectors|them)) (?:call|text|contact|message|email)\w* (?:you )?(?:as (?:much|often|many times) as (?:we|they|i|you|collectors) (?:want|like|please)|whenever (?:we|they) (?:want|like|please)|without (?:any )?limits?)\b/,
            /\byour (?:children|kids|family|spouse|wife|husband|heirs|parents|son|daughter) (?:will |would )?(?:inherit|be (?:responsible|liable|on the hook)|have to pay|owe)\b/,
            /\b(?:as (?:his|her|their) (?:next of kin|heirs?|son|daughter|child|widow|widower|spouse|family|relative)|next of kin)\b[^.!?]{0,40}\b(?:responsible|liable|obligated|on the hook|have to pay|must pay|owe)\b|\byou(?:'re| are)? (?:now )?(?:legally |personally )?(?:responsible|liable) for (?:his|her|their|your (?:late |deceased )?(?:father|mother|husband|wife|parent|brother|sister)'?s?) (?:debts?|balance|card|account|bill|loan)\b/,
            /\b(?:can't|cannot|can not|not allowed to|no right to|don't get to) (?:ask|tell|request|make|demand) (?:us|me)? ?(?:to )?(?:stop|quit|cease) (?:contacting|calling|texting|messaging|writing)\b|\b(?:lose|lost|no longer have|don't have|give up)\b[^.!?]{0,12}\b(?:the |your |any )?rights? to (?:ask for|request|demand|get) (?:proof|verification|validation|documents|the paperwork)\b/,
            /\b(?:(?:federal|state|the) (?:law|laws|rules?|regulations?|regs)|laws|regulations|regs)\b[^.!?]{0,15}\b(?:say|says|require[sd]?|mandates?|makes? (?:me|us)|obligates?)\b(?![^.!?]{0,25}\b(?:tell|inform|notify|disclose|let you know|give you|send you|provide you|remind|stop|pause|verify)\b)[^.!?]{0,40}\b(?:payment|pay|plan|deposit)\b|\b(?:treat\w*|consider\w*|count\w*|classif\w*|becomes?|became|turn\w* (?:it )?into|is now|now)\b[^.!?]{0,25}\b(?:an? )?(?:tax debt|tax lien|government debt|federal debt|irs debt|criminal (?:matter|case|debt))\b|\b(?:deuda|adeudo) (?:fiscal|tributaria|de impuestos|con el gobierno|federal|penal)\b/,
            /\b(?:under|by) (?:state |federal |the )?law,? you (?:must|have to|are (?:legally )?(?:obligated|required|bound))\b|\blegally (?:obligated|required|bound) to pay\b[^.!?]{0,20}\b(?:today|now|immediately|right away|this week|by)\b/,
            // Silence given a legal effect it has not: "not answering within 72 hours counts as admitting the debt".
            /\b(?:not (?:answering|responding|replying)|no (?:answer|response|reply)|(?:your )?silence|ignoring (?:this|us|me|the \w+)|failure to (?:respond|answer|reply))\b[^.!?]{0,60}\b(?:counts? as|(?:is|are|gets?|will be) (?:treated|taken|considered|deemed|read|seen) as|means? (?:that )?you(?:'re| are)?|equals|amounts? to|is the same as)\s+(?:an? |legally )?(?:admit\w*|admission|accept\w*|agree\w*|consent\w*|confess\w*|waiv\w*|legal (?:admission|acceptance|agreement)|signing|a signature)\b/,
            // A payment said to admit the debt or to end the right to dispute: "once you pay anything you've admitted it's valid".
            /(?:\b(?:pay\w*|payment|a dollar|anything)\b|\$ ?\d[\d,.]*)[^.!?]{0,50}\b(?:admit\w*|admission|accept\w*|acknowledg\w*|agree\w*|confirm\w*|concede\w*)\b[^.!?]{0,30}\b(?:debt|it|balance|the amount|that you owe|you owe)\b[^.!?]{0,20}\b(?:is |was |are )?(?:valid|yours|owed|correct|legit\w*|accurate)\b|\b(?:pay\w*|payment)\b[^.!?]{0,50}\b(?:waives?|gives? up|forfeits?|ends?|cancels?|erases?|loses?|lose|kills?|voids?)\b[^.!?]{0,20}\b(?:your |the |any )?(?:right|chance|ability|option) to (?:dispute|contest|challenge)\b/,
            // The law said to forbid a discount or a plan, or to require full payment: "federal law has us collect every cent, no plans allowed".
            /\b(?:(?:federal|state|the) (?:law|laws|regulations?|rules?|regs)|laws|regulations|regs|the cfpb|the fdcpa|by law|legally)\b[^.!?]{0,20}\b(?:requires?|mandates?|says|forces?|obligates?|makes?)\b[^.!?]{0,40}\b(?:collect|pay|payment|get|recover)\w*\b[^.!?]{0,20}(?:\b(?:the )?(?:full|entire|whole|total) (?:\$ ?\d[\d,.]*|amount|balance|sum)|\bin full\b|\bevery (?:penny|cent|dollar)\b|\ball of it\b|\b100 ?%)/,
            /\b(?:law|laws|regulations?|regs|rules|fdcpa|cfpb|legally|by law|federal|government|irs)\b[\s\S]{0,120}?\b(?:not allowed|not permitted|aren't allowed|are not allowed|prohibited|forbidden|barred|can't legally|cannot legally|legally (?:can't|cannot)|illegal (?:for us )?to)\b (?:to |from )?(?:offer|giv|accept|do|mak|agree to|set up|grant|approv)\w*\b[^.!?]{0,20}\b(?:plans?|discounts?|settlements?|installments?|less|reductions?|arrangements?|deals?)\b|\b(?:not allowed|not permitted|aren't allowed|are not allowed|prohibited|forbidden|barred|can't legally|cannot legally|legally (?:can't|cannot)|illegal (?:for us )?to)\b (?:to |from )?(?:offer|giv|accept|do|mak|agree to|set up|grant|approv)\w*\b[^.!?]{0,20}\b(?:plans?|discounts?|settlements?|installments?|reductions?|arrangements?|deals?)\b[\s\S]{0,80}?\b(?:law|laws|regulations?|fdcpa|cfpb|federal|government)\b/,
            // The debt said to be beyond dispute, often in an authority's name: "this loan can't be disputed, the IRS says so".
            /\b(?:can't|cannot|can not|may not|could not|couldn't|can never) be (?:disputed|contested|challenged|questioned)\b|\b(?:isn't|is not|aren't|are not|not) (?:\w+ )?(?:disputable|contestable|open to (?:a )?dispute|subject to (?:a )?dispute)\b|\b(?:non|un) ?disputable\b/,
            // A sale of the debt said to wipe the slate: "since it was sold, legally it resets", "you start from zero with us".
            /\b(?:sold|resold|sale|transferred|assigned|bought|purchased|chang(?:es|ed|ing) hands)\b[^.!?]{0,60}\b(?:resets?|reset (?:everything|it|the account)|starts? (?:over|fresh|from (?:zero|scratch))|(?:starting|start) (?:over|fresh|from (?:zero|scratch))|clean slate|fresh start|wipes? (?:out |away )?(?:the |your |any |all )?(?:disputes?|history|record|payments?|defenses?))\b/,
            // A balance said to grow at a rate no consumer contract carries: "keeps growing 10% every month you wait".
            /\b(?:grow|increas|go(?:es)? up|going up|climb|rise|rising|add|pil|compound|balloon)\w*\b[^.!?]{0,30}\b(?:[5-9]|[1-9]\d)(?:\.\d+)? ?(?:%|percent) (?:a|per|each|every) (?:month|week|day)\b|\b(?:[5-9]|[1-9]\d)(?:\.\d+)? ?(?:%|percent) (?:a|per|each|every) (?:month|week|day)\b[^.!?]{0,30}\b(?:you wait|you don't pay|you delay|it sits|until you pay)\b/,
            // A public benefit said to be cut off over a private collection account.
            /\b(?:suspend|cut off|cuts off|stop|revok|terminat|cancel|withh[eo]ld|reduc|take away|garnish|pull)\w*\b[^.!?]{0,30}\b(?:benefits?|pension|disability (?:pay|checks?|payments?)|social security|ssi|ssdi)\b[^.!?]{0,60}\b(?:collection accounts?|(?:accounts?|debts?|bills?) in collections?|unpaid (?:bills?|debts?|accounts?|balances?)|(?:outstanding|delinquent|past due) (?:debts?|accounts?|balances?|bills?))\b|\b(?:benefits?|pension|social security)\b[^.!?]{0,20}\b(?:suspended|cut off|stopped|revoked|terminated|cancell?ed|withheld|reduced|taken away)\b[^.!?]{0,60}\b(?:collection accounts?|(?:accounts?|debts?|bills?) in collections?|unpaid (?:bills?|debts?|accounts?|balances?)|(?:outstanding|delinquent|past due) (?:debts?|accounts?|balances?|bills?))\b/,
          ],
          es: [
            /\b(?:interes(?:es)?|saldo|deuda|monto)\b[^.!?]{0,25}\b(?:se (?:va|van) a (?:duplicar|triplicar)|se (?:duplicar|triplicar)\w*|(?:va|van) a (?:duplicarse|triplicarse))\b/,
            /\b(?:exigible|cobrable|valida|vigente) (?:para siempre|de por vida|indefinidamente|permanentemente)\b/,
            /\bla ley (?:exige|requiere|obliga|manda|impone)\b[^.!?]{0,40}\b(?:multa|penalidad|penalizacion|recargo|cargo|interes|pagar)\w*|\b(?:multas?|penalidad(?:es)?|recargos?|cargos?)\b[^.!?]{0,20}\bque (?:la ley|el estado) (?:exige|requiere|obliga|manda|impone)\b/,
            /\bla ley (?:le |lo |la )?obliga a (?:responder|contestar|llamar|dar|proporcionar)\b|\b(?:sus|tus) derechos (?:ya no (?:aplican|valen|existen)|se perdieron|vencieron)\b|\brenuncio a (?:todos )?sus derechos\b|\bya (?:ganamos|obtuvimos) (?:una )?sentencia\b/,
            /\bno (?:puede|puedes|tiene derecho a|tienes derecho a) pedir(?:nos|me)? que (?:dejemos|deje|paremos|pare) de (?:contactar|llamar|escribir|molestar)\w*|\bcomo (?:su |tu )?(?:hij[oa]|familiar|pariente|herederos?|viud[oa]|esposa|esposo)\b[^.!?]{0,40}\b(?:responsable|tiene que pagar|debe pagar|le toca pagar)\b/,
            /\b(?:deudas?|saldos?|cuentas?|prestamos?)\b[^.!?]{0,40}\b(?:pasan?|se pasan?|se transfieren?|quedan?|le tocan?) (?:automaticamente )?a (?:la |el |su |sus )?(?:esposa|esposo|viud[oa]|conyuge|familia|hijos|herederos)\b|\bautomaticamente (?:pasan?|se transfieren?|le tocan?) a (?:usted|la esposa|el esposo|la viuda|el conyuge)\b/,
            /\b(?:podemos|pueden) (?:llamarle|escribirle|mandarle mensajes|textearle|contactarle) (?:todas las veces que|cuantas veces|las veces que|cuando) (?:queramos|quieran|nos de la gana)\b/,
            /\b(?:sus|tus) (?:hijos|hijas|herederos|familiares|padres)\b[^.!?]{0,10}\b(?:heredaran|van a heredar|tendran que pagar|seran responsables|deberan)\b|\b(?:su|tu) (?:esposa|esposo|pareja|familia)\b[^.!?]{0,10}\b(?:tendra que pagar|sera responsable|heredara|debera)\b/,
            /\b(?:no (?:contestar|responder|contesta|responde)|(?:su|tu) silencio|quedarse callad[oa]|ignorar (?:esto|este mensaje|nuestros mensajes))\b[^.!?]{0,60}\b(?:cuenta como|equivale a|se (?:considera|toma|interpreta) como|significa que)\s+(?:una |que )?(?:acept\w*|admit\w*|admision|reconoc\w*|confes\w*|renunci\w*|esta de acuerdo)/,
            /\b(?:crec|aument|sub|acumul)\w*\b[^.!?]{0,30}\b(?:[5-9]|[1-9]\d)(?:\.\d+)? ?(?:%|por ciento) (?:cada|al|por|a la|por cada) (?:mes|semana|dia)\b/,
            /\b(?:ley|leyes|reglamento|regulacion\w*|el gobierno|el irs|por ley|legalmente)\b[^.!?]{0,20}\b(?:nos |le )?(?:obliga|obligan|exige|exigen|requiere|requieren|manda)\b[^.!?]{0,40}\b(?:cobr|pag|recuper)\w*\b[^.!?]{0,20}\b(?:el total|todo el saldo|completo|la totalidad|cada centavo|el 100)|\b(?:ley|leyes|reglamento|regulacion\w*|legalmente|por ley|federal|gobierno)\b[\s\S]{0,120}?\b(?:no (?:nos )?(?:permite|permiten|deja|dejan)|prohibe|prohiben|esta prohibido|no (?:podemos|se puede|esta permitido|estamos autorizados a))\b (?:\w+ ){0,2}?(?:ofrecer|dar|hacer|aceptar|aprobar|conceder)\w*\b[^.!?]{0,20}\b(?:planes?|descuentos?|arreglos?|rebajas?|acuerdos?|quitas?|convenios?)\b/,
            /\b(?:pag\w*|abono)\b[^.!?]{0,50}\b(?:acept\w*|admit\w*|reconoc\w*)\b[^.!?]{0,30}\b(?:deuda|saldo|cuenta)\b[^.!?]{0,20}\b(?:es |era )?(?:valida|suya|correcta|legitima)\b|\b(?:pag\w*|abono)\b[^.!?]{0,50}\b(?:pierde|perdera|renuncia a|se le acaba|se acaba)\b[^.!?]{0,20}\b(?:su |el )?derecho a (?:disputar|impugnar|reclamar)\b/,
            /\bno (?:se )?(?:puede|pueden|podra|podran|es posible|permite|permiten|admite|admiten) (?:ser )?(?:disputar(?:la|lo)?|impugnar(?:la|lo)?|disputad[oa]s?|impugnad[oa]s?|cuestionar(?:la|lo)?)\b|\bno (?:es|son) (?:disputable|impugnable)s?\b/,
            /\b(?:vend|revend|cedi|transferi|compr|traspas)\w*\b[^.!?]{0,60}\b(?:empieza de cero|desde cero|de cero|se borra\w*|se reinicia\w*|borron y cuenta nueva|se limpia\w*)\b/,
            /\b(?:suspend|cort|quit|cancel|reduc|retir)\w*\b[^.!?]{0,30}\b(?:beneficios|pension|seguro social|incapacidad)\b[^.!?]{0,60}\b(?:cuentas? (?:en|de) cobr\w*|deudas? (?:pendientes|sin pagar|en cobro)|cobranzas?)\b/,
          ],
        },
        { negatable: true },
      ))
        if (!triggers.includes(t)) triggers.push(t);
      if (ctx.balanceCents !== null) {
        const amounts = /\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))? (?:dollars|usd|d[oó]lares)\b/gi;
        // Beyond ten digits of dollars it is more than any balance.
        const stated = [...m.original.matchAll(amounts)].map((hit) => ({
          hit,
          cents: parseDollarsToCents(`${hit[1] ?? hit[3] ?? '0'}.${hit[2] ?? hit[4] ?? '00'}`) ?? Number.POSITIVE_INFINITY,
        }));
        // A message that states the true balance may also give the figures behind it (a payoff, a sale, the
        // amount applied) or correct an earlier figure: those larger amounts are not said to be owed.
        const statesBalance = stated.some((a) => a.cents === ctx.balanceCents);
        for (const { hit, cents } of stated) {
          if (cents <= ctx.balanceCents || triggers.includes(hit[0])) continue;
          const at = hit.index ?? 0;
          if (statesBalance && HISTORY_OR_CORRECTION.test(normalize(sentenceAt(m.original, at, at + hit[0].length)).text)) continue;
          triggers.push(hit[0].trim());
        }
      }
      return triggers.length > 0 ? { action: 'block', triggers } : null;
    },
  },
  {
    id: 'crime-accusation',
    citation: '15 U.S.C. 1692e(7); 12 CFR 1006.18(b)(1)(iv)',
    description: 'Implication that the consumer committed a crime',
    suggestion: () => 'Remove the accusation: owing or not paying a debt is not a crime.',
    check: textRule(
      {
        en: [
          // Implied criminal process: the authorities, the district attorney, charges.
          /\b(?:turn|hand|refer|report|send|pass)\w* (?:[a-z]+ ){0,3}?(?:over )?to (?:the )?(?:authorities|district attorney|d ?a|prosecutors?|law enforcement)\b/,
          /\b(?:the )?(?:authorities|district attorney|prosecutors?|law enforcement)\b[^.!?]{0,20}\b(?:could|may|might|will|would|can) (?:get |be |soon )?(?:involved|intervene|step in|look into|investigate|contact you|come)\b/,
          /\b(?:beyond|more than) (?:a |just a )?civil (?:matter|case|issue|debt)\b|\b(?:federal |criminal |state )?offen[cs]e\b|\bmas que (?:un asunto|una deuda|un caso) civil\b/,
          /\b(?:(?:the )?d ?a'?s? office|district attorney'?s?(?: office)?|prosecutor'?s?(?: office)?|state attorney'?s?(?: office)?)\b[^.!?]{0,30}\b(?:takes? (?:an? )?(?:\w+ )?interest|look\w* (?:at|into)|watch\w*|pursue\w*|goes after|go after|is interested|cares? about)\b/,
          /\bmatter for (?:the )?(?:district attorney|d ?a|prosecutors?|police|authorities)\b|\b(?:press|file|bring)\w* (?:criminal )?charges\b/,
          /\b(?:theft|fraud|larceny|criminal|bad check|check fraud)(?: ?of ?services)? (?:charges?|complaint|referral|investigation)\b/,
          // A referral to a criminal unit, or its consequences: "the county's bad-check unit", "mugshots in the paper".
          /\b(?:bad[- ]?check|worthless check|hot check|check fraud|fraud|economic crimes?) (?:unit|division|department|program|task force|restitution program)\b|\bmug ?shots?\b/,
          /\b(?:(?<!identity )fraud|fraudulent\w*|fraudster|(?<!identity )thief|(?<!identity )thieves|(?<!identity )theft|(?:stole|stealing|steal)(?! (?:your|his|her|my|their|the consumer's) identity)|stolen(?! identity)|criminal\w*|(?<!identity )crimes?|felony|felon|misdemeanou?r|embezzl\w*|illegal\w*|against the law|prosecut\w*|scammer|con artist|cheat(?:ed|ing|er)?)\b/,
          /\b(?:goes|go|going|sent|send|refer\w*|forward\w*|turn\w* over|hand\w* over)\b[^.!?]{0,30}\b(?:the )?(?:\w+ county )?(?:da|d a|district attorney|prosecutor|state attorney)\b/,
          // A prosecutor or the police said able to open a case over the debt: "with balances this size the DA can open a file".
          /\b(?:(?:the )?d ?a(?:'s office)?|district attorney(?:'s office)?|prosecutors?(?:'s office)?|state(?:'s)? attorney(?:'s office)?|police|authorities|law enforcement)\b[^.!?]{0,30}\b(?:can|could|may|might|will|would|is going to|are going to|tends? to|likes? to)\b (?:\w+ ){0,2}?(?:open|start|file|bring|launch|begin|pursue|press)\w* (?:a |an |the )?(?:criminal )?(?:case|file|investigation|charges?|complaint|inquiry|probe)\b/,
        ],
        es: [
          /\b(?:pasa|pase|pasara|va|iria|ira|mand\w*|envi\w*|turn\w*|remit\w*) (?:a )?(?:la )?fiscalia\b|\b(?:denuncia penal|cargos penales|presentar cargos|ministerio publico)\b|\b(?:las )?autoridades\b[^.!?]{0,20}\b(?:podrian|pueden|van a|podria|intervendr\w*|tomaran)\b|\b(?:entreg|pas|remit|turn)\w* (?:[a-z]+ ){0,3}?a las autoridades\b/,
          /\b(?:fiscalia|fiscal|ministerio publico|procuraduria|policia|autoridades)\b[^.!?]{0,30}\b(?:puede|pueden|podria|podrian|va a|van a|podra|podran|suele|suelen)\b (?:\w+ ){0,2}?(?:abrir|iniciar|levantar|investigar|perseguir|procesar|actuar|intervenir|proceder|tomar cartas|meterse|presentar)\w*\b|\b(?:abrir|iniciar|levantar)\w* (?:un |una )?(?:caso|causa|investigacion|carpeta|expediente|denuncia) (?:penal|criminal|de investigacion)\b/,
          /\b(?:delitos?|fraude(?! de identidad)|fraudulent[oa]|ladron(?:a|es)?|robo(?! de identidad)|robaste|robado|robar\w*|estafa\w*|estafador\w*|criminal(?:es)?|ilegal|crimen(?:es)?|rater[oa]s?|trampos[oa]s?|enjuici\w*|va contra la ley|en contra de la ley)\b/,
        ],
      },
      // A warning that whoever asks the consumer for money in the firm's name is a scam accuses nobody the message is to.
      { negatable: true, exempt: (sentence) => SCAM_WARNING.test(sentence) },
    ),
  },
  {
    id: 'false-credit-threat',
    citation: '15 U.S.C. 1692e(8)',
    description: 'Threat to report false credit information (a disputed debt may only be reported as disputed)',
    suggestion: () => 'Do not threaten credit reporting; a disputed debt may only be reported as disputed.',
    check: (m, ctx) => {
      const always = matchAll(
        m,
        {
          en: [
            // Re-aging in other words: the delinquency date moved, an old account reported fresh; a false code for a dispute.
            /\b(?:updat|chang|reset|mov|bump|refresh)\w*\b[^.!?]{0,30}\b(?:date of (?:first )?delinquency|delinquency date|dofd|open date)\b|\b(?:date of (?:first )?delinquency|delinquency date|dofd)\b[^.!?]{0,30}\b(?:to|as) (?:\w+ )?20\d\d\b/,
            /\b(?:collection|debt|account|balance|it)\b[^.!?]{0,40}\b(?:stay|remain|sit|be)\w* on your (?:credit )?(?:report|file|history)\b[^.!?]{0,30}\b(?:(?:1[0-9]|2[0-9]|ten|eleven|twelve|fifteen|twenty)\b|forever|for decades|indefinitely|until (?:it'?s |you )?paid)|\breport\w*\b[^.!?]{0,20}\b(?:the )?(?:full|whole|entire|original) (?:\$ ?[\d,.]+|balance|amount)\b[^.!?]{0,40}\b(?:after|once|when|even if) you (?:pay|settle)/,
            /\b(?:show|shows|showing|pop|pops|popping|come|comes|coming) (?:up|back)\b[^.!?]{0,20}\b(?:fresh|new|as new|brand new)\b|\bfresh on your (?:credit|report)\b/,
            /\breport\w* (?:it|this|you|the account)? ?as (?:a )?['"]?(?:refused to pay|refusal to pay|won'?t pay|deadbeat|fraud|skip)\b/,
            /\b(?:ruin|destroy|wreck|tank|trash|kill|nuke|tank)\b[^.!?]{0,12}\byour (?:credit|credit score|credit rating|credit report)\b/,
            /\breport(?:ing)? (?:false|fake|inaccurate|made up)\b/,
            /\b(?:credit|record) (?:forever|for life|for the rest of your life|permanently)\b/,
            /\byour (?:credit|credit score|credit rating|credit report) (?:is|will be|gets?|get) (?:ruined|destroyed|wrecked|trashed|tanked)\b/,
            // Re-aging: a payment that "resets the date", an old debt reported "as a new account".
            /\b(?:reset|resets|restart|restarts|renew|renews|re ?age|re ?ages|re ?aging|starts? over)\b[^.!?]{0,25}\b(?:date|clock|reporting (?:period|date)|seven year|7 year|credit (?:history|report)|account)\b(?! (?:for|on) (?:a |any )?(?:lawsuit|suit|suing|legal action))/,
            /\b(?:report|list|show|appear)\w* (?:it |this |the (?:debt|account|balance) )?as (?:a )?(?:new|brand new|fresh|recent) (?:account|debt|delinquency|tradeline|line)\b/,
            /\breport\w* (?:this |it |the (?:account|debt|balance) )?(?:to (?:the |all )?(?:\w+ )?(?:credit )?(?:bureaus?|agencies) )?as (?:a |an )?(?:court |civil )?(?:judgment|judgement|lien|tax lien|charge ?off by the court)\b|\b(?:credit|bureaus?|equifax|experian|trans ?union|report)\b[^.!?]{0,40}\bas (?:a |an )?(?:court |civil )?(?:judgment|judgement|lien|tax lien)\b|\b(?:another|a fresh|a new|a whole new|a full) (?:7|seven)[- ]years?\b[^.!?]{0,30}\b(?:report|credit|bureaus?)\b|\b(?:report|credit|bureaus?|clock)\b[^.!?]{0,30}\b(?:another|a fresh|a new|a whole new) (?:7|seven)[- ]years?\b|(?<!['\u2019]|\b(?:we|you|they) )\bre ?report\w*\b/,
            /\b(?:report|list|show|appear)\w*\b[^.!?]{0,40}\b(?:opened|open date of|dated|starting|as of) (?:this|today|last) (?:month|week|year)\b|\b(?:like|as if|as though) it (?:never|didn't|did not) (?:happened|happen|existed|exist)\b|\b(?:old |previous |past |earlier )?late payments?\b[^.!?]{0,30}\b(?:come|comes|go|goes|fall|falls|drop|drops) off\b/,
            // Certainty the scorers and bureaus do not give: deletion guaranteed, a score that "will drop 200 points".
            /\b(?:removes?|removed|deletes?|deleted|erases?|wipes?|comes? off|drops? off|falls? off|disappears?|taken off|clears?)\b[^.!?]{0,30}\b(?:credit (?:report|file|history)|your report|(?:all |the )?(?:three |3 )?(?:credit )?bureaus|equifax|experian|transunion)\b[^.!?]{0,30}(?:[.!?]+\s*)?\b(?:guarantee\w*|promise|for sure|100 ?%|certainly|definitely|instantly|immediately)\b/,
            /\b(?:guarantee\w*|promise)\b[^.!?]{0,30}\b(?:remov|delet|eras|comes? off|clean|fix|repair|boost|raise|improve|restor)\w*\b[^.!?]{0,25}\b(?:credit|report|score)\b/,
            // What a bureau will do, told as the bureau's word or rule: "Experian told me your score falls the day it's late".
            /\b(?:equifax|experian|trans ?union|fico|(?:the |a )?(?:credit )?bureaus?)(?:'s?)?\b[^.!?]{0,40}\b(?:said|says|told|tells|confirmed|confirms|informed|rules?|polic(?:y|ies)|will|would|is going to|are going to|automatically|always)\b[^.!?]{0,60}(?:\b(?:score|rating)\b[^.!?]{0,25}\b(?:drops?|dropping|falls?|falling|sinks?|tanks?|goes down|go down|plummets?|lower\w*|decreas\w*|crash\w*)\b|\b(?:drop|lower|knock|cut|tank|slash|dock)\w* (?:your |the )?(?:credit )?(?:score|rating)\b|\b(?:ban|blacklist|deny|refuse|freeze|lock|block)\w* (?:you|your (?:credit|file|report))\b)|\b(?:score|rating)\b[^.!?]{0,25}\b(?:drops?|falls?|sinks?|tanks?|goes down|plummets?|is lowered|gets lowered)\b[^.!?]{0,25}\b(?:automatically|instantly|overnight|the (?:same )?day|immediately)\b/,
            /\bscore\b[^.!?]{0,20}\b(?:will|is going to|'s going to|gonna|could|can|would) (?:\w+ )?(?:drop|fall|plummet|tank|sink|crash|go down|plunge|decrease)\b|\b(?:drop|lose|knock)\w* (?:\d+|hundreds of|a hundred|two hundred) points\b/,
            /\b(?:follow|haunt|stay with|stick with|hurt|damage|mark|stain)\w* (?:you|your credit|your report|your record|your name)\b[^.!?]{0,30}\b(?:for years|for (?:\d+|ten|seven|twenty) (?:more )?years|forever|for life|for a decade|indefinitely)\b|\b(?:blacklist\w*|black ?list|black mark)\b|\b(?:judgment|judgement|lien|criminal record)s? (?:on|to) your (?:credit )?(?:report|record|file)\b|\b(?:will|'ll|is going to|guaranteed to|guarantees?) (?:\w+ )?(?:clean|fix|repair|restore|wipe|erase|boost|raise) (?:up )?your (?:credit|score)\b/,
            /\b(?:report|send|list|notify|put|flag)\w*\b[^.!?]{0,40}\b(?:all (?:three|3)|the (?:three|3)|every|each|all the|all major|all) (?:major |national )?(?:credit )?(?:bureaus|reporting agencies|credit agencies)\b/,
            /\b(?:new|brand-new|brandnew|brand new|another|fresh) (?:collection|negative mark|late payment|derogatory)\b[^.!?]{0,40}\b(?:every|each) (?:single )?month\b|\bscore (?:will )?(?:go(?:es)? up|jumps?|rises?|climbs?) to \d{3}\b/,
          ],
          es: [
            /\b(?:volver|vuelve|vuelva) a (?:salir|aparecer)\b[^.!?]{0,40}\b(?:credito|reporte|historial)\b|\bcomo si fuera (?:nuev|recient)\w*/,
            /\bcomo si (?:nunca )?(?:hubiera|hubiese) (?:pasado|existido)\b|\bcomo si no hubiera (?:pasado|existido)\b/,
            /\b(?:destruir|arruinar|destrozar|danar|manchar|hundir)\w* (?:su|tu) (?:credito|historial|puntaje)\b/,
            /\b(?:su|tu) (?:credito|historial de credito|puntaje de credito|reporte de credito) (?:quedara|va a quedar|sera|estara) (?:arruinad|destruid|manchad|danad|hundid)\w*/,
            /\b(?:credito|historial|record) (?:para siempre|de por vida|permanentemente)\b/,
            /\breport\w* (?:informacion )?(?:falsa|falso|inexacta|inventada)\b/,
            /\b(?:reporte|historial|credito|cuenta|deuda|fecha|plazo|periodo|reloj|conteo)\b[^.!?]{0,30}\b(?:empiez|comienz|arranc|vuelve a (?:empezar|comenzar|contar)|se reinici|reinici|se resete|resete)\w*\b[^.!?]{0,15}\b(?:de cero|desde cero|de nuevo|otra vez|otros (?:7|siete) anos)\b|\botros (?:7|siete) anos\b[^.!?]{0,30}\b(?:reporte|credito|buro)\b/,
            /\b(?:reinici|restablec|renuev)\w*\b[^.!?]{0,25}\b(?:fecha|plazo|periodo|reloj|historial|siete anos|7 anos)\b|\b(?:fecha|plazo|periodo|reloj)\b[^.!?]{0,25}\b(?:se reinicia|se restablece|vuelve a empezar|empieza de nuevo)\b|\bcomo (?:una )?(?:cuenta|deuda) nueva\b/,
            // The whole history promised away: "le borramos todo el historial", "wipe your entire credit history".
            /\b(?:borr|elimin|limpi|quit|desaparec)\w*\b[^.!?]{0,20}\btodo (?:el|su) historial\b|\b(?:wipe|erase|clear|scrub|delete|remove)\w*\b[^.!?]{0,20}\b(?:your |the )?(?:whole|entire|all (?:of )?(?:your|the)) (?:credit )?(?:history|report|file)\b/,
            /\b(?:elimin|borr|quit|desaparec)\w*\b[^.!?]{0,30}\b(?:reporte|historial|informe) de credito\b[^.!?]{0,30}\b(?:garantiz\w*|se lo prometo|le prometo|seguro|100 ?%)|\bgarantiz\w*\b[^.!?]{0,30}\b(?:elimin|borr|limpi|arregl|mejor|sub)\w*\b[^.!?]{0,25}\b(?:credito|reporte|puntaje)\b/,
            /\b(?:equifax|experian|trans ?union|buros?(?: de credito)?|(?:la )?agencia de credito)\b[^.!?]{0,40}\b(?:dijo|dice|me dijo|nos dijo|confirmo|regla|politica|va a|automaticamente|siempre)\b[^.!?]{0,60}\b(?:puntaje|score|calificacion)\b[^.!?]{0,25}\b(?:baja|bajara|bajaria|bajar\w*|cae|caera|caeria|caer\w*|desplom\w*|hund\w*)\b/,
            /\bpuntaje\b[^.!?]{0,20}\b(?:va a |se va a |podria |puede )?(?:bajar|caer|desplomar|hundir|baja|bajara|cae|caera)\w*|\b(?:bajar|perder|caer)\w* (?:\d+|cientos de) puntos\b/,
            /\b(?:report|envi|notific|pas|mand)\w*\b[^.!?]{0,40}\b(?:los tres|todos los|las tres|todas las) (?:buros|agencias)\b/,
            /\blista negra\b|\bmarca negra\b|\b(?:lo|la|le) (?:seguira|perseguira|va a seguir)\b[^.!?]{0,25}\b(?:credito|historial)\b|\b(?:limpiar|arreglar|reparar|borrar)\w* (?:su|tu) (?:credito|historial)\b[^.!?]{0,20}\b(?:garantizad\w*|seguro|100)\b/,
            /\b(?:borr|quit|elimin|limpi)\w*\b[^.!?]{0,15}\b(?:todo )?(?:del|de su|de tu|su|tu) (?:credito|reporte|buro|historial)\b|\bscore (?:sube|subira|va a subir) (?:a|hasta) \d{3}\b/,
          ],
        },
        { negatable: true },
      );
      // Never a loan again: the wording carries its own "never", so it is no denial.
      for (const t of matchAll(
        m,
        {
          en: [
            /\b(?:never|won't ever|will not ever|no (?:bank|lender|landlord|one|company|employer|dealer)(?: will| is going to| would)?(?: ever)?)\b[^.!?]{0,25}\b(?:get|qualify|approve\w*|rent|lend|finance|buy|hire|obtain|borrow|be approved)\b[^.!?]{0,25}\b(?:loan|mortgage|apartment|car|credit card|house|home|lease|credit|job|financing)\b/,
          ],
          es: [
            /\b(?:nunca|jamas|nadie)\b[^.!?]{0,25}\b(?:conseguir|obtener|sacar|rentar|alquilar|comprar|calificar|prestar|aprobar|dar)\w*\b[^.!?]{0,25}\b(?:prestamo|hipoteca|apartamento|departamento|casa|carro|auto|tarjeta|credito|trabajo|financiamiento)\b/,
          ],
        },
        { negatable: false },
      ))
        if (!always.includes(t)) always.push(t);
      const disputed =
        ctx.isDisputed && !ctx.isDisputeVerified
          ? matchAll(
              m,
              {
                en: [
                  /\b(?:show up|appear|be listed|be reported|go|be added) on your credit (?:report|file|history)\b/,
                  /\b(?:report|reporting|reported|send|sending|list|listing|put|putting|notify|notifying|tell)\b[^.!?]{0,40}\b(?:credit (?:bureaus?|reports?|reporting agenc(?:y|ies)|file|history|agencies)|bureaus|equifax|experian|trans ?union)\b(?![^.!?]{0,50}\b(?:as|marked|flagged) (?:as )?(?:an? )?(?:\w+ )?(?:disputed|in dispute)\b)/,
                  /\b(?:won't|will not|not going to|aren't going to|are not going to) (?:mark|report|flag|note|list) (?:it|the account|this|your account) as disputed\b/,
                  /\b(?:going|goes|go|sent|headed|heading)\b (?:over )?to (?:experian|equifax|trans ?union|the (?:credit )?bureaus?)\b|\b(?:experian|equifax|trans ?union|bureaus?)\b[^.!?]{0,30}\bas[- ]is\b/,
                ],
                es: [
                  /\b(?:aparecer\w*|saldra|figurara|quedara) en (?:su|tu) (?:historial|reporte|informe) de credito\b/,
                  /\b(?:report\w*|inform\w*|enviar\w*|enviaremos|pasar\w*|notific\w*|avisar\w*)\b[^.!?]{0,40}\b(?:buros?(?: de credito)?|agencias? de credito|agencias? de (?:informes|reportes) de credito|historial de credito|reporte de credito|equifax|experian|trans ?union)\b(?![^.!?]{0,50}\bcomo (?:una? )?(?:\w+ )?(?:disputad|en disputa))/,
                  /\bno (?:la|lo) (?:vamos a|voy a|van a) (?:marcar|reportar) como (?:disputed|disputad[ao]|en disputa)\b/,
                ],
              },
              { negatable: true },
            )
          : [];
      // Hiding the dispute from the bureaus is the false report itself: "the bureaus will never hear about the dispute from us".
      const hidden = matchAll(
        m,
        {
          en: [
            /\bdisput\w*\b[\s\S]{0,80}?\b(?:bureaus?|equifax|experian|trans ?union|credit reports?)\b[^.!?]{0,30}\b(?:never|won't|will not|not going to|don't|do not|doesn't|does not|needn't) (?:ever )?(?:hear|know|see|learn|find out|be told|get told)\b|\b(?:won't|will not|never|not going to|don't|do not) (?:tell|inform|notify|report|mention|pass)\w* (?:\w+ )?(?:to )?(?:the )?(?:bureaus?|equifax|experian|trans ?union)\b[^.!?]{0,20}\b(?:about )?(?:the|your|this|that) (?:dispute|disputa)\b/,
          ],
          es: [
            /\bdisput\w*\b[\s\S]{0,80}?\b(?:buros?|equifax|experian|trans ?union)\b[^.!?]{0,30}\b(?:nunca|no) (?:se )?(?:van a |va a )?(?:enterar|saber|ver)\w*|\bno (?:le |les )?(?:vamos a |vamos |)(?:decir|informar|avisar|reportar|mencionar)\w* (?:nada )?(?:al|a los) (?:buros?|equifax|experian|trans ?union)\b[^.!?]{0,20}\b(?:de|sobre) (?:la|su|esa) disputa\b/,
          ],
        },
        { negatable: false },
      );
      const triggers = [...always, ...disputed.filter((t) => !always.includes(t))];
      for (const t of hidden) if (!triggers.includes(t)) triggers.push(t);
      return triggers.length > 0 ? { action: 'block', triggers } : null;
    },
  },
  {
    id: 'fake-legal-process',
    citation: '15 U.S.C. 1692e(9),(13); 12 CFR 1006.18(b)(1)(vii)',
    description: 'Wording that falsely looks like legal process',
    suggestion: () => 'Remove wording that looks like a court document or legal process.',
    // An attorney of the firm stating the facts of a case actually filed (its number, a hearing, a judgment) states them; it imitates nothing.
    check: unlessConsumersCourtPaper(
      unlessFiledCaseFact(
        textRule(
          {
            en: [
              /\b(?:final|official|formal|urgent|last) (?:court|legal|judicial) (?:notice|warning|summons|order|document|demand)\b/,
              /\b(?:official|court|legal|judicial|civil) (?:summons|subpoena)\b/,
              /\bsubpoena\w*\b/,
              /\b(?:summons|court papers|legal papers)\b[\s\S]{0,80}?\b(?:(?:that |which )?we (?:sent|mailed|left|dropped off)|our office (?:sent|mailed))\b/,
              /\byou (?:have been|are being|were|are hereby|are now) (?:served|summoned|ordered)\b/,
              /\b(?:court|judicial|judge's) order(?:ed)?\b/,
              /\b(?:the )?(?:court|judge) (?:has |have )?order(?:ed|s) you\b/,
              /\b(?:order to appear|ordered to appear|by order of the (?:court|judge|state))\b/,
              /\bnotice of (?:judgment|judgement|garnishment|legal action|intent to (?:sue|file|garnish))\b/,
              /\b(?:this (?:message|notice|letter) (?:is|serves as) (?:a|an|your) (?:official|legal|court|formal) (?:notice|summons|document))\b/,
              // A letter or plan passed off as a court's: "final notice before judgment", "the plan is a court order".
              /\b(?:final|last) (?:notice|warning) (?:before|prior to) (?:a |the )?(?:judgment|judgement|suit|lawsuit|legal action|litigation|court|filing|trial)\b|\bpre ?(?:judgment|judgement|litigation|suit) (?:notice|warning|summons|demand)\b/,
              // A chat message that calls itself the service of a suit, and silence given a court's effect: "this text is your notice of suit", "no answer = default judgment".
              // ("You have been served" alone is a fact where a suit was filed and served: it is not blocked.)
              /\b(?:this|the) (?:text|message|chat|email|sms|dm)\b[^.!?]{0,15}\b(?:is|serves as|constitutes|counts as) (?:your |an? |the )?(?:official |formal |legal )?(?:notice of (?:the )?(?:lawsuit|suit|legal action|claim)|service|summons|court notice)\b|\b(?:consider|treat|take) this (?:text|message|chat|email|sms|dm)\b (?:as )?(?:your |an? |the )?(?:official |formal |legal )?(?:notice of (?:the )?(?:lawsuit|suit|legal action|claim)|service|summons|court notice)\b|\b(?:(?:fail\w*|failure) to (?:answer|respond|reply)|not (?:answering|responding|replying)|no (?:answer|response|reply))\b\W{0,3}(?:=|means|results? in|leads? to|will result in|equals)\s*(?:an? )?(?:automatic|default|immediate|instant) (?:judgment|judgement)\b/,
              /\b(?:consider (?:this(?: message| letter| text| notice| email)?|yourself)|this (?:message|letter|text|notice) (?:is|serves as|constitutes)) (?:(?:a|an|your|as) )*(?:summons|served|legal notice|court order|subpoena|warrant)\b/,
              /\b(?:plan|agreement|letter|offer|settlement|notice|message|this)\b[^.!?]{0,30}\b(?:is|are|has|carries|constitutes|counts as|serves as|has the) (?:a |an |the )?(?:force of (?:a )?(?:court|law|judgment|judgement)|court ?ordered|court ?approved|court ?sanctioned|approved by (?:the |a )?(?:court|judge)|binding court order|court order|order (?:of|from) the court|judicial order)\b/,
              /\bcase (?:#|no|number)? ?[a-z0-9-]*\d[a-z0-9-]* (?:has been|was|is now|is) (?:opened|filed|docketed|initiated|assigned)\b|\b(?:opened|filed|docketed) (?:a |the )?case against you\b|\bdocket (?:number|no|#)|\bhereby (?:notified|summoned|ordered|advised)\b|\bnotice of (?:pending|impending) (?:litigation|lawsuit|suit|legal action)\b|\bdefault judg(?:e)?ment\b/,
              /\b(?:formatted|designed|laid out|made|looks?|set up) (?:just )?(?:like|the way|as) (?:the |a )?(?:court|judge)(?:'s)?\b|\b(?:judge|court|clerk)'?s? office (?:approved|signed|ordered|stamped|issued)\b|\b(?:name|you) (?:already )?(?:printed|listed|typed) (?:on it )?as (?:the )?defendant\b/,
              /\b(?:court|judge) ?(?:approved|ordered|sanctioned|mandated|signed) (?:plan|agreement|settlement|payment plan|payments?)\b|\b(?:signed|approved|ordered) by (?:the|a) (?:judge|court)\b/,
              /\b(?:binding|enforceable) (?:just )?(?:like|as|the same as) a (?:judgment|judgement|court order)\b|\b(?:pre-?judgment order|order to pay|court-?ordered (?:repayment|payment|settlement|agreement|plan))\b|\b(?:same|full) (?:weight|force|effect) (?:as|of) (?:a )?(?:court|judgment|law|order)\b/,
              // A paper dressed as the court's: a court order's title, a caption or a line for the judge, a judge's name or seal on it, a court that does not exist.
              /\b(?:order to show cause|show cause order)\b|\b(?:case caption|caption|signature (?:line|block|space)|seal|letterhead)\b[^.!?]{0,30}\b(?:judge|court|clerk)\b|\b(?:judge|court|clerk)(?: [a-z]+)?(?:'s|s)? (?:name|signature|seal|stamp|letterhead|caption)\b[^.!?]{0,25}\b(?:is |are )?(?:on|at the top of|across|printed on) (?:it|there|this|that|top|the (?:doc\w*|letter|form|notice|envelope|papers?|page|top))\b/,
              /\b(?:court|tribunal) (?:of|for) (?:collections?|debts?|debtors?|delinquent accounts)\b|\b(?:collections?|debt|debtors?) (?:court|tribunal)\b(?! (?:case|judgment|judgement|lawsuit|suit)s?\b)/,
              /\b(?:envelope|letter|doc\w*|paper|notice|form)\b[^.!?]{0,20}\b(?:that )?(?:says|said|reads|read|marked|stamped|titled|labell?ed|headed)\b[^.!?]{0,10}['"]?(?:official (?:notice|notification)|legal notice|court (?:notice|order)|judicial notice)\b/,
            ],
            es: [
              /\bse le ordena (?:comparecer|presentarse|acudir)\b|\bcitatorio\s*:/,
              /\b(?:citatorio|citacion|emplazamiento)\b[\s\S]{0,80}?\b(?:que (?:le|te) (?:mandamos|enviamos|mande|envie|dejamos)|(?:le|te) (?:lo |la )?(?:mandamos|enviamos) (?:por correo|nosotros))\b/,
              /\b(?:orden judicial|aviso judicial|notificacion judicial|mandato judicial|orden de comparecencia|(?:citacion|citatorio|emplazamiento) (?:oficial|judicial|final|del tribunal|de la corte|del juzgado))\b/,
              /\b(?:aviso|notificacion|advertencia|orden|documento) (?:final |oficial |formal |urgente |ultim[oa] )?(?:del tribunal|de la corte|del juzgado)\b/,
              /\b(?:ultimo|final|oficial) aviso (?:legal|judicial)\b|\bpor orden del (?:juez|tribunal|juzgado|estado|corte)\b/,
              /\b(?:ha sido|queda(?: usted)?|esta siendo|fue) (?:emplazad[oa]|citad[oa]|notificad[oa])\b/,
              /\beste (?:mensaje|aviso|documento) (?:es|sirve como) (?:un|una|su) (?:aviso|notificacion|citacion|documento) (?:oficial|legal|judicial)\b/,
              /\b(?:aviso|advertencia) final (?:antes de|previo a) (?:la |una )?(?:sentencia|demanda|juicio|accion legal|embargo)\b/,
              /\b(?:plan|acuerdo|carta|mensaje|aviso|documento|esto)\b[^.!?]{0,30}\b(?:es|constituye|tiene (?:la )?fuerza de|equivale a) (?:una |un )?(?:orden (?:judicial|del juez|de la corte|del tribunal)|sentencia|citatorio|citacion|emplazamiento)\b/,
              /\bse (?:ha abierto|abrio|inicio|ha iniciado) un (?:caso|expediente|proceso) en su contra\b|\bpor medio de la presente se le (?:notifica|cita|ordena)\b|\bsentencia en rebeldia\b/,
              /\b(?:parece|luce|se ve) (?:de |como (?:de )?)?(?:la corte|el tribunal|el juzgado|oficial|judicial)\b[^.!?]{0,40}\b(?:practicamente|casi|de hecho)\b|\b(?:practicamente|casi) (?:lo )?es (?:de la corte|oficial|judicial)\b/,
              /\beste (?:mensaje|texto|correo|chat)\b[^.!?]{0,15}\b(?:es|sirve como|constituye|cuenta como) (?:su |la |una |el )?(?:notificacion|aviso) (?:oficial |formal )?de (?:la )?demanda\b|\b(?:si no|no) (?:contesta|responde)\w*\b\W{0,3}(?:=|significa|resulta en)\s*(?:una )?(?:sentencia|fallo) (?:automatic[oa]|en rebeldia|inmediat[oa])\b/,
              /\bconsiderese (?:notificad[oa]|emplazad[oa]|citad[oa])\b|\b(?:aprobad[oa]|firmad[oa]|ordenad[oa]) por (?:el|un|la) (?:juez|tribunal|corte|juzgado)\b/,
              /\borden (?:de|para) (?:mostrar|demostrar) causa\b|\b(?:epigrafe|encabezado|linea (?:de|para la) firma|sello)\b[^.!?]{0,30}\b(?:juez|jueza|tribunal|corte|juzgado)\b|\b(?:nombre|firma|sello) (?:del|de la) (?:juez|jueza|tribunal|corte|juzgado)\b[^.!?]{0,20}\b(?:esta |va |aparece )?(?:en|arriba|encima)\b/,
              /\b(?:tribunal|corte|juzgado) (?:de|para) (?:cobros?|cobranzas?|deudas?|deudores|morosos)\b/,
              /\b(?:sobre|carta|documento|papel|aviso|formulario)\b[^.!?]{0,20}\b(?:que )?(?:dice|decia|rotulad[oa]|marcad[oa]|titulad[oa]|con el titulo)\b[^.!?]{0,10}['"]?(?:notificacion oficial|aviso oficial|aviso legal|aviso judicial|notificacion judicial|orden (?:judicial|del tribunal|de la corte))\b/,
            ],
          },
          // A court's notice the firm received (the bankruptcy court's, the clerk's) is not one it imitates.
          { negatable: true, exempt: (sentence) => COURT_PAPER_RECEIVED.test(sentence) },
        ),
      ),
    ),
  },
  {
    id: 'unauthorized-fees',
    citation: '15 U.S.C. 1692f(1); 12 CFR 1006.22(b)',
    description: 'A fee or charge not authorized by the agreement or by law',
    suggestion: () => 'Remove fees that the agreement or the law does not authorize.',
    check: withRateAboveContract(
      textRule(
        {
          en: [
            // Interest or charges the agreement cannot carry: a rate by the week or day, a charge for each reminder or broken promise.
            // A fee or interest the sender admits has no basis: made up, "our standard", nothing in the paperwork allows it.
            /\b(?:fee|fees|charge|charges|interest|surcharge)\b[^.!?]{0,60}\b(?:made (?:it )?up|invented|came up with|our (?:own )?(?:standard|policy|rule)|because we can)\b|\bnothing in (?:the|your|their) (?:paperwork|contract|agreement|terms|file)\b[^.!?]{0,20}\b(?:lets?|letting|allows?|allowing|authoriz\w*|permits?|says)\b|\b(?:never|didn't|did not) (?:charge|charged|add|added) (?:any )?(?:interest|fees?)\b[^.!?]{0,80}\b(?:we(?:'ve| have)? (?:been )?(?:add|charg)\w*|we (?:add|charge))\b/,
            // A higher rate put on the account because it is in collection: "since it went to collections the rate went up", "our collection rate".
            /\b(?:now that|since|because|once|as soon as|ever since) (?:it(?:'s| is| was| went| has gone| got| has been)|the (?:account|debt|balance|loan|card|bill) (?:is|was|went|has gone|got|has been))\b[^.!?]{0,30}\b(?:collections?|our office|an agency|us)\b[^.!?]{0,50}\b(?:(?:rate|apr|interest)\b[^.!?]{0,20}\b(?:is now higher|went up|goes up|has gone up|increased|increases|jumped|jumps|rose|rises|was raised|is raised|got bumped|bumped)|(?:applying|charging|adding|using|billing) (?:a |the |our )?(?:higher|new|collections?|penalty) (?:interest )?(?:rate|apr))\b|\b(?:our|the|a) collections? (?:interest )?(?:rate|apr)\b/,
            /\b\d+(?:\.\d+)? ?% (?:a|per|each|every) (?:week|day)\b|\b(?:another|an extra|additional) \$ ?\d+(?:\.\d{2})? (?:on|to|onto) your (?:side|ledger|account|balance|tab|bill)\b|\b(?:follow ?ups?|reminders?|calls?|notices?|letters?)\b[^.!?]{0,20}\b(?:aren't|are not|isn't|is not|ain't) free\b/,
            /\b(?:processing|convenience|service|handling|administrative|admin|collection|transaction|phone|card|filing|paperwork|setup|set up|recovery|reinstatement|research|expedite|expedited|rush|delinquency|penalty|late|payment|reminder|notice|letter|statement|portal|online|reopening|reopen|re-?opening|reactivation|restructuring|modification|verification|validation) (?:fees?|charges?|surcharges?)\b/,
            // A charge for opening or joining a payment plan: "a $25 enrollment charge for the plan".
            /\b(?:enrollment|sign ?up|opening|activation|plan setup|plan set up|arrangement) (?:fee|charge|cost)s?\b/,
            /\b(?:add|adding|added|charge|charging|tack on|tacking on|impose|imposing|assess|assessing)\b[^.!?]{0,25}\b(?:fees?|surcharges?|penalty|penalties)\b/,
            /\b(?:fee|surcharge|penalty) of \$ ?\d+/,
            /\byou(?:'ll| will| would)? (?:have to |need to )?(?:pay|cover|be responsible for|owe|be charged|be billed)(?: for)? (?:our|the|all|any)? ?(?:legal|attorney'?s?|lawyer'?s?|court|collection) (?:fees|costs|expenses)\b|\b(?:legal|attorney'?s?|court|collection) (?:fees|costs) (?:will be|are being|get) (?:added|charged|passed on)\b/,
            /\$ ?\d+(?:\.\d{2})? (?:['"]?[\w-]+['"]? ){0,2}?(?:fee|surcharge|penalty)\b/,
            /\b(?:charge|fee|cost) (?:for|to) (?:process|processing|handle|handling|use|using|the call|taking)\b|\b(?:add|adding|charge|charging|tack on|tacking on)\w* (?:an? (?:extra |additional )?)?\$ ?\d+(?:\.\d{2})? (?:fee|charge|surcharge|to (?:your|the) (?:balance|account|bill|total))\b/,
            /\b(?:extra|additional) \$ ?\d+(?:\.\d{2})? (?:fee|charge|surcharge|if you (?:pay|use)|for (?:paying|using|card|phone|online|processing))\b|\$ ?\d+(?:\.\d{2})? (?:extra|more) (?:if|when|for) (?:you )?(?:pay|paying|use|using)\b|\b\d+(?:\.\d+)? ?(?:%|percent) (?:surcharge|fee|charge)\b|\bsurcharges?\b/,
            /\b(?:fee|charge|surcharge)s? \(\$ ?\d+/,
            /\b(?:add|added|adding|adds|tack\w* on|charg\w*|bill\w*)\b[^.!?]{0,30}\bfor (?:the |our |all the |my )?(?:time|trouble|effort|hassle|work|calls|letters|legwork)\b|\b(?:tracking|hunting|chasing|finding|locating|looking for) (?:you|u) (?:down|up)?\b[^.!?]{0,20}\b(?:fee|charge|cost|added|add)\b|\b(?:add|added|adding|charg\w*)\b[^.!?]{0,40}\b(?:tracking|hunting|chasing|finding|locating) (?:you|u)\b/,
            /\b(?:add|adding|added|tack\w* on)\b[^.!?]{0,8}\$ ?\d[\d,.]*\b[^.!?]{0,20}\b(?:for|that'?s for|to cover)\b|\bskip ?trac\w*\b[^.!?]{0,30}\$ ?\d|\$ ?\d[\d,.]*\b[^.!?]{0,20}\bskip ?trac/,
            /\b(?:each|every|per)\b[^.!?]{0,40}\b(?:gets?|is|are|will be)? ?(?:billed|charged|invoiced|added)\b[^.!?]{0,12}\$ ?\d[\d,.]*|\b(?:for )?(?:each|every)\b[^.!?]{0,40}\b(?:we|i|they)(?:'ll| will)? (?:add|tack on|charge|bill)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*/,
            /\beffective immediately\b[^.!?]{0,25}\b(?:interest|fees?|charges?)\b|\b(?:interest|fees?|charges?|late charges?)\b[^.!?]{0,90}\b(?:(?:agency|company|office|firm|our|internal|house|collection) polic(?:y|ies)|effective immediately|from now on|starting (?:today|now|this month))\b|\b(?:agency|company|office|firm|internal|house) polic(?:y|ies)\b[^.!?]{0,40}\b(?:interest|fees?|charges?)\b/,
            /\$ ?\d+(?:\.\d{2})? for (?:the |our |each |every |a |that )?(?:validation |collection |demand |dunning |reminder |certified )?(?:letters?|notices?|calls?|reminders?|texts?|emails?|visits?|paperwork|mailings?)\b/,
          ],
          es: [
            /\b(?:desde que|ahora que|como|ya que) (?:la cuenta |la deuda |el prestamo |el saldo )?(?:esta|paso|se fue|entro|llego|se mando) (?:a|en) (?:cobranza|cobros|nuestra agencia|la agencia)\b[^.!?]{0,50}\b(?:tasa|interes)\w*\b[^.!?]{0,20}\b(?:subio|sube|aumento|aumenta|es mas alta|mas alt[oa]|nueva)\b|\btasa (?:de|por) (?:cobranza|cobro)\b/,
            /\b\d+(?:\.\d+)? ?% (?:a la|por|cada) (?:semana|dia)\b|\b\d+(?:\.\d+)? ?% (?:semanal|diario)\b/,
            /\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|cuotas?)(?: adicional(?:es)?)? (?:por|de) (?:procesamiento|servicio|conveniencia|manejo|administracion|cobranza|pago|tramite|tarjeta|telefono|papeleo|recuperacion|reapertura|reactivacion|expediente)\b/,
            /\b(?:cargo|tarifa|comision|recargo|multa|penalidad)(?: adicional)? de \$ ?\d+/,
            // A "cuota" is an instalment; with a fee's name it is a charge.
            // A charge for opening or joining a plan, or one the agency calls its own policy: "cargo de inscripción al plan", "es regla de la oficina".
            /\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|cuotas?)(?: adicional(?:es)?)? (?:por|de) (?:apertura|inscripcion|activacion|alta|afiliacion|configuracion|arreglo)\b|\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|intereses?)\b[^.!?]{0,90}\b(?:politicas?|reglas?|normas?) (?:de la (?:agencia|empresa|compania|oficina)|del despacho|internas?)\b/,
            /\bcuotas? (?:administrativas?|de (?:servicio|manejo|procesamiento|cobranza|tramite|mora|atraso|reconexion)|por (?:atraso|mora|retraso|manejo|servicio))\b/,
            /\$ ?\d+(?:\.\d{2})? (?:de )?(?:cargo|tarifa|comision|recargo|multa|penalidad)\b/,
            /\b(?:agreg|anad|sum|cobr|impon|aplic)\w*\b[^.!?]{0,25}\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|multas?|penalidad(?:es)?)\b/,
            /\b(?:pagar|cubrir|cobrarle|cobraremos|sumaremos|agregaremos)\w* (?:los |todos los )?(?:honorarios|gastos|costos) (?:de abogados?|legales|de cobranza|de la corte)\b/,
            /\b(?:manejo|administracion|mantenimiento) de (?:la )?cuenta\b|\bcobro por (?:manejo|procesamiento|tramite|servicio)\b|\b(?:agreg|sum|anad)\w* \$ ?\d+(?:\.\d{2})? (?:a su (?:saldo|cuenta|deuda)|de (?:cargo|recargo|comision))/,
            /\$ ?\d+(?:\.\d{2})? (?:adicionales|extra|de mas|mas) (?:de (?:procesamiento|manejo|servicio|tramite)|(?:si|por|para|cuando) (?:paga|pagar|usa|usar|el uso|tarjeta|procesar|telefono))\b|\b(?:costo|cargo|cobro) (?:adicional|extra)\b|\b(?:recargo|cargo|comision) (?:del|de) \d+ ?%/,
            /\$ ?\d+(?:\.\d{2})? (?:adicionales|extra|de mas|mas) (?:por|de) (?:la |el )?(?:transaccion|tarjeta|procesamiento|uso|servicio|tramite|manejo)\b/,
            /\b(?:por cada|cada)\b[^.!?]{0,40}\b(?:agreg|sum|anad|cobr|carg|factur)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*|\b(?:interes(?:es)?|cargos?|recargos?)\b[^.!?]{0,60}\b(?:politica (?:de la|de nuestra|interna)|a partir de (?:hoy|ahora|este mes))\b/,
          ],
        },
        // A charge the original agreement carries, said to be the agreement's, is the creditor's lawful charge (1692f(1) "expressly authorized by the agreement").
        {
          negatable: true,
          exempt: (sentence) => (FROM_THE_AGREEMENT.test(sentence) && !AGREEMENT_DENIED.test(sentence)) || FEE_OF_OTHERS.test(sentence),
        },
      ),
    ),
  },
  {
    id: 'postdated-check',
    citation: '15 U.S.C. 1692f(3),(4)',
    description: 'Solicitation of postdated checks',
    suggestion: () => 'Do not ask for postdated checks; offer a payment plan on the platform instead.',
    check: textRule(
      {
        en: [
          /\b(?:postdated|post dated|postdate|post date|postdating)\b/,
          /\bdate (?:the|your|a|each) (?:checks?|cheques?) (?:for|to|ahead|forward|in advance|later)\b/,
          /\b(?:checks?|cheques?) (?:dated|with dates) (?:for |in )?(?:the future|next|later|ahead|each month)\b/,
        ],
        es: [
          /\b(?:posfechad[oa]s?|postfechad[oa]s?|pos fechad[oa]s?)\b/,
          /\bcheques? con fecha (?:adelantada|futura|posterior|del proximo mes|de los proximos meses)\b/,
          /\bfech(?:e|ar|ado|ados) (?:el|los|su|sus) cheques? (?:para|a|con) (?:el (?:proximo|siguiente)|la proxima|fecha futura|mas adelante|cada mes)\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'third-party',
    citation: '15 U.S.C. 1692c(b); 12 CFR 1006.6(d)(1)',
    description: 'Disclosure of the debt to third parties',
    suggestion: () => 'Remove any mention of contacting other people about the debt.',
    check: exceptToTheConsumersSpouse(
      textRule(
        {
          en: [
            // Posting the debt where others see it, or others finding out, said as a prospect.
            // The reader asked to pass the debt on to someone else: "can you tell your dad he owes $1,240".
            /\b(?:can|could|would|will) you (?:please )?(?:tell|let|remind|give|pass (?:on|along) to)\b[^.!?]{0,10}\b(?:your|ur) (?:\w+ )?(?:mom|dad|mother|father|parents?|wife|husband|sister|brother|son|daughter|grandma|grandpa|roommate|boss)\b[^.!?]{0,40}\b(?:owes?|debt|balance|bill|pay|\$ ?\d)/,
            // A third person asked to pass the message on: "could you let Pastor Reyes know we need to hear from him about the balance".
            /\b(?:can|could|would|will) you (?:please )?(?:let|tell|remind|ask|have) (?!me\b|us\b|you\b|yourself\b)(?:[a-z]+ ){1,3}?(?:know|call|contact|reach out)\b[^.!?]{0,60}\b(?:balance|bill|debt|owes?|past due|collections?|payment)\b/,
            // The debt asked about in a group or online: "I'll just post in the moms group and ask if anyone knows how to reach you about the bill".
            /\bpost\w*\b[^.!?]{0,40}\b(?:group|facebook|page|nextdoor|instagram|tiktok|twitter|social media|feed|wall|forum|online)\b[^.!?]{0,80}\b(?:balance|bill|debt|owes?|past due|account|reach you|find you)\b/,
            // A third party told about the debt, said as done: "I messaged your parents about the $8,900", "told your dispatcher it was about the debt".
            /\b(?:told|messaged|dm'?d|texted|called|emailed|wrote to|let|informed|notified|reached out to|contacted)\b[^.!?]{0,10}\b(?:your|his|her)(?: \w+)? (?:parents?|mom|dad|mother|father|wife|husband|spouse|sister|brother|son|daughter|kids?|family|relatives?|grandparents?|boss|employer|manager|supervisor|dispatcher|foreman|coworkers?|co-workers?|commander|commanding officer|sergeant|landlord|neighbors?|neighbours?|pastor|church|friends?|roommates?|in-laws?)\b[^.!?]{0,60}\b(?:about|regarding|that you owe|it was about|know about)\b[^.!?]{0,30}\b(?:debt|balance|bill|loan|account|owe|\$ ?\d)/,
            /\b(?:post|posting|posted|list|listing|put|putting|share|sharing|publish\w*)\b[^.!?]{0,60}\b(?:facebook|instagram|twitter|tiktok|nextdoor|social media|bulletin board|newsletter|website|group chat|most delinquent|wall of shame)\b/,
            /\b(?:everyone|everybody|all of them|people|your (?:family|relatives|guests|neighbors|neighbours|coworkers|friends))\b[^.!?]{0,20}\b(?:found|find|finds|finding) out (?:about|that)\b/,
            new RegExp(
              String.raw`\b(?:we|i|we'll|i'll|we've|i've|we're|i'm|our (?:office|team|firm|staff|investigator)|someone from (?:our|the) (?:office|firm)|us)\b[^.!?]{0,30}\b(?:tell|telling|told|inform|informing|informed|notify|notifying|notified|contact|contacting|contacted|call|calling|called|phone|phoning|phoned|ring|ringing|email|emailing|text|texting|reach out to|reaching out to|reached out to|speak (?:to|with)|spoke (?:to|with)|spoken (?:to|with)|talk (?:to|with)|talked (?:to|with)|let|alert|write to|visit|mail)\b[^.!?]{0,20}\b(?:your |the )?${OTHERS}\b`,
            ),
            new RegExp(
              String.raw`\byour ${OTHERS} (?:will|is going to|are going to|may|might|could|would|should) (?:be )?(?:notified|told|informed|contacted|called|hear|find out|learn|know|get a call|receive)\b`,
            ),
            /\beveryone at your (?:work|job|office|church|school)\b/,
            new RegExp(
              String.raw`\b(?:a|one|the|my|our) (?:\w+ )?(?:call|letter|visit|email|message|note|text) (?:goes |is going |will go )?to your ${OTHERS}\b`,
            ),
            /\btag\w* you\b[^.!?]{0,60}\b(?:facebook|instagram|twitter|tiktok|public\w*|page|post|group|story|stories)\b/,
            // Softer: the employer "may need to verify your employment", a list of who owes posted in the building.
            new RegExp(
              String.raw`\b(?:we|i|we'll|i'll|we're|i'm|our (?:office|team|firm|staff)|us)\b[^.!?]{0,40}\b(?:confirm|verify|check|ask|reach|get in touch with|involve|loop in|send (?:a |an )?(?:letter|notice|message) to|mail|copy)\w*\b[^.!?]{0,30}\byour ${OTHERS}\b`,
            ),
            /\b(?:may|might|will|would|could|going to|have to|need to)\b[^.!?]{0,30}\b(?:verify|confirm|check) (?:your )?(?:employment|job|work status|income|wages)\b/,
            new RegExp(
              String.raw`\byour ${OTHERS} (?:has been (?:or|and) will be|(?:will|is going to|are going to|may|might|could|would|can)(?: \w+){0,2}?) (?:be )?(?:notified|told|informed|contacted|called|seeing|see|hear|find out|learn|get|receive|verify|confirm)\b`,
            ),
            new RegExp(String.raw`\byour ${OTHERS} (?:could|might|may|can|will) (?:help |)(?:nudge|remind|encourage|talk|convince|persuade|get|push) you\b`),
            /\b(?:post|put|display|list|publish|hang|pin|circulate|share)\w* (?:[a-z']+ ){0,4}?(?:names?|list|notice|flyer|photo|picture)\b[^.!?]{0,40}\b(?:lobby|bulletin board|notice board|community board|front desk|break room|newsletter|mailroom|elevator|entrance|hallway|building)\b/,
            /\blist of (?:residents|tenants|people|debtors|neighbou?rs|members|employees|customers|accounts)\b[^.!?]{0,40}\b(?:owe|overdue|delinquent|behind|unpaid|late|debts?)\b/,
            // Written to someone other than the consumer: "please tell your brother he owes", "her balance is past due".
            /\b(?:his|her|their) (?:past due |overdue |outstanding |unpaid )?(?:debt|balance|account|bill|loan|arrears|collection account)\b|\b(?:he|she) (?:still )?(?:owes|is behind|hasn't paid|has not paid|defaulted|never paid)\b|\b(?:he|she)(?:'s| has) (?:still |fallen |gotten |been )?(?:behind|overdue|past due|late on)\b/,
            // A third person asked to relay or to act on the debt: "tell her the $600 is overdue", "could you knock on his door about it".
            /\b(?:tell|remind|let|ask|warn|nudge|get|have) (?:him|her|them)\b[^.!?]{0,80}(?:\b(?:owes?|behind|past due|overdue|balance|debt|bill)\b|\$ ?\d)/,
            // The debt written where a group reads it: "hi everyone", "replying here in the group", "one of you could remind her".
            new RegExp(String.raw`${GROUP_ADDRESSED}[\s\S]{0,200}?${DEBT_WORDS}|${DEBT_WORDS}[\s\S]{0,200}?${GROUP_ADDRESSED}`),
            // The debt told by its nature to someone else: "told the receptionist it was about a money matter you keep avoiding".
            /\b(?:told|explained to|mentioned to|said to|let|informed)\b (?!you\b|yourself\b)(?:[a-z']+ ){1,3}?(?:that )?(?:it|this|the call|my call|the message)(?:'s| is| was| had to do with| has to do with) (?:about |regarding |concerning |over |with )?(?:a |an |the |your |his |her |some )?(?:\w+ ){0,2}?(?:financial|money|debt|bill|billing|payment|collection|overdue|past due|unpaid|outstanding|balance)\w*\b/,
            /\b(?!(?:you|who|which|that|it|nobody|one|everyone|anyone|what|still)\b)[a-z]+ (?:still )?owes (?:us|\$|money|a balance|the balance|on)\b/,
            /\b(?:call|contact|phone|email|fax|text|notify|tell|inform)(?:s|ed|ing)? (?!you\b)(?:\w+ ){0,2}?your (?:job|office|work|workplace|company|place of (?:work|employment)|job site)\b/,
            new RegExp(
              String.raw`\b(?:tell|let|ask|remind|have|get|pass (?:this|it|the message|along)(?: along| on)? to)\b[^.!?]{0,10}\byour ${OTHERS}\b[^.!?]{0,40}\b(?:know|call|pay|contact|reach|owes?|debt|balance|account|bill)\b`,
            ),
            /\b(?:left|gave|explained|told|mentioned|discussed|shared)\w*\b[^.!?]{0,40}\b(?:with|to) (?:the )?(?:person|woman|man|lady|guy|gentleman|someone|whoever|girl|boy|kid|child|teenager)\b[^.!?]{0,10}\b(?:who|that)? ?(?:answered|picked up)\b|\bsomeone at your (?:job|office|work|building|house|home|church)\b[^.!?]{0,20}\b(?:told|informed|contacted|know|knows|hear|aware)\b|\b(?:have a word|ask around)\b[^.!?]{0,20}\b(?:your|the) (?:manager|boss|neighbou?rhood|building|office|work|neighbou?rs)\b/,
            // A third person who asked about the consumer's debts answered: "your neighbor asked whether you owed anything; we said you did".
            /\b(?:asked|asking|called (?:to ask|asking)|wanted to know)\b[^.!?]{0,30}\b(?:if|whether) you (?:had|have|owed?|were behind)\b[^.!?]{0,50}[.!?,;]?\s*(?:and )?(?:we|i) (?:told|said|confirmed|let)\b[^.!?]{0,15}\b(?:yes|you did|you do|that you (?:do|did))\b/,
            // A disclosure voiced as a regret or done through an office where the consumer lives: "I'd hate to have to explain this loan to your shift supervisor", "go over the bill with the front office at your care home".
            new RegExp(
              String.raw`\b(?:hate|would hate|'d hate|rather not|don't want|do not want|wouldn't want|would not want) to (?:have to )?(?:explain|mention|discuss|bring up|go over|raise|describe|bring)\b[^.!?]{0,50}\b(?:to (?:your (?:\w+ ){0,2}?\w+)|with (?:your |the )?(?:\w+ )?${OTHERS})\b`,
            ),
            /\b(?:go over|discuss|explain|bring up|talk about|review)\b[^.!?]{0,40}\bwith (?:the |someone (?:in|at) the )?(?:\w+ ){0,2}?(?:office|staff|desk|manager|administrator)\b (?:at|of|in) your\b/,
            // The disclosure told as done: "I explained the balance to your sister", "your boss was informed", "I filled him in on the balance".
            /\b(?:fill|filled|filling) (?:him|her|them) in (?:on|about) (?:the|your|this) (?:\w+ ){0,2}?(?:balance|debt|account|bill|loan|arrears)\b|\b(?:explained|mentioned|told|gave)\b[^.!?]{0,10}\b(?:the|your) (?:\w+ ){0,2}?(?:balance|debt|arrears) to (?:him|her|them)\b/,
            // The disclosure voiced as help: a note to a relative about the overdue payments "so she can help you catch up",
            // the debt explained to a neighbour who will "let you know".
            /\b(?:i|we)(?:'ll|'ve|'d| will| would| have| can| could| just| already| went ahead and| am going to|'m going to| are going to|'re going to)?(?: go ahead and| just| also| quickly)? (?:send|sent|write|wrote|text|texted|email|emailed|mail|mailed|give|gave|leave|left|drop|dropped|pass|passed)\w* (?:her|him|them)\b(?! (?:to|over to|back to) you\b| your way\b)[^.!?]{0,60}\b(?:explain\w*|about|regarding|re|covering|detailing|listing|on|of|with)\b[^.!?]{0,40}\b(?:past due|overdue|late|behind|balance|debt|bill|installments?|payments?|arrears|owe\w*)\b/,
            /\bso (?:she|he|they) (?:can|could|will|would|might) (?:help (?:you )?(?:get (?:caught up|current|back on track)|catch up|pay|cover|settle|sort out|with (?:the|your|this) (?:\w+ ){0,2}?(?:bill|balance|payments?|debt|account|installments?))|(?:remind|nudge|push|get) you to pay)\b/,
            /\b(?:i|we|and|then) (?:explained|mentioned|told (?:her|him|them)|let (?:her|him|them) know|informed (?:her|him|them)|said)(?: to (?:her|him|them))?(?: that)? you(?:'re| are| were|'ve| have| had)? (?:been |fallen |gotten |still |a bit |a little |way |pretty )*(?:behind|late|past due|overdue|delinquent|in arrears|owing|owe)\b(?=[^.!?]{0,80}\b(?:she|he|they)(?:'d|'ll| would| will| said| says| promised| agreed| offered| can| could)\b)|\b(?:i|we) (?:explained|mentioned|told (?:her|him|them)|let (?:her|him|them) know|informed (?:her|him|them))(?: to (?:her|him|them))?(?: that)? you(?:'re| are| were|'ve| have| had)? (?:been |fallen |gotten |still |a bit |a little |way |pretty )*(?:behind|late|past due|overdue|delinquent|in arrears|owing|owe)\b(?<=\b(?:she|he|they|your (?:\w+ )?(?:neighbou?r|daughter|son|sister|brother|mother|father|mom|dad|wife|husband|aunt|uncle|cousin|roommate|landlord))\b[\s\S]{0,160})/,
            new RegExp(
              String.raw`\b(?:explain|mention|discuss|shar|disclos|left|leave|gave|give|forward|cc|copied|copy|talked|spoke|went over|brought up|told|tell|notif|inform|let|emailed|called|texted|faxed|mailed|sent)\w*\b[^.!?]{0,40}\b(?:with|to) your ${OTHERS}\b`,
            ),
            new RegExp(
              String.raw`\byour ${OTHERS} (?:was|were|has been|have been|now|already|is now|are now)\b[^.!?]{0,15}\b(?:told|informed|notified|contacted|called|made aware|sent|knows?|aware)\b`,
            ),
            new RegExp(
              String.raw`\byour ${OTHERS} (?:will|is going to|are going to|may|might|could|would) (?:be )?(?:getting|receiving|get|receive) (?:a |an )?(?:call|letter|message|visit|email)\b`,
            ),
            /\b(?:hr|human resources|payroll|your employer|your boss|your manager)\b[^.!?]{0,25}\b(?:gets?|will get|receives?|will receive) (?:a copy|notice|a call|a letter|word|the file|a heads up)\b/,
            /\b(?:listed|posted|named|published|printed|shown)\b[^.!?]{0,40}\b(?:bulletin board|newsletter|lobby|notice board|community board|clubhouse|mailroom|elevator)\b/,
          ],
          es: [
            new RegExp(
              String.raw`\b(?:(?:vamos|voy|tendremos que|tendre que|podriamos|podemos) a? ?(?:\w+ )?(?:llamar|hablar|contactar|avisar|informar|decir|contar|visitar|escribir|notificar)\w*|(?:llamaremos|hablaremos|contactaremos|avisaremos|informaremos|diremos|contaremos|visitaremos|escribiremos|notificaremos|llamare|hablare|contactare|avisare|informare|dire|contare|dijimos|llamamos|hablamos|contactamos|ya hablamos))\b[^.!?]{0,20}\b(?:a |con )?${OTHERS_ES}\b`,
            ),
            new RegExp(
              String.raw`\b${OTHERS_ES} (?:se (?:va|van) a enterar|se entera\w*|se enter(?:e|en)|lo sepa\w*|sepa\w*|(?:va|van) a saber|sabra\w*|recibira\w* (?:una )?(?:llamada|carta|visita|mensaje)|(?:sera|seran) (?:notificad|informad|contactad|llamad)\w*)\b`,
            ),
            /\btodos en su (?:trabajo|oficina|iglesia|escuela)\b/,
            new RegExp(
              String.raw`\b(?:vamos a|voy a|tendremos que|tendriamos que|tendre que|podriamos|podemos|podria|debemos|deberiamos)\b[^.!?]{0,20}\b(?:comunicar|contactar|llamar|hablar|verificar|confirmar|preguntar|avisar|informar|consultar|escribir)\w*\b[^.!?]{0,20}\b(?:a |con )?${OTHERS_ES}\b`,
            ),
            new RegExp(
              String.raw`\b${OTHERS_ES} (?:podria|podrian|puede|pueden|va a|van a|tendra que|tendran que) (?:enterarse|saber\w*|recibir|ver|verificar|confirmar|llamar)\w*`,
            ),
            /\bverificar (?:su |tu )?(?:empleo|trabajo|sueldo|salario)\b/,
            new RegExp(
              // What the consumer told the firm ("usted nos dijo que su hijo…") is not the firm telling anyone.
              String.raw`(?<!\b(?:usted|ud|nos|me|tu|te) )\b(?:explic|mencion|coment|hablamos|hable|hablo|deje|dejamos|dejo|dij|contamos|conte|compart|informamos|avisamos|notificamos|enviamos|mandamos|llamamos|llame)\w*\b[^.!?]{0,40}\b(?:a |con )?${OTHERS_ES}\b`,
            ),
            // La deuda contada como ayuda: una nota a un familiar "para que le ayude a ponerse al corriente".
            new RegExp(
              String.raw`(?<!\b(?:usted|ud|nos|me|tu|te) )\b(?:mand|envi|escrib|dej|pas)\w*\b[^.!?]{0,40}\ba ${OTHERS_ES}\b[^.!?]{0,60}\b(?:atrasad[oa]s?|vencid[oa]s?|pendientes?|debe|deuda|saldo|pagos?|cuotas?|mensualidades)\b`,
            ),
            /\bpara que (?:ella|el|ellos|ellas)? ?(?:le|te|les) (?:ayude|ayuden|eche la mano|echen la mano) (?:a |con )(?:ponerse al (?:dia|corriente)|pagar|cubrir|liquidar|salir de|(?:la|el|los|las|esta|este|su) (?:\w+ ){0,2}?(?:deuda|saldo|pagos?|cuotas?|cuenta))\b|\bpara que (?:le|te|les) (?:recuerde|recuerden|insista|insistan) (?:que|en) pag\w*/,
            /\b(?:persona|senora|senor|muchacho|muchacha|joven|nino|nina) que (?:contesto|respondio)\b|\b(?:preguntaremos|vamos a preguntar|hablaremos|hablamos)\b[^.!?]{0,20}\b(?:sus|tus) vecinos\b/,
            /\bla deuda de (?:su|tu) \w+\b|\b(?:digale|dile|avisele|avisale|recuerdele|pidale)\b[^.!?]{0,10}\b(?:a )?(?:su|tu) \w+\b[^.!?]{0,30}\b(?:debe|deuda|saldo|pague|nos llame|llamarnos)\b/,
            // Someone else asked to pass the debt on: "dile que le escribimos por los $900 que debe", "avísele que está atrasada".
            /\b(?:digale|dile|digales|avisele|avisale|aviseles|recuerdele|recuerdale|comentele|comentale|pasele el (?:recado|mensaje)|dele el (?:recado|mensaje))\b[^.!?]{0,100}(?:\b(?:debe|deuda|saldo|atrasad[oa]s?|pague)\b|\$ ?\d)/,
            new RegExp(String.raw`${GROUP_ADDRESSED_ES}[\s\S]{0,200}?${DEBT_WORDS_ES}|${DEBT_WORDS_ES}[\s\S]{0,200}?${GROUP_ADDRESSED_ES}`),
            /\b(?:le|les) (?:dije|dijimos|explique|explicamos|comente|comentamos|avise|avisamos) a (?!usted\b)(?:[a-z]+ ){1,3}?que (?:era|es|se trataba|se trata) (?:de|por|sobre) (?:un |una |la |el |su )?(?:\w+ ){0,2}?(?:deuda|dinero|cuenta|pago|saldo|cobro|asunto (?:financiero|de dinero))\b/,
            new RegExp(
              String.raw`\b${OTHERS_ES} (?:ya )?(?:sabe|saben|se entero|se enteraron|fue informad|fueron informad|fue notificad|fue contactad|esta enterad|estan enterad)\w*`,
            ),
            /\b(?:poner|publicar|colgar|pegar|exhibir|circular|compartir)\w* (?:[a-z]+ ){0,4}?(?:nombres?|lista|aviso|foto)\b[^.!?]{0,40}\b(?:entrada|vestibulo|lobby|edificio|tablero|cartelera|boletin|pasillo|elevador|ascensor|iglesia)\b|\blista de (?:morosos|deudores)\b/,
          ],
        },
        {
          negatable: true,
          exemptClause: isConsumerChoice,
          exempt: isLocationContact,
          // Implied: the threat is the suggestion that others will learn of the debt.
          implied: {
            en: [
              new RegExp(
                String.raw`\b(?:if|before|when|once|until) your ${OTHERS} (?:finds?|found|hears?|heard|learns?|learned|knows?|knew|sees?|saw|gets? wind|gets? (?:a )?(?:call|letter|message|visit))\b`,
              ),
              new RegExp(String.raw`\b(?:does|do|did|would|will) your ${OTHERS} know\b`),
              new RegExp(
                String.raw`\b(?:your ${OTHERS}|(?:the )?other (?:parents|tenants|residents|members|families|employees|neighbou?rs|customers|students|people|moms|dads))\b[^.!?]{0,40}\b(?:might|may|would|could) (?:\w+ )?(?:like|love|want|be (?:interested|curious|surprised|shocked)) to (?:know|hear|learn|find out)\b`,
              ),
              /\b(?:haven't|have not|hasn't|has not|didn't|did not)\b[^.!?]{0,20}\b(?:said|told|mentioned|shared|say|tell|mention|share|called|contacted)\b[^.!?]{0,30}\b(?:anything|anyone|anybody|a word|a soul|them|him|her)\b\W{0,8}(?:yet|so far|for now)\b/,
              new RegExp(
                String.raw`\b(?:want|like|should|shall)\b[^.!?]{0,15}\b(?:me|us|i|we) (?:to )?(?:send|forward|copy|cc|share|show|mail|email|text)\b[^.!?]{0,30}\b(?:to (?:them|him|her)|(?:to )?your ${OTHERS})\b`,
              ),
              new RegExp(String.raw`\bwhat (?:would |will |might )?your ${OTHERS} (?:would |will |might )?(?:think|say)\b`),
              new RegExp(
                String.raw`\b(?:wouldn't|would not|don't|do not|hate (?:for|to have)|hate it if) (?:want )?(?:for )?your ${OTHERS} to (?:know|find out|hear|learn|see)\b`,
              ),
            ],
            es: [
              new RegExp(
                String.raw`\b(?:si|antes de que|cuando|hasta que) ${OTHERS_ES} (?:se entera\w*|se entere\w*|sabe|sepa\w*|lo sabe|lo sepa\w*|ve|vea\w*|recib\w* (?:noticias|una llamada|una carta|un mensaje))\b`,
              ),
              new RegExp(String.raw`\bque (?:pensaria|diria|va a pensar|dira|pensara)n? ${OTHERS_ES}\b`),
              /\b(?:todavia|aun|por ahora|hasta ahora) no (?:le |les )?(?:he|hemos) (?:dicho|contado|comentado|avisado|llamado|mencionado)\b|\bno (?:le |les )?(?:he|hemos) (?:dicho|contado|comentado|avisado|mencionado) (?:nada|a nadie)\b\W{0,8}(?:todavia|aun|por ahora)\b/,
              /\bque (?:les|se los?|se las?) (?:mande|envie|pase|comparta|muestre|reenvie|mandemos|enviemos)\b|\b(?:quiere|quieres|prefiere|prefieres|desea|deseas)\b[^.!?]{0,15}\b(?:mande|envie|pase|comparta)\w*\b[^.!?]{0,30}\ba (?:ellas|ellos)\b/,
              new RegExp(
                String.raw`\b(?:no (?:querra|quiere|quisiera|le gustaria)|seria una (?:pena|lastima|verguenza))\b[^.!?]{0,20}\bque ${OTHERS_ES} (?:se enter|sep|lo sep|sup|vea)\w*`,
              ),
            ],
          },
        },
      ),
    ),
  },
  {
    id: 'cease-communication',
    citation: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
    description: 'Contact after the consumer asked the firm to stop',
    suggestion: () => 'The consumer asked the firm to stop contact: send nothing unless they write again.',
    check: (m, ctx) => {
      if (!ctx.isCeaseRequested) return null;
      const cease = 'the consumer asked the firm to stop contacting them';
      // A channel said to fall outside the request is contact after it, whatever the rest says.
      const carvedOut = matchAll(m, CHANNEL_CARVED_OUT, { negatable: false });
      if (carvedOut.length > 0) return { action: 'block', triggers: [cease, ...carvedOut] };
      // 1692c(c)(1)-(3): a message only saying that further efforts end, or that a specified remedy may or will be invoked, is allowed.
      if (
        !asksForPayment(m) &&
        !remindsOfBalance(m) &&
        (/\b(?:we(?:'ll| will)|this is (?:our|my) (?:last|final) message|confirm\w*|acknowledg\w*|as you (?:requested|asked)|per your (?:request|letter))\b[^.!?]{0,40}\b(?:stop|cease|no further|no longer|not contact|not (?:call|message|write|text)|end\w*|terminat\w*|clos\w*)\b/.test(
          m.n.text,
        ) ||
          /\b(?:dejaremos de|dejamos de (?:comunicarnos|contactarl[oae]|escribirle|llamarle)|no (?:le |lo |la )?(?:volveremos a|vamos a volver a) (?:contactar|llamar|escribir)|suspender\w* (?:todo )?(?:el )?contacto|cesar\w* (?:toda )?(?:la )?comunicacion|no (?:le )?(?:contactaremos|escribiremos|llamaremos) mas|ya no (?:le |lo |la )?(?:vamos a|volveremos a|va a) (?:contactar|llamar|escribir|molestar)|(?:confirm|acus)\w* (?:recibo|su solicitud))\b/.test(
            m.n.text,
          ) ||
          /\b(?:may|might|intends? to|will|plans? to|puede|podria|tiene la intencion de|piensa)\b[^.!?]{0,30}\b(?:invoke|pursue|exercise|use|invocar|ejercer|utilizar|usar|recurrir a)\b[^.!?]{0,40}\b(?:remed\w*|recursos?)\b/.test(
            m.n.text,
          ) ||
          // The termination notice in other words ("no further messages will be sent", "this is the last message you'll receive"),
          // and a specified remedy the creditor intends to invoke ("our client intends to file suit").
          /\b(?:no (?:further|more) (?:contact|communications?|messages?|calls?|letters?|collection|offers?|texts?|emails?)|(?:last|final) (?:message|communication|contact|letter)|(?:stop|stopping|cease|ceasing|end|ending|terminat\w*|discontinu\w*|clos\w*) (?:all |our |any |further |of )*(?:contact|communications?|collection|efforts|messages|calls|file)|(?:not|won't|will not|no longer) (?:contact|message|call|write to|text|email) you(?: again| further| anymore)?|ultimo mensaje|no (?:recibira|le enviaremos|le escribiremos) mas|cerr\w* (?:el|su|nuestro) (?:expediente|archivo|caso)|(?:terminamos|suspendemos|cesamos) (?:todo |el )?(?:contacto|cobro|comunicacion))\b/.test(
            m.n.text,
          ) ||
          /\b(?:client|creditor|we|cliente|acreedor)\b[^.!?]{0,20}\b(?:will|piensa)\b[^.!?]{0,15}\b(?:file|bring|sue|pursue|presentar|demandar|interponer)\w*|\b(?:intends? to|has decided to|decided to|plans? to|tiene la intencion de|ha decidido|decidio|decidimos)\b[^.!?]{0,15}\b(?:file|bring|sue|pursue|presentar|demandar|interponer)\w*/.test(
            m.n.text,
          ))
      )
        return null;
      return { action: 'block', triggers: [cease] };
    },
  },
  {
    id: 'represented-consumer',
    citation: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)',
    description: 'Contact with a consumer known to be represented by an attorney',
    suggestion: () => "The consumer has an attorney: contact the consumer's attorney instead.",
    check: (m, ctx) => {
      if (!ctx.isRepresented) return null;
      const lawful = matchAll(m, ASKS_FOR_THE_ATTORNEY, { negatable: false }).length > 0 || matchAll(m, ATTORNEY_SILENT, { negatable: false }).length > 0;
      if (lawful && !asksForPayment(m) && !remindsOfBalance(m)) return null;
      return { action: 'block', triggers: ['the account is flagged as represented by an attorney'] };
    },
  },
  {
    id: 'inconvenient-time',
    citation: `15 U.S.C. 1692c(a)(1); 12 CFR ${CONTACT_WINDOW.section}`,
    description: `Contact before ${START} or after ${END} at the consumer's location`,
    suggestion: () => `The message is held and delivered at ${START} in the consumer's time zone.`,
    check: (_m, ctx) => (ctx.holdUntil ? { action: 'hold', triggers: [`outside ${START}–${END} in the consumer's time zone`] } : null),
  },
  {
    id: 'time-barred',
    citation: '12 CFR 1006.26(b)',
    description: 'Suit or threat of suit on a time-barred debt',
    suggestion: () => 'Do not mention suit or court: the debt is past the statute of limitations.',
    check: textRule(
      {
        en: [
          /\b(?:sue|suing|sued|lawsuit|suit|legal action|court|judgment|judgement|litigation|litigate|legal proceedings|file (?:a )?(?:claim|case)|judges?|small claims|magistrate|summons|process server|trial|legal (?:steps|route|remedies|options|proceedings|process|rights|avenues?|means|recourse))\b/,
          /\b(?:civil complaint|get served|be served|served with (?:a |the )?(?:suit|lawsuit|papers|summons)|proceed (?:with|to) (?:a |the )?(?:civil|legal|court))\b/,
          // A filing said possible anywhere: "we can still file in your new county".
          /\b(?:we|they|our client|the (?:creditor|firm))(?:'ll| will| can| could| may| might| are going to| plan to) (?:still |just |easily )?(?:file|refile)\b(?! (?:a |the |your )?(?:dispute|complaint with|report|claim with (?:your|the) insurer))/,
          /\b(?:file|files|filed|filing) (?:on|against)\b|\b(?:goes|going|go|heads?|sent|send|moves?|moving|headed|heading) (?:over )?to legal\b|\b(?:whether|if) to file\b|\bget(?:s)? filed\b/,
        ],
        es: [
          /\b(?:demand(?:a|as|ar|arl[oa]|arle|aremos|amos|ara|aran|ad[oa])|juicio|tribunal(?:es)?|corte|sentencia|accion(?:es)? legal(?:es)?|proceso (?:legal|judicial)|litigi\w*|juez|jueza|juzgado|reclamos menores|via (?:legal|judicial)|audiencia)\b/,
          /\bllevar(?:te|le|lo|la)? a (?:court|corte|juicio|la corte)\b|\b(?:te|le) (?:podemos|vamos a|van a) (?:llevar|demandar)\b/,
          /\b(?:podemos|podriamos|vamos a|van a|puede|pueden) (?:todavia )?(?:presentar|meter|poner|interponer)(?:la|lo)? (?:el caso |la demanda )?(?:donde|en (?:el condado|la corte|el estado))\b/,
          /\b(?:va|van|pasa|pasan|se va) (?:para|a) (?:legal|el departamento legal|abogados)\b/,
        ],
      },
      { negatable: true, when: (ctx) => ctx.isTimeBarred },
    ),
  },
  {
    id: 'overshadowing',
    citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(b)',
    description: 'A demand that overshadows the right to dispute, or collection on a disputed debt before verification',
    suggestion: (ctx) =>
      ctx.isDisputed && !ctx.isDisputeVerified
        ? 'The debt is disputed: send verification before asking for payment.'
        : 'During the validation period, do not demand payment by a deadline; the consumer may still dispute the debt.',
    check: (m, ctx) => {
      const demands: Patterns = { en: [], es: [] };
      if (ctx.isInValidationPeriod) {
        demands.es.push(
          /\bdisput\w*\b[^.!]{0,60}\b(?:se acaba|se acaban|vence|vencen|termina|terminan|expira)\b[^.!?]{0,20}\b(?:hoy|manana|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b|\bsin importar (?:su |la )?disputa\b/,
          /\b(?:pag\w*|llam\w*|respond\w*|liquid\w*|comuniquese)\b[^.!?]{0,30}\b(?:en|dentro de) (?:las proximas |los proximos )?(?:\d+|un|una|dos|tres|unos|unas|24|48|72) (?:horas?|dias?(?: habiles)?)\b/,
          /\b(?:pag\w*|liquid\w*|respond\w*)\b[^.!?]{0,25}\b(?:de inmediato|inmediatamente|ahora mismo|hoy mismo|hoy|manana|esta noche|cuanto antes|ya mismo|antes del (?:lunes|martes|miercoles|jueves|viernes|fin de semana))\b/,
          /\b(?:ignore|ignorar|olvide|olvidese de|no se preocupe por)\b[^.!?]{0,15}\b(?:la |su |cualquier |el |esa |ese )?(?:disputa|validacion|aviso|notificacion|derechos|carta)\b/,
          /\bno (?:tiene|hay) (?:sentido|tiempo|caso|razon) (?:en |para )?disput\w*/,
          /\bsi (?:usted |tu )?(?:se )?(?:espera|esperas|aguarda) (?:los |sus |a que pasen los )?(?:30|treinta) dias\b|\b(?:disput\w*|(?:30|treinta) dias|aviso|derechos)\b[^.!?]{0,40}\bletra (?:chiquita|pequena|menuda|chica)\b/,
          /\bdisput\w*\b[^.!?]{0,30}\b(?:tiene que|tienen que|debe|deben|solo (?:puede|pueden)) (?:ser|hacerse|presentarse|hacerla)\b[^.!?]{0,20}\b(?:por telefono|en persona|notariad\w*|ante notario)\b|\bpara que (?:la disputa )?(?:sea|cuente como) valid\w*\b|\bpor que esperar\b|\bempeora (?:cada|con cada) dia\b/,
          /\b(?:ultima|unica) (?:oportunidad|advertencia)\b|\bultimo aviso\b/,
          /\b(?:fecha limite|plazo (?:final|vence)|actue ahora|el tiempo se (?:acaba|agota)|vence (?:hoy|esta noche|manana))\b/,
          // Dispute rights made to look futile or costly, or outrun by a deadline inside the period.
          ...DISPUTE_WAVED_ASIDE.es,
          /\bno (?:se moleste|pierda (?:su |el )?tiempo|vale la pena|tiene caso|tiene sentido)\b[^.!?]{0,15}\b(?:en |con )?disput\w*/,
          /\bsi (?:usted )?(?:\w+ )?(?:disputa|impugna|cuestiona)\w*\b[^.!?]{0,40}\b(?:oferta|descuento|acuerdo|plan)\b[^.!?]{0,25}\b(?:se cancela|desaparece|se pierde|ya no|queda anulad|vence|se retira|termina)\w*|\b(?:oferta|descuento)\b[^.!?]{0,30}\b(?:se cancela|desaparece|se pierde|queda anulad\w*|se retira|termina)\b[^.!?]{0,15}\bsi (?:usted )?disputa\w*/,
          /\b(?:pura|puro|mera|mero) (?:formalidad|tramite)\b|\b(?:el )?pago\b[^.!?]{0,15}\b(?:se vence|vence|es para|toca)\b[^.!?]{0,15}\b(?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana)\b[^.!?]{0,10}\b(?:igual|de todos modos|de todas formas)\b|\b(?:solo|nada mas|una) (?:es )?(?:un )?(?:tramite|formalidad)\b|\brenunci\w* (?:a )?(?:su )?derechos? (?:a|de) disput\w*|\b(?:llame|responda|comuniquese|contestenos)\b[^.!?]{0,25}\b(?:hoy|antes del? (?:lunes|martes|miercoles|jueves|viernes|fin del dia)|de inmediato|cuanto antes)\b/,
          /\bpag\w*\b[^.!?]{0,30}\bantes de (?:que (?:se )?(?:acaben|cumplan|terminen|venzan|pasen) )?(?:los |sus )?(?:30|treinta) dias\b|\b(?:tiene que|debe) pagar (?:hoy|ya|ahora|de inmediato|inmediatamente)\b/,
          /\b(?:oferta|descuento|precio|monto|rebaja|quita|ahorro)\b[^.!?]{0,40}\b(?:vence|termina|expira|se acaba|desaparece|solo es valid[oa]|valid[oa] solo|solo vale)\b[^.!?]{0,20}\b(?:hoy|esta noche|manana|en \d+ horas)\b/,
          // Payment put ahead of the dispute, the notice waved aside, a count of days to pay inside the period.
          /\bdisput\w*\b[^.!]{0,60}\b(?:pero|igual|de todos modos|mientras tanto|primero)\b[^.!?]{0,40}\b(?:tiene que|debe|necesita|se tiene que|hay que)\b[^.!?]{0,20}\bpag\w*|\bdisput\w*\b[^.!]{0,60}\bmientras tanto\b[^.!?]{0,40}\bpag\w*/,
          /\bsolo (?:el pago|pagando|un pago) (?:detiene|para|frena|termina) (?:este proceso|esto|el proceso)\b|\b(?:plazo|periodo) (?:de|para) (?:disputa|disputar)\b[^.!?]{0,40}\bno (?:aplica|cuenta)\b|\btiene (?:[1-9]|1\d|2\d|cinco|siete|diez|quince) dias para (?:pagar o disputar|disputar)\b|\b(?:asumiremos|vamos a asumir|daremos por hecho) que no (?:disputa|va a disputar)\b/,
          /\bno importa lo que (?:diga|dice|digan) (?:la |el )?(?:carta|aviso|notificacion)\b|\b(?:tiene|le doy|te doy|cuenta con) (?:\d+|un|una|dos|tres|cinco|siete|diez) (?:dias?|horas?) para (?:pagar|liquidar|saldar)\b/,
          /\b(?:no (?:le )?haga caso|haga caso omiso|no se fije|no (?:le )?preste atencion)\b[^.!?]{0,20}\b(?:(?:30|treinta) dias|disputa|validacion|aviso|carta|notificacion|derechos|plazo)\b|\bpara que (?:esperar|espera|disputar|disputa)\b/,
          // Disputar sale caro dentro del plazo: se pierde el descuento, la oferta vence antes, el aviso para después.
          /\bsi (?:usted |tu )?(?:\w+ ){0,3}?(?:disput|impugn|cuestion|reclam)\w*\b[^.!?]{0,30}\b(?<!\b(?:no|nunca|ni) )(?:pierde|perdera|va a perder|se queda sin|se despide de)\b[^.!?]{0,25}\b(?:oferta|descuento|plan|planes|acuerdo|rebaja|precio)\b|\bdisputa\w*\b[^.!?]{0,15}\b(?:le cuesta|le costara|le va a costar|significa perder)\b[^.!?]{0,15}\b(?:oferta|descuento|plan|acuerdo|rebaja)\b/,
          /\b(?:lea|revise|vea|mire|lee|revisa|leer|revisar|ver)\b (?:el |la |su |los |las )?(?:aviso|carta|notificacion|validacion|derechos|papeles)\w*\b[^.!?]{0,25}\b(?:despues|luego|mas tarde|otro dia|en otro momento|cuando (?:pague|haya pagado))\b|\bdisput\w*\b[^.!?]{0,15}\bno (?:se )?(?:aceptan|acepta|admiten|admite|permiten|permite|reciben|recibe|procesan)\b/,
          new RegExp(
            String.raw`\bpara (?:evitar|que no) (?:que )?(?:esto |la cuenta |el caso |el asunto )?(?:escale|se escale|pase a mayores|suba de nivel)\b|\bnecesit\w* (?:los |el |unos )?\$ ?\d[\d,.]*\b[^.!?]{0,25}\b(?:para el|antes del?|a mas tardar el|el) (?:${DAY_ES}|manana)\b`,
          ),
          /\b(?:no espere|no hace falta esperar|no tiene que esperar|olvidese de|olvidate de) (?:los |el plazo de |sus )?(?:30|treinta) dias\b|\b(?:eso de )?disputar (?:no (?:le|te) conviene|no sirve de nada|solo (?:retrasa|complica|atrasa))\b|\bno (?:le|te) conviene disputar\b/,
        );
        demands.en.push(
          // The offer lost by disputing or asking for validation; the rights called beside the point; a deal to take before disputing.
          /\b(?:offer|deal|discount|settlement|price|rate)\b[^.!?]{0,40}\b(?:disappears?|goes away|gone|vanish\w*|off the table|dies|is void|ends|expires|is dead)\b[^.!?]{0,30}\b(?:if|once|when|the (?:second|minute|moment)) you (?:\w+ )?(?:disput|request|ask for|demand|challeng|send)\w*|\b(?:disput|request|ask for|challeng)\w*\b[^.!?]{0,40}\b(?:offer|deal|discount|settlement)\b[^.!?]{0,20}\b(?:disappears?|goes away|is gone|vanish\w*|off the table|dies|is void|ends|expires)\b/,
          /\b(?:30|thirty)[- ]?day (?:thing|stuff|notice|letter|period|window|rule)\b[^.!?]{0,30}\b(?:separate|doesn't matter|does not matter|irrelevant|not important|formality|don't worry|nothing to do with)\b|\b(?:before|instead of) you (?:even )?(?:think about|get around to|start|bother)\w* (?:disput|validat|challeng|writ)\w*/,
          /\b(?:spend|waste)\b[^.!?]{0,25}\b(?:writing|sending|mailing) (?:us )?(?:letters|disputes|requests)\b[^.!?]{0,60}\b(?:or|instead)\b[^.!?]{0,40}\b(?:offer|deal|discount|settle|take)\w*/,
          /\bregardless of (?:any|your|the)? ?disput\w*|\btechnically (?:have|got|get) (?:30|thirty) days\b|\b(?:offer|deal|price|discount)\b[^.!?]{0,20}\b(?:valid|good) (?:for )?today only\b|\bto avoid (?:further )?(?:escalation|legal action|legal process)\b/,
          /\b(?:pay|payment|paid|call|respond|settle)\b[^.!?]{0,30}\b(?:within|in) (?:\d+|one|two|three|a few|24|48|72) (?:hours?|days?|business days?)\b/,
          /\bor else\b/,
          /\b(?:pay|payment|paid|settle|respond)\b[^.!?]{0,25}\b(?:immediately|right now|right away|today|asap|by tomorrow|tonight|by (?:monday|tuesday|wednesday|thursday|friday|end of (?:day|the day|the week)|noon))\b/,
          /\b(?:ignore|disregard|forget about|don't bother with)\b[^.!?]{0,15}\b(?:the |your |any |that )?(?:dispute|validation|notice|rights|letter)\b/,
          /\b(?:no (?:time|point|use|reason) (?:for|in|to)) disput\w*/,
          /\b(?:chance|opportunity|window) to (?:sort|work|figure|dispute|question|ask|straighten|clear)\b[^.!?]{0,40}\b(?:ends?|expires?|closes?|is gone|runs out)\b|\bno questions? answered\b/,
          /\b(?:final|last) (?:chance|opportunity|warning)\b/,
          /(?<!\bno |\bwithout a |\bwithout any )\b(?:deadline|act now|time is running out|expires? (?:today|tonight|tomorrow))\b/,
          /\b(?:call|contact us|get back to us|hear from you|reply|answer)\b[^.!?]{0,25}\b(?:by (?:${DAY}|end of (?:day|the day|the week)|eod|tonight|noon|tomorrow)|today|tonight|immediately|right away|asap)\b|\b(?:immediate|prompt|urgent) (?:payment|attention|response|action) (?:is )?(?:required|expected|needed|necessary)\b/,
          /\b(?:notice|validation|dispute|rights|letter)\b[^.!?]{0,20}\b(?:is|are) (?:just|only|merely) (?:a )?(?:formality|paperwork|technicality|boilerplate|form letter)\b|(?<!\b(?:n't|not|never|nor|without|no) )\b(?:waive|give up|forfeit)\w* (?:your )?(?:dispute )?rights?\b|\bpeople who dispute\b[^.!?]{0,20}\b(?:end up|wind up) (?:paying|owing)\b/,
          /\b(?:ignore|disregard|forget|never mind|skip|throw away|toss)\b[^.!?]{0,20}\b(?:dispute|validation|notice|rights|letter|30 day|thirty day|paperwork)\b/,
          ...DISPUTE_WAVED_ASIDE.en,
          /\b(?:don't bother|do not bother|no need to|no reason to|pointless to|waste (?:of )?(?:your )?time|why bother|not worth)\b[^.!?]{0,15}\bdisput\w*/,
          /\bif you (?:\w+ ){0,2}?(?:dispute|challenge|contest)\w*\b[^.!?]{0,40}\b(?:offer|discount|deal|settlement|plan)\b[^.!?]{0,25}\b(?:off the table|gone|void|withdrawn|revoked|cancell?ed|disappears|goes away|ends|expires|lost|no longer)\b/,
          /\b(?:offer|discount|deal|settlement)\b[^.!?]{0,30}\b(?:disappears|goes away|is void|is off|is withdrawn|ends|is gone|is cancell?ed|expires)\b[^.!?]{0,15}\bif you (?:\w+ )?(?:dispute|challenge|contest)/,
          /\b(?:pay|payment|settle)\w*\b[^.!?]{0,30}\bbefore (?:the |your )?(?:30|thirty) ?days?\b|\bbefore (?:the |your )?(?:30|thirty) days? (?:are up|run out|is up|end|pass|expire)|\bbefore (?:the |your )?(?:validation|dispute) (?:period|window) (?:ends|is over|closes|expires|runs out)\b|\bdon't wait (?:for|until) (?:the )?(?:30|thirty) days\b/,
          /\b(?:must|need to|have to|required to) pay (?:it |this |now |today |immediately |right away )/,
          /\b(?:offer|discount|deal|settlement|rate|price|amount|this)\b[^.!?]{0,40}\b(?:expires?|ends?|is gone|goes away|disappears|is void|is withdrawn|only good|good only|valid only|only valid|is good) (?:\w+ )?(?:until |till |through |by |at )?(?:\d{1,2}(?::\d\d)? ?(?:am|pm|a m|p m|o'clock) )?(?:today|tonight|tomorrow|end of (?:day|the day|business)|close of business|eod|cob|midnight|noon|this (?:week|afternoon|evening|friday)|in (?:\d+|a few|24|48|72) hours)\b/,
          // Payment put ahead of the dispute, the notice's 30 days waved aside, a count of days to pay inside the period.
          /\bdisput\w*\b[^.!]{0,60}\b(?:but|still|anyway|regardless|meanwhile|in the meantime)\b[^.!?]{0,40}\b(?:need|needs|must|have to|has to|required|expect|is due|still due)\b[^.!?]{0,20}\b(?:pay|payment|paid)/,
          /\bwast\w*\b[^.!?]{0,25}\b(?:(?:30|thirty) days|disput\w*)|\b(?:letter|notice)\b[^.!?]{0,25}\b(?:30|thirty) days?\b[^.!?]{0,10}\bbut\b|\bnobody (?:actually |really |ever )?waits?\b/,
          // A dispute window shortened, said not to apply, or payment the only way out: "10 days to pay or dispute", "the validation period doesn't cover this account", "we'll take silence as no dispute".
          /\b(?:[1-9]|1\d|2\d|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty) (?:business |calendar )?days? to (?:pay or dispute|dispute or pay|dispute)\b|\b(?:after that|then|past that)\b[^.!?]{0,10}\b(?:it's|it is|the (?:balance|debt|amount) is|everything is) final\b/,
          /\bonly (?:thing|way|option) (?:that )?(?:stops|will stop|ends|halts|pauses|can stop)\b[^.!?]{0,25}\b(?:is )?(?:payment|paying|to pay|a payment)\b|\b(?:dispute|validation) (?:window|period|rights?|notice|deadline)\b[^.!?]{0,40}\b(?:doesn't|does not|won't|will not|don't|do not) apply\b|\b(?:assume|take it|treat (?:it|that) as|consider it)\b[^.!?]{0,20}\byou(?:'re| are)? not disputing\b/,
          /\byou (?:have|get|got) (?:\d+|one|two|three|four|five|six|seven|ten|a few) (?:days?|hours?) to pay\b/,
          /\b(?:within|in) (?:[1-9]|1\d|2\d|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty) (?:business |calendar )?days?\b[^.!?]{0,90}\b(?:treated|considered|deemed|assumed|accepted|regarded) (?:as |to be )?(?:valid|accurate|correct|undisputed|final|owed)\b|\b(?:closed to|no longer open to|barred from|not eligible for|past) (?:any )?(?:further )?disput\w*/,
          /\b(?:letter|notice|carta|aviso|notificacion)\b[^.!?]{0,15}\b(?:says?|said|states?|gives?|dice|decia|indica|da)\b[^.!?]{0,60}\b(?:but|pero)\b|\bwhy (?:wait|bother|waste (?:\w+ )?time)\b[^.!?]{0,40}\b(?:(?:30|thirty) ?days?|disput\w*|validation|notice)\b/,
          /\bdisput\w*(?: (?:it|this|that|now|right now|at this point))?(?: (?:would|will|is going to|could|can|might|only|just))?(?: (?:just|only|really|usually))? (?:slows?|slow|delays?|delay|complicates?|complicate|drags?|drag|makes? (?:it|things|everything) worse|costs? (?:you |people )?more|ends? up costing)\b|\bdisput\w*\b[^.!?]{0,80}\b(?:i'd skip|i would skip|skip (?:that|it)|forget about (?:that|it)|don't bother)\b/,
          /\bwhy (?:\w+ ){0,2}?(?:wait|sit|hold off|delay|drag|bother|waste)\w*\b[^.!?]{0,40}\b(?:(?:30|thirty) ?days?|disput\w*|validation|notice)\b|\b(?:gets?|getting|grows?|growing|will get) (?:\w+ )?(?:worse|bigger|more expensive|harder)\b[^.!?]{0,30}\b(?:every|each) (?:day|week) (?:you )?(?:wait|delay|hold off)\b/,
          /\bif you (?:\w+ )?wait (?:the |all |for |out )?(?:the )?(?:full )?(?:30|thirty) days\b|\bwhy (?:would|should|do|did|are) you (?:even |really )?(?:bother )?(?:disput|challeng|contest)\w*|\bsave (?:us|you|yourself|everyone)(?: both| all)? the (?:30|thirty)|\b(?:disput\w*|(?:30|thirty) days|notice|rights)\b[^.!?]{0,40}\b(?:fine print|small print|legalese)\b/,
          /\bdisput\w*\b[^.!?]{0,30}\b(?:has to|have to|must|needs? to|should|can only) be (?:\w+ ){0,2}?(?:by (?:phone|telephone|calling)|over the phone|in person|notarized|on our (?:form|portal))\b|\bdisput\w*\b[^.!?]{0,50}\bto (?:be|count as) (?:valid|accepted|legit)\b/,
          /\bdisput\w*\b[^.!?;]{0,40}(?<!\b(?:not|never|don't|dont|doesn't|no) )\b(?:has to|have to|must|needs? to|should)\b[^.!?;]{0,40}\b(?:notariz\w*|notary|sworn|affidavit)\b/,
          /\bdisputes? (?:are |is )?only (?:accepted|allowed|valid|considered|honou?red)\b|\b(?:balance|amount|debt) (?:is|becomes|will be) (?:final|locked|undisputable)\b/,
          // A cost put on disputing inside the period: the discount or plan lost by disputing, an offer's deadline or an
          // escalation set inside it, the 30 days granted and taken back with a "but", the notice put off for later.
          /\bif you (?:\w+ ){0,3}?(?:disput|challeng|contest|question)\w*\b[^.!?]{0,40}\b(?<!\b(?:not|won't|wont|will not|don't|dont|do not|never|doesn't|does not|no) )(?:lose|losing|forfeit\w*|give up|miss out on|say goodbye to|kiss)\b[^.!?]{0,25}\b(?:offer|discount|deal|settlement|plans?|rate|savings|\d+ ?% off)\b|\b(?:disput|challeng|contest)\w*\b[^.!?]{0,15}\b(?:costs?|will cost|would cost|means losing|loses|forfeits)\b (?:you )?(?:the |your |this )?(?:offer|discount|deal|settlement|plan|savings)\b/,
          new RegExp(
            String.raw`\b(?:30|thirty) (?:days?|dias?) (?:to|for|para) (?:dispute|disputar|challenge|contest|impugnar)\b[\s\S]{0,40}?\b(?:but|pero|however|sin embargo|that said)\b(?![^.!?]{0,80}\b(?:(?:doesn't|does not|won't|will not|don't|do not|never|no) (?:\w+ )?(?:expire|end|go away|disappear|change|vence|termina)|(?:stays?|remains?|sigue|queda) (?:open|available|valid|good|abiert|vigente|disponible)|until after|hasta despues)\b)[^.!?]{0,80}\b(?:offer|discount|deal|\d+ ?% off|descuento|oferta|escalat\w*|expires?|disappears?|goes away|only good|vence|se acaba|desaparece|(?:by|until|hasta(?: el)?) (?:${DAY}|${DAY_ES}|tomorrow|manana))\b`,
          ),
          new RegExp(
            String.raw`\b(?:offer|deal|discount|settlement|price|rate|\d+ ?% off|savings|(?:reduced|lower|special) (?:payoff|amount|balance|price|rate)|descuento|oferta|rebaja|quita|ahorro|precio especial)\b[^.!?]{0,40}\b(?:expires?|ends?|is gone|goes away|disappears?|vanish\w*|is void|is withdrawn|only good|good only|valid only|only valid|is good|runs out|vence|termina|se acaba|desaparece|solo es valid[oa]|solo vale)\b (?:\w+ )?(?:on |by |until |till |through |this |next |hasta (?:el )?|el )?(?:${DAY}|${DAY_ES})\b`,
          ),
          new RegExp(
            String.raw`\b(?:to (?:keep|stop|prevent) (?:this|it|things|the account|your account|the file|matters) from (?:escalating|going further)|to (?:avoid|prevent|head off) (?:any |further |an? )?escalation|before (?:this|it|things|the account|your account|the file) (?:escalates|gets escalated|is escalated|goes further))\b|\b(?:account|file|balance|this|it|matter|case)\b (?:\w+ ){0,2}?(?:gets?|will (?:be|get)|is (?:being|going to be)|'ll be|to be) escalated\b(?! to (?:a |the |our )?(?:supervisor|manager|team lead|compliance))[^.!?]{0,30}\b(?:${SOON}|that (?:same )?day|the same day|${DAY})\b`,
          ),
          new RegExp(
            String.raw`\b(?:need|needs|want|wants|expect|expects|require|requires|looking for)\b (?:to (?:see|get|have) )?(?:the |a |your )?(?:\$ ?\d[\d,.]*|payment|full (?:amount|balance)|balance)\b[^.!?]{0,25}\b(?:by|before|no later than) (?:this |next )?(?:${DAY}|tomorrow|tonight|end of (?:day|the day|the week)|eod|noon)\b`,
          ),
          /\b(?:read|look (?:at|over|through)|review|deal with|worry about|go (?:over|through)|get to|check)\w*(?: through| over)? (?:the |your |that |this )?(?:validation|dispute|notice|rights|letter|paperwork|30 day|thirty day)\w*(?: notice| letter| rights)?\b[^.!?]{0,20}\b(?:some other time|another time|later(?: on)?|afterwards?|down the road|once (?:you(?:'ve)? paid|this is paid|the payment)|after (?:you pay|the payment|this is (?:paid|handled|done)))\b/,
          /\bdisput\w*\b[^.!?]{0,10}\b(?:not|no longer|aren't|are not|isn't|is not|won't be|will not be|can't be|cannot be) (?:being )?(?:accepted|allowed|taken|honou?red|processed|possible|entertained)\b(?! (?:by|over|through|via) (?:text|chat|email|phone)\b)/,
        );
      }
      // A demand is one even when worded with a "no" ("no point in disputing"); a payment request is not ("no payment is due").
      const triggers = matchAll(m, demands, { negatable: false, exemptClause: isNotACollectionRequest });
      if (ctx.isDisputed && !ctx.isDisputeVerified) {
        const collection: Patterns = {
          en: [
            // A payment asked for in other words, or by a link (normalize joins a link's dots: "pay.example.com/7" reads "payexamplecom/7").
            /\b(?:knock|knocking) out (?:the )?\$ ?\d|\bpayment is (?:still )?(?:expected|due)\b|\b(?:pay|payment|pagos?)[a-z0-9-]*(?:com|net|org)\/\w+|\b[a-z0-9-]+(?:com|net|org)\/(?:pay|payment|pagos?)\b/,
            /\b(?:pay|paying|payment|payments|settle|settlement|remit|amount due|balance due)\b/,
            // Any request for money or a plan, however it is worded.
            /\byou (?:still )?owe\b|\b(?:still|remains?|is) (?:due|owed|outstanding|payable)\b|\b(?:collection|collections|collecting) (?:will )?(?:continues?|proceeds?|resumes?|moves? forward)\b|\bcontinue (?:collecting|collection|to collect)\b|\bresolve (?:this|it|the (?:balance|account|debt|matter))\b|\bexpect (?:your |the )?(?:payment|money|balance)\b|\bverification\b[^.!?]{0,30}\b(?:after|once|when) (?:you pay|payment|we receive)\b|\b(?:before|until) (?:we|i) (?:can )?(?:send|provide|mail|give)\w* (?:you )?(?:the )?verification\b/,
            /\btake care of (?:this|it|that|the (?:balance|account|debt|bill|matter)|what you owe)\b|\bget (?:this|it|the account|things|the balance) (?:resolved|settled|handled|cleared|taken care of|paid)\b/,
            /\bsend (?:us |in )?(?:the |your |a |some )?(?:money|funds|check|cheque|amount|balance|remittance)\b|\bmoney order\b|\bwire (?:the|us|it|a)\b/,
            /\b(?:set|sign) (?:you |yourself )?up (?:on|for|with) (?:a |the )?(?:payment )?(?:plan|arrangement)\b|\b(?:start|begin|enroll in|lock in|agree to|go with|get on) (?:a |the |your )?(?:payment )?(?:plan|arrangement)\b|\binstallments?\b/,
            // Asked for by the means of paying: a card, autopay, a link, "can you do $200".
            /\bput (?:the |this |that )?\$ ?\d[\d,.]* on\b|\b(?:charge|run|use|put it on) (?:your|the|a) (?:card|debit card|credit card|checking)\b|\bwhat card\b|\bcan you (?:do|manage|swing|cover) \$ ?\d|\b(?:auto ?pay|automatic (?:payment|draft|debit)s?)\b|\bpayment link\b/,
            /\bput (?:\$ ?\d+|something|money|anything|a little) (?:down|toward|towards)\b|\btoward(?:s)? the (?:balance|debt|account)\b|\bhow much (?:can|could) you (?:do|afford|manage|put|send|spare|pay)\b|\bclose (?:this|it|the file|the account) out\b|\bclear (?:this|it) (?:up|out|off)\b/,
            new RegExp(
              String.raw`\$ ?\d[\d,.]*\b[^.!?]{0,30}\b${SOON}\b|\bcard or (?:bank|checking|account|cash)\b|\b(?:want|like|take|do|pick|choose|go with|sign up for)\b[^.!?]{0,15}\bplan\b`,
            ),
            ...DISPUTE_WAVED_ASIDE.en,
            /\bhow much (?:can|could|will) you (?:start|begin|open) (?:with|off)\b|\bwhat (?:can|could) you (?:start|begin) with\b/,
            // A token sum asked "to show good faith" while the dispute is looked into.
            /\b(?:can|could|would|will) you (?:just |maybe |possibly |please |at least |still |even )*(?:do|manage|swing|cover|send|spare|pay|give|put down)\b[^.!?]{0,12}\$ ?\d|\bgood[- ]faith (?:payment|deposit|amount|gesture|money)\b|\b(?:show|prove|demonstrate)\w* (?:your |some |a little |a bit of )?good faith\b/,
            /\b(?:next|further) (?:collection|collections) (?:step|action|stage|activity|activities)\b|\b(?:still|remains) (?:in line|scheduled|on track|slated|queued) for\b/,
            /\b(?:doesn't|does not|don't|won't|will not) (?:really )?change (?:anything|a thing)\b|\bwhich (?:card|account|payment method|bank)\b[^.!?]{0,30}\b(?:use|pay|charge)\b/,
          ],
          es: [
            /\badelant\w* (?:[a-z]+ ){0,3}?\$ ?\d|\bpagos?[a-z0-9-]*(?:com|net|org)\/\w+/,
            /\bresolver (?:esto|esta cuenta|este asunto|la deuda|el saldo|la cuenta)\b|\b(?:mande|envie|deposite|transfiera|mandenos|envienos|mandar|enviar)\b[^.!?]{0,10}\b(?:dinero|fondos|pago|cheque|giro|abono)\b/,
            /\b(?:balance|saldo|pago|cuenta|monto|deuda)\b[^.!?]{0,40}\b(?:sigue|queda|esta) (?:due|pendiente de pago|por pagar|vencid[oa])\b|\bdue (?:el|este|para el|hoy|manana)\b/,
            /\btodavia debe\b|\bsigue debiendo\b|\b(?:el )?cobro (?:continua|sigue)\b|\bcontinuaremos (?:cobrando|con el cobro)\b|\besperamos (?:su pago|que pague)\b|\bverificacion\b[^.!?]{0,30}\b(?:despues de|cuando|una vez que) (?:pague|reciba(?:mos)? (?:el|su) pago)\b/,
            /\b(?:con )?cuanto (?:puede|podria|quiere|va a) (?:empezar|comenzar|arrancar|abrir|abonar|dar)\b/,
            /\bplan de pagos?\b|\b(?:inscribir|inscribirle|anotarle|apuntarle|ponerle)\b[^.!?]{0,10}\bplan\b|\bcuotas?\b|\bmensualidad(?:es)?\b|\bcuanto (?:puede|podria) (?:pagar|dar|abonar|mandar)\b|\bponerse al corriente\b|\bcubrir (?:el saldo|la deuda)\b/,
            ...DISPUTE_WAVED_ASIDE.es,
            /\bnecesit\w* (?:los |el |unos |que nos (?:mande|pague|de) )?\$ ?\d|\$ ?\d[\d,.]*\b[^.!?]{0,25}\b(?:hoy|manana|esta semana|(?:este|el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b|\btarjeta o (?:cuenta|banco|efectivo)\b/,
            /\b(?:pago|abono|deposito) de buena (?:fe|voluntad)\b|\b(?:mostrar|demostrar|probar)(?:nos)? (?:su |tu |un poco de )?buena (?:fe|voluntad)\b/,
            /\bcuando (?:(?:me |nos |lo |la )?pag(?:a|as|an|ara|aras|aran|ues|ue)|(?:va|vas|van) a pagar|(?:puede|puedes|pueden) pagar|nos paga)\b|\b(?:link|liga|enlace) (?:de|para el|para su|del) (?:primer )?pago\b|\bcon (?:que|cual) tarjeta\b/,
            /\b(?:pag(?:ue|uen|ar|arla|arlo|o|os|ando|ara|aria|ues)|liquid(?:ar|e|en|acion|arla|arlo)|abon(?:ar|e|o|os)|remit\w*|saldo (?:pendiente|adeudado|vencido)|monto (?:adeudado|pendiente)|cantidad adeudada|cancele la deuda|acuerdo de pago|arreglo de pago)\b/,
          ],
        };
        // A sentence that only states the past (a payment received, the history) or says collection waits asks for nothing.
        for (const t of matchAll(m, collection, { negatable: true, exemptClause: isNotACollectionRequest })) {
          if (!triggers.includes(t)) triggers.push(t);
        }
      }
      return triggers.length > 0 ? { action: 'block', triggers } : null;
    },
  },
];

export function prepare(text: string): Message {
  const n = blankIdioms(normalize(text));
  return { original: text, n, language: writtenLanguage(text) };
}

/** A context in which nothing but the words matter: used by tests and the corpus as a base. */
/** What a scan decides about one message (scanner.ts). */
export type ScanResult = {
  findings: Finding[];
  isBlocked: boolean;
  /** inconvenient-time: deliver at this time instead of now. */
  holdUntil: Date | null;
  /** For a blocked message: a rewrite that passes the scan, where one exists. */
  suggestedRewrite: string | null;
  /** The body to deliver: the disclosure is added when the collector left it out. */
  deliveredBody: string;
};

export function neutralContext(now = new Date('2026-11-02T17:00:00Z')): ComplianceContext {
  return {
    now,
    balanceCents: 250_000,
    isDisputed: false,
    isDisputeVerified: false,
    isRepresented: false,
    isCeaseRequested: false,
    isInValidationPeriod: false,
    isTimeBarred: false,
    messagesSentToday: 0,
    dailyMessageCap: 5,
    senderIsAttorney: false,
    holdUntil: null,
  };
}
