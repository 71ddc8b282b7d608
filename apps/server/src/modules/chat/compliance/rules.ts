import { type Language, parseDollarsToCents, writtenLanguage } from '@parley/shared';
import { type Normalized, normalize, originalSpan } from './normalize.js';

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
  /\b(?:not|never|no|nobody|no one|nothing|none|won't|wont|cannot|can't|cant|don't|dont|doesn't|doesnt|isn't|isnt|aren't|arent|wasn't|without|nor|waive|waived|free of|prohibit\w*|forbid\w*|protect\w*|exempt|myths?|claims? to be|claiming to be|pretend\w* to be|impersonat\w*|posing as|(?:if|in case) you (?:think|believe|suspect)|victims? of|asked (?:if|whether|about)|nunca|nadie|ningun\w*|jamas|tampoco|ni|sin|prohib\w*|proteg\w*|exent\w*|mitos?|si (?:cree|piensa|sospecha)|victimas? de|(?:se hace|haciendose|hacerse|se hacen) pasar? por|(?:dicen?|fingen?|dice|finge) ser|pregunt\w* (?:si|por|sobre))\b/;
// Negations that deny nothing: "don't make us garnish", "if you don't pay, …", "not paying is fraud".
const NOT_A_DENIAL =
  /\b(?:(?:don't|dont|do not) (?:make|force|let|want) (?:us|me)|(?:if|unless|when) you (?:don't|dont|do not|can't|cannot|won't|will not|refuse to|never)|(?:not|never|without|no) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|payments?|paid|repay\w*|making payments|a payment|responding|respond|answer\w*)|(?:don't|dont|do not|didn't|didnt|won't|wont|can't|cant|never) (?:\w+ ){0,2}?(?:to )?(?:pay|paying|repay\w*)|(?:si|cuando|mientras) no (?:paga|pagas|pague|paguen|responde|respondes|responda|cumple|llama|liquida|se comunica)|(?:no|sin|nunca) (?:\w+ ){0,2}?(?:pagar|pago|pagos|paga|pague|pagado|responder|liquidar)|no (?:nos|me) (?:obligue|haga|deje|fuerce)\w*|sin embargo|o si no)\b/g;
