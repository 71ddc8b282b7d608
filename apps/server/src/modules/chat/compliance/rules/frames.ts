import { isConsentGiven } from '../meaning.js';
import { ABUSE_EXEMPTIONS } from './abuse.js';
import { creditExemptions } from './credit-reporting.js';
import { OVERSHADOWING_EXEMPTIONS } from './disputes.js';
import { FEE_EXEMPTIONS } from './fees.js';
import { ATTORNEY_EXEMPTIONS } from './impersonation.js';
import { FAKE_PROCESS_EXEMPTIONS } from './legal-process.js';
import { type Exemptions, matchAll } from './negation.js';
import { THIRD_PARTY_EXEMPTIONS } from './third-party.js';
import { THIRD_PARTY_READER, THIRD_PARTY_READER_ES } from './third-party-reader.js';
import type { Check, ComplianceContext, Message, Patterns, Rule, RuleId } from './types.js';
import { DEBT_WORDS, DEBT_WORDS_ES, OTHERS, OTHERS_ES, OTHERS_NOT_SPOUSE } from './vocabulary.js';

/**
 * Frames: what a message does, read as concepts that meet in one sentence, not as one phrasing (issue 34). Each frame
 * joins small lexicons (who is told, what is told, the verb that tells it; a harm, its target, the hint that points it
 * at the reader; a protection of the law and the words that deny it) so that any wording of the same act is read, in
 * English and Spanish. Blind set AH: the rules' own phrasings missed a debt to be "sent directly to him", a roof that
 * "catches fire all the time… just saying", VA money "isn't protected income", a debt moved to "another seven years".
 * A frame adds to a rule what the rule's phrasings miss; it never clears what they find.
 */

// ---- Lexicons -------------------------------------------------------------------------------------------------------

/** What about the debt is told: its details, the situation, the balance. */
const DEBT_TOLD = String.raw`(?:the (?:whole |full |entire |complete )?(?:situation|matter|details?|file|statement|paperwork)|(?:the|your|his|her|their) (?:account(?: details)?|balance|debt|bill|arrears|past[- ]due (?:amount|balance))|details of (?:the|your|his|her) (?:account|debt|balance)|what (?:you|he|she|they) owes?|everything)`;
const DEBT_TOLD_ES = String.raw`(?:el detalle|los detalles|la situacion|el asunto|todo|(?:la|su|el) (?:cuenta|deuda|saldo|estado de cuenta|expediente))`;
/** A verb that passes it on. */
const TELL = String.raw`(?:send|forward|mail|email|text|show|explain|describe|lay out|spell out|tell|share|pass along|pass on|give)`;
const TELL_ES = String.raw`(?:mand|envi|pas|explic|cont|ensen|muestr|reenvi)\w*`;
/** Anyone but the consumer who is sent the debt, including whoever happens to answer; a copy to the spouse goes to the consumer. */
const RECIPIENT = String.raw`(?:whoever (?:picks up|answers|is there|is at)|(?:your|his|her|the) ${OTHERS_NOT_SPOUSE}|(?:him|her|them) directly)`;
const RECIPIENT_ES = String.raw`(?:a (?:el|ella|ellos|ellas)\b|${OTHERS_ES}|(?:a )?quien (?:conteste|responda|este))`;
/** What the firm will do: a promise or a plan, never a report of what the consumer may do. */
const WE_WILL = String.raw`(?:we(?:'ll| will| would| 'd|'re going to| are going to| are gonna|'re gonna| have to| might| may)|i(?:'ll| will|'m going to| am going to|'m gonna| have to)|going to|gonna|(?:we|i) (?:just )?(?:have|need) to)(?! (?:not|never|no longer)\b)`;
const WE_WILL_ES = String.raw`(?<!\bno )(?:(?:le |les )?(?:vamos a|voy a|tendremos que|tenemos que)|(?:le |les )?(?:mandamos|enviamos|pasamos|explicamos|contamos|mandaremos|enviaremos|pasaremos|explicaremos|contaremos))`;