// After the match, in the same clause: "jail is not an option", "the police are not involved".
const NEGATED_AFTER =
  /^[^.!?;:,]{0,40}?\b(?:(?:is|are|was|were|will|would|can|could|does|do|did|has|have)(?:n't| not| never)|isnt|arent|wont|cant|doesnt|dont|no (?:es|son|esta|estan|sera|seran|va|van|puede|pueden|podra|podran|existe|existen|aplica|hay|habra|forma))\b/;
const NOT_THE_SUBJECT = /\b(?:if|unless|when|until|because|which|that|who|or|otherwise|and|si|cuando|hasta|porque|que|quien|o|y|mientras)\b/;

/** A denial in the same clause before the match or inside it ("we will NOT contact your employer"). */
function isNegated(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const parts = before.split(/[.!?;:]|,|\b(?:but|pero|sino)\b/);
  // A list carries its clause: in "no fear of arrest, jail or seizure" the "no" covers all three.
  let clause = parts.pop() ?? '';
  while (parts.length > 0 && /^\s*(?:(?:\w+ ){1,2}(?:or|and|nor|o|y|ni)\s+|(?:or|and|nor|o|y|ni)\s+)?$/.test(clause)) clause = `${parts.pop() ?? ''},${clause}`;
  if (NEGATION.test(`${clause} ${text.slice(start, end)}`.replace(NOT_A_DENIAL, ' '))) return true;
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

function matchAll(m: Message, patterns: Patterns, options: { negatable: boolean }): string[] {
  const found: string[] = [];
  for (const pattern of [...patterns.en, ...patterns.es]) {
    for (const hit of m.n.text.matchAll(global(pattern))) {
      const start = hit.index ?? 0;
      if (options.negatable && isNegated(m.n.text, start, start + hit[0].length)) continue;
      const words = originalSpan(m.original, m.n, start, start + hit[0].length);
      if (words && !found.includes(words)) found.push(words);
    }
  }
  return found;
}

function textRule(
  patterns: Patterns,
  options: {
    negatable: boolean;
    /** Implied threats whose wording holds a negation of its own ("you wouldn't want your boss to know"). */
    implied?: Patterns;
    when?: (ctx: ComplianceContext) => boolean;
    action?: (ctx: ComplianceContext) => Action;
  },
) {
  return (m: Message, ctx: ComplianceContext) => {
    if (options.when && !options.when(ctx)) return null;
    const triggers = matchAll(m, patterns, options);
    for (const t of options.implied ? matchAll(m, options.implied, { negatable: false }) : []) if (!triggers.includes(t)) triggers.push(t);
    return triggers.length > 0 ? { action: options.action?.(ctx) ?? 'block', triggers } : null;
  };
}

const SELF = String.raw`(?:this is|we are|we're|i am|i'm|calling from|writing from|a message from|on behalf of|acting for|working (?:for|with)|representing|affiliated with|partnered with|authorized by|contracted (?:by|with)|in cooperation with|here at|agents? of|an? office of)`;
const GOVERNMENT = String.raw`(?:the )?(?:state|federal|county|city|government|u ?s\.? (?=government|treasury|department|attorney|marshal|federal|agency)|united states|treasury|department of \w+|attorney general'?s?|irs|internal revenue|law enforcement|police)`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const SOON = String.raw`(?:tomorrow|today|tonight|immediately|right away|first thing|this (?:week|afternoon|evening|morning|${DAY})|by (?:${DAY}|end of (?:day|the day|the week)|eod|tonight|noon)|on ${DAY}|within (?:\d+|one|two|three|a few|24|48|72) (?:hours?|days?|business days?)|in (?:\d+|one|two|three|a few|an?) (?:hours?|days?))`;
const SUIT = String.raw`(?:sue|suing|lawsuit|legal action|take you to court|taking you to court|file (?:a )?(?:suit|lawsuit|case|claim)|filing (?:a )?(?:suit|lawsuit|case|claim))`;
const OTHERS = String.raw`(?:employer|boss|manager|supervisor|coworkers?|co workers?|colleagues?|hr|human resources|(?:hr|payroll|personnel) department|workplace|family|relatives|neighbou?rs?|friends|wife|husband|spouse|partner|mother|mom|father|dad|parents|brothers?|sisters?|son|daughter|children|kids|landlord|church|pastor|in ?laws|roommates?|cousins?|aunt|uncle|grand(?:mother|father|parents|ma|pa)|girlfriend|boyfriend|fianc\w*|references|congregation|school)`;
const SELF_ES =
  '(?:somos|soy|le habla|les habla|le escribe|le escribimos de|llamamos de|le llamamos de|de parte de|en nombre de|trabajamos (?:para|con)|representamos a|representando a|agentes? de|autorizados por|afiliados (?:a|con)|esta es la|este es el|aqui)';
const GOVERNMENT_ES = String.raw`(?:el |la |los )?(?:gobierno|estado|tesoro|departamento de \w+|fiscalia|fiscal general|procurador\w*|irs|policia|autoridades|corte federal|oficina del alguacil|hacienda)`;
const OTHERS_ES =
  '(?:su|tu|sus|tus) (?:empleador|jefe|jefa|supervisor|gerente|(?:lugar de )?trabajo|recursos humanos|familia|familiares|esposa|esposo|marido|mujer|madre|mama|padre|papa|padres|hijos|hijas?|hermanos?|hermanas?|suegr[oa]s?|vecin[oa]s|companeros(?: de trabajo)?|amigos|pareja|novi[oa]|iglesia|pastor|arrendador|casero|primos?|tios?|abuel[oa]s?|referencias)';

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
          /\b(?:idiots?|idiotic|morons?|imbeciles?|losers?|lowlifes?|low life|freeloaders?|parasites?|leech(?:es)?|degenerates?|cheapskates?|trailer trash|white trash|bums?|dumb|clowns?|crooks?)\b/,
          /\byou(?:'re| are)? (?:so |such an? |an? |just an? )?(?:stupid|pathetic|worthless|useless|lazy|trash|garbage|pig|joke|disgrace|liar)\b/,
          /\b(?:stupid|pathetic|worthless|useless|lazy) (?:person|people|excuse|human|man|woman|debtor|consumer)\b/,
          /\b(?:don't|do not|stop) (?:be|being|acting) (?:so )?(?:stupid|dumb|an idiot|a fool|childish)\b/,
          /\b(?:screw you|go to hell|shut (?:up|your (?:mouth|trap))|damn(?:ed|it)?|goddamn\w*|piece of (?:garbage|trash|work|junk)|ass(?:es)?)\b/,
          /\b(?:too|so|that|how|such an?) (?:stupid|dumb|ignorant|lazy|pathetic)\b/,
        ],
        es: [
          /\b(?:idiotas?|estupid[oa]s?|imbecil(?:es)?|pendej[oa]s?|cabron(?:es|a)?|sinverguenzas?|mentiros[oa]s?|inutil(?:es)?|basura|maldit[oa]s?|mierda|put[oa]s?|tont[oa]s?|huevon(?:es)?|vag[oa]s?|muert[oa]s? de hambre|desgraciad[oa]s?|gorron(?:es|a)?|mantenid[oa]s?|cochin[oa]s?|carajo|joder|jodid[oa]s?|ching\w+|pinche|culer[oa]s?|tarad[oa]s?|mugros[oa]s?|lacras?|sanguijuelas?|parasitos?|rateros? de cuarta|cono|hij[oa]s? de (?:puta|perra)|perdedor(?:es|a)?|fracasad[oa]s?|ignorantes?|cerdo|cerda|payas[oa]s?|vividor(?:es|a)?)\b/,
          /\b(?:callese|callate|cierre la boca|vayase al (?:diablo|infierno)|vete al (?:diablo|infierno)|a la (?:mierda|verga)|no sea (?:tan )?(?:tont[oa]|estupid[oa]|idiota|vag[oa]))\b/,
          /\b(?:es|eres|son|sera) (?:un[oa]? |tan |muy )?(?:rata|ratas|cerdo|animal|payaso|fracaso|vergüenza|verguenza|desastre)\b/,
        ],
      },
      { negatable: false },
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
          /\bknow where (?:you|your (?:kids|children|family|wife|husband)) (?:live|lives|work|works|sleep|park|go to school)\b/,
          /\b(?:see|you know|guess|wait and see|find out) what (?:happens|will happen|can happen)\b/,
          /\b(?:if|when) something (?:happened|happens|were to happen) to\b/,
          /\b(?:it (?:would|'d|will|could) be|would be|it'd be) (?:a (?:shame|pity)|(?:really |very )?(?:embarrassing|humiliating|awkward|unfortunate)) if\b/,
          /\b(?:accidents? (?:happen|can happen|tend to happen)|(?:tend to|might|may|could) have (?:an )?accidents?)\b/,
          /\bthings (?:could|might|will|can|are going to|are gonna|may) (?:get|turn) (?:ugly|messy|nasty|bad|rough|very bad|worse)\b/,
          /\b(?:we have (?:our |other )?ways|you(?:'ll| will) be sorry)\b/,
          /\b(?:make sure|let) (?:your |the )?(?:whole )?(?:neighbou?rhood|town|street|block|community|city) knows?\b/,
          /\b(?:hurt|harm|beat|kill|shoot|break|smash|burn|wreck|slash|torch|key)\b[^.!?]{0,25}\b(?:you|your (?:legs?|arms?|face|car|house|home|family|kids|children|property|windows?|knees?|tires?|dog|stuff))\b/,
          /\bsomething (?:bad|unfortunate|terrible|nasty) (?:will|might|could|may|is going to|is gonna) happen\b/,
          /\b(?:it would be a shame if|accidents happen|watch your back|sleep with one eye open|you(?:'ll| will) regret (?:it|this)|you(?:'ll| will) pay for (?:this|that))\b/,
          /\b(?:show up|come|coming|stop by|drop by|swing by|pay you a visit|visit|send(?:ing)? (?:someone|somebody|people|a guy|our guys|an agent|agents|a team))\b[^.!?]{0,20}\b(?:at|to|by) your (?:house|home|door|doorstep|work|job|place|office|workplace|apartment|school)\b/,
          /\b(?:tell|let|inform)\b[^.!?]{0,30}\b(?:everyone|everybody)(?: else)? (?:you're|you are|that you)\b/,
          /\b(?:tell|let|inform|show) (?:everyone|everybody|the whole (?:town|neighbou?rhood|world|street)|all your (?:friends|neighbou?rs))\b/,
          /\b(?:ruin|destroy|trash|wreck) your (?:reputation|name|good name|life)\b/,
          /\b(?:post|publish|share|put|plaster|broadcast)\b[^.!?]{0,40}\b(?:online|facebook|social media|twitter|instagram|tiktok|internet|newspaper|billboard)\b/,
          /\b(?:publicly )?(?:shame|humiliate|embarrass|expose) you\b/,
        ],
        es: [
          /\bsabemos (?:donde|en que) (?:vive|vives|viven|trabaja|trabajas|duerme|estudian|estacionas?|estaciona)\b/,
          /\b(?:algo (?:malo|feo|terrible) (?:le |te )?(?:puede|podria|va a) (?:pasar|suceder)|(?:seria|que) (?:una )?(?:lastima|pena|verguenza) (?:que|si)|(?:se|te) (?:va|vas) a arrepentir|se arrepentira|(?:los )?accidentes (?:pasan|suceden)|las cosas (?:se )?(?:pueden|podrian|van a) poner (?:feas|peor|mal|muy mal|feo)|cuidese la espalda|tenemos (?:nuestras |otras )?(?:formas|maneras))\b/,
          /\b(?:mandar|enviar)\w* (?:a )?(?:alguien|gente|nuestra gente|un agente|agentes|un equipo|una persona|a nuestros hombres)\b/,
          /\b(?:iremos|vamos a ir|pasaremos|nos presentaremos|apareceremos|llegaremos|lo visitaremos|la visitaremos|le visitaremos|vamos a visitarl[oa]|visitaremos)\b[^.!?]{0,20}\b(?:a|por|en) (?:su|tu) (?:casa|hogar|puerta|trabajo|oficina|domicilio|escuela|departamento|apartamento)\b/,
          /\b(?:(?:le|te|lo|la) (?:haremos|vamos a hacer) (?:dano|algo)|(?:lo|la|le|te) (?:vamos a|van a) (?:lastimar|golpear|matar|romper|quemar)|(?:romper|quemar|rayar|ponchar|destrozar)\w* (?:su|tu|sus|tus) (?:carro|casa|auto|coche|ventanas|llantas|cara|piernas))\b/,
          /\b(?:arruinar|destruir|manchar)\w* (?:su|tu) (?:reputacion|nombre|buen nombre|vida)\b/,
          /\b(?:publicar|compartir|subir|anunciar|exhibir)\w*\b[^.!?]{0,40}\b(?:en linea|facebook|redes sociales|twitter|instagram|tiktok|internet|periodico|cartel)\b/,
          /\b(?:diremos|vamos a decir|le contaremos|les diremos|contaremos) a todos\b|\b(?:todo el (?:barrio|vecindario|pueblo|mundo)|todos sus (?:vecinos|amigos)) (?:sabra|sabran|se enterara\w*|va a saber|van a saber)\b/,
          /\b(?:lo|la|le|te) (?:vamos a |van a )?(?:avergonzar|humillar|exhibir|exponer)\w*\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'harassment-frequency',
    citation: '12 CFR 1006.14(a),(b)',
    description: 'Message volume whose natural effect is to harass',
    suggestion: () => 'Wait for the consumer to reply, or write again tomorrow.',
    check: (_m, ctx) =>
      ctx.messagesSentToday >= ctx.dailyMessageCap
        ? { action: 'block', triggers: [`message ${ctx.messagesSentToday + 1} today without a reply (limit ${ctx.dailyMessageCap})`] }
        : null,
  },
  {
    id: 'government',
    citation: '15 U.S.C. 1692e(1); 12 CFR 1006.18(b)(1)(i)',
    description: 'False implication of government affiliation',
    suggestion: () => 'Identify the firm by its own name; never suggest a government connection.',
    check: textRule(
      {
        en: [
          new RegExp(String.raw`\b${SELF} (?:\w+ ){0,3}?${GOVERNMENT}\b`),
          /\b(?:state|federal|county|city|national|government|u ?s|treasury) (?:debt |tax |revenue |recovery |collections? |compliance |enforcement |claims )+(?:unit|agency|department|office|officers?|division|bureau|agents?|service|authority|task force|center|program)\b/,
          /\b(?:federal|government|state|county) (?:agents?|officers?|officials?|agency|investigators?|inspectors?)\b/,
          /\b(?:official government|government (?:issued|authorized|sanctioned)|on (?:state|federal|government) authority)\b/,
          new RegExp(String.raw`\b(?:officer|agent|official|investigator|representative|inspector)s? (?:with|from|of|for) ${GOVERNMENT}\b`),
        ],
        es: [
          new RegExp(String.raw`\b${SELF_ES} (?:\w+ ){0,3}?${GOVERNMENT_ES}\b`),
          /\b(?:oficina|agencia|departamento|unidad|division|autoridad)(?: \w+){0,2} (?:federal|estatal|del gobierno|del estado|de gobierno|gubernamental)\b/,
          /\b(?:agentes?|oficiales?|funcionari[oa]s?|investigador(?:es|a)?|inspector(?:es|a)?) (?:federal(?:es)?|estatal(?:es)?|del gobierno|del estado|del condado|de hacienda|del tesoro)\b/,
        ],
      },
      { negatable: true },
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
        ],
        es: [
          new RegExp(
            String.raw`\b${SELF_ES} (?:el |la |los )?(?:equifax|experian|trans ?union|(?:un|el) buro de credito|buro de credito|(?:una|la) agencia (?:nacional )?de (?:informes|reportes) de credito)\b`,
          ),
          /\b(?:equifax|experian|trans ?union) (?:cobranzas?|cobros|recuperacion|departamento de cobranza|division de cobros)\b/,
          /\bsomos (?:uno de )?(?:el|los) (?:tres )?(?:buros?|agencias de credito)\b/,
        ],
      },
      { negatable: true },
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
          /\b(?:our|the|my|an|firm's|in ?house|a|senior|managing) (?:attorneys?|lawyers?|legal (?:team|department|counsel|staff)|counsel|partner)\b[^.!?]{0,30}\b(?:reviewed|reviewing|review|looked (?:at|over)|examined|examining|preparing|prepared|drafting|drafted|approved|recommended|recommends|assigned|going over|decided|authorized|will be filing|is filing|filing|signed off|has your file|is handling your file)\b/,
          /\b(?:reviewed|examined|approved|cleared|evaluated) by (?:an?|our|the|a senior|a licensed) (?:attorney|lawyer|legal)\b/,
          /\b(?:file|account|case|matter) (?:has been|was|is being|will be|is now|has now been) (?:reviewed|escalated|referred|sent|forwarded|assigned|handed) (?:by|to|over to) (?:an?|our|the) (?:attorney|lawyer|legal)\b/,
        ],
        es: [
          /\b(?:nuestr[oa]s?|el|la|los|mi|un|una) (?:abogad[oa]s?|licenciad[oa]s?|equipo legal|departamento legal|asesor legal)\b[^.!?]{0,30}\b(?:reviso|revisado|revisando|revisara|examino|examinado|esta preparando|estan preparando|prepara|preparando|preparo|aprobo|aprobado|recomienda|recomendo|asignado|decidio|autorizo|va a presentar|presentara|tiene su expediente|lleva su caso)\b/,
          /\b(?:revisad[oa]|examinad[oa]|aprobad[oa]|evaluad[oa]) por (?:un|una|nuestr[oa]s?|el|la) (?:abogad[oa]|licenciad[oa]|equipo legal)\b/,
          /\b(?:expediente|cuenta|caso|asunto) (?:ha sido|fue|esta siendo|sera|ya fue) (?:revisad[oa]|enviad[oa]|remitid[oa]|transferid[oa]|asignad[oa]|escalad[oa]) (?:por|a) (?:un|una|nuestr[oa]s?|el|la) (?:abogad[oa]|departamento legal|equipo legal)\b/,
        ],
      },
      { negatable: true, action: (ctx) => (ctx.senderIsAttorney ? 'warn' : 'block') },
    ),
  },
  {
    id: 'arrest-seizure',
    citation: '15 U.S.C. 1692e(4); 12 CFR 1006.18(b)(3)',
    description: 'Threat of arrest, jail, garnishment or seizure',
    suggestion: () => 'Remove the threat; describe only remedies the firm lawfully intends to take.',
    check: textRule(
      {
        en: [
          /\b(?:arrest(?:ed|ing)?|warrants?|jail(?:ed)?|prison|locked up|lock you up|behind bars|handcuff\w*|sheriff|police(?! report)|cops?|marshals?)\b/,
          /\b(?:garnish\w*|wage (?:garnishment|attachment)|levy|levied|seize\w*|seizure|repossess\w*|impound\w*)\b/,
          /\b(?:freeze|frozen|empty|drain|attach|clean out|take|taking|grab|keep)\b[^.!?]{0,15}\b(?:bank accounts?|accounts|paycheck|wages|salary|tax refund|savings)\b/,
          /\b(?:officers?|deputies|agents) (?:will|may|could|are going to|can) be (?:sent|dispatched)\b|\bdispatch\w* (?:officers?|deputies|police|someone)\b/,
        ],
        es: [
          /\b(?:arrest(?:ar|arl[oa]|aran|aremos|ad[oa])|orden(?:es)? de (?:arresto|captura|detencion)|carcel|prision|preso|tras las rejas|esposad[oa]|esposarl[oa]|patrulla|(?<!(?:reporte|denuncia|informe) (?:a|ante|de) la )policia|alguacil|(?<!sin )embarg\w*|encarcel\w*|(?:sera|va a ser|puede ser|podria ser) detenid[oa]|(?:lo|la) (?:van|vamos) a detener)\b/,
          /\b(?:congel|vaci|quit|retene|reten|tom|confisc|incaut)\w*\b[^.!?]{0,15}\b(?:(?:su|tu|sus|tus) )?(?:cuentas? (?:bancarias?|de banco|de ahorros)|sueldo|salario|cheque de pago|reembolso de impuestos|ahorros)\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'threat-not-intended',
    citation: '15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)',
    description: 'Threat of action that cannot legally be taken or is not intended',
    suggestion: () => 'Remove the threat; describe the options open to the consumer.',
    check: textRule(
      {
        en: [
          new RegExp(String.raw`\b${SUIT}\b[^.!?]{0,40}\b${SOON}\b`),
          new RegExp(String.raw`\b${SOON}\b[^.!?]{0,30}\b${SUIT}\b`),
          /\b(?:we|i|the firm|our client|they)(?:'ll| will| are going to| are gonna| am going to|'re going to|'re gonna| plan to| intend to) (?:sue|take you to court|file (?:a )?(?:suit|lawsuit) against you)\b/,
          /\b(?:get|have) your (?:license|driver's license|passport|benefits) (?:revoked|suspended|cancell?ed|taken)\b/,
          /\byour (?:kids|children|house|home|car) (?:will|could|may|are going to|is going to) be (?:taken|removed)\b/,
          /\b(?:take|lose|taking|losing)\b[^.!?]{0,12}\b(?:your )?(?:house|home|car|kids|children|truck|job|everything|license|passport|benefits|social security|pension|retirement)\b/,
          /\b(?:deport\w*|have you fired|get you fired|fired from your job|revoke your (?:license|passport)|cancel your (?:license|passport|benefits))\b/,
          /\b(?:or else|or (?:face|suffer|deal with|accept) (?:the )?consequences|otherwise (?:things|it|this) (?:will|could|might|is going to) get)\b/,
        ],
        es: [
          /\b(?:atengase|atente|asuma|sufra) (?:a )?las consecuencias\b|\bo si no\b/,
          /\b(?:vamos|voy|van|va) a (?:l[oae]s? )?demandar\w*|\b(?:l[oae]s? )?(?:demandaremos|demandamos|demandara|demandaran)\b/,
          /\b(?:l[oae]s? )?(?:llevaremos|vamos a llevar) a (?:la )?(?:corte|juicio|tribunal)\b/,
          /\b(?:presentaremos|interpondremos|vamos a (?:presentar|interponer|poner)) (?:una )?demanda\b/,
          /\b(?:demanda|accion legal|acciones legales|juicio)\b[^.!?]{0,40}\b(?:manana|hoy|esta semana|el (?:lunes|martes|miercoles|jueves|viernes)|de inmediato|inmediatamente|en (?:\d+|un|una|dos|tres|unos) (?:horas?|dias?))\b/,
          /\b(?:perdera|perder|quitar\w*|quedarse con|nos quedaremos con|le quitaremos)\b[^.!?]{0,10}\b(?:su|tu|el|la|sus|los|las) (?:trabajo|empleo|casa|carro|coche|auto|camioneta|hijos|licencia|pasaporte|beneficios|seguro social|pension|jubilacion)\b/,
          /\b(?:(?:lo|la|le) (?:van|vamos) a (?:despedir|correr)|(?:hacer|haremos) que (?:lo|la) despidan|revocar\w* (?:su|tu|la) (?:licencia|pasaporte)|cancelar\w* (?:sus|tus) beneficios)\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'amount-misstated',
    citation: '15 U.S.C. 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)',
    description: 'Misstatement of the amount or legal status of the debt',
    suggestion: (ctx) =>
      ctx.balanceCents === null ? 'State only the balance on the account.' : `State the balance on the account: $${(ctx.balanceCents / 100).toFixed(2)}.`,
    check: (m, ctx) => {
      const triggers = matchAll(
        m,
        {
          en: [
            /\b(?:can't|cannot|can not|won't|will not|never|doesn't|does not) (?:ever )?(?:be )?(?:discharged|erased|wiped out|cleared) (?:in|by|through) bankruptcy\b/,
            /\bbankruptcy (?:won't|will not|can't|cannot|doesn't|does not|will never) (?:help|work|apply|discharge|erase|clear|wipe|touch|cover)\b/,
            /\b(?:never|doesn't|does not|won't|will not) (?:go|goes) away\b/,
            /\b(?:never|doesn't|does not|won't|will not) (?:ever )?expires?\b/,
            /\bfollow you (?:forever|for life|for the rest of your life|to the grave|everywhere)\b/,
            /\b(?:no statute of limitations|can never be time.?barred)\b/,
            /\b(?:debt|balance|amount|it) (?:will|is going to|is gonna) (?:double|triple)\b/,
          ],
          es: [
            /\bno (?:se )?puede(?:n)? (?:ser )?(?:eliminar|borrar|perdonar|cancelar|descargar|eliminad[oa]|borrad[oa]|perdonad[oa]|cancelad[oa]|descargad[oa]) (?:en|con|por|mediante) (?:la |una )?(?:bancarrota|quiebra)\b/,
            /\b(?:la )?(?:bancarrota|quiebra) no (?:le |te )?(?:va a )?(?:ayuda|ayudara|ayudar|sirve|servira|servir|aplica|elimina|eliminara|eliminar|borra|borrara|borrar|cubre|cubrira)\b/,
            /\b(?:nunca|jamas) (?:va a )?(?:desaparece\w*|se va a ir|se ira|vence|vencera|expira\w*|prescrib\w*)\b|\bno (?:desaparece\w*|se va a ir|prescribe|vence) nunca\b/,
            /\b(?:lo|la|le|te) (?:seguira|va a seguir|perseguira) (?:para siempre|toda la vida|de por vida|hasta la tumba)\b/,
            /\b(?:no tiene fecha de prescripcion|no prescribe|no hay prescripcion)\b/,
            /\b(?:aumentara|subira|crecera|va a (?:aumentar|subir|crecer)) al (?:doble|triple)\b|\bse (?:duplicara|triplicara|va a duplicar|va a triplicar)\b/,
          ],
        },
        { negatable: false },
      );
      if (ctx.balanceCents !== null) {
        const amounts = /\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))? (?:dollars|usd|d[oó]lares)\b/gi;
        for (const hit of m.original.matchAll(amounts)) {
          // Beyond ten digits of dollars it is more than any balance.
          const cents = parseDollarsToCents(`${hit[1] ?? hit[3] ?? '0'}.${hit[2] ?? hit[4] ?? '00'}`) ?? Number.POSITIVE_INFINITY;
          if (cents > ctx.balanceCents && !triggers.includes(hit[0])) triggers.push(hit[0].trim());
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
          /\b(?:fraud|fraudulent\w*|fraudster|thief|thieves|(?<!identity )theft|stole|stolen|stealing|steal|criminal\w*|crimes?|felony|felon|misdemeanou?r|embezzl\w*|illegal\w*|against the law|prosecut\w*|scammer|con artist|cheat(?:ed|ing|er)?)\b/,
        ],
        es: [
          /\b(?:delitos?|fraude|fraudulent[oa]|ladron(?:a|es)?|robo(?! de identidad)|robaste|robado|robar\w*|estafa\w*|estafador\w*|criminal(?:es)?|ilegal|crimen(?:es)?|rater[oa]s?|trampos[oa]s?|enjuici\w*|va contra la ley|en contra de la ley)\b/,
        ],
      },
      { negatable: true },
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
            /\b(?:ruin|destroy|wreck|tank|trash|kill|nuke|tank)\b[^.!?]{0,12}\byour (?:credit|credit score|credit rating|credit report)\b/,
            /\breport(?:ing)? (?:false|fake|inaccurate|made up)\b/,
            /\b(?:credit|record) (?:forever|for life|for the rest of your life|permanently)\b/,
            /\byour (?:credit|credit score|credit rating|credit report) (?:is|will be|gets?|get) (?:ruined|destroyed|wrecked|trashed|tanked)\b/,
          ],
          es: [
            /\b(?:destruir|arruinar|destrozar|danar|manchar|hundir)\w* (?:su|tu) (?:credito|historial|puntaje)\b/,
            /\b(?:su|tu) (?:credito|historial de credito|puntaje de credito|reporte de credito) (?:quedara|va a quedar|sera|estara) (?:arruinad|destruid|manchad|danad|hundid)\w*/,
            /\b(?:credito|historial|record) (?:para siempre|de por vida|permanentemente)\b/,
            /\breport\w* (?:informacion )?(?:falsa|falso|inexacta|inventada)\b/,
          ],
        },
        { negatable: true },
      );
      const disputed =
        ctx.isDisputed && !ctx.isDisputeVerified
          ? matchAll(
              m,
              {
                en: [
                  /\b(?:show up|appear|be listed|be reported|go|be added) on your credit (?:report|file|history)\b/,
                  /\b(?:report|reporting|reported|send|sending|list|listing|put|putting|notify|notifying|tell)\b[^.!?]{0,40}\b(?:credit (?:bureaus?|reports?|reporting agenc(?:y|ies)|file|history|agencies)|bureaus|equifax|experian|trans ?union)\b(?![^.!?]{0,20}\bas disputed\b)/,
                ],
                es: [
                  /\b(?:aparecer\w*|saldra|figurara|quedara) en (?:su|tu) (?:historial|reporte|informe) de credito\b/,
                  /\b(?:report\w*|inform\w*|enviar\w*|enviaremos|pasar\w*|notific\w*|avisar\w*)\b[^.!?]{0,40}\b(?:buros?(?: de credito)?|agencias? de credito|agencias? de (?:informes|reportes) de credito|historial de credito|reporte de credito|equifax|experian|trans ?union)\b(?![^.!?]{0,20}\bcomo (?:disputad|en disputa))/,
                ],
              },
              { negatable: true },
            )
          : [];
      const triggers = [...always, ...disputed.filter((t) => !always.includes(t))];
      return triggers.length > 0 ? { action: 'block', triggers } : null;
    },
  },
  {
    id: 'fake-legal-process',
    citation: '15 U.S.C. 1692e(9),(13); 12 CFR 1006.18(b)(1)(vii)',
    description: 'Wording that falsely looks like legal process',
    suggestion: () => 'Remove wording that looks like a court document or legal process.',
    check: textRule(
      {
        en: [
          /\b(?:final|official|formal|urgent|last) (?:court|legal|judicial) (?:notice|warning|summons|order|document|demand)\b/,
          /\b(?:official|court|legal|judicial|civil) (?:summons|subpoena)\b/,
          /\bsubpoena\w*\b/,
          /\byou (?:have been|are being|were|are hereby|are now) (?:served|summoned|ordered)\b/,
          /\b(?:court|judicial|judge's) order(?:ed)?\b/,
          /\b(?:the )?(?:court|judge) (?:has |have )?order(?:ed|s) you\b/,
          /\b(?:order to appear|ordered to appear|by order of the (?:court|judge|state))\b/,
          /\bnotice of (?:judgment|judgement|garnishment|legal action|intent to (?:sue|file|garnish))\b/,
          /\b(?:this (?:message|notice|letter) (?:is|serves as) (?:a|an|your) (?:official|legal|court|formal) (?:notice|summons|document))\b/,
        ],
        es: [
          /\b(?:orden judicial|aviso judicial|notificacion judicial|mandato judicial|orden de comparecencia|(?:citacion|citatorio|emplazamiento) (?:oficial|judicial|final|del tribunal|de la corte|del juzgado))\b/,
          /\b(?:aviso|notificacion|advertencia|orden|documento) (?:final |oficial |formal |urgente |ultim[oa] )?(?:del tribunal|de la corte|del juzgado)\b/,
          /\b(?:ultimo|final|oficial) aviso (?:legal|judicial)\b|\bpor orden del (?:juez|tribunal|juzgado|estado|corte)\b/,
          /\b(?:ha sido|queda(?: usted)?|esta siendo|fue) (?:emplazad[oa]|citad[oa]|notificad[oa])\b/,
          /\beste (?:mensaje|aviso|documento) (?:es|sirve como) (?:un|una|su) (?:aviso|notificacion|citacion|documento) (?:oficial|legal|judicial)\b/,
        ],
      },
      { negatable: true },
    ),
  },
  {
    id: 'unauthorized-fees',
    citation: '15 U.S.C. 1692f(1); 12 CFR 1006.22(b)',
    description: 'A fee or charge not authorized by the agreement or by law',
    suggestion: () => 'Remove fees that the agreement or the law does not authorize.',
    check: textRule(
      {
        en: [
          /\b(?:processing|convenience|service|handling|administrative|admin|collection|transaction|phone|card|filing|paperwork|setup|set up|recovery|reinstatement|research|expedite|expedited|rush|delinquency|penalty|late|payment|reminder|notice|letter|statement|portal|online) (?:fees?|charges?|surcharges?)\b/,
          /\b(?:add|adding|added|charge|charging|tack on|tacking on|impose|imposing|assess|assessing)\b[^.!?]{0,25}\b(?:fees?|surcharges?|penalty|penalties)\b/,
          /\b(?:fee|surcharge|penalty) of \$ ?\d+/,
          /\$ ?\d+(?:\.\d{2})? (?:fee|surcharge|penalty)\b/,
        ],
        es: [
          /\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|cuotas?)(?: adicional(?:es)?)? (?:por|de) (?:procesamiento|servicio|conveniencia|manejo|administracion|cobranza|pago|tramite|tarjeta|telefono|papeleo|recuperacion)\b/,
          /\b(?:cargo|tarifa|comision|recargo|multa|penalidad)(?: adicional)? de \$ ?\d+/,
          /\$ ?\d+(?:\.\d{2})? (?:de )?(?:cargo|tarifa|comision|recargo|multa|penalidad)\b/,
          /\b(?:agreg|anad|sum|cobr|impon|aplic)\w*\b[^.!?]{0,25}\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|multas?|penalidad(?:es)?)\b/,
        ],
      },
      { negatable: true },
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
    check: textRule(
      {
        en: [
          new RegExp(
            String.raw`\b(?:we|i|we'll|i'll|we've|i've|we're|i'm|our (?:office|team|firm|staff|investigator)|someone from (?:our|the) (?:office|firm)|us)\b[^.!?]{0,30}\b(?:tell|telling|told|inform|informing|informed|notify|notifying|notified|contact|contacting|contacted|call|calling|called|phone|email|emailing|text|texting|reach out to|reaching out to|reached out to|speak (?:to|with)|spoke (?:to|with)|spoken (?:to|with)|talk (?:to|with)|talked (?:to|with)|let|alert|write to|visit|mail)\b[^.!?]{0,20}\b(?:your |the )?${OTHERS}\b`,
          ),
          new RegExp(
            String.raw`\byour ${OTHERS} (?:will|is going to|are going to|may|might|could|would|should) (?:be )?(?:notified|told|informed|contacted|called|hear|find out|learn|know|get a call|receive)\b`,
          ),
          /\beveryone at your (?:work|job|office|church|school)\b/,
          new RegExp(
            String.raw`\byour ${OTHERS} (?:will|is going to|are going to|may|might|could|would) (?:be )?(?:getting|receiving|get|receive) (?:a |an )?(?:call|letter|message|visit|email)\b`,
          ),
        ],
        es: [
          new RegExp(
            String.raw`\b(?:(?:vamos|voy|tendremos que|tendre que|podriamos|podemos) a? ?(?:\w+ )?(?:llamar|hablar|contactar|avisar|informar|decir|contar|visitar|escribir|notificar)\w*|(?:llamaremos|hablaremos|contactaremos|avisaremos|informaremos|diremos|contaremos|visitaremos|escribiremos|notificaremos|llamare|hablare|contactare|avisare|informare|dire|contare|dijimos|llamamos|hablamos|contactamos|ya hablamos))\b[^.!?]{0,20}\b(?:a |con )?${OTHERS_ES}\b`,
          ),
          new RegExp(
            String.raw`\b${OTHERS_ES} (?:se (?:va|van) a enterar|se entera\w*|(?:va|van) a saber|sabra\w*|recibira\w* (?:una )?(?:llamada|carta|visita|mensaje)|(?:sera|seran) (?:notificad|informad|contactad|llamad)\w*)\b`,
          ),
          /\btodos en su (?:trabajo|oficina|iglesia|escuela)\b/,
        ],
      },
      {
        negatable: true,
        // Implied: the threat is the suggestion that others will learn of the debt.
        implied: {
          en: [
            new RegExp(
              String.raw`\b(?:if|before|when|once|until) your ${OTHERS} (?:finds?|found|hears?|heard|learns?|learned|knows?|knew|sees?|saw|gets? wind)\b`,
            ),
            new RegExp(String.raw`\b(?:does|do|did|would|will) your ${OTHERS} know\b`),
            new RegExp(String.raw`\bwhat (?:would |will |might )?your ${OTHERS} (?:would |will |might )?(?:think|say)\b`),
            new RegExp(
              String.raw`\b(?:wouldn't|would not|don't|do not|hate (?:for|to have)|hate it if) (?:want )?(?:for )?your ${OTHERS} to (?:know|find out|hear|learn|see)\b`,
            ),
          ],
          es: [
            new RegExp(
              String.raw`\b(?:si|antes de que|cuando|hasta que) ${OTHERS_ES} (?:se entera\w*|se entere\w*|sabe|sepa\w*|lo sabe|lo sepa\w*|ve|vea\w*)\b`,
            ),
            new RegExp(String.raw`\bque (?:pensaria|diria|va a pensar|dira|pensara)n? ${OTHERS_ES}\b`),
            new RegExp(
              String.raw`\b(?:no (?:querra|quiere|quisiera|le gustaria)|seria una (?:pena|lastima|verguenza))\b[^.!?]{0,20}\bque ${OTHERS_ES} (?:se enter|sep|lo sep|sup|vea)\w*`,
            ),
          ],
        },
      },
    ),
  },
  {
    id: 'cease-communication',
    citation: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
    description: 'Contact after the consumer asked the firm to stop',
    suggestion: () => 'The consumer asked the firm to stop contact: send nothing unless they write again.',
    check: (m, ctx) => {
      if (!ctx.isCeaseRequested) return null;
      // 1692c(c)(1): a message only saying that further efforts end is allowed.
      if (
        /\b(?:we(?:'ll| will)|this is (?:our|my) (?:last|final) message|confirm\w*|acknowledg\w*)\b[^.!?]{0,40}\b(?:stop|cease|no further|not contact|end\w*)\b/.test(
          m.n.text,
        )
      )
        return null;
      return { action: 'block', triggers: ['the consumer asked the firm to stop contacting them'] };
    },
  },
  {
    id: 'represented-consumer',
    citation: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)',
    description: 'Contact with a consumer known to be represented by an attorney',
    suggestion: () => "The consumer has an attorney: contact the consumer's attorney instead.",
    check: (_m, ctx) => (ctx.isRepresented ? { action: 'block', triggers: ['the account is flagged as represented by an attorney'] } : null),
  },
  {
    id: 'inconvenient-time',
    citation: '15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)(i)',
    description: "Contact before 8:00 a.m. or after 9:00 p.m. at the consumer's location",
    suggestion: () => "The message is held and delivered at 8:00 a.m. in the consumer's time zone.",
    check: (_m, ctx) => (ctx.holdUntil ? { action: 'hold', triggers: ["outside 8:00 a.m.–9:00 p.m. in the consumer's time zone"] } : null),
  },
  {
    id: 'time-barred',
    citation: '12 CFR 1006.26(b)',
    description: 'Suit or threat of suit on a time-barred debt',
    suggestion: () => 'Do not mention suit or court: the debt is past the statute of limitations.',
    check: textRule(
      {
        en: [/\b(?:sue|suing|sued|lawsuit|suit|legal action|court|judgment|judgement|litigation|litigate|legal proceedings|file (?:a )?(?:claim|case))\b/],
        es: [
          /\b(?:demand(?:a|as|ar|arl[oa]|aremos|amos|ara|aran)|juicio|tribunal|corte|sentencia|accion(?:es)? legal(?:es)?|proceso (?:legal|judicial)|litigi\w*)\b/,
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
          /\b(?:pag\w*|llam\w*|respond\w*|liquid\w*|comuniquese)\b[^.!?]{0,30}\b(?:en|dentro de) (?:las proximas |los proximos )?(?:\d+|un|una|dos|tres|unos|unas|24|48|72) (?:horas?|dias?(?: habiles)?)\b/,
          /\b(?:pag\w*|liquid\w*|respond\w*)\b[^.!?]{0,25}\b(?:de inmediato|inmediatamente|ahora mismo|hoy mismo|hoy|manana|esta noche|cuanto antes|ya mismo|antes del (?:lunes|martes|miercoles|jueves|viernes|fin de semana))\b/,
          /\b(?:ignore|ignorar|olvide|olvidese de|no se preocupe por)\b[^.!?]{0,15}\b(?:la |su |cualquier |el |esa |ese )?(?:disputa|validacion|aviso|notificacion|derechos|carta)\b/,
          /\bno (?:tiene|hay) (?:sentido|tiempo|caso|razon) (?:en |para )?disput\w*/,
          /\b(?:ultima|unica) (?:oportunidad|advertencia)\b|\bultimo aviso\b/,
          /\b(?:fecha limite|plazo (?:final|vence)|actue ahora|el tiempo se (?:acaba|agota)|vence (?:hoy|esta noche|manana))\b/,
        );
        demands.en.push(
          /\b(?:pay|payment|paid|call|respond|settle)\b[^.!?]{0,30}\b(?:within|in) (?:\d+|one|two|three|a few|24|48|72) (?:hours?|days?|business days?)\b/,
          /\bor else\b/,
          /\b(?:pay|payment|paid|settle|respond)\b[^.!?]{0,25}\b(?:immediately|right now|right away|today|asap|by tomorrow|tonight|by (?:monday|tuesday|wednesday|thursday|friday|end of (?:day|the day|the week)|noon))\b/,
          /\b(?:ignore|disregard|forget about|don't bother with)\b[^.!?]{0,15}\b(?:the |your |any |that )?(?:dispute|validation|notice|rights|letter)\b/,
          /\b(?:no (?:time|point|use|reason) (?:for|in|to)) disput\w*/,
          /\b(?:final|last) (?:chance|opportunity|warning)\b/,
          /\b(?:deadline|act now|time is running out|expires? (?:today|tonight|tomorrow))\b/,
        );
      }
      // A demand is one even when worded with a "no" ("no point in disputing"); a payment request is not ("no payment is due").
      const triggers = matchAll(m, demands, { negatable: false });
      if (ctx.isDisputed && !ctx.isDisputeVerified) {
        const collection: Patterns = {
          en: [/\b(?:pay|paying|payment|payments|settle|settlement|remit|amount due|balance due)\b/],
          es: [
            /\b(?:pag(?:ue|uen|ar|arla|arlo|o|os|ando|ara|aria|ues)|liquid(?:ar|e|en|acion|arla|arlo)|abon(?:ar|e|o|os)|remit\w*|saldo (?:pendiente|adeudado|vencido)|monto (?:adeudado|pendiente)|cantidad adeudada|cancele la deuda|acuerdo de pago|arreglo de pago)\b/,
          ],
        };
        for (const t of matchAll(m, collection, { negatable: true })) {
          if (!triggers.includes(t)) triggers.push(t);
        }
      }
      return triggers.length > 0 ? { action: 'block', triggers } : null;
    },
  },
];

export function prepare(text: string): Message {
  const n = normalize(text);
  return { original: text, n, language: writtenLanguage(text) };
}