/** A harm to a person or a thing. */
const HARM = String.raw`(?:catch(?:es|ing)? (?:on )?fire|go(?:es)? up in (?:flames|smoke)|burn(?:s|ed|t)? down|fire(?:s)?|accidents?|crash(?:es)?|wrecks?|(?:get|gets|got|getting) (?:hurt|injured|hit|robbed|jumped|mugged)|(?:a )?lot can happen|anything can happen|(?:things|stuff|bad things) happen|can happen to|(?:alone|by (?:themselves|himself|herself|yourself)|on (?:their|his|her|your) own) (?:at night|every (?:morning|day|night)|after dark)|walk\w* (?:to|home|from)\b[^.!?]{0,40}\bby (?:themselves|himself|herself)|end up needing|need(?:ing)? (?:it|a funeral|an ambulance|a casket)|funeral)`;
const HARM_ES = String.raw`(?:se (?:quema|queman|incendia|incendian)|incendios?|accidentes?|le (?:puede|pueden|podria) pasar|(?:puede|pueden) pasar (?:muchas )?cosas|(?:andan?|caminan?|van?) sol[oa]s|de noche sol[oa]s?|termin\w* necesitando|funeral)`;
/** Harms said of no one in particular, the veiled kind: "a lot can happen", "alone at night", "by themselves". */
const HARM_VEILED = String.raw`(?:(?:a )?lot can happen|anything can happen|(?:things|stuff|bad things) happen|can happen to|(?:alone|by (?:themselves|himself|herself|yourself)|on (?:their|his|her|your) own) (?:at night|every (?:morning|day|night)|after dark))`;
/** Sympathy for a real misfortune (a fire, an accident, a stay in hospital): a message that shares it points no harm. */
const SYMPATHY =
  /\b(?:sorry|condolences|our thoughts|take care of yourself|no rush|take your time|paus\w*|hardship|lo siento|lo sentimos|lamentamos|sin prisa|pausa\w*)\b/;
/** The hint that points a harm at the reader: a tag, a shrug, a hope, a "just saying". */
const POINTED = String.raw`(?:just (?:saying|sayin'?|a thought|something to think about)|don'?t (?:they|you|we)\?|doesn'?t (?:he|she|it)\?|isn'?t (?:it|he|she)\?|right\?|huh\?|you never know|never know|hope (?:you|nothing|they|he|she) (?:don'?t|doesn'?t|never|won'?t)|be careful|careful out there|🤷|😉|😏|bold move)`;
const POINTED_ES = String.raw`(?:nomas (?:digo|decia)|solo digo|¿verdad\?|verdad\?|nunca se sabe|ojala (?:no|que no)|cuidese|tenga cuidado|🤷|😉|😏)`;
/** Something said about the debt or a payment, anywhere in the message. */
const PAYMENT = String.raw`(?:\$ ?\d|\b(?:pay|paid|payment|balance|owe[sd]?|debt|bill|settle|deposit|account|contract|invoice|loan|get (?:the|it|this) (?:\$|money|payment)?\s*in|call (?:me|us))\b|\b(?:pague|pago|deuda|saldo|debe|cuenta|contrato|prestamo)\b)`;

/** A protection the law gives: exempt benefits, the bankruptcy stay and discharge, an identity-theft report. */
const PROTECTION = String.raw`(?:va (?:money|benefits?|disability|pension|checks?|payments?)|veterans?'? (?:benefits?|disability)|social security|ssi|ssdi|disability (?:benefits?|payments?|checks?|income)|unemployment (?:benefits?|checks?)|child support|(?:the )?(?:automatic )?stay|(?:your |the )?bankruptcy|(?:the |your )?chapter (?:7|13|seven|thirteen)|(?:the |your )?discharge|(?:the |a |your )?(?:police|identity theft|fraud) report)`;
const PROTECTION_ES = String.raw`(?:(?:el |los )?(?:beneficios|pagos|dinero) (?:del va|de veterano|del seguro social|de discapacidad|de desempleo)|(?:el )?seguro social|(?:la )?bancarrota|(?:el )?capitulo (?:7|13|siete|trece)|(?:la )?suspension automatica|(?:el )?reporte (?:de )?(?:policia|robo de identidad))`;
/** Words that deny that protection. */
const DENIED = String.raw`(?:(?:isn'?t|is not|aren'?t|are not|not) (?:really )?(?:protected|exempt|safe)(?: income)?|(?:doesn'?t|does not|won'?t|will not|can'?t|cannot) (?:apply|protect you|cover (?:this|us|it)|count|change anything|stop (?:us|this|the))|covers? (?:your |the )?other (?:creditors|debts),? not (?:this|us|ours|one)|(?:can|could|will) (?:still )?be (?:taken|garnished|levied|seized|frozen)|(?:you(?:'re| are)) (?:still )?(?:the one )?(?:responsible|on the hook|liable))`;
const DENIED_ES = String.raw`(?:no (?:esta|estan) protegid[oa]s?|no (?:le )?(?:aplica|protege|cubre|cuenta|cambia nada)|se cae automaticamente|(?<!\b(?:no|nadie|nunca|jamas) )(?:se lo|se los|se la|se las) (?:podemos|pueden|puede) (?:quitar|embargar)|usted (?:sigue siendo|es) (?:el |la )?responsable)`;
/** Facts that make a protection truly gone: a case dismissed or closed, the stay lifted. */
const PROTECTION_ENDED = /\b(?:dismissed|closed|lifted|relief from (?:the )?stay|converted|desestimad\w*|cerrad[oa])\b/;

/** A government office told of a private debt, with a consequence for the consumer. */
const AGENCY = String.raw`(?:the va|veterans affairs|social security(?: administration)?|ssa|the irs|immigration|uscis|dot|dmv|motor vehicles|el va|seguro social|inmigracion|el irs)`;
const AGENCY_CONSEQUENCE = String.raw`(?:rating|benefits?|license|licencia|status|green card|citizenship|visa|beneficios|estatus|(?:take|taking|pick|picking|bring|bringing) you in|pull(?:ed)? over|detain\w*)`;

/** The date an account went bad moved, so it stays on a report longer (re-aging). */
const REAGED = String.raw`(?:(?:change|update|reset|move|restart|re-?age|bump)\w* (?:the |your )?(?:delinquency|default|charge[- ]?off|first (?:late|delinquency)|open|start|late) date|(?:another|a new|a fresh|other) (?:seven|7) years|(?:cambi|actualiz|reinici|mov)\w* (?:la )?fecha de (?:atraso|incumplimiento|mora|la deuda)|otros (?:siete|7) anos)`;
/** A disputed debt reported as not disputed. */
const NOT_NOTED = String.raw`(?:report\w*[^.!?]{0,60}\bas (?:confirmed|verified|undisputed|valid)|report\w*[^.!?]{0,60}\b(?:not|never|without) (?:as |being |marked |noting (?:it as )?)?(?:disputed|in dispute)|report\w*[^.!?]{0,60}\bcomo (?:deuda )?(?:confirmada|valida|verificada)|report\w*[^.!?]{0,60}\bno como (?:disputada|en disputa))`;

/** The 30-day right to dispute, and words that make it nothing. */
const WINDOW = String.raw`(?:(?:30|thirty)[- ]day\w*|(?:30|thirty) days|(?:the|that|your) (?:dispute|validation) (?:window|period|rights?|notice)|the window|el plazo(?: de (?:30|treinta) dias)?|los (?:30|treinta) dias)`;
const MADE_NOTHING = String.raw`(?:(?<!\b(?:not|never|no es|nunca) )(?:more of |just |only |basically |really )?a (?:formality|technicality)|(?:just |only )?for show|(?:doesn'?t|does not) (?:really )?(?:matter|count|apply)|(?:basically|pretty much|already|practically|now) (?:closed|over|gone|done|expired|passed)|(?:es|son) (?:solo |nomas )?(?:una )?(?:formalidad|tramite)|ya (?:se )?(?:cerro|paso|vencio))`;

/** A count of contacts, in words or figures. */
const COUNT = String.raw`\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty`;
const COUNT_ES = String.raw`dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte`;
const ORDINAL_WORD = String.raw`third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth`;

// ---- Frames, by the rule they add to --------------------------------------------------------------------------------

const within = (a: string, b: string, gap = 60) => String.raw`${a}\b[^.!?]{0,${gap}}\b${b}`;

type Frame = {
  patterns: Patterns;
  /** Read only when this holds of the message and its account. */
  when?: (m: Message, ctx: ComplianceContext) => boolean;
  /** Whether a negation before a hit, in its clause, clears it; off where the frame's own words deny ("isn't protected"). */
  negatable?: boolean;
  /** Triggers found by reading more than words (a year against today's date). */
  extra?: (m: Message, ctx: ComplianceContext) => string[];
  /** The rule's own exemptions: what clears its phrasings clears its frame (a consent, an agreement's fee, a court's real paper). */
  exemptions?: Exemptions | ((ctx: ComplianceContext) => Exemptions);
};

const FRAMES: Partial<Record<RuleId, Frame>> = {
  // The debt told, or to be told, to someone else: "we'll explain the situation to whoever picks up", "le mandamos el detalle
  // de la cuenta directamente a él", a message to a group home's staff naming a resident's unpaid account, a post made public.
  'third-party': {
    patterns: {
      en: [
        new RegExp(String.raw`\b${WE_WILL}\b[^.!?]{0,25}\b${TELL}\b[^.!?]{0,40}\b${DEBT_TOLD}\b[^.!?]{0,40}\b(?:to|with) ${RECIPIENT}`),
        new RegExp(
          String.raw`\b(?:make sure|see (?:to it )?that|let) (?:she|he|they|your ${OTHERS})\b (?:sees?|knows?|gets?|hears?)\b[^.!?]{0,40}\b(?:her|his|their)\b[^.!?]{0,40}\b(?:balance|debt|account|bill|payment)\b`,
        ),
        /^\W*(?:to|attn:?|attention:?) (?:the )?(?:[a-z]+ ){0,2}?(?:staff|team|office|front desk|management|residents|members|everyone|all)\b[\s\S]{0,160}\b(?:has|have|owes?|is carrying)\b[^.!?]{0,30}\b(?:unpaid|past[- ]due|overdue|outstanding|balance|debt)\b/,
        /\b(?:posting|putting) (?:this |it )?(?:here|publicly|in public|on (?:your|the|his|her) (?:page|wall|timeline|feed))\b[\s\S]{0,200}?(?:\$ ?\d|\b(?:balance|debt|owes?|unpaid|past due)\b)/,
        // The reader told they are someone else (the landlord, a supervisor, the roommate, HR) in a message that tells the debt.
        new RegExp(String.raw`${THIRD_PARTY_READER}[\s\S]{0,200}?${DEBT_WORDS}|${DEBT_WORDS}[\s\S]{0,200}?${THIRD_PARTY_READER}`),
      ],
      es: [
        new RegExp(String.raw`${THIRD_PARTY_READER_ES}[\s\S]{0,200}?${DEBT_WORDS_ES}|${DEBT_WORDS_ES}[\s\S]{0,200}?${THIRD_PARTY_READER_ES}`),
        new RegExp(
          String.raw`\b(?:${WE_WILL_ES})\b[^.!?]{0,25}?(?:\b${TELL_ES}\b[^.!?]{0,40})?\b${DEBT_TOLD_ES}\b[^.!?]{0,50}\b(?:directamente )?${RECIPIENT_ES}`,
        ),
      ],
    },
    // The firm's own "will" carries its denial ("we will never send…"); a condition before it ("si no sabemos nada…") denies nothing.
    negatable: false,
    // A contact the consumer asked for has the consumer's consent (1692c(b)).
    when: (m) => !isConsentGiven(m.n.text),
    exemptions: THIRD_PARTY_EXEMPTIONS,
  },
  // A harm pointed at the reader in a message about the debt: a hazard to them, their family or things, and a hint.
  violence: {
    patterns: {
      en: [
        new RegExp(
          String.raw`\b${HARM}\b(?=[\s\S]{0,160}${POINTED})|${POINTED}[\s\S]{0,160}\b${HARM}\b|\b${HARM_VEILED}\b[^.!?]{1,60}\b${HARM}\b|\b${HARM}\b[^.!?]{1,60}\b${HARM_VEILED}\b`,
        ),
      ],
      es: [new RegExp(String.raw`\b${HARM_ES}\b(?=[\s\S]{0,160}${POINTED_ES})|${POINTED_ES}[\s\S]{0,160}\b${HARM_ES}\b`)],
    },
    when: (m) => new RegExp(PAYMENT).test(m.n.text) && !SYMPATHY.test(m.n.text),
    negatable: false,
  },
  // A protection of the law denied ("VA money isn't protected income", "the stay doesn't apply, pay us directly"), and a
  // government office said to act on a private debt ("flagged to the VA… your disability rating", "flagged to DOT").
  'threat-not-intended': {
    patterns: {
      en: [
        new RegExp(within(PROTECTION, DENIED, 50)),
        new RegExp(
          String.raw`(?<!\byou (?:may|can|could|should|might|have the right to) )\b(?:flag\w*|report\w*|sen[dt]|notif\w*|refer\w*)\b[^.!?]{0,30}\bto (?:the )?${AGENCY}\b[\s\S]{0,120}?\b${AGENCY_CONSEQUENCE}\b`,
        ),
      ],
      es: [new RegExp(within(PROTECTION_ES, DENIED_ES, 60))],
    },
    when: (m) => !PROTECTION_ENDED.test(m.n.text),
    negatable: false,
  },
  // Re-aging, and a disputed debt reported as undisputed.
  'false-credit-threat': {
    patterns: { en: [new RegExp(`\\b${REAGED}\\b`), new RegExp(`\\b${NOT_NOTED}\\b`)], es: [] },
    extra: (m, ctx) => obsoleteReported(m.n.text, ctx.now),
    exemptions: creditExemptions,
  },
  // A collector's own paper made a court's: "once we stamp it, it's filed and enforceable like any other judgment".
  'fake-legal-process': {
    patterns: {
      en: [
        /\b(?:once|when|after|as soon as) (?:we|i) (?:stamp|sign|file|process|record|notarize|countersign)\w* (?:it|this|that|the (?:form|agreement|plan|order|paper))\b[^.!?]{0,60}\b(?:filed|enforceable|binding|(?:a|any other) (?:judgment|court order)|court order|with the court)\b/,
        // The paper signed made a judge's (set AY): "once it's signed it's enforceable just like a judge signed it".
        /\b(?:enforceable|binding|valid|holds up|counts|good)\b[^.!?]{0,20}\b(?:just )?(?:like|as if|the same as if|same as) (?:a |the )?(?:judge|court|magistrate) (?:had )?(?:signed|ordered|issued|entered|stamped) it\b/,
      ],
      es: [
        /\b(?:cuando|en cuanto|una vez que) (?:lo |la )?(?:sellemos|firmemos|registremos|presentemos)\b[^.!?]{0,60}\b(?:sentencia|orden (?:del|de la) (?:corte|juez)|ejecutable|obligatori[oa])\b/,
        /\b(?:vale|valdra|cuenta|es valid[oa]|es obligatori[oa]|se puede ejecutar)\b[^.!?]{0,20}\b(?:igual )?(?:que si|como si) (?:lo |la )?(?:firmara|hubiera firmado|ordenara|hubiera ordenado|dictara|sellara) (?:el |la |un |una )?(?:juez|jueza|corte|tribunal|juzgado)\b/,
      ],
    },
    exemptions: FAKE_PROCESS_EXEMPTIONS,
  },
  // A charge the firm's own policy adds, not the agreement or the law: "un cargo administrativo de $30 semanales… es política de la agencia".
  'unauthorized-fees': {
    patterns: {
      en: [
        /\b(?:fee|charge|surcharge)s?\b[\s\S]{0,120}?\b(?:(?:our|company|agency|office|firm|internal) policy|policy of (?:the|our) (?:agency|firm|office|company))\b/,
      ],
      es: [
        /\b(?:cargos?|recargos?|cuotas?|cobros?)\b[\s\S]{0,120}?\b(?:politica (?:de|interna de) (?:la|nuestra) (?:agencia|empresa|oficina|compania|firma)|nuestra politica)\b/,
      ],
    },
    when: (m) => !/\b(?:agreement|contract|contrato|acuerdo|waive\w*|exoner\w*|perdon\w*|no (?:cobramos|hay))\b/.test(m.n.text),
    exemptions: FEE_EXEMPTIONS,
  },
  // Attorneys said to be on the file when the sender is no attorney who reviewed it.
  'attorney-involvement': {
    patterns: {
      en: [
        /\b(?:my|our) (?:attorneys?|lawyers?|legal (?:team|department|counsel))\b[^.!?]{0,30}\b(?:have|has|got|are (?:reviewing|looking at|going over|on|working)|is (?:reviewing|looking at|going over|on|working))\b[^.!?]{0,20}\b(?:your|the) (?:file|account|case|matter)\b/,
      ],
      es: [/\b(?:mis|nuestros) abogados\b[^.!?]{0,30}\b(?:tienen|estan revisando|revisan|ya vieron)\b[^.!?]{0,20}\b(?:su|el) (?:expediente|cuenta|caso)\b/],
    },
    when: (_m, ctx) => !ctx.senderIsAttorney,
    exemptions: ATTORNEY_EXEMPTIONS,
  },
  // Calls or rings promised without end: "I'll make sure your phone rings every hour on your days off"; a count of contacts
  // already made with more promised ("my 8th message since Monday … I'll send 8 more", "ya van ocho mensajes … ¿quiere que
  // sigamos así todo el mes?"), or a rate of them ("calling your cell 5x a day").
  'harassment-frequency': {
    patterns: {
      en: [
        new RegExp(
          String.raw`\b(?:call(?:ing|s)?|text(?:ing|s)?|messag(?:e|es|ing)|email(?:ing|s)?|ring(?:ing|s)?|dial(?:ing)?)\b[^.!?]{0,30}\b(?:${COUNT}) ?(?:x|times) (?:a|per|each) (?:day|hour|night)\b`,
        ),
        new RegExp(
          String.raw`\b(?:${COUNT}|\d+(?:st|nd|rd|th)|${ORDINAL_WORD}) (?:message|text|call|email|voicemail)s?\b[\s\S]{0,120}?\b(?:(?:send|make|leave|do)\w* (?:${COUNT}|another (?:${COUNT})?|a (?:few|lot|bunch|dozen)) ?more|(?:keep|kept) (?:\w+ )?(?:coming|going|calling|texting|messaging)|all (?:week|month) long|every (?:single )?day)\b`,
        ),
        /\b(?:phone|cell|line)\b[^.!?]{0,12}\b(?:rings?|ringing|buzz\w*|blows? up|blowing up)\b[^.!?]{0,40}\b(?:every (?:hour|half hour|few minutes|(?:\d+|five|ten|fifteen|thirty) minutes)|all (?:day|night)|non-?stop|around the clock|day and night)\b|\b(?:call|text|ring|dial)\w* (?:you|u) (?:every (?:hour|half hour|few minutes)|all (?:day|night)|non-?stop|around the clock|day and night)\b/,
      ],
      es: [
        /\b(?:llamar|marcar|escribir|mandar mensajes?)\w* (?:cada (?:hora|media hora|rato|cinco minutos|diez minutos)|todo el dia|toda la noche|dia y noche|sin parar)\b/,
        new RegExp(
          String.raw`\b(?:ya (?:van|son|llevamos|llevo)|este es (?:el|mi)) (?:${COUNT_ES}|\d+[oa]?) (?:mensajes?|llamadas?|textos?|correos?)\b(?=[\s\S]{0,120}?\b(?:sigamos|seguimos|seguir asi|todo el mes|toda la semana|(?:nosotros )?(?:si )?tenemos tiempo|(?:${COUNT_ES}|\d+) mas)\b)`,
        ),
      ],
    },
  },
  // Contempt in place of a word of abuse: "do they teach you people to be this useless".
  abuse: {
    patterns: {
      en: [
        /\b(?:you people|you|u|y'?all)\b[^.!?]{0,25}\b(?:this|so|that|such|totally|completely|utterly|truly|just) (?:useless|worthless|pathetic|incompetent|clueless|brainless|hopeless|spineless)\b/,
      ],
      es: [/\b(?:usted(?:es)?|tu|ustedes)\b[^.!?]{0,25}\b(?:tan|bien|muy|totalmente) (?:inutil(?:es)?|inservibles?|patetic[oa]s?|incompetentes?)\b/],
    },
    exemptions: ABUSE_EXEMPTIONS,
  },
  // The 30 days made nothing: "more of a formality", "the window's basically closed" on day 20.
  overshadowing: {
    patterns: { en: [new RegExp(within(WINDOW, MADE_NOTHING, 50))], es: [] },
    exemptions: OVERSHADOWING_EXEMPTIONS,
  },
};

/** A frame read as a check: its `when`, its patterns with the rule's exemptions, its extra triggers. */
const readFrame =
  (frame: Frame): Check =>
  (m, ctx) => {
    if (frame.when && !frame.when(m, ctx)) return null;
    const exemptions = typeof frame.exemptions === 'function' ? frame.exemptions(ctx) : frame.exemptions;
    const triggers = [...matchAll(m, frame.patterns, { negatable: frame.negatable ?? true, ...exemptions }), ...(frame.extra?.(m, ctx) ?? [])];
    return triggers.length > 0 ? { action: 'block', triggers } : null;
  };

/**
 * A rule's full check: its phrasings, then its frame where they find nothing, each through the rule's `keep`, so the law's
 * exceptions (the spouse, the court's own order, the agreement's fee) clear a frame's finding as they clear the phrasings'.
 */
export function withFrame(rule: Rule): Check {
  const keep = rule.keep ?? ((found: Check) => found);
  const phrasings = keep(rule.check);
  const frame = FRAMES[rule.id];
  if (!frame) return phrasings;
  const framed = keep(readFrame(frame));
  return (m, ctx) => phrasings(m, ctx) ?? framed(m, ctx);
}

/** Years a debt can stay on a credit report: seven from its first delinquency (15 U.S.C. 1681c(a)(4)), read safely as eight. */
const REPORTABLE_YEARS = 8;
const WENT_BAD_IN =
  /\b(?:defaulted|went (?:bad|unpaid|delinquent|to collections?)|charged off|delinquent|stopped paying|last paid|from|since|back in|de|desde)\b[^.!?]{0,12}\b((?:19|20)\d\d)\b/g;
const TO_BE_REPORTED =
  /\b(?:(?:send|report|put|add|place|list|furnish)\w*[^.!?]{0,60}\b(?:bureaus?|credit (?:report|file)|equifax|experian|transunion)|(?:report|reportar|mandar|enviar)\w*[^.!?]{0,60}\b(?:buro|buros|reporte de credito))\b/;

/** A debt that went bad longer ago than a report may carry it, threatened to be reported: a report that will not happen or is unlawful. */
function obsoleteReported(text: string, now: Date): string[] {
  if (!TO_BE_REPORTED.test(text)) return [];
  const old = [...text.matchAll(WENT_BAD_IN)].find((m) => Number(m[1]) <= now.getUTCFullYear() - REPORTABLE_YEARS);
  return old ? [old[0]] : [];
}
